export { appendBatch, appendMany, appendRecord, BatchPreparer, fitsOneRequest, prepareMany, sendMany, type Appended, type AppendOptions, type BatchOutcome, type PreparedMany, type SourcedText, } from "./append.js";
export { eventOf, ROLES } from "./event.js";
export { MemoryDocs, memoryPath, rewrite, type MemoryVersion } from "./memory.js";
export { cursorCurrent, readContext, READ_PAGE, type ContextSnapshot, type CursorStatus, type SnapshotRecord } from "./read.js";
