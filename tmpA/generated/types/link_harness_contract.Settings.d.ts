import type { AgentId } from "./store.AgentId.js";
import type { Owner } from "./store.Owner.js";
/**
 * A harness's settings as Link's `configure` resolves them. Unknown settings are preserved.
 */
export interface Settings {
    storage?: StorageSettings | null;
    [k: string]: unknown | undefined;
}
/**
 * The storage a harness receives when its folder layout supports the bridge (B1, B2).
 */
export interface StorageSettings {
    /**
     * The bridge's Unix socket path.
     */
    endpoint: string;
    /**
     * This start's binding secret, hex; a new start gets a new one (B2).
     */
    endpoint_key: string;
    agent: AgentId;
    owner: Owner;
    /**
     * The memory service's separate socket, when the harness has one (G4).
     */
    memory_endpoint?: string | null;
}
