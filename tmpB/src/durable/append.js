// Every durable write writes all its bytes or fails (STYLE 18). write(2) may write less than it
// was given, and on a full disk it does exactly that without an error: `writeAll` asks again for
// the rest, and a write that makes no progress is ENOSPC. `AppendLog` is an append-only file
// (a conversation log, the version journal) that after any failed write or sync is cut back to its
// last good length before it takes another write; when it cannot be cut back, it takes none until
// its owner reads it anew. So an acknowledgement always means the bytes are whole on disk, and a
// failure leaves either nothing behind or a log that refuses to be written past a tear.
import { fdatasyncSync, fstatSync, ftruncateSync, writeSync } from "node:fs";
import { classify, FsError } from "./errors.js";
const SYSTEM = {
    writeSync: (fd, buffer, offset, length) => writeSync(fd, buffer, offset, length),
    fdatasyncSync: (fd) => fdatasyncSync(fd),
    ftruncateSync: (fd, length) => ftruncateSync(fd, length),
};
/** An error as the kernel would give it, for a write that made no progress. */
function noProgress() {
    return Object.assign(new Error("ENOSPC: a write made no progress"), { code: "ENOSPC" });
}
/**
 * Writes every byte of `data` at the descriptor's offset (its end, for a file opened to append),
 * or throws. Nothing else in the kit calls write(2) on a file it keeps.
 */
export function writeAll(fd, data, ops = SYSTEM) {
    const bytes = typeof data === "string" ? Buffer.from(data) : data;
    for (let done = 0; done < bytes.length;) {
        const n = ops.writeSync(fd, bytes, done, bytes.length - done);
        if (n <= 0)
            throw noProgress();
        done += n;
    }
}
function message(error) {
    return error instanceof Error ? error.message : String(error);
}
/**
 * An append-only file of whole entries and the length of its good part. `append` writes an entry
 * (or a batch of them) and syncs it; any failure cuts the file back to the good length and syncs
 * that, so the file is exactly as it was, and throws `no_space` or `io`. When the cut itself
 * fails, the file may end in a torn entry: `append` throws `uncertain`, then and on every later
 * call, and the owner must read the file anew (its recovery cuts the tear) before writing.
 */
export class AppendLog {
    fd;
    good;
    label;
    ops;
    broken;
    constructor(fd, good, 
    /** The file, for messages. */
    label, ops) {
        this.fd = fd;
        this.good = good;
        this.label = label;
        this.ops = ops;
    }
    /**
     * A log whose first `good` bytes its owner found whole, on a descriptor opened to append; what
     * follows them (a torn tail, a batch cut short) is cut off and the cut synced first.
     */
    static open(fd, good, label, ops = SYSTEM) {
        if (fstatSync(fd).size > good) {
            try {
                ops.ftruncateSync(fd, good);
                ops.fdatasyncSync(fd);
            }
            catch (error) {
                throw classify(error, label, "cut the torn end of");
            }
        }
        return new AppendLog(fd, good, label, ops);
    }
    /** The length of the good part: every byte before it was written whole and synced. */
    get size() {
        return this.good;
    }
    /** True once a failed append could not be taken back: nothing more is written here. */
    get suspect() {
        return this.broken !== undefined;
    }
    /** Writes `bytes` at the end and syncs them: all of them, durably, or nothing (see the class). */
    append(bytes) {
        if (this.broken !== undefined)
            throw this.broken;
        const length = typeof bytes === "string" ? Buffer.byteLength(bytes) : bytes.length;
        try {
            writeAll(this.fd, bytes, this.ops);
            this.ops.fdatasyncSync(this.fd);
        }
        catch (error) {
            const cause = classify(error, this.label, "append to");
            try {
                this.ops.ftruncateSync(this.fd, this.good);
                this.ops.fdatasyncSync(this.fd);
            }
            catch (again) {
                this.broken = new FsError("uncertain", `${this.label}: an append failed (${cause.message}) and the file could not be cut back to its last good length (${message(again)}); it may hold part of that append, and takes no write until it is read anew`, this.label);
                throw this.broken;
            }
            throw cause;
        }
        this.good += length;
    }
}
