type Env = NodeJS.ProcessEnv;
/**
 * The variable `link-kit acp` sets for its agent's process (and the harness hooks that runs), naming
 * the proxy's thread: a hook that finds it stores nothing, the proxy captures the turn. Here, not in
 * src/acp/proxy.ts, so that a hook does not load the proxy to read it.
 */
export declare const INSIDE_ACP = "LINK_KIT_ACP_THREAD";
/** `$name` as an absolute directory, `fallback()` when unset or empty; a relative value is refused. */
export declare function envDir(name: string, fallback: () => string, env?: Env): string;
/** The user's home: `$HOME`, which must be absolute when set (an empty one is refused, not the working directory). */
export declare function homeDir(env?: Env): string;
/** `$XDG_STATE_HOME` when absolute, else `~/.local/state` (the XDG rule: a relative value is ignored). */
export declare function stateHome(env?: Env): string;
export {};
