// CAS and sequences (B10, B11) against in-memory models with fast-check, and N processes racing
// one expected version through the bridge: exactly one wins.

import { spawn } from "node:child_process";
import { appendFileSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

import fc from "fast-check";
import { describe, expect, it } from "vitest";

import type { U64 } from "../../generated/index.js";
import { Dir } from "../../src/durable/dir.js";
import { FileStore } from "../../src/host/file-store.js";
import { Thread } from "../../src/host/thread.js";
import { StoreRefusal } from "../../src/bridge/errors.js";
import { TestHost } from "../helpers/host.js";
import { scratchDirs } from "../helpers/scratch.js";
import { servedRecords } from "../helpers/records.js";

const ROOT = resolve(import.meta.dirname, "..", "..");
const scratch = scratchDirs("lk-cas-");

function refusal(run: () => unknown): StoreRefusal | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof StoreRefusal) return error;
    throw error;
  }
}

const key = (v: U64) => String(v);

type FileOp =
  | { op: "write"; path: number; content: string; expect: "current" | "zero" | "stale" }
  | { op: "delete"; path: number; expect: "current" | "stale" }
  | { op: "read"; path: number }
  | { op: "edit"; path: number; content: string }
  | { op: "reopen"; torn: boolean };

const fileOp: fc.Arbitrary<FileOp> = fc.oneof(
  fc.record({
    op: fc.constant("write" as const),
    path: fc.nat(2),
    content: fc.string({ maxLength: 8 }),
    expect: fc.constantFrom("current" as const, "zero" as const, "stale" as const),
  }),
  fc.record({ op: fc.constant("delete" as const), path: fc.nat(2), expect: fc.constantFrom("current" as const, "stale" as const) }),
  fc.record({ op: fc.constant("read" as const), path: fc.nat(2) }),
  fc.record({ op: fc.constant("edit" as const), path: fc.nat(2), content: fc.string({ minLength: 1, maxLength: 8 }) }),
  fc.record({ op: fc.constant("reopen" as const), torn: fc.boolean() }),
);

/** The version journals in a file store's state directory (one, but for a compaction cut short). */
const journals = (state: string) => readdirSync(state).filter((n) => /^versions\.\d+\.log$/.test(n));

describe("file CAS against a model (B10)", () => {
  it("B10: any sequence of writes, deletes, reads, outside edits and reopenings (some after a cut journal line) keeps CAS exact, versions never 0 for a file and never repeated for a path", () => {
    fc.assert(
      fc.property(fc.array(fileOp, { minLength: 10, maxLength: 60 }), fc.constantFrom(1, 1000), (ops, compactAt) => {
        const dir = scratch();
        mkdirSync(join(dir, "Agent", "home"), { recursive: true });
        const root = Dir.open(join(dir, "Agent"));
        const state = Dir.open(join(dir, "state"), { create: true });
        // A new snapshot after every other change, or none: reopening meets fresh snapshots and
        // long journals alike.
        let store = new FileStore(root, state, { compactAt });
        const model = new Map<string, { content: string; version: U64 }>();
        const seen = new Map<string, Set<string>>();
        const issue = (path: string, version: U64) => {
          expect(key(version)).not.toBe("0");
          const set = seen.get(path) ?? new Set<string>();
          expect(set.has(key(version)), `version ${version} of ${path} repeated`).toBe(false);
          set.add(key(version));
          seen.set(path, set);
        };
        try {
          for (const op of ops) {
            const path = `home/f${"path" in op ? op.path : 0}`;
            const current = model.get(path);
            switch (op.op) {
              case "write": {
                const expected: U64 = op.expect === "current" ? (current?.version ?? 0) : op.expect === "zero" ? 0 : 424242;
                const ok = op.expect === "current" || (op.expect === "zero" && current === undefined);
                let version: U64 | undefined;
                const r = refusal(() => (version = store.write(path, op.content, expected)));
                if (ok) {
                  expect(r).toBeUndefined();
                  issue(path, version as U64);
                  model.set(path, { content: op.content, version: version as U64 });
                } else {
                  expect(r?.kind).toBe("conflict");
                  expect(key(r?.current ?? -1)).toBe(key(current?.version ?? 0));
                }
                break;
              }
              case "delete": {
                const expected: U64 = op.expect === "current" ? (current?.version ?? 0) : 424242;
                const r = refusal(() => store.delete(path, expected));
                if (current === undefined) expect(r?.kind).toBe("not_found");
                else if (op.expect === "current") {
                  expect(r).toBeUndefined();
                  model.delete(path);
                } else expect(r?.kind).toBe("conflict");
                break;
              }
              case "read": {
                let got: { content: string; version: U64 } | undefined;
                const r = refusal(() => (got = store.read(path)));
                if (current === undefined) expect(r?.kind).toBe("not_found");
                else
                  expect({ content: got?.content, version: key(got?.version ?? -1) }).toEqual({
                    content: current.content,
                    version: key(current.version),
                  });
                break;
              }
              case "edit": {
                // Another process edits the file in place: the store must see a new version.
                if (current === undefined) break;
                writeFileSync(join(dir, "Agent", path), current.content + op.content);
                const got = store.read(path);
                issue(path, got.version);
                expect(store.read(path).version).toEqual(got.version); // stable until the next change
                model.set(path, { content: got.content, version: got.version });
                break;
              }
              case "reopen": {
                // The store stops (killed, in the torn case, while writing a journal line nobody
                // was answered for) and a new one loads what is on disk.
                store.close();
                const [journal] = journals(join(dir, "state"));
                if (op.torn) appendFileSync(join(dir, "state", journal as string), '0123456789abcdef {"path":"home/f0","next":"9');
                store = new FileStore(root, state, { compactAt });
                expect(journals(join(dir, "state"))).toHaveLength(1);
                for (const [p, m] of model) expect(key(store.read(p).version), `${p} after reopening`).toBe(key(m.version));
                break;
              }
            }
          }
        } finally {
          store.close();
          root.close();
          state.close();
        }
      }),
      { numRuns: 100 },
    );
  }, 120_000);
});

type ThreadOp =
  | { op: "append"; n: number; stale: boolean }
  | { op: "capture"; source: number; variant: number }
  | { op: "read"; from: number; through: number }
  | { op: "reopen" };

describe("conversation sequences against a model (B11, C9)", () => {
  it("B11 C9: appends with expected-last CAS, repeated sources and reopening keep sequences contiguous and each source at one sequence", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.record({ op: fc.constant("append" as const), n: fc.integer({ min: 1, max: 3 }), stale: fc.boolean() }),
            fc.record({ op: fc.constant("capture" as const), source: fc.nat(4), variant: fc.nat(1) }),
            fc.record({ op: fc.constant("read" as const), from: fc.nat(12), through: fc.nat(12) }),
            fc.record({ op: fc.constant("reopen" as const) }),
          ),
          { maxLength: 40 },
        ),
        (ops: ThreadOp[]) => {
          const dir = Dir.open(scratch());
          let thread = Thread.open(dir, "link:main");
          const model: string[] = [];
          const sources = new Map<number, { seq: number; text: string }>();
          try {
            for (const op of ops) {
              if (op.op === "append") {
                const records = Array.from({ length: op.n }, (_, i) => ({ role: "user", text: `m${model.length + i}` }));
                const r = refusal(() => thread.append(records, op.stale ? model.length + 1 : model.length, undefined));
                if (op.stale) expect(r?.kind).toBe("conflict");
                else {
                  expect(r).toBeUndefined();
                  model.push(...records.map((x) => JSON.stringify(x)));
                }
              } else if (op.op === "capture") {
                const record = { role: "assistant", text: `s${op.source}v${op.variant}` };
                const source = { adapter: "codex", native_session: "s", native_record: `r${op.source}` };
                const before = sources.get(op.source);
                let result: { seq: number; repeated: boolean } | undefined;
                const r = refusal(() => (result = thread.contextAppend(record, source)));
                if (before === undefined) {
                  expect(result).toEqual({ seq: model.length + 1, repeated: false });
                  model.push(JSON.stringify(record));
                  sources.set(op.source, { seq: model.length, text: JSON.stringify(record) });
                } else if (before.text === JSON.stringify(record)) {
                  expect(result).toEqual({ seq: before.seq, repeated: true });
                } else {
                  expect(r?.kind).toBe("source_conflict");
                }
              } else if (op.op === "read") {
                const got = servedRecords(thread, op.from, op.through).map((r) => ({
                  seq: r.seq,
                  record: (JSON.parse(r.text) as { text: string }).text,
                }));
                const want = model
                  .map((text, i) => ({ seq: i + 1, record: (JSON.parse(text) as { text: string }).text }))
                  .filter((r) => r.seq >= op.from && r.seq <= op.through);
                expect(got).toEqual(want);
              } else {
                thread.close();
                thread = Thread.open(dir, "link:main");
              }
              expect(thread.last).toBe(model.length);
            }
          } finally {
            thread.close();
            dir.close();
          }
        },
      ),
      { numRuns: 80 },
    );
  }, 120_000);

  it("B11 R1: a records reply is the asked range, or a prefix of it that fits the byte cap, and never empty when a record is there", () => {
    const dir = Dir.open(scratch());
    const thread = Thread.open(dir, "link:cap");
    try {
      // Records of 1 to 300 characters, some of them 2- and 3-byte UTF-8.
      const records = fc.sample(
        fc.record({ role: fc.constant("user"), text: fc.string({ maxLength: 300, unit: fc.constantFrom("a", "é", "☕", '"', "\n") }) }),
        { numRuns: 200, seed: 7 },
      );
      thread.append(records, 0, undefined);
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 200 }),
          fc.integer({ min: 1, max: 220 }),
          fc.integer({ min: 1, max: 20_000 }),
          (from, through, cap) => {
            const text = thread.readReply(from, through, cap).toString();
            const reply = JSON.parse(text) as { records: Array<{ seq: number; record: { text: string } }> };
            const want = Math.max(0, Math.min(through, 200) - from + 1);
            const got = reply.records;
            expect(got.map((r) => r.seq)).toEqual(Array.from({ length: got.length }, (_, i) => from + i));
            expect(got.map((r) => r.record)).toEqual(records.slice(from - 1, from - 1 + got.length));
            if (want > 0) expect(got.length).toBeGreaterThan(0);
            // Over the cap only with its one first record; cut short only where the next would not fit.
            if (got.length > 1) expect(Buffer.byteLength(text)).toBeLessThanOrEqual(cap);
            if (got.length < want)
              expect(Buffer.byteLength(thread.readReply(from, from + got.length, Number.MAX_SAFE_INTEGER))).toBeGreaterThan(cap);
          },
        ),
        { numRuns: 1000 },
      );
    } finally {
      thread.close();
      dir.close();
    }
  });
});

const WRITERS = Number(process.env.LINK_KIT_CAS_WRITERS ?? 6);
const INCREMENTS = Number(process.env.LINK_KIT_CAS_INCREMENTS ?? 10);

describe("writers racing read-then-CAS on one document (B10, M3; issue 30)", () => {
  it(`B10 M3: ${WRITERS} writers, each on its own connection, count to ${INCREMENTS} by read-then-CAS on one document: every acknowledged write counted, none lost, no version handed out twice`, async () => {
    const host = await TestHost.start();
    try {
      const agent = host.addAgent({ home: true });
      const path = "home/counter.json";
      await host.client(agent).call({ kind: "file_write", path, content: JSON.stringify({ n: 0, by: [] }), expected: 0 });
      const versions: U64[] = [];
      let conflicts = 0;
      await Promise.all(
        Array.from({ length: WRITERS }, async (_, w) => {
          const client = host.client(agent);
          for (let done = 0; done < INCREMENTS;) {
            const read = await client.call({ kind: "file_read", path });
            if (read.kind !== "file") throw new Error(JSON.stringify(read));
            const doc = JSON.parse(read.content) as { n: number; by: string[] };
            const next = JSON.stringify({ n: doc.n + 1, by: [...doc.by, `${w}.${done}`] });
            const reply = await client.request({ kind: "file_write", path, content: next, expected: read.version });
            if (reply.kind === "written") {
              versions.push(reply.version);
              done++;
            } else if (reply.kind === "error" && reply.error === "conflict") conflicts++;
            else throw new Error(JSON.stringify(reply));
          }
        }),
      );
      const final = await host.client(agent).call({ kind: "file_read", path });
      if (final.kind !== "file") throw new Error("unreadable");
      const doc = JSON.parse(final.content) as { n: number; by: string[] };
      expect(doc.n).toBe(WRITERS * INCREMENTS);
      expect(new Set(doc.by).size).toBe(WRITERS * INCREMENTS);
      expect(new Set(versions.map(String)).size).toBe(versions.length);
      console.log(`cas: ${WRITERS} writers, ${versions.length} acknowledged writes, ${conflicts} conflicts, 0 lost updates`);
    } finally {
      await host.stop();
    }
  }, 300_000);
});

describe("N processes racing one expected version (B10, B11)", () => {
  it("B10 B11: eight processes write with the same expected version at once: exactly one wins", async () => {
    const host = await TestHost.start();
    try {
      const agent = host.addAgent({ home: true });
      const first = await host.client(agent).call({ kind: "file_write", path: "home/race.txt", content: "v0", expected: 0 });
      if (first.kind !== "written") throw new Error("setup failed");
      const racers = Array.from({ length: 8 }, (_, i) =>
        spawn(
          process.execPath,
          [
            "--import",
            "tsx",
            join(ROOT, "test", "helpers", "racer.ts"),
            host.state.bridgeSocket,
            agent.id,
            agent.agent.owner,
            agent.secret,
            String(first.version),
            `racer ${i}`,
          ],
          {
            cwd: ROOT,
            stdio: ["pipe", "pipe", "inherit"],
          },
        ),
      );
      const outputs = racers.map(
        (p) =>
          new Promise<string>((done) => {
            let out = "";
            p.stdout.on("data", (d: Buffer) => {
              out += d.toString();
            });
            p.on("exit", () => done(out.trim()));
          }),
      );
      // Wait until every racer is connected, then release them together.
      await Promise.all(racers.map((p) => new Promise<void>((ready) => p.stdout.once("data", () => ready()))));
      for (const p of racers) p.stdin.end("go\n");
      const results = (await Promise.all(outputs)).map((o) => o.split("\n").pop());
      expect(results.filter((r) => r === "written").length).toBe(1);
      expect(results.filter((r) => r === "conflict").length).toBe(7);
    } finally {
      await host.stop();
    }
  }, 60_000);
});
