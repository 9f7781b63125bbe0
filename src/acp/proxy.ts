// The ACP proxy (P1): an ACP client starts it in place of the agent; it starts the real agent as
// a child and forwards every JSON-RPC message both ways, one per line, with request ids
// rewritten on each side (so the proxy can answer the agent itself, and a late answer of the
// client's is never passed on twice). Unknown methods, `_meta` and extensions pass unchanged.
// Link's behaviour rides on top:
// - capture: each `session/update` becomes records in the Link thread (capture.ts), appended in
//   order, off the forwarding path, so a slow or absent store never holds a message back;
// - with a ledger: `session/new|load|resume` opens the ledger session of the thread (A2), each
//   `session/prompt` is an attempt admitted before it reaches the agent and retired when its
//   response comes (A3, A10); `session/request_permission` is a proposal (A6), the client's
//   choice is `respond` (A7, A8) and an allowed call is consumed (A9) before the agent hears it;
// - `session/cancel`: passed on, and every permission request of that session still waiting is
//   answered `cancelled` by the proxy at once (the client's later answer is dropped).
// Messages in each direction are handled in the order they come: one that waits for the ledger
// holds back the ones behind it, never reorders them.

import { spawn, type ChildProcessByStdio } from "node:child_process";
import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";

import type { Agent } from "../../generated/index.js";
import type { Bridged } from "../bridge/client.js";
import { appendRecord } from "../context/append.js";
import { fieldsOf as fields, JsonError, parse, stringify, type JsonValue } from "../json/index.js";
import { OwnerProof, type Ledger } from "../ledger/index.js";
import { captureTurn } from "../adapter/capture.js";
import { CaptureQueue } from "../queue/index.js";
import { AdapterStateFile } from "../adapter/state.js";
import { SessionCapture, type AcpRecord } from "./capture.js";

type Message = { jsonrpc?: string; id?: JsonValue; method?: string; params?: JsonValue; result?: JsonValue; error?: JsonValue };
type Fields = Record<string, unknown>;

/** The ledger, with what the proxy needs to use it for one agent (see `link-kit acp --ledger`). */
export interface LedgerUse {
  ledger: Ledger;
  agent: Agent;
  /** The adapter's opaque binding reference (A3). */
  bindingRef: string;
  /** This start's binding secret; `consume` compares its fingerprint. */
  startSecret: string;
}

export interface ProxyOptions {
  /** The agent's command line. */
  command: string[];
  /** The client's side: what it writes to us, and where we write to it. */
  client: { input: Readable; output: Writable };
  /** Where captured records go; none: forward only. */
  bridge?: Bridged;
  thread: string;
  ledger?: LedgerUse;
  /** The adapter's home, where each ACP session's thread is recorded in its state (R5). */
  home?: string;
  /** One line of diagnostics (stderr); never the protocol stream. */
  log: (line: string) => void;
}

/** A request passed on, by the id it was given on the receiving side. */
interface Pending {
  id: JsonValue;
  method: string;
  params: Fields;
  /** The proxy answered it already (a cancelled permission request): the real answer is dropped. */
  answered?: boolean;
  /** The ledger request a permission request became. */
  requestId?: string;
}

interface SessionState {
  capture: SessionCapture;
  ledgerSession?: string;
  /** The turn's current attempt; `proposed` is the tool call it proposed, if any. */
  attempt?: { id: string; generation: number | bigint; key: string; proposed?: string; continuation: number };
  prompts: number;
}

export class AcpProxy {
  private readonly agentProcess: ChildProcessByStdio<Writable, Readable, null>;
  private readonly toAgent = new Map<string, Pending>();
  private readonly toClient = new Map<string, Pending>();
  private nextAgentId = 1;
  private nextClientId = 1;
  private fromClient: Promise<void> = Promise.resolve();
  private fromAgent: Promise<void> = Promise.resolve();
  private appending: Promise<void> = Promise.resolve();
  private readonly sessions = new Map<string, SessionState>();
  /** The agent's name: its `agentInfo.name` once it has answered `initialize`, else its program's. */
  private agentName = "agent";
  private state: AdapterStateFile | undefined;
  private queue: CaptureQueue | undefined;
  /** Settles when the agent has exited and every record is appended. */
  readonly done: Promise<number>;

  constructor(private readonly options: ProxyOptions) {
    const [program, ...args] = options.command;
    if (program === undefined) throw new Error("no agent command");
    this.agentName = program.split("/").pop() ?? program;
    this.agentProcess = spawn(program, args, { stdio: ["pipe", "pipe", "inherit"] });
    createInterface({ input: options.client.input }).on("line", (line) => {
      this.fromClient = this.fromClient.then(() => this.clientLine(line)).catch((e: unknown) => this.fail("client", e));
    });
    options.client.input.on("end", () => {
      this.fromClient = this.fromClient.then(() => {
        this.agentProcess.stdin.end();
      });
    });
    createInterface({ input: this.agentProcess.stdout }).on("line", (line) => {
      this.fromAgent = this.fromAgent.then(() => this.agentLine(line)).catch((e: unknown) => this.fail("agent", e));
    });
    this.agentProcess.stdin.on("error", () => {});
    this.done = new Promise((resolve) => {
      this.agentProcess.on("close", (code, signal) => {
        void this.fromAgent
          .then(() => this.orphaned(`the agent exited (${code ?? signal}) before answering`))
          .then(() => this.appending)
          .then(() => {
            this.state?.close();
            this.queue?.close();
            resolve(code ?? (signal ? 1 : 0));
          });
      });
      this.agentProcess.on("error", (error) => {
        options.log(`link-kit acp: cannot start ${program}: ${error.message}`);
        resolve(127);
      });
    });
  }

  /** Answers every client request the agent will never answer now, so no client waits forever. */
  private orphaned(message: string): void {
    for (const pending of this.toAgent.values()) this.sendClient({ jsonrpc: "2.0", id: pending.id, error: { code: -32603, message } });
    this.toAgent.clear();
  }

  /** Stops the agent (the client went away). */
  kill(): void {
    this.agentProcess.kill("SIGTERM");
  }

  private fail(side: string, error: unknown): void {
    this.options.log(`link-kit acp: handling a message from the ${side}: ${error instanceof Error ? error.message : String(error)}`);
  }

  private send(to: Writable, message: Message | JsonValue): void {
    to.write(`${stringify(message as JsonValue)}\n`);
  }

  private sendAgent(message: Message): void {
    this.send(this.agentProcess.stdin, message);
  }

  private sendClient(message: Message): void {
    this.send(this.options.client.output, message);
  }

  private parse(line: string): Message | undefined {
    try {
      const value = parse(line);
      return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Message) : undefined;
    } catch (error) {
      if (error instanceof JsonError) return undefined;
      throw error;
    }
  }

  private session(id: string): SessionState {
    let state = this.sessions.get(id);
    if (state === undefined) {
      state = { capture: new SessionCapture(`acp:${this.agentName}`, id), prompts: 0 };
      this.sessions.set(id, state);
    }
    return state;
  }

  // ---- from the client ----

  private async clientLine(line: string): Promise<void> {
    const message = this.parse(line);
    if (message === undefined) {
      this.agentProcess.stdin.write(`${line}\n`); // not ours to judge: passed on as it came
      return;
    }
    if (message.method !== undefined && message.id !== undefined) return this.clientRequest(message);
    if (message.method !== undefined) return this.clientNotification(message);
    return this.clientResponse(message);
  }

  private async clientRequest(message: Message): Promise<void> {
    const params = fields(message.params);
    if (message.method === "session/prompt" && typeof params.sessionId === "string") {
      try {
        await this.beginTurn(params.sessionId);
      } catch (error) {
        // The ledger would not admit the turn: it never reaches the agent, and the client hears why.
        const why = `the ledger did not admit this turn: ${error instanceof Error ? error.message : String(error)}`;
        this.sendClient({ jsonrpc: "2.0", id: message.id as JsonValue, error: { code: -32603, message: why } });
        return;
      }
    }
    if (message.method === "session/load" && typeof params.sessionId === "string") {
      // The agent replays the history from its start: captured afresh, found again by source (C9).
      const state = this.session(params.sessionId);
      state.capture = new SessionCapture(`acp:${this.agentName}`, params.sessionId);
    }
    const id = this.nextAgentId++;
    this.toAgent.set(String(id), { id: message.id as JsonValue, method: message.method as string, params });
    this.sendAgent({ ...message, id });
  }

  private async clientNotification(message: Message): Promise<void> {
    this.sendAgent(message);
    const params = fields(message.params);
    if (message.method === "session/cancel" && typeof params.sessionId === "string") await this.cancelPermissions(params.sessionId);
  }

  private async clientResponse(message: Message): Promise<void> {
    const pending = this.toClient.get(String(message.id));
    if (pending === undefined) return; // an answer to nothing we asked: dropped
    this.toClient.delete(String(message.id));
    if (pending.answered) return; // answered `cancelled` already: the agent hears once
    if (pending.method === "session/request_permission") {
      try {
        await this.decide(pending, message);
      } catch (error) {
        // The ledger refused the answer or the claim (a repeated allow, a stale attempt): the
        // agent does not go ahead on it.
        this.fail("client", error);
        this.sendAgent({ jsonrpc: "2.0", id: pending.id, result: { outcome: { outcome: "cancelled" } } });
        return;
      }
    }
    this.sendAgent({ ...message, id: pending.id });
  }

  // ---- from the agent ----

  private async agentLine(line: string): Promise<void> {
    const message = this.parse(line);
    if (message === undefined) {
      this.options.client.output.write(`${line}\n`);
      return;
    }
    if (message.method !== undefined && message.id !== undefined) return this.agentRequest(message);
    if (message.method !== undefined) return this.agentNotification(message);
    return this.agentResponse(message);
  }

  private async agentRequest(message: Message): Promise<void> {
    const params = fields(message.params);
    const pending: Pending = { id: message.id as JsonValue, method: message.method as string, params };
    if (message.method === "session/request_permission") {
      try {
        await this.propose(pending);
      } catch (error) {
        // The ledger would not take the call: the agent is told no, and the client never asked.
        this.fail("agent", error);
        this.sendAgent({ jsonrpc: "2.0", id: pending.id, result: { outcome: { outcome: "cancelled" } } });
        return;
      }
    }
    const id = this.nextClientId++;
    this.toClient.set(String(id), pending);
    this.sendClient({ ...message, id });
  }

  private async agentNotification(message: Message): Promise<void> {
    this.sendClient(message);
    const params = fields(message.params);
    if (message.method === "session/update" && typeof params.sessionId === "string")
      this.capture(this.session(params.sessionId).capture.push(message.params));
  }

  private async agentResponse(message: Message): Promise<void> {
    const pending = this.toAgent.get(String(message.id));
    if (pending === undefined) return;
    this.toAgent.delete(String(message.id));
    const result = fields(message.result);
    const sessionId =
      typeof result.sessionId === "string"
        ? result.sessionId
        : typeof pending.params.sessionId === "string"
          ? pending.params.sessionId
          : undefined;
    const agentInfo = fields(result.agentInfo);
    if (pending.method === "initialize" && typeof agentInfo.name === "string" && agentInfo.name !== "") this.agentName = agentInfo.name;
    if (message.error === undefined && sessionId !== undefined && /^session\/(new|load|resume)$/.test(pending.method))
      await this.openSession(sessionId);
    if (pending.method === "session/prompt" && sessionId !== undefined) {
      const state = this.session(sessionId);
      this.capture(state.capture.flush());
      await this.endTurn(state);
    }
    this.sendClient({ ...message, id: pending.id });
  }

  // ---- Link's behaviour ----

  /**
   * Sends records to the thread, in order, off the forwarding path. With a home, they are first
   * admitted to the adapter's durable capture queue (Q1) and the queue is then drained, so a
   * store that is down loses nothing: what is queued lands on a later drain. Without one, each
   * record is appended directly and a failure is only reported.
   */
  private capture(records: AcpRecord[]): void {
    const bridge = this.options.bridge;
    if (bridge === undefined || records.length === 0) return;
    const why = (error: unknown) => (error instanceof Error ? error.message : String(error));
    this.appending = this.appending.then(async () => {
      const home = this.options.home;
      if (home !== undefined) {
        this.queue ??= CaptureQueue.open(home, bridge.binding.agent);
        const queue = this.queue;
        let admitted = false;
        try {
          await queue.locked(async () => {
            // The use case every capture driver shares: admitted (room made when the queue is full),
            // then the queue replayed.
            await captureTurn(
              queue,
              bridge,
              this.options.thread,
              records.map((r) => ({ record: stringify(r.record as JsonValue), source: r.source })),
              { admitted: () => (admitted = true) },
            );
          });
        } catch (error) {
          this.options.log(
            admitted
              ? `link-kit acp: capture queued under ${home}, not stored yet (a later drain stores it): ${why(error)}`
              : `link-kit acp: capture could not be queued under ${home}: ${why(error)}`,
          );
        }
        return;
      }
      for (const r of records) {
        try {
          await appendRecord(bridge, this.options.thread, r.record, r.source);
        } catch (error) {
          this.options.log(`link-kit acp: capture of ${r.source.native_record} failed: ${why(error)}`);
        }
      }
    });
  }

  private async openSession(sessionId: string): Promise<void> {
    // The ACP session (the native session, for these adapters) maps to the thread in the
    // adapter's state; the ledger maps the thread to Link's permanent session ID (A2, R5).
    if (this.options.home !== undefined) {
      this.state ??= AdapterStateFile.open(this.options.home, `acp:${this.agentName}`);
      this.state.mapSession(sessionId, this.options.thread);
    }
    const use = this.options.ledger;
    const state = this.session(sessionId);
    if (use === undefined || state.ledgerSession !== undefined) return;
    state.ledgerSession = (await use.ledger.openSession(use.agent, this.options.thread, use.bindingRef)).session_id;
  }

  private async beginTurn(sessionId: string): Promise<void> {
    const state = this.session(sessionId);
    state.prompts++;
    const use = this.options.ledger;
    if (use === undefined) return;
    if (state.ledgerSession === undefined) await this.openSession(sessionId);
    const key = `${sessionId}:prompt:${state.prompts}`;
    const attempt = await use.ledger.admit(state.ledgerSession as string, key);
    state.attempt = { id: attempt.attempt_id, generation: attempt.generation, key, continuation: 0 };
  }

  private async endTurn(state: SessionState): Promise<void> {
    const use = this.options.ledger;
    if (use === undefined || state.attempt === undefined) return;
    await use.ledger.retire(state.attempt.id);
    state.attempt = undefined;
  }

  private async propose(pending: Pending): Promise<void> {
    const use = this.options.ledger;
    const sessionId = pending.params.sessionId;
    if (use === undefined || typeof sessionId !== "string") return;
    const state = this.session(sessionId);
    if (state.attempt === undefined) return; // outside a prompt: nothing to fence
    const toolCall = fields(pending.params.toolCall);
    const call = {
      tool: typeof toolCall.title === "string" ? toolCall.title : typeof toolCall.kind === "string" ? toolCall.kind : "tool",
      arguments: (toolCall.rawInput ?? { toolCallId: toolCall.toolCallId ?? null }) as JsonValue,
    };
    const toolCallId = String(toolCall.toolCallId ?? "");
    if (state.attempt.proposed !== undefined && state.attempt.proposed !== toolCallId) {
      // One attempt proposes one call (A6): the turn's next call is the next attempt. The same
      // call delivered again stays in its attempt, and the ledger returns its original request.
      await use.ledger.retire(state.attempt.id);
      const key = `${state.attempt.key}#${++state.attempt.continuation}`;
      const next = await use.ledger.admit(state.ledgerSession as string, key);
      state.attempt = {
        id: next.attempt_id,
        generation: next.generation,
        key: state.attempt.key,
        continuation: state.attempt.continuation,
      };
    }
    const request = await use.ledger.propose(state.attempt.id, state.attempt.generation, call as never);
    state.attempt.proposed = toolCallId;
    pending.requestId = request.request_id;
  }

  /** The client's choice, as the owner's answer: allow once, or deny; an allowed call is consumed. */
  private async decide(pending: Pending, response: Message): Promise<void> {
    const use = this.options.ledger;
    if (use === undefined || pending.requestId === undefined) return;
    const outcome = fields(fields(response.result).outcome);
    const options = Array.isArray(pending.params.options) ? (pending.params.options as unknown[]).map(fields) : [];
    const chosen = outcome.outcome === "selected" ? options.find((o) => o.optionId === outcome.optionId) : undefined;
    const allowed = typeof chosen?.kind === "string" && chosen.kind.startsWith("allow_");
    // The client is the owner's surface: its answer is the owner's, as the host authenticated them.
    const proof = OwnerProof.authenticated(use.agent.owner);
    await use.ledger.respond(pending.requestId, allowed ? "allow_once" : "deny", proof);
    if (!allowed) return;
    const sessionId = pending.params.sessionId as string;
    const attempt = this.session(sessionId).attempt;
    if (attempt === undefined) return;
    await use.ledger.consume(pending.requestId, {
      bindingRef: use.bindingRef,
      attemptId: attempt.id,
      generation: attempt.generation,
      startSecret: use.startSecret,
      policy: () => true, // the proxy adds no policy of its own to the owner's answer
    });
  }

  /** On a cancel, every permission request of the session still waiting is answered `cancelled` now. */
  private async cancelPermissions(sessionId: string): Promise<void> {
    for (const pending of this.toClient.values()) {
      if (pending.answered || pending.method !== "session/request_permission" || pending.params.sessionId !== sessionId) continue;
      pending.answered = true;
      this.sendAgent({ jsonrpc: "2.0", id: pending.id, result: { outcome: { outcome: "cancelled" } } });
      const use = this.options.ledger;
      if (use !== undefined && pending.requestId !== undefined)
        await use.ledger.respond(pending.requestId, "deny", OwnerProof.authenticated(use.agent.owner));
    }
  }
}
