import { type EntryPlace, type RecordText } from "./log-line.js";
export declare class LogIndex {
    line: Float64Array<ArrayBuffer>;
    record: Int32Array<ArrayBuffer>;
    /**
     * Where the source starts in the line; 0 when there is none. A byte: the source comes after
     * the checksum, the sequence and the batch's end, at most 73 bytes in (see log-line.ts).
     */
    source: Uint8Array<ArrayBuffer>;
    /**
     * The record's length in bytes as it was given, for the entries whose line holds it as a JSON
     * string of its text (a record with a newline; rare). Any other record is the rest of its line.
     */
    private readonly escapedLength;
    count: number;
    /** Adds the next entry: its line starts at `line` in the log. */
    push(line: number, place: EntryPlace): void;
    /** Drops the entries from `count` on (a batch whose end never came). */
    cut(count: number): void;
    /** True when entry `i`'s line holds its record as a JSON string of its text. */
    escaped(i: number): boolean;
    /** Entry `i`'s record's length in bytes as it was given. */
    recordLength(i: number, logSize: number): number;
    /** Where the line of entry `i` ends: where the next starts, or `logSize` for the last. */
    lineEnd(i: number, logSize: number): number;
    /**
     * Entry `i`'s record in `lines`, the log's bytes from offset `base`: its bytes, or its text
     * when the line holds it escaped.
     */
    recordIn(lines: Buffer, base: number, i: number, logSize: number): RecordText;
}
