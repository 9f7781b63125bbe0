#!/usr/bin/env node
// The `link-kit` executable: runs one command and exits with its code.

import { run } from "./run.js";

// A reader that went away (`link-kit schemas | head`) ends the output, not the command with a
// stack trace: nothing more can be said to it.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw error;
  });
}

// No top-level await: the bundle is CommonJS, run from V8's code cache (code-cache.ts).
void run(
  process.argv.slice(2),
  (s) => process.stdout.write(s + "\n"),
  (s) => process.stderr.write(s + "\n"),
  // A slow reader (a pipe to a busy process): what was written waits for it, never piles up.
  () => (process.stdout.writableNeedDrain ? new Promise((resolve) => process.stdout.once("drain", () => resolve())) : Promise.resolve()),
).then((code) => {
  process.exitCode = code;
});
