import type { Event, Role, Source } from "../../generated/index.js";
import type { U64 } from "../../generated/index.js";
export declare const ROLES: readonly Role[];
/**
 * The event of a record at `seq`, or undefined when the record has no portable role (it stays in
 * the raw log only, C3). `source` is the capture correlation stored with the record, if any;
 * otherwise a well-formed `source` field of the record itself.
 */
export declare function eventOf(seq: U64, record: unknown, source?: Source): Event | undefined;
