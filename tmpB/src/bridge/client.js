// `Bridged`, the client adapters embed (B5, B11): connects to the bridge socket, proves the
// binding with the mutual handshake, sends `store::Request`s with ids (pipelined on one
// connection) and returns typed replies. A request whose reply never came, because the
// connection dropped or the timeout passed, is a typed `uncertain` error, never a silent retry:
// the caller applies the seed's retry rules (C9, C10). The next request reconnects.
import { validate } from "../validate/index.js";
import { BridgeError, StoreRefusal } from "./errors.js";
import { encodeFrame, FRAME_MAX, requestHead } from "./frames.js";
import { proveBinding } from "./handshake.js";
import { connectUnix } from "./transport.js";
import { RawJson } from "../json/index.js";
export { BridgeError } from "./errors.js";
/** A reply with its frame's JSON text and, for a `records` reply, each record's original text. */
/**
 * The reply each operation is answered with, besides `error` (a refusal, thrown by `call`), as
 * MCP's and ACP's SDKs give each method its result type: `call` returns `ReplyFor<K>`, checked
 * against this table once, here, so no caller checks a reply's kind again.
 */
export const REPLY_KIND = {
    file_read: "file",
    file_write: "written",
    file_delete: "deleted",
    file_list: "listing",
    conversation_last: "last",
    conversation_read: "records",
    conversation_append: "appended",
    context_append: "context_appended",
    context_append_batch: "context_appended_batch",
    lease_acquire: "leased",
    lease_renew: "leased",
    lease_release: "released",
};
/** Where a `records` reply keeps its records, for the reader to hand over their source text. */
const RECORD_TEXTS = ["reply", "records", "*", "record"];
/**
 * The bridge client: one connection, proven by the handshake, with requests pipelined by id.
 *
 * @example
 * ```ts
 * import { Bridged, bindingFrom, readBinding } from "link-context-kit";
 *
 * const bridge = new Bridged(bindingFrom(readBinding("./harness/binding.json")));
 * const reply = await bridge.call({ kind: "file_read", path: "home/todo.md" }); // a refusal throws StoreRefusal
 * if (reply.kind === "file") console.log(reply.content, reply.version);
 * bridge.close();
 * ```
 */
export class Bridged {
    binding;
    options;
    transport;
    connecting;
    /** Requests awaiting replies, oldest first: with one timeout for all, also in deadline order. */
    pending = new Map();
    /** One timer for every pending request, set for the oldest one's deadline (see `expire`). */
    deadlineTimer;
    nextId = 1;
    closed = false;
    opened = 0;
    constructor(binding, options = {}) {
        this.binding = binding;
        this.options = options;
    }
    /** How many connections this client has opened and proven: more than one means it reconnected. */
    get connections() {
        return this.opened;
    }
    /** True while this client holds an open connection (the next request uses it). */
    get connected() {
        return this.transport !== undefined && !this.transport.closed;
    }
    /** Connects and authenticates now (otherwise the first request does). */
    async connect() {
        await this.ensure();
    }
    endpoint() {
        if (!this.options.memory)
            return this.binding.endpoint;
        if (!this.binding.memoryEndpoint)
            throw new BridgeError("transport", "this binding has no memory endpoint");
        return this.binding.memoryEndpoint;
    }
    ensure() {
        if (this.closed)
            return Promise.reject(new BridgeError("transport", "this Bridged client is closed"));
        if (this.transport && !this.transport.closed)
            return Promise.resolve(this.transport);
        this.connecting ??= this.open().finally(() => {
            this.connecting = undefined;
        });
        return this.connecting;
    }
    /** The three layers, bottom up: a transport, the handshake over it, then replies by id. */
    async open() {
        let transport;
        try {
            transport = await (this.options.transport ? this.options.transport() : connectUnix(this.endpoint()));
        }
        catch (error) {
            throw error instanceof BridgeError
                ? error
                : new BridgeError("transport", `cannot reach the bridge at ${this.endpoint()}: ${error.message}`);
        }
        transport.onClose(() => {
            if (this.transport === transport)
                this.transport = undefined;
            this.failPending("the connection dropped before the reply arrived");
        });
        await proveBinding(transport, this.binding);
        // A page of records (up to 16 MiB) is checked by the scan kernel (native where installed).
        transport.reader.readAs({ rawAt: [RECORD_TEXTS], scanTexts: true });
        transport.listen((frame) => this.onReply(frame, transport));
        this.transport = transport;
        this.opened++;
        return transport;
    }
    onReply({ value, text, raws }, transport) {
        const checked = validate("bridge::Frame", value);
        if (!checked.ok || checked.value.type !== "reply") {
            transport.close();
            return;
        }
        const id = Number(checked.value.id);
        const pending = this.pending.get(id);
        if (pending === undefined)
            return;
        this.pending.delete(id);
        if (this.pending.size === 0)
            this.deadlineTimer?.unref();
        pending.resolve({ reply: checked.value.reply, text, recordTexts: raws[0] ?? [] });
    }
    failPending(why) {
        for (const [id, pending] of this.pending) {
            pending.reject(new BridgeError("uncertain", `request ${id}: ${why}; it may or may not have taken effect`));
        }
        this.pending.clear();
        clearTimeout(this.deadlineTimer);
        this.deadlineTimer = undefined;
    }
    /** Sends one operation as this binding's agent and owner; resolves with the reply, errors included. */
    request(op) {
        return this.send({ agent: this.binding.agent, owner: this.binding.owner, op });
    }
    /** As `request`, with the reply frame's JSON text and records' texts (see `sendWithText`). */
    requestWithText(op) {
        return this.sendWithText({ agent: this.binding.agent, owner: this.binding.owner, op });
    }
    /** Sends a whole `store::Request` unchanged (the host refuses one naming another agent, B7). */
    send(request) {
        return this.sendWithText(request).then(replyOf);
    }
    /**
     * As `send`, with the reply frame's JSON text and, for a `records` reply, the original bytes
     * of each record (`recordTexts`), taken in the same walk that checked the frame's parse.
     */
    sendWithText(request) {
        let framed;
        try {
            framed = this.frameOf(request);
        }
        catch (error) {
            return Promise.reject(error);
        }
        return this.sendFramed(framed);
    }
    /** Connected, the frame goes out now, in this turn; otherwise once the connection is proven. */
    sendFramed(framed) {
        const transport = this.transport;
        if (transport && !transport.closed)
            return this.sendFrame(transport, framed);
        return this.ensure().then((connected) => this.sendFrame(connected, framed));
    }
    /**
     * The request's frame under the next id; refuses, unsent, a request that is not a `store::Request` or passes the cap.
     * With `records` (see `prepare`), the op's empty `records` is sent as those.
     */
    frameOf(request, records) {
        const checked = validate("store::Request", request);
        if (!checked.ok)
            throw new StoreRefusal("invalid", `not a store::Request: ${checked.errors.map((e) => `${e.pointer}: ${e.message}`).join("; ")}`);
        if (records !== undefined && !("records" in request.op && request.op.records.length === 0))
            throw new TypeError("records already encoded go in place of an operation's empty `records`");
        const sent = records === undefined ? request : { ...request, op: { ...request.op, records: new RawJson(["[", records, "]"]) } };
        const id = this.nextId++;
        const frame = encodeFrame({ type: "request", id, request: sent });
        if (frame.length - 4 > FRAME_MAX) {
            // The host would drop the connection over it; refused here, nothing sent.
            throw new StoreRefusal("too_large", `the request takes ${frame.length - 4} bytes as a frame, over the bridge's ${FRAME_MAX}-byte cap (content escapes grow in JSON); nothing was sent`);
        }
        return { id, frame };
    }
    /** Sends a request's frame; resolves with its reply, or rejects `uncertain` when none comes in time. */
    sendFrame(transport, { id, frame }) {
        return new Promise((resolve, reject) => {
            this.pending.set(id, { resolve, reject, deadline: Date.now() + this.timeoutMs });
            // Set once and kept: a request answered in time costs no timer of its own. It keeps the
            // process alive only while a request is pending, as a timer per request would.
            if (this.deadlineTimer)
                this.deadlineTimer.ref();
            else
                this.deadlineTimer = setTimeout(() => this.expire(), this.timeoutMs);
            transport.sendFrame(frame);
        });
    }
    get timeoutMs() {
        return this.options.timeoutMs ?? 30_000;
    }
    /** Rejects every request past its deadline as `uncertain`, then sets the timer for the oldest one left. */
    expire() {
        this.deadlineTimer = undefined;
        const now = Date.now();
        for (const [id, pending] of this.pending) {
            if (pending.deadline > now) {
                this.deadlineTimer = setTimeout(() => this.expire(), pending.deadline - now);
                return;
            }
            this.pending.delete(id);
            pending.reject(new BridgeError("uncertain", `request ${id}: no reply within ${this.timeoutMs} ms; it may or may not have taken effect`));
        }
    }
    /**
     * Resolves once the requests sent so far have left this process (the connection's write buffer
     * is empty). A caller with long synchronous work next (an import parsing its next piece) waits
     * for this first, so the host gets the whole request and works on it meanwhile.
     */
    flushed() {
        return this.transport?.drained() ?? Promise.resolve();
    }
    /** As `request`, but a `Reply::Error` becomes a thrown StoreRefusal, and the reply is the operation's (`ReplyFor`). */
    call(op) {
        return this.callWithText(op).then(({ reply }) => reply);
    }
    /** As `call`, with the reply frame's JSON text and records' texts (see `sendWithText`). */
    callWithText(op) {
        return this.sendWithText({ agent: this.binding.agent, owner: this.binding.owner, op }).then((got) => ({
            ...got,
            reply: successOf(got.reply, op.kind),
        }));
    }
    /**
     * Checks and encodes an operation now, to be sent later by `callPrepared`: a caller with time to
     * spare before it may send (an import awaiting the previous piece's reply) does the encoding then.
     * Refuses, as `call` would, an operation that is not valid or whose frame passes the cap.
     *
     * `records`, when given, are the op's records already encoded (a JSON array's elements joined
     * by commas, each checked by the caller), sent in place of the op's `records`, which must be
     * empty: a batch encoded record by record as it was read (see `BatchPreparer`).
     */
    prepare(op, records) {
        return new PreparedRequest(op.kind, this.frameOf({ agent: this.binding.agent, owner: this.binding.owner, op }, records));
    }
    /**
     * The request `prepared` holds, under a new id, for a retry after an uncertain outcome: its
     * frame with the id replaced, so a large request is not kept twice to be sent again.
     */
    prepareAgain(prepared) {
        const { id, frame } = prepared.first;
        const old = requestHead(id);
        const head = requestHead(this.nextId++);
        if (frame.toString("latin1", 4, 4 + old.length) !== old)
            throw new Error("a prepared frame does not start as Bridged frames do");
        const body = frame.subarray(4 + old.length);
        const again = Buffer.allocUnsafe(4 + head.length + body.length);
        again.writeUInt32BE(head.length + body.length, 0);
        again.write(head, 4, "latin1");
        body.copy(again, 4 + head.length);
        if (again.length - 4 > FRAME_MAX)
            throw new StoreRefusal("too_large", `the request takes ${again.length - 4} bytes as a frame, over the bridge's ${FRAME_MAX}-byte cap; nothing was sent`);
        return new PreparedRequest(prepared.kind, { id: this.nextId - 1, frame: again });
    }
    /** Sends a prepared request (once: prepare again to retry); as `call`, a refusal is thrown. */
    callPrepared(prepared) {
        return this.sendFramed(prepared.take()).then(({ reply }) => successOf(reply, prepared.kind));
    }
    close() {
        this.closed = true;
        this.transport?.close();
        this.failPending("the client was closed");
    }
}
const replyOf = ({ reply }) => reply;
/** A reply that is not a refusal; a refusal becomes a thrown StoreRefusal. */
/** The reply to an operation of kind `kind`: a refusal thrown, any reply but the operation's an `internal` error. */
function successOf(reply, kind) {
    if (reply.kind === "error")
        throw new StoreRefusal(reply.error, reply.message, reply.current ?? undefined);
    if (reply.kind !== REPLY_KIND[kind])
        throw new StoreRefusal("internal", `the host answered ${kind} with a ${reply.kind} reply`);
    return reply;
}
/** A request checked and encoded by `Bridged.prepare`, sent at most once (`Bridged.prepareAgain` for a retry). */
export class PreparedRequest {
    kind;
    first;
    framed;
    constructor(
    /** The operation's kind: its reply is `ReplyFor<K>`. */
    kind, first) {
        this.kind = kind;
        this.first = first;
        this.framed = first;
    }
    /** The frame, handed over once: a second send of the same id could take another's reply. */
    take() {
        const framed = this.framed;
        if (framed === undefined)
            throw new Error("this prepared request was sent already; prepare it again to retry");
        this.framed = undefined;
        return framed;
    }
}
