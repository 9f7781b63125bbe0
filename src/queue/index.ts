// The capture queue (Q1-Q6): admitted batches on disk until storage confirms them, and where each
// transcript was read up to.

export { bytesBefore, MAX_TRANSCRIPTS, Positions } from "./positions.js";
export {
  mib,
  BATCH_FORMAT,
  BATCH_VERSION,
  CaptureQueue,
  QUEUE_DIR,
  QUEUE_LIMITS,
  QueueError,
  setAsideLine,
  type Batch,
  type Pending,
  type QueueEntry,
  type QueueErrorKind,
  type QueuedRecord,
  type SetAside,
} from "./queue.js";
export { drain, replayForContext, type AppendRecords, type DrainReport, type Stored } from "./replay.js";
