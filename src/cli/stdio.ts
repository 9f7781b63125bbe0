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
 * the process exits as soon as `run` has and its stdout and stderr are flushed, without waiting
 * for what else is left on its event loop (a socket closing, a lock's listener) nor tearing its
 * heap down: 0.5 to 1.7 ms of every hook, measured. Only for a run whose work is done when it resolves (every
 * write of the kit's is synchronous). The flush matters: a harness that is a Node program gives
 * its hook a socket for stdout, written asynchronously, and an exit cut 4 MiB of output to 214 KiB.
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
  ).then(async (code) => {
    process.exitCode = code;
    if (!exitWhenDone) return;
    await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
    process.exit(code);
  });
}

/** Settles once everything written to `stream` so far has been handed to the system. */
function flushed(stream: NodeJS.WriteStream): Promise<void> {
  return stream.writableLength === 0 ? Promise.resolve() : new Promise((resolve) => stream.write("", () => resolve()));
}
