// The authority ledger (A1-A12): host-only session and approval metadata in `authority.json`,
// the document `link_harness_contract::harness::authority::AuthorityFile` describes. It is an
// explicit local primitive: nothing else in the kit creates or consults one (A1). It fences its
// own operations only, by attempt and generation; it stops no native process and replaces no
// store lease, confinement or tool-proxy invocation context (A12).
import { randomBytes } from "node:crypto";
import { fingerprint } from "../secret.js";
import { stringify, u64 } from "../json/index.js";
import { AuthorityStore } from "./authority-file.js";
import { LedgerError } from "./errors.js";
export { ARCHIVE_FILE, AUTHORITY_FILE, AUTHORITY_FORMAT, AUTHORITY_VERSION, MAX_METADATA_BYTES } from "./authority-file.js";
const THREAD = /^link:[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
/**
 * The host's statement that it authenticated the owner before `respond` (A7). Only host code
 * makes one, after its own authentication; nothing read from native metadata is one.
 */
export class OwnerProof {
    owner;
    constructor(owner) {
        this.owner = owner;
    }
    /** Called by the host after it authenticated `owner` by its own means. */
    static authenticated(owner) {
        return new OwnerProof(owner);
    }
}
const id = (prefix) => `${prefix}-${randomBytes(12).toString("hex")}`;
const sameCall = (a, b) => stringify(a) === stringify(b);
function refuse(kind, message) {
    throw new LedgerError(kind, message);
}
/**
 * The authority ledger (A1-A12): host-only metadata in a private directory, every change under its
 * lock and written durably.
 *
 * @example
 * ```ts
 * import { Ledger, newSecret, OwnerProof } from "link-context-kit";
 *
 * const startSecret = newSecret(); // in a host: the start secret it handed the harness
 * const ledger = await Ledger.open("./authority", { host: "host-a", startSecret });
 * const session = await ledger.openSession({ id: "agt-1", name: "coder", owner: "alice", notes_limit: 0 }, "link:main", "binding-1");
 * const attempt = await ledger.admit(session.session_id, "turn-1"); // retry-safe by its key
 * const request = await ledger.propose(attempt.attempt_id, BigInt(attempt.generation), { tool: "Bash", arguments: { command: "make" } });
 * await ledger.respond(request.request_id, "allow_once", OwnerProof.authenticated("alice")); // the owner the host authenticated
 * ledger.close();
 * ```
 */
export class Ledger {
    file;
    constructor(file) {
        this.file = file;
    }
    /**
     * Opens the ledger in a host-chosen private directory (0700, the host's own, not a link),
     * outside every runtime mount (A4), made 0700 when it does not exist yet. Creates `authority.json` on first use; a new start secret
     * replaces the stored fingerprint. Refuses, and leaves untouched, a file that is over 1 MiB,
     * corrupt, foreign or of an unknown version (A5).
     */
    static async open(path, options) {
        return Ledger.openWith(path, options);
    }
    /**
     * For operators (`link-kit ledger`): opens an existing ledger without a start secret, keeping
     * the stored fingerprint, and takes the host name from the file. Every other check applies.
     */
    static async inspect(path) {
        return Ledger.openWith(path, {});
    }
    static async openWith(path, options) {
        const secret = options.startSecret;
        const ledger = new Ledger(AuthorityStore.open(path, options.host, secret === undefined ? undefined : fingerprint(secret), secret !== undefined));
        if (secret !== undefined) {
            await ledger.file.change((doc) => {
                doc.start_secret_fingerprint = ledger.file.secretFingerprint;
            }, true);
        }
        else {
            await ledger.read(); // checks the file now: refused files are reported at open
        }
        return ledger;
    }
    close() {
        this.file.close();
    }
    /** A request, live or archived (`archived` true for one that is done). */
    requestOf(doc, match) {
        const live = (doc.requests ?? []).find(match);
        if (live)
            return { request: live, archived: false };
        const old = this.file.archived((e) => (e.request && match(e.request) ? e.request : undefined));
        return old && { request: old, archived: true };
    }
    /** A session, live, or archived and brought back into the live document (its ID kept, A2). */
    sessionOf(doc, match) {
        const sessions = (doc.sessions ??= []);
        const live = sessions.find(match);
        if (live)
            return live;
        const old = this.file.archived((e) => (e.session && match(e.session) ? e.session : undefined));
        if (old)
            sessions.push(old);
        return old;
    }
    /**
     * What left the live document (see ARCHIVE_FILE), for inspection: every archived request and
     * session, the last line of each ID winning (a crash between the archive and the document may
     * archive one twice).
     */
    async history() {
        const requests = new Map();
        const sessions = new Map();
        await this.file.change(() => {
            this.file.archived((e) => {
                if (e.request)
                    requests.set(e.request.request_id, e.request);
                if (e.session)
                    sessions.set(e.session.session_id, e.session);
                return undefined;
            });
        }, false, true);
        return { requests: [...requests.values()], sessions: [...sessions.values()] };
    }
    /** The whole document, for inspection. */
    async read() {
        return this.file.change((doc) => doc, false, true);
    }
    /**
     * Associates a validated `link:<name>` conversation of an agent with an immutable ID with a
     * permanent session ID: the same ID on every later call (A2). Copies no history or memory.
     */
    async openSession(agent, thread, bindingRef) {
        if (typeof agent.id !== "string" || agent.id === "")
            refuse("pre_id_agent", `agent ${JSON.stringify(agent.name)} has no immutable ID; the ledger serves only agents with one`);
        if (!THREAD.test(thread))
            refuse("invalid_thread", `${JSON.stringify(thread)} is not a link:<name> conversation`);
        const agentId = agent.id;
        return this.file.change((doc) => {
            const sessions = (doc.sessions ??= []);
            const existing = this.sessionOf(doc, (s) => s.agent === agentId && s.thread === thread);
            if (existing) {
                // The current binding and the agent record's current owner (A2, A7).
                existing.binding_ref = bindingRef;
                existing.owner = agent.owner;
                return { ...existing };
            }
            const session = { session_id: id("ses"), agent: agentId, owner: agent.owner, thread, binding_ref: bindingRef };
            sessions.push(session);
            return { ...session };
        });
    }
    /**
     * Opens the one active attempt of a session with a new generation (A3, A10). Retrying with the
     * same `attemptKey` after a lost acknowledgement returns the committed attempt and generation.
     */
    async admit(sessionId, attemptKey) {
        return this.file.change((doc) => {
            const session = this.sessionOf(doc, (s) => s.session_id === sessionId);
            if (!session)
                refuse("not_found", `no session ${sessionId}`);
            const active = doc.active_attempt ?? undefined;
            if (active) {
                if (active.session_id === sessionId && active.attempt_key === attemptKey)
                    return { ...active };
                refuse("attempt_active", `attempt ${active.attempt_id} (generation ${active.generation}) is active; retire it after containing its execution`);
            }
            const generation = doc.next_generation;
            doc.next_generation = u64(BigInt(generation) + 1n);
            const attempt = {
                session_id: sessionId,
                attempt_id: id("att"),
                attempt_key: attemptKey,
                generation,
                binding_ref: session.binding_ref,
            };
            doc.active_attempt = attempt;
            return { ...attempt };
        });
    }
    /**
     * Proposes the attempt's one tool call (A6). The same proposal again returns the original
     * request with its current status; a different call in the same attempt is refused.
     */
    async propose(attemptId, generation, call) {
        return this.file.change((doc) => {
            const requests = (doc.requests ??= []);
            const existing = this.requestOf(doc, (r) => r.attempt_id === attemptId)?.request;
            if (existing) {
                if (!sameCall(existing.call, call))
                    refuse("one_call_per_attempt", `attempt ${attemptId} already proposed ${existing.call.tool}; one attempt proposes one call`);
                return existing;
            }
            const active = doc.active_attempt ?? undefined;
            if (!active || active.attempt_id !== attemptId || BigInt(active.generation) !== BigInt(generation)) {
                refuse("stale_attempt", `attempt ${attemptId} at generation ${generation} is not the active attempt`);
            }
            const request = {
                request_id: id("req"),
                session_id: active.session_id,
                attempt_id: attemptId,
                generation: active.generation,
                call: structuredClone(call),
                status: "pending",
                created_at: new Date().toISOString(),
            };
            requests.push(request);
            return request;
        });
    }
    /**
     * The owner's answer (A7, A8): only with the host's OwnerProof, and only for the owner of the
     * request's session agent. A pending request takes `allow_once` or `deny`, once; the same
     * answer again returns the request. After `recover`, an unanswered request can still be
     * denied, never allowed.
     */
    async respond(requestId, decision, proof) {
        if (!(proof instanceof OwnerProof))
            refuse("no_proof", "respond needs the host's OwnerProof: authenticate the owner first; native metadata is no proof");
        return this.file.change((doc) => {
            const request = this.requestOf(doc, (r) => r.request_id === requestId)?.request;
            if (!request)
                refuse("not_found", `no request ${requestId}`);
            const session = (doc.sessions ?? []).find((s) => s.session_id === request.session_id) ??
                this.file.archived((e) => (e.session?.session_id === request.session_id ? e.session : undefined));
            if (!session)
                refuse("corrupt", `request ${requestId} names session ${request.session_id}, which the ledger does not hold`);
            if (session.owner !== proof.owner) {
                refuse("wrong_owner", `request ${requestId} is for agent ${session.agent}, owned by ${JSON.stringify(session.owner)}; a proof for ${JSON.stringify(proof.owner)} cannot answer it`);
            }
            if (request.status !== "pending") {
                if (request.status === decision)
                    return request;
                refuse("already_decided", `request ${requestId} was answered ${request.status}`);
            }
            if (request.recovery_required && decision !== "deny")
                refuse("recovery_required", `request ${requestId} was left unresolved by a restart; it can only be denied`);
            request.status = decision;
            return request;
        });
    }
    /**
     * Claims an approved call once and returns it (A9): the binding and attempt must be current,
     * the fresh policy check must pass, and the claim is durable before the call is returned.
     * Approval creates no grant. A second consume is `already_claimed`, never a second hand-out.
     */
    async consume(requestId, context) {
        return this.file.change((doc) => {
            const request = this.requestOf(doc, (r) => r.request_id === requestId)?.request;
            if (!request)
                refuse("not_found", `no request ${requestId}`);
            if (request.claimed)
                refuse("already_claimed", `request ${requestId} was claimed before; if that reply was lost the outcome is uncertain, and the call is not handed out again`);
            if (request.recovery_required)
                refuse("recovery_required", `request ${requestId} was left unresolved by a restart`);
            if (request.status !== "allow_once")
                refuse("not_approved", `request ${requestId} is ${request.status}`);
            const active = doc.active_attempt ?? undefined;
            if (!active ||
                active.attempt_id !== request.attempt_id ||
                active.attempt_id !== context.attemptId ||
                BigInt(active.generation) !== BigInt(context.generation)) {
                refuse("stale_attempt", `attempt ${context.attemptId} at generation ${context.generation} is not the active attempt of request ${requestId}`);
            }
            if (active.binding_ref !== context.bindingRef || doc.start_secret_fingerprint !== fingerprint(context.startSecret)) {
                refuse("stale_binding", "the binding reference or start secret is not the current one");
            }
            if (!context.policy(structuredClone(request.call)))
                refuse("policy_refused", `the host policy refused ${request.call.tool}`);
            request.claimed = true;
            return request.call;
        });
    }
    /** Ends the active attempt after the host contained its execution (A10). */
    async retire(attemptId) {
        await this.file.change((doc) => {
            const active = doc.active_attempt ?? undefined;
            if (!active || active.attempt_id !== attemptId)
                refuse("stale_attempt", `attempt ${attemptId} is not active`);
            delete doc.active_attempt;
        });
    }
    /**
     * The explicit restart barrier (A10): no attempt stays active, and every unresolved request
     * (unanswered, or allowed but not claimed) is marked `recovery_required`, stays inspectable,
     * and an unanswered one can still be denied. Nothing is rebound to a native callback.
     */
    async recover() {
        return this.file.change((doc) => {
            delete doc.active_attempt;
            const unresolved = (doc.requests ?? []).filter((r) => r.status === "pending" || (r.status === "allow_once" && !r.claimed));
            for (const r of unresolved)
                r.recovery_required = true;
            return unresolved;
        });
    }
}
