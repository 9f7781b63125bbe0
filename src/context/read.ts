// context::read (R1-R4): reads `Last = N`, then the raw log through N and the requested memory
// documents, and returns a Snapshot: the original records (their exact bytes and the derived
// event view) and a Cursor holding the thread, `through_seq` and each referenced memory file's
// version (0 when it was missing). This is a finite boundary, not a transaction across
// resources: records appended while it reads are beyond `through_seq`, and a memory document
// may change between the log read and its own read; the Cursor records what was read (R4).
// Nor does a Snapshot claim that a model consumed it.

import type { Cursor, Event, Snapshot as WireSnapshot, Source, U64 } from "../../generated/index.js";
import type { Bridged, ReplyFor } from "../bridge/client.js";
import { RawJson, u64Equal } from "../json/index.js";
import { StoreRefusal } from "../bridge/errors.js";
import { eventOf } from "./event.js";
import { MemoryDocs, memoryPath, type MemoryVersion } from "./memory.js";

/** Records asked for per conversation_read request; the host may send fewer to stay under the frame cap. */
export const READ_PAGE = 5000;

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
export async function readContext(
  bridge: Bridged,
  request: { thread: string; memory?: string[]; from?: number; latest?: number },
): Promise<ContextSnapshot> {
  const { through, first } = await readBounds(bridge, request);
  const records: SnapshotRecord[] = [];
  for await (const page of readPages(bridge, request.thread, first, through)) records.push(...page);
  const { memory, cursor } = await readMemory(bridge, request.thread, through, request.memory ?? []);
  return {
    cursor,
    records,
    memory,
    events: () => records.flatMap((r) => (r.event ? [r.event] : [])),
    toWire: () => ({
      cursor,
      records: records.map((r) => ({
        seq: r.seq,
        record: new RawJson(r.raw) as unknown as Record<string, unknown>,
        ...(r.source ? { source: r.source } : {}),
      })),
      memory: memory.map((m) => ({ id: m.id, version: m.version, ...(m.memory ? { memory: m.memory } : {}) })),
    }),
  };
}

/**
 * A read's bounds: `Last = N` (R1), and the first sequence of the window asked for: the records
 * from a sequence, or the latest N; by default the whole log, from 1.
 */
export async function readBounds(
  bridge: Bridged,
  request: { thread: string; from?: number; latest?: number },
): Promise<{ through: number; first: number }> {
  const last = await bridge.call({ kind: "conversation_last", thread: request.thread });
  const through = Number(last.seq);
  return { through, first: Math.max(1, request.latest !== undefined ? through - request.latest + 1 : (request.from ?? 1)) };
}

/**
 * The log from `first` through `through`, a page at a time, each record with its original bytes
 * and its event: a reader that prints each page as it comes holds one page, not the thread. A
 * page may stop short of what was asked (the host keeps each reply under the frame cap): the
 * next starts after its last record. Refuses a log that comes back with a gap.
 */
export async function* readPages(
  bridge: Bridged,
  thread: string,
  first: number,
  through: number,
  pageSize = READ_PAGE,
): AsyncGenerator<SnapshotRecord[]> {
  for await (const { records, raws } of logPages(bridge, thread, first, through, pageSize, true)) {
    const out: SnapshotRecord[] = [];
    for (let i = 0; i < records.length; i++) {
      const r = records[i] as LogRecord;
      const seq = Number(r.seq);
      const entry: SnapshotRecord = { seq, raw: raws[i] as string, record: r.record };
      if (r.source) entry.source = r.source;
      const event = eventOf(seq, r.record, r.source ?? undefined);
      if (event) entry.event = event;
      out.push(entry);
    }
    yield out;
  }
}

/**
 * As `readPages`, each record's sequence and event only (no event: the record has no portable
 * role, C3), for a reader that never looks at the original bytes: its replies come without them,
 * which spares the walk that takes them (in a hook, which has just started, most of the reading
 * of a page of records).
 */
export async function* readEventPages(
  bridge: Bridged,
  thread: string,
  first: number,
  through: number,
  pageSize = READ_PAGE,
): AsyncGenerator<Array<{ seq: number; event?: Event }>> {
  for await (const { records } of logPages(bridge, thread, first, through, pageSize, false)) {
    yield records.map((r) => {
      const seq = Number(r.seq);
      const event = eventOf(seq, r.record, r.source ?? undefined);
      return event ? { seq, event } : { seq };
    });
  }
}

/** A record as a `records` reply holds it. */
type LogRecord = ReplyFor<"conversation_read">["records"][number];

/** `readPages`' pages as they came, each checked to follow the one before; `texts`: with the records' original bytes (`raws`). */
async function* logPages(
  bridge: Bridged,
  thread: string,
  first: number,
  through: number,
  pageSize: number,
  texts: boolean,
): AsyncGenerator<{ records: LogRecord[]; raws: string[] }> {
  let expected = first;
  for (let from = first; from <= through;) {
    const upTo = Math.min(through, from + pageSize - 1);
    const op = { kind: "conversation_read", thread, from, through: upTo } as const;
    const { reply, recordTexts: raws } = texts ? await bridge.callWithText(op) : { reply: await bridge.call(op), recordTexts: [] };
    const records = reply.records;
    const next = Number(records[records.length - 1]?.seq) + 1;
    if (!(next > from)) break; // an empty or backward page: a gap, reported below
    from = next;
    for (const r of records)
      if (Number(r.seq) !== expected++) throw new StoreRefusal("internal", `${thread}: the log through ${through} came back with gaps`);
    yield { records, raws };
  }
  if (expected !== Math.max(first, through + 1))
    throw new StoreRefusal("internal", `${thread}: the log through ${through} came back with gaps`);
}

/** The memory documents named, and the cursor: the thread through `through` and each file's version (R2). */
export async function readMemory(
  bridge: Bridged,
  thread: string,
  through: number,
  ids: readonly string[],
): Promise<{ memory: MemoryVersion[]; cursor: Cursor }> {
  const docs = new MemoryDocs(bridge);
  const memory: MemoryVersion[] = [];
  const files: Record<string, U64> = {};
  for (const id of ids) {
    const doc = await docs.get(id);
    memory.push(doc);
    files[memoryPath(id)] = doc.version;
  }
  return { memory, cursor: { thread, through_seq: through, files } };
}

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
export async function cursorCurrent(bridge: Bridged, cursor: Cursor): Promise<CursorStatus> {
  const last = await bridge.call({ kind: "conversation_last", thread: cursor.thread });
  const dirs = new Set(Object.keys(cursor.files ?? {}).map((p) => p.slice(0, p.lastIndexOf("/"))));
  const now = new Map<string, U64>();
  for (const dir of dirs) {
    const listing = await bridge.call({ kind: "file_list", prefix: dir });
    for (const e of listing.entries) now.set(e.path, e.version);
  }
  const changed: string[] = [];
  const deleted: string[] = [];
  for (const [path, version] of Object.entries(cursor.files ?? {}) as Array<[string, U64]>) {
    const current = now.get(path) ?? 0;
    if (u64Equal(current, version)) continue;
    if (u64Equal(current, 0)) deleted.push(path);
    else changed.push(path);
  }
  const moved = Number(last.seq) > Number(cursor.through_seq);
  return {
    current: !moved && changed.length === 0 && deleted.length === 0,
    last: Number(last.seq),
    moved,
    changed: changed.sort(),
    deleted: deleted.sort(),
  };
}
