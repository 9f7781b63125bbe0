import { type ReaderKind } from "./values.js";
type Schema = Record<string, unknown>;
type Verdict = "breaking" | "compatible";
/** Every change class the diff knows, in the order a merged finding names them. */
export declare const CHANGE_CLASSES: readonly ["type_added", "type_removed", "object_closed", "object_opened", "tag_changed", "possible_rename", "field_added", "field_removed", "made_required", "made_optional", "made_nullable", "made_non_nullable", "widened", "narrowed", "retyped", "pattern_changed", "default_changed", "variant_added", "variant_removed"];
export type ChangeClass = (typeof CHANGE_CLASSES)[number];
export interface Change {
    /** The type (and variant) it is in: `Operation::file_write`. */
    type: string;
    /** The member, when the change is a member's. */
    field?: string;
    /** The change's class; when several apply to one member, the first of `classes`. */
    change: ChangeClass;
    detail: string;
    readers: Verdict;
    writers: Verdict;
    /** Every class that applies (one finding per member, however many apply). */
    classes: ChangeClass[];
    /** For a `possible_rename`: the member's name in the old set. */
    renamed_from?: string;
    /**
     * When Serde readers and JSON Schema validators are judged apart (an integer type and a
     * number): each kind's verdicts; `readers` and `writers` are breaking when either kind's is.
     */
    by_reader?: Record<ReaderKind, {
        readers: Verdict;
        writers: Verdict;
    }>;
}
/** A schema set: every `*.json` of a directory but the manifest, by file. */
export declare function loadSchemaSet(dir: string): Map<string, Schema>;
/** What changed from the `old` schema set to the `now` one, type by type, in name order. */
export declare function diffSchemaSets(old: Map<string, Schema>, now: Map<string, Schema>): Change[];
export declare const isBreaking: (c: Change) => boolean;
/** The report, one line per change: `<type>[.<field>]: <change> <detail> (readers: ..., writers: ...)`. */
export declare function reportLines(changes: readonly Change[]): string[];
export {};
