// A thread's lease (the store's `lease_*` operations): while held and unexpired, appends must
// name it. Held in memory only: a host that restarts starts with every thread unleased.
import { randomBytes } from "node:crypto";
import { StoreRefusal } from "../bridge/errors.js";
export class ThreadLease {
    thread;
    held;
    constructor(thread) {
        this.thread = thread;
    }
    /** Refuses `lease_held` unless the lease is free, expired or `id`. */
    check(id, now) {
        if (this.held === undefined || this.held.expires_at_ms <= now)
            return;
        if (id !== this.held.id)
            throw new StoreRefusal("lease_held", `${this.thread} is leased by ${this.held.holder}`);
    }
    /** Carries the lease over from the thread's earlier log (a log opened anew after a fault). */
    inherit(from) {
        this.held = from.held;
    }
    acquire(holder, ttlMs, now = Date.now()) {
        if (this.held !== undefined && this.held.expires_at_ms > now && this.held.holder !== holder) {
            throw new StoreRefusal("lease_held", `${this.thread} is leased by ${this.held.holder}`);
        }
        this.held = { id: `lease-${randomBytes(12).toString("hex")}`, holder, expires_at_ms: now + ttlMs };
        return this.held;
    }
    renew(id, ttlMs, now = Date.now()) {
        if (this.held === undefined || this.held.id !== id || this.held.expires_at_ms <= now) {
            throw new StoreRefusal("conflict", `${this.thread}: lease ${id} is not held`);
        }
        this.held = { ...this.held, expires_at_ms: now + ttlMs };
        return this.held;
    }
    release(id) {
        if (this.held === undefined || this.held.id !== id)
            throw new StoreRefusal("conflict", `${this.thread}: lease ${id} is not held`);
        this.held = undefined;
    }
}
