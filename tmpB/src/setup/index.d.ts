import { SetupRefusal, type Changes, type EnabledBefore } from "./edit.js";
import { type Harness } from "./harnesses.js";
export interface SetupOptions {
    /** The harness's settings file to edit. */
    target: string;
    /** The binding settings file the hooks use. */
    settings: string;
    home: string;
    thread?: string;
    force?: boolean;
}
export interface Plan {
    target: string;
    before: string | undefined;
    after: string;
    changes: Changes;
    /** Codex: the user's notify line that setup replaces (with --force), to be put back on removal. */
    replaced?: string;
    /** Gemini CLI: what `hooksConfig.enabled` was when setup turned it on, put back on removal. */
    enabledBefore?: EnabledBefore;
}
/**
 * The hook command for `event` as the harness's settings hold it, a shell line: an event that
 * returns context runs the hook to its end; the others only capture, and the line starts the hook
 * (`--detach`, marked as detached already) in the background and returns, so the harness waits
 * for a shell, not for a Node start (issue 43.1). The hook reads the harness's stdin through fd 3
 * (a background command's own stdin is /dev/null); its lines go to the home's log.
 */
export declare function hookCommand(harness: Harness, options: SetupOptions, event: string): string;
/** Plans a setup: the settings file's new text and what changes; nothing is written. */
export declare function planSetup(harness: Harness, options: SetupOptions): Plan;
/**
 * Replaces the file `path` names with `text`, keeping its mode (0600 for a new one), through the
 * kit's one durable replace (a temp file beside it, fsynced, renamed over, the directory fsynced)
 * in the directory of the file a symlink names, under that directory's lock. With `expected`,
 * the file must still hold it (or still not exist, for undefined): an edit saved while setup ran
 * is never lost, the run is refused `conflict` instead. A full disk refuses it with nothing left
 * behind (`no_space`).
 */
export declare function replaceFile(path: string, text: string, mode: number, expected?: {
    text: string | undefined;
}): Promise<string | undefined>;
/**
 * Writes a planned setup: a backup of the file as it was before the kit's first entry beside it,
 * then the file, then the record. A setup over a file that already holds the kit's entries (a
 * second setup, other options) keeps the first backup and record (issue 40.8): they know the
 * user's file before the kit, and `--remove` gives back that file whatever came between.
 */
export declare function applySetup(harness: Harness, plan: Plan): Promise<{
    backup?: string;
}>;
/** Plans a removal: the file as it was before setup when nothing changed since, else without the kit's entries. */
export declare function planRemove(harness: Harness, target: string): Plan & {
    restore: boolean;
    remove?: boolean;
};
/**
 * Writes a planned removal and forgets the setup: its record and backup go (also when there was
 * nothing left to remove), and so do the directories setup made for a file it created, and its
 * own record directory, when they are empty.
 */
export declare function applyRemove(harness: Harness, plan: ReturnType<typeof planRemove>): Promise<void>;
/** A unified diff of two texts, lines only (enough context to see where an entry went). */
export declare function diffLines(before: string, after: string, name: string): string[];
export { SetupRefusal };
