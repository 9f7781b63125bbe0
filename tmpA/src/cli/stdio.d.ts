import type { ExitCode } from "./exit.js";
/** A command line's run: lines out and err, and a wait for a slow reader of out. */
export type Runner = (argv: string[], out: (s: string) => void, err: (s: string) => void, drained: () => Promise<void>) => Promise<ExitCode>;
/**
 * Runs `run` on this process's arguments; its exit code becomes the process's. With `exitWhenDone`
 * the process exits as soon as `run` has, without waiting for what is left on its event loop (a
 * socket closing, a lock's listener) nor tearing its heap down: 1 to 2.5 ms of every hook. Only for
 * a run whose work is done when it resolves: every write of the kit's is synchronous, and so is
 * stdout's and stderr's to a file or a pipe on Linux.
 */
export declare function runAsProcess(run: Runner, { exitWhenDone }?: {
    exitWhenDone?: boolean | undefined;
}): void;
