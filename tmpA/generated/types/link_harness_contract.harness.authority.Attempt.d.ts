import type { U64 } from "./scalars.js";
/**
 * The host's one active turn attempt (A3, A10).
 */
export interface Attempt {
    session_id: string;
    /**
     * The host turn-attempt ID.
     */
    attempt_id: string;
    /**
     * The caller's admission key; retrying admission with it returns this attempt (A10).
     */
    attempt_key: string;
    /**
     * The host execution generation.
     */
    generation: U64;
    binding_ref: string;
}
