import type { Source } from "../../generated/index.js";
import { BridgeError, type Bridged, type PreparedRequest } from "../bridge/client.js";
import { StoreRefusal } from "../bridge/errors.js";
export interface Appended {
    seq: number;
    /** True when the source was already captured with this content (a retry found the original). */
    repeated: boolean;
}
export interface AppendOptions {
    /** How many times to send after an uncertain outcome before giving up (still uncertain). */
    attempts?: number;
    /** Wait between attempts, doubled each time. */
    backoffMs?: number;
}
/**
 * Appends `record` (a JSON object, or its exact JSON text) under `source`. The caller must have
 * persisted the native record IDs before calling (C10) and keeps the record for retry when this
 * throws an `uncertain` BridgeError. A `source_conflict` StoreRefusal means the same source was
 * captured with different content: a capture bug, never retried.
 *
 * @example
 * ```ts
 * import { appendRecord } from "link-context-kit";
 *
 * const record = { role: "user", text: "use tabs, please" };
 * const source = { adapter: "my-adapter", native_session: "session-1", native_record: "record-1" };
 * // After a lost reply it sends the same record under the same source again, which finds the
 * // original sequence; still uncertain after its attempts, it throws: keep the record, retry later.
 * const { seq, repeated } = await appendRecord(bridge, "link:main", record, source);
 * console.log(seq, repeated); // repeated: true when this source was already captured
 * ```
 */
export declare function appendRecord(bridge: Bridged, thread: string, record: string | Record<string, unknown>, source: Source, options?: AppendOptions): Promise<Appended>;
/**
 * Whether an append may be sent again as it is: it was never sent (`transport`), or its outcome is
 * unknown (no reply came, or the store said `uncertain`); the same record under the same source
 * then finds the original or is stored once (C9). A store's clean refusal (`unavailable`: nothing
 * was stored) is not retried here: the caller keeps the record for when storage recovers.
 */
export declare function retriable(error: unknown): boolean;
export type BatchOutcome = {
    seq: number;
    repeated: boolean;
} | {
    error: StoreRefusal | BridgeError;
} | {
    skipped: true;
};
/**
 * Appends records in order, one `context_append` each, and reports per record. It is not
 * all-or-nothing: records before a failure stay appended. It stops at the first failure, and the
 * records after it are reported `skipped`, so the caller retries from there in the same order.
 */
export declare function appendBatch(bridge: Bridged, thread: string, items: Array<{
    record: string | Record<string, unknown>;
    source: Source;
}>, options?: AppendOptions): Promise<BatchOutcome[]>;
/**
 * A record's JSON text with its source, for the batch appends; `parts`, when given, is the same
 * text in parts (see `Captured.parts`), sent as they are.
 */
export interface SourcedText {
    record: string;
    source: Source;
    parts?: {
        head: string | Uint8Array;
        native: string | Uint8Array;
    };
}
/** One batch request ready to go: how many records it holds, and the request or why it cannot be. */
interface PreparedBatch {
    count: number;
    request: PreparedRequest<"context_append_batch"> | Error;
}
/**
 * Records prepared for `sendMany`: each batch's request already checked and encoded, or the
 * refusal that preparing it met, thrown when `sendMany` comes to that batch (as `appendMany`
 * would have thrown it then, after the batches before it).
 */
export interface PreparedMany {
    thread: string;
    batches: PreparedBatch[];
}
/**
 * False for a record that no bridge request can carry (16 MiB with its envelope): `BatchPreparer`
 * refuses it `too_large`; a caller that would rather go on without it asks first.
 */
export declare function fitsOneRequest(item: SourcedText): boolean;
/**
 * Batch requests encoded record by record as records come: each record's text and source go into
 * the open batch's bytes at once (the source checked), so a caller reading a large transcript
 * holds bytes, not records. A batch closes at about BATCH_BYTES of record text.
 */
export declare class BatchPreparer {
    private readonly bridge;
    readonly thread: string;
    private readonly closed;
    private readonly records;
    private count;
    private refusal;
    /** Record text at which the open batch closes; a caller may change it between records (at most BATCH_BYTES). */
    limit: number;
    constructor(bridge: Bridged, thread: string);
    add(item: SourcedText): void;
    /** The batches closed so far (none while the open one has room), handed over once. */
    ready(): PreparedMany;
    /** Every batch, the open one closed. */
    take(): PreparedMany;
    private close;
}
/**
 * The batches `appendMany` would send, each request checked and encoded now (`Bridged.prepare`),
 * so that a caller can do that work while it waits to send (an import awaiting the previous
 * piece's reply). `sendMany` sends them.
 */
export declare function prepareMany(bridge: Bridged, thread: string, items: SourcedText[]): PreparedMany;
/**
 * Sends what `prepareMany` prepared, one batch after another; as `appendMany`, a lost reply is
 * asked again (the same request under a new id) and the first refusal is thrown.
 */
export declare function sendMany(bridge: Bridged, prepared: PreparedMany, options?: AppendOptions): Promise<Appended[]>;
/**
 * `context::append` for many records with one bridge request per few MiB (a batch append in the
 * store protocol): each record keeps its bytes and its source, so a retry after a lost reply finds
 * every record at its original sequence (C9), and returns one outcome per record in order. A
 * source captured before with other content refuses its batch (`source_conflict`, thrown).
 */
export declare function appendMany(bridge: Bridged, thread: string, items: SourcedText[], options?: AppendOptions): Promise<Appended[]>;
/** `appendMany` over `bridge`, as the capture queue's replay takes it (src/queue/replay.ts). */
export declare function appender(bridge: Bridged, options?: AppendOptions): (thread: string, items: SourcedText[]) => Promise<Appended[]>;
export {};
