// The store's typed refusals (STYLE 5): one error type whose kind is the wire `ErrorKind`.

import type { ErrorKind, Reply, U64 } from "../../generated/index.js";

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
 * - `internal`: the store failed; the outcome is unknown. Treat as uncertain and retry by the seed's rules.
 */
export class StoreRefusal extends Error {
  override readonly name = "StoreRefusal";
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly current?: U64,
  ) {
    super(message);
  }

  toReply(): Reply {
    return { kind: "error", error: this.kind, message: this.message, ...(this.current === undefined ? {} : { current: this.current }) };
  }
}

/** Exhaustiveness guard for `switch` over a union: a new member does not compile until handled. */
export function unreachable(value: never): never {
  throw new Error(`unhandled case ${JSON.stringify(value)}`);
}
