// A thread's source index (C9): each captured source's sequence, kept in typed arrays by a 32-bit
// hash of the source's key, with no string per record. Sources that share a hash are told apart
// by the caller, which reads their keys back from the log; with 32 bits that is a rare read. About
// 16 to 32 bytes a record (two to four slots of 8), where a Map of key strings held about 400
// (bench: host_rss_per_million_records).
// A repeated source is the same capture when its record is the same content (`sameContent`).
import { parse, stringify, utf8Text } from "../json/index.js";
/** What tells one source from another: its three members (a source's other members are kept, not compared). */
export function sourceKey(source) {
    return `${source.adapter}\u0000${source.native_session}\u0000${source.native_record}`;
}
/** The key of a source given as its JSON text (as a log line holds it). */
export function sourceKeyOf(text) {
    return sourceKey(parse(text));
}
/**
 * Whether two record texts hold the same content: the same bytes, or the same JSON value (compared
 * in its printed form), so a retry that spaces or escapes a record differently is still the same
 * record. Only a repeated source asks, so an append of new records never prints one again.
 */
export function sameContent(stored, incoming) {
    if (typeof stored !== "string" &&
        typeof incoming !== "string" &&
        Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength).equals(incoming))
        return true;
    const a = utf8Text(stored);
    const b = utf8Text(incoming);
    return a === b || printedForm(a) === printedForm(b);
}
/**
 * A record's value in its printed form. Total, so that a log line written before the wire refused
 * inexact numbers (one that has no printed form) still compares: such a record is known by its
 * exact text, which no other record shares.
 */
function printedForm(text) {
    try {
        return stringify(parse(text));
    }
    catch {
        return `text:${text}`;
    }
}
/** FNV-1a over a key's UTF-16 code units: the same key always gives the same hash. */
export function sourceHash(key) {
    let h = 0x811c9dc5;
    for (let i = 0; i < key.length; i++) {
        h ^= key.charCodeAt(i);
        h = Math.imul(h, 0x01000193);
    }
    return h >>> 0;
}
/** Sequences by source hash, in an open-addressed table kept at most half full. */
export class SourceIndex {
    hashes = new Uint32Array(64);
    /** Each slot's sequence; 0 marks an empty slot (sequences start at 1). */
    seqs = new Uint32Array(64);
    count = 0;
    get size() {
        return this.count;
    }
    /** The sequence whose source hashes to `hash` and that `isIt` accepts (a key is added once). */
    find(hash, isIt) {
        const mask = this.seqs.length - 1;
        for (let slot = hash & mask;; slot = (slot + 1) & mask) {
            const seq = this.seqs[slot];
            if (seq === 0)
                return undefined;
            if (this.hashes[slot] === hash && isIt(seq))
                return seq;
        }
    }
    /** Adds `seq` under `hash` (the caller has checked that its source is not there yet). */
    add(hash, seq) {
        if (seq < 1 || seq > 0xffffffff)
            throw new RangeError(`a sequence out of the index's range: ${seq}`);
        if ((this.count + 1) * 2 > this.seqs.length)
            this.grow();
        this.place(hash, seq);
        this.count++;
    }
    place(hash, seq) {
        const mask = this.seqs.length - 1;
        let slot = hash & mask;
        while (this.seqs[slot] !== 0)
            slot = (slot + 1) & mask;
        this.hashes[slot] = hash;
        this.seqs[slot] = seq;
    }
    /** Twice the slots, every entry placed again. */
    grow() {
        const hashes = this.hashes;
        const seqs = this.seqs;
        this.hashes = new Uint32Array(seqs.length * 2);
        this.seqs = new Uint32Array(seqs.length * 2);
        for (let slot = 0; slot < seqs.length; slot++)
            if (seqs[slot] !== 0)
                this.place(hashes[slot], seqs[slot]);
    }
}
