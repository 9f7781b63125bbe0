// The capture use case (C10, Q1-Q5), once, for every driver that captures into an adapter's queue
// (the hook, the ACP proxy): records are admitted durably before storage is contacted, and when
// the queue has no room for them (its limits, or a full disk under the adapter's home) what it
// holds is replayed first, which makes the room; then the queue is replayed in order. A record no
// batch can hold is left out and handed to the caller, once, so capture never stalls on it.

import type { Bridged } from "../bridge/client.js";
import { FsError } from "../durable/dir.js";
import { QueueError, type CaptureQueue, type DrainReport, type QueuedRecord } from "../queue/index.js";

/** A drain that did nothing yet, to add drains to. */
export function emptyDrain(): DrainReport {
  return { batches: 0, records: 0, repeated: 0, left: 0, setAside: [] };
}

/** Adds what a drain did to what was drained so far. */
export function addDrain(into: DrainReport, report: DrainReport): void {
  into.batches += report.batches;
  into.records += report.records;
  into.repeated += report.repeated;
  into.left = report.left;
  into.setAside.push(...report.setAside);
}

/**
 * Admits `records`; when the queue has no room for them, replays it first (adding to `drained`)
 * and admits again. A record larger than any batch can hold goes to `oversized`. Call it holding
 * the queue's lock.
 */
export async function admitWithRoom(
  queue: CaptureQueue,
  client: Bridged,
  thread: string,
  records: QueuedRecord[],
  drained: DrainReport,
  oversized?: (record: QueuedRecord, bytes: number) => void,
): Promise<void> {
  try {
    queue.admitAll(thread, records, undefined, oversized);
  } catch (error) {
    const noRoom = (error instanceof QueueError && error.kind === "full") || (error instanceof FsError && error.kind === "no_space");
    if (!noRoom) throw error;
    addDrain(drained, await queue.drain(client));
    queue.admitAll(thread, records, undefined, oversized);
  }
}

/**
 * A turn's records captured: admitted (with room made), then the whole queue replayed in order.
 * Throws what stops it (storage down, an unusable entry); `admitted` is called once the records
 * are safe in the queue, so a caller can tell "not stored yet" from "not queued". Call it holding
 * the queue's lock.
 */
export async function captureTurn(
  queue: CaptureQueue,
  client: Bridged,
  thread: string,
  records: QueuedRecord[],
  on: { admitted?: () => void; oversized?: (record: QueuedRecord, bytes: number) => void } = {},
): Promise<DrainReport> {
  const drained = emptyDrain();
  if (records.length > 0) await admitWithRoom(queue, client, thread, records, drained, on.oversized);
  on.admitted?.();
  addDrain(drained, await queue.drain(client));
  return drained;
}
