// The fresh process of bench/memory.ts: `node --import tsx --expose-gc bench/memory-child.ts <dir> <threads>`.
// Recovers every thread's log the way a host does on first use, in interleaved rounds with a plain
// read of the same files, and prints what it measured as one JSON line: the resident memory before
// the first recovery and after it, what the threads hold (V8's heap in use and the ArrayBuffers
// alive) and V8's committed heap before and after it, and each round's times.

import { readFileSync } from "node:fs";
import { join } from "node:path";

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

const root = Dir.open(dir);
const recoverMs: number[] = [];
const readMs: number[] = [];
let rssBefore = 0;
let rssAfter = 0;
/** V8's heap in use and the ArrayBuffers alive (the threads' indexes), before and after: what the threads hold. */
let heldBefore = 0;
let heldAfter = 0;
/** V8's heap as committed, before and after: its young generation grows during a recovery, once. */
let heapBefore = 0;
let heapAfter = 0;
const held = (u: NodeJS.MemoryUsage) => u.heapUsed + u.arrayBuffers;
let records = 0;
readAll(); // the page cache warm for both
for (let round = 0; round < ROUNDS; round++) {
  let started = performance.now();
  readAll();
  readMs.push(performance.now() - started);
  gc();
  if (round === 0) {
    const u = process.memoryUsage();
    [rssBefore, heldBefore, heapBefore] = [u.rss, held(u), u.heapTotal];
  }
  started = performance.now();
  const conversations = new Conversations(root);
  let total = 0;
  for (let t = 0; t < threads; t++) {
    const thread = conversations.thread(`link:t${t}`);
    total += thread.last;
    thread.closeLog(); // a host keeps at most 64 logs open; the indexes stay
  }
  recoverMs.push(performance.now() - started);
  records = total;
  if (round === 0) {
    gc();
    const u = process.memoryUsage();
    [rssAfter, heldAfter, heapAfter] = [u.rss, held(u), u.heapTotal];
  }
  conversations.close();
  gc();
}
root.close();
process.stdout.write(
  `${JSON.stringify({ records, rssBefore, rssAfter, heldBefore, heldAfter, heapBefore, heapAfter, recoverMs, readMs })}\n`,
);
