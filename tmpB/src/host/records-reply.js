// The `records` reply of `conversation_read`, built from a log's stored bytes directly: the
// records' bytes are copied from the log, never re-printed (C6).
import { FRAME_MAX, RECORDS_REPLY } from "../bridge/frames.js";
import { StoreRefusal } from "../bridge/errors.js";
import { sourceEnd } from "./log-line.js";
/** The most JSON a `records` reply holds: the frame cap less room for the frame's envelope. */
export const REPLY_MAX_BYTES = FRAME_MAX - 1024;
/**
 * The `records` reply for `from..=through` as JSON. The reply stops short of `through` when more
 * would pass `maxBytes` (the frame cap), never before its first record: a reader goes on from the
 * sequence after the last one it got. Which records fit is known before the log is read, so a long
 * thread is never read whole for one page.
 */
export function recordsReply(log, from, through, maxBytes = REPLY_MAX_BYTES) {
    const first = Math.max(1, from) - 1;
    const head = Buffer.from(RECORDS_REPLY.head(log.name));
    const p = log.index;
    const partBytes = (i) => {
        const source = p.source[i];
        const sourceLength = source === 0 ? 0 : sourceEnd(p.record[i]) - source;
        return (RECORDS_REPLY.partHead(i + 1, true).length +
            p.recordLength(i, log.logSize) +
            (source === 0 ? 0 : RECORDS_REPLY.source.length + sourceLength) +
            RECORDS_REPLY.partTail.length);
    };
    let last = first - 1;
    let bytes = head.length + RECORDS_REPLY.tail.length;
    for (let i = first; i < Math.min(through, p.count); i++) {
        const size = partBytes(i) + (i > first ? 1 : 0);
        if (bytes + size > maxBytes && i > first)
            break;
        bytes += size;
        last = i;
    }
    const out = Buffer.allocUnsafe(bytes);
    let at = head.copy(out, 0);
    if (last >= first) {
        const lines = log.readLog(first, last);
        const base = p.line[first];
        for (let i = first; i <= last; i++) {
            const line = p.line[i] - base;
            const record = line + p.record[i];
            const source = p.source[i];
            at += out.write(RECORDS_REPLY.partHead(i + 1, i === first), at, "latin1");
            if (p.escaped(i))
                at += out.write(p.recordIn(lines, base, i, log.logSize), at, "utf8");
            else
                at += lines.copy(out, at, record, record + p.recordLength(i, log.logSize));
            if (source !== 0) {
                at += out.write(RECORDS_REPLY.source, at, "latin1");
                at += lines.copy(out, at, line + source, line + sourceEnd(p.record[i]));
            }
            at += out.write(RECORDS_REPLY.partTail, at, "latin1");
        }
    }
    at += out.write(RECORDS_REPLY.tail, at, "latin1");
    // The sizes reckoned from the index must be the bytes written: a reply is never sent cut short.
    if (at !== bytes)
        throw new StoreRefusal("internal", `${log.name}: a records reply came to ${at} bytes where ${bytes} were reckoned`);
    return out;
}
