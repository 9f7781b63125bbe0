import type { FrameTransport } from "./transport.js";
export declare const PROTOCOL = 1;
export declare const HANDSHAKE_DEADLINE_MS = 3000;
export declare const NONCE_BYTES = 32;
export declare function nonce(): string;
export declare function mac(secretHex: string, label: "c2s" | "s2c", serverNonce: string, clientNonce: string, agent: string, owner: string): string;
/** Constant-time comparison of two hex MACs; false for any malformed input. */
export declare function macEqual(expected: string, given: unknown): boolean;
export declare function isNonce(value: unknown): value is string;
/** What the client proves: the binding's agent and owner, and this start's secret (hex). */
export interface Claim {
    agent: string;
    owner: string;
    key: string;
}
/**
 * The client's side: answers the host's challenge with a proof of `claim`, then checks the host's
 * own proof. Resolves once both hold; the transport then takes frames up to FRAME_MAX, and frames
 * that came after the host's accept are held for the next layer. Rejects with a BridgeError
 * (`unauthenticated` when the host refused the binding, `protocol` when the host broke the
 * protocol or could not prove the secret, `transport` on a closed stream or the deadline), the
 * transport closed.
 */
export declare function proveBinding(transport: FrameTransport, claim: Claim, deadlineMs?: number): Promise<void>;
/** A client the host knows: its record (with its owner) and its current start secret, if started. */
export interface Known<A extends {
    owner: string;
}> {
    account: A;
    secret: string | undefined;
}
/** Who proved a binding on a connection. */
export interface Proven<A> {
    account: A;
    owner: string;
}
/**
 * The host's side: challenges, checks the response against the secret `lookup` gives for the
 * claimed agent, and accepts with its own proof. A wrong owner, an unknown agent and a wrong
 * secret are refused alike, with one message. Resolves with who proved; or, after sending
 * `reject` and ending the transport (or on the deadline, or a closed stream), with undefined.
 */
export declare function challengeClient<A extends {
    owner: string;
}>(transport: FrameTransport, lookup: (agent: string) => Known<A> | undefined, deadlineMs?: number): Promise<Proven<A> | undefined>;
