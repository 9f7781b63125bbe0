// context::append on the client side (C9, C10): appends one immutable record under its source
// and returns its sequence. After an uncertain outcome (the reply was lost) it retries the same
// record with the same source, which finds the original sequence: that is the seed's retry rule,
// made the only thing this API does. A source reused with different content is an error.
import { BridgeError } from "../bridge/client.js";
import { BATCH_RECORD, ByteWriter, FRAME_MAX } from "../bridge/frames.js";
import { validate } from "../validate/index.js";
import { parse, RawJson, stringify } from "../json/index.js";
import { StoreRefusal } from "../bridge/errors.js";
/**
 * Appends `record` (a JSON object, or its exact JSON text) under `source`. The caller must have
 * persisted the native record IDs before calling (C10) and keeps the record for retry when this
 * throws an `uncertain` BridgeError. A `source_conflict` StoreRefusal means the same source was
 * captured with different content: a capture bug, never retried.
 *
 * @example
 * ```ts
 * import { appendRecord } from "link-context-kit";
 *
 * const record = { role: "user", text: "use tabs, please" };
 * const source = { adapter: "my-adapter", native_session: "session-1", native_record: "record-1" };
 * // After a lost reply it sends the same record under the same source again, which finds the
 * // original sequence; still uncertain after its attempts, it throws: keep the record, retry later.
 * const { seq, repeated } = await appendRecord(bridge, "link:main", record, source);
 * console.log(seq, repeated); // repeated: true when this source was already captured
 * ```
 */
export async function appendRecord(bridge, thread, record, source, options = {}) {
    const text = typeof record === "string" ? record : stringify(record);
    if (typeof record === "string") {
        const value = parse(text);
        if (typeof value !== "object" || value === null || Array.isArray(value))
            throw new StoreRefusal("invalid", "a record is one JSON object");
    }
    const attempts = options.attempts ?? 3;
    let wait = options.backoffMs ?? 50;
    for (let attempt = 1;; attempt++) {
        try {
            // The same bytes on every attempt: RawJson sends the text exactly as first printed.
            const reply = await bridge.call({
                kind: "context_append",
                thread,
                record: new RawJson(text),
                source,
            });
            return { seq: Number(reply.seq), repeated: reply.repeated === true };
        }
        catch (error) {
            if (!retriable(error) || attempt >= attempts)
                throw error;
            await new Promise((r) => setTimeout(r, wait));
            wait *= 2;
        }
    }
}
/**
 * Whether an append may be sent again as it is: it was never sent (`transport`), or its outcome is
 * unknown (no reply came, or the store said `uncertain`); the same record under the same source
 * then finds the original or is stored once (C9). A store's clean refusal (`unavailable`: nothing
 * was stored) is not retried here: the caller keeps the record for when storage recovers.
 */
export function retriable(error) {
    if (error instanceof BridgeError)
        return error.kind === "uncertain" || error.kind === "transport";
    return error instanceof StoreRefusal && error.kind === "uncertain";
}
/**
 * Appends records in order, one `context_append` each, and reports per record. It is not
 * all-or-nothing: records before a failure stay appended. It stops at the first failure, and the
 * records after it are reported `skipped`, so the caller retries from there in the same order.
 */
export async function appendBatch(bridge, thread, items, options = {}) {
    const out = [];
    let failed = false;
    for (const item of items) {
        if (failed) {
            out.push({ skipped: true });
            continue;
        }
        try {
            out.push(await appendRecord(bridge, thread, item.record, item.source, options));
        }
        catch (error) {
            if (!(error instanceof StoreRefusal) && !(error instanceof BridgeError))
                throw error;
            out.push({ error });
            failed = true;
        }
    }
    return out;
}
/** Record text per batch request, well under the bridge's 16 MiB frame cap with sources and escapes. */
const BATCH_BYTES = 4 * 1024 * 1024;
/** A batch request's bytes besides one record: its envelope, thread and the record's source. */
const RECORD_ENVELOPE_BYTES = 1024;
/** A record's size, counted in UTF-16 units for text and bytes for bytes: never more than its UTF-8 length. */
function recordSize(item) {
    return item.parts ? item.parts.head.length + item.parts.native.length + 1 : item.record.length;
}
/**
 * False for a record that no bridge request can carry (16 MiB with its envelope): `BatchPreparer`
 * refuses it `too_large`; a caller that would rather go on without it asks first.
 */
export function fitsOneRequest(item) {
    return recordSize(item) <= MAX_RECORD_BYTES;
}
/** The largest record one bridge request carries (see `recordSize`). */
const MAX_RECORD_BYTES = FRAME_MAX - RECORD_ENVELOPE_BYTES;
/**
 * Batch requests encoded record by record as records come: each record's text and source go into
 * the open batch's bytes at once (the source checked), so a caller reading a large transcript
 * holds bytes, not records. A batch closes at about BATCH_BYTES of record text.
 */
export class BatchPreparer {
    bridge;
    thread;
    closed = [];
    records = new ByteWriter();
    count = 0;
    refusal;
    /** Record text at which the open batch closes; a caller may change it between records (at most BATCH_BYTES). */
    limit = BATCH_BYTES;
    constructor(bridge, thread) {
        this.bridge = bridge;
        this.thread = thread;
    }
    add(item) {
        const size = recordSize(item);
        if (this.count > 0 && this.records.length + size > Math.min(this.limit, BATCH_BYTES))
            this.close();
        const at = this.count++;
        if (this.refusal !== undefined)
            return;
        const checked = validate("store::context::Source", item.source);
        if (!checked.ok) {
            const why = checked.errors.map((e) => `/op/records/${at}/source${e.pointer}: ${e.message}`).join("; ");
            this.refusal = new StoreRefusal("invalid", `not a store::Request: ${why}`);
            return;
        }
        // A record that no request can carry is named, rather than the batch it would have been in.
        if (!fitsOneRequest(item)) {
            const { adapter, native_session, native_record } = item.source;
            this.refusal = new StoreRefusal("too_large", `the record ${adapter}/${native_session}/${native_record} takes at least ${size} bytes, more than one bridge request carries (${FRAME_MAX} bytes); it and the records after it were not sent`);
            this.close(); // a batch of its own, as its size would have made it
            return;
        }
        const records = this.records;
        const open = BATCH_RECORD.head(at === 0);
        const parts = item.parts;
        if (parts === undefined || typeof parts.native === "string")
            records.text(`${open}${item.record}`);
        else {
            if (typeof parts.head === "string")
                records.text(`${open}${parts.head}`);
            else {
                records.text(open);
                records.bytes(parts.head);
            }
            records.bytes(parts.native);
            records.text("}");
        }
        records.text(BATCH_RECORD.tail(item.source));
    }
    /** The batches closed so far (none while the open one has room), handed over once. */
    ready() {
        return { thread: this.thread, batches: this.closed.splice(0) };
    }
    /** Every batch, the open one closed. */
    take() {
        if (this.count > 0)
            this.close();
        return this.ready();
    }
    close() {
        // Copied into the request's frame at once: the writer's bytes are its own again after this.
        const records = this.records.take();
        let request;
        try {
            if (this.refusal !== undefined)
                throw this.refusal;
            request = this.bridge.prepare(batchOp(this.thread), records);
        }
        catch (error) {
            request = error;
        }
        this.closed.push({ count: this.count, request });
        this.count = 0;
        this.refusal = undefined;
    }
}
/**
 * The batches `appendMany` would send, each request checked and encoded now (`Bridged.prepare`),
 * so that a caller can do that work while it waits to send (an import awaiting the previous
 * piece's reply). `sendMany` sends them.
 */
export function prepareMany(bridge, thread, items) {
    const preparer = new BatchPreparer(bridge, thread);
    for (const item of items)
        preparer.add(item);
    return preparer.take();
}
/** A `context_append_batch` whose records go already encoded (see `Bridged.prepare`). */
function batchOp(thread) {
    return { kind: "context_append_batch", thread, records: [] };
}
/**
 * Sends what `prepareMany` prepared, one batch after another; as `appendMany`, a lost reply is
 * asked again (the same request under a new id) and the first refusal is thrown.
 */
export async function sendMany(bridge, prepared, options = {}) {
    const out = [];
    for (const { count, request } of prepared.batches) {
        if (request instanceof Error)
            throw request;
        const attempts = options.attempts ?? 3;
        let wait = options.backoffMs ?? 50;
        for (let attempt = 1;; attempt++) {
            try {
                const reply = await bridge.callPrepared(attempt === 1 ? request : bridge.prepareAgain(request));
                if (reply.results.length !== count)
                    throw new StoreRefusal("internal", `the host answered ${reply.results.length} outcome(s) for a batch of ${count}`);
                out.push(...reply.results.map((r) => ({ seq: Number(r.seq), repeated: r.repeated === true })));
                break;
            }
            catch (error) {
                if (!retriable(error) || attempt >= attempts)
                    throw error;
                await new Promise((r) => setTimeout(r, wait));
                wait *= 2;
            }
        }
    }
    return out;
}
/**
 * `context::append` for many records with one bridge request per few MiB (a batch append in the
 * store protocol): each record keeps its bytes and its source, so a retry after a lost reply finds
 * every record at its original sequence (C9), and returns one outcome per record in order. A
 * source captured before with other content refuses its batch (`source_conflict`, thrown).
 */
export async function appendMany(bridge, thread, items, options = {}) {
    return sendMany(bridge, prepareMany(bridge, thread, items), options);
}
/** `appendMany` over `bridge`, as the capture queue's replay takes it (src/queue/replay.ts). */
export function appender(bridge, options = {}) {
    return (thread, items) => appendMany(bridge, thread, items, options);
}
