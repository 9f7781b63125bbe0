// What more than one adapter does the same way: settings under a dot directory, the SessionStart
// context answer Claude Code and Gemini CLI both take, a memory directory's files, and the error
// for a hook input that is not the harness's.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { homeDir } from "../env.js";
/** A hook input that is not this harness's (no transcript named, no session): a usage error of the hook. */
export class HookInputError extends Error {
    name = "HookInputError";
    kind = "invalid";
}
/** `<dot>/settings.json` in the project named, else in the user's home (Claude Code's and Gemini CLI's layout). */
export const dotSettings = (dot) => ({ project }) => join(project !== undefined ? resolve(project) : homeDir(), dot, "settings.json");
/** The answer a SessionStart hook prints for the harness to add `context` to the session. */
export function sessionStartOutput(context) {
    return JSON.stringify({ hookSpecificOutput: { hookEventName: "SessionStart", additionalContext: context } });
}
function isFile(path) {
    try {
        return statSync(path).isFile();
    }
    catch {
        return false;
    }
}
/** The Markdown files directly in `dir`; with `deep`, every file below it. Sorted, relative to `dir`. */
export function memoryDir(dir, deep, base = dir) {
    if (!existsSync(dir))
        return [];
    const out = [];
    for (const name of readdirSync(dir).sort()) {
        const path = join(dir, name);
        if (isFile(path)) {
            if (deep || name.endsWith(".md"))
                out.push(relative(base, path));
        }
        else if (deep && statSync(path).isDirectory())
            out.push(...memoryDir(path, deep, base));
    }
    return out;
}
export { isFile };
