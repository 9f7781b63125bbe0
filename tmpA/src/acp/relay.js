// The line relay under the ACP proxy: JSON-RPC messages one per line, each passed on as the bytes
// that came unless the proxy must change it, and ids kept apart by type (`1` and `"1"` differ).
import { JsonError, parse, stringify } from "../json/index.js";
/**
 * Calls `each` with every line `input` gives, its newline included (one is added to a last line
 * without one), as the bytes that came: a line with nothing to change is passed on as it is.
 */
export function eachLine(input, each) {
    // A line's pieces before its newline, joined once the newline comes (a long line in many reads).
    const rest = [];
    input.on("data", (chunk) => {
        let start = 0;
        for (let newline = chunk.indexOf(0x0a); newline >= 0; newline = chunk.indexOf(0x0a, start)) {
            const piece = chunk.subarray(start, newline + 1);
            each(rest.length === 0 ? piece : Buffer.concat([...rest.splice(0), piece]));
            start = newline + 1;
        }
        if (start < chunk.length)
            rest.push(chunk.subarray(start));
    });
    input.on("end", () => {
        if (rest.length > 0)
            each(Buffer.concat([...rest.splice(0), Buffer.from("\n")]));
    });
}
/** The message a line holds, or undefined when it is not a JSON object (not the proxy's to judge). */
export function messageOf(line) {
    try {
        const value = parse(line.toString("utf8"));
        return typeof value === "object" && value !== null && !Array.isArray(value) ? value : undefined;
    }
    catch (error) {
        if (error instanceof JsonError)
            return undefined;
        throw error;
    }
}
/** Writes `message` as one line. */
export function sendMessage(to, message) {
    to.write(`${stringify(message)}\n`);
}
/** A JSON-RPC id as a map key: `1` and `"1"` are different ids. */
export function idKey(id) {
    return typeof id === "string" ? `s${id}` : `n${String(id)}`;
}
