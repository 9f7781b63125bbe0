import type { Lease } from "../../generated/index.js";
export declare class ThreadLease {
    private readonly thread;
    private held;
    constructor(thread: string);
    /** Refuses `lease_held` unless the lease is free, expired or `id`. */
    check(id: string | undefined, now: number): void;
    /** Carries the lease over from the thread's earlier log (a log opened anew after a fault). */
    inherit(from: ThreadLease): void;
    acquire(holder: string, ttlMs: number, now?: number): Lease;
    renew(id: string, ttlMs: number, now?: number): Lease;
    release(id: string): void;
}
