import type { Operation, Reply, Request } from "../../generated/index.js";
import type { BridgeBinding } from "./config.js";
import { type FrameTransport } from "./transport.js";
export { BridgeError, type BridgeErrorKind } from "./errors.js";
/** A reply with its frame's JSON text and, for a `records` reply, each record's original text. */
/**
 * The reply each operation is answered with, besides `error` (a refusal, thrown by `call`), as
 * MCP's and ACP's SDKs give each method its result type: `call` returns `ReplyFor<K>`, checked
 * against this table once, here, so no caller checks a reply's kind again.
 */
export declare const REPLY_KIND: {
    readonly file_read: "file";
    readonly file_write: "written";
    readonly file_delete: "deleted";
    readonly file_list: "listing";
    readonly conversation_last: "last";
    readonly conversation_read: "records";
    readonly conversation_append: "appended";
    readonly context_append: "context_appended";
    readonly context_append_batch: "context_appended_batch";
    readonly lease_acquire: "leased";
    readonly lease_renew: "leased";
    readonly lease_release: "released";
};
/** The reply an operation of kind `K` is answered with. */
export type ReplyFor<K extends Operation["kind"]> = Extract<Reply, {
    kind: (typeof REPLY_KIND)[K];
}>;
export interface ReplyWithText {
    reply: Reply;
    text: string;
    /** The source text of each record of a `records` reply, in order (C6); empty otherwise. */
    recordTexts: string[];
}
export interface BridgedOptions {
    /** How long a request may wait for its reply before it is `uncertain`. */
    timeoutMs?: number;
    /** Connect to the memory service's socket instead (G4). */
    memory?: boolean;
    /**
     * Opens the byte stream to the host (the binding's Unix socket unless given): a test passes
     * one end of a `memoryPair` whose other end a `BridgeHost` serves, to run both in one process.
     */
    transport?: () => FrameTransport | Promise<FrameTransport>;
}
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
export declare class Bridged {
    readonly binding: BridgeBinding;
    private readonly options;
    private transport;
    private connecting;
    /** Requests awaiting replies, oldest first: with one timeout for all, also in deadline order. */
    private readonly pending;
    /** One timer for every pending request, set for the oldest one's deadline (see `expire`). */
    private deadlineTimer;
    private nextId;
    private closed;
    private opened;
    constructor(binding: BridgeBinding, options?: BridgedOptions);
    /** How many connections this client has opened and proven: more than one means it reconnected. */
    get connections(): number;
    /** True while this client holds an open connection (the next request uses it). */
    get connected(): boolean;
    /** Connects and authenticates now (otherwise the first request does). */
    connect(): Promise<void>;
    private endpoint;
    private ensure;
    /** The three layers, bottom up: a transport, the handshake over it, then replies by id. */
    private open;
    private onReply;
    private failPending;
    /** Sends one operation as this binding's agent and owner; resolves with the reply, errors included. */
    request(op: Operation): Promise<Reply>;
    /** As `request`, with the reply frame's JSON text and records' texts (see `sendWithText`). */
    requestWithText(op: Operation): Promise<ReplyWithText>;
    /** Sends a whole `store::Request` unchanged (the host refuses one naming another agent, B7). */
    send(request: Request): Promise<Reply>;
    /**
     * As `send`, with the reply frame's JSON text and, for a `records` reply, the original bytes
     * of each record (`recordTexts`), taken in the same walk that checked the frame's parse.
     */
    sendWithText(request: Request): Promise<ReplyWithText>;
    /** Connected, the frame goes out now, in this turn; otherwise once the connection is proven. */
    private sendFramed;
    /**
     * The request's frame under the next id; refuses, unsent, a request that is not a `store::Request` or passes the cap.
     * With `records` (see `prepare`), the op's empty `records` is sent as those.
     */
    private frameOf;
    /** Sends a request's frame; resolves with its reply, or rejects `uncertain` when none comes in time. */
    private sendFrame;
    private get timeoutMs();
    /** Rejects every request past its deadline as `uncertain`, then sets the timer for the oldest one left. */
    private expire;
    /**
     * Resolves once the requests sent so far have left this process (the connection's write buffer
     * is empty). A caller with long synchronous work next (an import parsing its next piece) waits
     * for this first, so the host gets the whole request and works on it meanwhile.
     */
    flushed(): Promise<void>;
    /** As `request`, but a `Reply::Error` becomes a thrown StoreRefusal, and the reply is the operation's (`ReplyFor`). */
    call<O extends Operation>(op: O): Promise<ReplyFor<O["kind"]>>;
    /** As `call`, with the reply frame's JSON text and records' texts (see `sendWithText`). */
    callWithText<O extends Operation>(op: O): Promise<ReplyWithText & {
        reply: ReplyFor<O["kind"]>;
    }>;
    /**
     * Checks and encodes an operation now, to be sent later by `callPrepared`: a caller with time to
     * spare before it may send (an import awaiting the previous piece's reply) does the encoding then.
     * Refuses, as `call` would, an operation that is not valid or whose frame passes the cap.
     *
     * `records`, when given, are the op's records already encoded (a JSON array's elements joined
     * by commas, each checked by the caller), sent in place of the op's `records`, which must be
     * empty: a batch encoded record by record as it was read (see `BatchPreparer`).
     */
    prepare<O extends Operation>(op: O, records?: Uint8Array): PreparedRequest<O["kind"]>;
    /**
     * The request `prepared` holds, under a new id, for a retry after an uncertain outcome: its
     * frame with the id replaced, so a large request is not kept twice to be sent again.
     */
    prepareAgain<K extends Operation["kind"]>(prepared: PreparedRequest<K>): PreparedRequest<K>;
    /** Sends a prepared request (once: prepare again to retry); as `call`, a refusal is thrown. */
    callPrepared<K extends Operation["kind"]>(prepared: PreparedRequest<K>): Promise<ReplyFor<K>>;
    close(): void;
}
/** A request checked and encoded by `Bridged.prepare`, sent at most once (`Bridged.prepareAgain` for a retry). */
export declare class PreparedRequest<K extends Operation["kind"] = Operation["kind"]> {
    /** The operation's kind: its reply is `ReplyFor<K>`. */
    readonly kind: K;
    readonly first: {
        id: number;
        frame: Buffer;
    };
    private framed;
    constructor(
    /** The operation's kind: its reply is `ReplyFor<K>`. */
    kind: K, first: {
        id: number;
        frame: Buffer;
    });
    /** The frame, handed over once: a second send of the same id could take another's reply. */
    take(): {
        id: number;
        frame: Buffer;
    };
}
