#!/usr/bin/env node
// `dist/link-kit.mjs`: the bin's name before issue 43.2 made it `dist/link-kit.cjs`. Hook entries
// an older setup wrote run this name until setup runs again (which writes the new one), so it
// stays, and runs the bin.
import { createRequire } from "node:module";
createRequire(import.meta.url)("./link-kit.cjs");
