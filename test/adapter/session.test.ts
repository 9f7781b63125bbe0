// Preparing a session's context on a long thread (R6, R7, issue 43): the lines given are the
// thread's latest events that fit the budget, exactly as over the whole log, and only what the
// context can hold is read, so a session's start does not grow with the thread.

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Operation } from "../../generated/index.js";
import { CONTEXT_CHARS, eventLine, prepareSession } from "../../src/adapter/session.js";
import { AdapterStateFile } from "../../src/adapter/state.js";
import type { Bridged } from "../../src/bridge/client.js";
import { readContext } from "../../src/context/index.js";
import { TestHost } from "../helpers/host.js";
import { scratchDirs } from "../helpers/scratch.js";

const scratch = scratchDirs("lk-session-");
let host: TestHost;
beforeAll(async () => {
  host = await TestHost.start();
});
afterAll(async () => {
  await host.stop();
});

/** Appends `count` records after `last`: every fifth without a role (raw-only), texts of varied length. */
async function fill(client: Bridged, thread: string, last: number, count: number, adapter: string): Promise<number> {
  for (let done = 0; done < count; done += 1000) {
    const records = Array.from({ length: Math.min(1000, count - done) }, (_, i) => {
      const n = last + done + i + 1;
      return n % 5 === 0
        ? { kind: "meta", n }
        : { role: n % 2 === 0 ? "user" : "assistant", text: `${adapter} ${n} ${"word ".repeat(n % 37)}`, at: "2026-12-07T10:00:00Z" };
    });
    const reply = await client.call({ kind: "conversation_append", thread, records, expected_last: last + done });
    if (reply.kind !== "appended") throw new Error(JSON.stringify(reply));
  }
  return last + count;
}

/** The client, counting the records its reads of the log bring back. */
function counting(client: Bridged): { client: Bridged; read: () => number } {
  let read = 0;
  const counted = Object.create(client) as Bridged;
  counted.callWithText = async <O extends Operation>(op: O) => {
    const got = await client.callWithText(op);
    if (op.kind === "conversation_read") read += (got.reply as { records: unknown[] }).records.length;
    return got;
  };
  return { client: counted, read: () => read };
}

/** The context's event lines, and every event line of the whole thread (read whole, as the oracle). */
async function lines(client: Bridged, thread: string, text: string) {
  const all = (await readContext(client, { thread })).events().map(eventLine);
  return { given: text.split("\n").filter((l) => /^\[\d+\] /.test(l)), all };
}

/** `given` is the latest lines of `all` that fit `budget` characters (a newline after each): one more would not. */
function expectLatest(given: string[], all: string[], budget: number) {
  expect(given.length).toBeGreaterThan(0);
  expect(given).toEqual(all.slice(all.length - given.length));
  const size = given.reduce((n, l) => n + l.length + 1, 0);
  expect(size).toBeLessThanOrEqual(budget + 1);
  const before = all[all.length - given.length - 1];
  if (before !== undefined) expect(size + before.length).toBeGreaterThan(budget);
}

describe("prepareSession on a long thread (R6, R7, issue 43)", () => {
  it("R7: a new session on a thread of 20,000 records is given the latest events that fit, and no more than a few pages are read", async () => {
    const client = host.client(host.addAgent());
    await fill(client, "link:long", 0, 20_000, "claude-code");
    const { client: counted, read } = counting(client);
    const state = AdapterStateFile.open(scratch(), "claude-code");
    try {
      const prepared = await prepareSession(counted, state, { thread: "link:long", nativeSession: "s-1" });
      expect(prepared.kind).toBe("seed");
      expect(prepared.cursor.through_seq).toBe(20_000);
      expect(read()).toBeLessThanOrEqual(64 + 128 + 256 + 512 + 1024);
      const { given, all } = await lines(client, "link:long", prepared.text);
      expectLatest(given, all, CONTEXT_CHARS);
      expect(prepared.text).toContain(`records through 20000 (the latest ${given.length} events)`);
    } finally {
      state.close();
    }
  });

  it("R6: returning after 3,000 records by others, every one of them is an intervening event, and what came before is the latest that fits", async () => {
    const client = host.client(host.addAgent());
    const state = AdapterStateFile.open(scratch(), "claude-code");
    try {
      const last = await fill(client, "link:back", 0, 10_000, "claude-code");
      await prepareSession(client, state, { thread: "link:back", nativeSession: "s-1" });
      await fill(client, "link:back", last, 3_000, "codex");
      const { client: counted, read } = counting(client);
      const prepared = await prepareSession(counted, state, { thread: "link:back", nativeSession: "s-1", budget: 4000 });
      expect(prepared.kind).toBe("return");
      const since = (await readContext(client, { thread: "link:back", from: last + 1 })).events();
      expect(prepared.intervening).toEqual(since);
      expect(read()).toBeLessThanOrEqual(3_000 + 64 + 128 + 256);
      expect(prepared.text).toContain(`it ran through record ${last}; it now runs through ${last + 3_000}.`);
      expect(prepared.text).toContain(`Since then, ${since.length} record(s) were added (${since.length} by other harnesses):`);
      const before = prepared.text.slice(prepared.text.indexOf("Before that"));
      const { given, all } = await lines(client, "link:back", before);
      expectLatest(
        given,
        all.filter((l) => Number(/^\[(\d+)\]/.exec(l)?.[1]) <= last),
        4000 - prepared.text.slice(0, prepared.text.indexOf("\nBefore that")).length,
      );
    } finally {
      state.close();
    }
  });

  it("R7: with a budget the whole thread fits in, every event is given; with one that the last event alone passes, it alone, cut short", async () => {
    const client = host.client(host.addAgent());
    await fill(client, "link:short", 0, 300, "gemini-cli");
    const state = AdapterStateFile.open(scratch(), "gemini-cli");
    try {
      const whole = await prepareSession(client, state, { thread: "link:short", budget: 1_000_000 });
      const { given, all } = await lines(client, "link:short", whole.text);
      expect(given).toEqual(all);
      const tiny = await prepareSession(client, state, { thread: "link:short", budget: 10 });
      expect(tiny.text.split("\n").filter((l) => /^\[\d+\] /.test(l))).toEqual([`${(all.at(-1) as string).slice(0, 10)}...`]);
    } finally {
      state.close();
    }
  });
});
