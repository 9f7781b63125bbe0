import type { U64 } from "./scalars.js";
import type { AgentId } from "./store.AgentId.js";
import type { Source } from "./store.context.Source.js";
import type { ThreadName } from "./store.ThreadName.js";
/**
 * One admitted batch in `.lnk/agent-context/captures/` (Q1), one file per batch.
 */
export interface CaptureBatch {
    format: CaptureBatchFormat;
    /**
     * The entry format's version; unknown versions are refused (Q6).
     */
    version: number;
    /**
     * Admission order; batches replay in this order (Q2).
     */
    seq: U64;
    agent: AgentId;
    thread: ThreadName;
    /**
     * RFC 3339 admission time.
     */
    admitted_at: string;
    records: CaptureRecord[];
    /**
     * `sha256:<hex>` of the canonical records, checked before replay (Q6).
     */
    checksum: string;
}
/**
 * The format tag of a capture-queue entry.
 */
export type CaptureBatchFormat = "link.capture-batch";
/**
 * One record of a capture batch, with the source it is captured under (C4).
 */
export interface CaptureRecord {
    source: Source;
    record: {
        [k: string]: unknown | undefined;
    };
}
