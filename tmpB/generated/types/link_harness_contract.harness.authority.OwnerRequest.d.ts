import type { U64 } from "./scalars.js";
/**
 * A request to the owner (A6-A10).
 */
export interface OwnerRequest {
    request_id: string;
    session_id: string;
    attempt_id: string;
    generation: U64;
    call: ToolCall;
    status: RequestStatus;
    /**
     * Set once, durably, before `consume` returns the call (A9).
     */
    claimed?: boolean;
    /**
     * Set by `recover` on requests left unresolved by a restart (A10).
     */
    recovery_required?: boolean;
    /**
     * RFC 3339 time the request was proposed.
     */
    created_at: string;
}
/**
 * A request's status (A8).
 */
export type RequestStatus = "pending" | "allow_once" | "deny";
/**
 * A proposed tool call, immutable once proposed (A6, A8).
 */
export interface ToolCall {
    tool: string;
    arguments: unknown;
}
