import { type HarnessAdapter, type HarnessWord } from "../harness/index.js";
export type HarnessName = HarnessWord;
export type Harness = HarnessAdapter;
export declare const HARNESS_NAMES: readonly HarnessWord[];
export declare const HARNESSES: Readonly<Record<HarnessName, Harness>>;
export declare function harnessNamed(name: string | undefined): Harness | undefined;
/**
 * An adapter's home when none is given: `$LINK_KIT_HOME`, else the user's state directory
 * (`$XDG_STATE_HOME`, default `~/.local/state`) under `link-kit/<harness>` (`link-kit/acp` for
 * the ACP proxy): never the working directory, which would put `.lnk/` into whatever project the
 * harness runs in.
 */
export declare function defaultHome(harness: HarnessName | "acp"): string;
/** The kit's own command: this Node and the package's bin, by absolute path (no PATH or npx lookup per run). */
export declare function kitCommand(): string[];
/** One word for a POSIX shell: as it is when plain, else single-quoted. */
export declare function shellWord(word: string): string;
/**
 * The argument list the harness runs for this kit's hook; with `detach`, the hook returns as soon
 * as it has handed the capture to a process of its own (`--detach`, for the events the harness
 * only waits on, issue 43.1).
 */
export declare function hookArgs(harness: HarnessName, options: {
    settings: string;
    home: string;
    thread?: string;
    detach?: boolean;
}): string[];
/**
 * A POSIX shell line's words, quotes taken off: '...' (with `'\\''` inside, as `shellWord` writes
 * it), "..." with its backslash escapes, and backslash outside quotes (issue 40.11: a path with
 * a space is one word). Expansions (`$`, globs) are left as they are written.
 */
export declare function shellWords(line: string): string[];
/** True when a registered command (a shell line or an argument list) is a hook of this kit for `harness`. */
export declare function isKitHook(command: string | readonly string[], harness: HarnessName): boolean;
/**
 * What a kit hook command names, read back from it: the programs it runs before `hook` (Node and
 * the kit's script, by absolute path as setup writes them), the binding file, the adapter home and
 * the thread (`--settings` is what earlier kits wrote for the binding).
 */
export declare function hookOptions(command: string | readonly string[]): {
    program?: string;
    runs: string[];
    settings?: string;
    home?: string;
    thread?: string;
};
/** Whether a kit's path is inside npx's cache, which npx may clear or replace at any time (issue 40.11). */
export declare const inNpxCache: (path: string) => boolean;
