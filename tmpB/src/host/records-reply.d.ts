import type { LogIndex } from "./log-index.js";
/** The most JSON a `records` reply holds: the frame cap less room for the frame's envelope. */
export declare const REPLY_MAX_BYTES: number;
/** What a reply reads from: the thread's name, its index, its log's size and its log's bytes. */
export interface RecordsSource {
    readonly name: string;
    readonly index: LogIndex;
    readonly logSize: number;
    /** The log's bytes from entry `first`'s line through entry `last`'s (indices), checked. */
    readLog(first: number, last: number): Buffer;
}
/**
 * The `records` reply for `from..=through` as JSON. The reply stops short of `through` when more
 * would pass `maxBytes` (the frame cap), never before its first record: a reader goes on from the
 * sequence after the last one it got. Which records fit is known before the log is read, so a long
 * thread is never read whole for one page.
 */
export declare function recordsReply(log: RecordsSource, from: number, through: number, maxBytes?: number): Buffer;
