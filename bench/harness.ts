// Benchmark harness: times a function against a baseline measured in the same run, interleaved
// over rounds so that drift hits both, and reports the median ratio. Figures, not tests.

import { kernels } from "../src/kernels.js";

export interface Figure {
  name: string;
  value: number;
  unit: "ratio" | "records/s" | "MiB";
  baseline: string;
  /** The least and greatest per-round ratio, for a figure that is a median of rounds. */
  spread?: { min: number; max: number };
}

/** Median nanoseconds per call of `fn` over `rounds`, each of `iterations` calls over `inputs`. */
function timeRound<T>(fn: (input: T) => unknown, inputs: T[], iterations: number): number {
  let sink = 0;
  const start = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) {
    if (fn(inputs[i % inputs.length] as T) === undefined) sink++;
  }
  const elapsed = Number(process.hrtime.bigint() - start);
  if (sink === -1) console.log(sink); // keeps the calls observable
  return elapsed / iterations;
}

/** The ratio of `subject` over `baseline` per call, medians of interleaved rounds. */
export function ratio<T, U>(
  subject: { fn: (input: T) => unknown; inputs: T[] },
  baseline: { fn: (input: U) => unknown; inputs: U[] },
  options: { iterations?: number; rounds?: number } = {},
): { ratio: number; subjectNs: number; baselineNs: number; spread: { min: number; max: number } } {
  const iterations = options.iterations ?? 20_000;
  const rounds = options.rounds ?? 15;
  timeRound(subject.fn, subject.inputs, iterations); // warm-up, both
  timeRound(baseline.fn, baseline.inputs, iterations);
  const ratios: number[] = [];
  const subjects: number[] = [];
  const baselines: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const b = timeRound(baseline.fn, baseline.inputs, iterations);
    const s = timeRound(subject.fn, subject.inputs, iterations);
    ratios.push(s / b);
    subjects.push(s);
    baselines.push(b);
  }
  return { ratio: median(ratios), subjectNs: median(subjects), baselineNs: median(baselines), spread: spreadOf(ratios) };
}

/**
 * Prints the figures, one line each, or with `json` one object keyed by figure name, beside
 * `configuration`: which kernels ran (src/kernels.ts; `typescript` unless link-kit-native is
 * installed and LINK_KIT_NATIVE is not 0), in this process and in every host process it starts.
 */
export function print(figures: Figure[], json: boolean): void {
  const configuration = kernels().configuration;
  if (json) {
    console.log(
      JSON.stringify(
        {
          configuration,
          ...Object.fromEntries(
            figures.map((f) => [
              f.name,
              {
                value: round(f.value),
                unit: f.unit,
                ...(f.spread ? { spread: { min: round(f.spread.min), max: round(f.spread.max) } } : {}),
                baseline: f.baseline,
              },
            ]),
          ),
        },
        null,
        2,
      ),
    );
    return;
  }
  console.log(`configuration: ${configuration}`);
  for (const f of figures) console.log(`${f.name}: ${round(f.value)} (baseline ${f.baseline})`);
}

/**
 * Prints each figure of many runs of the whole bench (one list of figures a run): its median and
 * its worst run (the greatest for a ratio or MiB, where lower is better; the least for a rate),
 * with every run's value under --json.
 */
export function printRuns(runs: Figure[][], json: boolean): void {
  const configuration = kernels().configuration;
  const names = [...new Set(runs.flatMap((figures) => figures.map((f) => f.name)))];
  const rows = names.map((name) => {
    const seen = runs.flatMap((figures) => figures.filter((f) => f.name === name));
    const values = seen.map((f) => f.value);
    const unit = (seen[0] as Figure).unit;
    const worst = unit === "records/s" ? Math.min(...values) : Math.max(...values);
    return { name, unit, median: median(values), worst, values };
  });
  if (json) {
    const out = Object.fromEntries(
      rows.map((r) => [r.name, { median: round(r.median), worst: round(r.worst), unit: r.unit, runs: r.values.map(round) }]),
    );
    console.log(JSON.stringify({ configuration, runs: runs.length, ...out }, null, 2));
    return;
  }
  console.log(`configuration: ${configuration}; ${runs.length} runs`);
  for (const r of rows)
    console.log(`${r.name}: median ${round(r.median)}, worst ${round(r.worst)} (runs: ${r.values.map(round).join(", ")})`);
}

/** The least and greatest of per-round ratios. */
export const spreadOf = (ratios: number[]) => ({ min: Math.min(...ratios), max: Math.max(...ratios) });

const round = (n: number) => Math.round(n * 1000) / 1000;

/** The median of a list of times. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** The first and third quartiles of a list of times (nearest rank): where the middle half of them lies. */
export function quartiles(values: number[]): [number, number] {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return [at(0.25), at(0.75)];
}

/** Nanoseconds of each of `n` sequential calls of `fn`. */
export async function timeEach(n: number, fn: () => Promise<unknown> | unknown): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - start));
  }
  return times;
}
