import type { Source } from "../../generated/index.js";
import { StoreRefusal } from "../bridge/errors.js";
import { type Dir } from "../durable/dir.js";
import { type DamagedLine } from "../durable/lines.js";
import { LogDescriptors } from "./descriptors.js";
import { ThreadLease } from "./leases.js";
import { LogIndex } from "./log-index.js";
import { type RecordText } from "./log-line.js";
export declare class Thread {
    readonly name: string;
    private readonly dir;
    private readonly descriptors;
    readonly index: LogIndex;
    /** Each captured source's sequence (C9), by a hash of its key; candidates are told apart from the log. */
    private readonly sources;
    readonly lease: ThreadLease;
    /** The log's good length: every byte before it is whole and synced. */
    private size;
    /**
     * The log as the host last left it (its change time and size, from fstat after it was read
     * whole and checked, or after an append): while the file still says so, nobody else wrote it,
     * and a read serves its bytes without checking each line's checksum again.
     */
    private known;
    /** Where the log's pages not yet given back start (see `RELEASE_FROM`). */
    private released;
    /** The log while open; the pool closes it when other threads need descriptors. */
    private file;
    /**
     * True once an append failed and the log could not be cut back to its good length: it may end
     * in a tear, so this thread answers nothing more, and its store opens the log anew (`Conversations`).
     */
    broken: boolean;
    private constructor();
    get fileName(): string;
    /** The log's good length in bytes. */
    get logSize(): number;
    /** Opens a thread's log (creating it), cutting a torn tail; a log that cannot be is refused `unavailable`. */
    static open(dir: Dir, thread: string, descriptors?: LogDescriptors): Thread;
    /**
     * A new descriptor of the log. Out of descriptors, the pool closes other logs and this tries
     * once more; still out, the operation is refused with nothing written.
     */
    private openDescriptor;
    /** The log, opened again if the pool closed it. */
    private log;
    /**
     * Gives the log's pages written since the last release back to the kernel, now that they are
     * durable (native/pages.c says why); the page the next append fills stays. Without link-kit-native,
     * the pages stay cached.
     */
    private releasePages;
    /** Closes the log's descriptor; the next append opens it again. */
    closeLog(): void;
    /**
     * Indexes the log's good part, whole batches only, and returns its length (what follows is cut),
     * or the first whole line whose checksum fails (damage: nothing is cut then). Each line is read
     * by its layout (src/host/log-line.ts): the record is never decoded, and only the source is
     * parsed, for its key.
     */
    private recover;
    /** Adds entry `seq`, whose line starts at `line`, to the index (and its source's hash, if any). */
    private add;
    /** The sequence captured under the source with `key` (of hash `hash`), read back from the log to be sure. */
    private sourceSeq;
    get last(): number;
    /** True when the log is as the host left it (see `known`). */
    private unchanged;
    /** Notes the log as the host leaves it now (see `known`). */
    private remember;
    /**
     * The log's bytes from entry `first`'s line through entry `last`'s (indices). A log changed
     * outside the host is refused, never served: when its change time or size is not what the host
     * left (`known`), each line read has its checksum checked first.
     */
    readLog(first: number, last: number): Buffer;
    /** The stored record of sequence `seq`, as read from the log. */
    private storedRecord;
    /** The `records` reply for `from..=through` (src/host/records-reply.ts). */
    readReply(from: number, through: number, maxBytes?: number): Buffer;
    /**
     * Appends records durably (one write, one fdatasync) if the last sequence is `expectedLast`.
     * Each record is kept as the JSON text given (its original bytes, C6), or printed from a value.
     */
    append(records: ReadonlyArray<RecordText | Record<string, unknown>>, expectedLast: number, lease: string | undefined, now?: number): {
        first: number;
        last: number;
    };
    /**
     * Appends one captured record under its source; a repeated source returns the original (C9).
     * "The same content" is the same JSON value (compared in its printed form), so a retry that
     * spaces or escapes the record differently is still the same record.
     */
    contextAppend(record: RecordText | Record<string, unknown>, source: Source, now?: number): {
        seq: number;
        repeated: boolean;
    };
    /**
     * `context::append` for many records (C9) in one durable write: each source already captured
     * with the same content returns its original sequence, the new ones get the next sequences in
     * order. A source captured (before, or earlier in the batch) with other content refuses the
     * whole batch, nothing written.
     */
    contextAppendBatch(items: Array<{
        record: RecordText;
        source: Source;
    }>, now?: number): Array<{
        seq: number;
        repeated: boolean;
    }>;
    /** Both appends: everything that can fail is checked before the one write, so a reply never hides a stored record. */
    private appendSourced;
    /** Writes entries after the last, in one write and one fdatasync; `hash` is a source's, for the index. */
    private write;
    /**
     * What a failed append tells its client: `unavailable` when the log is as it was (nothing
     * stored), `uncertain` when it could not be put back; the thread is then broken, and its store
     * opens the log anew, cutting the tear, before the next request (a retry with the same source
     * finds the record, or stores it once).
     */
    private failedAppend;
    close(): void;
}
/**
 * A thread whose log holds a damaged line that is not its torn tail (bit rot, an edit): refused
 * `unavailable` on every use, nothing cut, served or written, until a person acts (`link-kit host
 * check` names it; docs/host.md says what to do next).
 */
export declare class LogDamaged extends StoreRefusal {
    readonly thread: string;
    readonly file: string;
    readonly damage: DamagedLine;
    constructor(thread: string, file: string, damage: DamagedLine);
}
