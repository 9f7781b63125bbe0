// Checksummed log lines, for the append-only logs that must survive a SIGKILL mid-write (the
// conversation store, the file store's version journal): `<16 hex digits> <json>\n`, the digits
// being the start of the SHA-256 of the JSON text. A line that is cut or corrupt ends the good
// part of a log; its owner cuts the log there on open.
import { fstatSync, readSync } from "node:fs";
import { kernels } from "../kernels.js";
import { lineDigest } from "./digest.js";
export { lineDigest };
/** One log line for `body` (a JSON text without a newline). */
export function encodeLine(body) {
    return `${lineDigest(body)} ${body}\n`;
}
/**
 * Log lines for many bodies, each given as pieces of JSON text (strings, or UTF-8 bytes copied as
 * they are) to be written one after another, as one buffer ready to write: every piece is encoded
 * once into the buffer, and each line's checksum is taken over its bytes there, so a batch of
 * large records is never joined into one string nor encoded twice.
 */
export function encodeLines(bodies, scratch) {
    let size = 0;
    for (const pieces of bodies)
        for (const piece of pieces)
            size += typeof piece === "string" ? piece.length * 3 : piece.length;
    // One byte more than the lines can take: the native kernel's string writes end with a NUL.
    const out = scratch ? scratch.take(size + bodies.length * 18 + 1) : Buffer.allocUnsafe(size + bodies.length * 18 + 1);
    const starts = new Float64Array(bodies.length);
    let at = 0;
    for (let b = 0; b < bodies.length; b++) {
        const line = at;
        starts[b] = line;
        at += 17; // the checksum and its space, written once every line's bytes are there
        for (const piece of bodies[b]) {
            if (typeof piece === "string")
                at += out.write(piece, at, "utf8");
            else {
                out.set(piece, at);
                at += piece.length;
            }
        }
        out[line + 16] = 0x20;
        out[at++] = 0x0a;
    }
    // Every line's checksum at once (the native kernel, or its twin line by line; the same bytes).
    kernels().digestLines(out, starts, at);
    return out.subarray(0, at);
}
/**
 * A buffer that `encodeLines` writes into again and again, for a writer that writes the lines out
 * before it encodes more (a log's appends): memory the process already touched costs nothing to
 * write, where a fresh buffer costs a page fault every 4 KiB. Up to `keep` bytes are kept.
 */
export class LineScratch {
    keep;
    buffer = Buffer.alloc(0);
    constructor(keep = 32 * 1024 * 1024) {
        this.keep = keep;
    }
    /** A buffer of at least `size` bytes, this scratch's own when it fits what is kept. */
    take(size) {
        if (size > this.keep)
            return Buffer.allocUnsafe(size);
        if (this.buffer.length < size)
            this.buffer = Buffer.allocUnsafe(Math.min(this.keep, Math.max(size, this.buffer.length * 2)));
        return this.buffer;
    }
}
/**
 * The length of the good part of `bytes`: whole lines from the start whose checksums hold. A
 * reader of lines it wrote checks them this way before it trusts them again.
 */
export function goodLength(bytes) {
    return kernels().checkLines(bytes);
}
/**
 * Walks the good lines of `bytes` in order (see `goodLength`), calling `each` with where each line
 * starts and where it ends (just past its newline); stops where `each` says false, and returns the
 * length of what it took.
 */
export function forEachLine(bytes, each) {
    const good = goodLength(bytes);
    let offset = 0;
    while (offset < good) {
        const end = bytes.indexOf(0x0a, offset) + 1;
        if (!each(offset, end))
            break;
        offset = end;
    }
    return offset;
}
/** The bodies of the log's good lines, in order, each with the byte offset just past its newline. */
export function readLines(bytes) {
    const lines = [];
    forEachLine(bytes, (start, end) => {
        lines.push({ body: bytes.toString("utf8", start + 17, end - 1), end });
        return true;
    });
    return lines;
}
/** How much of a file `walkFileLines` reads at a time. */
const WALK_CHUNK = 8 * 1024 * 1024;
/**
 * Walks the lines of the open file `fd` from its start, a chunk at a time, so that a file of any
 * size (past Node's 2 GiB buffer, say) is read in memory bounded by the chunk and its longest
 * line: `each(bytes, start, end, offset, line)` is called for every whole line whose checksum
 * holds, in order, `offset` being the file offset of `bytes[0]` and `line` its number from 1.
 * Stops at the first whole line whose checksum fails (damage), unless `pastDamage`, which reads
 * on and lists every damaged line; an incomplete last line (a torn tail) is never given.
 */
export function walkFileLines(fd, each, options = {}) {
    const size = fstatSync(fd).size;
    const walk = { size, lines: 0, whole: 0, damaged: [] };
    // One buffer, reused: the incomplete line a chunk ends in moves to its front and the next read
    // goes after it; it doubles only for a line longer than it.
    let buffer = Buffer.allocUnsafe(Math.min(options.chunk ?? WALK_CHUNK, Math.max(size, 1)));
    let held = 0; // bytes at the front of `buffer`: the incomplete line carried over
    let base = 0; // the file offset of buffer[0]
    for (let position = 0; position < size;) {
        if (held === buffer.length) {
            const bigger = Buffer.allocUnsafe(buffer.length * 2);
            buffer.copy(bigger, 0, 0, held);
            buffer = bigger;
        }
        const n = readSync(fd, buffer, held, buffer.length - held, position);
        if (n === 0)
            break;
        position += n;
        const bytes = buffer.subarray(0, held + n);
        let offset = 0;
        for (;;) {
            // Whole lines whose checksums hold, from here (one kernel call).
            const good = offset + goodLength(bytes.subarray(offset));
            while (offset < good) {
                const end = bytes.indexOf(0x0a, offset) + 1;
                each(bytes, offset, end, base, ++walk.lines);
                offset = end;
            }
            // A whole line after them whose checksum fails is damage; an incomplete one waits for more.
            const newline = bytes.indexOf(0x0a, offset);
            if (newline < 0)
                break;
            walk.damaged.push({ line: ++walk.lines, offset: base + offset });
            offset = newline + 1;
            if (options.pastDamage !== true) {
                walk.whole = base + offset;
                return walk;
            }
        }
        walk.whole = base + offset;
        held = bytes.copy(buffer, 0, offset);
        base += offset;
    }
    return walk;
}
/** Reads every whole line of `bytes`, good or damaged, for a log that goes on past a damaged line. */
export function scanLines(bytes) {
    const scan = { whole: 0, good: [], damaged: [] };
    let line = 0;
    for (let offset = 0;;) {
        // The good lines from here, checked at once (the native kernel where it is installed).
        const good = offset + goodLength(bytes.subarray(offset));
        while (offset < good) {
            const newline = bytes.indexOf(0x0a, offset);
            scan.good.push({ body: bytes.subarray(offset + 17, newline), line: ++line, end: newline + 1 });
            offset = newline + 1;
        }
        scan.whole = offset;
        const newline = offset < bytes.length ? bytes.indexOf(0x0a, offset) : -1;
        if (newline < 0)
            return scan; // the end, or an incomplete last line (the torn tail)
        scan.damaged.push({ line: ++line, offset });
        offset = newline + 1;
        scan.whole = offset;
    }
}
