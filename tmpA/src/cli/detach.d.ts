/** Set in the detached hook's environment: it writes its lines to the home's log, not to stderr. */
export declare const DETACHED = "LINK_KIT_HOOK_DETACHED";
/** Where a detached hook's lines go, under its adapter home. */
export declare const DETACHED_LOG: string;
/**
 * When `argv` (Node's, the script second) runs a hook with `--detach`, starts it detached and
 * says so: the caller then exits 0 without loading anything more. Otherwise false (help, another
 * command, a hook to run here).
 */
export declare function detachHook(argv: readonly string[]): boolean;
