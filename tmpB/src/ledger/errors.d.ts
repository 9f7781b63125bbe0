/**
 * - `invalid_thread`: not a validated `link:<name>` conversation (A2). Other thread formats keep their existing behaviour outside the ledger.
 * - `pre_id_agent`: the agent has no immutable ID (A2). Such agents are not served by this primitive.
 * - `not_found`: no such session, attempt or request.
 * - `attempt_active`: another attempt is active; contain it and `retire` it first (A10).
 * - `stale_attempt`: the attempt or generation is not the active one; its operations are fenced (A9, A12).
 * - `stale_binding`: the binding reference or start secret is not the current one (A9).
 * - `one_call_per_attempt`: the attempt already proposed a different tool call (A6).
 * - `no_proof`: `respond` without the host's proof that it authenticated the owner (A7).
 * - `wrong_owner`: `respond` with a proof for someone other than the owner of the request's session agent (A7). Nothing was written; authenticate that owner.
 * - `already_decided`: the request was answered otherwise before; decisions are final (A8).
 * - `not_approved`: `consume` of a request that is pending or denied (A9).
 * - `already_claimed`: the call was claimed before. If that claim's reply was lost, the outcome is uncertain; the call is never handed out again (A9).
 * - `policy_refused`: the fresh host-policy check failed; nothing was claimed (A9).
 * - `recovery_required`: after `recover`, the request can only be inspected or denied (A10).
 * - `unsafe`: the directory or file is a link, not private, or not regular (A5). Fix the host's setup.
 * - `too_large`: the metadata is over 1 MiB, or a change would make it so (A5).
 * - `corrupt`: authority.json is not valid JSON or not an AuthorityFile (A5); left untouched.
 * - `exists`: `ledger init` found a ledger already there; it was left untouched.
 * - `foreign`: authority.json has another format tag or belongs to another host (A5); left untouched.
 * - `unknown_version`: authority.json has a version this ledger does not know (A5); left untouched.
 * - `unavailable`: the disk is full; authority.json was not changed. Retry once space is freed.
 * - `uncertain`: authority.json was replaced but the directory's sync failed: whether the change survives a crash is unknown. Read the ledger again before deciding (a claim: never hand the call out again, A9).
 * - `io`: the file system failed (authority.json was not changed), or the lock was not had in time.
 */
export type LedgerErrorKind = "invalid_thread" | "pre_id_agent" | "not_found" | "attempt_active" | "stale_attempt" | "stale_binding" | "one_call_per_attempt" | "no_proof" | "wrong_owner" | "already_decided" | "not_approved" | "already_claimed" | "policy_refused" | "recovery_required" | "unsafe" | "too_large" | "corrupt" | "foreign" | "exists" | "unknown_version" | "unavailable" | "uncertain" | "io";
export declare class LedgerError extends Error {
    readonly kind: LedgerErrorKind;
    readonly name = "LedgerError";
    constructor(kind: LedgerErrorKind, message: string);
}
