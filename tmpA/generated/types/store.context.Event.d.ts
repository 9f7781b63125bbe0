import type { U64 } from "./scalars.js";
import type { Role } from "./store.context.Role.js";
import type { Source } from "./store.context.Source.js";
/**
 * An owned view of a raw record's common fields (C1, C2). Derived on read; never written over
 * the raw log (C6).
 */
export interface Event {
    seq: U64;
    role: Role;
    /**
     * Missing legacy text defaults to the empty string (C2).
     */
    text?: string;
    /**
     * RFC 3339 time; missing legacy time defaults to the empty string (C2).
     */
    at?: string;
    from?: string | null;
    source?: Source | null;
}
