import type { Source } from "../../generated/index.js";
import { type JsonValue, type PathPattern } from "../json/index.js";
export declare const PREAUTH_FRAME_MAX: number;
export declare const FRAME_MAX: number;
export declare class FrameError extends Error {
    readonly kind: "too_large" | "malformed";
    readonly name = "FrameError";
    constructor(kind: "too_large" | "malformed", message: string);
}
export declare function encodeFrame(value: JsonValue): Buffer;
/**
 * Bytes written one after another into a buffer that grows: text as UTF-8, byte pieces copied as
 * they are. Text runs on as one string until bytes or `take` need it written, so many small pieces
 * cost one write.
 */
export declare class ByteWriter {
    private buffer;
    private written;
    private run;
    /** Bytes written so far, counting text not yet encoded at one byte a UTF-16 unit (an estimate). */
    get length(): number;
    text(text: string): void;
    bytes(bytes: Uint8Array): void;
    /**
     * Everything written, as a view of the writer's own buffer, which the next write reuses: copy
     * it (a frame does) before writing more. The writer starts empty again.
     */
    take(): Buffer;
    private flush;
    private room;
}
/** A reply already encoded as JSON (UTF-8), passed on unchanged: the file store's, through the host. */
export declare class ReplyBytes {
    readonly bytes: Uint8Array;
    constructor(bytes: Uint8Array);
}
/**
 * The frame of a reply whose body is already JSON (a `records` reply built from stored bytes, or
 * a file store's reply passed on): the envelope and the body are encoded straight into the frame,
 * with no printing of a value tree and no flattening of a large string.
 */
export declare function encodeRawReply(id: number | bigint, reply: string | Uint8Array): Buffer;
/**
 * How every request frame the kit writes starts, its id first: `encodeRawRequest` writes it, and
 * a retry under a new id (`Bridged.prepareAgain`) replaces exactly it.
 */
export declare function requestHead(id: number | bigint): string;
/** The frame of a request whose JSON text is already at hand (the host passing one to a file store). */
export declare function encodeRawRequest(id: number | bigint, request: string | Uint8Array): Buffer;
/**
 * The layout of a `records` reply built from stored bytes (src/host/records-reply.ts):
 * `{"kind":"records","thread":<thread>,"records":[` then each record's part, then `]}`; a part is
 * `{"seq":N,"record":<record>,"source":<source>}` (the source only when it has one), a comma
 * before all but the first.
 */
export declare const RECORDS_REPLY: {
    readonly head: (thread: string) => string;
    readonly partHead: (seq: number, first: boolean) => string;
    readonly source: ",\"source\":";
    readonly partTail: "}";
    readonly tail: "]}";
};
/**
 * The layout of one record of a `context_append_batch` request encoded record by record
 * (src/context/append.ts, `BatchPreparer`): `{"record":<record>,"source":<source>}`, a comma before
 * all but the first.
 */
export declare const BATCH_RECORD: {
    readonly head: (first: boolean) => "{\"record\":" | ",{\"record\":";
    readonly tail: (source: Source) => string;
};
/**
 * The id and the reply's bytes of a frame body laid out as `encodeRawReply` lays it out, without
 * decoding or parsing the reply; undefined for any other body.
 */
export declare function splitRawReply(body: Buffer): {
    id: number;
    reply: Buffer;
} | undefined;
/** One frame parsed: its value, its JSON text, and the source text at the reader's `rawAt` paths. */
export interface ParsedFrame {
    value: JsonValue;
    text: string;
    raws: string[][];
    /** With the reader's `cutAt`, a large plain frame's values at `rawAt[pattern]` as bytes, made when asked (and `raws` empty). */
    rawBytes?: (pattern: number) => Uint8Array[];
    /** No number in the frame has an exponent or a long digit run (see `parseWithRaws`). */
    plainNumbers: boolean;
    /**
     * For a large frame assembled from many reads: gives its buffer back to the reader, to take the
     * next such frame (see `FrameReader.release`). Call it only once nothing holds a view of the
     * frame's bytes any more (`rawBytes`' views, `text`).
     */
    release?: () => void;
}
/** Frames this large, or larger, go through the plain scan (`parseBytesPlain`, `parseTextsPlain`) when the reader asks for it. */
export declare const SCAN_FROM: number;
/** What a layer above asks of a reader's frames (`FrameReader.readAs`). */
export interface ReadAs {
    /**
     * Paths whose values' source text each frame should come with (`raws`, one list per path),
     * found in the same walk that checks the parse: how records keep their original bytes (C6).
     */
    rawAt: readonly PathPattern[];
    /**
     * Set, it turns the scan kernel on: a frame of SCAN_FROM bytes or more that is plain (see
     * `parseBytesPlain`) comes with its values at `rawAt` as bytes (`rawBytes`, and `raws` stays
     * empty), and those at the patterns listed here (indices into `rawAt`) that are objects holding
     * no other stand as `{}` in `value`. For a layer that reads those values through `rawBytes`
     * alone and whose schema takes any object there.
     */
    cutAt?: readonly number[];
    /**
     * Set, a frame of SCAN_FROM bytes or more is checked by the native scan kernel rather than the
     * TypeScript walk when it is plain (`parseTextsPlain`), everything else as ever: for a reader of
     * large replies (a page of records). Without the native kernels the walk does it at every size
     * (`Kernels.scansTexts`).
     */
    scanTexts?: boolean;
}
/** Splits a byte stream into parsed frames; refuses a frame over `limit` as soon as its length is read. */
export declare class FrameReader {
    private chunks;
    private buffered;
    /**
     * A large frame's buffer given back (`release`), which the next large frame is assembled in:
     * a fresh buffer the size of each frame costs a page fault every 4 KiB of it. Each buffer is in
     * one place at a time, here or under one frame.
     */
    private spare;
    /**
     * Each buffer this reader assembled frames in, with the frame body now in it: `release` takes
     * a buffer back only from that body, so a late second release of an older frame, whose buffer
     * holds another frame by then, gives nothing back.
     */
    private readonly assembled;
    /** The largest frame accepted now; raised after authentication. */
    limit: number;
    private rawAt;
    private cutAt;
    private scanTexts;
    /** Reads each frame as `options` asks (see `ReadAs`), from the next frame on. */
    readAs(options: ReadAs): void;
    /** Bytes held of a frame not yet complete: nonzero while a frame is partway in. */
    get partial(): number;
    /** Adds bytes; returns the frames now complete. Throws FrameError on an oversized or bad frame. */
    push(chunk: Buffer): JsonValue[];
    /** As `push`, with each frame's JSON text, for callers that keep original bytes of parts of it. */
    pushWithText(chunk: Buffer): ParsedFrame[];
    /** Adds bytes; returns the bodies of the frames now complete, neither decoded nor parsed. */
    pushBodies(chunk: Buffer): Buffer[];
    private peek;
    private take;
    /**
     * A large frame's `n` bytes copied out of the reads that brought them, into the spare buffer
     * when it has room, else a fresh one; what follows them (the next frame's start) is copied into
     * a buffer of its own, so that the frame's buffer holds that frame alone.
     */
    private assemble;
    /** Marks `body` as the frame its buffer holds, and gives the call that takes that buffer back. */
    private lend;
    /**
     * Takes back the buffer of a frame this reader assembled (`ParsedFrame.release`), once its
     * caller is done with every view of it: the next large frame is assembled there.
     */
    release(frame: Buffer): void;
}
/**
 * A source's JSON text, printed member by member when it is the three strings every reader gives
 * (a tenth of an import's encoding, client and host alike, went to printing sources whole), else
 * by `stringify`.
 */
export declare function sourceText(source: Source): string;
