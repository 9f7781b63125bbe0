import type { Agent, Attempt, AuthorityFile, OwnerRequest, Session, ToolCall } from "../../generated/index.js";
export { ARCHIVE_FILE, AUTHORITY_FILE, AUTHORITY_FORMAT, AUTHORITY_VERSION, MAX_METADATA_BYTES } from "./authority-file.js";
/**
 * The host's statement that it authenticated the owner before `respond` (A7). Only host code
 * makes one, after its own authentication; nothing read from native metadata is one.
 */
export declare class OwnerProof {
    readonly owner: string;
    private constructor();
    /** Called by the host after it authenticated `owner` by its own means. */
    static authenticated(owner: string): OwnerProof;
}
/** What `consume` checks besides the request: the current binding and attempt, and a fresh policy check. */
export interface ConsumeContext {
    bindingRef: string;
    attemptId: string;
    generation: number | bigint;
    /** This start's binding secret; only its fingerprint is compared. */
    startSecret: string;
    /** The host-policy check, run fresh inside the claim. */
    policy: (call: ToolCall) => boolean;
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
export declare class Ledger {
    private readonly file;
    private constructor();
    /**
     * Opens the ledger in a host-chosen private directory (0700, the host's own, not a link),
     * outside every runtime mount (A4), made 0700 when it does not exist yet. Creates `authority.json` on first use; a new start secret
     * replaces the stored fingerprint. Refuses, and leaves untouched, a file that is over 1 MiB,
     * corrupt, foreign or of an unknown version (A5).
     */
    static open(path: string, options: {
        host: string;
        startSecret: string;
    }): Promise<Ledger>;
    /**
     * For operators (`link-kit ledger`): opens an existing ledger without a start secret, keeping
     * the stored fingerprint, and takes the host name from the file. Every other check applies.
     */
    static inspect(path: string): Promise<Ledger>;
    private static openWith;
    close(): void;
    /** A request, live or archived (`archived` true for one that is done). */
    private requestOf;
    /** A session, live, or archived and brought back into the live document (its ID kept, A2). */
    private sessionOf;
    /**
     * What left the live document (see ARCHIVE_FILE), for inspection: every archived request and
     * session, the last line of each ID winning (a crash between the archive and the document may
     * archive one twice).
     */
    history(): Promise<{
        requests: OwnerRequest[];
        sessions: Session[];
    }>;
    /** The whole document, for inspection. */
    read(): Promise<AuthorityFile>;
    /**
     * Associates a validated `link:<name>` conversation of an agent with an immutable ID with a
     * permanent session ID: the same ID on every later call (A2). Copies no history or memory.
     */
    openSession(agent: Agent, thread: string, bindingRef: string): Promise<Session>;
    /**
     * Opens the one active attempt of a session with a new generation (A3, A10). Retrying with the
     * same `attemptKey` after a lost acknowledgement returns the committed attempt and generation.
     */
    admit(sessionId: string, attemptKey: string): Promise<Attempt>;
    /**
     * Proposes the attempt's one tool call (A6). The same proposal again returns the original
     * request with its current status; a different call in the same attempt is refused.
     */
    propose(attemptId: string, generation: number | bigint, call: ToolCall): Promise<OwnerRequest>;
    /**
     * The owner's answer (A7, A8): only with the host's OwnerProof, and only for the owner of the
     * request's session agent. A pending request takes `allow_once` or `deny`, once; the same
     * answer again returns the request. After `recover`, an unanswered request can still be
     * denied, never allowed.
     */
    respond(requestId: string, decision: "allow_once" | "deny", proof: OwnerProof | unknown): Promise<OwnerRequest>;
    /**
     * Claims an approved call once and returns it (A9): the binding and attempt must be current,
     * the fresh policy check must pass, and the claim is durable before the call is returned.
     * Approval creates no grant. A second consume is `already_claimed`, never a second hand-out.
     */
    consume(requestId: string, context: ConsumeContext): Promise<ToolCall>;
    /** Ends the active attempt after the host contained its execution (A10). */
    retire(attemptId: string): Promise<void>;
    /**
     * The explicit restart barrier (A10): no attempt stays active, and every unresolved request
     * (unanswered, or allowed but not claimed) is marked `recovery_required`, stays inspectable,
     * and an unanswered one can still be denied. Nothing is rebound to a native callback.
     */
    recover(): Promise<OwnerRequest[]>;
}
