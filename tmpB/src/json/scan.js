// The strict JSON scan over UTF-8 bytes, in TypeScript: the twin of native/json.c's `scanPlain`
// (src/kernels.ts picks one), with the same answers. One pass checks the whole
// text and finds the byte spans of the values at up to 30 path patterns; with a cut mask it also
// writes the text with each cut value (an object matched by a cut pattern holding no other such
// match) as `{}`. No string is made of the text, so a large frame's records stay bytes: the host
// parses only the small skeleton (src/json/plain.ts, `parseBytesPlain`).
//
// It answers only for the plain case and returns null for anything else, which sends the text to
// the lossless parser (parse.ts): invalid UTF-8, anything that is not RFC 8259 JSON, nesting of
// MAX_DEPTH levels, a duplicate key, a key written with an escape, a number with an exponent, an
// integer part past 9007199254740991, and, outside the values cut, a number JavaScript prints
// otherwise (`-0`, `1.0`, `0.0000001`, a fraction with more digits than its double's shortest
// form: lexical.ts's `plainNumberText`; a cut value's text is kept as it came, and no tree holds
// it). It must never accept what that parser refuses.
//
// The answer: per pattern its count, then each match's start and end offsets; with a cut, the
// skeleton's length; last, 1 when every byte is ASCII, else 0.
import { isAscii, isUtf8 } from "node:buffer";
import { MAX_SAFE_DIGIT_BYTES, plainNumberText, skipSpaceBytes } from "./lexical.js";
import { MAX_DEPTH } from "./value.js";
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
/** Thrown inside a scan to decline: caught once, at its top. */
class Declined extends Error {
}
const DECLINED = new Declined();
/** Bytes after which a string goes on: anything but the quote, the backslash and control characters. */
const PLAIN = new Uint8Array(256);
for (let c = 0x20; c < 256; c++)
    PLAIN[c] = c === QUOTE || c === BACKSLASH ? 0 : 1;
/** The escapes after a backslash: `"`, `\`, `/`, b, f, n, r, t (u is read apart). */
const ESCAPE = new Uint8Array(256);
for (const c of '"\\/bfnrt')
    ESCAPE[c.charCodeAt(0)] = 1;
const HEX = new Uint8Array(256);
for (const c of "0123456789abcdefABCDEF")
    HEX[c.charCodeAt(0)] = 1;
class Scanner {
    p;
    patternKeys;
    cutMask;
    i = 0;
    spans;
    cuts = [];
    cutMatches = 0;
    /** Object values of cut patterns being scanned: inside one, a number JavaScript prints otherwise is no tree's. */
    cutDepth = 0;
    /** Such a number was seen inside the cut values open, not yet known to be cut. */
    loose = false;
    /** Keys of the objects open on the walk, innermost last, as [start, end) pairs, up to `keyTop`. */
    keys = new Int32Array(256);
    keyTop = 0;
    constructor(p, 
    /** Each pattern's steps: "*" (any member or element) as null, a key as its UTF-8, an index as is. */
    patternKeys, cutMask) {
        this.p = p;
        this.patternKeys = patternKeys;
        this.cutMask = cutMask;
        this.spans = patternKeys.map(() => []);
    }
    space() {
        this.i = skipSpaceBytes(this.p, this.i);
    }
    /** A string at this.i (its opening quote); true when it holds a backslash escape. */
    string() {
        const p = this.p;
        const n = p.length;
        let i = this.i + 1;
        let escaped = false;
        for (;;) {
            while (i < n && PLAIN[p[i]] === 1)
                i++;
            if (i >= n)
                throw DECLINED;
            const c = p[i];
            if (c === QUOTE) {
                this.i = i + 1;
                return escaped;
            }
            if (c !== BACKSLASH)
                throw DECLINED; // a raw control character
            escaped = true;
            const e = p[i + 1];
            if (ESCAPE[e] === 1)
                i += 2;
            else if (e === 0x75 &&
                HEX[p[i + 2]] === 1 &&
                HEX[p[i + 3]] === 1 &&
                HEX[p[i + 4]] === 1 &&
                HEX[p[i + 5]] === 1)
                i += 6;
            else
                throw DECLINED;
        }
    }
    /** A run of digits; returns its length. */
    digits() {
        const p = this.p;
        const start = this.i;
        let i = start;
        for (let c = p[i]; c >= 0x30 && c <= 0x39; c = p[++i])
            ;
        this.i = i;
        return i - start;
    }
    number() {
        const p = this.p;
        const start = this.i;
        if (p[this.i] === 0x2d)
            this.i++;
        const int = this.i;
        const c = p[this.i];
        if (c === 0x30)
            this.i++;
        else if (c >= 0x31 && c <= 0x39)
            this.digits();
        else
            throw DECLINED;
        // An integer part past 9007199254740991: the exact parser reads it (a bigint, or refused).
        const run = this.i - int;
        if (run > 16 || (run === 16 && p.compare(MAX_SAFE_DIGIT_BYTES, 0, 16, int, this.i) > 0))
            throw DECLINED;
        const point = p[this.i] === 0x2e;
        if (point) {
            this.i++;
            if (this.digits() === 0)
                throw DECLINED;
        }
        const e = p[this.i];
        if (e === 0x65 || e === 0x45)
            throw DECLINED; // an exponent: the exact parser's
        // A number JavaScript prints otherwise (a fraction, or -0; judged by the one rule) is the exact
        // parser's; inside a cut value, whose text is kept as it came, no tree holds it.
        if ((point || p[start] === 0x2d) && !plainNumberText(p.toString("latin1", start, this.i))) {
            if (this.cutDepth === 0)
                throw DECLINED;
            this.loose = true;
        }
    }
    literal(word) {
        if (!this.same(word, 0, word.length, this.i))
            throw DECLINED;
        this.i += word.length;
    }
    /** True when `length` bytes of `a` from `at` are the text's from `from` (short runs: no native call). */
    same(a, at, length, from) {
        const p = this.p;
        if (from + length > p.length)
            return false;
        for (let k = 0; k < length; k++)
            if (a[at + k] !== p[from + k])
                return false;
        return true;
    }
    /** After a member or element: true when a comma says another follows, false at the close. */
    more(close) {
        this.space();
        const c = this.p[this.i++];
        if (c === 0x2c)
            return true;
        if (c !== close)
            throw DECLINED;
        return false;
    }
    /** Enters the container at this.i: true when members or elements follow, false when it was empty. */
    enter(depth, close) {
        if (depth + 1 >= MAX_DEPTH)
            throw DECLINED;
        this.i++;
        this.space();
        if (this.p[this.i] === close) {
            this.i++;
            return false;
        }
        return true;
    }
    object(depth, active) {
        if (!this.enter(depth, 0x7d))
            return;
        const p = this.p;
        const base = this.keyTop;
        do {
            this.space();
            if (p[this.i] !== QUOTE)
                throw DECLINED;
            const start = this.i + 1;
            // An escaped key is compared decoded, by the lossless parser; here, declined.
            if (this.string())
                throw DECLINED;
            const end = this.i - 1;
            if (this.keyTop + 2 > this.keys.length) {
                const grown = new Int32Array(this.keys.length * 2);
                grown.set(this.keys);
                this.keys = grown;
            }
            this.keys[this.keyTop++] = start;
            this.keys[this.keyTop++] = end;
            this.space();
            if (p[this.i] !== 0x3a)
                throw DECLINED;
            this.i++;
            let next = 0;
            for (let bits = active; bits !== 0; bits &= bits - 1) {
                const k = 31 - Math.clz32(bits & -bits);
                const step = this.patternKeys[k][depth];
                if (step === null || (step instanceof Uint8Array && step.length === end - start && this.same(step, 0, step.length, start)))
                    next |= 1 << k;
            }
            this.value(depth + 1, next);
        } while (this.more(0x7d));
        this.duplicates(base);
        this.keyTop = base;
    }
    /** Declines when two of the keys from `base` on are the same bytes (none is escaped). */
    duplicates(base) {
        const keys = this.keys;
        const top = this.keyTop;
        const count = (top - base) / 2;
        if (count < 2)
            return;
        const p = this.p;
        if (count <= 16) {
            for (let a = base + 2; a < top; a += 2) {
                const as = keys[a];
                const length = keys[a + 1] - as;
                for (let b = base; b < a; b += 2) {
                    const bs = keys[b];
                    if (keys[b + 1] - bs === length && this.same(p, bs, length, as))
                        throw DECLINED;
                }
            }
            return;
        }
        const seen = new Set();
        for (let k = base; k < top; k += 2) {
            const key = p.toString("latin1", keys[k], keys[k + 1]);
            if (seen.has(key))
                throw DECLINED;
            seen.add(key);
        }
    }
    array(depth, active) {
        if (!this.enter(depth, 0x5d))
            return;
        let index = 0;
        do {
            let next = 0;
            for (let bits = active; bits !== 0; bits &= bits - 1) {
                const k = 31 - Math.clz32(bits & -bits);
                const step = this.patternKeys[k][depth];
                if (step === null || step === index)
                    next |= 1 << k;
            }
            this.value(depth + 1, next);
            index++;
        } while (this.more(0x5d));
    }
    /** The value at this.i (after space), `depth` steps down the path; `active` has a bit per pattern matching so far. */
    value(depth, active) {
        this.space();
        const p = this.p;
        const start = this.i;
        const cutMatches = this.cutMatches;
        let done = 0;
        for (let bits = active; bits !== 0; bits &= bits - 1) {
            const k = 31 - Math.clz32(bits & -bits);
            if (this.patternKeys[k].length === depth)
                done |= 1 << k;
        }
        const deeper = active & ~done;
        const candidate = (done & this.cutMask) !== 0 && p[start] === 0x7b;
        const loose = this.loose;
        if (candidate) {
            this.cutDepth++;
            this.loose = false;
        }
        switch (p[start]) {
            case 0x7b:
                this.object(depth, deeper);
                break;
            case 0x5b:
                this.array(depth, deeper);
                break;
            case QUOTE:
                this.string();
                break;
            case 0x74:
                this.literal(TRUE);
                break;
            case 0x66:
                this.literal(FALSE);
                break;
            case 0x6e:
                this.literal(NULL);
                break;
            case undefined:
                throw DECLINED;
            default:
                this.number();
        }
        for (let bits = done; bits !== 0; bits &= bits - 1)
            this.spans[31 - Math.clz32(bits & -bits)].push(start, this.i);
        if (candidate)
            this.cutDepth--;
        if ((done & this.cutMask) !== 0) {
            // Values come in document order: a cut value holds no other, so none comes between its ends.
            if (this.cutMatches === cutMatches && p[start] === 0x7b) {
                this.cuts.push(start, this.i);
                this.loose = loose; // what it held is cut away
            }
            this.cutMatches++;
        }
        // Not cut (it holds another match): its numbers stand in the tree, unless a value around it is cut.
        if (candidate && this.loose && this.cutDepth === 0)
            throw DECLINED;
        if (candidate)
            this.loose ||= loose;
    }
    /** The text with each cut value as `{}`, written to `out` (the text itself allowed); returns its length. */
    skeleton(out) {
        const p = this.p;
        let from = 0;
        let at = 0;
        for (let k = 0; k < this.cuts.length; k += 2) {
            const start = this.cuts[k];
            out.set(p.subarray(from, start), at); // copies through a temporary when `out` is the text
            at += start - from;
            out[at++] = 0x7b;
            out[at++] = 0x7d;
            from = this.cuts[k + 1];
        }
        out.set(p.subarray(from), at);
        return at + p.length - from;
    }
}
const TRUE = Buffer.from("true");
const FALSE = Buffer.from("false");
const NULL = Buffer.from("null");
/**
 * Scans the whole text (space after the value allowed, nothing else); undefined when it declines.
 * The patterns are read first: reading them can run a caller's code (getters), which must not
 * change the bytes under the scan.
 */
function scanWhole(bytes, patterns, cutMask) {
    const steps = patterns.map((pattern) => pattern.map((s) => (s === "*" ? null : typeof s === "number" ? s : Buffer.from(s))));
    const p = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (!isUtf8(p))
        return undefined;
    const scan = new Scanner(p, steps, cutMask);
    try {
        scan.value(0, steps.length === 0 ? 0 : (1 << steps.length) - 1);
        scan.i = skipSpaceBytes(p, scan.i);
        if (scan.i !== p.length)
            return undefined;
    }
    catch (error) {
        if (error === DECLINED || error instanceof RangeError)
            return undefined; // RangeError: nested too deep for the stack
        throw error;
    }
    return scan;
}
/** `scanPlain`'s answer (see the header), or null when the text is not plain. */
export function scanPlain(bytes, patterns, cut, skeleton) {
    if (patterns.length > 30)
        throw new TypeError("scanPlain: at most 30 patterns");
    if (skeleton !== undefined && skeleton.length < bytes.length)
        throw new TypeError("scanPlain: the skeleton has no room for the text");
    const scan = scanWhole(bytes, patterns, skeleton === undefined ? 0 : (cut ?? 0));
    if (scan === undefined)
        return null;
    let total = patterns.length + 1 + (skeleton !== undefined ? 1 : 0);
    for (const spans of scan.spans)
        total += spans.length;
    const out = new Int32Array(total);
    let at = 0;
    for (const spans of scan.spans) {
        out[at++] = spans.length / 2;
        out.set(spans, at);
        at += spans.length;
    }
    if (skeleton !== undefined)
        out[at++] = scan.skeleton(skeleton);
    out[at] = isAscii(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) ? 1 : 0;
    return out;
}
