// The `records` reply of `conversation_read`, built from a log's stored bytes directly: the
// records' bytes are copied from the log, never re-printed (C6).

import { FRAME_MAX, RECORDS_REPLY } from "../bridge/frames.js";
import { StoreRefusal } from "../bridge/errors.js";
import type { LogIndex } from "./log-index.js";
import { sourceEnd } from "./log-line.js";

/** The most JSON a `records` reply holds: the frame cap less room for the frame's envelope. */
export const REPLY_MAX_BYTES = FRAME_MAX - 1024;

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
export function recordsReply(log: RecordsSource, from: number, through: number, maxBytes = REPLY_MAX_BYTES): Buffer {
  const first = Math.max(1, from) - 1;
  const head = Buffer.from(RECORDS_REPLY.head(log.name));
  const p = log.index;
  const partBytes = (i: number) => {
    const source = p.source[i] as number;
    const sourceLength = source === 0 ? 0 : sourceEnd(p.record[i] as number) - source;
    return (
      RECORDS_REPLY.partHead(i + 1, true).length +
      p.recordLength(i, log.logSize) +
      (source === 0 ? 0 : RECORDS_REPLY.source.length + sourceLength) +
      RECORDS_REPLY.partTail.length
    );
  };
  let last = first - 1;
  let bytes = head.length + RECORDS_REPLY.tail.length;
  for (let i = first; i < Math.min(through, p.count); i++) {
    const size = partBytes(i) + (i > first ? 1 : 0);
    if (bytes + size > maxBytes && i > first) break;
    bytes += size;
    last = i;
  }
  const out = Buffer.allocUnsafe(bytes);
  let at = head.copy(out, 0);
  if (last >= first) {
    const lines = log.readLog(first, last);
    const base = p.line[first] as number;
    for (let i = first; i <= last; i++) {
      const line = (p.line[i] as number) - base;
      const record = line + (p.record[i] as number);
      const source = p.source[i] as number;
      at += out.write(RECORDS_REPLY.partHead(i + 1, i === first), at, "latin1");
      if (p.escaped(i)) at += out.write(p.recordIn(lines, base, i, log.logSize) as string, at, "utf8");
      else at += lines.copy(out, at, record, record + p.recordLength(i, log.logSize));
      if (source !== 0) {
        at += out.write(RECORDS_REPLY.source, at, "latin1");
        at += lines.copy(out, at, line + source, line + sourceEnd(p.record[i] as number));
      }
      at += out.write(RECORDS_REPLY.partTail, at, "latin1");
    }
  }
  at += out.write(RECORDS_REPLY.tail, at, "latin1");
  // The sizes reckoned from the index must be the bytes written: a reply is never sent cut short.
  if (at !== bytes) throw new StoreRefusal("internal", `${log.name}: a records reply came to ${at} bytes where ${bytes} were reckoned`);
  return out;
}
