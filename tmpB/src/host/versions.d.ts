import type { U64 } from "../../generated/index.js";
import { type Dir, type FileIdentity } from "../durable/dir.js";
import { type DamagedLine } from "../durable/lines.js";
/**
 * A 4-round Feistel network over 52 bits: a bijection, so distinct counters give distinct
 * versions. The wire type is a full u64 and clients must treat it so; this host issues versions
 * below 2^52 so that its own replies stay on the fast JSON path (a u64 above 2^53 must be
 * printed and parsed exactly, which costs more). 2^52 writes per agent folder is never reached.
 */
export declare function permute52(key: Buffer, n: bigint): bigint;
/**
 * The version index of one file root, kept outside the root in the driver's state directory.
 *
 * A snapshot (`versions.json`: the key, the counter, every entry, and its journal's generation)
 * plus a journal of changes since (`versions.<generation>.log`, checksummed lines, see
 * src/durable/lines.ts). Each change is one journal line; `flush` writes the lines of a request
 * with one write and one fdatasync, before its reply, so a version a client sees is durable and
 * the counter never issues it again. When the journal outgrows the index, a new snapshot starts
 * a new generation. A cut line at the journal's end (a killed writer) is dropped on load: nobody
 * saw the versions it held.
 *
 * A flush writes its lines whole or not at all (src/durable/append.ts). Refused with the journal as
 * it was (a full disk), the lines stay pending and go with the next flush, and the request is not
 * answered with what they hold. When the journal cannot be put back, the index refuses all further
 * use: its process ends, and a fresh one loads the journal, cutting the tear.
 */
export declare class VersionIndex {
    private readonly state;
    private readonly key;
    private next;
    private readonly files;
    private generation;
    private journal;
    private readonly compactAt;
    private readonly pending;
    private journalLines;
    private failure;
    /** The journal's damaged lines found on load (kept on disk; a compaction keeps their journal aside). */
    damaged: DamagedLine[];
    private constructor();
    /**
     * `compactAt`: journal lines past which a new snapshot is written (tests set it low); by default
     * 4,096 or twice the entries, whichever is more, so that snapshots cost O(1) per change.
     */
    static load(state: Dir, options?: {
        compactAt?: number;
    }): VersionIndex;
    /** Notes one change in memory and queues its journal line for `flush`. */
    private change;
    /**
     * Makes the changes since the last flush durable (one write, one fdatasync): call it before
     * answering. Refused with the journal as it was (`no_space`, `io`), the changes stay pending
     * for the next flush. When the journal may hold a cut line (`uncertain`), the index refuses all
     * further use; the store's process ends and a fresh one reloads from disk.
     */
    flush(): void;
    /** Throws when an earlier flush failed. */
    check(): void;
    /** True once a flush failed: the index must be loaded anew. */
    get failed(): boolean;
    /**
     * A new snapshot of everything, naming a new, empty journal; then the old journal goes. A crash
     * before the snapshot's rename leaves the old pair; after it, the new one (load removes strays).
     */
    private compact;
    close(): void;
    private fresh;
    /** The version of a file as it is now (0 when missing); a changed identity gets a new version. */
    current(path: string, identity: FileIdentity | undefined): U64;
    /** Records a write the store just made; returns its new version. */
    written(path: string, identity: FileIdentity): U64;
    /** Records a deletion; the next file at this path gets a version never issued before. */
    deleted(path: string): void;
}
