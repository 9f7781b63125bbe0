import type { ErrorObject } from "ajv";
import { type RustType, type SchemaTypes } from "../../generated/index.js";
/** One reason a document is invalid; `pointer` is an RFC 6901 JSON pointer into the document. */
export interface ValidationIssue {
    pointer: string;
    message: string;
    /** The schema keyword that failed, or `json` when the text did not parse. */
    keyword: string;
}
export type Validated<T> = {
    ok: true;
    value: T;
} | {
    ok: false;
    errors: ValidationIssue[];
};
/** Thrown by `assertValid`: carries every issue. */
export declare class ValidationError extends Error {
    readonly type: RustType;
    readonly errors: ValidationIssue[];
    readonly name = "ValidationError";
    constructor(type: RustType, errors: ValidationIssue[]);
}
export declare const RUST_TYPES: RustType[];
/**
 * Finds a root type by Rust path (`store::context::Memory`), schema file name
 * (`store.context.Memory.json`), file stem, or, when unambiguous, type name (`Memory`).
 */
export declare function resolveType(name: string): RustType | undefined;
/**
 * Validates a value already parsed by src/json (u64 values as exact numbers or bigints) against
 * the canonical schema of `type`; the result is typed by it.
 *
 * @example
 * ```ts
 * import { parse, validate } from "link-context-kit";
 *
 * const result = validate("store::context::Memory", parse('{"id":"m1","text":"t","evidence":[]}'));
 * if (result.ok) console.log(result.value.id);
 * else for (const e of result.errors) console.error(`${e.pointer}: ${e.message}`); // "/modified_at: is required"
 * ```
 */
export declare function validate<K extends RustType>(type: K, value: unknown): Validated<SchemaTypes[K]>;
/** Parses losslessly, then validates. A text that is not JSON gives one `json` issue at the root. */
export declare function validateText<K extends RustType>(type: K, text: string | Uint8Array): Validated<SchemaTypes[K]>;
/** Returns the typed value or throws a ValidationError. */
export declare function assertValid<K extends RustType>(type: K, value: unknown): SchemaTypes[K];
/**
 * Turns ajv's errors into issues. For an optional value (`anyOf: [T, null]`) that is present but
 * invalid, ajv also reports "must be null" and the failed `anyOf`; only T's errors are meant.
 */
export declare function issuesFrom(errors: ErrorObject[]): ValidationIssue[];
