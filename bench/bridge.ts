// Bridge figures: a bridged FileRead and a durable append against the one-hop vscode-jsonrpc server
// a user would write instead (issue 17, bench/jsonrpc-peer.mjs); against a raw Unix-socket echo
// and a raw write + fdatasync (issue 3, informational); batched appends per second. All on real
// sockets and files.

import { spawn, spawnSync } from "node:child_process";
import { closeSync, existsSync, fdatasyncSync, openSync, statSync, writeFileSync, writeSync } from "node:fs";
import { createConnection, createServer } from "node:net";
import { join } from "node:path";
import type { Readable, Writable } from "node:stream";

import { Bridged } from "../src/bridge/client.js";
import { bindingFrom, readSettings } from "../src/bridge/config.js";
import { Dir } from "../src/durable/dir.js";
import { PACKAGE_ROOT } from "../src/root.js";
import { Conversations } from "../src/host/conversations.js";
import { withScratchHost } from "./host.js";
import { type Figure, median, spreadOf, timeEach } from "./harness.js";

/** An echo of `size` bytes, written to `out` and awaited whole on `back`: one round trip per call. */
function echo(out: Writable, back: Readable, size: number): () => Promise<void> {
  const payload = Buffer.alloc(size, 0x61);
  let waiting: (() => void) | undefined;
  let got = 0;
  back.on("data", (d: Buffer) => {
    got += d.length;
    if (got >= size && waiting) {
      got = 0;
      const w = waiting;
      waiting = undefined;
      w();
    }
  });
  return () =>
    new Promise<void>((r) => {
      waiting = r;
      out.write(payload);
    });
}

/** A raw Node Unix-socket echo: one process, one connection, `size` bytes each way. */
async function udsEcho(dir: string, size: number): Promise<{ roundTrip: () => Promise<void>; close: () => void }> {
  const path = join(dir, "echo.sock");
  const server = createServer((s) => s.on("data", (d) => s.write(d)));
  await new Promise<void>((r) => server.listen(path, r));
  const socket = createConnection(path);
  await new Promise<void>((r) => socket.once("connect", () => r()));
  return {
    roundTrip: echo(socket, socket, size),
    close: () => {
      socket.destroy();
      server.close();
    },
  };
}

/**
 * A raw echo through a child process's stdio pipe, served by a blocking read/write loop: the
 * shape of the host -> lnk-file-store hop with no work in it (informational, for the floor).
 */
function pipeEcho(size: number): { roundTrip: () => Promise<void>; close: () => void } {
  const loop = `const fs = require("node:fs"); const b = Buffer.allocUnsafe(1 << 16);
    for (;;) { const n = fs.readSync(0, b, 0, b.length, null); if (n === 0) break; fs.writeSync(1, b, 0, n); }`;
  const child = spawn(process.execPath, ["-e", loop], { stdio: ["pipe", "pipe", "inherit"], env: { PATH: process.env.PATH ?? "" } });
  return { roundTrip: echo(child.stdin, child.stdout, size), close: () => child.stdin.end() };
}

/**
 * Times each of `kinds` in interleaved rounds (each round runs every kind `perRound` times, one
 * after the other), so that the machine's drift over the run falls on all of them alike. Returns
 * each kind's p50 per round.
 */
async function interleaved(kinds: Array<() => Promise<unknown>>, rounds: number, perRound: number): Promise<number[][]> {
  const p50s: number[][] = kinds.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [k, fn] of kinds.entries()) (p50s[k] as number[]).push(median(await timeEach(perRound, fn)));
  }
  return p50s;
}

/** The median over rounds of `subject`'s p50 over `baseline`'s p50 in the same round. */
const roundRatio = (subject: number[], baseline: number[]) => median(subject.map((s, i) => s / (baseline[i] as number)));

/**
 * Requests made before timing starts. A host and its lnk-file-store are long-lived; measured here,
 * their per-request code reaches its steady speed only after about 3,000 requests (V8 optimizes
 * it late), and the first 1,500 take 1.5-2x as long.
 */
const WARM_REQUESTS = 3000;

/** The p-th percentile (0-100) of `values`. */
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? Number.NaN;
const us = (ns: number) => `${(ns / 1000).toFixed(1)} us`;
const p50p99 = (values: number[]) => `p50 ${us(median(values))}, p99 ${us(percentile(values, 99))}`;

/** The peer a user would write instead (bench/jsonrpc-peer.mjs), started in a child process and connected. */
async function jsonRpcPeer(
  dir: string,
  file: string,
): Promise<{ read: () => Promise<unknown>; append: (line: string) => Promise<unknown>; close: () => void }> {
  const { createMessageConnection, SocketMessageReader, SocketMessageWriter } = await import("vscode-jsonrpc/node.js");
  const socketPath = join(dir, "peer.sock");
  const child = spawn(process.execPath, [join(import.meta.dirname, "jsonrpc-peer.mjs"), socketPath, file, join(dir, "peer.log")], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((ready, fail) => {
    child.stdout.once("data", () => ready());
    child.once("exit", (code) => fail(new Error(`the jsonrpc peer exited (${code}) before it was ready`)));
  });
  const socket = createConnection(socketPath);
  await new Promise<void>((r) => socket.once("connect", () => r()));
  const connection = createMessageConnection(new SocketMessageReader(socket), new SocketMessageWriter(socket));
  connection.listen();
  return {
    read: () => connection.sendRequest("read", { path: file }),
    append: (line) => connection.sendRequest("append", { line }),
    close: () => {
      connection.dispose();
      socket.destroy();
      child.kill();
    },
  };
}

/**
 * A host served as users run it, `link-kit host serve` in its own process (the built bin), with
 * one agent granted home, and a client bound by its settings: the client -> host hop crosses a
 * process boundary here, as it does in use (the scratch host of the other figures runs in this
 * process).
 */
/** `link-kit host serve` in its own process on a state under `dir`, one agent, and a client bound to it (its settings at `cfg`). */
export async function servedHost(dir: string): Promise<{ client: Bridged; cfg: string; close: () => Promise<void> }> {
  const bin = join(PACKAGE_ROOT, "dist", "link-kit.cjs");
  if (!existsSync(bin)) throw new Error(`${bin} is missing: run npm run build first`);
  const state = join(dir, "served-state");
  const cfg = join(dir, "served", "settings.json");
  const cli = (...args: string[]) => {
    const run = spawnSync(process.execPath, [bin, ...args], { encoding: "utf8" });
    if (run.status !== 0) throw new Error(`link-kit ${args.slice(0, 3).join(" ")}: ${run.stderr}`);
    return run.stdout;
  };
  const agent = JSON.parse(cli("host", "agent", "add", "--state", state, "--name", "bench", "--owner", "alice", "--grant", "home")) as {
    id: string;
  };
  cli("host", "start", "--state", state, "--agent", agent.id, "--settings", cfg);
  const serve = spawn(process.execPath, [bin, "host", "serve", "--state", state], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((ready, fail) => {
    serve.stdout.once("data", () => ready());
    serve.once("exit", (code) => fail(new Error(`link-kit host serve exited (${code}) before it served`)));
  });
  const client = new Bridged(bindingFrom(readSettings(cfg)));
  return {
    client,
    cfg,
    close: async () => {
      client.close();
      serve.kill("SIGTERM");
      await new Promise((r) => serve.once("exit", r));
    },
  };
}

/**
 * The peer, the bridge and the served bridge timed in interleaved rounds of `perRound` calls each;
 * the first `skip` rounds only warm. Returns every timed call, and each round's p50 ratios over the peer.
 */
async function peerRounds(
  kinds: { peer: () => Promise<unknown>; bridge: () => Promise<unknown>; served: () => Promise<unknown> },
  rounds: number,
  perRound: number,
  skip = 0,
) {
  const all = { peer: [] as number[], bridge: [] as number[], served: [] as number[] };
  const ratios = { bridge: [] as number[], served: [] as number[] };
  for (let round = 0; round < skip + rounds; round++) {
    const p = await timeEach(perRound, kinds.peer);
    const b = await timeEach(perRound, kinds.bridge);
    const h = await timeEach(perRound, kinds.served);
    if (round < skip) continue;
    all.peer.push(...p);
    all.bridge.push(...b);
    all.served.push(...h);
    ratios.bridge.push(median(b) / median(p));
    ratios.served.push(median(h) / median(p));
  }
  return { all, ratios };
}

/** One durable single-record append after another to `thread`, each at the last sequence the previous one gave. */
function appender(client: Bridged, thread: string, record: Record<string, unknown>): () => Promise<void> {
  let last = 0;
  return async () => {
    const reply = await client.call({ kind: "conversation_append", thread, records: [record], expected_last: last });
    if (reply.kind === "appended") last = Number(reply.last);
  };
}

export async function bridgeFigures(only: (name: string) => boolean): Promise<Figure[]> {
  return withScratchHost({ home: true }, async ({ dir, state, id, client }) => {
    const figures: Figure[] = [];
    await client.call({ kind: "file_write", path: "home/1k.txt", content: "a".repeat(1024), expected: 0 });
    if (only("bridge_read_vs_uds_echo")) {
      // Informational, beside it, for where the floor is: one bridged hop without the file store,
      // and the host -> store hop as a raw child-pipe echo with no work at all.
      const uds = await udsEcho(dir, 1024 + 100);
      const pipe = pipeEcho(1024 + 100);
      const read = () => client.call({ kind: "file_read", path: "home/1k.txt" });
      const last = () => client.call({ kind: "conversation_last", thread: "link:hop" });
      await timeEach(200, uds.roundTrip);
      await timeEach(200, pipe.roundTrip);
      await timeEach(WARM_REQUESTS, read);
      await timeEach(WARM_REQUESTS, last);
      const [echoes, reads, hops, pipes] = (await interleaved([uds.roundTrip, read, last, pipe.roundTrip], 10, 200)) as [
        number[],
        number[],
        number[],
        number[],
      ];
      uds.close();
      pipe.close();
      const us = (values: number[]) => `${(median(values) / 1000).toFixed(1)} us`;
      const how = "median over 10 interleaved rounds of 200 of the per-round p50 ratio";
      figures.push({
        name: "bridge_read_vs_uds_echo",
        value: roundRatio(reads, echoes),
        spread: spreadOf(reads.map((s, i) => s / (echoes[i] as number))),
        unit: "ratio",
        baseline: `raw Node Unix-socket echo of 1 KiB, p50 ${us(echoes)}; bridged FileRead p50 ${us(reads)}; ${how}`,
      });
      figures.push({
        name: "bridge_one_hop_vs_uds_echo",
        value: roundRatio(hops, echoes),
        unit: "ratio",
        baseline: `informational: bridged conversation_last (client -> host, no file store) p50 ${us(hops)}`,
      });
      figures.push({
        name: "store_pipe_echo_vs_uds_echo",
        value: roundRatio(pipes, echoes),
        unit: "ratio",
        baseline: `informational: raw 1 KiB echo through a child process's stdio pipe (the host -> lnk-file-store hop, no work) p50 ${us(pipes)}`,
      });
    }

    if (only("bridge_read_vs_jsonrpc_read") || only("bridge_append_vs_jsonrpc_append")) {
      const file = join(dir, "peer-1k.txt");
      writeFileSync(file, "a".repeat(1024));
      const peer = await jsonRpcPeer(dir, file);
      const served = await servedHost(dir);
      await served.client.call({ kind: "file_write", path: "home/1k.txt", content: "a".repeat(1024), expected: 0 });
      const how = "median over rounds of the per-round p50 ratio, interleaved";
      if (only("bridge_read_vs_jsonrpc_read")) {
        const read = () => client.call({ kind: "file_read", path: "home/1k.txt" });
        const servedRead = () => served.client.call({ kind: "file_read", path: "home/1k.txt" });
        await timeEach(WARM_REQUESTS, peer.read);
        await timeEach(WARM_REQUESTS, read);
        await timeEach(WARM_REQUESTS, servedRead);
        const { all, ratios } = await peerRounds({ peer: peer.read, bridge: read, served: servedRead }, 20, 200);
        figures.push({
          name: "bridge_read_vs_jsonrpc_read",
          value: median(ratios.bridge),
          spread: spreadOf(ratios.bridge),
          unit: "ratio",
          baseline: `vscode-jsonrpc over a Unix socket in a child process, readFileSync of 1 KiB: ${p50p99(all.peer)}; bridged FileRead ${p50p99(all.bridge)}; ${how} (20 rounds of 200)`,
        });
        figures.push({
          name: "served_read_vs_jsonrpc_read",
          value: median(ratios.served),
          spread: spreadOf(ratios.served),
          unit: "ratio",
          baseline: `informational: the same FileRead through \`link-kit host serve\` in its own process, ${p50p99(all.served)}`,
        });
      }
      if (only("bridge_append_vs_jsonrpc_append")) {
        const record = { role: "user", text: "x".repeat(200), at: "2026-12-02T10:00:00Z" };
        const line = `0123456789abcdef {"seq":1,"end":1,"record":${JSON.stringify(record)}}\n`;
        const viaPeer = () => peer.append(line);
        // Alternating blocks of 25 back to back (a stream of appends); each set of blocks is a round.
        const { all, ratios } = await peerRounds(
          { peer: viaPeer, bridge: appender(client, "link:peer", record), served: appender(served.client, "link:peer", record) },
          40,
          25,
          WARM_REQUESTS / 25,
        );
        figures.push({
          name: "bridge_append_vs_jsonrpc_append",
          value: median(ratios.bridge),
          spread: spreadOf(ratios.bridge),
          unit: "ratio",
          baseline: `vscode-jsonrpc in a child process, writeSync + fdatasyncSync of the same line to a log it keeps open: ${p50p99(all.peer)}; bridged durable append ${p50p99(all.bridge)}; ${how} (40 rounds of 25)`,
        });
        figures.push({
          name: "served_append_vs_jsonrpc_append",
          value: median(ratios.served),
          spread: spreadOf(ratios.served),
          unit: "ratio",
          baseline: `informational: the same append through \`link-kit host serve\` in its own process, ${p50p99(all.served)}`,
        });
      }
      peer.close();
      await served.close();
    }

    if (only("append_vs_fdatasync")) {
      const record = { role: "user", text: "x".repeat(200), at: "2026-12-02T10:00:00Z" };
      const line = Buffer.from(`0123456789abcdef {"seq":1,"end":1,"record":${JSON.stringify(record)}}\n`);
      const fd = openSync(join(dir, "raw.log"), "a");
      const raw = () => {
        writeSync(fd, line);
        fdatasyncSync(fd);
      };
      // Informational: the conversation store's own append, in this process, without the bridge.
      const store = new Conversations(Dir.open(join(dir, "direct"), { create: true, mode: 0o700 }));
      const thread = store.thread("link:direct");
      const direct = () => thread.append([record], thread.last, undefined);
      let last = 0;
      const append = async () => {
        const reply = await client.call({ kind: "conversation_append", thread: "link:bench", records: [record], expected_last: last });
        if (reply.kind === "appended") last = Number(reply.last);
      };
      // In alternating blocks: each kind runs back to back (a stream of appends), and the disk's
      // drift over the run falls on all three alike.
      const times = { raw: [] as number[], direct: [] as number[], append: [] as number[] };
      const block = async (fn: () => unknown, into: number[], keep: boolean) => {
        for (let i = 0; i < 25; i++) {
          const t = process.hrtime.bigint();
          await fn();
          if (keep) into.push(Number(process.hrtime.bigint() - t));
        }
      };
      for (let round = 0; round < 24 + WARM_REQUESTS / 25; round++) {
        const keep = round >= WARM_REQUESTS / 25;
        await block(raw, times.raw, keep);
        await block(direct, times.direct, keep);
        await block(append, times.append, keep);
      }
      closeSync(fd);
      store.close();
      const [rawNs, directNs, appendNs] = [median(times.raw), median(times.direct), median(times.append)];
      figures.push({
        name: "append_vs_fdatasync",
        value: appendNs / rawNs,
        unit: "ratio",
        baseline: `raw write + fdatasync of the same bytes, p50 ${(rawNs / 1000).toFixed(1)} us; bridged append p50 ${(appendNs / 1000).toFixed(1)} us`,
      });
      figures.push({
        name: "store_append_vs_fdatasync",
        value: directNs / rawNs,
        unit: "ratio",
        baseline: `informational: the conversation store's append in this process, no bridge, p50 ${(directNs / 1000).toFixed(1)} us`,
      });
    }

    if (only("append_batch_records_per_s")) {
      const records = Array.from({ length: 100 }, (_, i) => ({
        role: "assistant",
        text: `record ${i} ${"y".repeat(150)}`,
        at: "2026-12-02T10:00:00Z",
      }));
      /** Appends `count` batches to `thread` after `last`; returns its last sequence. */
      const batches = async (thread: string, count: number, last: number) => {
        for (let b = 0; b < count; b++) {
          const reply = await client.call({ kind: "conversation_append", thread, records, expected_last: last });
          if (reply.kind === "appended") last = Number(reply.last);
        }
        return last;
      };
      // Warmed first, on a thread of its own (the append path compiled, as in every other figure);
      // then rounds, so that the figure says how much it moves within a run.
      await batches("link:batch-warm", 50, 0);
      // The disk's part, beside it: the bytes one batch adds to its log (the warm thread's log
      // over its 50 batches), written and fdatasync'd back to back by this process with no other
      // work, in the same rounds. A batch cannot be stored faster than that, whatever the kit does.
      const warmLog = join(state.path, "agents", id, "conversations", "batch-warm.log");
      const batchBytes = Buffer.alloc(Math.round(statSync(warmLog).size / 50), 0x61);
      const floorFd = openSync(join(dir, "floor.log"), "a");
      const rates: number[] = [];
      const floors: number[] = [];
      let last = 0;
      for (let round = 0; round < 5; round++) {
        const start = process.hrtime.bigint();
        last = await batches("link:batch", 200, last);
        rates.push(20_000 / (Number(process.hrtime.bigint() - start) / 1e9));
        const raw = process.hrtime.bigint();
        for (let b = 0; b < 200; b++) {
          writeSync(floorFd, batchBytes);
          fdatasyncSync(floorFd);
        }
        floors.push(20_000 / (Number(process.hrtime.bigint() - raw) / 1e9));
      }
      closeSync(floorFd);
      const k = (n: number) => `${Math.round(n / 1000)}k`;
      figures.push({
        name: "append_batch_records_per_s",
        value: median(rates),
        spread: spreadOf(rates),
        unit: "records/s",
        baseline: `durable batches of 100 records through the bridge, one at a time, after 50 to warm: the median of 5 rounds of 200 (rounds ${k(Math.min(...rates))} to ${k(Math.max(...rates))}; higher is better)`,
      });
      figures.push({
        name: "append_batch_disk_floor_records_per_s",
        value: median(floors),
        spread: spreadOf(floors),
        unit: "records/s",
        baseline: `informational: the disk alone, a batch's ${batchBytes.length} log bytes written and fdatasync'd back to back, 200 a round beside each round above (rounds ${k(Math.min(...floors))} to ${k(Math.max(...floors))}): no batch is stored faster`,
      });
    }
    return figures;
  });
}
