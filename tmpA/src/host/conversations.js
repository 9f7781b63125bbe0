// The conversation store of one agent: its threads (src/host/thread.ts), each opened on first use
// and opened anew, its log read again and a tear cut, once an append left it broken.
import { LogDescriptors } from "./descriptors.js";
import { hostStderr } from "./log.js";
import { LogDamaged, Thread } from "./thread.js";
/** The threads of one agent, opened on first use; their log descriptors come from `descriptors`. */
export class Conversations {
    dir;
    descriptors;
    log;
    threads = new Map();
    /** Damaged threads already named in the host's log, named once each. */
    named = new Set();
    constructor(dir, descriptors = new LogDescriptors(), log = hostStderr.write) {
        this.dir = dir;
        this.descriptors = descriptors;
        this.log = log;
    }
    /** The thread, opened on first use, and opened anew (its log read again, a tear cut) once broken. */
    thread(name) {
        let thread = this.threads.get(name);
        if (thread === undefined || thread.broken) {
            let fresh;
            try {
                fresh = Thread.open(this.dir, name, this.descriptors);
            }
            catch (error) {
                if (error instanceof LogDamaged && !this.named.has(name)) {
                    this.named.add(name);
                    this.log(`link-kit host: ${error.message}`);
                }
                throw error;
            }
            if (thread !== undefined)
                fresh.lease.inherit(thread.lease);
            this.threads.set(name, fresh);
            thread = fresh;
        }
        return thread;
    }
    close() {
        for (const t of this.threads.values())
            t.close();
        this.threads.clear();
    }
}
/** A sequence on the wire as a number: past 2^53 - 1 (beyond any thread), that. */
export function seqOf(value) {
    const n = typeof value === "bigint" ? value : BigInt(value);
    if (n > BigInt(Number.MAX_SAFE_INTEGER))
        return Number.MAX_SAFE_INTEGER;
    return Number(n);
}
