import type { PathPattern } from "./spans.js";
import type { JsonValue } from "./value.js";
/**
 * Parses one JSON text given as its UTF-8 `bytes` (a transcript's line) when the scan finds them
 * plain (see `parseBytesPlain`), with no walk of the text in TypeScript: the text and its value.
 * Undefined when the scan declines, and the caller takes `parse`.
 */
export declare function parsePlainLine(bytes: Uint8Array): {
    text: string;
    value: JsonValue;
} | undefined;
/**
 * Parses `bytes` when the scan finds them plain: valid UTF-8 and JSON, nesting
 * under MAX_DEPTH, no duplicate key, no escaped key, no number with an exponent or past
 * 9007199254740991. Anything else gives undefined, and the caller takes `parseWithRaws`, which
 * says what is wrong or reads the numbers exactly; on plain input the two agree.
 *
 * `raws(p)` gives the bytes of each value pattern `p` matches (views of `bytes`, made when asked). In `value`, an
 * object matched by a pattern of `cutAt` (indices into `patterns`) that holds no other such match
 * stands as `{}`: a caller reads those values through `raws` only, and validates the tree against
 * a schema that takes any object at those paths.
 */
export declare function parseBytesPlain(bytes: Uint8Array, patterns: readonly PathPattern[], cutAt: readonly number[]): {
    value: JsonValue;
    raws: (pattern: number) => Uint8Array[];
} | undefined;
/**
 * As `parseWithRaws` over UTF-8 bytes, for the plain case (see `parseBytesPlain`): the text, its
 * value, and per pattern the source text of each value it matches, as strings. The scan kernel
 * stands in for the TypeScript walk. In an ASCII text, byte and string offsets are the same, so
 * each value is a slice of the text; otherwise each is decoded from its bytes.
 */
export declare function parseTextsPlain(bytes: Uint8Array, patterns: readonly PathPattern[]): {
    value: JsonValue;
    text: string;
    raws: string[][];
} | undefined;
