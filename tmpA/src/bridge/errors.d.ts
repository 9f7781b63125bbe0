import type { ErrorKind, Reply, U64 } from "../../generated/index.js";
/**
 * - `transport`: the request was never sent (no connection). Safe to retry.
 * - `unauthenticated`: the host refused the handshake (wrong or rotated secret). Reconfigure.
 * - `uncertain`: the request was sent and no reply came (drop or timeout); it may have happened.
 *   Retry only in a way that is safe to repeat (same record with the same source, CAS).
 * - `protocol`: the host broke the protocol (bad frame, failed mutual proof). Treat as hostile.
 */
/** `unavailable`: the host could not take the connection now (out of descriptors): try again. */
export type BridgeErrorKind = "transport" | "unauthenticated" | "uncertain" | "protocol" | "unavailable";
export declare class BridgeError extends Error {
    readonly kind: BridgeErrorKind;
    readonly name = "BridgeError";
    constructor(kind: BridgeErrorKind, message: string);
}
/**
 * A refusal by the store, the bridge or a driver, carried on the wire as `Reply::Error`.
 * - `conflict`: a CAS version or expected sequence did not match; `current` says what it is. Re-read, decide again.
 * - `not_found`: no such file or conversation. Create it (expected 0) or stop.
 * - `permission_denied`: the agent's grants do not cover the path. Ask the owner for the grant; never retry.
 * - `invalid`: a malformed path, name or value, or a link or non-regular file where a file was expected. Fix the request.
 * - `lease_held`: another holder's lease blocks the append. Wait for expiry or the holder's release.
 * - `source_conflict`: the source was captured before with different content (C9). A capture bug: keep the record for inspection.
 * - `too_large`: content over a size limit (notes limit, frame cap). Shrink it.
 * - `unauthenticated`: the request's agent or owner is not the proven binding (B7), or the handshake failed. Reconfigure.
 * - `unsupported`: the operation is not offered by this driver.
 * - `internal`: the store failed for a reason of its own (a log changed behind it); the operation did not take effect. Report it.
 * - `unavailable`: the store could not write (a full disk, a failed write or sync) and took back what it began: nothing was stored. Keep the work; retry when storage recovers.
 * - `uncertain`: the store failed part-way and cannot tell whether the operation took effect. Retry as `BridgeError` `uncertain` says (`appendRecord` does).
 */
export declare class StoreRefusal extends Error {
    readonly kind: ErrorKind;
    readonly current?: U64 | undefined;
    readonly name = "StoreRefusal";
    constructor(kind: ErrorKind, message: string, current?: U64 | undefined);
    toReply(): Reply;
}
/** Exhaustiveness guard for `switch` over a union: a new member does not compile until handled. */
export declare function unreachable(value: never): never;
