// Exports of native memory into portable documents (M5, M6). The adapter's state records, per
// export, the digest of the native text exported and the store version written. Each export
// compares the native file with that digest and the shared document with that version, and
// `decide` says what follows:
//
//   native \ shared  unchanged      changed        deleted         missing (file removed)
//   unchanged        up_to_date     keep_shared    keep_deletion   keep_deletion
//   changed          write          conflict       conflict        conflict
//   removed          delete         conflict       forget          forget
//
// A correction made elsewhere survives while the native file is unchanged; an old export never
// overwrites a deletion (M5); a native change against a shared change or deletion is refused
// until `reconcile` picks a side, never resurrected silently. Native files are only read.

import type { ExportRecord, Memory, Source, U64 } from "../../generated/index.js";
import type { AdapterStateFile } from "../adapter/state.js";
import type { Bridged } from "../bridge/client.js";
import { StoreRefusal } from "../bridge/errors.js";
import { MemoryDocs, type MemoryVersion } from "../context/memory.js";
import { u64Equal } from "../json/index.js";
import { isoTime } from "../time.js";
import type { NativeMemory } from "./native.js";

/** The native file against the last successful export. */
export type NativeState = "unchanged" | "changed" | "removed";
/** The shared document against the version the last export wrote. */
export type SharedState = "unchanged" | "changed" | "deleted" | "missing";

export type Outcome =
  /** Nothing to do. */
  | "up_to_date"
  /** A correction made elsewhere: the shared document stays (M6). */
  | "keep_shared"
  /** A shared deletion beats an old export (M5). */
  | "keep_deletion"
  /** The native change is written as a new version (CAS on the recorded version). */
  | "write"
  /** The native file is gone: a sourced deletion is written (M4). */
  | "delete"
  /** Both sides changed: refused until reconciled. */
  | "conflict"
  /** Both sides are gone: the export record is dropped. */
  | "forget";

const TABLE: Record<NativeState, Record<SharedState, Outcome>> = {
  unchanged: { unchanged: "up_to_date", changed: "keep_shared", deleted: "keep_deletion", missing: "keep_deletion" },
  changed: { unchanged: "write", changed: "conflict", deleted: "conflict", missing: "conflict" },
  removed: { unchanged: "delete", changed: "conflict", deleted: "forget", missing: "forget" },
};

/** What an export does, given how each side moved since the last successful export (M5, M6). */
export function decide(native: NativeState, shared: SharedState): Outcome {
  return TABLE[native][shared];
}

/** The shared document against the recorded version. */
export function sharedState(record: ExportRecord, doc: MemoryVersion): SharedState {
  if (u64Equal(doc.version, 0)) return "missing";
  // The version this adapter last wrote or accepted (a deletion kept by `reconcile` included).
  if (u64Equal(doc.version, record.version)) return "unchanged";
  return doc.memory?.deleted ? "deleted" : "changed";
}

/** One document's export. */
export interface ExportResult {
  id: string;
  nativePath: string;
  /**
   * `create` for a first export, `adopt` when the store already holds exactly this text from this
   * adapter, `refused` when the store refused the document's read or write (`error` says why: a
   * binding without the notes grant, G3).
   */
  outcome: Outcome | "create" | "adopt" | "refused";
  /** The shared document's version after the export (0: missing). */
  version: U64;
  /** For a conflict: both sides, in words. */
  conflict?: string;
  /** For a refusal: the store's kind and message. */
  error?: { kind: string; message: string };
}

/** A memory document's source when an adapter exports a native file: the adapter, "memory", and the native path. */
export function memorySource(adapter: string, nativePath: string): Source {
  return { adapter, native_session: "memory", native_record: nativePath };
}

function exported(adapter: string, native: NativeMemory, now: string, before?: Memory): Memory {
  return {
    id: native.id,
    text: native.text,
    source: memorySource(adapter, native.nativePath),
    evidence: before?.evidence ?? [],
    modified_at: now,
  };
}

/** Whether the store already holds this native text as this adapter's live export (a write whose record was lost). */
function holds(doc: MemoryVersion, adapter: string, native: NativeMemory): boolean {
  const m = doc.memory;
  return m !== undefined && !m.deleted && m.text === native.text && m.source?.adapter === adapter;
}

function describe(doc: MemoryVersion): string {
  if (u64Equal(doc.version, 0)) return "removed from the store";
  // The document's source names where it came from, not who wrote this version: it is not shown as the writer.
  const m = doc.memory as Memory;
  return m.deleted
    ? `deleted (version ${doc.version}, modified ${m.modified_at})`
    : `changed (version ${doc.version}, modified ${m.modified_at})`;
}

/**
 * Exports an adapter's native memory (M5, M6): each file by the table above, each successful
 * write recorded in the adapter's state only after the store confirmed it. Native files that
 * were exported before and are gone now (`removed`) are in `state` but not in `files`.
 */
export async function exportMemory(
  bridge: Bridged,
  state: AdapterStateFile,
  files: NativeMemory[],
  now = isoTime(),
): Promise<ExportResult[]> {
  const docs = new MemoryDocs(bridge);
  const adapter = state.adapter;
  const results: ExportResult[] = [];
  const present = new Set(files.map((f) => f.id));
  // One document's refusal (the notes grant missing, say) is its own result; the others go on.
  const one = async (subject: NativeMemory | { record: ExportRecord }): Promise<ExportResult> => {
    try {
      return await exportOne(docs, state, adapter, subject, now);
    } catch (error) {
      if (!(error instanceof StoreRefusal)) throw error;
      const id = "record" in subject ? subject.record.memory_id : subject.id;
      const nativePath = "record" in subject ? subject.record.native_path : subject.nativePath;
      return { id, nativePath, outcome: "refused", version: 0, error: { kind: error.kind, message: error.message } };
    }
  };
  for (const native of files) results.push(await one(native));
  for (const record of state.exportRecords()) if (!present.has(record.memory_id)) results.push(await one({ record }));
  return results;
}

async function exportOne(
  docs: MemoryDocs,
  state: AdapterStateFile,
  adapter: string,
  subject: NativeMemory | { record: ExportRecord },
  now: string,
): Promise<ExportResult> {
  const native = "record" in subject ? undefined : subject;
  const id = native?.id ?? (subject as { record: ExportRecord }).record.memory_id;
  const record = state.exportOf(id);
  const nativePath = native?.nativePath ?? (record as ExportRecord).native_path;
  const doc = await docs.get(id);
  const result = (outcome: ExportResult["outcome"], version: U64, conflict?: string): ExportResult => ({
    id,
    nativePath,
    outcome,
    version,
    ...(conflict ? { conflict } : {}),
  });
  const remember = (version: U64) =>
    native && state.recordExport({ memory_id: id, native_path: native.nativePath, digest: native.digest, version });

  if (record === undefined) {
    // First export of this file.
    if (!native) throw new Error("unreachable: an export with neither a native file nor a record");
    if (u64Equal(doc.version, 0)) {
      const version = await cas(() => docs.create(exported(adapter, native, now)));
      if (version === undefined) return result("conflict", (await docs.get(id)).version, `${id} was created by someone else meanwhile`);
      remember(version);
      return result("create", version);
    }
    if (holds(doc, adapter, native)) {
      remember(doc.version);
      return result("adopt", doc.version);
    }
    return result(
      "conflict",
      doc.version,
      `native ${nativePath} was never exported from here, and ${id} is ${describe(doc)}; reconcile to pick a side`,
    );
  }

  const nativeState: NativeState = !native ? "removed" : native.digest === record.digest ? "unchanged" : "changed";
  const shared = sharedState(record, doc);
  const outcome = decide(nativeState, shared);
  switch (outcome) {
    case "up_to_date":
    case "keep_shared":
    case "keep_deletion":
      return result(outcome, doc.version);
    case "forget":
      state.dropExport(id);
      return result(outcome, doc.version);
    case "write": {
      const n = native as NativeMemory;
      const version = await cas(() => docs.update(exported(adapter, n, now, doc.memory), record.version, doc.raw));
      if (version === undefined) return result("conflict", (await docs.get(id)).version, `${id} changed while it was being exported`);
      remember(version);
      return result("write", version);
    }
    case "delete": {
      if (doc.memory?.deleted) {
        state.dropExport(id); // a deletion this adapter accepted: nothing more to say
        return result("forget", doc.version);
      }
      const version = await cas(() => docs.delete(doc, now));
      if (version === undefined)
        return result("conflict", (await docs.get(id)).version, `${id} changed while its deletion was being exported`);
      state.dropExport(id);
      return result("delete", version);
    }
    case "conflict": {
      // A write whose record was lost (a crash between the store's reply and the state's write)
      // left exactly this text: that is this export, not a conflict.
      if (native && holds(doc, adapter, native)) {
        remember(doc.version);
        return result("adopt", doc.version);
      }
      const mine = native
        ? `native ${nativePath} changed since the export of version ${record.version}`
        : `native ${nativePath} was removed`;
      return result("conflict", doc.version, `${mine}, and ${id} was ${describe(doc)}; reconcile to pick a side`);
    }
  }
}

/** Runs a CAS write; a conflict (someone wrote first) is `undefined`, anything else is thrown. */
async function cas(write: () => Promise<U64>): Promise<U64 | undefined> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof StoreRefusal && error.kind === "conflict") return undefined;
    throw error;
  }
}

/** Which side a reconciliation keeps. */
export type Keep = "native" | "shared";

/**
 * Ends a conflict by picking a side (M5, M6). `native`: the native text (or, for a removed native
 * file, a sourced deletion) becomes a new version, CAS on the current one. `shared`: the shared
 * document stays as it is, and the native file as it is now counts as exported, so only a later
 * native change is exported again.
 */
export async function reconcile(
  bridge: Bridged,
  state: AdapterStateFile,
  id: string,
  native: NativeMemory | undefined,
  keep: Keep,
  now = isoTime(),
): Promise<ExportResult> {
  const docs = new MemoryDocs(bridge);
  const adapter = state.adapter;
  const record = state.exportOf(id);
  if (!native && !record) throw new StoreRefusal("not_found", `${adapter} has no native memory exported as ${id}`);
  const nativePath = native?.nativePath ?? (record as ExportRecord).native_path;
  const doc = await docs.get(id);
  const done = (outcome: ExportResult["outcome"], version: U64): ExportResult => ({ id, nativePath, outcome, version });
  if (keep === "shared") {
    if (native) state.recordExport({ memory_id: id, native_path: nativePath, digest: native.digest, version: doc.version });
    else state.dropExport(id);
    return done("keep_shared", doc.version);
  }
  if (!native) {
    if (!doc.memory || doc.memory.deleted) {
      state.dropExport(id);
      return done("forget", doc.version);
    }
    const version = await docs.delete(doc, now);
    state.dropExport(id);
    return done("delete", version);
  }
  const version = await docs.update(exported(adapter, native, now, doc.memory), doc.version, doc.raw);
  state.recordExport({ memory_id: id, native_path: nativePath, digest: native.digest, version });
  return done("write", version);
}
