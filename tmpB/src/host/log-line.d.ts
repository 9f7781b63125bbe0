import type { Source } from "../../generated/index.js";
/**
 * A record's JSON text: a string, or the UTF-8 bytes it came in as (a large frame's records, which
 * the host never decodes to store them: see `ReadAs.cutAt`).
 */
export type RecordText = string | Uint8Array;
/** `,"record":`, between an entry's source and its record in a log line. */
export declare const RECORD_KEY = ",\"record\":";
/** What follows an entry's record in its line: the closing brace and the newline. */
export declare const LINE_TAIL = 2;
/**
 * Where an entry's parts sit in its line, in bytes from the line's start: its record (at
 * `recordAt`, `recordLength` bytes of text as it was given), and its source (at `sourceAt`; 0
 * for none; a source ends where `,"record":` starts).
 */
export interface EntryPlace {
    recordAt: number;
    recordLength: number;
    sourceAt: number;
    /** True when the line holds the record as a JSON string of its text (see `placeEntry`). */
    escaped: boolean;
}
/** An entry's line as `placeEntry` lays it out: the pieces to write, and where its parts sit. */
export interface PlacedEntry extends EntryPlace {
    head: string;
    /** The record as the line holds it: its text, or a JSON string of it when the text has a newline. */
    stored: RecordText;
    lineLength: number;
}
/** An entry read back from its line by `entryAt`. */
export interface ReadEntry extends EntryPlace {
    seq: number;
    /** Its batch's last sequence: a batch is whole only at the line where `seq` is `end`. */
    end: number;
}
/**
 * One log line's body, `{"seq":..,"end":..,"source":..,"record":..}`: the entry, its batch's last
 * sequence, its source, its record's text last; with where the record and the source sit.
 */
export declare function placeEntry(seq: number, end: number, record: RecordText, source: Source | undefined): PlacedEntry;
/** The body of the line of one entry, a batch of its own, holding `record` (a JSON text without a newline). */
export declare function entryBody(seq: number, record: string): string;
/**
 * The entry of the line `bytes[start..end)` (checksum checked, newline included), read by the
 * layout `placeEntry` writes, from its bytes: the record is never decoded. Undefined when the
 * line does not have that layout.
 */
export declare function entryAt(bytes: Buffer, start: number, end: number): ReadEntry | undefined;
/** Where an entry's source ends in its line, given where its record starts. */
export declare function sourceEnd(recordAt: number): number;
