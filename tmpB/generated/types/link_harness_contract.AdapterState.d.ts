import type { Cursor } from "./store.context.Cursor.js";
import type { MemoryId } from "./store.context.ReadRequest.js";
import type { ThreadName } from "./store.ThreadName.js";
import type { Version } from "./store.Version.js";
/**
 * An adapter's own state, kept in its home (M6, R5).
 */
export interface AdapterState {
    adapter: string;
    sessions?: SessionMapping[];
    exports?: ExportRecord[];
}
/**
 * The last successful export of one native memory file (M6).
 */
export interface ExportRecord {
    memory_id: MemoryId;
    /**
     * The native file, relative to the harness's memory root.
     */
    native_path: string;
    /**
     * `sha256:<hex>` of the native file as exported.
     */
    digest: string;
    /**
     * The store version the export wrote.
     */
    version: Version;
}
/**
 * A native session mapped to a Link thread, with the last cursor supplied to it (R5).
 */
export interface SessionMapping {
    native_session: string;
    thread: ThreadName;
    last_cursor?: Cursor | null;
}
