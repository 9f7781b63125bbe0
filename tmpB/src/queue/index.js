// The capture queue (Q1-Q6): admitted batches on disk until storage confirms them, and where each
// transcript was read up to.
export { bytesBefore, Positions } from "./positions.js";
export { mib, BATCH_FORMAT, BATCH_VERSION, CaptureQueue, QUEUE_DIR, QUEUE_LIMITS, QueueError, setAsideLine, } from "./queue.js";
export { drain, replayForContext } from "./replay.js";
