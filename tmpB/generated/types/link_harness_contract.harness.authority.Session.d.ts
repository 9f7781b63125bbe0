import type { AgentId } from "./store.AgentId.js";
import type { Owner } from "./store.Owner.js";
import type { ThreadName } from "./store.ThreadName.js";
/**
 * A Link conversation associated with a permanent session ID (A2).
 */
export interface Session {
    session_id: string;
    agent: AgentId;
    /**
     * The agent's owner (`store::Agent::owner`): the only owner whose proof answers this
     * session's requests (A7).
     */
    owner: Owner;
    thread: ThreadName;
    /**
     * The adapter's opaque binding reference (A3).
     */
    binding_ref: string;
}
