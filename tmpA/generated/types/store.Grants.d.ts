/**
 * What an agent may write beyond its own conversation (G1-G3).
 */
export interface Grants {
    /**
     * Write `instructions/` (G1).
     */
    instructions?: boolean;
    /**
     * Write `skills/` (G1).
     */
    skills?: boolean;
    /**
     * Write `home/` and the other `memory/` documents; never the memory index (G2).
     */
    home?: boolean;
    /**
     * Write the protected memory index; only the memory socket holds this scope (G4).
     */
    memory_index?: boolean;
    /**
     * Write `memory/notes.md` with CAS, and `memory/portable/` (G3, G6).
     */
    notes?: boolean;
}
