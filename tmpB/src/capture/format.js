// Which harness wrote a file (issue 32.5): capture appends to an archive that keeps everything, so
// a file in another harness's format (or not a transcript at all) would be archived for good as
// raw-only records. Each harness's format is recognised by the fields its lines carry (each
// adapter's `recognises`, in src/harness/), and a file that is not it is refused, naming what was
// found, before a record is made. A file with no complete line yet is accepted: there is nothing
// to tell it by.
import { ADAPTERS, adapterOf } from "../harness/index.js";
import { JsonError, parse } from "../json/index.js";
/** A file given to capture for one harness that holds another harness's format, or none. */
export class WrongFormat extends Error {
    file;
    kind = "wrong_format";
    constructor(file, harness, found) {
        super(`${file} is ${found}, not a ${adapterOf(harness).title} transcript: nothing was archived (--force takes it as it is)`);
        this.file = file;
    }
}
const FOUND = {
    json: "JSON of no harness's transcript shape",
    text: "not JSON Lines (lines that are not JSON)",
};
const found = (kind) => FOUND[kind] ?? adapterOf(kind).formatName;
/** Which harness a line's value is from, by its fields (each adapter's `recognises`). */
function lineKind(value) {
    if (typeof value !== "object" || value === null || Array.isArray(value))
        return "json";
    return ADAPTERS.find((a) => a.recognises(value))?.id ?? "json";
}
/** How many leading lines are enough to tell a format by. */
const LINES = 50;
/**
 * Refuses (throws WrongFormat) a file that is not `harness`'s format: it must hold a line (or, for
 * Gemini CLI, be a document) of that harness. `name` names the file in the message.
 */
export function recogniseFormat(harness, bytes, name) {
    const counts = new Map();
    let start = 0;
    for (let seen = 0; seen < LINES && start < bytes.length;) {
        const newline = bytes.indexOf(0x0a, start);
        if (newline < 0)
            break; // a torn last line: not read yet
        const line = Buffer.from(bytes.buffer, bytes.byteOffset + start, newline - start)
            .toString("utf8")
            .trim();
        start = newline + 1;
        if (line === "")
            continue;
        seen++;
        let kind;
        try {
            kind = lineKind(parse(line));
        }
        catch (error) {
            if (!(error instanceof JsonError))
                throw error;
            kind = "text";
        }
        if (kind === harness)
            return;
        counts.set(kind, (counts.get(kind) ?? 0) + 1);
    }
    // A format that is one document over many lines (Gemini CLI's older form).
    const whole = documentKind(bytes);
    if (whole === harness)
        return;
    if (counts.size === 0 && whole === undefined)
        return; // no complete line yet
    throw new WrongFormat(name, harness, whole !== undefined ? `${found(whole)} (one JSON document)` : found(mostOf(counts)));
}
/** The harness whose format the whole file is, as one JSON document (of more than one line); undefined otherwise. */
function documentKind(bytes) {
    try {
        const value = parse(bytes);
        const kind = lineKind(value);
        return kind === "json" || adapterOf(kind).readDocument === undefined ? undefined : kind;
    }
    catch (error) {
        if (error instanceof JsonError)
            return undefined;
        throw error;
    }
}
function mostOf(counts) {
    let best = "text";
    let most = -1;
    for (const [kind, n] of counts)
        if (n > most) {
            best = kind;
            most = n;
        }
    return best;
}
