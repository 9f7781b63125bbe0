import type { U64 } from "./scalars.js";
import type { Cursor } from "./store.context.Cursor.js";
import type { Memory } from "./store.context.Memory.js";
import type { MemoryId } from "./store.context.ReadRequest.js";
import type { Source } from "./store.context.Source.js";
import type { Version } from "./store.Version.js";
/**
 * The original records through the cursor and the memory documents read (R2).
 */
export interface Snapshot {
    cursor: Cursor;
    records: SeqRecord[];
    memory?: MemoryRead[];
}
/**
 * A memory document as read, with its version; `memory` is absent when the file was missing.
 */
export interface MemoryRead {
    id: MemoryId;
    version: Version;
    memory?: Memory | null;
}
/**
 * A conversation record with its sequence. `record` is the raw JSON object, kept verbatim (C6).
 */
export interface SeqRecord {
    seq: U64;
    record: {
        [k: string]: unknown | undefined;
    };
    /**
     * The source correlation the record was captured with, if any (C4).
     */
    source?: Source | null;
}
