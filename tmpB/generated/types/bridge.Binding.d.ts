import type { AgentId } from "./store.AgentId.js";
import type { Owner } from "./store.Owner.js";
/**
 * Who the adapter is and the secret of this start (B2, B4). Kept in private configuration only.
 */
export interface Binding {
    agent: AgentId;
    owner: Owner;
    /**
     * The start's binding secret, hex.
     */
    endpoint_key: string;
}
