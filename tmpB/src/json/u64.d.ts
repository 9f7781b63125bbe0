import type { U64 } from "../../generated/index.js";
/** Builds a U64 from a bigint, a safe-integer number or decimal digits; refuses anything lossy. */
export declare function u64(value: bigint | number | string): U64;
/** Equality of two u64 values, whichever representation each has. Versions compare only so (B10). */
export declare function u64Equal(a: U64, b: U64): boolean;
/** True for an exact u64 as the lossless parser yields it: a safe non-negative integer, or a bigint in range. */
export declare function isU64(value: unknown): value is U64;
