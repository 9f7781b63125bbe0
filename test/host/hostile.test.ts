// Hostile input and faults against the reference host (B5, B7, B8, C9, K6). Each test pins a
// defect found by fuzzing a running host from outside, and fails without its fix: a record
// reported failed but stored, descriptors that never closed, a frame of `[` that took a
// gigabyte, an unhandled EPIPE, ids echoed that name no request, paths that are not Unicode,
// partial frames held forever.

import { closeSync, openSync, readdirSync, readFileSync, writeFileSync, writeSync } from "node:fs";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Reply, Request, Source } from "../../generated/index.js";
import { Bridged } from "../../src/bridge/client.js";
import { bindingFrom, readSettings } from "../../src/bridge/config.js";
import { Dir } from "../../src/durable/dir.js";
import { encodeLine } from "../../src/durable/lines.js";
import { RawJson, stringify, type JsonValue } from "../../src/json/index.js";
import { Thread } from "../../src/host/thread.js";
import { FileStoreProcess } from "../../src/host/file-store-client.js";
import { serveAgent } from "../helpers/cli.js";
import { TestHost, type TestAgent } from "../helpers/host.js";
import { openDescriptors, residentBytes } from "../helpers/proc.js";
import { scratchDirs } from "../helpers/scratch.js";
import { exchange, provenSocket, rawFrame } from "../helpers/wire.js";
import { servedRecords } from "../helpers/records.js";
import { waitFor } from "../helpers/wait.js";

const scratch = scratchDirs("lk-hostile-");

let host: TestHost;
let agent: TestAgent;

beforeAll(async () => {
  host = await TestHost.start({ frameDeadlineMs: 300 });
  agent = host.addAgent({ home: true });
});

afterAll(async () => {
  await host.stop();
});

const who = () => ({ id: agent.id, owner: agent.agent.owner, secret: agent.secret });
const source = (record: string): Source => ({ adapter: "fuzz", native_session: "s", native_record: record });
const asRecord = (text: string) => new RawJson(text) as unknown as Extract<Request["op"], { kind: "context_append" }>["record"];

describe("records holding numbers the wire cannot carry exactly (C9, K6)", () => {
  const inexact = [
    ['{"role":"user","text":"a","n":1e400}', "/record/n"],
    ['{"role":"user","text":"a","n":-1e400}', "/record/n"],
    ['{"role":"user","text":"a","n":18446744073709551616}', "/record/n"],
    ['{"role":"user","text":"a","n":-9223372036854775809}', "/record/n"],
    ['{"role":"user","text":"a","n":18446744073709551615,"deep":[{"m":1e999}]}', "/record/deep/0/m"],
  ] as const;

  it("C9 K6: a context_append of such a record is refused invalid, naming the number; nothing is written, and a retry is refused the same", async () => {
    const client = host.client(agent);
    const thread = "link:inexact";
    for (const [text, pointer] of inexact) {
      for (let attempt = 0; attempt < 2; attempt++) {
        const reply = await client.request({ kind: "context_append", thread, record: asRecord(text), source: source(text) });
        expect(reply).toMatchObject({ kind: "error", error: "invalid" });
        expect((reply as { message: string }).message.startsWith(`${pointer}: `)).toBe(true);
      }
    }
    expect(await client.request({ kind: "conversation_last", thread })).toEqual({ kind: "last", thread, seq: 0 });
    // The source was never taken: a good record under it is appended, once.
    const good = '{"role":"user","text":"a","n":18446744073709551615}';
    const first = inexact[0][0];
    expect(await client.request({ kind: "context_append", thread, record: asRecord(good), source: source(first) })).toEqual({
      kind: "context_appended",
      thread,
      seq: 1,
    });
    expect(await client.request({ kind: "context_append", thread, record: asRecord(good), source: source(first) })).toEqual({
      kind: "context_appended",
      thread,
      seq: 1,
      repeated: true,
    });
  });

  it("C9 K6: a conversation_append holding such a record is refused whole, naming the record; nothing is written", async () => {
    const client = host.client(agent);
    const thread = "link:inexact-batch";
    const reply = await client.request({
      kind: "conversation_append",
      thread,
      records: [asRecord('{"ok":1}'), asRecord('{"n":[1e400]}')],
      expected_last: 0,
    });
    expect(reply).toMatchObject({ kind: "error", error: "invalid", message: expect.stringMatching(/^\/records\/1\/n\/0: /) });
    expect(await client.request({ kind: "conversation_last", thread })).toEqual({ kind: "last", thread, seq: 0 });
  });

  it("C9: `null` and `1e400` under one source never compare equal: the second is refused, not answered repeated", async () => {
    const client = host.client(agent);
    const thread = "link:null-vs-inf";
    const s = source("null-vs-inf");
    expect(await client.request({ kind: "context_append", thread, record: asRecord('{"n":null}'), source: s })).toEqual({
      kind: "context_appended",
      thread,
      seq: 1,
    });
    expect(await client.request({ kind: "context_append", thread, record: asRecord('{"n":1e400}'), source: s })).toMatchObject({
      kind: "error",
      error: "invalid",
    });
    expect(await client.request({ kind: "conversation_last", thread })).toEqual({ kind: "last", thread, seq: 1 });
  });

  it("C9: a log an older host wrote with such a record opens after a restart; the thread is read, appended to, and its source still answers", () => {
    const dir = Dir.open(scratch(), { create: true });
    try {
      const text = '{"role":"user","n":18446744073709551615,"m":1e400}';
      const s = source("old");
      dir.writeAtomic("poisoned.log", encodeLine(`{"seq":1,"end":1,"source":${stringify(s as unknown as JsonValue)},"record":${text}}`));
      const thread = Thread.open(dir, "link:poisoned");
      expect(thread.last).toBe(1);
      expect(thread.readReply(1, 1).toString()).toBe(
        `{"kind":"records","thread":"link:poisoned","records":[{"seq":1,"record":${text},"source":${JSON.stringify(s)}}]}`,
      );
      expect(thread.contextAppend(text, s)).toEqual({ seq: 1, repeated: true });
      expect(() => thread.contextAppend('{"role":"user","n":null,"m":null}', s)).toThrow(
        expect.objectContaining({ kind: "source_conflict" }),
      );
      expect(thread.append(['{"role":"user","text":"next"}'], 1, undefined)).toEqual({ first: 2, last: 2 });
      thread.close();
      expect(Thread.open(dir, "link:poisoned").last).toBe(2);
    } finally {
      dir.close();
    }
  });
});

/** Runs `test` on a fresh scratch directory, closed after it whatever happens. */
function inScratchDir(test: (dir: Dir) => void): void {
  const dir = Dir.open(scratch(), { create: true });
  try {
    test(dir);
  } finally {
    dir.close();
  }
}

describe("records kept in the log, not in memory (C6, C9)", () => {
  it("C6: a record changed in the log outside the host, its size kept, is refused on read, never served; the log's other records still are", () => {
    inScratchDir((dir) => {
      const thread = Thread.open(dir, "link:edited");
      thread.append(['{"role":"user","text":"first"}', '{"role":"user","text":"second"}'], 0, undefined);
      const path = join(dir.path, "edited.log");
      const log = readFileSync(path);
      const at = log.indexOf("second");
      log.write("SECOND", at, "latin1"); // the same length: only the checksum can tell
      writeFileSync(path, log);
      expect(() => thread.readReply(2, 2)).toThrow(
        expect.objectContaining({ kind: "internal", message: expect.stringContaining("sequence 2") }),
      );
      expect(() => servedRecords(thread, 1, 2)).toThrow(expect.objectContaining({ kind: "internal" }));
      expect(JSON.parse(thread.readReply(1, 1).toString())).toMatchObject({ records: [{ seq: 1, record: { text: "first" } }] });
      thread.close();
    });
  });

  it("C6: the host serves its own appends without checking each line again, but an edit in place after a read, or before its next append, is still refused (the file's change time tells)", () => {
    inScratchDir((dir) => {
      const edit = (name: string, from: string, to: string) => {
        const path = join(dir.path, name);
        const at = readFileSync(path).indexOf(from);
        const fd = openSync(path, "r+");
        writeSync(fd, Buffer.from(to), 0, to.length, at);
        closeSync(fd);
      };
      const thread = Thread.open(dir, "link:trusted");
      thread.append(['{"role":"user","text":"first"}', '{"role":"user","text":"second"}'], 0, undefined);
      expect(JSON.parse(thread.readReply(1, 2).toString()).records).toHaveLength(2);
      edit("trusted.log", "second", "SECOND");
      expect(() => thread.readReply(2, 2)).toThrow(
        expect.objectContaining({ kind: "internal", message: expect.stringContaining("sequence 2") }),
      );
      const other = Thread.open(dir, "link:before");
      other.append(['{"role":"user","text":"one"}'], 0, undefined);
      edit("before.log", "one", "ONE");
      other.append(['{"role":"user","text":"two"}'], 1, undefined);
      expect(() => other.readReply(1, 1)).toThrow(
        expect.objectContaining({ kind: "internal", message: expect.stringContaining("sequence 1") }),
      );
      expect(JSON.parse(other.readReply(2, 2).toString())).toMatchObject({ records: [{ seq: 2, record: { text: "two" } }] });
      thread.close();
      other.close();
    });
  });

  it("B10 C6: a record whose text holds newlines (JSON spacing, as Gemini CLI's single-JSON form has) is kept byte for byte, read back, repeated and found again after a restart", () => {
    inScratchDir((dir) => {
      const spaced = '{\n  "role": "user",\n  "text": "a\\nb"\n}';
      const bytes = Buffer.from('{\r\n  "role": "assistant", "text": "é"\r\n}');
      let thread = Thread.open(dir, "link:spaced");
      expect(thread.append([spaced], 0, undefined)).toEqual({ first: 1, last: 1 });
      expect(
        thread.contextAppendBatch([
          { record: bytes, source: source("bytes") },
          { record: '{"plain":1}', source: source("plain") },
        ]),
      ).toEqual([
        { seq: 2, repeated: false },
        { seq: 3, repeated: false },
      ]);
      const texts = () => servedRecords(thread, 1, 3).map((r) => r.text);
      expect(texts()).toEqual([spaced, bytes.toString(), '{"plain":1}']);
      expect(JSON.parse(thread.readReply(1, 3).toString()).records.map((r: { record: unknown }) => r.record)).toEqual([
        JSON.parse(spaced),
        JSON.parse(bytes.toString()),
        { plain: 1 },
      ]);
      // Every line of the log is whole: a restart finds all three, and the source still answers.
      thread.close();
      thread = Thread.open(dir, "link:spaced");
      expect(thread.last).toBe(3);
      expect(texts()).toEqual([spaced, bytes.toString(), '{"plain":1}']);
      expect(thread.contextAppend(bytes, source("bytes"))).toEqual({ seq: 2, repeated: true });
      thread.close();
    });
  });

  it("C6 C9: a source holding a member named `record` (sources take any member) reads back, repeats and survives a restart with its own record", () => {
    inScratchDir((dir) => {
      const odd = { ...source("odd"), extra: { a: 1, record: { text: "not this" } } } as unknown as Source;
      const record = '{"role":"user","text":"this"}';
      let thread = Thread.open(dir, "link:odd");
      expect(thread.contextAppend(record, odd)).toEqual({ seq: 1, repeated: false });
      thread.close();
      thread = Thread.open(dir, "link:odd");
      expect(thread.last).toBe(1);
      expect(servedRecords(thread, 1, 1).map((r) => r.text)).toEqual([record]);
      expect(servedRecords(thread, 1, 1)[0]?.source).toEqual(odd);
      expect(thread.contextAppend(record, odd)).toEqual({ seq: 1, repeated: true });
      thread.close();
    });
  });
});

describe("frames that name no request, or never end (B5)", () => {
  const request = (id: string, op = '{"kind":"conversation_last","thread":"link:main"}') =>
    rawFrame(`{"type":"request","id":${id},"request":{"agent":"${agent.id}","owner":"${agent.agent.owner}","op":${op}}}`);

  it("B5: a request id of 1e400, 1.5, -1 or 2^64 is refused: the connection is dropped and nothing is echoed", async () => {
    for (const id of ["1e400", "1.5", "-1", "18446744073709551616"]) {
      const conn = await provenSocket(host.state.bridgeSocket, who());
      const result = await exchange(conn, request(id));
      expect({ id, ...result }).toEqual({ id, frames: [], closed: true });
    }
  });

  it("B5: a well-framed request with an exact id and a bad body is answered invalid under that id, and the connection stays", async () => {
    const conn = await provenSocket(host.state.bridgeSocket, who());
    const bad = await exchange(conn, request("18446744073709551615", '{"kind":"conversation_last","thread":"main"}'), 10_000, 1);
    expect(bad.closed).toBe(false);
    expect(bad.frames).toEqual([
      { type: "reply", id: 18446744073709551615n, reply: expect.objectContaining({ kind: "error", error: "invalid" }) },
    ]);
    const good = await exchange(conn, request("2"), 10_000, 1);
    expect(good.frames).toEqual([{ type: "reply", id: 2, reply: { kind: "last", thread: "link:main", seq: 0 } }]);
    conn.close();
  });

  it("B5 B6: a file request goes to lnk-file-store as the client wrote it (spaces, escapes, the id past 2^53) and is served as its value means", async () => {
    const conn = await provenSocket(host.state.bridgeSocket, who());
    const write = await exchange(
      conn,
      rawFrame(
        `{ "type" : "request", "id" : 9007199254740993,\n "request" : { "agent" : "${agent.id}", "owner" : "${agent.agent.owner}", ` +
          `"op" : { "kind" : "file_write", "path" : "home/raw-\\u00e9.md", "content" : "caf\\u00e9 \\"quoted\\"", "expected" : 0 } } }`,
      ),
      30_000,
      1,
    );
    expect(write.frames).toEqual([
      { type: "reply", id: 9007199254740993n, reply: expect.objectContaining({ kind: "written", path: "home/raw-é.md" }) },
    ]);
    conn.close();
    expect(await host.client(agent).call({ kind: "file_read", path: "home/raw-é.md" })).toMatchObject({ content: 'café "quoted"' });
  });

  it("B5: a frame begun and never finished is dropped at the frame deadline; whole frames are not", async () => {
    const conn = await provenSocket(host.state.bridgeSocket, who());
    const whole = await exchange(conn, request("1"), 10_000, 1);
    expect(whole).toMatchObject({ closed: false, frames: [{ type: "reply", id: 1 }] });
    const head = Buffer.alloc(4);
    head.writeUInt32BE(1 << 20, 0);
    const partial = await exchange(conn, Buffer.concat([head, Buffer.from('{"type":"request"')]), 3000);
    expect(partial).toEqual({ frames: [], closed: true });
  });

  it("B5: a connection silent past the idle deadline is closed; one that keeps sending is not, and Bridged reconnects on its next request", async () => {
    await TestHost.run(
      async (idle) => {
        const agentOfIdle = idle.addAgent({ home: true });
        const conn = await provenSocket(idle.state.bridgeSocket, {
          id: agentOfIdle.id,
          owner: agentOfIdle.agent.owner,
          secret: agentOfIdle.secret,
        });
        // Busy for two and a half idle periods, a request every 200 ms: still open.
        for (let i = 1; i <= 5; i++) {
          const reply = await exchange(conn, request(String(i)), 200);
          expect(reply).toMatchObject({ closed: false, frames: [{ type: "reply", id: i }] });
        }
        // Then silent: closed within the deadline and a little.
        const silent = await exchange(conn, Buffer.alloc(0), 1500);
        expect(silent.closed).toBe(true);
        const client = idle.client(agentOfIdle);
        await client.call({ kind: "conversation_last", thread: "link:idle" });
        expect([client.connections, client.connected]).toEqual([1, true]);
        // The host closes the client's silent connection too, and the client sees it closed.
        await waitFor(() => !client.connected, { timeoutMs: 5000, message: "the host closing Bridged's idle connection" });
        expect(await client.call({ kind: "conversation_last", thread: "link:idle" })).toMatchObject({ kind: "last" });
        expect([client.connections, client.connected]).toEqual([2, true]); // it reconnected
      },
      { idleMs: 400 },
    );
  });

  it("B5: nesting past 127 levels in 16 MiB frames on eight connections at once drops them without building a tree; the host's memory stays within a few frames each", async () => {
    const served = await serveAgent("home");
    try {
      const binding = bindingFrom(readSettings(served.cfg));
      const pid = served.process.pid as number;
      const conns = await Promise.all(
        Array.from({ length: 8 }, () => provenSocket(binding.endpoint, { id: binding.agent, owner: binding.owner, secret: binding.key })),
      );
      const before = residentBytes(pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), 5);
      const frame = rawFrame("[".repeat(16 * 1024 * 1024));
      const results = await Promise.all(conns.map((conn) => exchange(conn, frame, 10_000)));
      clearInterval(sampler);
      expect(results).toEqual(conns.map(() => ({ frames: [], closed: true })));
      // Before the fix JSON.parse took about 700 MiB for one such frame, and eight reached 2.5 GB;
      // the frames themselves are 128 MiB, held once as bytes and once as text.
      console.log(`nesting: eight 16 MiB frames of '[' grew the host by ${((peak - before) / 2 ** 20).toFixed(0)} MiB at most`);
      expect(peak - before, `the host grew by ${((peak - before) / 2 ** 20).toFixed(0)} MiB`).toBeLessThan(512 * 2 ** 20);
      const client = new Bridged(binding);
      expect(await client.request({ kind: "conversation_last", thread: "link:main" })).toEqual({
        kind: "last",
        thread: "link:main",
        seq: 0,
      });
      client.close();
    } finally {
      await served.stop();
    }
  }, 60_000);
});

describe("B8: paths that are not Unicode text", () => {
  it("B8: a path with a lone surrogate is refused invalid, whichever surrogate; nothing lands on a U+FFFD name", async () => {
    const client = host.client(agent);
    for (const path of ["home/a\ud800", "home/a\udfff", "home/\udc00b/c", "home/\ud83d"]) {
      const reply = await client.request({ kind: "file_write", path, content: "x", expected: 0 });
      expect(reply).toMatchObject({ kind: "error", error: "invalid", message: expect.stringContaining("lone UTF-16 surrogate") });
      expect(await client.request({ kind: "file_read", path })).toMatchObject({ kind: "error", error: "invalid" });
    }
    // A surrogate pair is a character like any other.
    expect(await client.request({ kind: "file_write", path: "home/a\ud83d\ude00", content: "x", expected: 0 })).toMatchObject({
      kind: "written",
    });
    expect(readdirSync(join(agent.folder, "home")).filter((n) => n.includes("\ufffd"))).toEqual([]);
  });
});

describe("B5 B6: a lnk-file-store whose input is gone", () => {
  it("B6: writing to a store that closed its input (EPIPE) answers uncertain (in flight) or unavailable (not sent), and the host process goes on", async () => {
    const dir = scratch();
    const log: string[] = [];
    const store = new FileStoreProcess({
      root: dir,
      agent: "agt-0000000000000001",
      state: dir,
      program: { command: "sh", args: ["-c", "exec 0<&-; sleep 0.3"] },
      log: (l) => log.push(l),
    });
    await new Promise((r) => setTimeout(r, 50));
    const replies: Array<Reply | unknown> = [];
    for (let i = 0; i < 4; i++) {
      const reply = await store.call({
        agent: "agt-0000000000000001",
        owner: "alice",
        op: { kind: "file_write", path: "home/x", content: "p".repeat(1 << 20), expected: 0 },
      });
      replies.push(reply);
    }
    expect(replies).toEqual(
      Array.from({ length: 4 }, () =>
        expect.objectContaining({ kind: "error", error: expect.stringMatching(/^(uncertain|unavailable)$/) }),
      ),
    );
    expect(store.alive).toBe(false);
    expect(log.join("\n")).toMatch(/EPIPE/);
  });
});

describe("B5: descriptors", () => {
  it("B5: under ulimit -n 256, appends to 400 new threads all succeed, the host holds a bounded number of descriptors, and new clients still connect", async () => {
    const served = await serveAgent("home", 65536, { maxFiles: 256 });
    try {
      const pid = served.process.pid as number;
      const binding = bindingFrom(readSettings(served.cfg));
      const client = new Bridged(binding);
      let peak = 0;
      for (let i = 0; i < 400; i++) {
        const thread = `link:t${i}`;
        const reply = await client.request({ kind: "conversation_append", thread, records: [{ i }], expected_last: 0 });
        expect(reply).toEqual({ kind: "appended", thread, first: 1, last: 1 });
        if (i % 50 === 0) peak = Math.max(peak, openDescriptors(pid));
      }
      peak = Math.max(peak, openDescriptors(pid));
      expect(peak).toBeLessThan(160);
      // Every thread still appends after its log was closed for others.
      for (const i of [0, 199, 399]) {
        expect(
          await client.request({ kind: "conversation_append", thread: `link:t${i}`, records: [{ again: i }], expected_last: 1 }),
        ).toMatchObject({ kind: "appended", first: 2 });
      }
      const fresh = new Bridged(binding);
      expect(await fresh.request({ kind: "conversation_last", thread: "link:t7" })).toEqual({ kind: "last", thread: "link:t7", seq: 1 });
      fresh.close();
      client.close();
    } finally {
      await served.stop();
    }
  }, 60_000);

  it("B5 issue 39.3: out of descriptors (ulimit -n 40, 60 clients at once, each reading a file so the file store starts under pressure): no client is told unauthenticated, each is answered or told to try again, and the host keeps serving", async () => {
    const clients = Number(process.env.LINK_KIT_EMFILE_CLIENTS ?? 60);
    const served = await serveAgent("home", 65536, { maxFiles: 40 });
    try {
      const binding = bindingFrom(readSettings(served.cfg));
      const outcomes = await Promise.all(
        Array.from({ length: clients }, async () => {
          const client = new Bridged(binding, { timeoutMs: 5000 });
          try {
            const reply = await client.request({ kind: "file_read", path: "home/missing.md" });
            return reply.kind === "error" ? reply.error : "answered";
          } catch (error) {
            return (error as { kind?: string }).kind ?? String(error);
          } finally {
            client.close();
          }
        }),
      );
      expect(
        outcomes.filter((o) => o === "unauthenticated"),
        outcomes.join(" "),
      ).toEqual([]);
      for (const o of outcomes) expect(["answered", "not_found", "unavailable", "uncertain", "transport"]).toContain(o);
      expect(served.process.exitCode, served.stderr.join("")).toBeNull();
      const told = (o: string) => outcomes.filter((x) => x === o).length;
      const hostPeak = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${served.process.pid}/status`, "utf8"))?.[1];
      console.log(
        `out of descriptors: ${clients} clients under ulimit -n 40: ${told("answered") + told("not_found")} answered, ${told("unavailable")} unavailable, ${told("uncertain") + told("transport")} cut off; the host's peak resident set ${hostPeak === undefined ? "unknown" : `${(Number(hostPeak) / 1024).toFixed(1)} MiB`}`,
      );
      // Once the pressure is gone, a client is served.
      const fresh = new Bridged(binding);
      expect(await fresh.request({ kind: "conversation_last", thread: "link:main" })).toEqual({
        kind: "last",
        thread: "link:main",
        seq: 0,
      });
      fresh.close();
    } finally {
      await served.stop();
    }
  }, 60_000);

  it("B5 issue 39.12: many clients each stalling a large frame hold no more than the host's total cap of partial frames; small requests go on meanwhile; the stalled frames are dropped at their deadline and the total goes back to 0", async () => {
    const cap = 4 * 1024 * 1024;
    await TestHost.run(
      async (h) => {
        const a = h.addAgent({ home: true });
        const id = { id: a.id, owner: a.agent.owner, secret: a.secret };
        const stallers = await Promise.all(Array.from({ length: 6 }, () => provenSocket(h.state.bridgeSocket, id)));
        const head = Buffer.alloc(4);
        head.writeUInt32BE(2 * 1024 * 1024, 0);
        for (const conn of stallers) {
          conn.resume();
          (conn as unknown as { stream: { write(b: Buffer): void } }).stream.write(Buffer.concat([head, Buffer.alloc(1536 * 1024, 0x20)]));
        }
        await new Promise((r) => setTimeout(r, 500));
        // Without a total cap the host would hold 6 x 1.5 MiB here.
        expect(h.host.budget.total).toBeGreaterThan(0);
        expect(h.host.budget.total).toBeLessThanOrEqual(cap + 6 * 256 * 1024);
        const client = h.client(a);
        expect(await client.request({ kind: "conversation_last", thread: "link:main" })).toEqual({
          kind: "last",
          thread: "link:main",
          seq: 0,
        });
        const end = Date.now() + 10_000;
        while (h.host.budget.total > 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
        expect(h.host.budget.total).toBe(0);
        for (const conn of stallers) conn.close();
      },
      { frameBudget: cap, frameDeadlineMs: 1000 },
    );
  }, 30_000);
});
