// Opaque file versions (B10, M3): a keyed 52-bit permutation of a durable counter, so a version is
// never 0, never repeats for a root (delete and recreate included) and says nothing about order.
// A file whose identity (inode, size, times) changed behind the store's back gets a new version.
import { createHmac, randomBytes } from "node:crypto";
import { closeSync, readFileSync } from "node:fs";
import { AppendLog } from "../durable/append.js";
import { FsError, sameIdentity } from "../durable/dir.js";
import { encodeLine, scanLines } from "../durable/lines.js";
import { parse, stringify, u64 } from "../json/index.js";
const HALF = 26n;
const MASK = (1n << HALF) - 1n;
/**
 * A 4-round Feistel network over 52 bits: a bijection, so distinct counters give distinct
 * versions. The wire type is a full u64 and clients must treat it so; this host issues versions
 * below 2^52 so that its own replies stay on the fast JSON path (a u64 above 2^53 must be
 * printed and parsed exactly, which costs more). 2^52 writes per agent folder is never reached.
 */
export function permute52(key, n) {
    let left = (n >> HALF) & MASK;
    let right = n & MASK;
    for (let round = 0; round < 4; round++) {
        const mac = createHmac("sha256", key).update(`${round}:${right}`).digest();
        const f = BigInt(mac.readUInt32BE(0)) & MASK;
        [left, right] = [right, left ^ f];
    }
    return (left << HALF) | right;
}
const SNAPSHOT = "versions.json";
const JOURNAL = /^versions\.(\d+)\.log$/;
const journalName = (generation) => `versions.${generation}.log`;
/** Where a journal with damaged lines is kept once a compaction has moved past it. */
const damagedJournalName = (generation) => `versions.${generation}.damaged.log`;
/** How far the counter moves past the surviving lines when a journal line is damaged (2^20 such loads fit in 2^52). */
const DAMAGE_EPOCH = 1n << 32n;
function entryJson(e) {
    const i = e.identity;
    return {
        version: String(e.version),
        dev: String(i.dev),
        ino: String(i.ino),
        size: String(i.size),
        mtime: String(i.mtimeNs),
        ctime: String(i.ctimeNs),
    };
}
function entryOf(e) {
    return {
        version: BigInt(e.version ?? "0"),
        identity: {
            dev: BigInt(e.dev ?? "0"),
            ino: BigInt(e.ino ?? "0"),
            size: BigInt(e.size ?? "0"),
            mtimeNs: BigInt(e.mtime ?? "0"),
            ctimeNs: BigInt(e.ctime ?? "0"),
        },
    };
}
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
export class VersionIndex {
    state;
    key;
    next;
    files;
    generation;
    journal;
    compactAt;
    pending = [];
    journalLines = 0;
    failure;
    /** The journal's damaged lines found on load (kept on disk; a compaction keeps their journal aside). */
    damaged = [];
    constructor(state, key, next, files, generation, journal, compactAt) {
        this.state = state;
        this.key = key;
        this.next = next;
        this.files = files;
        this.generation = generation;
        this.journal = journal;
        this.compactAt = compactAt;
    }
    /**
     * `compactAt`: journal lines past which a new snapshot is written (tests set it low); by default
     * 4,096 or twice the entries, whichever is more, so that snapshots cost O(1) per change.
     */
    static load(state, options = {}) {
        let doc;
        try {
            doc = parse(state.readFile(SNAPSHOT).bytes);
        }
        catch (error) {
            if (error.kind !== "not_found")
                throw error;
            doc = { format: "link.file-versions", key: randomBytes(32).toString("hex"), next: "1", files: {}, generation: 0 };
            state.writeAtomic(SNAPSHOT, stringify(doc));
        }
        if (doc.format !== "link.file-versions")
            throw new Error(`${state.path}/${SNAPSHOT}: not a version index`);
        const files = new Map();
        for (const [path, e] of Object.entries(doc.files))
            files.set(path, entryOf(e));
        const generation = doc.generation ?? 0;
        const fd = state.openLog(journalName(generation));
        let journal;
        let next = BigInt(doc.next);
        let lines = 0;
        let damaged = [];
        try {
            // The journal's good lines, applied in order; a torn tail (an incomplete last line) is cut.
            // A damaged whole line is kept and skipped, never cut with what follows it (issue 39.2).
            const scan = scanLines(readFileSync(fd));
            for (const { body } of scan.good) {
                const change = parse(body);
                if (change.entry)
                    files.set(change.path, entryOf(change.entry));
                else
                    files.delete(change.path);
                if (BigInt(change.next) > next)
                    next = BigInt(change.next);
                lines++;
            }
            if (scan.damaged.length > 0) {
                // A damaged line may have issued versions past every line that survives: the counter
                // moves on by an epoch, so none is issued again. The change it held is lost, and each
                // file's identity check gives a file changed since its surviving entry a new version, so
                // a write carrying a version from the lost line is refused `conflict`.
                next += DAMAGE_EPOCH;
                damaged = scan.damaged;
            }
            journal = AppendLog.open(fd, scan.whole, `${state.path}/${journalName(generation)}`);
        }
        catch (error) {
            closeSync(fd);
            throw error;
        }
        const index = new VersionIndex(state, Buffer.from(doc.key, "hex"), next, files, generation, journal, options.compactAt);
        index.journalLines = lines;
        index.damaged = damaged;
        for (const { name } of state.list()) {
            const match = JOURNAL.exec(name);
            if (match && Number(match[1]) !== generation)
                state.unlink(name); // left by a compaction cut short
        }
        return index;
    }
    /** Notes one change in memory and queues its journal line for `flush`. */
    change(path, entry) {
        if (entry)
            this.files.set(path, entry);
        else
            this.files.delete(path);
        this.pending.push(encodeLine(stringify({ path, next: String(this.next), ...(entry ? { entry: entryJson(entry) } : {}) })));
    }
    /**
     * Makes the changes since the last flush durable (one write, one fdatasync): call it before
     * answering. Refused with the journal as it was (`no_space`, `io`), the changes stay pending
     * for the next flush. When the journal may hold a cut line (`uncertain`), the index refuses all
     * further use; the store's process ends and a fresh one reloads from disk.
     */
    flush() {
        this.check();
        if (this.pending.length === 0)
            return;
        try {
            this.journal.append(this.pending.join(""));
        }
        catch (error) {
            if (error instanceof FsError && error.kind === "uncertain")
                this.failure = `the version journal could not be written: ${error.message}`;
            throw error;
        }
        this.journalLines += this.pending.length;
        this.pending.length = 0;
        if (this.journalLines > (this.compactAt ?? Math.max(COMPACT_AT, 2 * this.files.size)))
            this.compact();
    }
    /** Throws when an earlier flush failed. */
    check() {
        if (this.failure !== undefined)
            throw new FsError("io", this.failure);
    }
    /** True once a flush failed: the index must be loaded anew. */
    get failed() {
        return this.failure !== undefined;
    }
    /**
     * A new snapshot of everything, naming a new, empty journal; then the old journal goes. A crash
     * before the snapshot's rename leaves the old pair; after it, the new one (load removes strays).
     */
    compact() {
        const generation = this.generation + 1;
        const name = journalName(generation);
        const fd = this.state.openLog(name);
        const files = {};
        for (const [path, e] of this.files)
            files[path] = entryJson(e);
        try {
            this.state.writeAtomic(SNAPSHOT, stringify({ format: "link.file-versions", key: this.key.toString("hex"), next: String(this.next), files, generation }));
        }
        catch (error) {
            closeSync(fd);
            if (error instanceof FsError && error.kind !== "uncertain") {
                // The old snapshot and journal stand, whole: go on with them, and compact another time.
                try {
                    this.state.unlink(name);
                }
                catch {
                    // an empty journal of no generation: the next load removes it
                }
                return;
            }
            // The new snapshot may be in place, naming a journal this index is not writing.
            this.failure = `the version snapshot could not be written: ${String(error)}`;
            throw new FsError("uncertain", this.failure);
        }
        closeSync(this.journal.fd);
        // A journal holding damaged lines is kept, renamed out of the journals' pattern, for a person.
        if (this.damaged.length > 0)
            this.state.moveInto(journalName(this.generation), this.state, damagedJournalName(this.generation));
        else
            this.state.unlink(journalName(this.generation));
        this.damaged = [];
        this.journal = AppendLog.open(fd, 0, `${this.state.path}/${name}`);
        this.generation = generation;
        this.journalLines = 0;
    }
    close() {
        closeSync(this.journal.fd);
    }
    fresh() {
        for (;;) {
            const version = permute52(this.key, this.next++);
            if (version !== 0n)
                return version;
        }
    }
    /** The version of a file as it is now (0 when missing); a changed identity gets a new version. */
    current(path, identity) {
        this.check();
        const entry = this.files.get(path);
        if (identity === undefined) {
            if (entry !== undefined)
                this.change(path, undefined);
            return 0;
        }
        if (entry !== undefined && sameIdentity(entry.identity, identity))
            return u64(entry.version);
        const version = this.fresh();
        this.change(path, { version, identity });
        return u64(version);
    }
    /** Records a write the store just made; returns its new version. */
    written(path, identity) {
        this.check();
        const version = this.fresh();
        this.change(path, { version, identity });
        return u64(version);
    }
    /** Records a deletion; the next file at this path gets a version never issued before. */
    deleted(path) {
        this.check();
        this.change(path, undefined); // the counter only grows, so a recreated file gets a new version
    }
}
/** Journal lines past which (or past twice the entries) a new snapshot is written, by default. */
const COMPACT_AT = 4096;
