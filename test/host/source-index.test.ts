// The thread's source index (src/host/source-index.ts, C9): typed arrays by a 32-bit hash, the
// candidates told apart by the caller. Held to a Map of keys, with hashes made to collide.

import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { SourceIndex, sourceHash } from "../../src/host/source-index.js";

describe("the source index (C9)", () => {
  it("C9: finds exactly the sequences a Map of keys holds, whatever the hashes share (forced collisions in 1, 2 or 8 buckets), across growth", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 6 }), { maxLength: 400 }), fc.constantFrom(1, 2, 8), (keys, buckets) => {
        const hash = (key: string) => sourceHash(key) % buckets;
        const index = new SourceIndex();
        const model = new Map<string, number>();
        const keyOf: string[] = [];
        for (const key of keys) {
          const found = index.find(hash(key), (seq) => keyOf[seq - 1] === key);
          expect(found).toBe(model.get(key));
          if (found === undefined) {
            keyOf.push(key);
            model.set(key, keyOf.length);
            index.add(hash(key), keyOf.length);
          }
        }
        expect(index.size).toBe(model.size);
        for (const [key, seq] of model) expect(index.find(hash(key), (s) => keyOf[s - 1] === key)).toBe(seq);
        expect(index.find(hash("\u0000absent"), (s) => keyOf[s - 1] === "\u0000absent")).toBeUndefined();
      }),
    );
  });

  it("the hash is the key's, whatever else: the same key always gives the same 32-bit value, and keys that differ in one unit mostly differ", () => {
    expect(sourceHash("claude-code\u0000s\u0000r-1")).toBe(sourceHash("claude-code\u0000s\u0000r-1"));
    const hashes = new Set(Array.from({ length: 10_000 }, (_, i) => sourceHash(`claude-code\u0000s\u0000r-${i}`)));
    expect(hashes.size).toBeGreaterThan(9_990);
    for (const h of hashes) expect(h >>> 0).toBe(h);
  });
});
