// `Bridged`, the client adapters embed (B5, B11): connects to the bridge socket, proves the
// binding with the mutual handshake, sends `store::Request`s with ids (pipelined on one
// connection) and returns typed replies. A request whose reply never came, because the
// connection dropped or the timeout passed, is a typed `uncertain` error, never a silent retry:
// the caller applies the seed's retry rules (C9, C10). The next request reconnects.

import type { Operation, Reply, Request } from "../../generated/index.js";
import { validate } from "../validate/index.js";
import type { BridgeBinding } from "./config.js";
import { BridgeError, StoreRefusal } from "./errors.js";
import { encodeFrame, FRAME_MAX, requestHead } from "./frames.js";
import { proveBinding } from "./handshake.js";
import { connectUnix, type ReceivedFrame, type FrameTransport } from "./transport.js";
import { RawJson, type JsonValue } from "../json/index.js";

export { BridgeError, type BridgeErrorKind } from "./errors.js";

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
} as const satisfies Record<Operation["kind"], Exclude<Reply["kind"], "error">>;

/** The reply an operation of kind `K` is answered with. */
export type ReplyFor<K extends Operation["kind"]> = Extract<Reply, { kind: (typeof REPLY_KIND)[K] }>;

export interface ReplyWithText {
  reply: Reply;
  text: string;
  /** The source text of each record of a `records` reply, in order (C6); empty otherwise. */
  recordTexts: string[];
}

/** Where a `records` reply keeps its records, for the reader to hand over their source text. */
const RECORD_TEXTS = ["reply", "records", "*", "record"] as const;

interface Pending {
  resolve: (reply: ReplyWithText) => void;
  reject: (error: BridgeError) => void;
  /** When the request becomes `uncertain` (Date.now() ms). */
  deadline: number;
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
export class Bridged {
  private transport: FrameTransport | undefined;
  private connecting: Promise<FrameTransport> | undefined;
  /** Requests awaiting replies, oldest first: with one timeout for all, also in deadline order. */
  private readonly pending = new Map<number, Pending>();
  /** One timer for every pending request, set for the oldest one's deadline (see `expire`). */
  private deadlineTimer: NodeJS.Timeout | undefined;
  private nextId = 1;
  private closed = false;
  private opened = 0;

  constructor(
    readonly binding: BridgeBinding,
    private readonly options: BridgedOptions = {},
  ) {}

  /** How many connections this client has opened and proven: more than one means it reconnected. */
  get connections(): number {
    return this.opened;
  }

  /** True while this client holds an open connection (the next request uses it). */
  get connected(): boolean {
    return this.transport !== undefined && !this.transport.closed;
  }

  /** Connects and authenticates now (otherwise the first request does). */
  async connect(): Promise<void> {
    await this.ensure();
  }

  private endpoint(): string {
    if (!this.options.memory) return this.binding.endpoint;
    if (!this.binding.memoryEndpoint) throw new BridgeError("transport", "this binding has no memory endpoint");
    return this.binding.memoryEndpoint;
  }

  private ensure(): Promise<FrameTransport> {
    if (this.closed) return Promise.reject(new BridgeError("transport", "this Bridged client is closed"));
    if (this.transport && !this.transport.closed) return Promise.resolve(this.transport);
    this.connecting ??= this.open().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  /** The three layers, bottom up: a transport, the handshake over it, then replies by id. */
  private async open(): Promise<FrameTransport> {
    let transport: FrameTransport;
    try {
      transport = await (this.options.transport ? this.options.transport() : connectUnix(this.endpoint()));
    } catch (error) {
      throw error instanceof BridgeError
        ? error
        : new BridgeError("transport", `cannot reach the bridge at ${this.endpoint()}: ${(error as Error).message}`);
    }
    transport.onClose(() => {
      if (this.transport === transport) this.transport = undefined;
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

  private onReply({ value, text, raws }: ReceivedFrame, transport: FrameTransport): void {
    const checked = validate("bridge::Frame", value);
    if (!checked.ok || checked.value.type !== "reply") {
      transport.close();
      return;
    }
    const id = Number(checked.value.id);
    transport.reader.settled(id);
    const pending = this.pending.get(id);
    if (pending === undefined) return;
    this.pending.delete(id);
    if (this.pending.size === 0) this.deadlineTimer?.unref();
    pending.resolve({ reply: checked.value.reply, text, recordTexts: raws[0] ?? [] });
  }

  private failPending(why: string): void {
    for (const [id, pending] of this.pending) {
      pending.reject(new BridgeError("uncertain", `request ${id}: ${why}; it may or may not have taken effect`));
    }
    this.pending.clear();
    clearTimeout(this.deadlineTimer);
    this.deadlineTimer = undefined;
  }

  /** Sends one operation as this binding's agent and owner; resolves with the reply, errors included. */
  request(op: Operation): Promise<Reply> {
    return this.send({ agent: this.binding.agent, owner: this.binding.owner, op });
  }

  /** As `request`, with the reply frame's JSON text and records' texts (see `sendWithText`). */
  requestWithText(op: Operation): Promise<ReplyWithText> {
    return this.sendWithText({ agent: this.binding.agent, owner: this.binding.owner, op });
  }

  /**
   * Sends a whole `store::Request` unchanged (the host refuses one naming another agent, B7). Its
   * reply comes without record texts: only the `*WithText` methods take them.
   */
  send(request: Request): Promise<Reply> {
    return this.sendRequest(request, false).then(replyOf);
  }

  /**
   * As `send`, with the reply frame's JSON text and, for a `records` reply, the original bytes
   * of each record (`recordTexts`), taken in the same walk that checked the frame's parse.
   */
  sendWithText(request: Request): Promise<ReplyWithText> {
    return this.sendRequest(request, true);
  }

  /** `request`'s frame sent; `texts`: its reply with the records' texts, else with `recordTexts` empty. */
  private sendRequest(request: Request, texts: boolean): Promise<ReplyWithText> {
    let framed: { id: number; frame: Buffer };
    try {
      framed = this.frameOf(request);
    } catch (error) {
      return Promise.reject(error as Error);
    }
    return this.sendFramed(framed, texts);
  }

  /** Connected, the frame goes out now, in this turn; otherwise once the connection is proven. */
  private sendFramed(framed: { id: number; frame: Buffer }, texts: boolean): Promise<ReplyWithText> {
    const transport = this.transport;
    if (transport && !transport.closed) return this.sendFrame(transport, framed, texts);
    return this.ensure().then((connected) => this.sendFrame(connected, framed, texts));
  }

  /**
   * The request's frame under the next id; refuses, unsent, a request that is not a `store::Request` or passes the cap.
   * With `records` (see `prepare`), the op's empty `records` is sent as those.
   */
  private frameOf(request: Request, records?: Uint8Array): { id: number; frame: Buffer } {
    const checked = validate("store::Request", request);
    if (!checked.ok)
      throw new StoreRefusal("invalid", `not a store::Request: ${checked.errors.map((e) => `${e.pointer}: ${e.message}`).join("; ")}`);
    if (records !== undefined && !("records" in request.op && request.op.records.length === 0))
      throw new TypeError("records already encoded go in place of an operation's empty `records`");
    const sent = records === undefined ? request : { ...request, op: { ...request.op, records: new RawJson(["[", records, "]"]) } };
    const id = this.nextId++;
    const frame = encodeFrame({ type: "request", id, request: sent } as unknown as JsonValue);
    if (frame.length - 4 > FRAME_MAX) {
      // The host would drop the connection over it; refused here, nothing sent.
      throw new StoreRefusal(
        "too_large",
        `the request takes ${frame.length - 4} bytes as a frame, over the bridge's ${FRAME_MAX}-byte cap (content escapes grow in JSON); nothing was sent`,
      );
    }
    return { id, frame };
  }

  /** Sends a request's frame; resolves with its reply, or rejects `uncertain` when none comes in time. */
  private sendFrame(transport: FrameTransport, { id, frame }: { id: number; frame: Buffer }, texts: boolean): Promise<ReplyWithText> {
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, deadline: Date.now() + this.timeoutMs });
      if (!texts) transport.reader.withoutTexts(id);
      // Set once and kept: a request answered in time costs no timer of its own. It keeps the
      // process alive only while a request is pending, as a timer per request would.
      if (this.deadlineTimer) this.deadlineTimer.ref();
      else this.deadlineTimer = setTimeout(() => this.expire(), this.timeoutMs);
      transport.sendFrame(frame);
    });
  }

  private get timeoutMs(): number {
    return this.options.timeoutMs ?? 30_000;
  }

  /** Rejects every request past its deadline as `uncertain`, then sets the timer for the oldest one left. */
  private expire(): void {
    this.deadlineTimer = undefined;
    const now = Date.now();
    for (const [id, pending] of this.pending) {
      if (pending.deadline > now) {
        this.deadlineTimer = setTimeout(() => this.expire(), pending.deadline - now);
        return;
      }
      this.pending.delete(id);
      this.transport?.reader.settled(id);
      pending.reject(
        new BridgeError("uncertain", `request ${id}: no reply within ${this.timeoutMs} ms; it may or may not have taken effect`),
      );
    }
  }

  /**
   * Resolves once the requests sent so far have left this process (the connection's write buffer
   * is empty). A caller with long synchronous work next (an import parsing its next piece) waits
   * for this first, so the host gets the whole request and works on it meanwhile.
   */
  flushed(): Promise<void> {
    return this.transport?.drained() ?? Promise.resolve();
  }

  /** As `request`, but a `Reply::Error` becomes a thrown StoreRefusal, and the reply is the operation's (`ReplyFor`). */
  call<O extends Operation>(op: O): Promise<ReplyFor<O["kind"]>> {
    return this.request(op).then((reply) => successOf<O["kind"]>(reply, op.kind));
  }

  /** As `call`, with the reply frame's JSON text and records' texts (see `sendWithText`). */
  callWithText<O extends Operation>(op: O): Promise<ReplyWithText & { reply: ReplyFor<O["kind"]> }> {
    return this.sendWithText({ agent: this.binding.agent, owner: this.binding.owner, op }).then((got) => ({
      ...got,
      reply: successOf<O["kind"]>(got.reply, op.kind),
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
  prepare<O extends Operation>(op: O, records?: Uint8Array): PreparedRequest<O["kind"]> {
    return new PreparedRequest(op.kind, this.frameOf({ agent: this.binding.agent, owner: this.binding.owner, op }, records));
  }

  /**
   * The request `prepared` holds, under a new id, for a retry after an uncertain outcome: its
   * frame with the id replaced, so a large request is not kept twice to be sent again.
   */
  prepareAgain<K extends Operation["kind"]>(prepared: PreparedRequest<K>): PreparedRequest<K> {
    const { id, frame } = prepared.first;
    const old = requestHead(id);
    const head = requestHead(this.nextId++);
    if (frame.toString("latin1", 4, 4 + old.length) !== old) throw new Error("a prepared frame does not start as Bridged frames do");
    const body = frame.subarray(4 + old.length);
    const again = Buffer.allocUnsafe(4 + head.length + body.length);
    again.writeUInt32BE(head.length + body.length, 0);
    again.write(head, 4, "latin1");
    body.copy(again, 4 + head.length);
    if (again.length - 4 > FRAME_MAX)
      throw new StoreRefusal(
        "too_large",
        `the request takes ${again.length - 4} bytes as a frame, over the bridge's ${FRAME_MAX}-byte cap; nothing was sent`,
      );
    return new PreparedRequest(prepared.kind, { id: this.nextId - 1, frame: again });
  }

  /** Sends a prepared request (once: prepare again to retry); as `call`, a refusal is thrown. */
  callPrepared<K extends Operation["kind"]>(prepared: PreparedRequest<K>): Promise<ReplyFor<K>> {
    return this.sendFramed(prepared.take(), false).then(({ reply }) => successOf(reply, prepared.kind));
  }

  close(): void {
    this.closed = true;
    this.transport?.close();
    this.failPending("the client was closed");
  }
}

const replyOf = ({ reply }: ReplyWithText): Reply => reply;

/** A reply that is not a refusal; a refusal becomes a thrown StoreRefusal. */
/** The reply to an operation of kind `kind`: a refusal thrown, any reply but the operation's an `internal` error. */
function successOf<K extends Operation["kind"]>(reply: Reply, kind: K): ReplyFor<K> {
  if (reply.kind === "error") throw new StoreRefusal(reply.error, reply.message, reply.current ?? undefined);
  if (reply.kind !== REPLY_KIND[kind]) throw new StoreRefusal("internal", `the host answered ${kind} with a ${reply.kind} reply`);
  return reply as ReplyFor<K>;
}

/** A request checked and encoded by `Bridged.prepare`, sent at most once (`Bridged.prepareAgain` for a retry). */
export class PreparedRequest<K extends Operation["kind"] = Operation["kind"]> {
  private framed: { id: number; frame: Buffer } | undefined;

  constructor(
    /** The operation's kind: its reply is `ReplyFor<K>`. */
    readonly kind: K,
    readonly first: { id: number; frame: Buffer },
  ) {
    this.framed = first;
  }

  /** The frame, handed over once: a second send of the same id could take another's reply. */
  take(): { id: number; frame: Buffer } {
    const framed = this.framed;
    if (framed === undefined) throw new Error("this prepared request was sent already; prepare it again to retry");
    this.framed = undefined;
    return framed;
  }
}
