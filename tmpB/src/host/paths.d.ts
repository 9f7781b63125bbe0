import type { Agent } from "../../generated/index.js";
/** Where a path lives in the agent folder, which decides the grant its writes need. */
export type Collection = "instructions" | "skills" | "home" | "memory_index" | "notes" | "portable" | "memory";
export declare const MAX_PATH_BYTES = 1024;
export declare const MAX_COMPONENT_BYTES = 255;
/** The driver's own temp files; no client may name one. */
export declare const TEMP_NAME: RegExp;
export interface CollectionPath {
    path: string;
    components: string[];
    collection: Collection;
}
/** Validates a collection path lexically (B8) and names its collection. */
export declare function parseCollectionPath(path: string): CollectionPath;
/** Validates a listing prefix: empty (everything) or whole components, with or without a final `/`. */
export declare function parsePrefix(prefix: string): string[];
/** The scope of a connection: the agent's bridge socket, or memory's own socket (G4). */
export type Scope = "bridge" | "memory";
/**
 * Refuses a write or delete the agent's grants do not cover. Decided only by the agent record,
 * the connection's scope and the path: never by a record's role or source (C5, G5).
 */
export declare function checkWrite(agent: Agent, scope: Scope, target: CollectionPath): void;
