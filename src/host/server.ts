// The reference bridge host (B5, B7, G1-G6): Unix sockets in the private run directory; each
// connection proves a binding with the mutual handshake, then every `store::Request` is checked
// against the proven agent and owner and dispatched to the driver for its collection: the
// agent's lnk-file-store (started on first use) for files, the conversation store otherwise.

import { rmSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";

import type { Agent, Handshake, Reply, Request } from "../../generated/index.js";
import { encodeFrame, encodeRawReply, FRAME_MAX, FrameError, FrameReader, ReplyBytes } from "../bridge/frames.js";
import { HANDSHAKE_DEADLINE_MS, isNonce, mac, macEqual, nonce, PROTOCOL } from "../bridge/handshake.js";
import type { Held } from "../durable/lock.js";
import { inexactNumberAt, isU64, RawJson, type JsonValue } from "../json/index.js";
import { StoreRefusal, unreachable } from "../store/errors.js";
import { validate } from "../validate/index.js";
import { Conversations, LogDescriptors, seqOf } from "./conversations.js";
import { FileStoreProcess, stderrLine } from "./file-store-client.js";
import { checkWrite, parseCollectionPath, type Scope } from "./paths.js";
import { HostState } from "./state.js";

export interface BridgeHostOptions {
  /** Also serve memory's own socket (G4). */
  memorySocket?: boolean;
  /** How long a frame may take from its first byte to its last before the connection is dropped. */
  frameDeadlineMs?: number;
  /** How long a connection with nothing in flight may send nothing before it is closed. */
  idleMs?: number;
  /** Where the host's diagnostic lines go (stderr unless given; tests collect them). */
  log?: (line: string) => void;
}

/** A frame must be whole within this long of its first byte: a partial frame is not held forever. */
export const FRAME_DEADLINE_MS = 30_000;
/** A connection silent this long, with nothing in flight, is closed; Bridged reconnects on its next request. */
export const IDLE_MS = 10 * 60_000;

interface Proven {
  agent: Agent;
  owner: string;
}

export class BridgeHost {
  private readonly servers: Server[] = [];
  private readonly sockets = new Set<Socket>();
  private readonly fileStores = new Map<string, FileStoreProcess>();
  private readonly conversations = new Map<string, Conversations>();
  /** The state's serving lock, held from `listen` to `close`. */
  private serving: Held | undefined;
  /** Every agent's thread logs share one bounded set of open descriptors. */
  private readonly logs = new LogDescriptors();

  constructor(
    readonly state: HostState,
    private readonly options: BridgeHostOptions = {},
  ) {}

  /**
   * Starts listening on the bridge socket (and the memory socket when asked). One host per state:
   * a second is refused `HostBusy` before it touches the first one's sockets.
   */
  async listen(): Promise<void> {
    this.serving = await this.state.claimServing();
    await this.serve(this.state.bridgeSocket, "bridge");
    if (this.options.memorySocket) await this.serve(this.state.memorySocket, "memory");
  }

  private serve(path: string, scope: Scope): Promise<void> {
    rmSync(path, { force: true });
    const server = createServer((socket) => this.accept(socket, scope));
    this.servers.push(server);
    return new Promise((resolve, reject) => {
      server.once("error", reject);
      server.listen(path, () => {
        server.off("error", reject);
        // After listening, an error is one failed accept (EMFILE, say): that client is dropped,
        // the listener goes on. Without a listener it would take the host down.
        server.on("error", (error) => (this.options.log ?? stderrLine)(`link-kit host: accept failed on ${path}: ${error.message}`));
        resolve();
      });
    });
  }

  /** The processes this host started, for inspection (the environ/cmdline test). */
  childPids(): number[] {
    return [...this.fileStores.values()].map((f) => f.pid).filter((p): p is number => p !== undefined);
  }

  private accept(socket: Socket, scope: Scope): void {
    this.sockets.add(socket);
    socket.on("close", () => this.sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    const reader = new FrameReader();
    const serverNonce = nonce();
    let proven: Proven | undefined;
    const deadline = setTimeout(() => socket.destroy(), HANDSHAKE_DEADLINE_MS);
    const send = (value: unknown) => {
      if (!socket.destroyed) socket.write(encodeFrame(value as JsonValue));
    };
    const reject = (message: string) => {
      clearTimeout(deadline);
      send({ type: "reject", error: "unauthenticated", message } satisfies Handshake);
      socket.end();
      socket.destroySoon?.();
    };
    send({ type: "challenge", protocol: PROTOCOL, nonce: serverNonce } satisfies Handshake);

    // Backpressure: requests run in order, at most MAX_IN_FLIGHT at a time, and none starts while
    // replies the client has not read pass HIGH_WATER bytes; with MAX_QUEUED waiting, the socket is
    // not read. A client that sends and never reads holds a bounded amount of the host's memory.
    const queued: Array<{ id: number | bigint; who: Proven; request: Request; raws: string[][] }> = [];
    let inFlight = 0;
    const reply = (id: number | bigint, value: Reply | ReplyBytes) => {
      inFlight--;
      if (value instanceof RawJson || value instanceof ReplyBytes) {
        // A records reply as stored, or the file store's reply as it sent it.
        if (!socket.destroyed) socket.write(encodeRawReply(id, value instanceof RawJson ? value.text : value.bytes));
      } else {
        send({ type: "reply", id, reply: value });
      }
      pump();
    };
    const pump = (): void => {
      while (queued.length > 0 && inFlight < MAX_IN_FLIGHT && socket.writableLength <= HIGH_WATER && !socket.destroyed) {
        const { id, who, request, raws } = queued.shift() as (typeof queued)[number];
        inFlight++;
        this.handle(who, scope, request, originalRecords(request, raws)).then(
          (value) => reply(id, value),
          (error: unknown) => reply(id, new StoreRefusal("internal", String(error)).toReply()),
        );
      }
      if (queued.length >= MAX_QUEUED) socket.pause();
      else if (socket.isPaused() && !socket.destroyed) socket.resume();
    };
    socket.on("drain", pump);
    socket.on("close", () => {
      queued.length = 0;
    });

    // Deadlines after the handshake: a frame begun must end in time (no partial frame is held open
    // forever), and a connection with nothing to do is closed after a long silence.
    // While the host itself has stopped reading (backpressure), the clock waits too.
    let frameTimer: NodeJS.Timeout | undefined;
    const frameDeadline = (): void => {
      if (reader.partial === 0) {
        clearTimeout(frameTimer);
        frameTimer = undefined;
      } else {
        frameTimer ??= setTimeout(() => {
          frameTimer = undefined;
          if (socket.isPaused()) frameDeadline();
          else socket.destroy();
        }, this.options.frameDeadlineMs ?? FRAME_DEADLINE_MS);
      }
    };
    socket.setTimeout(this.options.idleMs ?? IDLE_MS, () => {
      if (inFlight === 0 && queued.length === 0 && reader.partial === 0) socket.destroy();
    });
    socket.on("close", () => clearTimeout(frameTimer));

    socket.on("data", (chunk: Buffer) => {
      let frames: Array<{ value: JsonValue; text: string; raws: string[][] }>;
      try {
        frames = reader.pushWithText(chunk);
      } catch (error) {
        if (proven === undefined) return reject(error instanceof FrameError ? error.message : "bad frame");
        socket.destroy();
        return;
      }
      if (proven !== undefined) frameDeadline();
      for (const { value: frame, raws } of frames) {
        if (proven === undefined) {
          proven = this.authenticate(frame, serverNonce, send, reject);
          if (proven === undefined) return;
          clearTimeout(deadline);
          reader.limit = FRAME_MAX;
          reader.rawAt = RECORD_TEXTS;
          continue;
        }
        const checked = validate("bridge::Frame", frame);
        if (!checked.ok || checked.value.type !== "request") {
          const id = (frame as { id?: unknown } | null)?.id;
          // Only an exact u64 id is echoed: `1e400`, `1.5` or `-1` names no request, so the frame is refused.
          if ((frame as { type?: unknown } | null)?.type === "request" && isU64(id) && !checked.ok) {
            // A well-framed request with a bad body: say what is wrong, keep the connection.
            const why = checked.errors.map((e) => `${e.pointer}: ${e.message}`).join("; ");
            send({ type: "reply", id, reply: new StoreRefusal("invalid", `not a store::Request: ${why}`).toReply() });
            continue;
          }
          socket.destroy(); // a peer that breaks the protocol after the handshake is dropped
          return;
        }
        queued.push({ id: checked.value.id, who: proven, request: checked.value.request, raws });
      }
      pump();
    });
  }

  private authenticate(frame: JsonValue, serverNonce: string, send: (v: unknown) => void, reject: (m: string) => void): Proven | undefined {
    const checked = validate("bridge::Handshake", frame);
    if (!checked.ok || checked.value.type !== "response") {
      reject("expected a handshake response");
      return undefined;
    }
    const response = checked.value;
    if (!isNonce(response.nonce)) {
      reject("the client nonce must be 32 random bytes, hex");
      return undefined;
    }
    let agent: Agent;
    try {
      agent = this.state.agent(response.agent);
    } catch {
      reject("unknown agent or wrong proof");
      return undefined;
    }
    const secret = this.state.currentSecret(response.agent);
    const expected = secret === undefined ? undefined : mac(secret, "c2s", serverNonce, response.nonce, response.agent, response.owner);
    // Compare even when the owner is wrong, so a wrong owner and a wrong secret look alike.
    const proofOk = expected !== undefined && macEqual(expected, response.mac);
    if (!proofOk || agent.owner !== response.owner) {
      reject("unknown agent or wrong proof");
      return undefined;
    }
    send({ type: "accept", mac: mac(secret as string, "s2c", serverNonce, response.nonce, response.agent, response.owner) } satisfies Handshake);
    return { agent, owner: response.owner };
  }

  private fileStore(agentId: string): FileStoreProcess {
    let store = this.fileStores.get(agentId);
    if (store === undefined || !store.alive) {
      // First use, or the previous lnk-file-store died: its in-flight requests were answered
      // `internal` (outcome unknown); a fresh one serves from here on.
      store = new FileStoreProcess({ root: this.state.folderPath(agentId), agent: agentId, state: `${this.state.path}/agents/${agentId}/file-store`, ...(this.options.log ? { log: this.options.log } : {}) });
      this.fileStores.set(agentId, store);
    }
    return store;
  }

  private threads(agentId: string): Conversations {
    let threads = this.conversations.get(agentId);
    if (threads === undefined) {
      threads = new Conversations(this.state.openAgentDir(agentId, "conversations"), this.logs);
      this.conversations.set(agentId, threads);
    }
    return threads;
  }

  /**
   * One request from a proven connection. `original` holds the records' JSON text as the client
   * sent it, so the raw log keeps their original bytes (C6); without it they are printed anew.
   */
  async handle(proven: Proven, scope: Scope, request: Request, original?: string[]): Promise<Reply | ReplyBytes> {
    if (request.agent !== proven.agent.id || request.owner !== proven.owner) {
      return new StoreRefusal("unauthenticated", `the request names ${request.agent}/${request.owner}, but this connection proved ${proven.agent.id}/${proven.owner}`).toReply();
    }
    const agent = proven.agent;
    const id = agent.id as string;
    const op = request.op;
    try {
      switch (op.kind) {
        case "file_read":
        case "file_list": {
          if (op.kind === "file_read") parseCollectionPath(op.path);
          const store = this.fileStore(id);
          const reply = await store.call(request);
          // A read whose store died under it is asked again of a fresh one: reading twice is harmless.
          if (!store.alive && !(reply instanceof ReplyBytes)) return await this.fileStore(id).call(request);
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
          return await this.fileStore(id).call(request);
        }
        case "conversation_last":
          return { kind: "last", thread: op.thread, seq: this.threads(id).thread(op.thread).last };
        case "conversation_read":
          // The records' stored bytes, copied into the reply as they are (C6).
          return new RawJson(this.threads(id).thread(op.thread).readReply(seqOf(op.from), seqOf(op.through))) as unknown as Reply;
        case "conversation_append": {
          op.records.forEach((record, i) => refuseInexactNumbers(record as unknown as JsonValue, `/records/${i}`));
          const { first, last } = this.threads(id).thread(op.thread).append(original ?? op.records, seqOf(op.expected_last), op.lease ?? undefined);
          return { kind: "appended", thread: op.thread, first, last };
        }
        case "context_append": {
          refuseInexactNumbers(op.record as unknown as JsonValue, "/record");
          const { seq, repeated } = this.threads(id).thread(op.thread).contextAppend(original?.[0] ?? op.record, op.source);
          return { kind: "context_appended", thread: op.thread, seq, ...(repeated ? { repeated } : {}) };
        }
        case "lease_acquire":
          return { kind: "leased", thread: op.thread, lease: this.threads(id).thread(op.thread).acquire(op.holder, seqOf(op.ttl_ms)) };
        case "lease_renew":
          return { kind: "leased", thread: op.thread, lease: this.threads(id).thread(op.thread).renew(op.lease, seqOf(op.ttl_ms)) };
        case "lease_release":
          this.threads(id).thread(op.thread).release(op.lease);
          return { kind: "released", thread: op.thread };
        default:
          return unreachable(op);
      }
    } catch (error) {
      if (error instanceof StoreRefusal) return error.toReply();
      return new StoreRefusal("internal", error instanceof Error ? error.message : String(error)).toReply();
    }
  }

  async close(): Promise<void> {
    for (const server of this.servers) server.close();
    for (const socket of this.sockets) socket.destroy();
    await Promise.all([...this.fileStores.values()].map((f) => f.close()));
    this.fileStores.clear();
    for (const c of this.conversations.values()) c.close();
    this.conversations.clear();
    if (this.serving === undefined) return; // never listened: the sockets are another host's
    rmSync(this.state.bridgeSocket, { force: true });
    if (this.options.memorySocket) rmSync(this.state.memorySocket, { force: true });
    await this.serving.release();
    this.serving = undefined;
  }
}


/**
 * Refuses, before anything is written, a record holding a number the wire cannot carry exactly
 * (see `inexactNumberAt`): stored as sent, it would be compared and printed as something else.
 */
function refuseInexactNumbers(record: JsonValue, at: string): void {
  const pointer = inexactNumberAt(record);
  if (pointer !== undefined) {
    throw new StoreRefusal("invalid", `${at}${pointer}: a number outside what JSON carries exactly here (integers from -2^63 to 2^64-1, finite doubles)`);
  }
}

/** Requests of one connection running at once (the file store serves one at a time anyway). */
const MAX_IN_FLIGHT = 8;
/** Requests of one connection waiting to run before the host stops reading it. */
const MAX_QUEUED = 64;
/** Reply bytes a connection may leave unread before no further request of it starts. */
const HIGH_WATER = 1024 * 1024;

/** Where the records sit in a request frame: an append's records, a context append's record. */
const RECORD_TEXTS = [["request", "op", "records", "*"], ["request", "op", "record"]] as const;

/** The records' original JSON text inside a request frame, for the appends that carry records. */
function originalRecords(request: Request, raws: string[][]): string[] | undefined {
  switch (request.op.kind) {
    case "conversation_append":
      return raws[0];
    case "context_append":
      return raws[1];
    default:
      return undefined;
  }
}
