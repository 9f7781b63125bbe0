// The bridge's two error types: `BridgeError`, why a call got no reply (the transport, the
// handshake, a lost reply), and `StoreRefusal` (STYLE 5), a reply that refuses, whose kind is the
// wire `ErrorKind`. The host, the client, context and the CLI all speak these two.
export class BridgeError extends Error {
    kind;
    name = "BridgeError";
    constructor(kind, message) {
        super(message);
        this.kind = kind;
    }
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
export class StoreRefusal extends Error {
    kind;
    current;
    name = "StoreRefusal";
    constructor(kind, message, current) {
        super(message);
        this.kind = kind;
        this.current = current;
    }
    toReply() {
        return { kind: "error", error: this.kind, message: this.message, ...(this.current === undefined ? {} : { current: this.current }) };
    }
}
/** Exhaustiveness guard for `switch` over a union: a new member does not compile until handled. */
export function unreachable(value) {
    throw new Error(`unhandled case ${JSON.stringify(value)}`);
}
