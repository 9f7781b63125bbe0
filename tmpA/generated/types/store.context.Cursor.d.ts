import type { U64 } from "./scalars.js";
import type { ThreadName } from "./store.ThreadName.js";
import type { Version } from "./store.Version.js";
/**
 * The finite boundary of a read (R2): the thread, the last sequence read, and each referenced
 * memory file's version (0 when it was missing).
 */
export interface Cursor {
    thread: ThreadName;
    through_seq: U64;
    /**
     * Collection path to version.
     */
    files?: {
        [k: string]: Version | undefined;
    };
}
