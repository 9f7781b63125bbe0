// The ACP proxy (P1): an ACP client starts it in place of the agent; it starts the real agent as
// a child and forwards every JSON-RPC message both ways, one per line, as the bytes that came
// unless it must change them: the agent's requests get ids of the proxy's (so the proxy can
// answer the agent itself, and a late answer of the client's is never passed on twice); the
// client's keep theirs. Unknown methods, `_meta` and extensions pass unchanged.
// This file routes each method; Link's behaviour rides on top, each in a file of its own:
// - capture: each `session/update` becomes records in the Link thread (capture.ts), sent in
//   order, off the forwarding path (delivery.ts), so a slow or absent store never holds a message back;
// - with a ledger (fence.ts): `session/new|load|resume` opens the ledger session of the thread,
//   each `session/prompt` is an attempt, and a `session/request_permission` a proposal whose
//   allowed call is consumed before the agent hears the client's answer;
// - the lines (relay.ts) and the agent's process (agent-process.ts);
// - `session/cancel`: passed on, and every permission request of that session still waiting is
//   answered `cancelled` by the proxy at once (the client's later answer is dropped).
// Messages in each direction are handled in the order they come: one that waits for the ledger
// holds back the ones behind it, never reorders them.

import type { Readable, Writable } from "node:stream";

import type { Bridged } from "../bridge/client.js";
import { fieldsOf as fields, type JsonValue } from "../json/index.js";
import { AdapterStateFile } from "../adapter/state.js";
import { AgentProcess } from "./agent-process.js";
import { Delivery, SessionRecords } from "./delivery.js";
import { LedgerFence, type LedgerUse } from "./fence.js";
import { andThen, eachLine, idKey, InOrder, messageOf, sendMessage, type Handled, type Message } from "./relay.js";
import { INSIDE_ACP } from "../env.js";

export type { LedgerUse } from "./fence.js";

type Fields = Record<string, unknown>;

export interface ProxyOptions {
  /** The agent's command line. */
  command: string[];
  /** The client's side: what it writes to us, and where we write to it. */
  client: { input: Readable; output: Writable };
  /** Where captured records go; none: forward only. */
  bridge?: Bridged;
  thread: string;
  ledger?: LedgerUse;
  /**
   * The adapter's home: its capture queue, where a turn's records are admitted before they are
   * stored (Q1), and its state, where each ACP session's thread is recorded (R5).
   */
  home: string;
  /** One line of diagnostics (stderr); never the protocol stream. */
  log: (line: string) => void;
}

/** The methods whose answer opens a session: its thread is mapped, and with a ledger its ledger session opened. */
const OPENS_SESSION = new Set(["session/new", "session/load", "session/resume"]);

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

export class AcpProxy {
  private readonly agent: AgentProcess;
  private readonly toAgent = new Map<string, Pending>();
  private readonly toClient = new Map<string, Pending>();
  private nextAgentId = 1;
  private nextClientId = 1;
  private readonly fromClient: InOrder;
  private readonly fromAgent: InOrder;
  private readonly sessions = new Map<string, SessionRecords>();
  private readonly delivery: Delivery;
  private readonly fence: LedgerFence | undefined;
  /** The agent's name: its `agentInfo.name` once it has answered `initialize`, else its program's. */
  private agentName = "agent";
  private state: AdapterStateFile | undefined;
  /** Settles when the agent has exited and every record is appended. */
  readonly done: Promise<number>;

  constructor(private readonly options: ProxyOptions) {
    const [program, ...args] = options.command;
    if (program === undefined) throw new Error("no agent command");
    this.agentName = program.split("/").pop() ?? program;
    this.delivery = new Delivery(options.bridge, options.thread, options.home, options.log);
    this.fence = options.ledger === undefined ? undefined : new LedgerFence(options.ledger, options.thread, (e) => this.fail("agent", e));
    // The agent's harness learns it runs inside this proxy: the kit's own hooks it runs store
    // nothing for turns the proxy captures (issue 38.9).
    this.agent = new AgentProcess(program, args, { ...process.env, [INSIDE_ACP]: options.thread });
    this.fromClient = new InOrder(
      (line) => this.clientLine(line),
      (e) => this.fail("client", e),
    );
    this.fromAgent = new InOrder(
      (line) => this.agentLine(line),
      (e) => this.fail("agent", e),
    );
    eachLine(options.client.input, (line) => this.fromClient.push(line));
    options.client.input.on("end", () => {
      void this.fromClient.idle().then(() => this.agent.endInput());
    });
    eachLine(this.agent.stdout, (line) => this.fromAgent.push(line));
    this.done = new Promise((resolve) => {
      this.agent.child.on("close", (code, signal) => {
        this.agent.signalGroup("SIGKILL"); // what the agent left running in its group
        void this.fromAgent
          .idle()
          .then(() => this.orphaned(`the agent exited (${code ?? signal}) before answering`))
          .then(() => {
            // A turn the agent never answered: what it held, and the message it was streaming, are
            // sent all the same.
            for (const session of this.sessions.values()) session.flush();
            return Promise.all([this.delivery.settled(), this.fence?.settled()]);
          })
          .then(() => {
            this.state?.close();
            this.delivery.close();
            // Stopped by the proxy (its client went, or a signal came): that is how it was meant to end.
            resolve(code ?? (signal && !this.agent.stopping ? 1 : 0));
          });
      });
      this.agent.child.on("error", (error: NodeJS.ErrnoException) => {
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
    this.agent.stop();
  }

  private fail(side: string, error: unknown): void {
    this.options.log(`link-kit acp: handling a message from the ${side}: ${error instanceof Error ? error.message : String(error)}`);
  }

  private sendAgent(message: Message): void {
    sendMessage(this.agent.stdin, message);
  }

  private sendClient(message: Message): void {
    sendMessage(this.options.client.output, message);
  }

  private session(id: string): SessionRecords {
    let session = this.sessions.get(id);
    if (session === undefined) {
      session = new SessionRecords(`acp:${this.agentName}`, id, this.delivery);
      this.sessions.set(id, session);
    }
    return session;
  }

  // ---- from the client ----

  private clientLine(line: Buffer): Handled {
    const message = messageOf(line);
    if (message === undefined) {
      this.agent.stdin.write(line); // not ours to judge: passed on as it came
      return;
    }
    if (message.method !== undefined && message.id !== undefined) return this.clientRequest(message, line);
    if (message.method !== undefined) return this.clientNotification(message, line);
    return this.clientResponse(message);
  }

  private clientRequest(message: Message, line: Buffer): Handled {
    const params = fields(message.params);
    const sessionId = typeof params.sessionId === "string" ? params.sessionId : undefined;
    if (message.method === "session/prompt" && sessionId !== undefined && this.fence !== undefined) {
      return this.fence.begin(sessionId).then(
        () => this.passRequest(message, line, params, sessionId),
        (error: unknown) => {
          // The ledger would not admit the turn: it never reaches the agent, and the client hears why.
          const why = `the ledger did not admit this turn: ${error instanceof Error ? error.message : String(error)}`;
          this.sendClient({ jsonrpc: "2.0", id: message.id as JsonValue, error: { code: -32603, message: why } });
        },
      );
    }
    this.passRequest(message, line, params, sessionId);
  }

  /** A client's request, on to the agent. */
  private passRequest(message: Message, line: Buffer, params: Fields, sessionId: string | undefined): void {
    // The client's id is kept, so the request and its answer pass as they came; only an id the
    // client reuses while the agent still owes an answer to it is renamed.
    const pending: Pending = { id: message.id as JsonValue, method: message.method as string, params };
    if (!this.toAgent.has(idKey(pending.id))) {
      this.toAgent.set(idKey(pending.id), pending);
      this.agent.stdin.write(line);
    } else {
      pending.renamed = true;
      const id = `link-kit-${this.nextAgentId++}`;
      this.toAgent.set(idKey(id), pending);
      this.sendAgent({ ...message, id });
    }
    // The turn's capture starts once the agent has the prompt, off its way there: nothing the agent
    // sends back is read before this returns, so the prompt's record still comes first.
    if (message.method === "session/prompt" && sessionId !== undefined) this.session(sessionId).prompt(params);
    if (message.method === "session/load" && sessionId !== undefined) this.session(sessionId).restart();
  }

  private clientNotification(message: Message, line: Buffer): Handled {
    this.agent.stdin.write(line);
    const params = fields(message.params);
    if (message.method === "session/cancel" && typeof params.sessionId === "string") return this.cancelPermissions(params.sessionId);
  }

  private clientResponse(message: Message): Handled {
    const pending = this.toClient.get(String(message.id));
    if (pending === undefined) return; // an answer to nothing we asked: dropped
    this.toClient.delete(String(message.id));
    if (pending.answered) return; // answered `cancelled` already: the agent hears once
    if (pending.method === "session/request_permission" && pending.requestId !== undefined && this.fence !== undefined) {
      return this.fence.decide(pending.requestId, pending.params, message.result).then(
        () => this.sendAgent({ ...message, id: pending.id }),
        (error: unknown) => {
          // The ledger refused the answer or the claim (a repeated allow, a stale attempt): the
          // agent does not go ahead on it.
          this.fail("client", error);
          this.sendAgent({ jsonrpc: "2.0", id: pending.id, result: { outcome: { outcome: "cancelled" } } });
        },
      );
    }
    this.sendAgent({ ...message, id: pending.id });
  }

  // ---- from the agent ----

  private agentLine(line: Buffer): Handled {
    const message = messageOf(line);
    if (message === undefined) {
      this.options.client.output.write(line);
      return;
    }
    if (message.method !== undefined && message.id !== undefined) return this.agentRequest(message);
    if (message.method !== undefined) return this.agentNotification(message, line);
    return this.agentResponse(message, line);
  }

  private agentRequest(message: Message): Handled {
    const params = fields(message.params);
    const pending: Pending = { id: message.id as JsonValue, method: message.method as string, params };
    if (message.method === "session/request_permission" && this.fence !== undefined) {
      return this.fence.propose(params).then(
        (requestId) => {
          if (requestId !== undefined) pending.requestId = requestId;
          this.askClient(message, pending);
        },
        (error: unknown) => {
          // The ledger would not take the call: the agent is told no, and the client never asked.
          this.fail("agent", error);
          this.sendAgent({ jsonrpc: "2.0", id: pending.id, result: { outcome: { outcome: "cancelled" } } });
        },
      );
    }
    this.askClient(message, pending);
  }

  /** An agent's request, on to the client under an id of the proxy's. */
  private askClient(message: Message, pending: Pending): void {
    const id = this.nextClientId++;
    this.toClient.set(String(id), pending);
    this.sendClient({ ...message, id });
  }

  private agentNotification(message: Message, line: Buffer): void {
    this.options.client.output.write(line);
    const params = fields(message.params);
    if (message.method === "session/update" && typeof params.sessionId === "string") this.session(params.sessionId).update(message.params);
  }

  private agentResponse(message: Message, line: Buffer): Handled {
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
    const opens = message.error === undefined && sessionId !== undefined && OPENS_SESSION.has(pending.method);
    const turn = pending.method === "session/prompt" && sessionId !== undefined ? sessionId : undefined;
    return andThen(opens ? this.openSession(sessionId) : undefined, () => {
      if (pending.renamed) this.sendClient({ ...message, id: pending.id });
      else this.options.client.output.write(line);
      if (turn === undefined) return;
      this.session(turn).answered();
      this.fence?.end(turn);
    });
  }

  /**
   * The ACP session (the native session, for these adapters) maps to the thread in the adapter's
   * state (R5); the ledger maps the thread to Link's permanent session ID (A2).
   */
  private openSession(sessionId: string): Handled {
    this.state ??= AdapterStateFile.open(this.options.home, `acp:${this.agentName}`);
    this.state.mapSession(sessionId, this.options.thread);
    this.session(sessionId);
    return this.fence?.open(sessionId);
  }

  /** On a cancel, every permission request of the session still waiting is answered `cancelled` now. */
  private async cancelPermissions(sessionId: string): Promise<void> {
    for (const pending of this.toClient.values()) {
      if (pending.answered || pending.method !== "session/request_permission" || pending.params.sessionId !== sessionId) continue;
      pending.answered = true;
      this.sendAgent({ jsonrpc: "2.0", id: pending.id, result: { outcome: { outcome: "cancelled" } } });
      if (pending.requestId !== undefined) await this.fence?.withdraw(pending.requestId);
    }
  }
}
