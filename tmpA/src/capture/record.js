// A captured record (C1-C4, C6, C8): the common fields a native line maps to, with the native
// line itself kept verbatim beside them as `native`. A line with no portable role becomes a
// record without `role`: it stays in the raw log and yields no event (C3). Reasoning that was
// never shown (thinking, redacted or encrypted reasoning) never goes into `text` (C8).
import { stringify, utf8Text } from "../json/index.js";
export function capturedRecord(line, source, fields) {
    return new CapturedLine(source, fields.role, recordHead(fields), line);
}
/** A record's text up to its native line: the common fields, then `"native":`. */
export function recordHead(fields) {
    // The common fields are strings, which JSON.stringify prints as src/json does; the native line
    // goes in as it is, with no value tree printed again (an import holds thousands of them).
    let head = "{";
    if (fields.role) {
        head += `"role":${JSON.stringify(fields.role)},`;
        if (fields.text !== undefined)
            head += `"text":${JSON.stringify(fields.text)},`;
    }
    if (fields.at !== undefined)
        head += `"at":${JSON.stringify(fields.at)},`;
    if (fields.from !== undefined)
        head += `"from":${JSON.stringify(fields.from)},`;
    return `${head}"native":`;
}
/**
 * A captured record held as its parts, its text printed when asked: an import never asks, so a
 * line's decoded text is garbage once the line is classified. The reader puts the bytes it read
 * in place of the line's text when they are exactly its UTF-8 (`withBytes` in reader.ts).
 */
export class CapturedLine {
    source;
    parts;
    role;
    constructor(source, role, head, native) {
        this.source = source;
        if (role !== undefined)
            this.role = role;
        this.parts = { head, native };
    }
    get record() {
        return `${utf8Text(this.parts.head)}${utf8Text(this.parts.native)}}`;
    }
}
/** The text of content blocks of one kind, joined; other kinds (thinking, images) are skipped. */
export function blockText(content, kind, field = "text") {
    if (!Array.isArray(content))
        return undefined;
    const parts = content
        .filter((b) => typeof b === "object" && b !== null && b.type === kind)
        .map((b) => (typeof b[field] === "string" ? b[field] : stringify((b[field] ?? ""))));
    return parts.length > 0 ? parts.join("\n") : undefined;
}
