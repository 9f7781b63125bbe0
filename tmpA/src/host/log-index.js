// Where each entry of a conversation log sits, by sequence (index 0 is sequence 1), so that the
// records stay in the log and a host's memory does not grow with what its threads hold: each
// entry's line offset in the log and, within the line, where its record and source sit
// (src/host/log-line.ts lays the line out). Sequences stay numbers: 2^53 records is beyond any
// thread.
import { parse } from "../json/index.js";
import { LINE_TAIL } from "./log-line.js";
export class LogIndex {
    line = new Float64Array(1024);
    record = new Int32Array(1024);
    /**
     * Where the source starts in the line; 0 when there is none. A byte: the source comes after
     * the checksum, the sequence and the batch's end, at most 73 bytes in (see log-line.ts).
     */
    source = new Uint8Array(1024);
    /**
     * The record's length in bytes as it was given, for the entries whose line holds it as a JSON
     * string of its text (a record with a newline; rare). Any other record is the rest of its line.
     */
    escapedLength = new Map();
    count = 0;
    /** Adds the next entry: its line starts at `line` in the log. */
    push(line, place) {
        if (place.sourceAt > 0xff)
            throw new RangeError(`an entry's source at ${place.sourceAt} bytes into its line, past the index's byte`);
        if (this.count === this.line.length) {
            const grow = (a) => {
                const b = new a.constructor(a.length * 2);
                b.set(a);
                return b;
            };
            this.line = grow(this.line);
            this.record = grow(this.record);
            this.source = grow(this.source);
        }
        this.line[this.count] = line;
        this.record[this.count] = place.recordAt;
        this.source[this.count] = place.sourceAt;
        if (place.escaped)
            this.escapedLength.set(this.count, place.recordLength);
        this.count++;
    }
    /** Drops the entries from `count` on (a batch whose end never came). */
    cut(count) {
        if (count >= this.count)
            return;
        for (const i of this.escapedLength.keys())
            if (i >= count)
                this.escapedLength.delete(i);
        this.count = count;
    }
    /** True when entry `i`'s line holds its record as a JSON string of its text. */
    escaped(i) {
        return this.escapedLength.size > 0 && this.escapedLength.has(i);
    }
    /** Entry `i`'s record's length in bytes as it was given. */
    recordLength(i, logSize) {
        return this.escapedLength.get(i) ?? this.lineEnd(i, logSize) - LINE_TAIL - this.line[i] - this.record[i];
    }
    /** Where the line of entry `i` ends: where the next starts, or `logSize` for the last. */
    lineEnd(i, logSize) {
        return i + 1 < this.count ? this.line[i + 1] : logSize;
    }
    /**
     * Entry `i`'s record in `lines`, the log's bytes from offset `base`: its bytes, or its text
     * when the line holds it escaped.
     */
    recordIn(lines, base, i, logSize) {
        const at = this.line[i] - base + this.record[i];
        const end = this.lineEnd(i, logSize) - base - LINE_TAIL;
        return this.escaped(i) ? parse(lines.subarray(at, end)) : lines.subarray(at, end);
    }
}
