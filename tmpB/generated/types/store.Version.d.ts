import type { U64 } from "./scalars.js";
/**
 * An opaque compare-and-swap token for a stored file (B10, M3). Compare for equality only;
 * 0 means the file is missing. Every successful write gives a version never seen before.
 */
export type Version = U64;
