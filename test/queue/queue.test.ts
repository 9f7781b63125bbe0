// The capture queue (Q1-Q6) on real files and a real host: admission is durable before storage
// is contacted, replay finds original sequences after a lost acknowledgement, the limits hold at
// their exact edges, and an entry that cannot be used stops replay, stays byte for byte, and names
// its file.

import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { appender, appendRecord } from "../../src/context/append.js";
import { CaptureQueue, drain, QUEUE_DIR, QUEUE_LIMITS, QueueError, type QueuedRecord } from "../../src/queue/index.js";
import { suiteHost } from "../helpers/host.js";
import { scratchDirs } from "../helpers/scratch.js";
import { waitFor } from "../helpers/wait.js";
import { rehead } from "../helpers/batch.js";

const scratch = scratchDirs("lk-queue-");
const suite = suiteHost();
const AT = "2026-12-03T00:00:00Z";

const records = (n: number, tag = "r"): QueuedRecord[] =>
  Array.from({ length: n }, (_, i) => ({
    record: `{ "role" : "user", "text" : "${tag} ${i}", "n": 18446744073709551615 }`,
    source: { adapter: "claude-code", native_session: "s-1", native_record: `${tag}-${i}` },
  }));

/** A queue under a fresh home, for the suite's agent. */
const queueFor = (agent = suite.agent.id) => {
  const home = scratch();
  return { home, queue: CaptureQueue.open(home, agent) };
};

describe("admission (Q1, Q5)", () => {
  it("Q1 C6: a batch is on disk, private and whole, with each record's bytes as given, before storage is contacted", async () => {
    const { home, queue } = queueFor();
    const entry = await queue.locked(async () => queue.admit("link:main", records(3), AT));
    expect(entry.file).toBe(join(home, QUEUE_DIR, "0000000000000001.json"));
    expect(statSync(join(home, QUEUE_DIR)).mode & 0o777).toBe(0o700);
    expect(statSync(entry.file).mode & 0o777).toBe(0o600);
    const [read] = queue.entries();
    expect(read?.problem).toBeUndefined();
    expect(read?.batch?.recordTexts).toEqual(records(3).map((r) => r.record));
    expect(read?.batch).toMatchObject({
      format: "link.capture-batch",
      version: 2,
      seq: 1n,
      agent: suite.agent.id,
      thread: "link:main",
      admitted_at: AT,
    });
    expect(readdirSync(join(home, QUEUE_DIR))).toEqual(["0000000000000001.json"]); // no temp file left
  });

  it("Q5: 1,024 batches are admitted and the 1,025th is refused `full`, writing nothing", async () => {
    const { home, queue } = queueFor();
    const first = queue.admit("link:main", records(1), AT);
    const text = readFileSync(first.file);
    // 1,022 more, copied as files (their content is not read when counting), then the 1,024th admitted.
    for (let seq = 2; seq <= 1023; seq++) writeFileSync(join(home, QUEUE_DIR, `${String(seq).padStart(16, "0")}.json`), text);
    expect(queue.admit("link:main", records(1), AT).seq).toBe(1024n);
    const refused = (() => {
      try {
        queue.admit("link:main", records(1), AT);
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(QueueError);
    expect(refused).toMatchObject({ kind: "full", message: expect.stringContaining("1024 of 1024 batches") });
    expect(readdirSync(join(home, QUEUE_DIR)).length).toBe(QUEUE_LIMITS.batches);
  });

  it("Q5: 64 MiB in all: a batch that reaches the limit exactly is admitted; one byte more is refused", () => {
    const probe = queueFor().queue.admit("link:main", records(2), AT);
    const size = probe.bytes;
    for (const [extra, admitted] of [
      [0, true],
      [1, false],
    ] as const) {
      const { home, queue } = queueFor();
      writeFileSync(join(home, QUEUE_DIR, "0000000000000001.json"), Buffer.alloc(QUEUE_LIMITS.bytes - size + extra, 0x20));
      const outcome = (() => {
        try {
          return queue.admit("link:main", records(2), AT).bytes;
        } catch (error) {
          return (error as QueueError).kind;
        }
      })();
      expect(outcome).toBe(admitted ? size : "full");
    }
  });

  it("Q5: a batch of exactly 16 MiB is admitted; one byte more is refused `too_large`", () => {
    const one = (pad: number): QueuedRecord[] => [
      { record: `{"p":"${"x".repeat(pad)}"}`, source: { adapter: "a", native_session: "s", native_record: "r" } },
    ];
    const overhead = queueFor().queue.admit("link:main", one(0), AT).bytes;
    const exact = queueFor().queue.admit("link:main", one(QUEUE_LIMITS.batchBytes - overhead), AT);
    expect(exact.bytes).toBe(QUEUE_LIMITS.batchBytes);
    expect(() => queueFor().queue.admit("link:main", one(QUEUE_LIMITS.batchBytes - overhead + 1), AT)).toThrow(
      expect.objectContaining({ kind: "too_large" }),
    );
  });

  it("Q5: admitAll splits records that pass 16 MiB together into batches under it, in order, each record's bytes as given", () => {
    const { queue } = queueFor();
    const big = (i: number): QueuedRecord => ({
      record: `{"role":"tool","text":"${String(i).repeat(6 * 1024 * 1024)}"}`,
      source: { adapter: "claude-code", native_session: "s", native_record: `big-${i}` },
    });
    const given = [big(1), ...records(2, "a"), big(2), big(3), ...records(1, "b")];
    const admitted = queue.admitAll("link:main", given, AT);
    expect(admitted.map((e) => e.seq)).toEqual([1n, 2n]);
    for (const e of admitted) expect(e.bytes).toBeLessThanOrEqual(QUEUE_LIMITS.batchBytes);
    const read = queue.entries();
    expect(read.flatMap((e) => e.batch?.recordTexts ?? [])).toEqual(given.map((r) => r.record));
    expect(read.flatMap((e) => e.batch?.sources.map((source) => source.native_record) ?? [])).toEqual(
      given.map((r) => r.source.native_record),
    );
  });

  it("Q5: admitAll writes nothing when its batches do not all fit, and refuses a record too large for a batch of its own, naming it", () => {
    const { home, queue } = queueFor();
    const pad = (i: number): QueuedRecord => ({
      record: `{"p":"${"x".repeat(10 * 1024 * 1024)}"}`,
      source: { adapter: "a", native_session: "s", native_record: `pad-${i}` },
    });
    // 50 MiB already queued: two more 10 MiB batches do not fit in 64 MiB, so neither is written.
    writeFileSync(join(home, QUEUE_DIR, "0000000000000001.json"), Buffer.alloc(50 * 1024 * 1024, 0x20));
    expect(() => queue.admitAll("link:main", [pad(1), pad(2)], AT)).toThrow(expect.objectContaining({ kind: "full" }));
    expect(readdirSync(join(home, QUEUE_DIR))).toEqual(["0000000000000001.json"]);
    const huge: QueuedRecord = {
      record: `{"p":"${"x".repeat(QUEUE_LIMITS.batchBytes)}"}`,
      source: { adapter: "a", native_session: "s", native_record: "huge" },
    };
    expect(() => queueFor().queue.admitAll("link:main", [...records(1), huge], AT)).toThrow(
      expect.objectContaining({ kind: "too_large", message: expect.stringContaining("a/s/huge") }),
    );
  });
});

describe("replay (Q2, Q3, C9)", () => {
  it("Q2 Q3: drain appends every batch in admission order with its sources, and removes each batch once all of it is confirmed", async () => {
    const { queue } = queueFor();
    queue.admit("link:q-order", records(2, "a"), AT);
    queue.admit("link:q-order", records(3, "b"), AT);
    const client = suite.host.client(suite.agent);
    const report = await queue.locked(() => drain(queue, appender(client)));
    expect(report).toEqual({ batches: 2, records: 5, repeated: 0, left: 0, setAside: [] });
    expect(queue.entries()).toEqual([]);
    const read = await client.call({ kind: "conversation_read", thread: "link:q-order", from: 1, through: 5 });
    expect(read.kind === "records" && read.records.map((r) => (r.source as { native_record: string }).native_record)).toEqual([
      "a-0",
      "a-1",
      "b-0",
      "b-1",
      "b-2",
    ]);
  });

  it("Q2 C6 (issue 42.2): a batch queued by an earlier kit (version 1, one JSON document) still replays, and a record whose text holds a newline comes back byte for byte", async () => {
    const { home, queue } = queueFor();
    const old = records(2, "old");
    const recordsText = `[${old.map((r) => `{"source":${JSON.stringify(r.source)},"record":${r.record}}`).join(",")}]`;
    const head = { format: "link.capture-batch", version: 1, seq: 1, agent: suite.agent.id, thread: "link:q-v1", admitted_at: AT };
    const checksum = `sha256:${createHash("sha256").update(recordsText).digest("hex")}`;
    writeFileSync(
      join(home, QUEUE_DIR, "0000000000000001.json"),
      `${JSON.stringify(head).slice(0, -1)},"records":${recordsText},"checksum":"${checksum}"}\n`,
    );
    const spaced: QueuedRecord = {
      record: '{\n  "role": "user",\n  "text": "spaced"\n}',
      source: { adapter: "gemini-cli", native_session: "s", native_record: "spaced" },
    };
    queue.admit("link:q-v1", [spaced], AT);
    expect(queue.entries().map((e) => [e.batch?.version, e.batch?.recordTexts.length])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    const client = suite.host.client(suite.agent);
    expect(await drain(queue, appender(client))).toEqual({ batches: 2, records: 3, repeated: 0, left: 0, setAside: [] });
    const read = await client.requestWithText({ kind: "conversation_read", thread: "link:q-v1", from: 1, through: 3 });
    expect(read.recordTexts).toEqual([...old.map((r) => r.record), spaced.record]);
  });

  it("Q2 C9: after a lost acknowledgement (the host committed part of a batch, the client never heard), replay finds the original sequences and appends only the rest", async () => {
    const { queue } = queueFor();
    const batch = records(4, "lost");
    queue.admit("link:q-lost", batch, AT);
    const client = suite.host.client(suite.agent);
    // What a drain killed after the host's commit and before its reply leaves: two records stored.
    const original = [];
    for (const r of batch.slice(0, 2)) original.push((await appendRecord(client, "link:q-lost", r.record, r.source)).seq);
    const report = await drain(queue, appender(client));
    expect(report).toEqual({ batches: 1, records: 4, repeated: 2, left: 0, setAside: [] });
    expect(original).toEqual([1, 2]);
    expect(await client.call({ kind: "conversation_last", thread: "link:q-lost" })).toMatchObject({ seq: 4 });
  });

  it("Q3: when storage is down, drain fails and every batch stays queued, byte for byte", async () => {
    const { queue } = queueFor();
    const entry = queue.admit("link:q-down", records(2), AT);
    const before = readFileSync(entry.file);
    const down = suite.host.client(suite.agent, { agent: suite.agent.id, key: suite.agent.secret });
    down.close(); // a closed client: every request fails as a transport error
    await expect(drain(queue, appender(down))).rejects.toMatchObject({ kind: "transport" });
    expect(readFileSync(entry.file).equals(before)).toBe(true);
    expect(queue.entries().length).toBe(1);
  });
});

describe("entries that cannot be used (Q6)", () => {
  const damage: Array<[string, QueueError["kind"], (text: string) => string]> = [
    ["corrupt (a record edited after admission)", "corrupt", (t) => t.replace('"text" : "r 1"', '"text" : "r 9"')],
    ["truncated (a cut write)", "corrupt", (t) => t.slice(0, Math.floor(t.length / 2))],
    ["another agent's", "foreign", (t) => rehead(t, (head) => ({ ...head, agent: "agt-ffffffffffffffff" }))],
    ["of a future version", "unsupported", (t) => rehead(t, (head) => ({ ...head, version: 3 }))],
    ["with an edited head (its checksum fails)", "corrupt", (t) => t.replace('"version":2', '"version":3')],
    ["holding a record line more than its head counts", "corrupt", (t) => t + t.split("\n").slice(-3).join("\n")],
    ["not a capture batch at all", "foreign", () => '{"format":"someone.else"}\n'],
  ];
  for (const [name, kind, edit] of damage) {
    it(`Q6: an entry ${name} stops replay and context preparation with \`${kind}\`, naming its file, and stays byte for byte; earlier batches still drain`, async () => {
      const { queue } = queueFor();
      queue.admit("link:q-bad", records(1, "ok"), AT);
      const bad = queue.admit("link:q-bad", records(2), AT);
      const after = queue.admit("link:q-bad", records(1, "later"), AT);
      const damaged = Buffer.from(edit(readFileSync(bad.file, "utf8")));
      writeFileSync(bad.file, damaged);
      const client = suite.host.client(suite.agent);
      await expect(drain(queue, appender(client))).rejects.toMatchObject({
        kind,
        file: bad.file,
        message: expect.stringContaining(bad.file),
      });
      expect(() => queue.assertReadable()).toThrow(expect.objectContaining({ kind, file: bad.file }));
      expect(readFileSync(bad.file).equals(damaged)).toBe(true);
      expect(queue.entries().map((e) => e.file)).toEqual([bad.file, after.file]); // the first drained, nothing skipped past
    });
  }
});

describe("a batch the store refuses for a record's content (issue 30.6)", () => {
  it("Q2 Q3 C9: the batch's other records are stored, the batch moves whole to set-aside/ with a note of why, replay goes on with the batches after it, and the next drain names nothing", async () => {
    const { home, queue } = queueFor();
    const client = suite.host.client(suite.agent);
    const thread = "link:q-aside";
    const clash = records(3, "c");
    // The store already holds c-1's source with other content: a capture that changed its mind.
    await appendRecord(client, thread, `{"role":"user","text":"first words","at":""}`, (clash[1] as QueuedRecord).source);
    queue.admit(thread, records(2, "a"), AT);
    const bad = queue.admit(thread, clash, AT);
    queue.admit(thread, records(2, "b"), AT);
    const original = readFileSync(bad.file);
    const report = await drain(queue, appender(client));
    expect(report).toMatchObject({ batches: 3, records: 6, left: 0 });
    expect(report.setAside).toEqual([
      {
        file: expect.stringMatching(new RegExp(`^${join(home, QUEUE_DIR, "set-aside")}/0000000000000002-[0-9a-f]{8}\\.json$`)),
        seq: 2n,
        thread,
        stored: 2,
        refused: [
          { index: 1, source: (clash[1] as QueuedRecord).source, kind: "source_conflict", message: expect.stringContaining("c-1") },
        ],
      },
    ]);
    const aside = report.setAside[0]?.file as string;
    expect(readFileSync(aside).equals(original)).toBe(true);
    expect(readFileSync(aside.replace(/\.json$/, ".why.json"), "utf8")).toContain('"kind":"source_conflict"');
    expect(queue.entries()).toEqual([]);
    expect(queue.setAsideBatches()).toEqual([{ ...report.setAside[0] }]);
    const texts = (await client.call({ kind: "conversation_read", thread, from: 1, through: 100 })) as unknown as {
      records: Array<{ record: { text: string } }>;
    };
    expect(texts.records.map((r) => r.record.text)).toEqual(["first words", "a 0", "a 1", "c 0", "c 2", "b 0", "b 1"]);
    expect((await drain(queue, appender(client))).setAside).toEqual([]);
  });
});

describe("foreign files in the queue (issue 30.7, Q6)", () => {
  it("Q6: a foreign file named as the last batch (9999999999999999.json) refuses admission, writing nothing past it, and stops replay; nothing is overwritten", async () => {
    const { home, queue } = queueFor();
    const foreign = join(home, QUEUE_DIR, "9999999999999999.json");
    writeFileSync(foreign, '{"format":"someone.else"}\n');
    expect(() => queue.admit("link:q-last", records(2), AT)).toThrow(expect.objectContaining({ kind: "foreign", file: foreign }));
    expect(readdirSync(join(home, QUEUE_DIR))).toEqual(["9999999999999999.json"]);
    await expect(drain(queue, appender(suite.host.client(suite.agent)))).rejects.toMatchObject({ kind: "foreign", file: foreign });
    expect(readFileSync(foreign, "utf8")).toBe('{"format":"someone.else"}\n');
  });

  it("Q6: a file of any other name (a 17-digit name, notes.txt, a directory) is foreign: named, kept, and refusing context preparation; replay of the real batches goes on", async () => {
    const { home, queue } = queueFor();
    for (const name of ["10000000000000000.json", "notes.txt"]) writeFileSync(join(home, QUEUE_DIR, name), "kept\n");
    queue.admit("link:q-other", records(1), AT);
    expect(queue.foreign().map((f) => [f.kind, f.file])).toEqual([
      ["foreign", join(home, QUEUE_DIR, "10000000000000000.json")],
      ["foreign", join(home, QUEUE_DIR, "notes.txt")],
    ]);
    expect((await drain(queue, appender(suite.host.client(suite.agent)))).batches).toBe(1);
    expect(() => queue.assertReadable()).toThrow(
      expect.objectContaining({ kind: "foreign", file: join(home, QUEUE_DIR, "10000000000000000.json") }),
    );
    expect(readFileSync(join(home, QUEUE_DIR, "notes.txt"), "utf8")).toBe("kept\n");
  });
});

describe("the lock (Q4)", () => {
  it("Q4: two holders of one queue take turns: the second starts only after the first released", async () => {
    const { home } = queueFor();
    const a = CaptureQueue.open(home, suite.agent.id);
    const b = CaptureQueue.open(home, suite.agent.id);
    const order: string[] = [];
    const first = a.locked(async () => {
      order.push("a in");
      await new Promise((r) => setTimeout(r, 150));
      a.admit("link:q-lock", records(1, "a"), AT);
      order.push("a out");
    });
    await waitFor(() => order.includes("a in"), { message: "the first holder inside the lock" });
    const second = b.locked(async () => {
      order.push("b in");
      b.admit("link:q-lock", records(1, "b"), AT);
    });
    await Promise.all([first, second]);
    expect(order).toEqual(["a in", "a out", "b in"]);
    expect(a.entries().map((e) => e.seq)).toEqual([1n, 2n]);
  });
});
