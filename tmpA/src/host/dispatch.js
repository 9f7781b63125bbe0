// The top layer of the host (B5, B7, G1-G6): requests from an authenticated transport. Every
// `store::Request` is checked against the proven agent and owner, then its grant, and dispatched
// to the driver for its collection: the agent's lnk-file-store (started on first use) for files,
// the conversation store otherwise. Below it, the handshake (bridge/handshake.ts) and the
// transport (bridge/transport.ts); BridgeHost (server.ts) joins the three.
import { encodeRawReply, ReplyBytes } from "../bridge/frames.js";
import { inexactNumberAt, isU64, RawJson, stringify } from "../json/index.js";
import { StoreRefusal, unreachable } from "../bridge/errors.js";
import { validate } from "../validate/index.js";
import { Conversations, seqOf } from "./conversations.js";
import { LogDescriptors } from "./descriptors.js";
import { FileStoreProcess, stderrLine } from "./file-store-client.js";
import { checkWrite, parseCollectionPath } from "./paths.js";
/** A frame must be whole within this long of its first byte: a partial frame is not held forever. */
export const FRAME_DEADLINE_MS = 30_000;
/** A connection silent this long, with nothing in flight, is closed; Bridged reconnects on its next request. */
export const IDLE_MS = 10 * 60_000;
/** Requests of one connection running at once (the file store serves one at a time anyway). */
const MAX_IN_FLIGHT = 8;
/** Requests of one connection waiting to run before the host stops reading it. */
const MAX_QUEUED = 64;
/** Reply bytes a connection may leave unread before no further request of it starts. */
const HIGH_WATER = 1024 * 1024;
/**
 * What of a request frame's text the host keeps: where the records sit (an append's records, a
 * context append's record), and the request itself, which a file store gets as it was sent.
 */
const RAW = {
    /** `conversation_append`'s records. */
    appendRecords: ["request", "op", "records", "*"],
    /** `context_append`'s record. */
    contextRecord: ["request", "op", "record"],
    /** `context_append_batch`'s records. */
    batchRecords: ["request", "op", "records", "*", "record"],
    /** The request, as a file store gets it. */
    request: ["request"],
};
const RAW_NAMES = Object.keys(RAW);
const RAW_AT = RAW_NAMES.map((name) => RAW[name]);
/** Where each of RAW sits in RAW_AT (the reader's patterns are a list). */
const RAW_INDEX = Object.fromEntries(RAW_NAMES.map((name, i) => [name, i]));
/** Which of RAW are records, which the host uses only as the text that came in. */
const RECORDS_AT = ["appendRecords", "contextRecord", "batchRecords"].map((name) => RAW_INDEX[name]);
/** The requests whose records are stored before `handle` resolves, after which nothing holds their frame's bytes. */
const STORED_AT_ONCE = new Set(["conversation_append", "context_append", "context_append_batch"]);
export class Dispatch {
    state;
    options;
    fileStores = new Map();
    conversations = new Map();
    /** Every agent's thread logs share one bounded set of open descriptors. */
    logs;
    constructor(state, options = {}) {
        this.state = state;
        this.options = options;
        this.logs = new LogDescriptors(64, options.logOps);
    }
    /**
     * Serves the requests of one authenticated transport until it closes. Backpressure: requests
     * run in order, at most MAX_IN_FLIGHT at a time, and none starts while replies the client has
     * not read pass HIGH_WATER bytes; with MAX_QUEUED waiting, the transport is not read. A client
     * that sends and never reads holds a bounded amount of the host's memory.
     */
    serve(transport, proven, scope) {
        const queued = [];
        let inFlight = 0;
        const reply = (id, value) => {
            inFlight--;
            // A records reply as stored, or the file store's reply as it sent it, goes out as bytes.
            if (value instanceof RawJson || value instanceof ReplyBytes)
                transport.sendFrame(encodeRawReply(id, value instanceof RawJson ? value.text : value.bytes));
            else
                transport.send({ type: "reply", id, reply: value });
            pump();
        };
        const pump = () => {
            while (queued.length > 0 && inFlight < MAX_IN_FLIGHT && transport.backlog <= HIGH_WATER && !transport.closed) {
                const { id, incoming } = queued.shift();
                inFlight++;
                this.handle(proven, scope, incoming).then((value) => {
                    if (STORED_AT_ONCE.has(incoming.request.op.kind))
                        incoming.release?.();
                    reply(id, value);
                }, (error) => reply(id, new StoreRefusal("internal", String(error)).toReply()));
            }
            if (queued.length >= MAX_QUEUED)
                transport.pause();
            else if (transport.paused && !transport.closed)
                transport.resume();
        };
        transport.onDrain(pump);
        transport.onClose(() => {
            queued.length = 0;
        });
        transport.deadlines({
            frameMs: this.options.frameDeadlineMs ?? FRAME_DEADLINE_MS,
            idleMs: this.options.idleMs ?? IDLE_MS,
            busy: () => inFlight > 0 || queued.length > 0,
        });
        // A large frame's records stay the bytes that came in, with no tree built for them: every use
        // of them here goes through `records`, and the schema takes any object where they stand.
        transport.reader.readAs({ rawAt: RAW_AT, cutAt: RECORDS_AT });
        // A peer that breaks the protocol after the handshake is dropped (no onBadFrame: closed).
        transport.listen(({ value: frame, raws: texts, rawBytes, plainNumbers, release }) => {
            const raws = (name) => {
                const pattern = RAW_INDEX[name];
                return rawBytes ? rawBytes(pattern) : texts[pattern];
            };
            const checked = validate("bridge::Frame", frame);
            if (!checked.ok || checked.value.type !== "request") {
                const id = frame?.id;
                // Only an exact u64 id is echoed: `1e400`, `1.5` or `-1` names no request, so the frame is refused.
                if (frame?.type === "request" && isU64(id) && !checked.ok) {
                    // A well-framed request with a bad body: say what is wrong, keep the connection.
                    const why = checked.errors.map((e) => `${e.pointer}: ${e.message}`).join("; ");
                    transport.send({
                        type: "reply",
                        id,
                        reply: new StoreRefusal("invalid", `not a store::Request: ${why}`).toReply(),
                    });
                    return;
                }
                transport.close();
                return;
            }
            const request = checked.value.request;
            queued.push({
                id: checked.value.id,
                incoming: {
                    request,
                    records: originalRecords(request, raws),
                    plainNumbers,
                    text: raws("request")?.[0],
                    ...(release ? { release } : {}),
                },
            });
            pump();
        });
    }
    /** The processes this host started, for inspection (the environ/cmdline test). */
    childPids() {
        return [...this.fileStores.values()].map((f) => f.pid).filter((p) => p !== undefined);
    }
    fileStore(agentId) {
        let store = this.fileStores.get(agentId);
        if (store === undefined || !store.alive) {
            // First use, or the previous lnk-file-store died: its in-flight requests were answered
            // `internal` (outcome unknown); a fresh one serves from here on.
            store = new FileStoreProcess({
                root: this.state.folderPath(agentId),
                agent: agentId,
                state: `${this.state.path}/agents/${agentId}/file-store`,
                log: this.options.log ?? stderrLine,
                walk: this.options.fileStoreWalk ?? false,
            });
            this.fileStores.set(agentId, store);
        }
        return store;
    }
    threads(agentId) {
        let threads = this.conversations.get(agentId);
        if (threads === undefined) {
            threads = new Conversations(this.state.openAgentDir(agentId, "conversations"), this.logs);
            this.conversations.set(agentId, threads);
        }
        return threads;
    }
    /** One request from a proven connection (see `Incoming` for what of its text comes with it). */
    async handle(proven, scope, incoming) {
        const { request, records: original, plainNumbers, text } = incoming;
        const agent = proven.account;
        if (request.agent !== agent.id || request.owner !== proven.owner) {
            return new StoreRefusal("unauthenticated", `the request names ${request.agent}/${request.owner}, but this connection proved ${agent.id}/${proven.owner}`).toReply();
        }
        const id = agent.id;
        const op = request.op;
        try {
            switch (op.kind) {
                case "file_read":
                case "file_list": {
                    if (op.kind === "file_read")
                        parseCollectionPath(op.path);
                    const store = this.fileStore(id);
                    const reply = await store.call(request, text);
                    // A read whose store died under it is asked again of a fresh one: reading twice is harmless.
                    if (!store.alive && !(reply instanceof ReplyBytes))
                        return await this.fileStore(id).call(request, text);
                    return reply;
                }
                case "file_write":
                case "file_delete": {
                    const target = parseCollectionPath(op.path);
                    checkWrite(agent, scope, target);
                    if (op.kind === "file_write" && target.collection === "notes") {
                        const limit = BigInt(agent.notes_limit);
                        if (BigInt(Buffer.byteLength(op.content)) > limit) {
                            throw new StoreRefusal("too_large", `memory/notes.md is limited to ${limit} bytes by the agent spec (G6)`);
                        }
                    }
                    return await this.fileStore(id).call(request, text);
                }
                case "conversation_last":
                    return { kind: "last", thread: op.thread, seq: this.threads(id).thread(op.thread).last };
                case "conversation_read":
                    // The records' stored bytes, copied from the log into the reply as they are (C6).
                    return new ReplyBytes(this.threads(id).thread(op.thread).readReply(seqOf(op.from), seqOf(op.through)));
                case "conversation_append": {
                    if (!plainNumbers)
                        op.records.forEach((record, i) => refuseInexactNumbers(record, `/records/${i}`));
                    const { first, last } = this.threads(id)
                        .thread(op.thread)
                        .append(original ?? op.records, seqOf(op.expected_last), op.lease ?? undefined);
                    return { kind: "appended", thread: op.thread, first, last };
                }
                case "context_append": {
                    if (!plainNumbers)
                        refuseInexactNumbers(op.record, "/record");
                    const { seq, repeated } = this.threads(id)
                        .thread(op.thread)
                        .contextAppend(original?.[0] ?? op.record, op.source);
                    return { kind: "context_appended", thread: op.thread, seq, ...(repeated ? { repeated } : {}) };
                }
                case "context_append_batch": {
                    if (!plainNumbers)
                        op.records.forEach((r, i) => refuseInexactNumbers(r.record, `/records/${i}/record`));
                    // Each record's bytes as the client sent them (C6), taken in the walk that read the frame.
                    const items = op.records.map((r, i) => ({ record: original?.[i] ?? stringify(r.record), source: r.source }));
                    const results = this.threads(id).thread(op.thread).contextAppendBatch(items);
                    return {
                        kind: "context_appended_batch",
                        thread: op.thread,
                        results: results.map((r) => ({ seq: r.seq, ...(r.repeated ? { repeated: true } : {}) })),
                    };
                }
                case "lease_acquire":
                    return {
                        kind: "leased",
                        thread: op.thread,
                        lease: this.threads(id).thread(op.thread).lease.acquire(op.holder, seqOf(op.ttl_ms)),
                    };
                case "lease_renew":
                    return { kind: "leased", thread: op.thread, lease: this.threads(id).thread(op.thread).lease.renew(op.lease, seqOf(op.ttl_ms)) };
                case "lease_release":
                    this.threads(id).thread(op.thread).lease.release(op.lease);
                    return { kind: "released", thread: op.thread };
                default:
                    return unreachable(op);
            }
        }
        catch (error) {
            if (error instanceof StoreRefusal)
                return error.toReply();
            return new StoreRefusal("internal", error instanceof Error ? error.message : String(error)).toReply();
        }
    }
    /** Stops every file store and closes every thread log. */
    async close() {
        await Promise.all([...this.fileStores.values()].map((f) => f.close()));
        this.fileStores.clear();
        for (const c of this.conversations.values())
            c.close();
        this.conversations.clear();
    }
}
/**
 * Refuses, before anything is written, a record holding a number the wire cannot carry exactly
 * (see `inexactNumberAt`): stored as sent, it would be compared and printed as something else.
 */
function refuseInexactNumbers(record, at) {
    const pointer = inexactNumberAt(record);
    if (pointer !== undefined) {
        throw new StoreRefusal("invalid", `${at}${pointer}: a number outside what JSON carries exactly here (integers from -2^63 to 2^64-1, finite doubles)`);
    }
}
/** The records' original JSON text inside a request frame, for the appends that carry records. */
function originalRecords(request, raws) {
    switch (request.op.kind) {
        case "conversation_append":
            return raws("appendRecords");
        case "context_append_batch":
            return raws("batchRecords");
        case "context_append":
            return raws("contextRecord");
        default:
            return undefined;
    }
}
