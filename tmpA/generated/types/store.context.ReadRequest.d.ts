import type { ThreadName } from "./store.ThreadName.js";
/**
 * What `context::read` should read besides the conversation (R1).
 */
export interface ReadRequest {
    thread: ThreadName;
    memory?: MemoryId[];
}
/**
 * A portable memory document's ID: the `<id>` of `memory/portable/<id>.json` (M1).
 */
export type MemoryId = string;
