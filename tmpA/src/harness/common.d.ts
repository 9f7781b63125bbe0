/** A hook input that is not this harness's (no transcript named, no session): a usage error of the hook. */
export declare class HookInputError extends Error {
    readonly name = "HookInputError";
    readonly kind = "invalid";
}
/** `<dot>/settings.json` in the project named, else in the user's home (Claude Code's and Gemini CLI's layout). */
export declare const dotSettings: (dot: string) => ({ project }: {
    project?: string;
}) => string;
/** The answer a SessionStart hook prints for the harness to add `context` to the session. */
export declare function sessionStartOutput(context: string): string;
declare function isFile(path: string): boolean;
/** The Markdown files directly in `dir`; with `deep`, every file below it. Sorted, relative to `dir`. */
export declare function memoryDir(dir: string, deep: boolean, base?: string): string[];
export { isFile };
