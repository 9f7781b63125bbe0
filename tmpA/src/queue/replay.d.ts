import type { Source } from "../../generated/index.js";
import type { CaptureQueue, SetAside } from "./queue.js";
/** Appends records to a thread in order, each under its source; one outcome per record (C9). */
export type AppendRecords = (thread: string, items: Array<{
    record: string;
    source: Source;
}>) => Promise<Array<{
    repeated: boolean;
}>>;
/**
 * What a drain did: batches and records confirmed, how many of those were repeats, what is left,
 * and the batches it set aside (each named here once, on the drain that set it aside).
 */
export interface DrainReport {
    batches: number;
    records: number;
    repeated: number;
    left: number;
    setAside: SetAside[];
}
/**
 * Replays every entry in order (Q2, Q3). Stops at the first entry that cannot be used (throws its
 * QueueError) and at the first failed append (throws it): what is left stays queued. Call it
 * holding the queue's lock.
 */
export declare function drain(queue: CaptureQueue, append: AppendRecords, onBatch?: (done: number, total: number) => void): Promise<DrainReport>;
/** What `storeRecords` did: records stored (or found stored), how many of those were repeats, and those refused. */
export interface Stored {
    stored: number;
    repeated: number;
    /** The records the store refused for their content, by their place in the batch. */
    refused: SetAside["refused"];
}
/**
 * Stores `items` in one append. When the store refuses it for a record's content, the records are
 * sent one by one, so every record the store takes is stored (or found stored, C9), and those it
 * refuses for their content are named. Any other failure is thrown (what was stored is found by
 * source on the next try).
 */
export declare function storeRecords(append: AppendRecords, thread: string, items: Array<{
    record: string;
    source: Source;
}>): Promise<Stored>;
/**
 * What comes before context is prepared: pending batches replayed in order (Q2), then any reason
 * left not to prepare it thrown (Q6). Call it holding the queue's lock.
 */
export declare function replayForContext(queue: CaptureQueue, append: AppendRecords): Promise<DrainReport>;
