/**
 * Where the object or array that opens at `at` in valid JSON bytes ends (just past its closing
 * bracket), skipping strings and their escapes; -1 when it does not close. A log reads its own
 * lines by their layout with it (src/host/log-line.ts), without building the value.
 */
export declare function compositeEnd(bytes: Uint8Array, at: number): number;
/** A path pattern: object keys, array indices, or "*" for every element or member. */
export type PathPattern = ReadonlyArray<string | number>;
export interface Scan {
    /** The colons outside strings: in valid JSON, exactly the number of keys. */
    keys: number;
    /** True when an integer part of digits past 9007199254740991 stands outside strings (it may pass 2^53 - 1). */
    longNumber: boolean;
    /** True when a number with an exponent (`1e400`, `2E-3`) stands outside strings. */
    exponent: boolean;
    /** True when a number that a JavaScript number may print otherwise stands outside strings (`plainNumberText`). */
    oddNumber: boolean;
    /** Per pattern, the source text of every value it matches, in document order. */
    raws: string[][];
}
/** The source text of every value matching `pattern`, in document order. The text must be valid JSON. */
export declare function rawValues(text: string, pattern: PathPattern): string[];
/**
 * One structural walk of a JSON text: key count, long digit runs and the values at `patterns`.
 * Nesting past MAX_DEPTH throws `too_deep` as soon as the walk reaches it, so a parser can run
 * this first and never build a tree for a text of nothing but `[`. On text that is not JSON the
 * walk still ends, in one pass, but what it returns means nothing.
 */
export declare function scanJson(text: string, patterns: readonly PathPattern[]): Scan;
