// Portable-context figures (issue 4): context.read of a 100,000-record thread against reading the
// same log file and JSON.parse-ing each line, and Cursor::current on 100,000 records against 1,000.

import { readFileSync } from "node:fs";
import { join } from "node:path";

import type { Bridged } from "../src/bridge/client.js";
import { cursorCurrent, readContext } from "../src/context/index.js";
import { withScratchHost } from "./host.js";
import { type Figure, median, spreadOf, timeEach } from "./harness.js";

async function fill(client: Bridged, thread: string, count: number): Promise<void> {
  let last = 0;
  for (let first = 0; first < count; first += 1000) {
    const records = Array.from({ length: Math.min(1000, count - first) }, (_, i) => ({
      role: (first + i) % 3 === 0 ? "user" : "assistant",
      text: `message ${first + i}: ${"lorem ipsum dolor sit amet ".repeat(4)}`,
      at: "2026-12-02T10:00:00Z",
      native: { uuid: `u-${first + i}`, type: "assistant" },
    }));
    const reply = await client.call({ kind: "conversation_append", thread, records, expected_last: last });
    if (reply.kind === "appended") last = Number(reply.last);
  }
}

/** Interleaved pairs for the read figure: each takes about a second, and the machine's noise is ±10%. */
const PAIRS = 11;

async function timeRuns(n: number, fn: () => Promise<unknown> | unknown): Promise<number> {
  return median(await timeEach(n, fn));
}

export async function contextFigures(only: (name: string) => boolean): Promise<Figure[]> {
  return withScratchHost({ notes: true }, async ({ state, id, client }) => {
    const figures: Figure[] = [];
    await fill(client, "link:big", 100_000);
    await fill(client, "link:small", 1_000);
    const log = join(state.path, "agents", id, "conversations", "big.log");

    if (only("read_100k_vs_parse")) {
      const baseline = () => {
        const text = readFileSync(log, "utf8");
        let n = 0;
        let start = 0;
        for (let end = text.indexOf("\n"); end >= 0; end = text.indexOf("\n", start)) {
          JSON.parse(text.slice(start + 17, end));
          n++;
          start = end + 1;
        }
        return n;
      };
      const read = () => readContext(client, { thread: "link:big" });
      await read();
      baseline();
      // Interleaved pairs: a collection pause or a cold cache falls on both sides alike.
      const ratios: number[] = [];
      const ourTimes: number[] = [];
      const rawTimes: number[] = [];
      for (let i = 0; i < PAIRS; i++) {
        const raw = await timeRuns(1, baseline);
        const ours = await timeRuns(1, read);
        ratios.push(ours / raw);
        ourTimes.push(ours);
        rawTimes.push(raw);
      }
      const ours = median(ourTimes);
      const raw = median(rawTimes);
      figures.push({
        name: "read_100k_vs_parse",
        value: median(ratios),
        spread: spreadOf(ratios),
        unit: "ratio",
        baseline: `read the 100,000-line log and JSON.parse each line, p50 ${(raw / 1e6).toFixed(0)} ms; context.read p50 ${(ours / 1e6).toFixed(0)} ms (median of ${PAIRS} interleaved pairs)`,
      });
    }

    if (only("cursor_current_100k_vs_1k")) {
      const big = (await readContext(client, { thread: "link:big", memory: ["a", "b"] })).cursor;
      const small = (await readContext(client, { thread: "link:small", memory: ["a", "b"] })).cursor;
      for (let i = 0; i < 50; i++) await cursorCurrent(client, big);
      // Interleaved, so that drift and collection pauses fall on both alike.
      const bigTimes: number[] = [];
      const smallTimes: number[] = [];
      for (let i = 0; i < 301; i++) {
        bigTimes.push(await timeRuns(1, () => cursorCurrent(client, big)));
        smallTimes.push(await timeRuns(1, () => cursorCurrent(client, small)));
      }
      const tBig = median(bigTimes);
      const tSmall = median(smallTimes);
      figures.push({
        name: "cursor_current_100k_vs_1k",
        value: tBig / tSmall,
        unit: "ratio",
        baseline: `Cursor::current on a 1,000-record thread, p50 ${(tSmall / 1000).toFixed(0)} us; on 100,000 records ${(tBig / 1000).toFixed(0)} us`,
      });
    }
    return figures;
  });
}
