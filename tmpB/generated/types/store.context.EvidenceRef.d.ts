import type { U64 } from "./scalars.js";
import type { ThreadName } from "./store.ThreadName.js";
/**
 * A reference to a record of a Link thread that supports a memory (M2).
 */
export interface EvidenceRef {
    thread: ThreadName;
    seq: U64;
}
