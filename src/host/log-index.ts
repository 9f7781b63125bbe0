// Where each entry of a conversation log sits, by sequence (index 0 is sequence 1), so that the
// records stay in the log and a host's memory does not grow with what its threads hold: each
// entry's line offset in the log and, within the line, where its record and source sit
// (src/host/log-line.ts lays the line out). Sequences stay numbers: 2^53 records is beyond any
// thread.

import { parse } from "../json/index.js";
import { LINE_TAIL, type EntryPlace, type RecordText } from "./log-line.js";

export class LogIndex {
  line = new Float64Array(1024);
  record = new Int32Array(1024);
  /** The record's length in bytes as it was given (its text, escaped or not in the line). */
  recordLength = new Int32Array(1024);
  /** Where the source starts in the line; 0 when there is none. */
  source = new Int32Array(1024);
  /** 1 when the line holds the record as a JSON string of its text. */
  escaped = new Uint8Array(1024);
  count = 0;

  /** Adds the next entry: its line starts at `line` in the log. */
  push(line: number, place: EntryPlace): void {
    if (this.count === this.line.length) {
      const grow = <T extends Float64Array | Int32Array | Uint8Array>(a: T): T => {
        const b = new (a.constructor as new (n: number) => T)(a.length * 2);
        b.set(a);
        return b;
      };
      this.line = grow(this.line);
      this.record = grow(this.record);
      this.recordLength = grow(this.recordLength);
      this.source = grow(this.source);
      this.escaped = grow(this.escaped);
    }
    this.line[this.count] = line;
    this.record[this.count] = place.recordAt;
    this.recordLength[this.count] = place.recordLength;
    this.source[this.count] = place.sourceAt;
    this.escaped[this.count] = place.escaped ? 1 : 0;
    this.count++;
  }

  /** Where the line of entry `i` ends: where the next starts, or `logSize` for the last. */
  lineEnd(i: number, logSize: number): number {
    return i + 1 < this.count ? (this.line[i + 1] as number) : logSize;
  }

  /**
   * Entry `i`'s record in `lines`, the log's bytes from offset `base`: its bytes, or its text
   * when the line holds it escaped.
   */
  recordIn(lines: Buffer, base: number, i: number, logSize: number): RecordText {
    const at = (this.line[i] as number) - base + (this.record[i] as number);
    if (this.escaped[i] === 1) return parse(lines.subarray(at, this.lineEnd(i, logSize) - base - LINE_TAIL)) as string;
    return lines.subarray(at, at + (this.recordLength[i] as number));
  }
}
