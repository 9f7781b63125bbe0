// A host holding many records (issue 30): what its memory holds per stored record (each thread's
// positions and source index; the records stay in the logs) and how long it takes to recover
// every thread's log, measured in a fresh process. Sized by LINK_KIT_BENCH_HOST_RECORDS (200,000
// by default, so the default bench stays short; the measure is 10,000,000) across
// LINK_KIT_BENCH_HOST_THREADS (200; 10,000).
//
// host_rss_per_million_records: the resident memory the recovered threads add, per million records.
// host_recover_vs_read: recovering every thread (reading, checking and indexing its log) over
// reading the same logs whole from the page cache, interleaved in the same process.

import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import { Dir } from "../src/durable/dir.js";
import { Conversations } from "../src/host/conversations.js";
import type { Figure } from "./harness.js";

const ROOT = resolve(import.meta.dirname, "..");
const BATCH = 2000;

/** What the child process reports (bench/memory-child.ts). */
interface Recovered {
  records: number;
  rssBefore: number;
  rssAfter: number;
  heldBefore: number;
  heldAfter: number;
  heapBefore: number;
  heapAfter: number;
  recoverMs: number[];
  readMs: number[];
}

/** Writes `threads` logs holding `records` captured records in all, as the host stores them. */
function fill(dir: string, records: number, threads: number, progress: (done: number) => void): void {
  const root = Dir.open(dir);
  const conversations = new Conversations(root);
  try {
    const session = randomUUID();
    let done = 0;
    for (let t = 0; t < threads; t++) {
      const thread = conversations.thread(`link:t${t}`);
      const count = Math.floor(records / threads) + (t < records % threads ? 1 : 0);
      for (let at = 0; at < count; at += BATCH) {
        const items = Array.from({ length: Math.min(BATCH, count - at) }, (_, i) => {
          const n = at + i;
          return {
            record: `{"role":"${n % 3 === 0 ? "user" : "assistant"}","text":"turn ${n} of thread ${t}: a line of about the length a turn has, give or take","at":"2026-12-04T10:00:00.000Z"}`,
            source: { adapter: "claude-code", native_session: session, native_record: randomUUID() },
          };
        });
        thread.contextAppendBatch(items);
        done += items.length;
      }
      thread.close();
      progress(done);
    }
  } finally {
    conversations.close();
    root.close();
  }
}

export async function memoryFigures(log: (line: string) => void): Promise<Figure[]> {
  const records = Number(process.env.LINK_KIT_BENCH_HOST_RECORDS ?? 200_000);
  const threads = Number(process.env.LINK_KIT_BENCH_HOST_THREADS ?? 200);
  const dir = mkdtempSync(join(tmpdir(), "lk-bench-memory-"));
  try {
    const started = Date.now();
    let shown = 0;
    fill(dir, records, threads, (done) => {
      if (done - shown >= records / 10 || done === records) {
        shown = done;
        log(`bench: ${done} of ${records} records written across ${threads} threads (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      }
    });
    const bytes = Array.from({ length: threads }, (_, t) => statSync(join(dir, `t${t}.log`)).size).reduce((a, b) => a + b, 0);
    const child = spawnSync(
      process.execPath,
      ["--import", "tsx", "--expose-gc", join(ROOT, "bench", "memory-child.ts"), dir, String(threads)],
      { cwd: ROOT, encoding: "utf8", maxBuffer: 1 << 20 },
    );
    if (child.status !== 0) throw new Error(`bench/memory-child.ts failed: ${child.stderr}`);
    const r = JSON.parse(child.stdout) as Recovered;
    if (r.records !== records) throw new Error(`recovered ${r.records} records of ${records}`);
    const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] as number;
    const perMillion = (r.rssAfter - r.rssBefore) / 2 ** 20 / (records / 1e6);
    const mibPerMillion = (bytes: number) => (bytes / 2 ** 20 / (records / 1e6)).toFixed(1);
    const recover = median(r.recoverMs);
    const read = median(r.readMs);
    return [
      {
        name: "host_rss_per_million_records",
        value: perMillion,
        unit: "MiB",
        // Where the resident memory went (issue 43.4): what the threads hold (the heap in use and
        // the indexes' ArrayBuffers) is the same every run; V8's committed heap grows by its young
        // generation during a recovery or not, and malloc reuses freed pages or not, which is
        // why the figure is bimodal.
        baseline: `${records} records in ${threads} threads, ${(bytes / 2 ** 20).toFixed(0)} MiB of logs (${(bytes / 2 ** 20 / (records / 1e6)).toFixed(0)} MiB per million); resident ${(r.rssBefore / 2 ** 20).toFixed(0)} MiB before recovery, ${(r.rssAfter / 2 ** 20).toFixed(0)} MiB after (${((r.rssAfter - r.rssBefore) / records) | 0} bytes a record); of it, held by the threads ${mibPerMillion(r.heldAfter - r.heldBefore)} MiB per million, V8's committed heap grown ${mibPerMillion(r.heapAfter - r.heapBefore)} MiB per million`,
      },
      {
        name: "host_recover_vs_read",
        value: recover / read,
        unit: "ratio",
        baseline: `reading the same logs whole from the page cache, ${read.toFixed(0)} ms; recovering every thread ${recover.toFixed(0)} ms (${((recover * 1000) / records).toFixed(2)} us a record), medians of ${r.recoverMs.length} interleaved rounds`,
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
