// One command run as this process (main.ts, and hook-main.ts for `link-kit hook`): its lines on
// stdout and stderr, and its exit code as the process's.

import type { ExitCode } from "./exit.js";

/** A command line's run: lines out and err, and a wait for a slow reader of out. */
export type Runner = (
  argv: string[],
  out: (s: string) => void,
  err: (s: string) => void,
  drained: () => Promise<void>,
) => Promise<ExitCode>;

/**
 * Runs `run` on this process's arguments; its exit code becomes the process's. With `exitWhenDone`
 * the process exits as soon as `run` has, without waiting for what is left on its event loop (a
 * socket closing, a lock's listener) nor tearing its heap down: 1 to 2.5 ms of every hook. Only for
 * a run whose work is done when it resolves: every write of the kit's is synchronous, and so is
 * stdout's and stderr's to a file or a pipe on Linux.
 */
export function runAsProcess(run: Runner, { exitWhenDone = false } = {}): void {
  // A reader that went away (`link-kit schemas | head`) ends the output, not the command with a
  // stack trace: nothing more can be said to it.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
      throw error;
    });
  }
  // No top-level await: the bundles are CommonJS, run from V8's code cache (code-cache.ts).
  void run(
    process.argv.slice(2),
    (s) => process.stdout.write(s + "\n"),
    (s) => process.stderr.write(s + "\n"),
    // A slow reader (a pipe to a busy process): what was written waits for it, never piles up.
    () => (process.stdout.writableNeedDrain ? new Promise((resolve) => process.stdout.once("drain", () => resolve())) : Promise.resolve()),
  ).then((code) => {
    if (exitWhenDone) process.exit(code);
    process.exitCode = code;
  });
}
