import type { U64 } from "./scalars.js";
import type { AgentId } from "./store.AgentId.js";
import type { Source } from "./store.context.Source.js";
import type { Owner } from "./store.Owner.js";
import type { ThreadName } from "./store.ThreadName.js";
import type { Version } from "./store.Version.js";
/**
 * One storage operation; `agent` and `owner` name who asks and are checked against the proven
 * binding (B7). Collection paths are relative to the agent folder (B8).
 */
export interface Request {
    agent: AgentId;
    owner: Owner;
    /**
     * The operation to perform.
     */
    op: Operation;
}
/**
 * A storage operation.
 */
export type Operation = {
    kind: "file_read";
    path: string;
} | {
    kind: "file_write";
    path: string;
    content: string;
    expected: Version;
} | {
    kind: "file_delete";
    path: string;
    expected: Version;
} | {
    kind: "file_list";
    prefix: string;
} | {
    kind: "conversation_last";
    thread: ThreadName;
} | {
    kind: "conversation_read";
    thread: ThreadName;
    from: U64;
    through: U64;
} | {
    kind: "conversation_append";
    thread: ThreadName;
    records: {
        [k: string]: unknown | undefined;
    }[];
    expected_last: U64;
    lease?: string | null;
} | {
    kind: "context_append";
    thread: ThreadName;
    record: {
        [k: string]: unknown | undefined;
    };
    source: Source;
} | {
    kind: "context_append_batch";
    thread: ThreadName;
    records: SourcedRecord[];
} | {
    kind: "lease_acquire";
    thread: ThreadName;
    holder: string;
    ttl_ms: U64;
} | {
    kind: "lease_renew";
    thread: ThreadName;
    lease: string;
    ttl_ms: U64;
} | {
    kind: "lease_release";
    thread: ThreadName;
    lease: string;
};
/**
 * A captured record with the source it is captured under (C4), one of a batch.
 */
export interface SourcedRecord {
    record: {
        [k: string]: unknown | undefined;
    };
    source: Source;
}
