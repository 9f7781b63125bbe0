import type { U64 } from "../../generated/index.js";
import type { Bridged } from "../bridge/client.js";
import { type MemoryVersion } from "../context/memory.js";
export declare const SHARED_MEMORY_FILE = "shared-memory.md";
/** The shared-memory file of an adapter's home. */
export declare function sharedMemoryPath(home: string): string;
/** Every portable document in the store, by ID, with its version. */
export declare function listMemory(bridge: Bridged): Promise<MemoryVersion[]>;
/** What a harness is given of others' memory. */
export interface Supplied {
    /** The documents, not this adapter's own exports. */
    documents: MemoryVersion[];
    /** The text given to the harness. */
    text: string;
    /** Each document's path and version as read, for a Cursor's `files` (R2). */
    files: Record<string, U64>;
}
/**
 * Others' memory as sourced data for `adapter`: every document neither sourced from `adapter` nor under its IDs,
 * each under a heading that names it, where it came from and its version (M7).
 */
export declare function suppliedMemory(bridge: Bridged, adapter: string): Promise<Supplied>;
/** Writes what `suppliedMemory` gives into the adapter's home (see `lossy` below); returns the file's path. */
export declare function writeSupplied(home: string, supplied: Supplied): string;
