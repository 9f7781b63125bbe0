// Pattern inclusion for the change report (src/schemas/diff.ts), where it can be decided: a
// pattern is split into parts (character sets, repetition counts, syntax compared as text), and
// one pattern covers another when they differ only in contained sets or wider counts. Anything
// else is undecided.
const MAX_CODE_POINT = 0x10ffff;
const DIGIT = [[48, 57]];
const WORD = [
    [48, 57],
    [65, 90],
    [95, 95],
    [97, 122],
];
const LINE_ENDS = [
    [10, 10],
    [13, 13],
    [0x2028, 0x2029],
];
function normalize(ranges) {
    const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
    const out = [];
    for (const [lo, hi] of sorted) {
        const last = out[out.length - 1];
        if (last !== undefined && lo <= last[1] + 1)
            last[1] = Math.max(last[1], hi);
        else
            out.push([lo, hi]);
    }
    return out;
}
function complement(ranges) {
    const out = [];
    let next = 0;
    for (const [lo, hi] of normalize(ranges)) {
        if (lo > next)
            out.push([next, lo - 1]);
        next = hi + 1;
    }
    if (next <= MAX_CODE_POINT)
        out.push([next, MAX_CODE_POINT]);
    return out;
}
/** The pattern as tokens, or undefined where it uses what inclusion by parts cannot judge (lookaround, back-references, `\s`-like escapes). */
function tokens(pattern) {
    const chars = [...pattern];
    const out = [];
    let i = 0;
    const one = (c) => [[c.codePointAt(0), c.codePointAt(0)]];
    /** The set an escape names (after its `\`), or undefined when it is not a set of characters. */
    const escape = (c) => c === "d"
        ? DIGIT
        : c === "w"
            ? WORD
            : c === "D"
                ? complement(DIGIT)
                : c === "W"
                    ? complement(WORD)
                    : /[\\^$.|?*+()[\]{}/-]/.test(c)
                        ? one(c)
                        : undefined;
    while (i < chars.length) {
        const c = chars[i];
        if (c === "\\") {
            const set = escape(chars[i + 1] ?? "");
            if (set === undefined)
                return undefined;
            out.push({ k: "set", ranges: set });
            i += 2;
        }
        else if (c === "[") {
            let j = i + 1;
            const negated = chars[j] === "^";
            if (negated)
                j++;
            const ranges = [];
            let first = true;
            while (j < chars.length && (chars[j] !== "]" || first)) {
                first = false;
                let set;
                if (chars[j] === "\\") {
                    set = escape(chars[j + 1] ?? "");
                    j += 2;
                }
                else
                    set = one(chars[j++]);
                if (set === undefined)
                    return undefined;
                // A range `a-z`: both ends single characters.
                if (chars[j] === "-" && chars[j + 1] !== "]" && chars[j + 1] !== undefined && set.length === 1 && set[0]?.[0] === set[0]?.[1]) {
                    const end = chars[j + 1] === "\\" ? escape(chars[j + 2] ?? "") : one(chars[j + 1]);
                    if (end === undefined || end.length !== 1 || end[0]?.[0] !== end[0]?.[1])
                        return undefined;
                    ranges.push([set[0][0], end[0][0]]);
                    j += chars[j + 1] === "\\" ? 3 : 2;
                }
                else
                    ranges.push(...set);
            }
            if (chars[j] !== "]")
                return undefined;
            out.push({ k: "set", ranges: normalize(negated ? complement(ranges) : ranges) });
            i = j + 1;
        }
        else if (c === "{" || c === "*" || c === "+" || c === "?") {
            let min;
            let max;
            if (c === "{") {
                const m = /^\{(\d+)(,(\d*))?\}/.exec(chars.slice(i).join(""));
                if (m === null)
                    return undefined;
                min = Number(m[1]);
                max = m[2] === undefined ? min : m[3] === "" ? Infinity : Number(m[3]);
                i += m[0].length;
            }
            else {
                [min, max] = c === "*" ? [0, Infinity] : c === "+" ? [1, Infinity] : [0, 1];
                i++;
            }
            if (chars[i] === "?")
                i++; // lazy: the same strings
            out.push({ k: "count", min, max });
        }
        else if (c === "(" && chars[i + 1] === "?") {
            if (chars[i + 2] !== ":")
                return undefined; // lookaround or a named group
            out.push({ k: "text", text: "(?:" });
            i += 3;
        }
        else if (c === ".") {
            out.push({ k: "set", ranges: complement(LINE_ENDS) });
            i++;
        }
        else if ("^$()|".includes(c)) {
            out.push({ k: "text", text: c });
            i++;
        }
        else {
            out.push({ k: "set", ranges: one(c) });
            i++;
        }
    }
    return out;
}
const contains = (outer, inner) => inner.every(([lo, hi]) => outer.some(([a, b]) => a <= lo && hi <= b));
/** Whether `wide` contains `narrow` part by part; undefined when the two are not alike part by part. */
function partsContain(wide, narrow) {
    if (wide.length !== narrow.length)
        return undefined;
    let held = true;
    for (const [i, w] of wide.entries()) {
        const n = narrow[i];
        if (w.k !== n.k)
            return undefined;
        if (w.k === "text") {
            if (w.text !== n.text)
                return undefined;
        }
        else if (w.k === "set")
            held &&= contains(w.ranges, n.ranges);
        else
            held &&= w.min <= n.min && n.max <= w.max;
    }
    return held;
}
/**
 * Whether every string `old` matches, `now` matches: decided where the two differ only in
 * repetition counts and in sets of characters one of which contains the other (replacing a part
 * by a wider one widens the language); undefined otherwise, for a person to judge.
 */
export function patternCovers(now, old) {
    const [a, b] = [tokens(now), tokens(old)];
    if (a === undefined || b === undefined)
        return undefined;
    if (partsContain(a, b) === true)
        return true;
    if (partsContain(b, a) === true)
        return false;
    return undefined;
}
