export { bytesBefore, Positions } from "./positions.js";
export { mib, BATCH_FORMAT, BATCH_VERSION, CaptureQueue, QUEUE_DIR, QUEUE_LIMITS, QueueError, setAsideLine, type Batch, type Pending, type QueueEntry, type QueueErrorKind, type QueuedRecord, type SetAside, } from "./queue.js";
export { drain, replayForContext, type AppendRecords, type DrainReport, type Stored } from "./replay.js";
