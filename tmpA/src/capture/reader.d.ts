import { type ReaderState } from "../harness/index.js";
import { type Captured } from "./record.js";
/** A harness adapter's ID (`Source.adapter`: `claude-code`, `codex`, `gemini-cli`), as the registry knows it. */
export type Harness = string;
/** Where a read stopped: bytes consumed, lines consumed, the session the lines so far named, and the adapter's reader state. */
export interface ReadPosition {
    offset: number;
    line: number;
    /** The native session named by a line already read (a session header line), for later lines. */
    session?: string;
    /** What the harness's reader keeps between lines (its adapter's own). */
    state?: ReaderState;
    /** The IDs of the last lines read, for an adapter whose lines name a parent (see `inParentOrder`). */
    recent?: string[];
}
export declare const START: ReadPosition;
/**
 * Captures the complete lines of `bytes` after `from`. `name` is the transcript's file name (the
 * session when no line names one). With `final`, the file is whole: a last line without a newline
 * is captured too (an import of a finished transcript).
 */
export declare function readTranscript(harness: Harness, bytes: Uint8Array, from: ReadPosition, name: string, options?: {
    final?: boolean;
    force?: boolean;
}): {
    records: Captured[];
    next: ReadPosition;
};
/** A transcript shorter than where a read stopped before: replaced or cut, not grown. */
export declare class TranscriptShrank extends RangeError {
    readonly name = "TranscriptShrank";
}
/** A transcript read whole each time (see `readTranscript`): no position applies. */
export declare function readsWhole(harness: Harness, name: string): boolean;
/**
 * A transcript read from `start` in pieces of about `chunkBytes`, each ending at a line's end,
 * with where each piece stopped: an import sends one piece's records while it reads the next, and
 * a hook admits a long backlog a piece at a time. The records, together, are those of one
 * `readTranscript` pass; with `final` (an import of a whole file) the last line is read even
 * without its newline, else it is left for the next read as `readTranscript` leaves it.
 */
export declare function readChunks(harness: Harness, bytes: Uint8Array, name: string, chunkBytes?: number, start?: ReadPosition, final?: boolean, options?: {
    force?: boolean;
    base?: number;
}): Generator<{
    records: Captured[];
    offset: number;
    next: ReadPosition;
}>;
