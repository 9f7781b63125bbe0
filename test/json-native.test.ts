// The strict JSON scan kernel (native/json.c where link-kit-native is loaded, its TypeScript twin
// src/json/scan.ts otherwise; src/json/plain.ts uses it) against the lossless parser (K6, C6):
// what it accepts, the parser accepts with the same values and the same source texts; everything
// the parser treats apart (bad UTF-8 or syntax, deep nesting, duplicate or escaped keys, exponents,
// long digit runs) it declines, so the parser decides. Where the native scan is loaded, the twin
// gives its answers byte for byte.

import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { kernels, TWINS } from "../src/kernels.js";
import { NATIVE, NATIVE_ONLY } from "./helpers/native.js";
import {
  parse,
  parseBytesPlain,
  parsePlainLine,
  parseTextsPlain,
  parseWithRaws,
  plainNumberText,
  type PathPattern,
} from "../src/json/index.js";

const addon = kernels();
const scan = (bytes: Uint8Array, patterns: PathPattern[] = []) => addon.scanPlain(bytes, patterns);
const utf8 = (text: string) => Buffer.from(text, "utf8");

/** The TypeScript parser's verdict on `bytes`: the value and raws, or the error kind. */
function typescript(bytes: Uint8Array, patterns: PathPattern[]) {
  try {
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
    return { ok: true as const, ...parseWithRaws(text, patterns) };
  } catch (error) {
    return { ok: false as const, error };
  }
}

/** True when some key of `value` is written with an escape. */
function escapedKey(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  if (Array.isArray(value)) return value.some(escapedKey);
  return Object.entries(value).some(([key, item]) => JSON.stringify(key).includes("\\") || escapedKey(item));
}

const PATTERNS: PathPattern[] = [["records", "*"], ["records", "*", "record"], ["record"], [], ["a", 1]];

/** JSON texts of every shape, some mangled: a byte changed, cut or added anywhere. */
const texts = fc.oneof(
  fc.jsonValue().map((v) => utf8(JSON.stringify(v))),
  fc
    .record({ records: fc.array(fc.record({ record: fc.jsonValue(), source: fc.string() }), { maxLength: 4 }), record: fc.jsonValue() })
    .map((v) => utf8(JSON.stringify(v, null, 1))),
  fc
    .tuple(fc.jsonValue(), fc.nat(), fc.integer({ min: 0, max: 255 }), fc.constantFrom("flip", "cut", "insert"))
    .map(([v, at, byte, how]) => {
      const bytes = utf8(JSON.stringify(v));
      const i = bytes.length === 0 ? 0 : at % bytes.length;
      if (how === "cut") return bytes.subarray(0, i);
      if (how === "insert") return Buffer.concat([bytes.subarray(0, i), Buffer.from([byte]), bytes.subarray(i)]);
      const copy = Buffer.from(bytes);
      copy[i] = byte;
      return copy;
    }),
);

describe(`the strict JSON scan kernel, ${addon.configuration} (K6, C6)`, () => {
  it("K6: whatever it accepts, the TypeScript parser accepts as plain, with the same source texts at every pattern", () => {
    fc.assert(
      fc.property(texts, (bytes) => {
        const found = scan(bytes, PATTERNS);
        const ts = typescript(bytes, PATTERNS);
        // The line check agrees with the scan, and both say whether every byte is ASCII.
        const ascii = bytes.every((b) => b < 0x80);
        // A line's check: the native one agrees with the scan; its twin declines every line (the
        // lossless parser's own walk is the quicker way to a line's value in TypeScript).
        expect(addon.checkPlain(bytes)).toBe(found === null || !NATIVE ? null : ascii ? 2 : 1);
        if (found === null) return;
        expect(found[found.length - 1]).toBe(ascii ? 1 : 0);
        expect(ts.ok).toBe(true);
        if (!ts.ok) return;
        expect(ts.plainNumbers).toBe(true);
        const plain = parseBytesPlain(bytes, PATTERNS, []) as NonNullable<ReturnType<typeof parseBytesPlain>>;
        expect(plain.value).toEqual(ts.value);
        expect(PATTERNS.map((_, p) => plain.raws(p).map((b) => Buffer.from(b).toString("utf8")))).toEqual(ts.raws);
        // The same as strings (a reply's records, sliced from an ASCII text or decoded one by one).
        expect(parseTextsPlain(bytes, PATTERNS)).toEqual({ value: ts.value, text: Buffer.from(bytes).toString("utf8"), raws: ts.raws });
      }),
      { numRuns: 3000 },
    );
  });

  it("K6: it accepts plain JSON of every shape, escapes and astral characters in strings included", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        const text = JSON.stringify(value);
        // Exponents, long digit runs, numbers JavaScript may print otherwise and escaped keys are
        // the exact parser's; fast-check's values have them.
        const numbers = text.replace(/"(?:[^"\\]|\\.)*"/g, '""').match(/-?\d[\d.eE+-]*/g) ?? [];
        if (/\d{16}/.test(numbers.join(" ")) || numbers.some((n) => !plainNumberText(n)) || escapedKey(value)) return;
        expect(scan(utf8(text))).not.toBeNull();
        expect(parsePlainLine(utf8(text))).toEqual(NATIVE ? { text, value: parse(text) } : undefined);
      }),
    );
    expect(
      scan(utf8('{"s":"é😀\\u00e9\\ud83d\\n\\"","n":[0,0.5,-12.25,-0.5,0.000001,123456789.123456,9007199254740991,true,false,null,{}]}')),
    ).not.toBeNull();
    // Fractions of 16 and 17 digits that are their double's shortest form, as JSON.stringify writes them.
    for (const text of ["[6.473839810000005]", "[1.0000000000000002]", "[123456789.12345679]", "[1234.567890123456]"])
      expect(scan(utf8(text)), text).not.toBeNull();
  });

  it("K6: it declines every text the parser refuses or reads apart", () => {
    const declined: Array<[string, Uint8Array]> = [
      ["a duplicate key", utf8('{"a":1,"b":2,"a":3}')],
      [
        "a duplicate key among many (sorted, not compared pairwise)",
        utf8(`{${Array.from({ length: 40 }, (_, i) => `"k${i % 39}":${i}`).join(",")}}`),
      ],
      ["a key written with an escape", utf8('{"\\u0061":1}')],
      ["an exponent", utf8("[1e5]")],
      // Numbers a JavaScript number prints otherwise: the exact parser keeps their text.
      ["-0", utf8("[-0]")],
      ["a fraction ending in 0", utf8("[1.0]")],
      ["a fraction of 17 digits whose double prints shorter", utf8("[0.30000000000000001]")],
      ["a fraction of 16 digits, one more than its double's shortest form", utf8("[1234.567890123450]")],
      ["a fraction of 17 digits, not its double's closest", utf8("[249029913.26091705]")],
      ["a fraction of 18 digits", utf8("[1.23456789012345678]")],
      ["six zeros after 0.", utf8("[0.0000001]")],
      ["a 17-digit run", utf8("[12345678901234567]")],
      ["a 16-digit run past 2^53 - 1", utf8("[9007199254740992]")],
      ["a leading zero", utf8("[01]")],
      ["a point with no digit after it", utf8("[1.]")],
      ["a bad escape", utf8('["\\x"]')],
      ["a short \\u escape", utf8('["\\u12"]')],
      ["a raw control character in a string", utf8('["a\u0001"]')],
      ["a trailing comma", utf8('{"a":1,}')],
      ["data after the value", utf8("[] x")],
      ["a byte order mark", utf8("\uFEFF[]")],
      ["nothing", utf8("")],
      ["an unterminated string", utf8('["abc')],
      ["an overlong encoding", Buffer.from([0x5b, 0x22, 0xc0, 0x80, 0x22, 0x5d])],
      ["a UTF-8 surrogate", Buffer.from([0x5b, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x5d])],
      ["a code point past U+10FFFF", Buffer.from([0x5b, 0x22, 0xf4, 0x90, 0x80, 0x80, 0x22, 0x5d])],
      ["a cut sequence", Buffer.from([0x5b, 0x22, 0xe2, 0x82, 0x22, 0x5d])],
      ["a lone continuation byte", Buffer.from([0x5b, 0x22, 0x80, 0x22, 0x5d])],
      ["a byte past 0x7f outside strings", Buffer.from([0x5b, 0xc3, 0xa9, 0x5d])],
      ["128 levels of nesting", utf8("[".repeat(128) + "]".repeat(128))],
    ];
    for (const [what, bytes] of declined) expect(scan(bytes), what).toBeNull();
    expect(scan(utf8("[".repeat(127) + "]".repeat(127))), "127 levels pass").not.toBeNull();
    expect(scan(utf8(`{${Array.from({ length: 10000 }, (_, i) => `"k${i}":${i}`).join(",")}}`)), "10,000 distinct keys").not.toBeNull();
  });

  it("C6: a frame's records come as the bytes sent, and stand as {} in the tree; a record holding another match is kept whole", () => {
    const records = ['{"role":"user","native":{"b":"é","a":[1, 2]}}', '{ "x" : 1 }'];
    const text = `{"records":[${records.map((r, i) => `{"record":${r},"source":"s${i}"}`).join(",")},{"source":"none"}],"record":5}`;
    const bytes = utf8(text);
    const found = parseBytesPlain(bytes, PATTERNS, [0, 1, 2]) as NonNullable<ReturnType<typeof parseBytesPlain>>;
    expect(found.raws(1).map((b) => Buffer.from(b).toString("utf8"))).toEqual(records);
    // A text past ASCII: each value decoded from its own bytes, not sliced at byte offsets.
    expect(parseTextsPlain(bytes, PATTERNS)?.raws[1]).toEqual(records);
    // Each element holds a record match, so only the records are cut; the element with none is cut
    // whole, and the number 5 is no object.
    expect(found.value).toEqual({ records: [{ record: {}, source: "s0" }, { record: {}, source: "s1" }, {}], record: 5 });
  });

  it("C6: a number JavaScript prints otherwise is kept as written inside a cut record (no tree holds it); where the tree holds it, the exact parser has it", () => {
    const cut = (text: string) => parseBytesPlain(utf8(text), PATTERNS, [0, 1, 2]);
    // Codex writes 19.0; serde_json -0.0; a 17-digit fraction no double prints.
    const record = '{"n":[1.0,-0,19.0,0.10,-0.0,0.30000000000000001,0.0000001,1234.567890123450]}';
    const inside = cut(`{"records":[{"record":${record},"source":"s"}]}`);
    expect(inside?.raws(1).map((b) => Buffer.from(b).toString("utf8"))).toEqual([record]);
    expect(inside?.value).toEqual({ records: [{ record: {}, source: "s" }] });
    expect(cut(`{"records":[{"source":"s","n":1.0}]}`)?.value, "an element with no record is cut whole").toEqual({ records: [{}] });
    expect(cut(`{"record":{"a":[-0]}}`)?.value).toEqual({ record: {} });
    // In the tree: beside a cut record, in an element that holds one (so is not cut), at the top.
    expect(cut(`{"records":[{"record":{"n":1},"source":"s","n":1.0}]}`)).toBeUndefined();
    expect(cut(`{"records":[{"record":{"n":1}}],"n":-0}`)).toBeUndefined();
    expect(scan(utf8(`{"records":[{"record":${record}}]}`), PATTERNS), "with no cut").toBeNull();
    // What the host refuses or reads as a bigint is the exact parser's, cut or not.
    expect(cut(`{"records":[{"record":{"n":1e400}}]}`)).toBeUndefined();
    expect(cut(`{"records":[{"record":{"n":12345678901234567890}}]}`)).toBeUndefined();
  });
});

describe(`the scan kernel's in-process edges, ${addon.configuration} (issue 31.4)`, () => {
  it("a skeleton written over the very bytes it scans (the same buffer) is the skeleton a separate buffer gets", () => {
    const text = utf8(`{"records":[{"record":{"a":"${"x".repeat(50)}"}},{"record":{"b":[1,2,3]}}],"tail":"é"}`);
    const apart = Buffer.alloc(text.length);
    const found = kernels().scanPlain(text, [["records", "*", "record"]], 1, apart) as Int32Array;
    const length = found[found.length - 2] as number;
    const same = Buffer.from(text);
    const again = kernels().scanPlain(same, [["records", "*", "record"]], 1, same) as Int32Array;
    expect([...again]).toEqual([...found]);
    expect(same.subarray(0, length).toString()).toBe(apart.subarray(0, length).toString());
    expect(JSON.parse(same.subarray(0, length).toString())).toEqual({ records: [{ record: {} }, { record: {} }], tail: "é" });
  });

  it("patterns whose reading detaches the input (a getter) are read before the input's memory is taken: refused, never a read of freed memory", () => {
    const bytes = new Uint8Array(utf8('{"a":[1,2]}'));
    const patterns = [["a", 1]];
    Object.defineProperty(patterns, 0, {
      get: () => {
        structuredClone(bytes.buffer, { transfer: [bytes.buffer] }); // detaches `bytes`
        return ["a", 1];
      },
    });
    let result: unknown;
    try {
      result = kernels().scanPlain(bytes, patterns);
    } catch (error) {
      result = error;
    }
    // The detached input is an empty array now: nothing to scan, never the old bytes.
    expect(result instanceof TypeError || result === null).toBe(true);
  });
});

describe.runIf(NATIVE)(`the TypeScript twin against the native scan${NATIVE_ONLY}`, () => {
  it("K6 C6: for every text, with and without a cut, the twin scan's answer is the native one, number for number, and its skeleton byte for byte", () => {
    fc.assert(
      fc.property(texts, fc.integer({ min: 0, max: 31 }), (bytes, cut) => {
        expect(TWINS.checkPlain(bytes)).toBeNull(); // declines, always: the parser decides
        const native = kernels().scanPlain(bytes, PATTERNS);
        const twin = TWINS.scanPlain(bytes, PATTERNS);
        expect(twin === null ? null : [...twin]).toEqual(native === null ? null : [...native]);
        const nativeSkeleton = Buffer.alloc(bytes.length, 0x2e);
        const twinSkeleton = Buffer.alloc(bytes.length, 0x2e);
        const nativeCut = kernels().scanPlain(bytes, PATTERNS, cut, nativeSkeleton);
        const twinCut = TWINS.scanPlain(bytes, PATTERNS, cut, twinSkeleton);
        expect(twinCut === null ? null : [...twinCut]).toEqual(nativeCut === null ? null : [...nativeCut]);
        if (nativeCut !== null) {
          const length = nativeCut[nativeCut.length - 2] as number;
          expect(twinSkeleton.subarray(0, length).equals(nativeSkeleton.subarray(0, length))).toBe(true);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("K6: a number's digits are judged alike: a double as JavaScript prints it, and with its last digit moved by one", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer({ min: -1, max: 1 }), (double, step) => {
        let text = String(double);
        const last = text.charCodeAt(text.length - 1) - 0x30 + step;
        if (step !== 0 && last >= 0 && last <= 9) text = text.slice(0, -1) + String(last);
        const bytes = utf8(`[${text}]`);
        const native = kernels().scanPlain(bytes, []);
        const twin = TWINS.scanPlain(bytes, []);
        expect(twin === null ? null : [...twin], text).toEqual(native === null ? null : [...native]);
        // Inside a cut record, and beside one.
        const framed = utf8(`{"records":[{"record":{"n":${text}},"n":${text}},{"record":{"n":${text}}}]}`);
        const [nativeSkeleton, twinSkeleton] = [Buffer.alloc(framed.length), Buffer.alloc(framed.length)];
        const nativeCut = kernels().scanPlain(framed, PATTERNS, 7, nativeSkeleton);
        const twinCut = TWINS.scanPlain(framed, PATTERNS, 7, twinSkeleton);
        expect(twinCut === null ? null : [...twinCut], text).toEqual(nativeCut === null ? null : [...nativeCut]);
        expect(twinSkeleton.equals(nativeSkeleton)).toBe(true);
      }),
      { numRuns: 20000 },
    );
  });
});
