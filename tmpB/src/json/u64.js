// Helpers for u64 values after lossless parsing (K6): a number when safe, a bigint above 2^53-1.
const U64_MAX = (1n << 64n) - 1n;
/** Builds a U64 from a bigint, a safe-integer number or decimal digits; refuses anything lossy. */
export function u64(value) {
    let big;
    if (typeof value === "number") {
        if (!Number.isSafeInteger(value))
            throw new RangeError(`${value} is not a safe integer; pass a bigint or a decimal string`);
        big = BigInt(value);
    }
    else if (typeof value === "string") {
        if (!/^(0|[1-9]\d*)$/.test(value))
            throw new RangeError(`${JSON.stringify(value)} is not a decimal u64`);
        big = BigInt(value);
    }
    else {
        big = value;
    }
    if (big < 0n || big > U64_MAX)
        throw new RangeError(`${big} is outside 0..=${U64_MAX}`);
    return big <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(big) : big;
}
/** Equality of two u64 values, whichever representation each has. Versions compare only so (B10). */
export function u64Equal(a, b) {
    return BigInt(a) === BigInt(b);
}
/** True for an exact u64 as the lossless parser yields it: a safe non-negative integer, or a bigint in range. */
export function isU64(value) {
    if (typeof value === "number")
        return Number.isSafeInteger(value) && value >= 0;
    return typeof value === "bigint" && value >= 0n && value <= U64_MAX;
}
