import type { U64 } from "./scalars.js";
import type { ErrorKind } from "./bridge.Handshake.js";
import type { SeqRecord } from "./store.context.Snapshot.js";
import type { ThreadName } from "./store.ThreadName.js";
import type { Version } from "./store.Version.js";
/**
 * The reply to one `Request`.
 */
export type Reply = {
    kind: "file";
    path: string;
    content: string;
    version: Version;
} | {
    kind: "written";
    path: string;
    version: Version;
} | {
    kind: "deleted";
    path: string;
} | {
    kind: "listing";
    entries: FileEntry[];
} | {
    kind: "last";
    thread: ThreadName;
    seq: U64;
} | {
    kind: "records";
    thread: ThreadName;
    records: SeqRecord[];
} | {
    kind: "appended";
    thread: ThreadName;
    first: U64;
    last: U64;
} | {
    kind: "context_appended";
    thread: ThreadName;
    seq: U64;
    repeated?: boolean;
} | {
    kind: "context_appended_batch";
    thread: ThreadName;
    results: AppendedRecord[];
} | {
    kind: "leased";
    thread: ThreadName;
    lease: Lease;
} | {
    kind: "released";
    thread: ThreadName;
} | (StoreError & {
    kind: "error";
});
/**
 * One record's outcome in a batch append.
 */
export interface AppendedRecord {
    seq: U64;
    repeated?: boolean;
}
/**
 * One entry of a file listing.
 */
export interface FileEntry {
    path: string;
    version: Version;
    size: U64;
}
/**
 * A lease on a conversation: while held, appends by other holders are refused.
 */
export interface Lease {
    id: string;
    holder: string;
    /**
     * Expiry, milliseconds since the Unix epoch.
     */
    expires_at_ms: U64;
}
/**
 * A refusal by the store or the bridge.
 */
export interface StoreError {
    error: ErrorKind;
    message: string;
    /**
     * The current version or last sequence, when a conflict reports it.
     */
    current?: U64 | null;
}
