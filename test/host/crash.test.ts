// Crash (B10, B11): SIGKILL the host while appends and file writes run, restart it, and check
// that every acknowledged append is there exactly once, sequences are contiguous, nothing is
// served torn, and a file holds the last acknowledged content or the one write in flight. Then
// SIGKILL lnk-file-store alone during writes under a served host: an acknowledged write keeps its
// version, and the host lives on.
// LINK_KIT_CRASH_ITERATIONS sets the count (default 12; the full run uses 200).

import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import { describe, expect, it } from "vitest";

import type { U64 } from "../../generated/index.js";
import { BridgeError, Bridged } from "../../src/bridge/client.js";
import { bindingFrom, readSettings } from "../../src/bridge/config.js";
import { BIN, serveAgent } from "../helpers/cli.js";
import { descendants, running as isRunning } from "../helpers/proc.js";

const ROOT = resolve(import.meta.dirname, "..", "..");
const ITERATIONS = Number(process.env.LINK_KIT_CRASH_ITERATIONS ?? 12);

function cli(args: string[]): string {
  const run = spawnSync(process.execPath, [BIN, ...args], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`link-kit ${args.join(" ")}: ${run.stderr}`);
  return run.stdout;
}

async function serve(state: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [BIN, "host", "serve", "--state", state], { stdio: ["ignore", "pipe", "ignore"] });
  await new Promise<void>((ready, fail) => {
    child.stdout?.once("data", () => ready());
    child.once("exit", (code) => fail(new Error(`host exited ${code}`)));
  });
  return child;
}

describe("crash: SIGKILL the host during appends and writes (B10, B11)", () => {
  it(`B11 B10: after ${ITERATIONS} SIGKILLs (and after the last) every acknowledged append is there exactly once, nothing is torn, and the file is at its last acknowledged write or the one in flight, never older`, async () => {
    if (!existsSync(BIN)) spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
    const dir = mkdtempSync(join(tmpdir(), "lk-crash-"));
    try {
      const state = join(dir, "state");
      const id = (
        JSON.parse(cli(["host", "agent", "add", "--state", state, "--name", "n", "--owner", "alice", "--grant", "home"])) as { id: string }
      ).id;
      const cfg = join(dir, "cfg", "settings.json");
      cli(["host", "start", "--state", state, "--agent", id, "--settings", cfg]);
      const binding = bindingFrom(readSettings(cfg));

      const acked = new Set<number>();
      const attempted = new Set<number>();
      let next = 0;
      // The file: its last acknowledged write, every version any write was given, and the write
      // whose reply never came (the one in flight at a kill), if any.
      let fileAcked: { content: string; version: U64 } | undefined;
      let inFlight: string | undefined;
      const versionsGiven = new Set<string>();
      const stats = { appends: 0, writes: 0, uncertain: 0, inFlightLanded: 0 };

      // What a restarted host serves: every acknowledged append once, contiguous, nothing torn;
      // the file at its last acknowledged write and version, or at the write in flight under a
      // version never given before; never an older write, never an older version.
      const verify = async (client: Bridged): Promise<number> => {
        const last = await client.call({ kind: "conversation_last", thread: "link:main" });
        if (last.kind !== "last") throw new Error("no last");
        const read = await client.call({ kind: "conversation_read", thread: "link:main", from: 1, through: last.seq });
        if (read.kind !== "records") throw new Error("no records");
        const seen = read.records.map((r) => (r.record as unknown as { i: number }).i);
        expect(read.records.map((r) => Number(r.seq))).toEqual(seen.map((_, k) => k + 1));
        expect(new Set(seen).size).toBe(seen.length);
        for (const n of acked) expect(seen).toContain(n);
        for (const n of seen) expect(attempted.has(n)).toBe(true);
        const file = await client.request({ kind: "file_read", path: "home/f.txt" });
        if (file.kind !== "file") {
          // Missing only while no write was ever acknowledged.
          expect({ file, acked: fileAcked }).toMatchObject({ file: { kind: "error", error: "not_found" }, acked: undefined });
        } else if (fileAcked !== undefined && file.content === fileAcked.content) {
          expect(String(file.version)).toBe(String(fileAcked.version));
        } else {
          expect(file.content, "the file went back to an older write, or holds one never sent").toBe(inFlight);
          expect(versionsGiven.has(String(file.version)), "a version was given twice").toBe(false);
          versionsGiven.add(String(file.version));
          fileAcked = { content: file.content, version: file.version };
          stats.inFlightLanded++;
        }
        inFlight = undefined;
        return Number(last.seq);
      };

      for (let iteration = 0; iteration < ITERATIONS; iteration++) {
        const host = await serve(state);
        const client = new Bridged(binding, { timeoutMs: 5000 });
        let expectedLast = await verify(client);

        // Run appends and writes until the kill.
        let running = true;
        const killAt = 30 + Math.floor(Math.random() * 120);
        const load = (async () => {
          while (running) {
            const n = next++;
            attempted.add(n);
            try {
              const reply = await client.call({
                kind: "conversation_append",
                thread: "link:main",
                records: [{ i: n, pad: "y".repeat(n % 300) }],
                expected_last: expectedLast,
              });
              if (reply.kind === "appended") {
                acked.add(n);
                expectedLast = Number(reply.last);
                stats.appends++;
              }
              const content = `content-${n}-${"x".repeat(4096)}`;
              inFlight = content;
              const written = await client.call({ kind: "file_write", path: "home/f.txt", content, expected: fileAcked?.version ?? 0 });
              if (written.kind === "written") {
                expect(versionsGiven.has(String(written.version)), "a version was given twice").toBe(false);
                versionsGiven.add(String(written.version));
                fileAcked = { content, version: written.version };
                inFlight = undefined;
                stats.writes++;
              }
            } catch (error) {
              if (error instanceof BridgeError) {
                stats.uncertain++;
                return;
              }
              throw error;
            }
          }
        })();
        await new Promise((r) => setTimeout(r, killAt));
        host.kill("SIGKILL");
        await new Promise((r) => host.once("exit", r));
        running = false;
        await load;
        client.close();
      }
      // The state the last kill left, checked too.
      const host = await serve(state);
      const client = new Bridged(binding, { timeoutMs: 5000 });
      try {
        await verify(client);
      } finally {
        client.close();
        host.kill("SIGKILL");
        await new Promise((r) => host.once("exit", r));
      }
      console.log(
        `crash: ${ITERATIONS} SIGKILLs, ${stats.appends} acknowledged appends, ${stats.writes} acknowledged writes, ${stats.uncertain} uncertain outcomes, ${stats.inFlightLanded} writes in flight at a kill found landed`,
      );
      expect(stats.appends).toBeGreaterThan(ITERATIONS);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 600_000);
});

describe("crash: SIGKILL lnk-file-store during writes (B10)", () => {
  it(`B10 B6: after ${ITERATIONS} SIGKILLs of the store, a file holds the last acknowledged write at its version, or the one in flight; the host lives on`, async () => {
    const served = await serveAgent("home");
    const hostPid = served.process.pid as number;
    const client = new Bridged(bindingFrom(readSettings(served.cfg)), { timeoutMs: 10_000 });
    try {
      let acked: { content: string; version: U64 } | undefined;
      let attempted: string | undefined; // the last write sent: the one in flight at the kill
      const stats = { writes: 0, unknown: 0, kept: 0, killed: 0 };
      for (let iteration = 0; iteration < ITERATIONS; iteration++) {
        // What a fresh store serves: the acknowledged write at its version, or the one in flight.
        const file = await client.request({ kind: "file_read", path: "home/s.txt" });
        if (acked !== undefined) {
          expect(file.kind).toBe("file");
          if (file.kind !== "file") break;
          if (file.content === acked.content) {
            expect(String(file.version)).toBe(String(acked.version));
            stats.kept++;
          } else {
            expect(file.content).toBe(attempted);
            acked = { content: file.content, version: file.version };
          }
        } else if (file.kind === "file") {
          // Nothing acknowledged yet, but the first write was in flight at the kill and landed:
          // the store holds it, so the next write must name its version. (Under CPU load the first
          // write can outlast the shortest kill delay: this is the `conflict` once seen in CI, which
          // was this test expecting version 0 of a file that existed, not the store.)
          expect(file.content).toBe(attempted);
          acked = { content: file.content, version: file.version };
        }
        // The read started a store: there is one to kill, and it is the host's child.
        const stores = descendants(hostPid).filter((pid) => readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("file-store-main"));
        expect(stores.length).toBe(1);
        // LINK_KIT_TEST_KILL_AT=1 kills during the first write nearly every time (the case above).
        const killAt = Number(process.env.LINK_KIT_TEST_KILL_AT ?? 5 + Math.floor(Math.random() * 60));
        let running = true;
        const load = (async () => {
          for (let n = 0; running; n++) {
            const content = `s-${iteration * 100_000 + n}-${"z".repeat(2048)}`;
            attempted = content;
            const reply = await client.request({ kind: "file_write", path: "home/s.txt", content, expected: acked?.version ?? 0 });
            if (reply.kind === "written") {
              acked = { content, version: reply.version };
              stats.writes++;
            } else {
              // The store died under this write: its outcome is unknown, and the next read says.
              expect(
                reply,
                `write ${n} of iteration ${iteration}, expected ${String(acked?.version ?? 0)}: ${JSON.stringify(reply)}`,
              ).toMatchObject({
                kind: "error",
                error: "uncertain",
              });
              stats.unknown++;
              return;
            }
          }
        })();
        await new Promise((r) => setTimeout(r, killAt));
        process.kill(stores[0] as number, "SIGKILL");
        stats.killed++;
        running = false;
        await load;
      }
      // The host took every kill (and any EPIPE writing to a dead store) and still serves.
      expect(isRunning(hostPid)).toBe(true);
      expect(await client.request({ kind: "conversation_last", thread: "link:main" })).toEqual({
        kind: "last",
        thread: "link:main",
        seq: 0,
      });
      console.log(
        `store crash: ${stats.killed} SIGKILLs of lnk-file-store, ${stats.writes} acknowledged writes, ${stats.unknown} unknown outcomes, ${stats.kept} reads found the last acknowledged write at its version; the host lived on`,
      );
      expect(stats.killed).toBe(ITERATIONS);
      expect(stats.writes).toBeGreaterThan(ITERATIONS);
    } finally {
      client.close();
      await served.stop();
    }
  }, 600_000);
});
