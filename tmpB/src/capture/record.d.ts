import type { Role, Source } from "../../generated/index.js";
export interface Captured {
    /** The record's JSON text: common fields first, then `native` with the line's original bytes. */
    record: string;
    source: Source;
    role?: Role;
    /**
     * `record` in parts: the text before the native line, and the line; `record` is the two, then
     * `}`. A reader gives the line as the bytes it read when they are exactly its UTF-8, so that an
     * import's frames copy them rather than encode the line again, and the head as bytes when it
     * holds the line's own strings (see `captureClaudeCode` in src/harness/claude-code.ts).
     */
    parts?: {
        head: string | Uint8Array;
        native: string | Uint8Array;
    };
}
/** The common fields of a record. */
export interface RecordFields {
    role?: Role;
    text?: string;
    at?: string;
    from?: string;
}
export declare function capturedRecord(line: string, source: Source, fields: RecordFields): Captured;
/** A record's text up to its native line: the common fields, then `"native":`. */
export declare function recordHead(fields: RecordFields): string;
/**
 * A captured record held as its parts, its text printed when asked: an import never asks, so a
 * line's decoded text is garbage once the line is classified. The reader puts the bytes it read
 * in place of the line's text when they are exactly its UTF-8 (`withBytes` in reader.ts).
 */
export declare class CapturedLine implements Captured {
    readonly source: Source;
    readonly parts: {
        head: string | Uint8Array;
        native: string | Uint8Array;
    };
    readonly role?: Role;
    constructor(source: Source, role: Role | undefined, head: string | Uint8Array, native: string | Uint8Array);
    get record(): string;
}
/** The text of content blocks of one kind, joined; other kinds (thinking, images) are skipped. */
export declare function blockText(content: unknown, kind: string, field?: string): string | undefined;
