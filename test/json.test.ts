// The lossless JSON module (K6): exact integers, kept fields and order, duplicate keys, UTF-8,
// and agreement between the fast path and the exact parser.

import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  inexactNumberAt,
  JsonError,
  parse,
  parseLines,
  parseWithRaws,
  RawJson,
  rawValues,
  scanJson,
  stringify,
  stringifyPieces,
  u64,
  u64Equal,
  type JsonValue,
} from "../src/json/index.js";

function errorKind(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return error instanceof JsonError ? error.kind : `not a JsonError: ${String(error)}`;
  }
  return "no error";
}

describe("lossless JSON (K6)", () => {
  it("K6: every u64 from 0 to 2^64-1 survives parse and print exactly", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }), (n) => {
        const text = `{"version":${n},"list":[${n}]}`;
        const value = parse(text) as { version: number | bigint };
        expect(BigInt(value.version)).toBe(n);
        expect(typeof value.version).toBe(n <= BigInt(Number.MAX_SAFE_INTEGER) ? "number" : "bigint");
        expect(stringify(value as JsonValue)).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });

  it("K6: the edge values 0, 2^53-1, 2^53, 2^53+1 and 2^64-1 keep every bit", () => {
    for (const n of [0n, 9007199254740991n, 9007199254740992n, 9007199254740993n, 18446744073709551615n]) {
      const value = parse(`[${n}]`) as [number | bigint];
      expect(BigInt(value[0])).toBe(n);
      expect(stringify(value)).toBe(`[${n}]`);
    }
    // The trap this module exists for: JSON.parse rounds 2^64-1 up to 2^64.
    expect(String(JSON.parse("18446744073709551615"))).toBe("18446744073709552000");
  });

  it("K6: any JSON value prints back as JSON.stringify printed it (fast path and exact parser agree)", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        expect(stringify(parse(text))).toBe(text);
        expect(stringify(parse(JSON.stringify(value, null, 2)))).toBe(text);
      }),
      { numRuns: 1000 },
    );
  });

  it("K6: a text with a 16-digit run (the exact path) prints back as written and equals JSON.parse's value, bigints aside", () => {
    const asNumbers = (v: unknown): unknown =>
      typeof v === "bigint"
        ? Number(v)
        : Array.isArray(v)
          ? v.map(asNumbers)
          : v !== null && typeof v === "object"
            ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, asNumbers(x)]))
            : v;
    fc.assert(
      fc.property(fc.jsonValue(), fc.string({ minLength: 16, maxLength: 20, unit: fc.constantFrom(..."0123456789") }), (value, digits) => {
        const text = JSON.stringify({ pad: digits, value });
        expect(stringify(parse(text))).toBe(text);
        expect(asNumbers(parse(text))).toEqual(JSON.parse(text));
      }),
      { numRuns: 500 },
    );
  });

  it("K6: a key written twice is a duplicate_key error on both paths, however it is escaped", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue(), { minKeys: 1, maxKeys: 5 }), fc.boolean(), (object, big) => {
        const [key] = Object.keys(object) as [string];
        const body = JSON.stringify(object).slice(1, -1);
        const text = `{${body},${JSON.stringify(key)}:${big ? "18446744073709551615" : "1"}}`;
        expect(errorKind(() => parse(text))).toBe("duplicate_key");
      }),
      { numRuns: 500 },
    );
    expect(errorKind(() => parse('{"a":1,"\\u0061":2}'))).toBe("duplicate_key");
  });

  it("K6: unknown fields and key order survive parse and print", () => {
    const text = '{"zeta":{"n":18446744073709551615},"alpha":[1.5,null,true,"x"],"role":"user"}';
    expect(stringify(parse(text))).toBe(text);
    expect(Object.keys(parse(text) as object)).toEqual(["zeta", "alpha", "role"]);
  });

  it("K6: a RawJson prints its original bytes verbatim, escapes and spacing included", () => {
    const original = '{ "text" : "caf\\u00e9",  "n": 18446744073709551615 }';
    expect(stringify({ seq: 1, record: new RawJson(original) })).toBe(`{"seq":1,"record":${original}}`);
    expect(stringify([new RawJson(original)], 2)).toBe(`[\n  ${original}\n]`);
  });

  it("K6: a RawJson given in parts, the native line as its UTF-8 bytes, prints as the joined text; a frame's pieces keep the bytes as they are", () => {
    const native = Buffer.from('{"text":"é😀","n":[1, 2]}');
    const raw = new RawJson(['{"role":"user","native":', native, "}"]);
    expect(raw.text).toBe(`{"role":"user","native":${native.toString()}}`);
    expect(stringify({ seq: 1, record: raw })).toBe(`{"seq":1,"record":${raw.text}}`);
    const pieces = stringifyPieces([{ record: raw, source: { a: "s" } }]);
    expect(pieces).toEqual(['[{"record":{"role":"user","native":', native, '},"source":{"a":"s"}}]']);
    expect(pieces[1]).toBe(native);
  });

  it("K6: the exact printer (a bigint or a RawJson anywhere) prints every other value as JSON.stringify does, indented or not", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(0, 2), (value, indent) => {
        const expected = JSON.stringify([value, "BIG"], null, indent || undefined).replace('"BIG"', "18446744073709551615");
        expect(stringify([value as JsonValue, 18446744073709551615n], indent)).toBe(expected);
      }),
    );
  });

  it("K6: invalid UTF-8 bytes are an invalid_utf8 error, never U+FFFD", () => {
    expect(errorKind(() => parse(Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d])))).toBe("invalid_utf8");
    expect(parse(Buffer.from('{"a":"é"}', "utf8"))).toEqual({ a: "é" });
  });

  it("K6: NaN, Infinity, cycles and functions are unserializable on the exact printer", () => {
    const cyclic: JsonValue[] = [];
    cyclic.push(cyclic);
    expect(errorKind(() => stringify([1n, Number.NaN]))).toBe("unserializable");
    expect(errorKind(() => stringify(cyclic))).toBe("unserializable");
  });

  it("K6: JSON Lines keep line numbers and report each bad line on its own", () => {
    const lines = parseLines('{"a":1}\n\n{"a":\n[18446744073709551615]\r\n');
    expect(lines.map((l) => l.line)).toEqual([1, 3, 4]);
    expect("error" in lines[1]! && lines[1].error.kind).toBe("syntax");
    expect("value" in lines[2]! && lines[2].value).toEqual([18446744073709551615n]);
  });
});

describe("source text of values inside a document (C6): rawValues, scanJson, parseWithRaws", () => {
  const keysIn = (v: unknown): number =>
    Array.isArray(v)
      ? v.reduce((n: number, x) => n + keysIn(x), 0)
      : v !== null && typeof v === "object"
        ? Object.values(v).reduce((n: number, x) => n + 1 + keysIn(x), 0)
        : 0;

  it("C6: each record's source text, however spaced, comes back exactly, and the walk counts every key", () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue(), { maxLength: 6 }), fc.jsonValue(), fc.constantFrom(0, 1, 2), (records, other, indent) => {
        const doc = { before: other, reply: { records: records.map((r, i) => ({ seq: i + 1, record: r, after: other })) }, after: other };
        const text = JSON.stringify(doc, null, indent);
        const pattern = ["reply", "records", "*", "record"];
        const raws = rawValues(text, pattern);
        expect(raws.map((r) => JSON.parse(r))).toEqual(records.map((r) => JSON.parse(JSON.stringify(r))));
        const scan = scanJson(text, [pattern, ["before"]]);
        expect(scan.raws[0]).toEqual(raws);
        expect(scan.raws[1]?.map((r) => JSON.parse(r))).toEqual([JSON.parse(JSON.stringify(other) ?? "null")]);
        expect(scan.keys).toBe(keysIn(JSON.parse(text)));
        const both = parseWithRaws(text, [pattern]);
        expect(both.raws[0]).toEqual(raws);
        expect(stringify(both.value)).toBe(stringify(parse(text)));
      }),
      { numRuns: 500 },
    );
  });

  it("C6: a value inside another that is taken is taken too (nested patterns), in one walk, with every key counted", () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue(), { maxLength: 5 }), fc.constantFrom(0, 2), (records, indent) => {
        const doc = { op: { records: records.map((r, i) => ({ record: r, source: { n: i } })) } };
        const text = JSON.stringify(doc, null, indent);
        const scan = scanJson(text, [
          ["op", "records", "*"],
          ["op", "records", "*", "record"],
          ["op", "records"],
        ]);
        expect(scan.raws[0]).toEqual(rawValues(text, ["op", "records", "*"]));
        expect(scan.raws[1]).toEqual(rawValues(text, ["op", "records", "*", "record"]));
        expect(scan.raws[1]?.map((r) => JSON.parse(r))).toEqual(records.map((r) => JSON.parse(JSON.stringify(r))));
        expect(scan.raws[2]).toEqual([JSON.stringify(doc.op.records, null, indent).replace(/\n/g, `\n${" ".repeat(indent * 2)}`)]);
        expect(scan.keys).toBe(keysIn(JSON.parse(text)));
      }),
      { numRuns: 300 },
    );
  });

  it("C6: a long digit run outside strings is noticed (exact integers), inside a string it is not", () => {
    const text = '{"reply":{"records":[{"record":{"n":18446744073709551615,"id":"12345678901234567890"}}]}}';
    const { value, raws } = parseWithRaws(text, [["reply", "records", "*", "record"]]);
    expect(raws[0]).toEqual(['{"n":18446744073709551615,"id":"12345678901234567890"}']);
    expect((value as { reply: { records: Array<{ record: { n: unknown } }> } }).reply.records[0]?.record.n).toBe(18446744073709551615n);
    expect(scanJson('{"id":"12345678901234567890","n":1}', []).longNumber).toBe(false);
    expect(scanJson('{"id":"1","n":[12345678901234567]}', []).longNumber).toBe(true);
    expect(scanJson('{"id":"1","n":[9007199254740992]}', []).longNumber).toBe(true);
    // 16 digits up to Number.MAX_SAFE_INTEGER are exact doubles: every 52-bit file version is one.
    expect(scanJson('{"version":4503599627370495,"n":[-9007199254740991]}', []).longNumber).toBe(false);
  });

  it("K6: an exponent outside strings is noticed, so plainNumbers promises inexactNumberAt finds nothing", () => {
    for (const [text, exponent] of [
      ['{"n":1e400}', true],
      ['{"n":[2.5E-3]}', true],
      ['{"a":true,"b":false,"c":null,"n":12.5}', false],
      ['{"id":"3e4f9a","hash":"1E9"}', false],
    ] as const) {
      expect(scanJson(text, []).exponent, text).toBe(exponent);
      const { value, plainNumbers } = parseWithRaws(text, []);
      expect(plainNumbers, text).toBe(!exponent);
      if (plainNumbers) expect(inexactNumberAt(value)).toBeUndefined();
    }
    expect(parseWithRaws('{"n":18446744073709551616}', []).plainNumbers).toBe(false);
    for (const n of ["1e400", "-1e309", "18446744073709551616", "-9223372036854775809"]) {
      const { value, plainNumbers } = parseWithRaws(`{"x":[${n}]}`, []);
      expect([inexactNumberAt(value), plainNumbers], n).toEqual(["/x/0", false]);
    }
  });

  it("K6: integers on both sides of 2^53 - 1, of 15 to 20 digits, come back exact (number when safe, bigint past it)", () => {
    const edge = BigInt(Number.MAX_SAFE_INTEGER);
    const near = fc.oneof(fc.bigInt({ min: edge - 1000n, max: edge + 1000n }), fc.bigInt({ min: 10n ** 14n, max: 10n ** 20n }));
    fc.assert(
      fc.property(near, fc.boolean(), (n, negative) => {
        const exact = negative ? -n : n;
        const value = parse(`{"version":${exact},"tail":[${exact}]}`) as { version: unknown; tail: unknown[] };
        const safe = n <= edge;
        expect(value.version).toBe(safe ? Number(exact) : exact);
        expect(value.tail[0]).toBe(safe ? Number(exact) : exact);
      }),
      { numRuns: 2000 },
    );
  });

  it("C6: an escaped key still matches, and a duplicate key is still refused on the one-walk path", () => {
    expect(rawValues('{"\\u0072ecords":[{"record": [1, 2] }]}', ["records", "*", "record"])).toEqual(["[1, 2]"]);
    expect(rawValues('{"records":[{"\\u0072ecord": [3] }]}', ["records", "*", "record"])).toEqual(["[3]"]);
    // A pattern whose key is nowhere in the text finds nothing, beside one that finds its values.
    const scan = scanJson('{"reply":{"kind":"file","content":"x"},"n":[1,2]}', [
      ["reply", "records", "*"],
      ["n", "*"],
    ]);
    expect(scan.raws).toEqual([[], ["1", "2"]]);
    expect(scan.keys).toBe(4);
    expect(errorKind(() => parseWithRaws('{"a":1,"\\u0061":{"x":2}}', [["a"]]))).toBe("duplicate_key");
    expect(errorKind(() => parseWithRaws('{"a":[1,', [["a"]]))).toBe("syntax");
  });
});

describe("u64 helpers (K6)", () => {
  it("K6: u64() gives the canonical form and refuses lossy or out-of-range input", () => {
    expect([u64(0), u64("9007199254740991"), u64(9007199254740992n), u64("18446744073709551615")]).toEqual([
      0,
      9007199254740991,
      9007199254740992n,
      18446744073709551615n,
    ]);
    expect(() => u64(2 ** 64)).toThrow(RangeError);
    expect(() => u64(-1n)).toThrow(RangeError);
    expect(() => u64("18446744073709551616")).toThrow(RangeError);
    expect(() => u64("1e3")).toThrow(RangeError);
    expect(u64Equal(5, 5n)).toBe(true);
    expect(u64Equal(18446744073709551615n, u64("18446744073709551615"))).toBe(true);
    expect(u64Equal(1, 2n)).toBe(false);
  });
});
