// Supplying other adapters' memory to a harness (M7): every portable document another adapter
// exported (or a person wrote), as sourced data in a file of the kit's own,
// `<home>/.lnk/agent-context/shared-memory.md`, each item labelled with its ID, source and
// version, and a deletion shown as a sourced deletion (M4). A harness reads it through its own
// means (an `@` import in CLAUDE.md, a line in AGENTS.md naming it, SessionStart context); the kit
// never writes a vendor's memory files.
import { resolve } from "node:path";
import { MemoryDocs, memoryPath } from "../context/memory.js";
import { Dir } from "../durable/dir.js";
export const SHARED_MEMORY_FILE = "shared-memory.md";
const PORTABLE = "memory/portable";
/** The shared-memory file of an adapter's home. */
export function sharedMemoryPath(home) {
    return resolve(home, ".lnk", "agent-context", SHARED_MEMORY_FILE);
}
/** Every portable document in the store, by ID, with its version. */
export async function listMemory(bridge) {
    const listing = await bridge.call({ kind: "file_list", prefix: PORTABLE });
    const docs = new MemoryDocs(bridge);
    const out = [];
    for (const entry of listing.entries) {
        const m = /^memory\/portable\/([^/]+)\.json$/.exec(entry.path);
        if (m)
            out.push(await docs.get(m[1]));
    }
    return out.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
function label(doc) {
    const m = doc.memory;
    const from = m?.source ? `from ${m.source.adapter} ${m.source.native_record}` : "written directly to the store";
    return `${doc.id} (${from}, version ${doc.version}${m ? `, modified ${m.modified_at}` : ""})`;
}
/**
 * Others' memory as sourced data for `adapter`: every document neither sourced from `adapter` nor under its IDs,
 * each under a heading that names it, where it came from and its version (M7).
 */
export async function suppliedMemory(bridge, adapter) {
    // Its own exports stay out, by source and by ID (a person's correction may carry no source).
    const documents = (await listMemory(bridge)).filter((d) => d.memory?.source?.adapter !== adapter && !d.id.startsWith(`${adapter}.`));
    const files = {};
    const parts = [
        `# Shared memory from other harnesses`,
        ``,
        `Written by link-kit from Link's portable memory (memory/portable/); rewritten whenever it is supplied, so edits here are lost.`,
        `Each item is data another harness recorded, labelled with its source and version; a deleted item was withdrawn and is not to be relied on.`,
    ];
    for (const doc of documents) {
        files[memoryPath(doc.id)] = doc.version;
        parts.push("", `## ${label(doc)}`, "");
        if (doc.memory?.deleted)
            parts.push(`(deleted: this memory was withdrawn; its ID, source and evidence are kept)`);
        else
            parts.push((doc.memory?.text ?? "").trimEnd());
    }
    if (documents.length === 0)
        parts.push("", "(none yet)");
    return { documents, text: parts.join("\n") + "\n", files };
}
/** Writes what `suppliedMemory` gives into the adapter's home (see `lossy` below); returns the file's path. */
export function writeSupplied(home, supplied) {
    const dir = Dir.open(resolve(home, ".lnk", "agent-context"), { create: true, mode: 0o700 });
    try {
        // Written whole, its rename not fsynced (`lossy`): every SessionStart writes it anew from the
        // store, and a crash that brings the one before back only shows what was supplied then.
        dir.writeAtomic(SHARED_MEMORY_FILE, supplied.text, 0o600, { lossy: true });
    }
    finally {
        dir.close();
    }
    return sharedMemoryPath(home);
}
