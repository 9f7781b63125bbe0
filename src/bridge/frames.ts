// Length-prefixed JSON frames (B5): a 4-byte big-endian length, then that many bytes of UTF-8
// JSON printed and parsed by src/json. Caps: 4 KiB before authentication, 16 MiB of content plus
// an envelope after it.

import type { Source } from "../../generated/index.js";
import { kernels } from "../kernels.js";
import {
  decodeUtf8,
  parseBytesPlain,
  parseTextsPlain,
  parseWithRaws,
  stringify,
  stringifyPieces,
  type JsonValue,
  type PathPattern,
} from "../json/index.js";

export const PREAUTH_FRAME_MAX = 4 * 1024;
export const FRAME_MAX = 16 * 1024 * 1024 + 64 * 1024;

export class FrameError extends Error {
  override readonly name = "FrameError";
  constructor(
    readonly kind: "too_large" | "malformed",
    message: string,
  ) {
    super(message);
  }
}

export function encodeFrame(value: JsonValue): Buffer {
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
  for (const piece of pieces) size += typeof piece === "string" ? piece.length * 3 : piece.length;
  const scratch = Buffer.allocUnsafe(size);
  let at = 4;
  for (const piece of pieces) {
    if (typeof piece === "string") at += scratch.write(piece, at, "utf8");
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
  private buffer = Buffer.allocUnsafe(64 * 1024);
  private written = 0;
  private run = "";

  /** Bytes written so far, counting text not yet encoded at one byte a UTF-16 unit (an estimate). */
  get length(): number {
    return this.written + this.run.length;
  }

  text(text: string): void {
    this.run += text;
  }

  bytes(bytes: Uint8Array): void {
    this.flush();
    this.room(bytes.length);
    this.buffer.set(bytes, this.written);
    this.written += bytes.length;
  }

  /**
   * Everything written, as a view of the writer's own buffer, which the next write reuses: copy
   * it (a frame does) before writing more. The writer starts empty again.
   */
  take(): Buffer {
    this.flush();
    const out = this.buffer.subarray(0, this.written);
    this.written = 0;
    return out;
  }

  private flush(): void {
    if (this.run === "") return;
    this.room(this.run.length * 3);
    this.written += this.buffer.write(this.run, this.written, "utf8");
    this.run = "";
  }

  private room(more: number): void {
    if (this.written + more <= this.buffer.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.written + more));
    this.buffer.copy(grown, 0, 0, this.written);
    this.buffer = grown;
  }
}

/** A reply already encoded as JSON (UTF-8), passed on unchanged: the file store's, through the host. */
export class ReplyBytes {
  constructor(readonly bytes: Uint8Array) {}
}

const REPLY_HEAD = '{"type":"reply","id":';
const REPLY_HEAD_BYTES = Buffer.from(REPLY_HEAD);
const REPLY_MID_BYTES = Buffer.from(',"reply":');

/**
 * The frame of a reply whose body is already JSON (a `records` reply built from stored bytes, or
 * a file store's reply passed on): the envelope and the body are encoded straight into the frame,
 * with no printing of a value tree and no flattening of a large string.
 */
export function encodeRawReply(id: number | bigint, reply: string | Uint8Array): Buffer {
  return encodeRaw(`${REPLY_HEAD}${id},"reply":`, reply);
}

/**
 * How every request frame the kit writes starts, its id first: `encodeRawRequest` writes it, and
 * a retry under a new id (`Bridged.prepareAgain`) replaces exactly it.
 */
export function requestHead(id: number | bigint): string {
  return `{"type":"request","id":${id}`;
}

/** The frame of a request whose JSON text is already at hand (the host passing one to a file store). */
export function encodeRawRequest(id: number | bigint, request: string | Uint8Array): Buffer {
  return encodeRaw(`${requestHead(id)},"request":`, request);
}

/**
 * The layout of a `records` reply built from stored bytes (src/host/records-reply.ts):
 * `{"kind":"records","thread":<thread>,"records":[` then each record's part, then `]}`; a part is
 * `{"seq":N,"record":<record>,"source":<source>}` (the source only when it has one), a comma
 * before all but the first.
 */
export const RECORDS_REPLY = {
  head: (thread: string) => `{"kind":"records","thread":${JSON.stringify(thread)},"records":[`,
  partHead: (seq: number, first: boolean) => `${first ? "" : ","}{"seq":${seq},"record":`,
  source: ',"source":',
  partTail: "}",
  tail: "]}",
} as const;

/**
 * The layout of one record of a `context_append_batch` request encoded record by record
 * (src/context/append.ts, `BatchPreparer`): `{"record":<record>,"source":<source>}`, a comma before
 * all but the first.
 */
export const BATCH_RECORD = {
  head: (first: boolean) => (first ? '{"record":' : ',{"record":'),
  tail: (source: Source) => `,"source":${sourceText(source)}}`,
} as const;

/** `head`, then `body`, then the closing brace, encoded straight into one frame. */
function encodeRaw(head: string, reply: string | Uint8Array): Buffer {
  const headLength = Buffer.byteLength(head, "utf8");
  const length = headLength + (typeof reply === "string" ? Buffer.byteLength(reply, "utf8") : reply.length) + 1;
  const frame = Buffer.allocUnsafe(4 + length);
  frame.writeUInt32BE(length, 0);
  frame.write(head, 4, "utf8");
  if (typeof reply === "string") frame.write(reply, 4 + headLength, "utf8");
  else frame.set(reply, 4 + headLength);
  frame[4 + length - 1] = 0x7d; // }
  return frame;
}

/**
 * The id and the reply's bytes of a frame body laid out as `encodeRawReply` lays it out, without
 * decoding or parsing the reply; undefined for any other body.
 */
export function splitRawReply(body: Buffer): { id: number; reply: Buffer } | undefined {
  const head = REPLY_HEAD_BYTES.length;
  if (body.length < head + REPLY_MID_BYTES.length + 2 || body[body.length - 1] !== 0x7d) return undefined;
  if (!body.subarray(0, head).equals(REPLY_HEAD_BYTES)) return undefined;
  let i = head;
  let id = 0;
  for (; i < head + 15 && body[i]! >= 0x30 && body[i]! <= 0x39; i++) id = id * 10 + (body[i]! - 0x30);
  if (i === head || (body[head] === 0x30 && i > head + 1)) return undefined;
  if (!body.subarray(i, i + REPLY_MID_BYTES.length).equals(REPLY_MID_BYTES)) return undefined;
  return { id, reply: body.subarray(i + REPLY_MID_BYTES.length, body.length - 1) };
}

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

/** No source texts to take (a reply named by `FrameReader.withoutTexts`). */
const NO_PATTERNS: readonly PathPattern[] = [];

/** Frames this large, or larger, go through the plain scan (`parseBytesPlain`, `parseTextsPlain`) when the reader asks for it. */
export const SCAN_FROM = 32 * 1024;

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
export class FrameReader {
  private chunks: Buffer[] = [];
  private buffered = 0;
  /**
   * A large frame's buffer given back (`release`), which the next large frame is assembled in:
   * a fresh buffer the size of each frame costs a page fault every 4 KiB of it. Each buffer is in
   * one place at a time, here or under one frame.
   */
  private spare: Buffer | undefined;
  /**
   * Each buffer this reader assembled frames in, with the frame body now in it: `release` takes
   * a buffer back only from that body, so a late second release of an older frame, whose buffer
   * holds another frame by then, gives nothing back.
   */
  private readonly assembled = new WeakMap<ArrayBufferLike, Buffer | undefined>();
  /** The largest frame accepted now; raised after authentication. */
  limit = PREAUTH_FRAME_MAX;
  private rawAt: readonly PathPattern[] = [];
  private cutAt: readonly number[] | undefined = undefined;
  private scanTexts = false;
  /** The ids of replies wanted without the source texts at `rawAt` (see `withoutTexts`). */
  private readonly textless = new Set<number>();

  /** Reads each frame as `options` asks (see `ReadAs`), from the next frame on. */
  readAs(options: ReadAs): void {
    this.rawAt = options.rawAt;
    this.cutAt = options.cutAt;
    this.scanTexts = options.scanTexts === true;
  }

  /**
   * The reply to request `id` comes without the source texts at `rawAt` (its `raws` empty): a
   * caller that wants only the values spares the walk that takes them, most of the check of a
   * large reply in a process that has just started (a hook reading a page of records).
   */
  withoutTexts(id: number): void {
    this.textless.add(id);
  }

  /**
   * Request `id` is answered or given up: its `withoutTexts` mark goes, whether or not its reply
   * was laid out so that the mark was found (a reply laid out otherwise is walked with the texts).
   */
  settled(id: number): void {
    this.textless.delete(id);
  }

  /** The patterns to take from `body`: none for a reply named by `withoutTexts` (once). */
  private patternsFor(body: Buffer): readonly PathPattern[] {
    if (this.textless.size === 0) return this.rawAt;
    const id = splitRawReply(body)?.id;
    return id !== undefined && this.textless.delete(id) ? NO_PATTERNS : this.rawAt;
  }

  /** Bytes held of a frame not yet complete: nonzero while a frame is partway in. */
  get partial(): number {
    return this.buffered;
  }

  /** Adds bytes; returns the frames now complete. Throws FrameError on an oversized or bad frame. */
  push(chunk: Buffer): JsonValue[] {
    return this.pushWithText(chunk).map((f) => f.value);
  }

  /** As `push`, with each frame's JSON text, for callers that keep original bytes of parts of it. */
  pushWithText(chunk: Buffer): ParsedFrame[] {
    const bodies = this.pushBodies(chunk);
    const frames = new Array<ParsedFrame>(bodies.length);
    for (let i = 0; i < bodies.length; i++) {
      const body = bodies[i] as Buffer;
      const rawAt = this.patternsFor(body);
      const scanned =
        this.cutAt !== undefined && rawAt.length > 0 && body.length >= SCAN_FROM ? parseBytesPlain(body, rawAt, this.cutAt) : undefined;
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
      const texts = this.scanTexts && body.length >= SCAN_FROM && kernels().scansTexts ? parseTextsPlain(body, rawAt) : undefined;
      if (texts !== undefined) {
        frames[i] = { ...texts, plainNumbers: true };
        continue;
      }
      try {
        const text = decodeUtf8(body);
        const { value, raws, plainNumbers } = parseWithRaws(text, rawAt);
        frames[i] = { value, text, raws, plainNumbers };
      } catch (error) {
        throw new FrameError("malformed", `frame is not JSON: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return frames;
  }

  /** Adds bytes; returns the bodies of the frames now complete, neither decoded nor parsed. */
  pushBodies(chunk: Buffer): Buffer[] {
    // The common case, one whole frame in one read with nothing held: no buffering at all.
    if (this.buffered === 0 && chunk.length >= 4) {
      const length = chunk.readUInt32BE(0);
      if (length > this.limit) throw new FrameError("too_large", `frame of ${length} bytes is over the ${this.limit}-byte limit`);
      if (chunk.length === 4 + length) return [chunk.subarray(4)];
    }
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    const bodies: Buffer[] = [];
    for (;;) {
      if (this.buffered < 4) return bodies;
      const head = this.peek(4);
      const length = head.readUInt32BE(0);
      if (length > this.limit) throw new FrameError("too_large", `frame of ${length} bytes is over the ${this.limit}-byte limit`);
      if (this.buffered < 4 + length) return bodies;
      bodies.push(this.take(4 + length).subarray(4));
    }
  }

  private peek(n: number): Buffer {
    if (this.chunks[0] !== undefined && this.chunks[0].length >= n) return this.chunks[0];
    const joined = Buffer.concat(this.chunks);
    this.chunks = [joined];
    return joined;
  }

  private take(n: number): Buffer {
    if (this.chunks.length > 1 && n >= ASSEMBLE_FROM) return this.assemble(n);
    const joined = this.chunks.length === 1 ? (this.chunks[0] as Buffer) : Buffer.concat(this.chunks);
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
  private assemble(n: number): Buffer {
    const spare = this.spare;
    const frame = spare !== undefined && spare.length >= n ? spare : Buffer.allocUnsafeSlow(n);
    if (frame === spare) this.spare = undefined;
    this.assembled.set(frame.buffer, undefined); // holding a frame no one may give back yet
    let at = 0;
    const rest: Buffer[] = [];
    for (const chunk of this.chunks) {
      const used = Math.min(chunk.length, n - at);
      if (used > 0) at += chunk.copy(frame, at, 0, used);
      if (used < chunk.length) rest.push(chunk.subarray(used));
    }
    this.chunks = rest.length > 0 ? [Buffer.concat(rest)] : [];
    this.buffered -= n;
    return frame.subarray(0, n);
  }

  /** Marks `body` as the frame its buffer holds, and gives the call that takes that buffer back. */
  private lend(body: Buffer): () => void {
    this.assembled.set(body.buffer, body);
    return () => this.release(body);
  }

  /**
   * Takes back the buffer of a frame this reader assembled (`ParsedFrame.release`), once its
   * caller is done with every view of it: the next large frame is assembled there.
   */
  release(frame: Buffer): void {
    if (this.assembled.get(frame.buffer) !== frame) return;
    this.assembled.set(frame.buffer, undefined);
    const whole = Buffer.from(frame.buffer, 0, frame.buffer.byteLength);
    if (this.spare === undefined || this.spare.length < whole.length) this.spare = whole;
  }
}

/** Frames this large, or larger, assembled from many reads go into a buffer the reader reuses (see `FrameReader.release`). */
const ASSEMBLE_FROM = 256 * 1024;

/**
 * A source's JSON text, printed member by member when it is the three strings every reader gives
 * (a tenth of an import's encoding, client and host alike, went to printing sources whole), else
 * by `stringify`.
 */
export function sourceText(source: Source): string {
  const { adapter, native_session, native_record } = source;
  if (
    typeof adapter !== "string" ||
    typeof native_session !== "string" ||
    typeof native_record !== "string" ||
    Object.keys(source).length !== 3
  )
    return stringify(source as unknown as JsonValue);
  return `{"adapter":${JSON.stringify(adapter)},"native_session":${JSON.stringify(native_session)},"native_record":${JSON.stringify(native_record)}}`;
}
