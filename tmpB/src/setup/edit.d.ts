import { type Harness, type HarnessName } from "./harnesses.js";
/** What an edit did, one line each: `added Stop`, `replaced an older link-kit entry for Stop`. */
export type Changes = string[];
/** A settings file that cannot be edited safely (not JSON, hooks of another shape, a notify of someone else's). */
export declare class SetupRefusal extends Error {
    readonly kind: "invalid" | "conflict" | "read_only";
    constructor(kind: "invalid" | "conflict" | "read_only", message: string);
}
/** Where this kit's hook commands stand in a JSON settings file: event, group index, hook index, command. */
export declare function kitJsonHooks(text: string, file: string, harness: HarnessName): Array<{
    event: string;
    group: number;
    hook: number;
    command: string;
}>;
/**
 * Registers the command `commandFor` gives for each of `events`, beside the user's own hooks: an
 * event that already runs this exact command is left as it is; one running an older command of this kit has it
 * replaced in place; any other gets a new entry at the end of its list; the kit's entries for
 * events not in `events` are taken out. With `enable`, also turns
 * the harness's hooks switch on (`hooksConfig.enabled`) when the file does not already say so.
 */
export declare function addJsonHooks(text: string, file: string, harness: HarnessName, events: readonly string[], commandFor: (event: string) => string, options?: {
    enable?: boolean;
}): {
    text: string;
    changes: Changes;
    enabledBefore?: EnabledBefore;
};
/** What `hooksConfig.enabled` was before setup turned it on: a value, or which of the two was absent. */
export type EnabledBefore = {
    was: unknown;
} | {
    absent: "hooksConfig" | "enabled";
};
/** Puts `hooksConfig.enabled` back as it was before setup turned it on, when it is still on. */
export declare function restoreEnabled(text: string, file: string, before: EnabledBefore): {
    text: string;
    changes: Changes;
};
/** Takes out every hook entry of this kit for `harness`, and a list or `hooks` object left empty by that. */
export declare function removeJsonHooks(text: string, file: string, harness: HarnessName, keep?: readonly string[]): {
    text: string;
    changes: Changes;
};
/** The top-level `notify = [...]` of a TOML settings file: its source range and its words, when there is one. */
export declare function tomlNotify(text: string, file?: string): {
    start: number;
    end: number;
    words: string[];
} | undefined;
/**
 * Sets a harness's TOML `notify` (Codex's) to `args`: left as it is when it already is; replaced when it is an older
 * command of this kit, or another program's with `force` (its text returned as `replaced`);
 * refused otherwise, since the harness runs one notify program. Added before the first table when absent.
 */
export declare function setTomlNotify(text: string, file: string, args: readonly string[], harness: {
    word: HarnessName;
    title: string;
}, options?: {
    force?: boolean;
}): {
    text: string;
    changes: Changes;
    replaced?: string;
};
/** Takes out the kit's `notify` key-value, putting back `replaced` (the user's own one setup replaced) when given. */
export declare function removeTomlNotify(text: string, file: string, harness: HarnessName, replaced?: string): {
    text: string;
    changes: Changes;
};
/** The kit's hook commands a harness's settings text holds, by event (`notify` for Codex's TOML). */
export declare function kitEntries(harness: Harness, text: string, file: string): Map<string, string>;
