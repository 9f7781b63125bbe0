import type { Source } from "../../generated/index.js";
import type { RecordText } from "./log-line.js";
/** What tells one source from another: its three members (a source's other members are kept, not compared). */
export declare function sourceKey(source: Source): string;
/** The key of a source given as its JSON text (as a log line holds it). */
export declare function sourceKeyOf(text: Uint8Array): string;
/**
 * Whether two record texts hold the same content: the same bytes, or the same JSON value (compared
 * in its printed form), so a retry that spaces or escapes a record differently is still the same
 * record. Only a repeated source asks, so an append of new records never prints one again.
 */
export declare function sameContent(stored: RecordText, incoming: RecordText): boolean;
/** FNV-1a over a key's UTF-16 code units: the same key always gives the same hash. */
export declare function sourceHash(key: string): number;
/** Sequences by source hash, in an open-addressed table kept at most half full. */
export declare class SourceIndex {
    private hashes;
    /** Each slot's sequence; 0 marks an empty slot (sequences start at 1). */
    private seqs;
    private count;
    get size(): number;
    /** The sequence whose source hashes to `hash` and that `isIt` accepts (a key is added once). */
    find(hash: number, isIt: (seq: number) => boolean): number | undefined;
    /** Adds `seq` under `hash` (the caller has checked that its source is not there yet). */
    add(hash: number, seq: number): void;
    private place;
    /** Twice the slots, every entry placed again. */
    private grow;
}
