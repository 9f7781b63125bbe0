// Supplying other adapters' memory to a harness (M7): every portable document another adapter
// exported (or a person wrote), as sourced data in a file of the kit's own,
// `<home>/.lnk/agent-context/shared-memory.md`, each item labelled with its ID, source and
// version, and a deletion shown as a sourced deletion (M4). A harness reads it through its own
// means (an `@` import in CLAUDE.md, a line in AGENTS.md naming it, SessionStart context); the kit
// never writes a vendor's memory files.

import { resolve } from "node:path";

import type { U64 } from "../../generated/index.js";
import type { Bridged } from "../bridge/client.js";
import { MemoryDocs, memoryPath, type MemoryVersion } from "../context/memory.js";
import { Dir } from "../durable/dir.js";

export const SHARED_MEMORY_FILE = "shared-memory.md";
const PORTABLE = "memory/portable";

/** The shared-memory file of an adapter's home. */
export function sharedMemoryPath(home: string): string {
  return resolve(home, ".lnk", "agent-context", SHARED_MEMORY_FILE);
}

/** Every portable document in the store, by ID, with its version. */
export async function listMemory(bridge: Bridged): Promise<MemoryVersion[]> {
  const listing = await bridge.call({ kind: "file_list", prefix: PORTABLE });
  const docs = new MemoryDocs(bridge);
  const out: MemoryVersion[] = [];
  for (const entry of listing.entries) {
    const m = /^memory\/portable\/([^/]+)\.json$/.exec(entry.path);
    if (m) out.push(await docs.get(m[1] as string));
  }
  return out.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** What a harness is given of others' memory. */
export interface Supplied {
  /** The documents, not this adapter's own exports. */
  documents: MemoryVersion[];
  /** The text given to the harness. */
  text: string;
  /** Each document's path and version as read, for a Cursor's `files` (R2). */
  files: Record<string, U64>;
}

function label(doc: MemoryVersion): string {
  const m = doc.memory;
  const from = m?.source ? `from ${m.source.adapter} ${m.source.native_record}` : "written directly to the store";
  return `${doc.id} (${from}, version ${doc.version}${m ? `, modified ${m.modified_at}` : ""})`;
}

/**
 * Others' memory as sourced data for `adapter`: every document neither sourced from `adapter` nor under its IDs,
 * each under a heading that names it, where it came from and its version (M7).
 */
export async function suppliedMemory(bridge: Bridged, adapter: string): Promise<Supplied> {
  // Its own exports stay out, by source and by ID (a person's correction may carry no source).
  const documents = (await listMemory(bridge)).filter((d) => d.memory?.source?.adapter !== adapter && !d.id.startsWith(`${adapter}.`));
  const files: Record<string, U64> = {};
  const parts = [
    `# Shared memory from other harnesses`,
    ``,
    `Written by link-kit from Link's portable memory (memory/portable/); rewritten whenever it is supplied, so edits here are lost.`,
    `Each item is data another harness recorded, labelled with its source and version; a deleted item was withdrawn and is not to be relied on.`,
  ];
  for (const doc of documents) {
    files[memoryPath(doc.id)] = doc.version;
    parts.push("", `## ${label(doc)}`, "");
    if (doc.memory?.deleted) parts.push(`(deleted: this memory was withdrawn; its ID, source and evidence are kept)`);
    else parts.push((doc.memory?.text ?? "").trimEnd());
  }
  if (documents.length === 0) parts.push("", "(none yet)");
  return { documents, text: parts.join("\n") + "\n", files };
}

/** True when the shared-memory file in `dir` is a private file of this user holding exactly `text`. */
function unchanged(dir: Dir, text: string): boolean {
  const held = dir.identify(SHARED_MEMORY_FILE);
  if (held === undefined || held.size !== BigInt(Buffer.byteLength(text)) || (held.mode & 0o777) !== 0o600) return false;
  return dir.readFile(SHARED_MEMORY_FILE).bytes.equals(Buffer.from(text));
}

/** Writes what `suppliedMemory` gives into the adapter's home (see `lossy` below); returns the file's path. */
export function writeSupplied(home: string, supplied: Supplied): string {
  const dir = Dir.open(resolve(home, ".lnk", "agent-context"), { create: true, mode: 0o700 });
  try {
    // Left as it is when it already says this (most SessionStarts: the shared memory seldom
    // changes between sessions), which spares the harness's wait a write and its fsync; a file
    // that is not a private regular one of ours (a link, a hard link) is refused as a write refuses it.
    if (unchanged(dir, supplied.text)) return sharedMemoryPath(home);
    // Written whole, its rename not fsynced (`lossy`): every SessionStart writes it anew from the
    // store, and a crash that brings the one before back only shows what was supplied then.
    dir.writeAtomic(SHARED_MEMORY_FILE, supplied.text, 0o600, { lossy: true });
  } finally {
    dir.close();
  }
  return sharedMemoryPath(home);
}
