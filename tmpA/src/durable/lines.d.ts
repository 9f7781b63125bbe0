import { lineDigest } from "./digest.js";
export { lineDigest };
/** One log line for `body` (a JSON text without a newline). */
export declare function encodeLine(body: string): string;
/**
 * Log lines for many bodies, each given as pieces of JSON text (strings, or UTF-8 bytes copied as
 * they are) to be written one after another, as one buffer ready to write: every piece is encoded
 * once into the buffer, and each line's checksum is taken over its bytes there, so a batch of
 * large records is never joined into one string nor encoded twice.
 */
export declare function encodeLines(bodies: ReadonlyArray<ReadonlyArray<string | Uint8Array>>, scratch?: LineScratch): Buffer;
/**
 * A buffer that `encodeLines` writes into again and again, for a writer that writes the lines out
 * before it encodes more (a log's appends): memory the process already touched costs nothing to
 * write, where a fresh buffer costs a page fault every 4 KiB. Up to `keep` bytes are kept.
 */
export declare class LineScratch {
    private readonly keep;
    private buffer;
    constructor(keep?: number);
    /** A buffer of at least `size` bytes, this scratch's own when it fits what is kept. */
    take(size: number): Buffer;
}
/**
 * The length of the good part of `bytes`: whole lines from the start whose checksums hold. A
 * reader of lines it wrote checks them this way before it trusts them again.
 */
export declare function goodLength(bytes: Uint8Array): number;
/**
 * Walks the good lines of `bytes` in order (see `goodLength`), calling `each` with where each line
 * starts and where it ends (just past its newline); stops where `each` says false, and returns the
 * length of what it took.
 */
export declare function forEachLine(bytes: Buffer, each: (start: number, end: number) => boolean): number;
/** The bodies of the log's good lines, in order, each with the byte offset just past its newline. */
export declare function readLines(bytes: Buffer): Array<{
    body: string;
    end: number;
}>;
/** A whole line after a log's good part whose checksum fails: damage, never a torn tail. */
export interface DamagedLine {
    /** The line's number in the log, from 1. */
    line: number;
    /** Where the line starts, in bytes. */
    offset: number;
}
/** What `walkFileLines` found. */
export interface LineWalk {
    /** The file's size when the walk started. */
    size: number;
    /** Whole lines walked, good or damaged. */
    lines: number;
    /** Where the last whole line walked ends (what follows, an incomplete line, is a torn tail). */
    whole: number;
    /** Whole lines whose checksums fail. */
    damaged: DamagedLine[];
}
/**
 * Walks the lines of the open file `fd` from its start, a chunk at a time, so that a file of any
 * size (past Node's 2 GiB buffer, say) is read in memory bounded by the chunk and its longest
 * line: `each(bytes, start, end, offset, line)` is called for every whole line whose checksum
 * holds, in order, `offset` being the file offset of `bytes[0]` and `line` its number from 1.
 * Stops at the first whole line whose checksum fails (damage), unless `pastDamage`, which reads
 * on and lists every damaged line; an incomplete last line (a torn tail) is never given.
 */
export declare function walkFileLines(fd: number, each: (bytes: Buffer, start: number, end: number, offset: number, line: number) => void, options?: {
    pastDamage?: boolean;
    chunk?: number;
}): LineWalk;
/** A log read line by line, each whole line's checksum checked on its own. */
export interface LineScan {
    /** Where the last whole line ends: what follows (an incomplete last line, the torn tail) is cut. */
    whole: number;
    /** The whole lines whose checksums hold: their bodies, numbers (from 1) and ends. */
    good: Array<{
        body: Buffer;
        line: number;
        end: number;
    }>;
    /** The whole lines whose checksums fail: damage, kept. */
    damaged: DamagedLine[];
}
/** Reads every whole line of `bytes`, good or damaged, for a log that goes on past a damaged line. */
export declare function scanLines(bytes: Buffer): LineScan;
