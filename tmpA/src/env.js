// The directories the kit derives from the environment, in one place (issue 40.9): each is an
// absolute path or refused with one line, so nothing is ever written under the working directory
// because HOME was empty or CODEX_HOME relative. The XDG directories follow the XDG Base
// Directory rule instead: a relative value is invalid and ignored (its default is used).
import { homedir } from "node:os";
import { isAbsolute, join } from "node:path";
import { FsError } from "./durable/errors.js";
/**
 * The variable `link-kit acp` sets for its agent's process (and the harness hooks that runs), naming
 * the proxy's thread: a hook that finds it stores nothing, the proxy captures the turn. Here, not in
 * src/acp/proxy.ts, so that a hook does not load the proxy to read it.
 */
export const INSIDE_ACP = "LINK_KIT_ACP_THREAD";
/** `$name` as an absolute directory, `fallback()` when unset or empty; a relative value is refused. */
export function envDir(name, fallback, env = process.env) {
    const value = env[name];
    if (value === undefined || value === "")
        return fallback();
    if (!isAbsolute(value))
        throw new FsError("invalid", `$${name} is ${JSON.stringify(value)}, not an absolute path: set it to one, or unset it`);
    return value;
}
/** The user's home: `$HOME`, which must be absolute when set (an empty one is refused, not the working directory). */
export function homeDir(env = process.env) {
    const value = env.HOME;
    if (value === undefined)
        return homedir(); // the password database's
    if (value === "" || !isAbsolute(value))
        throw new FsError("invalid", `$HOME is ${JSON.stringify(value)}, not an absolute path: set it to your home directory`);
    return value;
}
/** `$XDG_STATE_HOME` when absolute, else `~/.local/state` (the XDG rule: a relative value is ignored). */
export function stateHome(env = process.env) {
    const value = env.XDG_STATE_HOME;
    return value !== undefined && isAbsolute(value) ? value : join(homeDir(env), ".local", "state");
}
