// Where each transcript was read up to (C10): kept for the latest MAX_TRANSCRIPTS transcripts
// read, the least recently read dropped first, so the file every capture reads and replaces does
// not grow with every session for good (issue 43). A dropped transcript is read from its start.

import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { MAX_TRANSCRIPTS, Positions } from "../../src/queue/positions.js";
import { scratchDirs } from "../helpers/scratch.js";

const scratch = scratchDirs("lk-positions-");
const file = (home: string) => join(home, ".lnk", "agent-context", "positions.json");
const bytes = Buffer.from("a line\n");
const read = (start: number, end: number) => bytes.subarray(start, end);

describe("Positions (C10, issue 43)", () => {
  it("C10 C9: at most MAX_TRANSCRIPTS positions are kept, the least recently read dropped first; a dropped transcript is read from its start", () => {
    const home = scratch();
    Positions.open(home).close();
    // A file already full, written whole.
    const full = Object.fromEntries(Array.from({ length: MAX_TRANSCRIPTS }, (_, i) => [`/t/${i}.jsonl`, { offset: 7, line: 1 }]));
    writeFileSync(file(home), JSON.stringify(full));
    const positions = Positions.open(home);
    positions.set("/t/0.jsonl", { offset: 7, line: 1 }, bytes); // the oldest, read again: now the latest
    positions.set("/t/new.jsonl", { offset: 7, line: 1 }, bytes);
    positions.close();
    const kept = Object.keys(JSON.parse(readFileSync(file(home), "utf8")) as object);
    expect(kept).toHaveLength(MAX_TRANSCRIPTS);
    expect(kept.slice(0, 2)).toEqual(["/t/2.jsonl", "/t/3.jsonl"]); // /t/1 was the least recently read
    expect(kept.slice(-2)).toEqual(["/t/0.jsonl", "/t/new.jsonl"]);
    const again = Positions.open(home);
    expect(again.resume("/t/1.jsonl", bytes.length, read)).toBeUndefined(); // read from its start
    expect(again.resume("/t/0.jsonl", bytes.length, read)).toEqual({ offset: 7, line: 1 });
    again.close();
  });
});
