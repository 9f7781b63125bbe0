type Schema = Record<string, unknown>;
/** A set's named types, by name: each root (by its title) and each `$defs` entry. */
export type Defs = Map<string, Schema>;
/** One object member of an object alternative. */
export interface Member {
    of: Alt[];
    required: boolean;
}
/**
 * One alternative of a value set. A reference stays a reference until it is compared: two of the
 * same name are the same values (the named type's own changes are its own findings); otherwise
 * it stands for the values of what it resolves to (issue 41.1).
 */
export type Alt = {
    t: "any";
} | {
    t: "null" | "boolean" | "number";
} | {
    t: "integer";
    min?: bigint;
    max?: bigint;
} | {
    t: "string";
    pattern?: string;
    format?: string;
    minLength?: number;
    maxLength?: number;
} | {
    t: "const";
    value: string;
    string: boolean;
} | {
    t: "array" | "map";
    of: Alt[];
} | {
    t: "object";
    members: Map<string, Member>;
    closed: boolean;
} | {
    t: "ref";
    key: string;
    defs: Defs;
};
export declare function alts(schema: unknown, defs: Defs): Alt[];
/** Who reads: Serde (an integer type refuses `12.0`; a double rounds past 2^53) or a JSON Schema validator. */
export type ReaderKind = "serde" | "schema";
/** One comparison's state: whose reading it judges, the reference pairs being compared, and whether a pattern could not be decided. */
export interface Compare {
    kind: ReaderKind;
    open: Set<string>;
    undecided: boolean;
}
/** How the values `now` admits relate to those `old` admits, for `kind` readers. */
export declare function relate(old: Alt[], now: Alt[], kind?: ReaderKind): {
    relation: "same" | "widened" | "narrowed" | "retyped";
    undecided: boolean;
};
/** A compact signature of a schema for the report: what a value of it must be, references by name. */
export declare function sig(schema: unknown): string;
export {};
