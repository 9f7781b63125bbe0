// Load (B11): 64 concurrent clients (LINK_KIT_LOAD_CLIENTS; 200 in the full run), each on its own
// connection, append to 16 threads with expected-last CAS and retry on conflict. No record is lost
// or duplicated, sequences are contiguous; p50/p99 of a successful append are printed (a figure,
// not an assertion).

import { describe, expect, it } from "vitest";

import { TestHost } from "../helpers/host.js";

const CLIENTS = Number(process.env.LINK_KIT_LOAD_CLIENTS ?? 64);
const THREADS = 16;
const PER_CLIENT = Number(process.env.LINK_KIT_LOAD_RECORDS ?? 25);

describe("load (B11)", () => {
  it(`B11: ${CLIENTS} clients appending to ${THREADS} threads lose and duplicate nothing`, async () => {
    const host = await TestHost.start();
    try {
      const agent = host.addAgent({});
      const latencies: number[] = [];
      let conflicts = 0;
      await Promise.all(
        Array.from({ length: CLIENTS }, async (_, c) => {
          const client = host.client(agent);
          const thread = `link:t${c % THREADS}`;
          let last = 0;
          for (let k = 0; k < PER_CLIENT; k++) {
            for (;;) {
              const started = performance.now();
              const reply = await client.request({ kind: "conversation_append", thread, records: [{ client: c, k }], expected_last: last });
              if (reply.kind === "appended") {
                latencies.push(performance.now() - started);
                last = Number(reply.last);
                break;
              }
              if (reply.kind !== "error" || reply.error !== "conflict") throw new Error(JSON.stringify(reply));
              conflicts++;
              last = Number(reply.current ?? 0);
            }
          }
        }),
      );
      const reader = host.client(agent);
      let total = 0;
      for (let t = 0; t < THREADS; t++) {
        const thread = `link:t${t}`;
        const last = await reader.call({ kind: "conversation_last", thread });
        const read = await reader.call({ kind: "conversation_read", thread, from: 1, through: last.kind === "last" ? last.seq : 0 });
        if (read.kind !== "records") throw new Error("no records");
        expect(read.records.map((r) => Number(r.seq))).toEqual(read.records.map((_, i) => i + 1));
        const keys = read.records.map((r) => {
          const v = r.record as unknown as { client: number; k: number };
          expect(v.client % THREADS).toBe(t);
          return `${v.client}/${v.k}`;
        });
        expect(new Set(keys).size).toBe(keys.length);
        expect(keys.length).toBe(Array.from({ length: CLIENTS }, (_, c) => c).filter((c) => c % THREADS === t).length * PER_CLIENT);
        total += keys.length;
      }
      expect(total).toBe(CLIENTS * PER_CLIENT);
      latencies.sort((a, b) => a - b);
      const p = (q: number) => (latencies[Math.floor(q * (latencies.length - 1))] ?? 0).toFixed(2);
      console.log(
        `load: ${total} appends by ${CLIENTS} clients on ${THREADS} threads, ${conflicts} conflicts retried; append p50 ${p(0.5)} ms, p99 ${p(0.99)} ms`,
      );
    } finally {
      await host.stop();
    }
  }, 300_000);
});
