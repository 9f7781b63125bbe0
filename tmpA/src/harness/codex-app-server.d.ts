/** One hook as `hooks/list` answers it (the fields the kit reads). */
export interface CodexHook {
    key: string;
    eventName: string;
    sourcePath: string;
    command?: string;
    currentHash: string;
    trustStatus: "managed" | "untrusted" | "trusted" | "modified";
}
export declare class CodexAppServerError extends Error {
    readonly name = "CodexAppServerError";
}
/** The events of the kit's hooks in `file` that Codex holds untrusted, and so skips. */
export declare function untrustedCodexHooks(program: string, file: string, isKit: (command: string) => boolean, env?: NodeJS.ProcessEnv): Promise<string[]>;
/**
 * Trusts the hooks Codex loads from `file` whose command `isKit` picks, at their current
 * definition; returns the events it trusted now (none when all already were). Checked after:
 * throws when Codex still does not hold one of them trusted.
 */
export declare function trustCodexHooks(program: string, file: string, isKit: (command: string) => boolean, env?: NodeJS.ProcessEnv): Promise<string[]>;
