// The value model of the lossless JSON module: integers beyond 2^53 are bigints, and a RawJson
// carries original bytes that are printed back verbatim (K6, C6).
/**
 * A JSON text kept as it was written; `stringify` emits `text` unchanged. It may be given in
 * pieces, strings or UTF-8 bytes (a native line as read from its file), which a frame then takes
 * one after another, the bytes copied as they are.
 */
export class RawJson {
    parts;
    constructor(text) {
        this.parts = typeof text === "string" ? [text] : text;
    }
    /** The whole text (bytes decoded). */
    get text() {
        const parts = this.parts;
        if (parts.length === 1 && typeof parts[0] === "string")
            return parts[0];
        return parts.map(utf8Text).join("");
    }
    /** Makes `JSON.stringify` refuse a RawJson, so only this module prints it. */
    toJSON() {
        throw new RawJsonSeen();
    }
}
/** True while link-kit's printer runs `JSON.stringify` (stringify.ts). */
export const exactPrinting = { on: false };
/**
 * A number whose source text a JavaScript number would print otherwise (`1.0`, `1E2`, `-0`,
 * `1e400`, `0.10`): kept as that text, so printing it again gives it back unchanged. Whether it
 * fits a schema's type is validation's question (`validate` reads it as its value), not the
 * printer's. Integers past 2^53 are bigints, never this.
 */
export class RawNumber extends RawJson {
    source;
    constructor(source) {
        super(source);
        this.source = source;
    }
    /**
     * Inside link-kit's printer, refuses `JSON.stringify` as a RawJson does, so it is printed as
     * written; anywhere else `JSON.stringify` prints its value as a number (`1.0` as `1`, `1e400`
     * as `null`), as it did a parsed number before.
     */
    toJSON() {
        if (exactPrinting.on)
            throw new RawJsonSeen();
        return Number(this.source);
    }
    /** Its value as a JavaScript number (an integer's as a bigint when it is past 2^53). */
    get value() {
        const n = Number(this.source);
        return /^-?\d+$/.test(this.source) && !Number.isSafeInteger(n) ? BigInt(this.source) : n;
    }
}
/** A value with each RawNumber as its value: what a schema validator reads. */
export function numbersAsValues(value) {
    if (value instanceof RawNumber)
        return value.value;
    if (value === null || typeof value !== "object" || value instanceof RawJson)
        return value;
    if (Array.isArray(value))
        return value.map(numbersAsValues);
    const out = {};
    for (const key of Object.keys(value))
        out[key] = numbersAsValues(value[key]);
    return out;
}
/** True when `value` holds a RawNumber anywhere. */
export function hasRawNumber(value) {
    if (value instanceof RawNumber)
        return true;
    if (value === null || typeof value !== "object" || value instanceof RawJson)
        return false;
    return Object.values(value).some(hasRawNumber);
}
/** A piece of JSON text as a string: itself, or its UTF-8 bytes decoded (invalid sequences as U+FFFD). */
export function utf8Text(piece) {
    return typeof piece === "string" ? piece : Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength).toString("utf8");
}
/** Thrown by RawJson.toJSON to move `stringify` off its fast path. */
export class RawJsonSeen extends Error {
}
/** Nesting of MAX_DEPTH levels is refused (127 pass), as serde_json's default recursion limit. */
export const MAX_DEPTH = 128;
const I64_MIN = -(2n ** 63n);
const U64_MAX = 2n ** 64n - 1n;
/**
 * The JSON pointer of the first number in `value` that serde_json's value model cannot hold
 * exactly, or undefined when there is none: an integer outside -2^63..2^64-1, or a number that
 * overflows a double (`1e400`, kept as its text, whose value is Infinity). The wire refuses
 * such a document rather than store one thing and compare or print another (K6, C9).
 */
export function inexactNumberAt(value, pointer = "") {
    if (value instanceof RawNumber)
        value = value.value;
    switch (typeof value) {
        case "number":
            return Number.isFinite(value) ? undefined : pointer;
        case "bigint":
            return value < I64_MIN || value > U64_MAX ? pointer : undefined;
        case "object":
            break;
        default:
            return undefined;
    }
    if (value === null || value instanceof RawJson)
        return undefined;
    if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
            const found = inexactNumberAt(value[i], `${pointer}/${i}`);
            if (found !== undefined)
                return found;
        }
        return undefined;
    }
    for (const key in value) {
        const found = inexactNumberAt(value[key], `${pointer}/${key.replaceAll("~", "~0").replaceAll("/", "~1")}`);
        if (found !== undefined)
            return found;
    }
    return undefined;
}
/** The members of a parsed JSON object, or none when the value is not an object (reading foreign shapes). */
export function fieldsOf(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value) ? value : {};
}
