// The fresh process of bench/memory.ts: `node --import tsx --expose-gc bench/memory-child.ts <dir> <threads>`.
// Recovers every thread's log the way a host does on first use, in interleaved rounds with a plain
// read of the same files, and prints what it measured as one JSON line: the resident memory before
// a recovery and after it, what the threads hold (V8's heap in use and the ArrayBuffers alive) and
// V8's committed heap before and after it, and each round's times.
//
// Why the figure was bimodal (issue 43.4), and how it is measured instead: the first recovery in a
// process grows V8's young generation (a fixed 8 MiB or so, once, whatever the records), and a
// reading's freed Buffers were still counted when the "before" was taken (an ArrayBuffer's memory
// is freed after the collection that finds it dead, not during it). Then, with both fixed, the
// figure still spread from 17 to 41 MiB per million: each resident-memory measure, even settled,
// lands anywhere within about a MiB (the allocators keep or give back pages as they will), and a
// difference of two measures over 100,000 records makes a MiB 10 MiB per million. So the first
// recovery is measured before it and at every twentieth of the threads, each measure taken once the
// process has settled (collected, its freed memory given back, collected again); bench/memory.ts
// fits one line through the measures past the first one-off growth, V8's young generation (which
// doubles again at some point of the recovery, to its ceiling) taken out.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { getHeapSpaceStatistics } from "node:v8";

import { Dir } from "../src/durable/dir.js";
import { Conversations } from "../src/host/conversations.js";

const [dir, count] = process.argv.slice(2) as [string, string];
const threads = Number(count);
const ROUNDS = 3;
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});

function readAll(): number {
  let bytes = 0;
  for (let t = 0; t < threads; t++) bytes += readFileSync(join(dir, `t${t}.log`)).length;
  return bytes;
}

/** Collected, the freed ArrayBuffers' memory given back (that happens after the collection), collected again. */
async function settled(): Promise<NodeJS.MemoryUsage> {
  for (let i = 0; i < 3; i++) {
    gc();
    await sleep(20);
  }
  return process.memoryUsage();
}

interface Measure {
  /** The records recovered when it was taken. */
  records: number;
  rss: number;
  /**
   * V8's young generation as committed. It grows in steps, 8 MiB and then 16 MiB (at 800,000 of a
   * million records), up to a ceiling V8 sets whatever the records: a one-off, like the first.
   */
  young: number;
  /** V8's heap in use and the ArrayBuffers alive (the threads' indexes): what the threads hold. */
  held: number;
  /** V8's heap as committed: its young generation grows during the first recovery, once. */
  heap: number;
}
const measure = (records: number, u: NodeJS.MemoryUsage): Measure => ({
  records,
  rss: u.rss,
  young: getHeapSpaceStatistics().find((space) => space.space_name === "new_space")?.space_size ?? 0,
  held: u.heapUsed + u.arrayBuffers,
  heap: u.heapTotal,
});
/** How many measures the first recovery takes after its start: one at every twentieth of the threads. */
const MARKS = 20;

const root = Dir.open(dir);
/** The first recovery in this process, before any reading: before it and at every twentieth of the threads. */
const marks: Measure[] = [measure(0, await settled())];
let records = 0;
{
  const conversations = new Conversations(root);
  for (let t = 0; t < threads; t++) {
    const thread = conversations.thread(`link:t${t}`);
    records += thread.last;
    thread.closeLog(); // a host keeps at most 64 logs open; the indexes stay
    if (Math.floor(((t + 1) * MARKS) / threads) > Math.floor((t * MARKS) / threads)) marks.push(measure(records, await settled()));
  }
  conversations.close();
}
// Then the timed rounds, a plain read of the logs beside each recovery.
const recoverMs: number[] = [];
const readMs: number[] = [];
readAll(); // the page cache warm for both
for (let round = 0; round < ROUNDS; round++) {
  let started = performance.now();
  readAll();
  readMs.push(performance.now() - started);
  started = performance.now();
  const conversations = new Conversations(root);
  let total = 0;
  for (let t = 0; t < threads; t++) {
    const thread = conversations.thread(`link:t${t}`);
    total += thread.last;
    thread.closeLog();
  }
  recoverMs.push(performance.now() - started);
  if (total !== records) throw new Error(`round ${round} recovered ${total} records of ${records}`);
  conversations.close();
  gc();
}
root.close();
process.stdout.write(`${JSON.stringify({ records, marks, recoverMs, readMs })}\n`);
