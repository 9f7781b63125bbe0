// The host on a full disk (B5, C9, M1-M4; issue 30): a real tmpfs filled under a served host.
// write(2) on a full tmpfs writes what fits and reports no error; an append must then be refused
// with nothing stored, reads must go on, writes must go on once space is freed (no restart), and a
// restart must find every acknowledged write once, with no file version handed out twice.

import { spawnSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { BridgeError, Bridged } from "../../src/bridge/client.js";
import { bindingFrom, readSettings } from "../../src/bridge/config.js";
import { StoreRefusal } from "../../src/bridge/errors.js";
import { appendRecord } from "../../src/context/append.js";
import { linkKit, ROOT, serveAgent, type Served } from "../helpers/cli.js";
import { noTmpfs, Tmpfs } from "../helpers/tmpfs.js";

const MiB = 1024 * 1024;
const THREAD = "link:full";

/** What a call came to: its reply, or the kind of its refusal. */
async function outcome<T>(call: Promise<T>): Promise<{ ok: T } | { refused: string; message: string }> {
  try {
    return { ok: await call };
  } catch (error) {
    if (error instanceof StoreRefusal || error instanceof BridgeError) return { refused: error.kind, message: error.message };
    throw error;
  }
}

describe.skipIf(noTmpfs !== undefined)(`the host on a full disk (B5, C9, M1-M4)${noTmpfs ? ` [skipped: ${noTmpfs}]` : ""}`, () => {
  let disk: Tmpfs;
  let served: Served;
  let client: Bridged;
  const connect = () => {
    client?.close();
    client = new Bridged(bindingFrom(readSettings(served.cfg)));
    return client;
  };

  beforeEach(async () => {
    disk = Tmpfs.mount(8 * MiB);
    served = await serveAgent("home,notes", 65536, { base: disk.path });
    connect();
  }, 60_000);

  afterEach(async () => {
    client?.close();
    await served?.stop();
    disk?.unmount();
  });

  const last = async () => {
    const reply = await client.call({ kind: "conversation_last", thread: THREAD });
    return reply.kind === "last" ? Number(reply.seq) : -1;
  };
  const readAll = async () => {
    const reply = await client.call({ kind: "conversation_read", thread: THREAD, from: 1, through: 1_000_000 });
    return reply.kind === "records" ? reply.records.map((r) => (r.record as { text: string }).text) : [];
  };
  const append = (text: string, expected: number) =>
    outcome(
      client.call({ kind: "conversation_append", thread: THREAD, records: [{ role: "user", text, at: "" }], expected_last: expected }),
    );

  it("B5 C9 issue 30.1: a 30 KB append on a disk with 8 KiB left is refused `unavailable` with nothing stored; reads go on; once space is freed the next append is stored, and a restart finds every acknowledged append once", async () => {
    const acked: string[] = [];
    for (let i = 0; i < 3; i++) {
      const text = `small ${i}`;
      expect(await append(text, acked.length)).toMatchObject({ ok: { kind: "appended" } });
      acked.push(text);
    }
    disk.fill(8 * 1024);
    const big = `big ${"x".repeat(30_000)}`;
    const refused = await append(big, acked.length);
    expect(refused).toMatchObject({ refused: "unavailable", message: expect.stringMatching(/no space left.*nothing was stored/) });
    // Reads go on, and show exactly what was acknowledged.
    expect(await readAll()).toEqual(acked);
    expect(await last()).toBe(acked.length);
    disk.release();
    const again = `after ${"y".repeat(30_000)}`;
    expect(await append(again, acked.length)).toMatchObject({ ok: { kind: "appended" } });
    acked.push(again);
    expect(await readAll()).toEqual(acked);
    await served.restart();
    connect();
    expect(await last()).toBe(acked.length);
    expect(await readAll()).toEqual(acked);
  });

  it("B5 C9 issue 30.1: appends of every size while the disk fills and empties: each one acknowledged or refused `unavailable`, never uncertain; after a restart the thread is exactly the acknowledged ones, in order", async () => {
    const acked: string[] = [];
    let refusals = 0;
    for (let round = 0; round < 6; round++) {
      disk.fill(round * 5000);
      for (let i = 0; i < 25; i++) {
        const text = `${round}.${i} ${"z".repeat((i * 7919 + round * 104_729) % 70_000)}`;
        const result = await append(text, acked.length);
        if ("ok" in result) acked.push(text);
        else {
          expect(result).toMatchObject({ refused: "unavailable" });
          refusals++;
        }
      }
      expect(await readAll()).toEqual(acked);
      disk.release();
    }
    expect(refusals).toBeGreaterThan(0);
    expect(acked.length).toBeGreaterThan(0);
    await served.restart();
    connect();
    expect(await readAll()).toEqual(acked);
  });

  it("C9 C10: a captured record refused on a full disk is sent again once space is back, and stored once under its source", async () => {
    const source = (n: number) => ({ adapter: "test", native_session: "s", native_record: `r${n}` });
    const record = (n: number) => ({ role: "assistant", text: `${n} ${"w".repeat(20_000)}`, at: "" });
    expect(await appendRecord(client, THREAD, record(1), source(1))).toEqual({ seq: 1, repeated: false });
    disk.fill(4096);
    expect(await outcome(appendRecord(client, THREAD, record(2), source(2)))).toMatchObject({ refused: "unavailable" });
    disk.release();
    expect(await appendRecord(client, THREAD, record(2), source(2))).toEqual({ seq: 2, repeated: false });
    expect(await appendRecord(client, THREAD, record(2), source(2))).toEqual({ seq: 2, repeated: true });
    await served.restart();
    connect();
    expect(await appendRecord(client, THREAD, record(2), source(2))).toEqual({ seq: 2, repeated: true });
    expect(await last()).toBe(2);
  });

  const write = (path: string, content: string, expected: number | bigint) =>
    outcome(client.call({ kind: "file_write", path, content, expected }));
  const read = async (path: string) => {
    const reply = await client.call({ kind: "file_read", path });
    return reply.kind === "file" ? { content: reply.content, version: BigInt(reply.version) } : undefined;
  };

  it("B10 M3 issue 30.2: a CAS write whose journal line the full disk would tear is never acknowledged; after space is freed, five writes by another writer and a restart, the document is at the fifth's version, no version was handed out twice, and every older one is refused", async () => {
    const path = "home/doc.txt";
    const acknowledged: bigint[] = [];
    let current: bigint | number = 0;
    const journal = join(served.state, "agents", served.agent.id, "file-store", "versions.0.log");
    // Empty contents take no page of their own: only the version journal needs room. Write until
    // its next line would cross into a new page, then fill the disk: that line cannot be whole.
    for (let i = 0; i < 500; i++) {
      if (i > 0 && 4096 - (statSync(journal).size % 4096) < 150) break; // the store starts on the first request
      const result = await write(path, "", current);
      if (!("ok" in result) || result.ok.kind !== "written") throw new Error(JSON.stringify(result));
      current = BigInt(result.ok.version);
      acknowledged.push(current);
    }
    expect(4096 - (statSync(journal).size % 4096)).toBeLessThan(150);
    disk.fill(0);
    const x = await write(path, "", current);
    disk.release();
    if ("ok" in x && x.ok.kind === "written") acknowledged.push(BigInt(x.ok.version));
    // Another writer goes on from what it reads.
    for (let i = 1; i <= 5; i++) {
      const seen = await read(path);
      if (seen === undefined) throw new Error("unreadable");
      const result = await write(path, `y${i}`, seen.version);
      if (!("ok" in result) || result.ok.kind !== "written") throw new Error(JSON.stringify(result));
      acknowledged.push(BigInt(result.ok.version));
    }
    await served.restart();
    connect();
    expect(await read(path)).toEqual({ content: "y5", version: acknowledged.at(-1) });
    for (const old of acknowledged.slice(0, -1)) expect(await write(path, "stale", old)).toMatchObject({ refused: "conflict" });
    for (let i = 0; i < 5; i++) {
      const seen = await read(path);
      const result = await write(path, `z${i}`, seen?.version ?? 0n);
      if (!("ok" in result) || result.ok.kind !== "written") throw new Error(JSON.stringify(result));
      acknowledged.push(BigInt(result.ok.version));
    }
    expect(new Set(acknowledged).size).toBe(acknowledged.length);
    // X was told the truth: its file changed, but the version could not be kept.
    expect(x).toMatchObject({ refused: "uncertain" });
  });

  it("B5 issue 30: the host's own log on the full disk (host serve --detach, run/host.log) never takes it down: it serves reads, refuses writes `unavailable`, and stops cleanly", async () => {
    await served.stop(); // the suite's host; this one runs detached on the same state
    served = await serveAgent("home,notes", 65536, { base: disk.path });
    const state = served.state;
    served.process.kill("SIGTERM");
    await new Promise((r) => served.process.once("exit", r));
    const detached = linkKit(["host", "serve", "--state", state, "--detach"]);
    expect(detached.status).toBe(0);
    connect();
    expect(await append("before", 0)).toMatchObject({ ok: { kind: "appended" } });
    disk.fill(0);
    expect(await append(`full ${"f".repeat(20_000)}`, 1)).toMatchObject({ refused: "unavailable" });
    expect(await readAll()).toEqual(["before"]);
    expect(linkKit(["host", "stop", "--state", state])).toMatchObject({ status: 0 });
    disk.release();
  });
});

describe.skipIf(noTmpfs !== undefined)(`LineSink on a full disk (issue 30)${noTmpfs ? ` [skipped: ${noTmpfs}]` : ""}`, () => {
  it("a line the disk cannot take is counted and dropped, the process goes on, and the next line that fits says how many were lost; a stream's write would end the process", () => {
    const disk = Tmpfs.mount(64 * 1024);
    try {
      disk.fill(0);
      const log = join(disk.path, "host.log");
      const sink = pathToFileURL(join(ROOT, "dist", "src", "host", "log.js")).href;
      const script = `const { hostStderr } = await import(${JSON.stringify(sink)});
for (let i = 0; i < 50; i++) hostStderr.write("line " + i + " " + "x".repeat(200));
(await import("node:fs")).unlinkSync(process.argv[1]);
hostStderr.write("after");`;
      const run = spawnSync("bash", [
        "-c",
        `exec "$0" --input-type=module -e "$1" "$2" 2>>"$3"`,
        process.execPath,
        script,
        join(disk.path, ".filler-0"),
        log,
      ]);
      expect(run.status).toBe(0);
      expect(readFileSync(log, "utf8")).toMatch(/\(50 line\(s\) of this log could not be written: [^)]*ENOSPC[^)]*\)\nafter\n$/);
      // What the host did before: process.stderr on the full disk ends the process.
      disk.fill(0);
      const stream = spawnSync("bash", [
        "-c",
        `exec "$0" -e 'process.stderr.write("x".repeat(9000)); setTimeout(() => {}, 50)' 2>>"$1"`,
        process.execPath,
        join(disk.path, "other.log"),
      ]);
      expect(stream.status).not.toBe(0);
    } finally {
      disk.unmount();
    }
  });
});
