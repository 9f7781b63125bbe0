// Checksummed log lines (src/durable/lines.ts): a batch encoded in pieces into one buffer is the
// same bytes as each line encoded on its own, and reads back whole; a cut or flipped byte ends the
// good part there.

import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { kernels, TWINS } from "../../src/kernels.js";
import { NATIVE, NATIVE_ONLY } from "../helpers/native.js";
import { encodeLine, encodeLines, goodLength, lineDigest, readLines } from "../../src/durable/lines.js";

// JSON strings of any text, astral and lone-surrogate code units included (they encode to 3 or 4 bytes).
const body = fc.array(fc.string({ unit: "binary" }), { maxLength: 4 }).map((parts) => parts.map((p) => JSON.stringify(p)));

describe("log lines", () => {
  it("encodeLines gives the bytes of encodeLine per body, and readLines gives the bodies back", () => {
    fc.assert(
      fc.property(fc.array(body, { maxLength: 6 }), (bodies) => {
        const pieces = bodies.map((parts) => ["[", parts.join(","), "]"]);
        const batch = encodeLines(pieces);
        expect(batch.toString("utf8")).toBe(pieces.map((p) => encodeLine(p.join(""))).join(""));
        // A piece given as its UTF-8 bytes (a record as it came off the wire) is copied as it is.
        expect(encodeLines(pieces.map(([open, inner, close]) => [open as string, Buffer.from(inner as string), close as string]))).toEqual(
          batch,
        );
        expect(readLines(batch).map((l) => l.body)).toEqual(pieces.map((p) => p.join("")));
      }),
    );
  });

  it("a batch (the digest kernel's one call) is the bytes of each line on its own: astral characters, lone surrogates (U+FFFD, as Buffer writes them) and byte pieces alike", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.oneof(fc.string({ unit: "binary" }), fc.uint8Array()), { maxLength: 4 }), { minLength: 2, maxLength: 5 }),
        (bodies) => {
          const asText = (piece: string | Uint8Array) =>
            (typeof piece === "string" ? Buffer.from(piece, "utf8") : Buffer.from(piece)).toString("latin1");
          const expected = bodies.map((pieces) => {
            const body = Buffer.from(pieces.map(asText).join(""), "latin1");
            return Buffer.concat([Buffer.from(`${lineDigest(body)} `), body, Buffer.from("\n")]);
          });
          expect(encodeLines(bodies)).toEqual(Buffer.concat(expected));
        },
      ),
    );
  });

  it("a flipped byte or a cut line ends the good part where it is", () => {
    const batch = encodeLines([['{"a":1}'], ['{"b":"é"}'], ['{"c":3}']]);
    const second = batch.indexOf("\n") + 1;
    const flipped = Buffer.from(batch);
    flipped[second + 20] = 0x41;
    expect(readLines(flipped).map((l) => l.end)).toEqual([second]);
    expect(readLines(batch.subarray(0, batch.length - 1))).toHaveLength(2);
    // goodLength (the check kernel's one call) says the same of the same bytes.
    expect(goodLength(batch)).toBe(batch.length);
    expect(goodLength(flipped)).toBe(second);
    expect(goodLength(batch.subarray(0, batch.length - 1))).toBe(readLines(batch).at(-2)?.end);
  });

  it.runIf(NATIVE)(`the native digestLines refuses lines out of order, too short or past the buffer, writing nothing${NATIVE_ONLY}`, () => {
    const addon = kernels();
    const out = Buffer.alloc(64, 0x2e);
    for (const [starts, end] of [
      [[0, 30], 20], // the second line starts past the end
      [[20, 0], 40], // out of order
      [[0, 10], 40], // a line shorter than its checksum, space and newline
      [[0], 65], // past the buffer
    ] as Array<[number[], number]>) {
      expect(() => addon.digestLines(out, new Float64Array(starts), end)).toThrow(TypeError);
      expect(out.every((b) => b === 0x2e)).toBe(true);
    }
  });

  it.runIf(NATIVE)(
    `the native line kernels give, byte for byte, what their TypeScript twins give: digests written, good lengths found${NATIVE_ONLY}`,
    () => {
      const lines = fc.array(fc.oneof(fc.string({ unit: "binary" }), fc.uint8Array({ maxLength: 40 })), { minLength: 1, maxLength: 6 });
      fc.assert(
        fc.property(lines, fc.nat(), fc.nat(), (bodies, cutAt, flipAt) => {
          // Lines laid out as encodeLines lays them out, then their digests written by each kernel.
          const pieces = bodies.map((b) =>
            typeof b === "string" ? Buffer.from(b.replace(/\n/g, " ")) : Buffer.from(b.map((x) => (x === 10 ? 32 : x))),
          );
          const starts = new Float64Array(pieces.length);
          const parts: Buffer[] = [];
          let at = 0;
          pieces.forEach((p, k) => {
            starts[k] = at;
            parts.push(Buffer.alloc(16, 0x30), Buffer.from(" "), p, Buffer.from("\n"));
            at += 18 + p.length;
          });
          const native = Buffer.concat([...parts, Buffer.alloc(1)]);
          const twin = Buffer.from(native);
          kernels().digestLines(native, starts, at);
          TWINS.digestLines(twin, starts, at);
          expect(native.equals(twin)).toBe(true);
          // The good part of the lines as written, cut anywhere, or with one byte changed.
          const written = native.subarray(0, at);
          const cut = written.subarray(0, cutAt % (at + 1));
          const flipped = Buffer.from(written);
          flipped[flipAt % at] = ((flipped[flipAt % at] as number) + 1) % 256;
          for (const bytes of [written, cut, flipped]) expect(kernels().checkLines(bytes)).toBe(TWINS.checkLines(bytes));
        }),
        { numRuns: 2000 },
      );
    },
  );
});

describe.runIf(NATIVE)(`the native digestLines with its starts in the same memory as its lines (issue 31.4)${NATIVE_ONLY}`, () => {
  it("reads every start before it writes a checksum: the lines it writes are its twin's, whatever the checksums overwrite", () => {
    // One ArrayBuffer: two Float64 starts at bytes 0-15, which line 0's checksum (bytes 0-15) overwrites.
    const make = () => {
      const memory = new ArrayBuffer(96);
      const out = new Uint8Array(memory);
      out.fill(0x61);
      const second = 48;
      out[16] = 0x20;
      out[second - 1] = 0x0a;
      out[second + 16] = 0x20;
      out[95] = 0x0a;
      const starts = new Float64Array(memory, 0, 2);
      starts[0] = 0;
      starts[1] = second;
      return { out, starts };
    };
    const native = make();
    const twin = make();
    kernels().digestLines(native.out, native.starts, 96);
    TWINS.digestLines(twin.out, twin.starts, 96);
    expect(Buffer.from(native.out).equals(Buffer.from(twin.out))).toBe(true);
    expect(TWINS.checkLines(twin.out)).toBe(96);
  });
});
