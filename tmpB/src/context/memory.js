// Portable memory documents (M1-M4): `memory/portable/<id>.json` read and written with
// FileRead/FileWrite. The store's opaque version is the revision, kept outside the document and
// compared for equality only (M3). A read-modify-write keeps the metadata it does not know byte
// for byte (M2). A deletion is a new version of the document, not the file's removal (M4).
import { parse, RawJson, rawValues, stringify } from "../json/index.js";
import { StoreRefusal } from "../bridge/errors.js";
import { validate } from "../validate/index.js";
export function memoryPath(id) {
    return `memory/portable/${id}.json`;
}
const KNOWN = new Set(["id", "text", "source", "evidence", "modified_at", "deleted"]);
/**
 * Prints `memory` keeping every member of `original` that it does not change: unknown metadata
 * is copied as its original text, so it survives a read-modify-write byte for byte.
 */
export function rewrite(original, memory) {
    const out = {};
    const source = original === undefined ? {} : parse(original);
    const changed = memory;
    for (const key of Object.keys(source)) {
        if (KNOWN.has(key)) {
            if (changed[key] !== undefined)
                out[key] = changed[key];
        }
        else {
            const [text] = rawValues(original, [key]);
            out[key] = new RawJson(text);
        }
    }
    for (const [key, value] of Object.entries(changed))
        if (!(key in out) && value !== undefined && (KNOWN.has(key) || !(key in source)))
            out[key] = value;
    return stringify(out);
}
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
export class MemoryDocs {
    bridge;
    constructor(bridge) {
        this.bridge = bridge;
    }
    async get(id) {
        let reply;
        try {
            reply = await this.bridge.call({ kind: "file_read", path: memoryPath(id) });
        }
        catch (error) {
            if (error instanceof StoreRefusal && error.kind === "not_found")
                return { id, version: 0 };
            throw error;
        }
        const checked = validate("store::context::Memory", parse(reply.content));
        if (!checked.ok)
            throw new StoreRefusal("invalid", `${memoryPath(id)} is not a store::context::Memory: ${checked.errors.map((e) => `${e.pointer}: ${e.message}`).join("; ")}`);
        return { id, version: reply.version, memory: checked.value, raw: reply.content };
    }
    async put(memory, expected, original) {
        const checked = validate("store::context::Memory", memory);
        if (!checked.ok)
            throw new StoreRefusal("invalid", `not a store::context::Memory: ${checked.errors.map((e) => `${e.pointer}: ${e.message}`).join("; ")}`);
        const reply = await this.bridge.call({
            kind: "file_write",
            path: memoryPath(memory.id),
            content: rewrite(original, memory) + "\n",
            expected,
        });
        return reply.version;
    }
    /** Creates the document (refused with `conflict` if it exists). */
    create(memory) {
        return this.put(memory, 0);
    }
    /** Replaces the document if it is still at `version`; unknown metadata of `original` survives. */
    update(memory, version, original) {
        return this.put(memory, version, original);
    }
    /**
     * A sourced deletion (M4): the same ID, source and evidence at a new version, with empty text
     * and `deleted: true`. The file stays; `remove` is the separate storage operation.
     */
    async delete(current, modifiedAt = new Date().toISOString()) {
        if (!current.memory)
            throw new StoreRefusal("not_found", `${memoryPath(current.id)} does not exist`);
        const { id, source, evidence } = current.memory;
        const deletion = {
            id,
            text: "",
            evidence: (evidence ?? []),
            modified_at: modifiedAt,
            deleted: true,
            ...(source ? { source: source } : {}),
        };
        return this.put(deletion, current.version, current.raw);
    }
    /** Removes the file itself, if it is still at `version`. */
    async remove(id, version) {
        await this.bridge.call({ kind: "file_delete", path: memoryPath(id), expected: version });
    }
}
