// Replay of the capture queue (Q2, Q3): every entry in admission order through the append it is
// given (`context.append`, batched, over a bridge: see `appender` in src/context/append.ts), with
// each record's original source, so a lost acknowledgement finds the original sequence (C9); an
// entry is removed only once every record in it is confirmed. A batch the store refuses for a
// record's content (a source captured before with other content, a record it cannot take) is
// different: its other records are stored one by one, and the batch is set aside whole, with
// why, reported once, so capture goes on with what follows.
import { StoreRefusal } from "../bridge/errors.js";
/** The refusals that are about a record's content, not about storage: replaying again cannot change them. */
const CONTENT_REFUSALS = new Set(["source_conflict", "invalid", "too_large"]);
function contentRefusal(error) {
    return error instanceof StoreRefusal && CONTENT_REFUSALS.has(error.kind);
}
/**
 * Replays every entry in order (Q2, Q3). Stops at the first entry that cannot be used (throws its
 * QueueError) and at the first failed append (throws it): what is left stays queued. Call it
 * holding the queue's lock.
 */
export async function drain(queue, append, onBatch) {
    // One batch read at a time: a long queue is replayed in memory bounded by its largest batch.
    const pending = queue.pending();
    const report = { batches: 0, records: 0, repeated: 0, left: pending.length, setAside: [] };
    for (const name of pending) {
        const entry = queue.read(name);
        if (entry.problem)
            throw entry.problem;
        const batch = entry.batch;
        const items = batch.recordTexts.map((record, i) => ({ record, source: batch.sources[i] }));
        const stored = await storeRecords(append, batch.thread, items);
        report.records += stored.stored;
        report.repeated += stored.repeated;
        if (stored.refused.length === 0)
            queue.remove(entry);
        else
            report.setAside.push(queue.setAside(entry, stored.stored, stored.refused));
        report.batches++;
        report.left--;
        onBatch?.(report.batches, pending.length);
    }
    return report;
}
/**
 * Stores `items` in one append. When the store refuses it for a record's content, the records are
 * sent one by one, so every record the store takes is stored (or found stored, C9), and those it
 * refuses for their content are named. Any other failure is thrown (what was stored is found by
 * source on the next try).
 */
export async function storeRecords(append, thread, items) {
    try {
        const outcomes = await append(thread, items);
        return { stored: outcomes.length, repeated: outcomes.filter((o) => o.repeated).length, refused: [] };
    }
    catch (error) {
        if (!contentRefusal(error))
            throw error;
    }
    const result = { stored: 0, repeated: 0, refused: [] };
    for (const [index, item] of items.entries()) {
        try {
            const [outcome] = await append(thread, [item]);
            result.stored++;
            if (outcome?.repeated === true)
                result.repeated++;
        }
        catch (error) {
            if (!contentRefusal(error))
                throw error;
            result.refused.push({ index, source: item.source, kind: error.kind, message: error.message });
        }
    }
    return result;
}
/**
 * What comes before context is prepared: pending batches replayed in order (Q2), then any reason
 * left not to prepare it thrown (Q6). Call it holding the queue's lock.
 */
export async function replayForContext(queue, append) {
    const report = await drain(queue, append);
    queue.assertReadable();
    return report;
}
