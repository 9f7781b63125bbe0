// `Bridged`, the client adapters embed (B5, B11): connects to the bridge socket, proves the
// binding with the mutual handshake, sends `store::Request`s with ids (pipelined on one
// connection) and returns typed replies. A request whose reply never came, because the
// connection dropped or the timeout passed, is a typed `uncertain` error, never a silent retry:
// the caller applies the seed's retry rules (C9, C10). The next request reconnects.

import { connect, type Socket } from "node:net";

import type { Handshake, Operation, Reply, Request } from "../../generated/index.js";
import type { JsonValue } from "../json/index.js";
import { StoreRefusal } from "../store/errors.js";
import { validate } from "../validate/index.js";
import type { Binding } from "./config.js";
import { encodeFrame, FRAME_MAX, FrameReader } from "./frames.js";
import { HANDSHAKE_DEADLINE_MS, mac, macEqual, nonce, PROTOCOL } from "./handshake.js";

/**
 * Why a bridged call did not return a reply.
 * - `transport`: the request was never sent (no connection). Safe to retry.
 * - `unauthenticated`: the host refused the handshake (wrong or rotated secret). Reconfigure.
 * - `uncertain`: the request was sent and no reply came (drop or timeout); it may have happened.
 *   Retry only in a way that is safe to repeat (same record with the same source, CAS).
 * - `protocol`: the host broke the protocol (bad frame, failed mutual proof). Treat as hostile.
 */
export type BridgeErrorKind = "transport" | "unauthenticated" | "uncertain" | "protocol";

export class BridgeError extends Error {
  override readonly name = "BridgeError";
  constructor(
    readonly kind: BridgeErrorKind,
    message: string,
  ) {
    super(message);
  }
}

/** A reply with its frame's JSON text and, for a `records` reply, each record's original text. */
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
  timer: NodeJS.Timeout;
}

export interface BridgedOptions {
  /** How long a request may wait for its reply before it is `uncertain`. */
  timeoutMs?: number;
  /** Connect to the memory service's socket instead (G4). */
  memory?: boolean;
}

export class Bridged {
  private socket: Socket | undefined;
  private connecting: Promise<Socket> | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;

  constructor(
    readonly binding: Binding,
    private readonly options: BridgedOptions = {},
  ) {}

  /** Connects and authenticates now (otherwise the first request does). */
  async connect(): Promise<void> {
    await this.ensure();
  }

  private endpoint(): string {
    if (!this.options.memory) return this.binding.endpoint;
    if (!this.binding.memoryEndpoint) throw new BridgeError("transport", "this binding has no memory endpoint");
    return this.binding.memoryEndpoint;
  }

  private ensure(): Promise<Socket> {
    if (this.closed) return Promise.reject(new BridgeError("transport", "this Bridged client is closed"));
    if (this.socket && !this.socket.destroyed) return Promise.resolve(this.socket);
    this.connecting ??= this.open().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private open(): Promise<Socket> {
    return new Promise((resolve, reject) => {
      const socket = connect(this.endpoint());
      const reader = new FrameReader();
      const clientNonce = nonce();
      let serverNonce: string | undefined;
      let ready = false;
      const { agent, owner, key } = this.binding;
      const fail = (error: BridgeError) => {
        clearTimeout(deadline);
        socket.destroy();
        if (!ready) reject(error);
      };
      const deadline = setTimeout(() => fail(new BridgeError("transport", "the handshake did not finish in time")), HANDSHAKE_DEADLINE_MS);
      socket.on("error", (error) => fail(new BridgeError("transport", `cannot reach the bridge at ${this.endpoint()}: ${error.message}`)));
      socket.on("close", () => {
        clearTimeout(deadline);
        if (!ready) reject(new BridgeError("transport", "the bridge closed the connection during the handshake"));
        if (this.socket === socket) this.socket = undefined;
        this.failPending("the connection dropped before the reply arrived");
      });
      socket.on("data", (chunk: Buffer) => {
        let frames: Array<{ value: JsonValue; text: string; raws: string[][] }>;
        try {
          frames = reader.pushWithText(chunk);
        } catch (error) {
          fail(new BridgeError("protocol", String(error)));
          return;
        }
        for (const { value: frame, text, raws } of frames) {
          if (ready) {
            this.onReply(frame, text, raws[0] ?? [], socket);
            continue;
          }
          const checked = validate("bridge::Handshake", frame);
          if (!checked.ok) return fail(new BridgeError("protocol", "the bridge sent a malformed handshake"));
          const message: Handshake = checked.value;
          if (message.type === "challenge" && serverNonce === undefined) {
            if (message.protocol !== PROTOCOL) return fail(new BridgeError("protocol", `the bridge speaks protocol ${message.protocol}, not ${PROTOCOL}`));
            serverNonce = message.nonce;
            socket.write(encodeFrame({ type: "response", agent, owner, nonce: clientNonce, mac: mac(key, "c2s", serverNonce, clientNonce, agent, owner) } satisfies Handshake));
          } else if (message.type === "accept" && serverNonce !== undefined) {
            if (!macEqual(mac(key, "s2c", serverNonce, clientNonce, agent, owner), message.mac)) {
              return fail(new BridgeError("protocol", "the bridge could not prove it holds the binding secret"));
            }
            ready = true;
            clearTimeout(deadline);
            reader.limit = FRAME_MAX;
            reader.rawAt = [RECORD_TEXTS];
            this.socket = socket;
            resolve(socket);
          } else if (message.type === "reject") {
            return fail(new BridgeError("unauthenticated", `the bridge refused the binding: ${message.message}`));
          } else {
            return fail(new BridgeError("protocol", `unexpected handshake message ${message.type}`));
          }
        }
      });
    });
  }

  private onReply(frame: JsonValue, text: string, recordTexts: string[], socket: Socket): void {
    const checked = validate("bridge::Frame", frame);
    if (!checked.ok || checked.value.type !== "reply") {
      socket.destroy();
      return;
    }
    const id = Number(checked.value.id);
    const pending = this.pending.get(id);
    if (pending === undefined) return;
    this.pending.delete(id);
    clearTimeout(pending.timer);
    pending.resolve({ reply: checked.value.reply, text, recordTexts });
  }

  private failPending(why: string): void {
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(new BridgeError("uncertain", `request ${id}: ${why}; it may or may not have taken effect`));
    }
    this.pending.clear();
  }

  /** Sends one operation as this binding's agent and owner; resolves with the reply, errors included. */
  async request(op: Operation): Promise<Reply> {
    return this.send({ agent: this.binding.agent, owner: this.binding.owner, op });
  }

  /** As `request`, with the reply frame's JSON text and records' texts (see `sendWithText`). */
  async requestWithText(op: Operation): Promise<ReplyWithText> {
    return this.sendWithText({ agent: this.binding.agent, owner: this.binding.owner, op });
  }

  /** Sends a whole `store::Request` unchanged (the host refuses one naming another agent, B7). */
  async send(request: Request): Promise<Reply> {
    return (await this.sendWithText(request)).reply;
  }

  /**
   * As `send`, with the reply frame's JSON text and, for a `records` reply, the original bytes
   * of each record (`recordTexts`), taken in the same walk that checked the frame's parse.
   */
  async sendWithText(request: Request): Promise<ReplyWithText> {
    const checked = validate("store::Request", request);
    if (!checked.ok) throw new StoreRefusal("invalid", `not a store::Request: ${checked.errors.map((e) => `${e.pointer}: ${e.message}`).join("; ")}`);
    const id = this.nextId++;
    const frame = encodeFrame({ type: "request", id, request } as unknown as JsonValue);
    if (frame.length - 4 > FRAME_MAX) {
      // The host would drop the connection over it; refused here, nothing sent.
      throw new StoreRefusal("too_large", `the request takes ${frame.length - 4} bytes as a frame, over the bridge's ${FRAME_MAX}-byte cap (content escapes grow in JSON); nothing was sent`);
    }
    const socket = await this.ensure();
    const timeoutMs = this.options.timeoutMs ?? 30_000;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new BridgeError("uncertain", `request ${id}: no reply within ${timeoutMs} ms; it may or may not have taken effect`));
      }, timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      socket.write(frame);
    });
  }

  /** As `request`, but a `Reply::Error` becomes a thrown StoreRefusal. */
  async call(op: Operation): Promise<Exclude<Reply, { kind: "error" }>> {
    const reply = await this.request(op);
    if (reply.kind === "error") throw new StoreRefusal(reply.error, reply.message, reply.current ?? undefined);
    return reply;
  }

  close(): void {
    this.closed = true;
    this.socket?.destroy();
    this.failPending("the client was closed");
  }
}
