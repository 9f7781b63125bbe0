export type JsonValue = null | boolean | number | bigint | string | RawJson | JsonValue[] | JsonObject;
export interface JsonObject {
    [key: string]: JsonValue;
}
/**
 * A JSON text kept as it was written; `stringify` emits `text` unchanged. It may be given in
 * pieces, strings or UTF-8 bytes (a native line as read from its file), which a frame then takes
 * one after another, the bytes copied as they are.
 */
export declare class RawJson {
    readonly parts: ReadonlyArray<string | Uint8Array>;
    constructor(text: string | ReadonlyArray<string | Uint8Array>);
    /** The whole text (bytes decoded). */
    get text(): string;
    /** Makes `JSON.stringify` refuse a RawJson, so only this module prints it. */
    toJSON(): unknown;
}
/** True while link-kit's printer runs `JSON.stringify` (stringify.ts). */
export declare const exactPrinting: {
    on: boolean;
};
/**
 * A number whose source text a JavaScript number would print otherwise (`1.0`, `1E2`, `-0`,
 * `1e400`, `0.10`): kept as that text, so printing it again gives it back unchanged. Whether it
 * fits a schema's type is validation's question (`validate` reads it as its value), not the
 * printer's. Integers past 2^53 are bigints, never this.
 */
export declare class RawNumber extends RawJson {
    readonly source: string;
    constructor(source: string);
    /**
     * Inside link-kit's printer, refuses `JSON.stringify` as a RawJson does, so it is printed as
     * written; anywhere else `JSON.stringify` prints its value as a number (`1.0` as `1`, `1e400`
     * as `null`), as it did a parsed number before.
     */
    toJSON(): unknown;
    /** Its value as a JavaScript number (an integer's as a bigint when it is past 2^53). */
    get value(): number | bigint;
}
/** A value with each RawNumber as its value: what a schema validator reads. */
export declare function numbersAsValues(value: unknown): unknown;
/** True when `value` holds a RawNumber anywhere. */
export declare function hasRawNumber(value: unknown): boolean;
/** A piece of JSON text as a string: itself, or its UTF-8 bytes decoded (invalid sequences as U+FFFD). */
export declare function utf8Text(piece: string | Uint8Array): string;
/** Thrown by RawJson.toJSON to move `stringify` off its fast path. */
export declare class RawJsonSeen extends Error {
}
/** Nesting of MAX_DEPTH levels is refused (127 pass), as serde_json's default recursion limit. */
export declare const MAX_DEPTH = 128;
/**
 * The JSON pointer of the first number in `value` that serde_json's value model cannot hold
 * exactly, or undefined when there is none: an integer outside -2^63..2^64-1, or a number that
 * overflows a double (`1e400`, kept as its text, whose value is Infinity). The wire refuses
 * such a document rather than store one thing and compare or print another (K6, C9).
 */
export declare function inexactNumberAt(value: JsonValue, pointer?: string): string | undefined;
/** The members of a parsed JSON object, or none when the value is not an object (reading foreign shapes). */
export declare function fieldsOf(value: unknown): Record<string, unknown>;
