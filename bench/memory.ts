// A host holding many records (issue 30): what its memory holds per stored record (each thread's
// positions and source index; the records stay in the logs) and how long it takes to recover
// every thread's log, measured in a fresh process. Sized by LINK_KIT_BENCH_HOST_RECORDS (1,000,000
// by default, so the default bench stays short; the measure is 10,000,000) across
// LINK_KIT_BENCH_HOST_THREADS (1,000; 10,000). At 200,000 records a MiB of resident memory's noise
// was 5 to 10 MiB per million of the figure; at a million it is one to two.
//
// host_rss_per_million_records: the resident memory each further recovered record adds, per million
// records: the slope of one line fitted through the resident memory, less V8's young generation,
// measured at every twentieth of the threads, from the fifth on (the first records also pay one-off
// growth; the young generation grows in steps, to a ceiling, at some point of the recovery).
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
  /** The process's first recovery: before it, then at every twentieth of the threads. */
  marks: Measure[];
  recoverMs: number[];
  readMs: number[];
}

/** Resident memory, what the threads hold (V8's heap in use and ArrayBuffers), V8's committed heap. */
interface Measure {
  records: number;
  rss: number;
  young: number;
  held: number;
  heap: number;
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

/** The slope of the least-squares line through the points. */
function slopeOf(points: Array<[number, number]>): number {
  const n = points.length;
  const mx = points.reduce((a, [x]) => a + x, 0) / n;
  const my = points.reduce((a, [, y]) => a + y, 0) / n;
  const sxy = points.reduce((a, [x, y]) => a + (x - mx) * (y - my), 0);
  const sxx = points.reduce((a, [x]) => a + (x - mx) ** 2, 0);
  return sxy / sxx;
}

export async function memoryFigures(log: (line: string) => void): Promise<Figure[]> {
  const records = Number(process.env.LINK_KIT_BENCH_HOST_RECORDS ?? 1_000_000);
  const threads = Number(process.env.LINK_KIT_BENCH_HOST_THREADS ?? 1_000);
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
    const perMillion = (bytes: number, of = records) => bytes / 2 ** 20 / (of / 1e6);
    const grown = (from: Measure, to: Measure, key: "rss" | "heap" | "young") => to[key] - from[key];
    const recover = median(r.recoverMs);
    const read = median(r.readMs);
    // Past the one-off growth: the measures from the fifth of the records on.
    const fitted = r.marks.filter((m) => m.records >= records / 5);
    const [start, first, end] = [r.marks[0], fitted[0], r.marks.at(-1)] as [Measure, Measure, Measure];
    const slope = (of: (m: Measure) => number) => perMillion(slopeOf(fitted.map((m) => [m.records, of(m)])) * 1e6, 1e6);
    const resident = slope((m) => m.rss - m.young);
    return [
      {
        name: "host_rss_per_million_records",
        value: Math.round(resident * 100) / 100,
        unit: "MiB",
        // Where the resident memory goes (issue 43.4): what the threads hold (the heap in use and
        // the indexes' ArrayBuffers), and, once in a process, V8's young generation grown during
        // the first records recovered, a fixed amount whatever the records. The figure is what
        // each further record costs: the slope of resident memory over the records recovered, less
        // the young generation, which grows to its ceiling whatever the records.
        baseline: `${records} records in ${threads} threads, ${(bytes / 2 ** 20).toFixed(0)} MiB of logs (${perMillion(bytes).toFixed(0)} MiB per million); resident memory less V8's young generation, its slope over the ${fitted.length} measures from the fifth of the records on (${((resident * 2 ** 20) / 1e6).toFixed(0)} bytes a record), of it held by the threads ${slope((m) => m.held).toFixed(1)} MiB per million; the young generation grew ${(grown(first, end, "young") / 2 ** 20).toFixed(1)} MiB in that stretch (resident memory's own slope ${slope((m) => m.rss).toFixed(1)}); the first fifth grew it ${(grown(start, first, "rss") / 2 ** 20).toFixed(1)} MiB, of it V8's committed heap ${(grown(start, first, "heap") / 2 ** 20).toFixed(1)} MiB once, the whole recovery ${perMillion(grown(start, end, "rss")).toFixed(1)} MiB per million (each measure taken collected and settled)`,
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
