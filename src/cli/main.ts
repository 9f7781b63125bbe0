#!/usr/bin/env node
// The `link-kit` executable: runs one command and exits with its code.

import { run } from "./run.js";

process.exitCode = await run(process.argv.slice(2), (s) => process.stdout.write(s + "\n"), (s) => process.stderr.write(s + "\n"));
