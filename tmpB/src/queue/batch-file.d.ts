import type { Source } from "../../generated/index.js";
export declare const BATCH_FORMAT = "link.capture-batch";
/** The version admission writes. */
export declare const BATCH_VERSION = 2;
/** One record to admit: its JSON text (kept byte for byte, C6) and its source (C4). */
export interface QueuedRecord {
    record: string;
    source: Source;
}
/** What a batch's head says. */
export interface BatchHead {
    format: typeof BATCH_FORMAT;
    version: number;
    seq: bigint;
    agent: string;
    thread: string;
    admitted_at: string;
}
/** A batch read back and checked: its head, and its records' sources and texts in order. */
export interface Batch extends BatchHead {
    sources: Source[];
    recordTexts: string[];
}
/** A batch file's bytes besides its records: the head line (a thread name is at most 133 characters). */
export declare const BATCH_HEAD_BYTES = 1024;
/** A record laid out for a batch file, once: its two lines' bodies and the bytes they take. */
export interface BatchRecord {
    /** Its source, and its text (a JSON string of it when it holds a newline). */
    lines: [string, string];
    bytes: number;
}
/** Lays `r` out for a batch file: the admission splits by `bytes`, then writes `lines`. */
export declare function batchRecord(r: QueuedRecord): BatchRecord;
/** A batch file of version 2 (see above). */
export declare function encodeBatch(head: Omit<BatchHead, "format" | "version">, records: BatchRecord[]): Buffer;
/**
 * Reads a batch file, refusing (QueueError naming `file`) one that is not whole and checksummed
 * (`corrupt`), not a capture batch of `agent` (`foreign`), of a version this kit does not know
 * (`unsupported`) or not batch `seq`.
 */
export declare function decodeBatch(bytes: Buffer, seq: bigint, agent: string, file: string): Batch;
