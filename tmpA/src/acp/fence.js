// The ACP proxy's ledger fence (`link-kit acp --ledger`): each ACP session is the ledger session
// of the proxy's thread (A2); each `session/prompt` is an attempt admitted before it reaches the
// agent and retired when its response comes (A3, A10); a `session/request_permission` is a
// proposal (A6), the client's choice is the owner's answer (A7, A8), and an allowed call is
// consumed (A9) before the agent hears it.
import { fieldsOf as fields } from "../json/index.js";
import { OwnerProof } from "../ledger/index.js";
export class LedgerFence {
    use;
    thread;
    sessions = new Map();
    constructor(use, thread) {
        this.use = use;
        this.thread = thread;
    }
    session(id) {
        let state = this.sessions.get(id);
        if (state === undefined) {
            state = { prompts: 0 };
            this.sessions.set(id, state);
        }
        return state;
    }
    /** Maps the ACP session to the thread's permanent ledger session (A2), once. */
    async open(sessionId) {
        const state = this.session(sessionId);
        if (state.ledgerSession !== undefined)
            return;
        state.ledgerSession = (await this.use.ledger.openSession(this.use.agent, this.thread, this.use.bindingRef)).session_id;
    }
    /** A prompt: its attempt admitted, retry-safe by a key of the session and the prompt's place (A3). */
    async begin(sessionId) {
        const state = this.session(sessionId);
        state.prompts++;
        if (state.ledgerSession === undefined)
            await this.open(sessionId);
        const key = `${sessionId}:prompt:${state.prompts}`;
        const attempt = await this.use.ledger.admit(state.ledgerSession, key);
        state.attempt = { id: attempt.attempt_id, generation: attempt.generation, key, continuation: 0 };
    }
    /** The prompt answered: its attempt retired (A10). */
    async end(sessionId) {
        const state = this.session(sessionId);
        if (state.attempt === undefined)
            return;
        await this.use.ledger.retire(state.attempt.id);
        state.attempt = undefined;
    }
    /**
     * A permission request as the attempt's proposal (A6); returns the ledger request's id, or
     * undefined outside a prompt (nothing to fence).
     */
    async propose(params) {
        const sessionId = params.sessionId;
        if (typeof sessionId !== "string")
            return undefined;
        const state = this.session(sessionId);
        if (state.attempt === undefined)
            return undefined;
        const toolCall = fields(params.toolCall);
        const call = {
            tool: typeof toolCall.title === "string" ? toolCall.title : typeof toolCall.kind === "string" ? toolCall.kind : "tool",
            arguments: (toolCall.rawInput ?? { toolCallId: toolCall.toolCallId ?? null }),
        };
        const toolCallId = String(toolCall.toolCallId ?? "");
        if (state.attempt.proposed !== undefined && state.attempt.proposed !== toolCallId) {
            // One attempt proposes one call (A6): the turn's next call is the next attempt. The same
            // call delivered again stays in its attempt, and the ledger returns its original request.
            await this.use.ledger.retire(state.attempt.id);
            const key = `${state.attempt.key}#${++state.attempt.continuation}`;
            const next = await this.use.ledger.admit(state.ledgerSession, key);
            state.attempt = {
                id: next.attempt_id,
                generation: next.generation,
                key: state.attempt.key,
                continuation: state.attempt.continuation,
            };
        }
        const request = await this.use.ledger.propose(state.attempt.id, state.attempt.generation, call);
        state.attempt.proposed = toolCallId;
        return request.request_id;
    }
    /**
     * The client's choice for the permission request `params` (ledger request `requestId`), as the
     * owner's answer: allow once, or deny (A7, A8); an allowed call is consumed (A9).
     */
    async decide(requestId, params, result) {
        const outcome = fields(fields(result).outcome);
        const options = Array.isArray(params.options) ? params.options.map(fields) : [];
        const chosen = outcome.outcome === "selected" ? options.find((o) => o.optionId === outcome.optionId) : undefined;
        const allowed = typeof chosen?.kind === "string" && chosen.kind.startsWith("allow_");
        // The client is the owner's surface: its answer is the owner's, as the host authenticated them.
        await this.use.ledger.respond(requestId, allowed ? "allow_once" : "deny", OwnerProof.authenticated(this.use.agent.owner));
        if (!allowed)
            return;
        const attempt = this.session(params.sessionId).attempt;
        if (attempt === undefined)
            return;
        await this.use.ledger.consume(requestId, {
            bindingRef: this.use.bindingRef,
            attemptId: attempt.id,
            generation: attempt.generation,
            startSecret: this.use.startSecret,
            policy: () => true, // the proxy adds no policy of its own to the owner's answer
        });
    }
    /** A permission request the proxy answered `cancelled` itself (a `session/cancel`): denied. */
    async withdraw(requestId) {
        await this.use.ledger.respond(requestId, "deny", OwnerProof.authenticated(this.use.agent.owner));
    }
}
