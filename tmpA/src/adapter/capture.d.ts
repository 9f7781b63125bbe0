import type { Bridged } from "../bridge/client.js";
import { type Captured, type Harness, type ReadPosition } from "../capture/index.js";
import { type CaptureQueue, type DrainReport, type QueuedRecord } from "../queue/index.js";
/** A drain that did nothing yet, to add drains to. */
export declare function emptyDrain(): DrainReport;
/** Adds what a drain did to what was drained so far. */
export declare function addDrain(into: DrainReport, report: DrainReport): void;
/**
 * Admits `records`; when the queue has no room for them, replays it first (adding to `drained`)
 * and admits again. A record larger than any batch can hold goes to `oversized`. Call it holding
 * the queue's lock.
 */
export declare function admitWithRoom(queue: CaptureQueue, client: Bridged, thread: string, records: QueuedRecord[], drained: DrainReport, oversized?: (record: QueuedRecord, bytes: number) => void): Promise<void>;
/** One source of records for a capture session: a transcript read from where it was read to, or records in hand. */
export type CaptureInput = {
    thread: string;
    harness: Harness;
    transcript: string;
} | {
    thread: string;
    records: QueuedRecord[];
};
/** What a capture session did: what it drained, and the records it left out (by source, with their size). */
export interface SessionReport extends DrainReport {
    oversized: Map<string, number>;
}
/**
 * The capture use case, once, for every driver (the hook, the ACP proxy): each input's new records
 * admitted durably before storage is contacted (a transcript from where it was read to, a long
 * backlog a piece at a time, room made by replaying the queue when it is full), the read positions
 * kept, then the whole queue replayed in order. A record no batch can hold is left out and
 * reported (by its source), so capture never stalls on it. `admitted` is called once every input
 * is safe in the queue. `note` hears what a person should know (a replaced transcript). Call it
 * holding the queue's lock. Throws what stops it; a storage failure's message says the work is
 * queued.
 */
export declare function captureSession(queue: CaptureQueue, client: Bridged, home: string, inputs: CaptureInput[], on?: {
    admitted?: () => void;
    note?: (line: string) => void;
}): Promise<SessionReport>;
/**
 * A transcript's pieces from `from`, each ending at a line's end (see `readChunks`), read a window
 * of the file at a time: never the whole file, so a transcript of any size (past Node's 2 GiB
 * buffer) is read in memory bounded by the window. A window that yields nothing (a line longer
 * than it, or lines waiting for a parent further on) is widened. With `final`, the last line is
 * read even without its newline (an import); else it is left for the next read (a hook).
 */
export declare function transcriptPieces(transcript: OpenTranscript, harness: Harness, file: string, start: ReadPosition, options: {
    pieceBytes: number;
    windowBytes: number;
    final?: boolean;
    force?: boolean;
}): Generator<{
    records: Captured[];
    offset: number;
    next: ReadPosition;
}>;
/** A transcript open for reading: its size when opened, and ranges of it read on demand. */
export interface OpenTranscript {
    size: number;
    read: (start: number, end: number) => Buffer;
    close: () => void;
}
/**
 * A transcript opened for reading, or undefined when there is no such file (yet). A regular file
 * is read wherever it is; anything else (a FIFO, which would block forever; /dev/zero, which
 * never ends) is refused at once, checked on the open descriptor (opened without blocking, so a
 * FIFO with no writer cannot hold the open either). Anything else that stops the read is thrown.
 */
export declare function openTranscript(file: string): OpenTranscript | undefined;
/** A transcript that is there but cannot be read (permissions, a directory). */
export declare class TranscriptUnreadable extends Error {
    readonly kind: string;
    readonly name = "TranscriptUnreadable";
    constructor(message: string, kind: string);
}
