// The plain case of `parseWithRaws` over UTF-8 bytes, through the strict scan kernel (src/kernels.ts:
// native/json.c where link-kit-native is installed, src/json/scan.ts otherwise, the same answers):
// the values at the patterns come as byte spans of the input, never decoded, and the value tree is
// built without them. For the host's large frames, whose records it stores as the bytes that came
// in (C6). A line's check (`parsePlainLine`) is declined in TypeScript, and its caller parses.
import { kernels } from "../kernels.js";
/** A line's text is decoded from bytes the scan found valid UTF-8, so the quicker lenient decoder is exact. */
const decoder = new TextDecoder("utf-8");
/** The scan's last number: 1 when every byte it read is ASCII, which Latin-1 decodes byte for character, quicker than UTF-8. */
function ascii(found) {
    return found[found.length - 1] === 1;
}
/** `checkPlain`'s answer for plain JSON all in ASCII. */
const PLAIN_ASCII = 2;
function latin1(bytes, length = bytes.length) {
    return Buffer.from(bytes.buffer, bytes.byteOffset, length).toString("latin1");
}
/** `bytes` as text, the scan having found them valid UTF-8 (and said whether they are ASCII). */
function decoded(bytes, found, length = bytes.length) {
    return ascii(found) ? latin1(bytes, length) : decoder.decode(bytes.subarray(0, length));
}
/**
 * Parses one JSON text given as its UTF-8 `bytes` (a transcript's line) when the scan finds them
 * plain (see `parseBytesPlain`), with no walk of the text in TypeScript: the text and its value.
 * Undefined when the scan declines, and the caller takes `parse`.
 */
export function parsePlainLine(bytes) {
    // A number, not an array: a transcript's every line is checked, and an array costs an allocation.
    const plain = kernels().checkPlain(bytes);
    if (plain === null)
        return undefined;
    const text = plain === PLAIN_ASCII ? latin1(bytes) : decoder.decode(bytes);
    return { text, value: JSON.parse(text) };
}
/**
 * Where `parseBytesPlain` has the scan kernel write a frame's skeleton, kept from one frame to the next:
 * the skeleton is parsed at once and never kept, where a fresh buffer the size of each large frame
 * (most of it never written) was memory taken and dropped for every frame. Frames are capped at
 * 16 MiB, so this is too.
 */
let skeletonScratch = Buffer.alloc(0);
function skeletonRoom(size) {
    if (skeletonScratch.length < size)
        skeletonScratch = Buffer.allocUnsafe(Math.max(size, 2 * skeletonScratch.length));
    return skeletonScratch;
}
/**
 * Parses `bytes` when the scan finds them plain: valid UTF-8 and JSON, nesting
 * under MAX_DEPTH, no duplicate key, no escaped key, no number with an exponent or past
 * 9007199254740991. Anything else gives undefined, and the caller takes `parseWithRaws`, which
 * says what is wrong or reads the numbers exactly; on plain input the two agree.
 *
 * `raws(p)` gives the bytes of each value pattern `p` matches (views of `bytes`, made when asked). In `value`, an
 * object matched by a pattern of `cutAt` (indices into `patterns`) that holds no other such match
 * stands as `{}`: a caller reads those values through `raws` only, and validates the tree against
 * a schema that takes any object at those paths.
 */
export function parseBytesPlain(bytes, patterns, cutAt) {
    let cut = 0;
    for (const p of cutAt)
        cut |= 1 << p;
    // The scan writes the text with the cut values as `{}` here: never longer than the text.
    const skeleton = skeletonRoom(bytes.length);
    const found = kernels().scanPlain(bytes, patterns, cut, skeleton);
    if (found === null)
        return undefined;
    // Where each pattern's spans start in `found`: a view is made only for the patterns asked for.
    const starts = [];
    let at = 0;
    for (let p = 0; p < patterns.length; p++) {
        starts.push(at);
        at += 1 + 2 * found[at];
    }
    const view = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const raws = (pattern) => {
        const from = starts[pattern];
        if (from === undefined)
            return [];
        const list = new Array(found[from]);
        for (let k = 0; k < list.length; k++)
            list[k] = view.subarray(found[from + 1 + 2 * k], found[from + 2 + 2 * k]);
        return list;
    };
    return { value: JSON.parse(decoded(skeleton, found, found[at])), raws };
}
/**
 * As `parseWithRaws` over UTF-8 bytes, for the plain case (see `parseBytesPlain`): the text, its
 * value, and per pattern the source text of each value it matches, as strings. The scan kernel
 * stands in for the TypeScript walk. In an ASCII text, byte and string offsets are the same, so
 * each value is a slice of the text; otherwise each is decoded from its bytes.
 */
export function parseTextsPlain(bytes, patterns) {
    const found = kernels().scanPlain(bytes, patterns);
    if (found === null)
        return undefined;
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const text = decoded(bytes, found);
    const plainAscii = ascii(found);
    const raws = [];
    let at = 0;
    for (let p = 0; p < patterns.length; p++) {
        const list = new Array(found[at++]);
        for (let k = 0; k < list.length; k++, at += 2) {
            const start = found[at];
            const end = found[at + 1];
            list[k] = plainAscii ? text.slice(start, end) : buffer.toString("utf8", start, end);
        }
        raws.push(list);
    }
    return { value: JSON.parse(text), text, raws };
}
