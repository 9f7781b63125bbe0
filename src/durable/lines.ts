// Checksummed log lines, for the append-only logs that must survive a SIGKILL mid-write (the
// conversation store, the file store's version journal): `<16 hex digits> <json>\n`, the digits
// being the start of the SHA-256 of the JSON text. A line that is cut or corrupt ends the good
// part of a log; its owner cuts the log there on open.

import * as crypto from "node:crypto";

import { nativeAddon } from "../addon.js";

/**
 * SHA-256 in hex: Node's one-shot `crypto.hash` where it has it (20.12 and later), about half the
 * cost of a Hash object for a line, else a Hash object. Every line written or read is hashed.
 */
const sha256Hex: (data: string | Uint8Array) => string =
  typeof crypto.hash === "function"
    ? (data) => crypto.hash("sha256", data, "hex")
    : (data) => crypto.createHash("sha256").update(data).digest("hex");

/** The checksum of one line's JSON text (or its UTF-8 bytes). */
export function lineDigest(body: string | Uint8Array): string {
  return sha256Hex(body).slice(0, 16);
}

/** One log line for `body` (a JSON text without a newline). */
export function encodeLine(body: string): string {
  return `${lineDigest(body)} ${body}\n`;
}

/**
 * Log lines for many bodies, each given as pieces of JSON text (strings, or UTF-8 bytes copied as
 * they are) to be written one after another, as one buffer ready to write: every piece is encoded
 * once into the buffer, and each line's checksum is taken over its bytes there, so a batch of
 * large records is never joined into one string nor encoded twice.
 */
export function encodeLines(bodies: ReadonlyArray<ReadonlyArray<string | Uint8Array>>, scratch?: LineScratch): Buffer {
  let size = 0;
  for (const pieces of bodies) for (const piece of pieces) size += typeof piece === "string" ? piece.length * 3 : piece.length;
  // One byte more than the lines can take: the addon's string writes end with a NUL.
  const out = scratch ? scratch.take(size + bodies.length * 18 + 1) : Buffer.allocUnsafe(size + bodies.length * 18 + 1);
  // With the addon, every line's checksum is taken in one call once the lines are written (the
  // same bytes: test/durable/lines.test.ts holds it to that); without, line by line.
  const addon = bodies.length > 1 ? nativeAddon() : null;
  const starts = addon !== null ? new Float64Array(bodies.length) : undefined;
  // Each line is hashed through a plain view: a Buffer's subarray costs a Buffer each time.
  const view = new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
  let at = 0;
  for (let b = 0; b < bodies.length; b++) {
    const line = at;
    at += 17; // the checksum and its space, written once the body's bytes are known
    for (const piece of bodies[b] as ReadonlyArray<string | Uint8Array>) {
      if (typeof piece === "string") at += out.write(piece, at, "utf8");
      else {
        out.set(piece, at);
        at += piece.length;
      }
    }
    out[line + 16] = 0x20;
    if (starts !== undefined) starts[b] = line;
    else out.write(sha256Hex(view.subarray(line + 17, at)).slice(0, 16), line, "latin1");
    out[at++] = 0x0a;
  }
  if (addon !== null) addon.digestLines(out, starts as Float64Array, at);
  return out.subarray(0, at);
}

/**
 * A buffer that `encodeLines` writes into again and again, for a writer that writes the lines out
 * before it encodes more (a log's appends): memory the process already touched costs nothing to
 * write, where a fresh buffer costs a page fault every 4 KiB. Up to `keep` bytes are kept.
 */
export class LineScratch {
  private buffer = Buffer.alloc(0);

  constructor(private readonly keep = 32 * 1024 * 1024) {}

  /** A buffer of at least `size` bytes, this scratch's own when it fits what is kept. */
  take(size: number): Buffer {
    if (size > this.keep) return Buffer.allocUnsafe(size);
    if (this.buffer.length < size) this.buffer = Buffer.allocUnsafe(Math.min(this.keep, Math.max(size, this.buffer.length * 2)));
    return this.buffer;
  }
}

/**
 * The length of the good part of `bytes`: whole lines from the start whose checksums hold (the
 * addon's one call where built). A reader of lines it wrote checks them this way before it trusts
 * them again.
 */
export function goodLength(bytes: Uint8Array): number {
  const addon = nativeAddon();
  if (addon !== null) return addon.checkLines(bytes);
  const lines = readLines(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  return lines.length === 0 ? 0 : (lines[lines.length - 1] as { end: number }).end;
}

/**
 * Walks the good lines of `bytes` in order, each line's checksum checked over its bytes, calling
 * `each` with where the line starts and where it ends (just past its newline); stops at the first
 * cut or corrupt line, or where `each` says false, and returns the length of what it took.
 */
export function forEachLine(bytes: Buffer, each: (start: number, end: number) => boolean): number {
  let offset = 0;
  while (offset < bytes.length) {
    const newline = bytes.indexOf(0x0a, offset);
    if (newline < 0 || bytes[offset + 16] !== 0x20 || newline < offset + 17) break; // torn
    if (sha256Hex(bytes.subarray(offset + 17, newline)).slice(0, 16) !== bytes.toString("latin1", offset, offset + 16)) break; // corrupt
    if (!each(offset, newline + 1)) break;
    offset = newline + 1;
  }
  return offset;
}

/** The bodies of the log's good lines, in order, each with the byte offset just past its newline. */
export function readLines(bytes: Buffer): Array<{ body: string; end: number }> {
  const lines: Array<{ body: string; end: number }> = [];
  let offset = 0;
  while (offset < bytes.length) {
    const newline = bytes.indexOf(0x0a, offset);
    if (newline < 0) break; // torn: no end of line
    const line = bytes.subarray(offset, newline).toString("utf8");
    const body = line.slice(17);
    if (line[16] !== " " || lineDigest(body) !== line.slice(0, 16)) break; // torn or corrupt from here
    offset = newline + 1;
    lines.push({ body, end: offset });
  }
  return lines;
}
