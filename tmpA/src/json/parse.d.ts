import { JsonError } from "./errors.js";
import { type PathPattern } from "./spans.js";
import { type JsonValue } from "./value.js";
/** Decodes UTF-8 bytes strictly: invalid sequences are a typed error, never U+FFFD. */
export declare function decodeUtf8(bytes: Uint8Array): string;
/**
 * Parses one JSON text. Integers outside the safe range come back as bigint; a number that a
 * JavaScript number would print otherwise (`1.0`, `1E2`, `-0`, `1e400`) as a RawNumber holding its
 * text; every other number as number. So `stringify(parse(text))` prints each number exactly as
 * written. Duplicate keys, nesting deeper than serde_json allows and invalid UTF-8 are refused.
 *
 * @example
 * ```ts
 * import { parse, stringify } from "link-context-kit";
 *
 * const value = parse('{"version":18446744073709551615}') as { version: bigint };
 * console.log(value.version === 18446744073709551615n, stringify(value)); // true {"version":18446744073709551615}
 * ```
 */
export declare function parse(input: string | Uint8Array): JsonValue;
/**
 * As `parse`, with the source text of the values at each of `patterns` (see `rawValues`).
 * JSON.parse builds the value; then one walk of the text outside strings counts the keys (JSON.parse
 * keeps the last of duplicate keys, so fewer keys in the tree than in the text means a duplicate),
 * looks for a run of digits past 9007199254740991 (an integer that may pass 2^53 - 1) and takes the
 * patterns' values. A duplicate or a long number sends the text to the exact parser, which reports the
 * duplicate or yields such integers as bigints. A run of digits inside a string (a hash, an ID)
 * is not a number and keeps the fast path; so does a safe 16-digit integer (a 52-bit version).
 * `plainNumbers` is true when no number has an exponent or a long digit run: every number is then
 * a safe integer or a short finite double, so `inexactNumberAt` would find nothing.
 */
export declare function parseWithRaws(input: string | Uint8Array, patterns: readonly PathPattern[]): {
    value: JsonValue;
    raws: string[][];
    plainNumbers: boolean;
};
/** One document of a JSON Lines input, or the error that refused it; `line` counts from 1. */
export type JsonLine = {
    line: number;
    text: string;
} & ({
    value: JsonValue;
} | {
    error: JsonError;
});
/** Parses JSON Lines: one document per non-blank line, each parsed on its own. */
export declare function parseLines(input: string | Uint8Array): JsonLine[];
