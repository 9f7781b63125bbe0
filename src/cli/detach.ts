// `link-kit hook <harness> --detach` (issue 43.1): the hook hands its run to a process of its own
// and returns at once, so the harness, which waits for each hook, never waits for a capture. The
// process it starts is the same hook without `--detach`, in a session of its own (a harness that
// ends its hooks' process group at exit never reaches it), reading the same standard input (the
// harness wrote the hook's JSON there); what it would say on stderr goes to the home's log
// instead (`DETACHED_LOG`), and it runs at a lower priority (`DETACHED_NICE`). A hook whose
// environment says it is detached already (`DETACHED`: the shell line setup writes starts it in
// the background, under `nice`) runs here. Node's own modules only:
// bin.ts runs this before the kit is loaded.

import type * as ChildProcess from "node:child_process";
import type * as Os from "node:os";
import { createRequire } from "node:module";
import { join } from "node:path";

/** Set in the detached hook's environment: it writes its lines to the home's log, not to stderr. */
export const DETACHED = "LINK_KIT_HOOK_DETACHED";

/** Where a detached hook's lines go, under its adapter home. */
export const DETACHED_LOG = join(".lnk", "agent-context", "hook.log");

/**
 * When `argv` (Node's, the script second) runs a hook with `--detach`, starts it detached and
 * says so: the caller then exits 0 without loading anything more. Otherwise false (help, another
 * command, a hook to run here).
 */
export function detachHook(argv: readonly string[]): boolean {
  const [script, ...args] = argv.slice(1);
  if (script === undefined || args[0] !== "hook" || !args.includes("--detach") || args.includes("--help") || args.includes("-h"))
    return false;
  // Started in the background already (the shell line setup writes): this is the detached run.
  if (process.env[DETACHED] === "1") return false;
  // Required only here: no other run of the bin (a hook on every turn) asks for it.
  const { spawn } = createRequire(import.meta.url)("node:child_process") as typeof ChildProcess;
  const child = spawn(process.execPath, [...process.execArgv, script, ...args.filter((a) => a !== "--detach")], {
    detached: true,
    stdio: [0, "ignore", "ignore"],
    env: { ...process.env, [DETACHED]: "1" },
  });
  child.unref();
  lowerPriority(child.pid);
  return true;
}

/**
 * How far a detached capture's priority is lowered (as `nice -n 10` does; setup's shell line runs
 * it under `nice`, and `--detach` lowers the process it starts). On a machine with few cores, a
 * capture at the harness's own priority took a core from it as its turn ended: a detached Stop
 * hook still added 44 ms to a Codex turn, 6.7 ms when niced (issue 43.1). Niced by 10, a capture
 * still has about a tenth of a core that others keep busy, and all of an idle one.
 */
export const DETACHED_NICE = 10;

/** Lowers the priority of the process `pid` by `DETACHED_NICE`; where that is not allowed (a sandbox), it runs as it is. */
function lowerPriority(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    const { getPriority, setPriority } = createRequire(import.meta.url)("node:os") as typeof Os;
    setPriority(pid, Math.min(19, getPriority() + DETACHED_NICE));
  } catch {
    // not allowed here: the capture runs at the harness's priority
  }
}
