import type { FileOps } from "../durable/append.js";
import { LineScratch } from "../durable/lines.js";
/** What holds a descriptor the pool may close. */
export interface HeldLog {
    closeLog(): void;
}
export declare class LogDescriptors {
    readonly max: number;
    /** The system calls the logs' appends make (tests hand in ones that fail on purpose). */
    readonly ops?: FileOps | undefined;
    private readonly open;
    /** Where every thread of the host encodes the lines of an append, written out at once. */
    readonly scratch: LineScratch;
    constructor(max?: number, 
    /** The system calls the logs' appends make (tests hand in ones that fail on purpose). */
    ops?: FileOps | undefined);
    /** Marks `log`'s descriptor as just used, closing the least recently used past the cap. */
    used(log: HeldLog): void;
    /** Closes the least recently used descriptor; false when none is open. */
    closeOldest(): boolean;
    forget(log: HeldLog): void;
}
/** EMFILE or ENFILE, as FsError passes the system's message on. */
export declare function outOfDescriptors(error: unknown): boolean;
