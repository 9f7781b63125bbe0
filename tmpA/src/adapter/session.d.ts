import type { Cursor, Event } from "../../generated/index.js";
import type { Bridged } from "../bridge/client.js";
import { type CursorStatus } from "../context/read.js";
import { type ExportResult } from "../memory/exports.js";
import type { NativeMemory } from "../memory/native.js";
import { type Supplied } from "../memory/supply.js";
import type { AdapterStateFile } from "./state.js";
/** How much of a thread a session is given: events within this many characters. */
export declare const CONTEXT_CHARS = 16000;
export interface PrepareOptions {
    thread: string;
    /** The harness's session ID; without one, nothing is recorded in the adapter's state. */
    nativeSession?: string;
    /** The harness's native memory (`nativeMemory`); without it, no export runs. */
    native?: NativeMemory[];
    /** The adapter's home: where the shared-memory file is written (M7). */
    home?: string;
    /** The character budget for the thread's events. */
    budget?: number;
}
export interface Prepared {
    /** `return`: this adapter supplied this thread before; `seed`: it never did (R7). */
    kind: "return" | "seed";
    /** The context text given to the harness. */
    text: string;
    /** What was supplied now, recorded as the session's last cursor (R5). */
    cursor: Cursor;
    /**
     * On a return: the cursor supplied last time, what moved since (R3, R6), and the shared
     * documents that are new since (not in that cursor at all).
     */
    previous?: {
        cursor: Cursor;
        status: CursorStatus;
        added: string[];
    };
    /** On a return: the records appended since the last cursor, as events. */
    intervening: Event[];
    exports: ExportResult[];
    supplied: Supplied;
    /** The shared-memory file written, when a home was given. */
    suppliedFile?: string;
}
/** One event as a context line; a tool record is labelled as history (R8). */
export declare function eventLine(event: Event): string;
/**
 * Prepares the context of a native session on `thread` (R5-R8), in the order the header describes.
 *
 * @example
 * ```ts
 * import { AdapterStateFile, nativeMemory, prepareSession } from "link-context-kit";
 *
 * const state = AdapterStateFile.open("/abs/adapter-home", "codex");
 * const native = nativeMemory("codex", { cwd: process.cwd(), home: "/home/me" }).files;
 * const prepared = await prepareSession(bridge, state, { thread: "link:main", nativeSession: "codex-1", native, home: "/abs/adapter-home" });
 * console.log(prepared.kind, prepared.text); // "return" once this adapter had the thread: what moved comes first
 * state.close();
 * ```
 */
export declare function prepareSession(bridge: Bridged, state: AdapterStateFile, options: PrepareOptions): Promise<Prepared>;
