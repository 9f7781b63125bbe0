// The open log descriptors of a host, least recently used first. A thread's log stays open
// between appends, but past `max` the least recently used is closed (its thread reopens it on
// its next append), so touching many threads never exhausts the process's descriptors.
import { LineScratch } from "../durable/lines.js";
export class LogDescriptors {
    max;
    ops;
    open = new Set();
    /** Where every thread of the host encodes the lines of an append, written out at once. */
    scratch = new LineScratch();
    constructor(max = 64, 
    /** The system calls the logs' appends make (tests hand in ones that fail on purpose). */
    ops) {
        this.max = max;
        this.ops = ops;
    }
    /** Marks `log`'s descriptor as just used, closing the least recently used past the cap. */
    used(log) {
        this.open.delete(log);
        this.open.add(log);
        while (this.open.size > this.max)
            this.closeOldest();
    }
    /** Closes the least recently used descriptor; false when none is open. */
    closeOldest() {
        const [oldest] = this.open;
        if (oldest === undefined)
            return false;
        this.open.delete(oldest);
        oldest.closeLog();
        return true;
    }
    forget(log) {
        this.open.delete(log);
    }
}
/** EMFILE or ENFILE, as FsError passes the system's message on. */
export function outOfDescriptors(error) {
    return /\bE[MN]FILE\b/.test(error instanceof Error ? error.message : String(error));
}
