// Portable context (C1-C10, M1-M4, R1-R4): the event view, context::append, memory documents,
// and context::read with its Snapshot and Cursor.
export { appendBatch, appendMany, appendRecord, BatchPreparer, fitsOneRequest, prepareMany, sendMany, } from "./append.js";
export { eventOf, ROLES } from "./event.js";
export { MemoryDocs, memoryPath, rewrite } from "./memory.js";
export { cursorCurrent, readContext, READ_PAGE } from "./read.js";
