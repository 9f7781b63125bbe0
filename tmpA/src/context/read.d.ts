import type { Cursor, Event, Snapshot as WireSnapshot, Source } from "../../generated/index.js";
import type { Bridged } from "../bridge/client.js";
import { type MemoryVersion } from "./memory.js";
/** Records asked for per conversation_read request; the host may send fewer to stay under the frame cap. */
export declare const READ_PAGE = 5000;
export interface SnapshotRecord {
    seq: number;
    /** The record's original JSON text, byte for byte as captured (C6). */
    raw: string;
    /** The parsed record (u64 values exact). */
    record: Record<string, unknown>;
    source?: Source;
    /** The derived view; absent for records with no portable role (C3). */
    event?: Event;
}
export interface ContextSnapshot {
    cursor: Cursor;
    records: SnapshotRecord[];
    memory: MemoryVersion[];
    /** The portable events, in sequence order (records without a role omitted). */
    events(): Event[];
    /** The wire form (`store::context::Snapshot`), records as their original bytes. */
    toWire(): WireSnapshot;
}
/**
 * context::read (R1, R2): Last = N, then the log through N and the memory documents named, as one
 * snapshot whose cursor says later what moved (`cursorCurrent`).
 *
 * @example
 * ```ts
 * import { cursorCurrent, readContext } from "link-context-kit";
 *
 * const snapshot = await readContext(bridge, { thread: "link:main", memory: ["prefers-tabs"] });
 * for (const event of snapshot.events()) console.log(event.seq, event.role, event.text);
 * const status = await cursorCurrent(bridge, snapshot.cursor); // later: status.current, status.moved
 * ```
 */
export declare function readContext(bridge: Bridged, request: {
    thread: string;
    memory?: string[];
    from?: number;
    latest?: number;
}): Promise<ContextSnapshot>;
/**
 * A read's bounds: `Last = N` (R1), and the first sequence of the window asked for: the records
 * from a sequence, or the latest N; by default the whole log, from 1.
 */
export declare function readBounds(bridge: Bridged, request: {
    thread: string;
    from?: number;
    latest?: number;
}): Promise<{
    through: number;
    first: number;
}>;
/**
 * The log from `first` through `through`, a page at a time, each record with its original bytes
 * and its event: a reader that prints each page as it comes holds one page, not the thread. A
 * page may stop short of what was asked (the host keeps each reply under the frame cap): the
 * next starts after its last record. Refuses a log that comes back with a gap.
 */
export declare function readPages(bridge: Bridged, thread: string, first: number, through: number, pageSize?: number): AsyncGenerator<SnapshotRecord[]>;
/** The memory documents named, and the cursor: the thread through `through` and each file's version (R2). */
export declare function readMemory(bridge: Bridged, thread: string, through: number, ids: readonly string[]): Promise<{
    memory: MemoryVersion[];
    cursor: Cursor;
}>;
/** What changed since a Cursor (R3). */
export interface CursorStatus {
    /** True when nothing referenced changed and the conversation did not move. */
    current: boolean;
    /** The conversation's last sequence now. */
    last: number;
    /** True when records were appended after `through_seq`. */
    moved: boolean;
    /** Referenced files now at another version (created since, when they were missing). */
    changed: string[];
    /** Referenced files that existed and are now missing. */
    deleted: string[];
}
/**
 * `Cursor::current`: compares a cursor with the store now, without re-reading the log: one
 * `conversation_last`, and one listing per directory of referenced files.
 */
export declare function cursorCurrent(bridge: Bridged, cursor: Cursor): Promise<CursorStatus>;
