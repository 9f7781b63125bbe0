import type { EvidenceRef } from "./store.context.EvidenceRef.js";
import type { MemoryId } from "./store.context.ReadRequest.js";
import type { Source } from "./store.context.Source.js";
/**
 * A portable memory document (M2). Its revision is the store's version, kept outside (M3).
 */
export interface Memory {
    id: MemoryId;
    text: string;
    source?: Source | null;
    evidence?: EvidenceRef[];
    /**
     * RFC 3339 time of the last change, set by the writer.
     */
    modified_at: string;
    /**
     * A sourced deletion: empty text, ID, source and evidence kept (M4).
     */
    deleted?: boolean;
    [k: string]: unknown | undefined;
}
