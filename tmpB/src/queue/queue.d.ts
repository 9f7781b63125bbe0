import type { Source } from "../../generated/index.js";
import { type Batch, type QueuedRecord } from "./batch-file.js";
import { QueueError } from "./errors.js";
export { BATCH_FORMAT, BATCH_VERSION, type Batch, type QueuedRecord } from "./batch-file.js";
export { QueueError, type QueueErrorKind } from "./errors.js";
/** Where the queue lives under an adapter's home. */
export declare const QUEUE_DIR: string;
/** A size as people read it: `12.3 MiB`. */
export declare const mib: (bytes: number) => string;
/** Q5: at most this many batches, this many bytes in all, and this many bytes in one batch. */
export declare const QUEUE_LIMITS: {
    readonly batches: 1024;
    readonly bytes: number;
    readonly batchBytes: number;
};
/** An entry not yet read: its name in the queue, its sequence, and what kind of file it is. */
export interface Pending {
    name: string;
    seq: bigint;
    kind: string;
}
/** An entry as it is on disk: its file, sequence and size, and either its batch or why it cannot be used. */
export interface QueueEntry {
    file: string;
    seq: bigint;
    bytes: number;
    batch?: Batch;
    problem?: QueueError;
}
/** A batch set aside: its file (the original, byte for byte) and why, with each refused record. */
export interface SetAside {
    file: string;
    seq: bigint;
    thread: string;
    /** The records of the batch the store took (stored, or found stored). */
    stored: number;
    refused: Array<{
        index: number;
        source: Source;
        kind: string;
        message: string;
    }>;
}
/** One line naming a set-aside batch and why, for a person (`set_aside: <file>: ...`). */
export declare function setAsideLine(aside: SetAside): string;
export declare class CaptureQueue {
    private readonly dir;
    /** The agent this client captures for: entries of another are foreign. */
    readonly agent: string;
    private constructor();
    /** Opens (creating it private, 0700) the queue under an adapter's home, for `agent`. */
    static open(home: string, agent: string): CaptureQueue;
    /** The queue under an adapter's home when one was ever made there; undefined otherwise. */
    static openIfPresent(home: string, agent: string): CaptureQueue | undefined;
    get path(): string;
    /** Runs `use` holding the queue's lock (Q4): hook clients of one home take turns. */
    locked<T>(use: () => Promise<T>): Promise<T>;
    /**
     * The entries' names and sequences in admission order, unread, and the names of everything else
     * in the queue that is not a leftover temp file or the set-aside directory: foreign files.
     */
    private names;
    /**
     * Files in the queue that are no entry of it (another program's, or an entry renamed by hand):
     * kept as they are, never read as batches; they refuse context preparation (Q6) until a person
     * moves them out, and `queue status` names them.
     */
    foreign(): QueueError[];
    /** Every entry, in admission order, each read and checked (Q6). */
    entries(): QueueEntry[];
    /** One entry, read and checked. */
    read({ name, seq, kind }: Pending): QueueEntry;
    /**
     * Admits one batch (Q1, Q5): written durably before the caller contacts storage. Refuses, and
     * writes nothing, when the queue is full or the batch too large. Call it holding the lock.
     */
    admit(thread: string, records: QueuedRecord[], admittedAt?: string): QueueEntry;
    /**
     * Admits `records` as as many batches as the per-batch limit needs (Q5), in order: all of them,
     * or nothing when the queue has no room for them all. A record too large for a batch of its own
     * refuses the admission (`too_large`, naming its source), or, given `oversized`, is handed to it
     * and left out (the only record the queue can never hold).
     */
    admitAll(thread: string, records: QueuedRecord[], admittedAt?: string, oversized?: (record: QueuedRecord, bytes: number) => void): QueueEntry[];
    /** Writes one batch per group of records, after checking the limits for them all. */
    private admitGroups;
    /**
     * Removes an entry whose every record storage confirmed (Q3). The removal is not fsynced: an
     * entry a crash brings back is replayed, and storage finds each of its records again by its
     * source (C9), so nothing is stored twice; the next admission's directory fsync makes it
     * durable anyway.
     */
    remove(entry: QueueEntry): void;
    /**
     * Moves an entry whole (the original, byte for byte) to `set-aside/`, beside a note of why: the
     * store refused `refused` of its records for their content and took its `stored` others.
     */
    setAside(entry: QueueEntry, stored: number, refused: SetAside["refused"]): SetAside;
    /** The entries' names and sequences in admission order, unread (a replay reads one at a time, `read`). */
    pending(): Pending[];
    /**
     * The batches set aside so far, as their notes say (a note whose batch is gone is left out):
     * they need a person, never block capture, and are not counted against the queue's limits.
     */
    setAsideBatches(): SetAside[];
    /**
     * Throws the first reason context must not be prepared (Q6): an unusable entry, in order, or a
     * foreign file in the queue.
     */
    assertReadable(): void;
    close(): void;
}
