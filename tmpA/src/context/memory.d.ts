import type { Memory, U64 } from "../../generated/index.js";
import type { Bridged } from "../bridge/client.js";
export declare function memoryPath(id: string): string;
export interface MemoryVersion {
    id: string;
    /** 0 when the document is missing. */
    version: U64;
    memory?: Memory;
    /** The document's JSON text as stored. */
    raw?: string;
}
/**
 * Prints `memory` keeping every member of `original` that it does not change: unknown metadata
 * is copied as its original text, so it survives a read-modify-write byte for byte.
 */
export declare function rewrite(original: string | undefined, memory: Memory): string;
/**
 * Portable memory documents at memory/portable/<id>.json (M1-M4), by CAS on opaque versions.
 *
 * @example
 * ```ts
 * import { MemoryDocs } from "link-context-kit";
 *
 * const docs = new MemoryDocs(bridge);
 * const current = await docs.get("prefers-tabs"); // version 0 when missing
 * const memory = { id: "prefers-tabs", text: "prefers tabs", evidence: [{ thread: "link:main", seq: 1 }], modified_at: new Date().toISOString() };
 * const version = await docs.update(memory, current.version, current.raw); // a StoreRefusal "conflict" if someone wrote first
 * ```
 */
export declare class MemoryDocs {
    private readonly bridge;
    constructor(bridge: Bridged);
    get(id: string): Promise<MemoryVersion>;
    private put;
    /** Creates the document (refused with `conflict` if it exists). */
    create(memory: Memory): Promise<U64>;
    /** Replaces the document if it is still at `version`; unknown metadata of `original` survives. */
    update(memory: Memory, version: U64, original?: string): Promise<U64>;
    /**
     * A sourced deletion (M4): the same ID, source and evidence at a new version, with empty text
     * and `deleted: true`. The file stays; `remove` is the separate storage operation.
     */
    delete(current: MemoryVersion, modifiedAt?: string): Promise<U64>;
    /** Removes the file itself, if it is still at `version`. */
    remove(id: string, version: U64): Promise<void>;
}
