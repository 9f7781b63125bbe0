// The ACP proxy's ledger fence (`link-kit acp --ledger`): each ACP session is the ledger session
// of the proxy's thread (A2); each `session/prompt` is an attempt admitted before it reaches the
// agent and retired once its response is passed on (A3, A10); a `session/request_permission` is a
// proposal (A6), the client's choice is the owner's answer (A7, A8), and an allowed call is
// consumed (A9) before the agent hears it.

import type { Agent } from "../../generated/index.js";
import { fieldsOf as fields, type JsonValue } from "../json/index.js";
import { OwnerProof, type Ledger } from "../ledger/index.js";

/** The ledger, with what the proxy needs to use it for one agent (see `link-kit acp --ledger`). */
export interface LedgerUse {
  ledger: Ledger;
  agent: Agent;
  /** The adapter's opaque binding reference (A3). */
  bindingRef: string;
  /** This start's binding secret; `consume` compares its fingerprint. */
  startSecret: string;
}

type Fields = Record<string, unknown>;

/** What the fence keeps of one ACP session. */
interface FencedSession {
  ledgerSession?: string;
  /** The turn's current attempt; `proposed` is the tool call it proposed, if any. */
  attempt?: { id: string; generation: number | bigint; key: string; proposed?: string; continuation: number };
  prompts: number;
}

export class LedgerFence {
  private readonly sessions = new Map<string, FencedSession>();
  /**
   * The retires begun so far, settled once each is written (or has failed, and been told). A
   * ledger has one active attempt at a time, whichever its session: each prompt's admission waits for them.
   */
  private retiring: Promise<void> = Promise.resolve();

  constructor(
    private readonly use: LedgerUse,
    private readonly thread: string,
    /** Told of a retire that failed (an attempt it left active makes the next prompt's admission refuse, naming it). */
    private readonly failed: (error: unknown) => void,
  ) {}

  private session(id: string): FencedSession {
    let state = this.sessions.get(id);
    if (state === undefined) {
      state = { prompts: 0 };
      this.sessions.set(id, state);
    }
    return state;
  }

  /** Maps the ACP session to the thread's permanent ledger session (A2), once. */
  async open(sessionId: string): Promise<void> {
    const state = this.session(sessionId);
    if (state.ledgerSession !== undefined) return;
    state.ledgerSession = (await this.use.ledger.openSession(this.use.agent, this.thread, this.use.bindingRef)).session_id;
  }

  /** A prompt: its attempt admitted, retry-safe by a key of the session and the prompt's place (A3). */
  async begin(sessionId: string): Promise<void> {
    const state = this.session(sessionId);
    state.prompts++;
    await this.retiring;
    if (state.ledgerSession === undefined) await this.open(sessionId);
    const key = `${sessionId}:prompt:${state.prompts}`;
    const attempt = await this.use.ledger.admit(state.ledgerSession as string, key);
    state.attempt = { id: attempt.attempt_id, generation: attempt.generation, key, continuation: 0 };
  }

  /**
   * The prompt answered, and its answer passed on: its attempt retired (A10). The agent's execution
   * of the turn ended with its answer, so the client need not wait for the ledger to say so: the
   * retire is written while the answer travels, and the next prompt, of any session, is admitted after it.
   */
  end(sessionId: string): void {
    const state = this.session(sessionId);
    const attempt = state.attempt;
    if (attempt === undefined) return;
    state.attempt = undefined;
    // Settled with nothing: each settled value would otherwise hold the one before it, one array a turn.
    this.retiring = Promise.all([this.retiring, this.use.ledger.retire(attempt.id).catch(this.failed)]).then(() => undefined);
  }

  /** Settles when every retire begun so far is written (or has failed, and been told). */
  async settled(): Promise<void> {
    await this.retiring;
  }

  /**
   * A permission request as the attempt's proposal (A6); returns the ledger request's id, or
   * undefined outside a prompt (nothing to fence).
   */
  async propose(params: Fields): Promise<string | undefined> {
    const sessionId = params.sessionId;
    if (typeof sessionId !== "string") return undefined;
    const state = this.session(sessionId);
    if (state.attempt === undefined) return undefined;
    const toolCall = fields(params.toolCall);
    const call = {
      tool: typeof toolCall.title === "string" ? toolCall.title : typeof toolCall.kind === "string" ? toolCall.kind : "tool",
      arguments: (toolCall.rawInput ?? { toolCallId: toolCall.toolCallId ?? null }) as JsonValue,
    };
    const toolCallId = String(toolCall.toolCallId ?? "");
    if (state.attempt.proposed !== undefined && state.attempt.proposed !== toolCallId) {
      // One attempt proposes one call (A6): the turn's next call is the next attempt. The same
      // call delivered again stays in its attempt, and the ledger returns its original request.
      await this.use.ledger.retire(state.attempt.id);
      const key = `${state.attempt.key}#${++state.attempt.continuation}`;
      const next = await this.use.ledger.admit(state.ledgerSession as string, key);
      state.attempt = {
        id: next.attempt_id,
        generation: next.generation,
        key: state.attempt.key,
        continuation: state.attempt.continuation,
      };
    }
    const request = await this.use.ledger.propose(state.attempt.id, state.attempt.generation, call as never);
    state.attempt.proposed = toolCallId;
    return request.request_id;
  }

  /**
   * The client's choice for the permission request `params` (ledger request `requestId`), as the
   * owner's answer: allow once, or deny (A7, A8); an allowed call is consumed (A9).
   */
  async decide(requestId: string, params: Fields, result: JsonValue | undefined): Promise<void> {
    const outcome = fields(fields(result).outcome);
    const options = Array.isArray(params.options) ? (params.options as unknown[]).map(fields) : [];
    const chosen = outcome.outcome === "selected" ? options.find((o) => o.optionId === outcome.optionId) : undefined;
    const allowed = typeof chosen?.kind === "string" && chosen.kind.startsWith("allow_");
    // The client is the owner's surface: its answer is the owner's, as the host authenticated them.
    await this.use.ledger.respond(requestId, allowed ? "allow_once" : "deny", OwnerProof.authenticated(this.use.agent.owner));
    if (!allowed) return;
    const attempt = this.session(params.sessionId as string).attempt;
    if (attempt === undefined) return;
    await this.use.ledger.consume(requestId, {
      bindingRef: this.use.bindingRef,
      attemptId: attempt.id,
      generation: attempt.generation,
      startSecret: this.use.startSecret,
      policy: () => true, // the proxy adds no policy of its own to the owner's answer
    });
  }

  /** A permission request the proxy answered `cancelled` itself (a `session/cancel`): denied. */
  async withdraw(requestId: string): Promise<void> {
    await this.use.ledger.respond(requestId, "deny", OwnerProof.authenticated(this.use.agent.owner));
  }
}
