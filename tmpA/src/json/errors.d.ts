/**
 * Why a JSON text was refused.
 * - `syntax`: not JSON. Fix the producer; nothing was read.
 * - `invalid_utf8`: the bytes are not UTF-8. The original bytes are kept by the caller, not here.
 * - `duplicate_key`: an object names one key twice; which one wins is undefined, so neither does.
 * - `too_deep`: nesting beyond the limit serde_json applies (128).
 * - `unserializable`: a value with no JSON form (NaN, Infinity, a function, a cycle).
 */
export type JsonErrorKind = "syntax" | "invalid_utf8" | "duplicate_key" | "too_deep" | "unserializable";
export declare class JsonError extends Error {
    readonly kind: JsonErrorKind;
    /** UTF-16 offset in the decoded text, when the error has a position. */
    readonly offset?: number | undefined;
    readonly name = "JsonError";
    constructor(kind: JsonErrorKind, message: string, 
    /** UTF-16 offset in the decoded text, when the error has a position. */
    offset?: number | undefined);
}
