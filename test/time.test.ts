// src/time.ts: the kit's one way to write a time, toISOString's form without its first-call cost.

import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { isoTime } from "../src/time.js";

describe("isoTime", () => {
  it("writes every time as toISOString does, from year 0 to 9999 and past them", () => {
    const edges = [0, -1, 1, 999, 1000, Date.UTC(2026, 11, 6, 22, 50, 1, 7), Date.UTC(9999, 11, 31, 23, 59, 59, 999), Date.UTC(0, 0, 1)];
    for (const ms of [...edges, Date.UTC(10000, 0, 1), -62167219200001, 8.64e15, -8.64e15])
      expect(isoTime(ms)).toBe(new Date(ms).toISOString());
    fc.assert(
      fc.property(fc.integer({ min: -8.64e15, max: 8.64e15 }), (ms) => isoTime(ms) === new Date(ms).toISOString()),
      { numRuns: 2000 },
    );
    expect(Math.abs(Date.parse(isoTime()) - Date.now())).toBeLessThan(5_000);
  });

  it("an invalid time throws as toISOString does", () => {
    expect(() => isoTime(Number.NaN)).toThrow(RangeError);
  });
});
