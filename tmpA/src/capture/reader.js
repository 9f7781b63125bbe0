// Incremental reading of a native transcript (C4, C6, C10): from the byte offset a previous read
// stopped at, every complete line becomes one captured record, and the new offset is returned for
// the adapter to keep. A last line without its newline is being written: it is left for the next
// read, never captured half. Record IDs are stable across re-reads (a native ID, or the line's
// number, which the position carries), so reading the same bytes twice yields the same sources.
import { adapterOf } from "../harness/index.js";
import { JsonError, parse, parsePlainLine } from "../json/index.js";
import { chatCopy, NotATranscript } from "./archive.js";
import { recogniseFormat } from "./format.js";
import { capturedRecord, CapturedLine } from "./record.js";
export const START = { offset: 0, line: 0 };
const NEWLINE = 0x0a;
const utf8 = new TextDecoder("utf-8", { fatal: true });
const lenient = new TextDecoder("utf-8");
/**
 * Captures the complete lines of `bytes` after `from`. `name` is the transcript's file name (the
 * session when no line names one). With `final`, the file is whole: a last line without a newline
 * is captured too (an import of a finished transcript).
 */
export function readTranscript(harness, bytes, from, name, options = {}) {
    const adapter = adapterOf(harness);
    if (from.offset === 0)
        refuseChatCopy(bytes, name, options.final === true);
    if (from.offset === 0 && !options.force)
        recogniseFormat(harness, bytes, name);
    // A document rewritten whole (Gemini CLI's older single-JSON form) is read whole each time, and
    // identified by what the harness names in it, so what was captured before is found again (C9).
    if (adapter.readsWhole(name) && adapter.readDocument) {
        // Not final (a hook's read): the file may be rewritten again, and its last message with it.
        const whole = adapter.readDocument(lenient.decode(bytes), name, { growing: options.final !== true });
        if (whole !== undefined)
            return { records: whole, next: { offset: bytes.length, line: 0 } };
    }
    if (from.offset > bytes.length)
        throw shorter(name, bytes.length, from.offset);
    const fallback = adapter.fallbackSession(name);
    let session = from.session;
    let state = from.state;
    let offset = from.offset;
    let line = from.line;
    const records = [];
    // Lines are cut from a plain Uint8Array view: a Buffer's subarray costs a Buffer each time.
    const view = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    // Where each line read ends, and how it links to its parent, for the adapters that link lines.
    const ends = [];
    const links = [];
    while (offset < bytes.length) {
        let end = bytes.indexOf(NEWLINE, offset);
        if (end < 0) {
            if (!options.final)
                break; // torn: the harness is still writing this line
            end = bytes.length;
        }
        const raw = view.subarray(offset, end > offset && bytes[end - 1] === 0x0d ? end - 1 : end);
        offset = Math.min(end + 1, bytes.length);
        line++;
        const captured = captureLine(adapter, raw, line, session ?? fallback, state, name);
        if (captured === undefined)
            continue;
        if (captured.session !== undefined)
            session = captured.session;
        if (captured.state !== undefined)
            state = captured.state;
        records.push(captured.record);
        if (adapter.links !== undefined) {
            ends.push({ offset, line, session, state });
            links.push(captured.links);
        }
    }
    const position = (p, recent) => ({
        offset: p.offset,
        line: p.line,
        ...(p.session === undefined ? {} : { session: p.session }),
        ...(p.state === undefined ? {} : { state: p.state }),
        ...(recent === undefined ? {} : { recent }),
    });
    if (adapter.links === undefined)
        return { records, next: position({ offset, line, session, state }) };
    const ordered = inParentOrder(records, links, new Set(from.recent ?? []), options.final === true);
    const last = ordered.taken === 0 ? { ...from, session: from.session, state: from.state } : ends[ordered.taken - 1];
    return { records: ordered.records, next: position(last, ordered.recent) };
}
/** How long a line whose parent is not written yet waits for it: fewer lines than this after it, and written this recently. */
const WAIT_LINES = 8;
const WAIT_MS = 30_000;
/** How many of the last IDs read a position keeps, to know a parent that was read before. */
const RECENT = 32;
/**
 * A window's records in an order where no line comes before its parent (issue 38.7: Claude Code
 * sometimes writes a turn's first assistant line before the prompt it answers). A line whose
 * parent comes later in the window is moved to just after it. A line whose parent is neither read
 * before (`known`) nor in the window waits, with every line after it, for a later read, while the
 * file may still be growing (not `final`), the line is among the last few and it was written
 * moments ago; otherwise it stays where it is (its parent is in another file, or long gone).
 * Returns the records, how many lines of the window were taken, and the IDs to remember.
 */
function inParentOrder(records, links, known, final) {
    const waits = (i) => {
        const at = Date.parse(links[i]?.at ?? "");
        return !final && records.length - 1 - i < WAIT_LINES && Number.isFinite(at) && Math.abs(Date.now() - at) < WAIT_MS;
    };
    let taken = records.length;
    let index = new Map();
    for (let settled = false; !settled;) {
        settled = true;
        index = new Map();
        for (let i = 0; i < taken; i++) {
            const id = links[i]?.id;
            if (id !== undefined && !index.has(id))
                index.set(id, i);
        }
        for (let i = 0; i < taken; i++) {
            const parent = links[i]?.parent;
            if (parent === undefined || known.has(parent))
                continue;
            const at = index.get(parent);
            if (at !== undefined || !waits(i))
                continue;
            taken = i; // its parent is not written yet: it and what follows wait
            settled = false;
            break;
        }
    }
    // A line whose parent comes later in the window goes right after it (and its own children after it).
    const after = new Map();
    const moved = new Set();
    for (let i = 0; i < taken; i++) {
        const parent = links[i]?.parent;
        if (parent === undefined || known.has(parent))
            continue;
        const at = index.get(parent);
        if (at !== undefined && at > i) {
            after.set(at, [...(after.get(at) ?? []), i]);
            moved.add(i);
        }
    }
    const out = [];
    const recent = [...known];
    const emit = (i) => {
        out.push(records[i]);
        const id = links[i]?.id;
        if (id !== undefined)
            recent.push(id);
        for (const child of after.get(i) ?? [])
            emit(child);
    };
    for (let i = 0; i < taken; i++)
        if (!moved.has(i))
            emit(i);
    return { records: out, taken, recent: recent.slice(-RECENT) };
}
/**
 * Refuses a chat copy given as a transcript (C7, see archive.ts), by its first complete line, or
 * as a whole document when that line is not JSON on its own (a printed Snapshot, a JSON array).
 */
function refuseChatCopy(bytes, name, final) {
    let start = 0;
    for (;;) {
        const end = bytes.indexOf(NEWLINE, start);
        if (end < 0 && !final)
            return; // no complete line yet: the next read looks
        const text = lenient.decode(bytes.subarray(start, end < 0 ? bytes.length : end));
        if (text.trim() !== "") {
            let what;
            try {
                what = chatCopy(parse(text));
            }
            catch (error) {
                if (!(error instanceof JsonError))
                    throw error;
                try {
                    what = chatCopy(parse(lenient.decode(bytes)));
                }
                catch (again) {
                    if (!(again instanceof JsonError))
                        throw again;
                    return; // neither: a transcript whose first line is not JSON, kept as text
                }
            }
            if (what !== undefined)
                throw new NotATranscript(name, what);
            return;
        }
        if (end < 0)
            return;
        start = end + 1;
    }
}
/** A transcript shorter than where a read stopped before: replaced or cut, not grown. */
export class TranscriptShrank extends RangeError {
    name = "TranscriptShrank";
}
function shorter(name, length, offset) {
    return new TranscriptShrank(`the transcript ${name} is shorter (${length} bytes) than the offset read before (${offset}): it was replaced or truncated`);
}
/** A transcript read whole each time (see `readTranscript`): no position applies. */
export function readsWhole(harness, name) {
    return adapterOf(harness).readsWhole(name);
}
/**
 * A transcript read from `start` in pieces of about `chunkBytes`, each ending at a line's end,
 * with where each piece stopped: an import sends one piece's records while it reads the next, and
 * a hook admits a long backlog a piece at a time. The records, together, are those of one
 * `readTranscript` pass; with `final` (an import of a whole file) the last line is read even
 * without its newline, else it is left for the next read as `readTranscript` leaves it.
 */
export function* readChunks(harness, bytes, name, chunkBytes = 2 * 1024 * 1024, start = START, final = true, options = {}) {
    if (readsWhole(harness, name)) {
        const { records, next } = readTranscript(harness, bytes, start, name, { final, force: options.force ?? false });
        yield { records, offset: next.offset, next };
        return;
    }
    // `bytes` may be a window of the file from `base` (a hook reads from where it stopped, never the
    // whole file): positions in and out are the file's; within, the window's.
    const base = options.base ?? 0;
    const atFileStart = start.offset === 0 && base === 0;
    // A chat copy is told by the whole file (a printed document's first line is no JSON on its own),
    // not by its first piece.
    if (atFileStart && bytes.length > 0)
        refuseChatCopy(bytes, name, final);
    if (atFileStart && !options.force)
        recogniseFormat(harness, bytes, name);
    if (start.offset - base > bytes.length)
        throw shorter(name, base + bytes.length, start.offset);
    let from = { ...start, offset: start.offset - base };
    while (from.offset < bytes.length) {
        let limit = pieceEnd(bytes, from.offset, chunkBytes);
        let read = readTranscript(harness, bytes.subarray(0, limit), from, name, { final: final && limit === bytes.length, force: true });
        // A piece whose lines all wait for a parent further on (inParentOrder) takes the next lines too.
        while (read.next.offset === from.offset && limit < bytes.length) {
            limit = pieceEnd(bytes, limit, chunkBytes);
            read = readTranscript(harness, bytes.subarray(0, limit), from, name, { final: final && limit === bytes.length, force: true });
        }
        const { records, next } = read;
        if (next.offset === from.offset)
            return; // a torn last line, left for the next read
        from = next;
        yield { records, offset: base + next.offset, next: { ...next, offset: base + next.offset } };
    }
}
/** Where a piece of about `chunkBytes` from `offset` ends: after the newline that ends its last line, or at the end. */
function pieceEnd(bytes, offset, chunkBytes) {
    const limit = offset + Math.max(1, chunkBytes);
    if (limit >= bytes.length)
        return bytes.length;
    const newline = bytes.indexOf(NEWLINE, limit - 1);
    return newline < 0 ? bytes.length : newline + 1;
}
/** One line to one record; blank lines give none. A line that is not JSON is kept as a string (C6). */
function captureLine(adapter, raw, number, session, state, file) {
    let text;
    let value;
    // A plain line (the scan kernel's) is parsed from its bytes, which are then exactly its UTF-8 (a
    // scan declines a BOM, which the decoder would drop).
    const plain = parsePlainLine(raw);
    let exact = plain !== undefined;
    if (plain !== undefined)
        ({ text, value } = plain);
    else {
        try {
            text = utf8.decode(raw);
            exact = raw[0] !== 0xef;
        }
        catch {
            // Not UTF-8: kept as text with replacement characters, so the rest of the transcript goes on.
            text = lenient.decode(raw);
        }
        if (text.trim() === "")
            return undefined;
        try {
            value = parse(text);
        }
        catch (error) {
            if (!(error instanceof JsonError))
                throw error;
            return {
                record: capturedRecord(JSON.stringify(text), { adapter: adapter.id, native_session: session, native_record: adapter.lineId(file, number) }, {}),
            };
        }
    }
    const read = adapter.readLine(text, value, number, session, state, file);
    const links = adapter.links?.(value);
    return { ...read, record: withBytes(read.record, text, exact, raw), ...(links === undefined ? {} : { links }) };
}
/**
 * The record with its native line as the bytes read, when the record holds that line and the
 * bytes are exactly its UTF-8 (see `CapturedLine`).
 */
function withBytes(captured, text, exact, raw) {
    if (exact && captured instanceof CapturedLine && captured.parts.native === text)
        captured.parts.native = raw;
    return captured;
}
