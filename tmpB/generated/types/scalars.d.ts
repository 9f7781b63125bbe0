/**
 * A u64 after lossless parsing: a number when it is a safe integer (at most 2^53 - 1), a bigint
 * above that. The validators refuse a number that is not a safe integer, so a value JSON.parse
 * rounded can never pass as a u64. Compare with `u64Equal` from src/json, not `===`, when a
 * value may have been built by hand as a bigint.
 */
export type U64 = number | bigint;
/** An i64 after lossless parsing: a number when safe, a bigint beyond 2^53 - 1 in magnitude. */
export type I64 = number | bigint;
