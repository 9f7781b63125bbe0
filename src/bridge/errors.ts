// Why a bridged call did not return a reply: the client's and the handshake's one error type.

/**
 * - `transport`: the request was never sent (no connection). Safe to retry.
 * - `unauthenticated`: the host refused the handshake (wrong or rotated secret). Reconfigure.
 * - `uncertain`: the request was sent and no reply came (drop or timeout); it may have happened.
 *   Retry only in a way that is safe to repeat (same record with the same source, CAS).
 * - `protocol`: the host broke the protocol (bad frame, failed mutual proof). Treat as hostile.
 */
export type BridgeErrorKind = "transport" | "unauthenticated" | "uncertain" | "protocol";

export class BridgeError extends Error {
  override readonly name = "BridgeError";
  constructor(
    readonly kind: BridgeErrorKind,
    message: string,
  ) {
    super(message);
  }
}
