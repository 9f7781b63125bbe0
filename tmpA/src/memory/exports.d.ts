import type { ExportRecord, Source, U64 } from "../../generated/index.js";
import type { AdapterStateFile } from "../adapter/state.js";
import type { Bridged } from "../bridge/client.js";
import { type MemoryVersion } from "../context/memory.js";
import type { NativeMemory } from "./native.js";
/** The native file against the last successful export. */
export type NativeState = "unchanged" | "changed" | "removed";
/** The shared document against the version the last export wrote. */
export type SharedState = "unchanged" | "changed" | "deleted" | "missing";
export type Outcome = 
/** Nothing to do. */
"up_to_date"
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
/** What an export does, given how each side moved since the last successful export (M5, M6). */
export declare function decide(native: NativeState, shared: SharedState): Outcome;
/** The shared document against the recorded version. */
export declare function sharedState(record: ExportRecord, doc: MemoryVersion): SharedState;
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
    error?: {
        kind: string;
        message: string;
    };
}
/** A memory document's source when an adapter exports a native file: the adapter, "memory", and the native path. */
export declare function memorySource(adapter: string, nativePath: string): Source;
/**
 * Exports an adapter's native memory (M5, M6): each file by the table above, each successful
 * write recorded in the adapter's state only after the store confirmed it. Native files that
 * were exported before and are gone now (`removed`) are in `state` but not in `files`.
 */
export declare function exportMemory(bridge: Bridged, state: AdapterStateFile, files: NativeMemory[], now?: string): Promise<ExportResult[]>;
/** Which side a reconciliation keeps. */
export type Keep = "native" | "shared";
/**
 * Ends a conflict by picking a side (M5, M6). `native`: the native text (or, for a removed native
 * file, a sourced deletion) becomes a new version, CAS on the current one. `shared`: the shared
 * document stays as it is, and the native file as it is now counts as exported, so only a later
 * native change is exported again.
 */
export declare function reconcile(bridge: Bridged, state: AdapterStateFile, id: string, native: NativeMemory | undefined, keep: Keep, now?: string): Promise<ExportResult>;
