import type { AgentId } from "./store.AgentId.js";
import type { Owner } from "./store.Owner.js";
/**
 * Handshake messages, in order: `challenge` (host), `response` (client), `accept` or `reject`
 * (host). MACs are HMAC-SHA256 over a direction label and both nonces, hex.
 */
export type Handshake = {
    type: "challenge";
    protocol: number;
    nonce: string;
} | {
    type: "response";
    agent: AgentId;
    owner: Owner;
    nonce: string;
    mac: string;
} | {
    type: "accept";
    mac: string;
} | {
    type: "reject";
    error: ErrorKind;
    message: string;
};
/**
 * Why the store refused an operation.
 */
export type ErrorKind = "conflict" | "not_found" | "permission_denied" | "invalid" | "lease_held" | "source_conflict" | "too_large" | "unauthenticated" | "unsupported" | "internal" | "unavailable" | "uncertain";
