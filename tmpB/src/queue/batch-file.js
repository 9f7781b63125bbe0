// A capture batch as its file holds it (Q1, Q6). Admission writes version 2: checksummed lines
// (src/durable/lines.ts), a head line, then for each record a line of its source and a line of
// its text as admitted (C6; a text that holds a newline is held as a JSON string of it):
//
//   <checksum> {"format":"link.capture-batch","version":2,"seq":N,"agent":..,"thread":..,"admitted_at":..,"records":K}
//   <checksum> {"adapter":..,"native_session":..,"native_record":..}
//   <checksum> {"role":"user",...}
//
// so a replay checks every line's checksum at once and the head's fields, and takes each record's
// text as it is, never parsing it. Version 1, one `CaptureBatch` JSON document with a checksum
// over its records, is still read: batches queued by an earlier kit replay as they are.
import { createHash } from "node:crypto";
import { sourceText } from "../bridge/frames.js";
import { encodeLines, goodLength } from "../durable/lines.js";
import { parse, parseWithRaws, stringify } from "../json/index.js";
import { validate } from "../validate/index.js";
import { QueueError } from "./errors.js";
export const BATCH_FORMAT = "link.capture-batch";
/** The version admission writes. */
export const BATCH_VERSION = 2;
/** The first version, one JSON document: read, never written. */
const DOCUMENT_VERSION = 1;
/** A checksummed line's prefix (16 hex digits and a space) and its newline. */
const LINE_EXTRA = 18;
/** A batch file's bytes besides its records: the head line (a thread name is at most 133 characters). */
export const BATCH_HEAD_BYTES = 1024;
/** Lays `r` out for a batch file: the admission splits by `bytes`, then writes `lines`. */
export function batchRecord(r) {
    const lines = [sourceText(r.source), r.record.includes("\n") ? JSON.stringify(r.record) : r.record];
    return { lines, bytes: Buffer.byteLength(lines[0]) + Buffer.byteLength(lines[1]) + 2 * LINE_EXTRA };
}
/** A batch file of version 2 (see above). */
export function encodeBatch(head, records) {
    const headText = stringify({
        format: BATCH_FORMAT,
        version: BATCH_VERSION,
        seq: head.seq,
        agent: head.agent,
        thread: head.thread,
        admitted_at: head.admitted_at,
        records: records.length,
    });
    return encodeLines([[headText], ...records.flatMap((r) => [[r.lines[0]], [r.lines[1]]])]);
}
/**
 * Reads a batch file, refusing (QueueError naming `file`) one that is not whole and checksummed
 * (`corrupt`), not a capture batch of `agent` (`foreign`), of a version this kit does not know
 * (`unsupported`) or not batch `seq`.
 */
export function decodeBatch(bytes, seq, agent, file) {
    const expected = { seq, agent, file };
    return bytes[0] === 0x7b ? decodeDocument(bytes, expected) : decodeLines(bytes, expected);
}
/** Refuses a head of another agent (`foreign`) or another sequence (`corrupt`), before its records are checked. */
function checkOwner(agent, seq, expected) {
    if (agent !== expected.agent)
        throw new QueueError("foreign", `holds agent ${agent}'s captures, not ${expected.agent}'s`, expected.file);
    if (seq !== expected.seq)
        throw new QueueError("corrupt", `says it is batch ${String(seq)}`, expected.file);
}
/** Format and version first: a file of another format or a later version is named for what it is. */
function checkKind(head, file, versions) {
    if (head.format !== BATCH_FORMAT)
        throw new QueueError("foreign", `is not a capture batch (format ${JSON.stringify(head.format)})`, file);
    if (typeof head.version !== "number" || !versions.includes(head.version))
        throw new QueueError("unsupported", `is capture batch version ${String(head.version)}; this kit reads versions ${DOCUMENT_VERSION} and ${BATCH_VERSION}`, file);
}
/** Version 2: checksummed lines. */
function decodeLines(bytes, expected) {
    const file = expected.file;
    const headEnd = bytes.indexOf(0x0a) + 1;
    // A head whose checksum fails says nothing to trust, its version included.
    if (headEnd === 0 || goodLength(bytes.subarray(0, headEnd)) !== headEnd)
        throw new QueueError("corrupt", `is not a whole capture batch: its head line is cut or fails its checksum`, file);
    const head = tryParse(bytes.subarray(17, headEnd - 1));
    if (head === undefined || typeof head !== "object" || head === null)
        throw new QueueError("corrupt", `is not a capture batch: its head is not a JSON object`, file);
    checkKind(head, file, [BATCH_VERSION]);
    const problems = [];
    if (!validate("store::AgentId", head.agent).ok)
        problems.push("agent");
    if (!validate("store::ThreadName", head.thread).ok)
        problems.push("thread");
    const seq = typeof head.seq === "bigint" ? head.seq : Number.isSafeInteger(head.seq) ? BigInt(head.seq) : 0n;
    if (seq < 1n)
        problems.push("seq");
    if (typeof head.admitted_at !== "string")
        problems.push("admitted_at");
    if (typeof head.records !== "number" || !Number.isSafeInteger(head.records) || head.records < 0)
        problems.push("records");
    if (problems.length > 0)
        throw new QueueError("corrupt", `has a head whose ${problems.join(", ")} is not valid`, file);
    checkOwner(head.agent, seq, expected);
    const count = head.records;
    // Every line's checksum, at once; then exactly two lines a record and nothing after them.
    const good = goodLength(bytes);
    const sources = [];
    const recordTexts = [];
    let at = headEnd;
    for (let i = 0; i < count; i++) {
        const sourceEnd = at < good ? bytes.indexOf(0x0a, at) + 1 : 0;
        const textEnd = sourceEnd > 0 && sourceEnd < good ? bytes.indexOf(0x0a, sourceEnd) + 1 : 0;
        if (textEnd === 0)
            throw new QueueError("corrupt", `is not whole: record ${i} of ${count} is missing or fails its checksum; it may be a cut write`, file);
        const source = tryParse(bytes.subarray(at + 17, sourceEnd - 1));
        if (!validate("store::context::Source", source).ok)
            throw new QueueError("corrupt", `has a record ${i} whose source is not a Source`, file);
        sources.push(source);
        const text = bytes.toString("utf8", sourceEnd + 17, textEnd - 1);
        recordTexts.push(text.startsWith('"') ? parse(text) : text);
        at = textEnd;
    }
    if (at !== bytes.length)
        throw new QueueError("corrupt", `holds more than its ${count} record(s)`, file);
    return {
        format: BATCH_FORMAT,
        version: BATCH_VERSION,
        seq,
        agent: head.agent,
        thread: head.thread,
        admitted_at: head.admitted_at,
        sources,
        recordTexts,
    };
}
/** Where a version 1 document keeps its records' texts (kept byte for byte), and the array its checksum covers. */
const RECORD_TEXTS = ["records", "*", "record"];
const RECORDS_ARRAY = ["records"];
/** Version 1: one `CaptureBatch` document, its checksum over the `records` array as the file holds it. */
function decodeDocument(bytes, expected) {
    const file = expected.file;
    let value;
    let recordTexts;
    let recordsText;
    try {
        const parsed = parseWithRaws(bytes.toString("utf8"), [RECORD_TEXTS, RECORDS_ARRAY]);
        value = parsed.value;
        [recordTexts = [], [recordsText = ""] = []] = parsed.raws;
    }
    catch (error) {
        throw new QueueError("corrupt", `is not whole JSON (${error.message}); it may be a cut write`, file);
    }
    checkKind((value ?? {}), file, [DOCUMENT_VERSION]);
    const checked = validate("link_harness_contract::CaptureBatch", value);
    if (!checked.ok)
        throw new QueueError("corrupt", `is not a CaptureBatch: ${checked.errors.map((e) => `${e.pointer}: ${e.message}`).join("; ")}`, file);
    const batch = checked.value;
    checkOwner(batch.agent, BigInt(batch.seq), expected);
    if (batch.checksum !== `sha256:${createHash("sha256").update(recordsText).digest("hex")}`)
        throw new QueueError("corrupt", `does not match its checksum`, file);
    return {
        format: BATCH_FORMAT,
        version: DOCUMENT_VERSION,
        seq: BigInt(batch.seq),
        agent: batch.agent,
        thread: batch.thread,
        admitted_at: batch.admitted_at,
        sources: batch.records.map((r) => r.source),
        recordTexts,
    };
}
function tryParse(bytes) {
    try {
        return parse(bytes);
    }
    catch {
        return undefined;
    }
}
