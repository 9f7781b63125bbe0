// One conversation thread of an agent: an append-only, fdatasync'd log of raw records numbered
// from 1, with `last`, range reads, CAS appends on the expected last sequence, a lease, and the
// source index `context::append` needs (C9). Survives SIGKILL at any point: each entry carries a
// checksum and its batch's last sequence, so on open a torn or partial tail batch is cut and never
// served, and every acknowledged append is there exactly once. An append is written whole or not
// at all (src/durable/append.ts): a full disk refuses it `unavailable` with the log as it was, and
// a log that could not be put back is opened anew, its tear cut, before the next use.
//
// Records stay in the log: memory holds where each one sits (`LogIndex`) and the source index, and
// a read takes the records' bytes from the log (checking each line's checksum whenever the file is
// not as the host left it), so a host's memory does not grow with what its threads hold.
import { closeSync, fstatSync, readSync } from "node:fs";
import { StoreRefusal } from "../bridge/errors.js";
import { AppendLog } from "../durable/append.js";
import { FsError } from "../durable/dir.js";
import { encodeLines, goodLength, walkFileLines } from "../durable/lines.js";
import { PAGE, releasePages } from "../durable/pages.js";
import { stringify } from "../json/index.js";
import { LogDescriptors, outOfDescriptors } from "./descriptors.js";
import { ThreadLease } from "./leases.js";
import { LogIndex } from "./log-index.js";
import { entryAt, placeEntry, sourceEnd } from "./log-line.js";
import { recordsReply, REPLY_MAX_BYTES } from "./records-reply.js";
import { sameContent, SourceIndex, sourceHash, sourceKey, sourceKeyOf } from "./source-index.js";
/**
 * An append of at least this many bytes (a batch of an import or a replay) gives the log's written
 * pages back once durable; a hook's append of a turn or two keeps them, for the reads that follow.
 */
const RELEASE_FROM = 1024 * 1024;
export class Thread {
    name;
    dir;
    descriptors;
    index = new LogIndex();
    /** Each captured source's sequence (C9), by a hash of its key; candidates are told apart from the log. */
    sources = new SourceIndex();
    lease;
    /** The log's good length: every byte before it is whole and synced. */
    size = 0;
    /**
     * The log as the host last left it (its change time and size, from fstat after it was read
     * whole and checked, or after an append): while the file still says so, nobody else wrote it,
     * and a read serves its bytes without checking each line's checksum again.
     */
    known;
    /** Where the log's pages not yet given back start (see `RELEASE_FROM`). */
    released = 0;
    /** The log while open; the pool closes it when other threads need descriptors. */
    file;
    /**
     * True once an append failed and the log could not be cut back to its good length: it may end
     * in a tear, so this thread answers nothing more, and its store opens the log anew (`Conversations`).
     */
    broken = false;
    constructor(name, dir, descriptors) {
        this.name = name;
        this.dir = dir;
        this.descriptors = descriptors;
        this.lease = new ThreadLease(name);
    }
    get fileName() {
        return `${this.name.slice("link:".length)}.log`;
    }
    /** The log's good length in bytes. */
    get logSize() {
        return this.size;
    }
    /** Opens a thread's log (creating it), cutting a torn tail; a log that cannot be is refused `unavailable`. */
    static open(dir, thread, descriptors = new LogDescriptors()) {
        const t = new Thread(thread, dir, descriptors);
        const fd = t.openDescriptor();
        try {
            const { good, damage } = t.recover(fd);
            // Only a torn tail is cut: a damaged whole line keeps the thread shut, every byte kept.
            if (damage !== undefined)
                throw new LogDamaged(thread, t.fileName, damage);
            t.size = good;
            t.file = AppendLog.open(fd, t.size, `${thread}'s log`, descriptors.ops);
            t.remember(fd);
        }
        catch (error) {
            closeSync(fd);
            throw refusedOpen(thread, error);
        }
        descriptors.used(t);
        return t;
    }
    /**
     * A new descriptor of the log. Out of descriptors, the pool closes other logs and this tries
     * once more; still out, the operation is refused with nothing written.
     */
    openDescriptor() {
        try {
            return this.dir.openLog(this.fileName);
        }
        catch (error) {
            if (!outOfDescriptors(error) || !this.descriptors.closeOldest())
                throw refusedOpen(this.name, error);
            try {
                return this.dir.openLog(this.fileName);
            }
            catch (again) {
                throw refusedOpen(this.name, again);
            }
        }
    }
    /** The log, opened again if the pool closed it. */
    log() {
        if (this.broken)
            throw new StoreRefusal("unavailable", `${this.name}: the log is being recovered after a failed append; retry`);
        if (this.file === undefined) {
            const fd = this.openDescriptor();
            // Reopened: the log must be as this thread left it (the host alone writes it).
            if (fstatSync(fd).size !== this.size) {
                closeSync(fd);
                throw new StoreRefusal("internal", `${this.name}: the log changed outside the host; nothing was written`);
            }
            this.file = AppendLog.open(fd, this.size, `${this.name}'s log`, this.descriptors.ops);
        }
        this.descriptors.used(this);
        return this.file;
    }
    /**
     * Gives the log's pages written since the last release back to the kernel, now that they are
     * durable (native/pages.c says why); the page the next append fills stays. Without link-kit-native,
     * the pages stay cached.
     */
    releasePages(fd) {
        const from = this.released - (this.released % PAGE);
        this.released = this.size;
        releasePages(fd, from, this.size);
    }
    /** Closes the log's descriptor; the next append opens it again. */
    closeLog() {
        if (this.file === undefined)
            return;
        closeSync(this.file.fd);
        this.file = undefined;
    }
    /**
     * Indexes the log's good part, whole batches only, and returns its length (what follows is cut),
     * or the first whole line whose checksum fails (damage: nothing is cut then). Each line is read
     * by its layout (src/host/log-line.ts): the record is never decoded, and only the source is
     * parsed, for its key.
     */
    recover(fd) {
        let good = 0;
        /** Set once a line breaks the layout: no batch commits after it (what follows is cut). */
        let stopped = false;
        // The open batch's entries go into the index as they are read, and out again if it never
        // ends; their source hashes wait here (-1 for none) until it does. Nothing is kept per line
        // but the index's numbers, so a long batch leaves no objects for the collector to move.
        let committed = 0;
        const hashes = [];
        const walk = walkFileLines(fd, (bytes, start, end, base) => {
            if (stopped)
                return;
            const entry = entryAt(bytes, start, end);
            if (entry === undefined) {
                stopped = true;
                return;
            }
            if (entry.seq !== this.index.count + 1)
                throw new StoreRefusal("internal", `${this.name}: log out of sequence at ${entry.seq}`);
            this.index.push(base + start, entry);
            hashes.push(entry.sourceAt === 0 ? -1 : sourceHash(sourceKeyOf(bytes.subarray(start + entry.sourceAt, start + sourceEnd(entry.recordAt)))));
            if (entry.seq === entry.end) {
                // A batch is complete only at its last line: commit it.
                for (let i = 0; i < hashes.length; i++)
                    if (hashes[i] >= 0)
                        this.sources.add(hashes[i], committed + i + 1);
                committed = this.index.count;
                hashes.length = 0;
                good = base + end;
            }
        });
        this.index.cut(committed);
        const damage = walk.damaged[0];
        return damage === undefined ? { good } : { good, damage };
    }
    /** Adds entry `seq`, whose line starts at `line`, to the index (and its source's hash, if any). */
    add(seq, line, place, hash) {
        if (seq !== this.index.count + 1)
            throw new StoreRefusal("internal", `${this.name}: log out of sequence at ${seq}`);
        this.index.push(line, place);
        if (hash !== undefined)
            this.sources.add(hash, seq);
    }
    /** The sequence captured under the source with `key` (of hash `hash`), read back from the log to be sure. */
    sourceSeq(key, hash) {
        return this.sources.find(hash, (seq) => {
            const i = seq - 1;
            const line = this.readLog(i, i); // the line alone: its source and record offsets are within it
            return sourceKeyOf(line.subarray(this.index.source[i], sourceEnd(this.index.record[i]))) === key;
        });
    }
    get last() {
        return this.index.count;
    }
    /** True when the log is as the host left it (see `known`). */
    unchanged(fd) {
        if (this.known === undefined)
            return false;
        const stat = fstatSync(fd, { bigint: true });
        return stat.ctimeNs === this.known.ctimeNs && stat.size === this.known.size;
    }
    /** Notes the log as the host leaves it now (see `known`). */
    remember(fd) {
        const stat = fstatSync(fd, { bigint: true });
        this.known = { ctimeNs: stat.ctimeNs, size: stat.size };
    }
    /**
     * The log's bytes from entry `first`'s line through entry `last`'s (indices). A log changed
     * outside the host is refused, never served: when its change time or size is not what the host
     * left (`known`), each line read has its checksum checked first.
     */
    readLog(first, last) {
        const base = this.index.line[first];
        const bytes = Buffer.allocUnsafe(this.index.lineEnd(last, this.size) - base);
        const fd = this.log().fd;
        const unchanged = this.unchanged(fd);
        for (let got = 0; got < bytes.length;) {
            const n = readSync(fd, bytes, got, bytes.length - got, base + got);
            if (n === 0)
                throw new StoreRefusal("internal", `${this.name}: the log is shorter than the host wrote it`);
            got += n;
        }
        if (unchanged)
            return bytes;
        const good = goodLength(bytes);
        if (good !== bytes.length) {
            let i = first;
            while (i < last && this.index.line[i + 1] - base <= good)
                i++;
            throw new StoreRefusal("internal", `${this.name}: the log changed outside the host at sequence ${i + 1}; nothing was served`);
        }
        return bytes;
    }
    /** The stored record of sequence `seq`, as read from the log. */
    storedRecord(seq) {
        const i = seq - 1;
        return this.index.recordIn(this.readLog(i, i), this.index.line[i], i, this.size);
    }
    /** The `records` reply for `from..=through` (src/host/records-reply.ts). */
    readReply(from, through, maxBytes = REPLY_MAX_BYTES) {
        return recordsReply(this, from, through, maxBytes);
    }
    /**
     * Appends records durably (one write, one fdatasync) if the last sequence is `expectedLast`.
     * Each record is kept as the JSON text given (its original bytes, C6), or printed from a value.
     */
    append(records, expectedLast, lease, now = Date.now()) {
        this.lease.check(lease, now);
        if (expectedLast !== this.last)
            throw new StoreRefusal("conflict", `${this.name}: last sequence is ${this.last}, not ${expectedLast}`, this.last);
        if (records.length === 0)
            return { first: this.last + 1, last: this.last };
        return this.write(records.map((r) => ({ record: typeof r === "string" || r instanceof Uint8Array ? r : stringify(r) })));
    }
    /**
     * Appends one captured record under its source; a repeated source returns the original (C9).
     * "The same content" is the same JSON value (compared in its printed form), so a retry that
     * spaces or escapes the record differently is still the same record.
     */
    contextAppend(record, source, now = Date.now()) {
        const text = typeof record === "string" || record instanceof Uint8Array ? record : stringify(record);
        return this.appendSourced([{ record: text, source }], now, () => "")[0];
    }
    /**
     * `context::append` for many records (C9) in one durable write: each source already captured
     * with the same content returns its original sequence, the new ones get the next sequences in
     * order. A source captured (before, or earlier in the batch) with other content refuses the
     * whole batch, nothing written.
     */
    contextAppendBatch(items, now = Date.now()) {
        return this.appendSourced(items, now, (i) => `record ${i} of the batch: `);
    }
    /** Both appends: everything that can fail is checked before the one write, so a reply never hides a stored record. */
    appendSourced(items, now, which) {
        const fresh = [];
        const inBatch = new Map();
        const results = new Array(items.length);
        for (let i = 0; i < items.length; i++) {
            const { record, source } = items[i];
            const key = sourceKey(source);
            const hash = sourceHash(key);
            const seen = inBatch.get(key) ?? this.sourceSeq(key, hash);
            if (seen !== undefined) {
                const stored = seen <= this.last ? this.storedRecord(seen) : fresh[seen - this.last - 1].record;
                if (!sameContent(stored, record))
                    throw new StoreRefusal("source_conflict", `${this.name}: ${which(i)}source ${source.adapter}/${source.native_session}/${source.native_record} was captured at ${seen} with different content`, seen);
                results[i] = { seq: seen, repeated: true };
                continue;
            }
            const seq = this.last + fresh.length + 1;
            inBatch.set(key, seq);
            fresh.push({ record, source, hash });
            results[i] = { seq, repeated: false };
        }
        if (fresh.length > 0) {
            this.lease.check(undefined, now);
            this.write(fresh);
        }
        return results;
    }
    /** Writes entries after the last, in one write and one fdatasync; `hash` is a source's, for the index. */
    write(batch) {
        const first = this.last + 1;
        const end = this.last + batch.length;
        const placed = new Array(batch.length);
        const lines = new Array(batch.length);
        let length = 0;
        for (let i = 0; i < batch.length; i++) {
            const b = batch[i];
            const e = placeEntry(first + i, end, b.record, b.source);
            placed[i] = e;
            lines[i] = [e.head, e.stored, "}"];
            length += e.lineLength;
        }
        // Encoded into the host's scratch, which the write below empties before the next append.
        const bytes = encodeLines(lines, this.descriptors.scratch);
        if (bytes.length !== length)
            throw new StoreRefusal("internal", `${this.name}: an append's lines are not the length their places say; nothing was written`);
        const file = this.log();
        const trusted = this.unchanged(file.fd);
        try {
            file.append(bytes); // all of it, synced, or nothing (src/durable/append.ts)
        }
        catch (error) {
            throw this.failedAppend(error);
        }
        let line = this.size;
        this.size += bytes.length;
        // Its own append changed the log's change time: still trusted only if nobody else had changed
        // it before (checked ahead of the write) and it grew by exactly what was written.
        if (trusted) {
            const before = this.known;
            this.remember(file.fd);
            if (before.size + BigInt(bytes.length) !== this.known?.size)
                this.known = undefined;
        }
        else
            this.known = undefined;
        if (bytes.length >= RELEASE_FROM)
            this.releasePages(file.fd);
        for (let i = 0; i < placed.length; i++) {
            const e = placed[i];
            this.add(first + i, line, e, batch[i].hash);
            line += e.lineLength;
        }
        return { first, last: end };
    }
    /**
     * What a failed append tells its client: `unavailable` when the log is as it was (nothing
     * stored), `uncertain` when it could not be put back; the thread is then broken, and its store
     * opens the log anew, cutting the tear, before the next request (a retry with the same source
     * finds the record, or stores it once).
     */
    failedAppend(error) {
        const why = error instanceof Error ? error.message : String(error);
        if (error instanceof FsError && error.kind === "uncertain") {
            this.broken = true;
            this.close();
            return new StoreRefusal("uncertain", `${this.name}: ${why}; retry with the same source to find out whether it was stored`);
        }
        return new StoreRefusal("unavailable", `${this.name}: ${why}; nothing was stored`);
    }
    close() {
        this.descriptors.forget(this);
        this.closeLog();
    }
}
/**
 * A thread whose log holds a damaged line that is not its torn tail (bit rot, an edit): refused
 * `unavailable` on every use, nothing cut, served or written, until a person acts (`link-kit host
 * check` names it; docs/host.md says what to do next).
 */
export class LogDamaged extends StoreRefusal {
    thread;
    file;
    damage;
    constructor(thread, file, damage) {
        super("unavailable", `${thread}: damaged: line ${damage.line} of its log ${file} (byte ${damage.offset}) fails its checksum; the thread is refused, nothing cut or written, until a person acts (link-kit host check --state <dir>)`);
        this.thread = thread;
        this.file = file;
        this.damage = damage;
    }
}
function refusedOpen(thread, error) {
    if (error instanceof StoreRefusal)
        return error;
    return new StoreRefusal("unavailable", `${thread}: cannot open the log (${error instanceof Error ? error.message : String(error)}); nothing was written`);
}
