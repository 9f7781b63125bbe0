#!/usr/bin/env node

// dist/src/cli/alias.js
import { createRequire } from "node:module";
createRequire(import.meta.url)("./link-kit.cjs");
