// The ACP proxy (P1): an ACP client starts it in place of the agent; it starts the real agent as
// a child and forwards every JSON-RPC message both ways, one per line, as the bytes that came
// unless it must change them: the agent's requests get ids of the proxy's (so the proxy can
// answer the agent itself, and a late answer of the client's is never passed on twice); the
// client's keep theirs. Unknown methods, `_meta` and extensions pass unchanged.
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
import type { Readable, Writable } from "node:stream";

import type { Agent } from "../../generated/index.js";
import type { Bridged } from "../bridge/client.js";
import { appendMany, appendRecord } from "../context/append.js";
import { fieldsOf as fields, JsonError, parse, stringify, type JsonValue } from "../json/index.js";
import { OwnerProof, type Ledger } from "../ledger/index.js";
import { captureSession } from "../adapter/capture.js";
import { CaptureQueue } from "../queue/index.js";
import { AdapterStateFile } from "../adapter/state.js";
import { SessionCapture, type AcpRecord } from "./capture.js";

/**
 * Calls `each` with every line `input` gives, its newline included (one is added to a last line
 * without one), as the bytes that came: a line with nothing to change is passed on as it is.
 */
function eachLine(input: Readable, each: (line: Buffer) => void): void {
  // A line's pieces before its newline, joined once the newline comes (a long line in many reads).
  const rest: Buffer[] = [];
  input.on("data", (chunk: Buffer) => {
    let start = 0;
    for (let newline = chunk.indexOf(0x0a); newline >= 0; newline = chunk.indexOf(0x0a, start)) {
      const piece = chunk.subarray(start, newline + 1);
      each(rest.length === 0 ? piece : Buffer.concat([...rest.splice(0), piece]));
      start = newline + 1;
    }
    if (start < chunk.length) rest.push(chunk.subarray(start));
  });
  input.on("end", () => {
    if (rest.length > 0) each(Buffer.concat([...rest.splice(0), Buffer.from("\n")]));
  });
}

/**
 * Resolves a millisecond from now: after the lines already read are passed on, and after this
 * process has let the CPU go, so that storing a turn never keeps the client that was just
 * answered waiting for a core (on two cores the client is often woken on this one; with
 * `setImmediate` the capture ran before it and the turn waited: `npm run bench -- --only
 * acp_proxy_vs_forwarder` shows the ratio).
 */
const afterTheAnswer = () => new Promise<void>((resolve) => setTimeout(resolve, 1));

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
  /** Passed on under another id (the client reused one the agent still owed an answer to). */
  renamed?: boolean;
}

/** A JSON-RPC id as a map key: `1` and `"1"` are different ids. */
function idKey(id: JsonValue | undefined): string {
  return typeof id === "string" ? `s${id}` : `n${String(id)}`;
}

interface SessionState {
  capture: SessionCapture;
  ledgerSession?: string;
  /** The turn's current attempt; `proposed` is the tool call it proposed, if any. */
  attempt?: { id: string; generation: number | bigint; key: string; proposed?: string; continuation: number };
  prompts: number;
  /** Prompts sent on and not yet answered: while one is, the turn's records are held (see `held`). */
  open: number;
  /** The turn's records so far, sent when it ends (or when `HELD_RECORDS` are held). */
  held: AcpRecord[];
}

/** The variable the agent's process (and the harness hooks it runs) finds the proxy's thread in. */
export const INSIDE_ACP = "LINK_KIT_ACP_THREAD";

/** How long an agent has to exit once its input ends, or once asked to stop, before it is made to. */
const AGENT_GRACE_MS = 2000;

/**
 * How many records a turn holds before it sends them anyway: storage stays off the turn's path
 * (a turn's records go as one batch once it is answered) without a long turn held in memory.
 */
const HELD_RECORDS = 64;

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
  /** The proxy stopped the agent itself. */
  private stopping = false;
  /** Settles when the agent has exited and every record is appended. */
  readonly done: Promise<number>;

  constructor(private readonly options: ProxyOptions) {
    const [program, ...args] = options.command;
    if (program === undefined) throw new Error("no agent command");
    this.agentName = program.split("/").pop() ?? program;
    // Its own process group, so that when the proxy ends the agent ends whole: an agent's wrapper
    // may start the real agent as its child and not pass a signal on (codex-acp's npm wrapper).
    // The agent's harness learns it runs inside this proxy: the kit's own hooks it runs store
    // nothing for turns the proxy captures (issue 38.9).
    this.agentProcess = spawn(program, args, {
      stdio: ["pipe", "pipe", "inherit"],
      detached: true,
      env: { ...process.env, [INSIDE_ACP]: options.thread },
    });
    eachLine(options.client.input, (line) => {
      this.fromClient = this.fromClient.then(() => this.clientLine(line)).catch((e: unknown) => this.fail("client", e));
    });
    options.client.input.on("end", () => {
      this.fromClient = this.fromClient.then(() => {
        this.agentProcess.stdin.end();
        // An agent that does not exit when its input ends (codex-acp) is stopped.
        setTimeout(() => this.kill(), AGENT_GRACE_MS).unref();
      });
    });
    eachLine(this.agentProcess.stdout, (line) => {
      this.fromAgent = this.fromAgent.then(() => this.agentLine(line)).catch((e: unknown) => this.fail("agent", e));
    });
    this.agentProcess.stdin.on("error", () => {});
    this.done = new Promise((resolve) => {
      this.agentProcess.on("close", (code, signal) => {
        this.killGroup("SIGKILL"); // what the agent left running in its group
        void this.fromAgent
          .then(() => this.orphaned(`the agent exited (${code ?? signal}) before answering`))
          .then(() => {
            // A turn the agent never answered: what it held, and the message it was streaming, are
            // sent all the same.
            for (const state of this.sessions.values()) this.capture([...state.held.splice(0), ...state.capture.flush()]);
            return this.appending;
          })
          .then(() => {
            this.state?.close();
            this.queue?.close();
            // Stopped by the proxy (its client went, or a signal came): that is how it was meant to end.
            resolve(code ?? (signal && !this.stopping ? 1 : 0));
          });
      });
      this.agentProcess.on("error", (error: NodeJS.ErrnoException) => {
        // The command a person gave cannot run: one line with its kind, and the usage exit code.
        const why = error.code === "ENOENT" ? "no such program" : error.code === "EACCES" ? "not executable" : error.message;
        options.log(`link-kit: not_found: cannot start the agent ${program}: ${why}`);
        resolve(2);
      });
    });
  }

  /** Answers every client request the agent will never answer now, so no client waits forever. */
  private orphaned(message: string): void {
    for (const pending of this.toAgent.values()) this.sendClient({ jsonrpc: "2.0", id: pending.id, error: { code: -32603, message } });
    this.toAgent.clear();
  }

  /** Stops the agent and every process of its group (the client went away): SIGTERM, then SIGKILL. */
  kill(): void {
    if (this.agentProcess.exitCode !== null || this.agentProcess.signalCode !== null) return;
    this.stopping = true;
    this.killGroup("SIGTERM");
    setTimeout(() => this.killGroup("SIGKILL"), AGENT_GRACE_MS).unref();
  }

  private killGroup(signal: NodeJS.Signals): void {
    const pid = this.agentProcess.pid;
    if (pid === undefined) return;
    try {
      process.kill(-pid, signal);
    } catch {
      // The group is gone already.
    }
  }

  private fail(side: string, error: unknown): void {
    this.options.log(`link-kit acp: handling a message from the ${side}: ${error instanceof Error ? error.message : String(error)}`);
  }

  private send(to: Writable, message: Message | JsonValue): void {
    to.write(`${stringify(message as JsonValue)}\n`);
  }

  /** Passes a line on as the bytes that came (its newline included). */
  private pass(to: Writable, line: Buffer): void {
    to.write(line);
  }

  private sendAgent(message: Message): void {
    this.send(this.agentProcess.stdin, message);
  }

  private sendClient(message: Message): void {
    this.send(this.options.client.output, message);
  }

  private parse(line: Buffer): Message | undefined {
    try {
      const value = parse(line.toString("utf8"));
      return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Message) : undefined;
    } catch (error) {
      if (error instanceof JsonError) return undefined;
      throw error;
    }
  }

  private session(id: string): SessionState {
    let state = this.sessions.get(id);
    if (state === undefined) {
      state = { capture: new SessionCapture(`acp:${this.agentName}`, id), prompts: 0, open: 0, held: [] };
      this.sessions.set(id, state);
    }
    return state;
  }

  // ---- from the client ----

  private async clientLine(line: Buffer): Promise<void> {
    const message = this.parse(line);
    if (message === undefined) {
      this.pass(this.agentProcess.stdin, line); // not ours to judge
      return;
    }
    if (message.method !== undefined && message.id !== undefined) return this.clientRequest(message, line);
    if (message.method !== undefined) return this.clientNotification(message, line);
    return this.clientResponse(message);
  }

  private async clientRequest(message: Message, line: Buffer): Promise<void> {
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
      const state = this.session(params.sessionId);
      state.open++;
      // The person's prompt is the turn's user event, stored before the turn's updates: agents
      // do not echo it while the prompt runs (issue 38.8).
      state.held.push(state.capture.prompt(params));
    }
    if (message.method === "session/load" && typeof params.sessionId === "string") {
      // The agent replays the history from its start: captured afresh, found again by source (C9).
      const state = this.session(params.sessionId);
      state.capture = new SessionCapture(`acp:${this.agentName}`, params.sessionId);
    }
    // The client's id is kept, so the request and its answer pass as they came; only an id the
    // client reuses while the agent still owes an answer to it is renamed.
    const pending: Pending = { id: message.id as JsonValue, method: message.method as string, params };
    if (!this.toAgent.has(idKey(pending.id))) {
      this.toAgent.set(idKey(pending.id), pending);
      this.pass(this.agentProcess.stdin, line);
      return;
    }
    pending.renamed = true;
    const id = `link-kit-${this.nextAgentId++}`;
    this.toAgent.set(idKey(id), pending);
    this.sendAgent({ ...message, id });
  }

  private async clientNotification(message: Message, line: Buffer): Promise<void> {
    this.pass(this.agentProcess.stdin, line);
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

  private async agentLine(line: Buffer): Promise<void> {
    const message = this.parse(line);
    if (message === undefined) {
      this.pass(this.options.client.output, line);
      return;
    }
    if (message.method !== undefined && message.id !== undefined) return this.agentRequest(message);
    if (message.method !== undefined) return this.agentNotification(message, line);
    return this.agentResponse(message, line);
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

  private async agentNotification(message: Message, line: Buffer): Promise<void> {
    this.pass(this.options.client.output, line);
    const params = fields(message.params);
    if (message.method === "session/update" && typeof params.sessionId === "string") {
      const state = this.session(params.sessionId);
      const records = state.capture.push(message.params);
      if (state.open === 0) this.capture(records);
      else if (state.held.push(...records) >= HELD_RECORDS) this.capture(state.held.splice(0));
    }
  }

  private async agentResponse(message: Message, line: Buffer): Promise<void> {
    const pending = this.toAgent.get(idKey(message.id));
    if (pending === undefined) return;
    this.toAgent.delete(idKey(message.id));
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
    const turn = pending.method === "session/prompt" && sessionId !== undefined ? this.session(sessionId) : undefined;
    if (turn !== undefined) await this.endTurn(turn);
    if (pending.renamed) this.sendClient({ ...message, id: pending.id });
    else this.pass(this.options.client.output, line);
    if (turn !== undefined) {
      // The turn is answered: its records go now, as one batch.
      turn.open = Math.max(0, turn.open - 1);
      this.capture([...turn.held.splice(0), ...turn.capture.flush()]);
    }
  }

  // ---- Link's behaviour ----

  /**
   * Sends records to the thread, in order, off the forwarding path. With a home, they are first
   * admitted to the adapter's durable capture queue (Q1) and the queue is then drained, so a
   * store that is down loses nothing: what is queued lands on a later drain. Without one, they
   * are appended as one batch, and a failure is only reported.
   */
  private capture(records: AcpRecord[]): void {
    const bridge = this.options.bridge;
    if (bridge === undefined || records.length === 0) return;
    const why = (error: unknown) => (error instanceof Error ? error.message : String(error));
    // Begun once the messages already read are passed on: never ahead of them.
    this.appending = this.appending.then(afterTheAnswer).then(async () => {
      const home = this.options.home;
      if (home !== undefined) {
        this.queue ??= CaptureQueue.open(home, bridge.binding.agent);
        const queue = this.queue;
        let admitted = false;
        try {
          await queue.locked(async () => {
            // The use case every capture driver shares: admitted (room made when the queue is full),
            // then the queue replayed.
            await captureSession(
              queue,
              bridge,
              home,
              [
                {
                  thread: this.options.thread,
                  records: records.map((r) => ({ record: stringify(r.record as JsonValue), source: r.source })),
                },
              ],
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
      const items = records.map((r) => ({ record: stringify(r.record as JsonValue), source: r.source }));
      try {
        await appendMany(bridge, this.options.thread, items); // one request for the turn
        return;
      } catch {
        // Refused as a batch: sent one by one, so that every record the store takes is stored
        // (or found stored, C9) and each one it refuses is named.
      }
      for (const item of items) {
        try {
          await appendRecord(bridge, this.options.thread, item.record, item.source);
        } catch (error) {
          this.options.log(`link-kit acp: capture of ${item.source.native_record} failed: ${why(error)}`);
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
