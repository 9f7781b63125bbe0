// The layout of one conversation log line (src/durable/lines.ts gives every line its checksum):
// `<checksum> {"seq":N,"end":E,"source":<source>,"record":<record>}\n`, the entry's sequence, its
// batch's last sequence, its source if any, and its record's text last, so that a reader finds
// the record's bytes without decoding them. `placeEntry` writes it; `entryAt` reads it back.
import { sourceText } from "../bridge/frames.js";
import { compositeEnd, parse, utf8Text } from "../json/index.js";
/** `,"record":`, between an entry's source and its record in a log line. */
export const RECORD_KEY = ',"record":';
const RECORD_KEY_BYTES = Buffer.from(RECORD_KEY);
/** How a log line's body starts, and what comes between its sequence and its batch's end. */
const SEQ_OPEN = Buffer.from('{"seq":');
const END_KEY = Buffer.from(',"end":');
const SOURCE_KEY = ',"source":';
const SOURCE_KEY_BYTES = Buffer.from(SOURCE_KEY);
/** A line's checksum and the space after it. */
const CHECKSUM = 17;
/** What follows an entry's record in its line: the closing brace and the newline. */
export const LINE_TAIL = 2;
/**
 * One log line's body, `{"seq":..,"end":..,"source":..,"record":..}`: the entry, its batch's last
 * sequence, its source, its record's text last; with where the record and the source sit.
 */
export function placeEntry(seq, end, record, source) {
    const before = `{"seq":${seq},"end":${end}`;
    const head = source ? `${before}${SOURCE_KEY}${sourceText(source)}${RECORD_KEY}` : `${before}${RECORD_KEY}`;
    const headLength = Buffer.byteLength(head);
    const recordLength = typeof record === "string" ? Buffer.byteLength(record) : record.length;
    // A record's text may hold a newline (JSON spacing, as in Gemini CLI's older single-JSON form),
    // which would end the line: the line holds it as a JSON string instead, and reads give the text
    // back byte for byte. A record is an object, so a string in its place can only mean this.
    // A Buffer's indexOf is memchr; a plain Uint8Array's walks byte by byte, several times slower.
    const escaped = typeof record === "string"
        ? record.includes("\n")
        : Buffer.from(record.buffer, record.byteOffset, record.byteLength).indexOf(0x0a) >= 0;
    const stored = escaped ? JSON.stringify(utf8Text(record)) : record;
    const storedLength = escaped ? Buffer.byteLength(stored) : recordLength;
    return {
        head,
        stored,
        escaped,
        recordAt: CHECKSUM + headLength,
        recordLength,
        sourceAt: source ? CHECKSUM + before.length + SOURCE_KEY.length : 0,
        lineLength: CHECKSUM + headLength + storedLength + LINE_TAIL,
    };
}
/** The body of the line of one entry, a batch of its own, holding `record` (a JSON text without a newline). */
export function entryBody(seq, record) {
    return `${placeEntry(seq, seq, record, undefined).head}${record}}`;
}
/**
 * The entry of the line `bytes[start..end)` (checksum checked, newline included), read by the
 * layout `placeEntry` writes, from its bytes: the record is never decoded. Undefined when the
 * line does not have that layout.
 */
export function entryAt(bytes, start, end) {
    const body = start + CHECKSUM;
    if (!holds(bytes, body, SEQ_OPEN))
        return undefined;
    const seq = integerAt(bytes, body + SEQ_OPEN.length);
    if (seq === undefined || !holds(bytes, seq.end, END_KEY))
        return undefined;
    const last = integerAt(bytes, seq.end + END_KEY.length);
    if (last === undefined)
        return undefined;
    let sourceAt = 0;
    let recordKey = last.end;
    if (holds(bytes, last.end, SOURCE_KEY_BYTES)) {
        sourceAt = last.end + SOURCE_KEY_BYTES.length;
        recordKey = compositeEnd(bytes, sourceAt);
        if (recordKey < 0 || !holds(bytes, recordKey, RECORD_KEY_BYTES))
            return undefined;
    }
    else if (!holds(bytes, last.end, RECORD_KEY_BYTES))
        return undefined;
    const recordAt = recordKey + RECORD_KEY.length;
    const recordEnd = end - LINE_TAIL;
    if (bytes[recordEnd] !== 0x7d || recordAt >= recordEnd)
        return undefined; // `}` then the newline
    // A record held as a JSON string of its text: its length is the text's.
    const escaped = bytes[recordAt] === 0x22;
    const recordLength = escaped ? Buffer.byteLength(parse(bytes.subarray(recordAt, recordEnd))) : recordEnd - recordAt;
    return {
        seq: seq.value,
        end: last.value,
        recordAt: recordAt - start,
        recordLength,
        sourceAt: sourceAt === 0 ? 0 : sourceAt - start,
        escaped,
    };
}
/** Where an entry's source ends in its line, given where its record starts. */
export function sourceEnd(recordAt) {
    return recordAt - RECORD_KEY.length;
}
/** True when `bytes` holds `what` at `at`. */
function holds(bytes, at, what) {
    return bytes.compare(what, 0, what.length, at, at + what.length) === 0;
}
/** The decimal integer at `at` in `bytes` (ASCII digits), and where it ends; undefined when there is none. */
function integerAt(bytes, at) {
    let value = 0;
    let end = at;
    for (; end < bytes.length && end - at < 16; end++) {
        const d = bytes[end] - 0x30;
        if (d < 0 || d > 9)
            break;
        value = value * 10 + d;
    }
    return end === at ? undefined : { value, end };
}
