// Length-prefixed JSON frames (B5): a 4-byte big-endian length, then that many bytes of UTF-8
// JSON printed and parsed by src/json. Caps: 4 KiB before authentication, 16 MiB of content plus
// an envelope after it.
import { kernels } from "../kernels.js";
import { decodeUtf8, parseBytesPlain, parseTextsPlain, parseWithRaws, stringify, stringifyPieces, } from "../json/index.js";
export const PREAUTH_FRAME_MAX = 4 * 1024;
export const FRAME_MAX = 16 * 1024 * 1024 + 64 * 1024;
export class FrameError extends Error {
    kind;
    name = "FrameError";
    constructor(kind, message) {
        super(message);
        this.kind = kind;
    }
}
export function encodeFrame(value) {
    const pieces = stringifyPieces(value);
    if (pieces.length === 1 && typeof pieces[0] === "string") {
        const text = pieces[0];
        const length = Buffer.byteLength(text, "utf8");
        const frame = Buffer.allocUnsafe(4 + length);
        frame.writeUInt32BE(length, 0);
        frame.write(text, 4, "utf8"); // encoded in place: no second copy of a large frame
        return frame;
    }
    // Text between UTF-8 bytes (a RawJson's native lines as read): the text is encoded and the
    // bytes copied into one buffer sized for the worst case (3 bytes per UTF-16 unit), which is
    // then cut to the frame's length (copied, when that leaves most of it unused).
    let size = 4;
    for (const piece of pieces)
        size += typeof piece === "string" ? piece.length * 3 : piece.length;
    const scratch = Buffer.allocUnsafe(size);
    let at = 4;
    for (const piece of pieces) {
        if (typeof piece === "string")
            at += scratch.write(piece, at, "utf8");
        else {
            scratch.set(piece, at);
            at += piece.length;
        }
    }
    scratch.writeUInt32BE(at - 4, 0);
    return at < size / 2 ? Buffer.from(scratch.subarray(0, at)) : scratch.subarray(0, at);
}
/**
 * Bytes written one after another into a buffer that grows: text as UTF-8, byte pieces copied as
 * they are. Text runs on as one string until bytes or `take` need it written, so many small pieces
 * cost one write.
 */
export class ByteWriter {
    buffer = Buffer.allocUnsafe(64 * 1024);
    written = 0;
    run = "";
    /** Bytes written so far, counting text not yet encoded at one byte a UTF-16 unit (an estimate). */
    get length() {
        return this.written + this.run.length;
    }
    text(text) {
        this.run += text;
    }
    bytes(bytes) {
        this.flush();
        this.room(bytes.length);
        this.buffer.set(bytes, this.written);
        this.written += bytes.length;
    }
    /**
     * Everything written, as a view of the writer's own buffer, which the next write reuses: copy
     * it (a frame does) before writing more. The writer starts empty again.
     */
    take() {
        this.flush();
        const out = this.buffer.subarray(0, this.written);
        this.written = 0;
        return out;
    }
    flush() {
        if (this.run === "")
            return;
        this.room(this.run.length * 3);
        this.written += this.buffer.write(this.run, this.written, "utf8");
        this.run = "";
    }
    room(more) {
        if (this.written + more <= this.buffer.length)
            return;
        const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.written + more));
        this.buffer.copy(grown, 0, 0, this.written);
        this.buffer = grown;
    }
}
/** A reply already encoded as JSON (UTF-8), passed on unchanged: the file store's, through the host. */
export class ReplyBytes {
    bytes;
    constructor(bytes) {
        this.bytes = bytes;
    }
}
const REPLY_HEAD = '{"type":"reply","id":';
const REPLY_HEAD_BYTES = Buffer.from(REPLY_HEAD);
const REPLY_MID_BYTES = Buffer.from(',"reply":');
/**
 * The frame of a reply whose body is already JSON (a `records` reply built from stored bytes, or
 * a file store's reply passed on): the envelope and the body are encoded straight into the frame,
 * with no printing of a value tree and no flattening of a large string.
 */
export function encodeRawReply(id, reply) {
    return encodeRaw(`${REPLY_HEAD}${id},"reply":`, reply);
}
/**
 * How every request frame the kit writes starts, its id first: `encodeRawRequest` writes it, and
 * a retry under a new id (`Bridged.prepareAgain`) replaces exactly it.
 */
export function requestHead(id) {
    return `{"type":"request","id":${id}`;
}
/** The frame of a request whose JSON text is already at hand (the host passing one to a file store). */
export function encodeRawRequest(id, request) {
    return encodeRaw(`${requestHead(id)},"request":`, request);
}
/**
 * The layout of a `records` reply built from stored bytes (src/host/records-reply.ts):
 * `{"kind":"records","thread":<thread>,"records":[` then each record's part, then `]}`; a part is
 * `{"seq":N,"record":<record>,"source":<source>}` (the source only when it has one), a comma
 * before all but the first.
 */
export const RECORDS_REPLY = {
    head: (thread) => `{"kind":"records","thread":${JSON.stringify(thread)},"records":[`,
    partHead: (seq, first) => `${first ? "" : ","}{"seq":${seq},"record":`,
    source: ',"source":',
    partTail: "}",
    tail: "]}",
};
/**
 * The layout of one record of a `context_append_batch` request encoded record by record
 * (src/context/append.ts, `BatchPreparer`): `{"record":<record>,"source":<source>}`, a comma before
 * all but the first.
 */
export const BATCH_RECORD = {
    head: (first) => (first ? '{"record":' : ',{"record":'),
    tail: (source) => `,"source":${sourceText(source)}}`,
};
/** `head`, then `body`, then the closing brace, encoded straight into one frame. */
function encodeRaw(head, reply) {
    const headLength = Buffer.byteLength(head, "utf8");
    const length = headLength + (typeof reply === "string" ? Buffer.byteLength(reply, "utf8") : reply.length) + 1;
    const frame = Buffer.allocUnsafe(4 + length);
    frame.writeUInt32BE(length, 0);
    frame.write(head, 4, "utf8");
    if (typeof reply === "string")
        frame.write(reply, 4 + headLength, "utf8");
    else
        frame.set(reply, 4 + headLength);
    frame[4 + length - 1] = 0x7d; // }
    return frame;
}
/**
 * The id and the reply's bytes of a frame body laid out as `encodeRawReply` lays it out, without
 * decoding or parsing the reply; undefined for any other body.
 */
export function splitRawReply(body) {
    const head = REPLY_HEAD_BYTES.length;
    if (body.length < head + REPLY_MID_BYTES.length + 2 || body[body.length - 1] !== 0x7d)
        return undefined;
    if (!body.subarray(0, head).equals(REPLY_HEAD_BYTES))
        return undefined;
    let i = head;
    let id = 0;
    for (; i < head + 15 && body[i] >= 0x30 && body[i] <= 0x39; i++)
        id = id * 10 + (body[i] - 0x30);
    if (i === head || (body[head] === 0x30 && i > head + 1))
        return undefined;
    if (!body.subarray(i, i + REPLY_MID_BYTES.length).equals(REPLY_MID_BYTES))
        return undefined;
    return { id, reply: body.subarray(i + REPLY_MID_BYTES.length, body.length - 1) };
}
/** Frames this large, or larger, go through the plain scan (`parseBytesPlain`, `parseTextsPlain`) when the reader asks for it. */
export const SCAN_FROM = 32 * 1024;
/** Splits a byte stream into parsed frames; refuses a frame over `limit` as soon as its length is read. */
export class FrameReader {
    chunks = [];
    buffered = 0;
    /**
     * A large frame's buffer given back (`release`), which the next large frame is assembled in:
     * a fresh buffer the size of each frame costs a page fault every 4 KiB of it. Each buffer is in
     * one place at a time, here or under one frame.
     */
    spare;
    /**
     * Each buffer this reader assembled frames in, with the frame body now in it: `release` takes
     * a buffer back only from that body, so a late second release of an older frame, whose buffer
     * holds another frame by then, gives nothing back.
     */
    assembled = new WeakMap();
    /** The largest frame accepted now; raised after authentication. */
    limit = PREAUTH_FRAME_MAX;
    rawAt = [];
    cutAt = undefined;
    scanTexts = false;
    /** Reads each frame as `options` asks (see `ReadAs`), from the next frame on. */
    readAs(options) {
        this.rawAt = options.rawAt;
        this.cutAt = options.cutAt;
        this.scanTexts = options.scanTexts === true;
    }
    /** Bytes held of a frame not yet complete: nonzero while a frame is partway in. */
    get partial() {
        return this.buffered;
    }
    /** Adds bytes; returns the frames now complete. Throws FrameError on an oversized or bad frame. */
    push(chunk) {
        return this.pushWithText(chunk).map((f) => f.value);
    }
    /** As `push`, with each frame's JSON text, for callers that keep original bytes of parts of it. */
    pushWithText(chunk) {
        const bodies = this.pushBodies(chunk);
        const frames = new Array(bodies.length);
        for (let i = 0; i < bodies.length; i++) {
            const body = bodies[i];
            const scanned = this.cutAt !== undefined && body.length >= SCAN_FROM ? parseBytesPlain(body, this.rawAt, this.cutAt) : undefined;
            if (scanned !== undefined) {
                frames[i] = {
                    value: scanned.value,
                    get text() {
                        return body.toString("utf8"); // valid UTF-8: the scan checked it
                    },
                    raws: [],
                    rawBytes: scanned.raws,
                    plainNumbers: true,
                    ...(this.assembled.has(body.buffer) ? { release: this.lend(body) } : {}),
                };
                continue;
            }
            const texts = this.scanTexts && body.length >= SCAN_FROM && kernels().scansTexts ? parseTextsPlain(body, this.rawAt) : undefined;
            if (texts !== undefined) {
                frames[i] = { ...texts, plainNumbers: true };
                continue;
            }
            try {
                const text = decodeUtf8(body);
                const { value, raws, plainNumbers } = parseWithRaws(text, this.rawAt);
                frames[i] = { value, text, raws, plainNumbers };
            }
            catch (error) {
                throw new FrameError("malformed", `frame is not JSON: ${error instanceof Error ? error.message : String(error)}`);
            }
        }
        return frames;
    }
    /** Adds bytes; returns the bodies of the frames now complete, neither decoded nor parsed. */
    pushBodies(chunk) {
        // The common case, one whole frame in one read with nothing held: no buffering at all.
        if (this.buffered === 0 && chunk.length >= 4) {
            const length = chunk.readUInt32BE(0);
            if (length > this.limit)
                throw new FrameError("too_large", `frame of ${length} bytes is over the ${this.limit}-byte limit`);
            if (chunk.length === 4 + length)
                return [chunk.subarray(4)];
        }
        this.chunks.push(chunk);
        this.buffered += chunk.length;
        const bodies = [];
        for (;;) {
            if (this.buffered < 4)
                return bodies;
            const head = this.peek(4);
            const length = head.readUInt32BE(0);
            if (length > this.limit)
                throw new FrameError("too_large", `frame of ${length} bytes is over the ${this.limit}-byte limit`);
            if (this.buffered < 4 + length)
                return bodies;
            bodies.push(this.take(4 + length).subarray(4));
        }
    }
    peek(n) {
        if (this.chunks[0] !== undefined && this.chunks[0].length >= n)
            return this.chunks[0];
        const joined = Buffer.concat(this.chunks);
        this.chunks = [joined];
        return joined;
    }
    take(n) {
        if (this.chunks.length > 1 && n >= ASSEMBLE_FROM)
            return this.assemble(n);
        const joined = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks);
        const out = joined.subarray(0, n);
        const rest = joined.subarray(n);
        this.chunks = rest.length > 0 ? [rest] : [];
        this.buffered = rest.length;
        return out;
    }
    /**
     * A large frame's `n` bytes copied out of the reads that brought them, into the spare buffer
     * when it has room, else a fresh one; what follows them (the next frame's start) is copied into
     * a buffer of its own, so that the frame's buffer holds that frame alone.
     */
    assemble(n) {
        const spare = this.spare;
        const frame = spare !== undefined && spare.length >= n ? spare : Buffer.allocUnsafeSlow(n);
        if (frame === spare)
            this.spare = undefined;
        this.assembled.set(frame.buffer, undefined); // holding a frame no one may give back yet
        let at = 0;
        const rest = [];
        for (const chunk of this.chunks) {
            const used = Math.min(chunk.length, n - at);
            if (used > 0)
                at += chunk.copy(frame, at, 0, used);
            if (used < chunk.length)
                rest.push(chunk.subarray(used));
        }
        this.chunks = rest.length > 0 ? [Buffer.concat(rest)] : [];
        this.buffered -= n;
        return frame.subarray(0, n);
    }
    /** Marks `body` as the frame its buffer holds, and gives the call that takes that buffer back. */
    lend(body) {
        this.assembled.set(body.buffer, body);
        return () => this.release(body);
    }
    /**
     * Takes back the buffer of a frame this reader assembled (`ParsedFrame.release`), once its
     * caller is done with every view of it: the next large frame is assembled there.
     */
    release(frame) {
        if (this.assembled.get(frame.buffer) !== frame)
            return;
        this.assembled.set(frame.buffer, undefined);
        const whole = Buffer.from(frame.buffer, 0, frame.buffer.byteLength);
        if (this.spare === undefined || this.spare.length < whole.length)
            this.spare = whole;
    }
}
/** Frames this large, or larger, assembled from many reads go into a buffer the reader reuses (see `FrameReader.release`). */
const ASSEMBLE_FROM = 256 * 1024;
/**
 * A source's JSON text, printed member by member when it is the three strings every reader gives
 * (a tenth of an import's encoding, client and host alike, went to printing sources whole), else
 * by `stringify`.
 */
export function sourceText(source) {
    const { adapter, native_session, native_record } = source;
    if (typeof adapter !== "string" ||
        typeof native_session !== "string" ||
        typeof native_record !== "string" ||
        Object.keys(source).length !== 3)
        return stringify(source);
    return `{"adapter":${JSON.stringify(adapter)},"native_session":${JSON.stringify(native_session)},"native_record":${JSON.stringify(native_record)}}`;
}
