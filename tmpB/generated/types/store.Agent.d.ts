import type { U64 } from "./scalars.js";
import type { AgentId } from "./store.AgentId.js";
import type { Grants } from "./store.Grants.js";
import type { Owner } from "./store.Owner.js";
/**
 * An agent as Link registers it.
 */
export interface Agent {
    /**
     * The immutable agent ID; absent for agents created before IDs existed.
     */
    id?: AgentId | null;
    name: string;
    owner: Owner;
    grants?: Grants;
    /**
     * The agent spec's size limit for `memory/notes.md`, in bytes (G6).
     */
    notes_limit: U64;
}
