// context::read (R1-R4): reads `Last = N`, then the raw log through N and the requested memory
// documents, and returns a Snapshot: the original records (their exact bytes and the derived
// event view) and a Cursor holding the thread, `through_seq` and each referenced memory file's
// version (0 when it was missing). This is a finite boundary, not a transaction across
// resources: records appended while it reads are beyond `through_seq`, and a memory document
// may change between the log read and its own read; the Cursor records what was read (R4).
// Nor does a Snapshot claim that a model consumed it.
import { RawJson, u64Equal } from "../json/index.js";
import { StoreRefusal } from "../bridge/errors.js";
import { eventOf } from "./event.js";
import { MemoryDocs, memoryPath } from "./memory.js";
/** Records asked for per conversation_read request; the host may send fewer to stay under the frame cap. */
export const READ_PAGE = 5000;
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
export async function readContext(bridge, request) {
    const { through, first } = await readBounds(bridge, request);
    const records = [];
    for await (const page of readPages(bridge, request.thread, first, through))
        records.push(...page);
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
                record: new RawJson(r.raw),
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
export async function readBounds(bridge, request) {
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
export async function* readPages(bridge, thread, first, through, pageSize = READ_PAGE) {
    let expected = first;
    for (let from = first; from <= through;) {
        const upTo = Math.min(through, from + pageSize - 1);
        const { reply, recordTexts: raws } = await bridge.callWithText({ kind: "conversation_read", thread, from, through: upTo });
        const page = reply.records;
        const next = Number(page[page.length - 1]?.seq) + 1;
        if (!(next > from))
            break; // an empty or backward page: a gap, reported below
        from = next;
        const out = [];
        for (let i = 0; i < page.length; i++) {
            const r = page[i];
            const seq = Number(r.seq);
            if (seq !== expected++)
                throw new StoreRefusal("internal", `${thread}: the log through ${through} came back with gaps`);
            const entry = { seq, raw: raws[i], record: r.record };
            if (r.source)
                entry.source = r.source;
            const event = eventOf(seq, r.record, r.source ?? undefined);
            if (event)
                entry.event = event;
            out.push(entry);
        }
        yield out;
    }
    if (expected !== Math.max(first, through + 1))
        throw new StoreRefusal("internal", `${thread}: the log through ${through} came back with gaps`);
}
/** The memory documents named, and the cursor: the thread through `through` and each file's version (R2). */
export async function readMemory(bridge, thread, through, ids) {
    const docs = new MemoryDocs(bridge);
    const memory = [];
    const files = {};
    for (const id of ids) {
        const doc = await docs.get(id);
        memory.push(doc);
        files[memoryPath(id)] = doc.version;
    }
    return { memory, cursor: { thread, through_seq: through, files } };
}
/**
 * `Cursor::current`: compares a cursor with the store now, without re-reading the log: one
 * `conversation_last`, and one listing per directory of referenced files.
 */
export async function cursorCurrent(bridge, cursor) {
    const last = await bridge.call({ kind: "conversation_last", thread: cursor.thread });
    const dirs = new Set(Object.keys(cursor.files ?? {}).map((p) => p.slice(0, p.lastIndexOf("/"))));
    const now = new Map();
    for (const dir of dirs) {
        const listing = await bridge.call({ kind: "file_list", prefix: dir });
        for (const e of listing.entries)
            now.set(e.path, e.version);
    }
    const changed = [];
    const deleted = [];
    for (const [path, version] of Object.entries(cursor.files ?? {})) {
        const current = now.get(path) ?? 0;
        if (u64Equal(current, version))
            continue;
        if (u64Equal(current, 0))
            deleted.push(path);
        else
            changed.push(path);
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
