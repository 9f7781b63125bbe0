// The capture figures (issue 13): a hook invocation's wall time against a bare Node start plus two
// fsyncs, and a large transcript's import through the reference host against reading the same
// file and JSON.parse-ing each line. Both sides are measured in the same interleaved rounds.

import { spawn } from "node:child_process";
import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { writeSettings } from "../src/bridge/config.js";
import { HARNESSES } from "../src/setup/harnesses.js";
import { hookCommand } from "../src/setup/index.js";
import { type Figure, median, spreadOf } from "./harness.js";
import { withScratchHost } from "./host.js";

const ROOT = resolve(import.meta.dirname, "..");
const BIN = join(ROOT, "dist", "link-kit.cjs");
const FIXTURE = join(ROOT, "test", "fixtures", "claude-code", "spotter_tool_heavy_v2.1.38.jsonl");

/** Wall time, in ms, of one process from spawn to exit (in this process's environment, or `env`). */
function wall(command: string, args: string[], input = "", env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((done, fail) => {
    const start = process.hrtime.bigint();
    const child = spawn(command, args, { stdio: ["pipe", "ignore", "pipe"], env });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("close", (code) =>
      code === 0 ? done(Number(process.hrtime.bigint() - start) / 1e6) : fail(new Error(`${args.join(" ")}: exit ${code}: ${stderr}`)),
    );
    child.stdin.end(input);
  });
}

/** `node -e` with two fsyncs: the floor a hook capturing a turn is measured against. */
const fsyncBaseline = (dir: string) => [
  "-e",
  `const fs=require("fs");const fd=fs.openSync(${JSON.stringify(join(dir, "fsync.tmp"))},"w");fs.writeSync(fd,"x");fs.fsyncSync(fd);fs.writeSync(fd,"y");fs.fsyncSync(fd);fs.closeSync(fd)`,
];

/**
 * A hook figure: 9 rounds of 3 hook runs, each beside a baseline run (`baselineOnce`, in ms), the
 * median of each round's ratio of medians; `what` says what was timed, given the two p50s.
 */
async function hookFigure(
  name: string,
  hookOnce: () => Promise<number>,
  baselineOnce: () => Promise<number>,
  what: (hook: string, base: string) => string,
): Promise<Figure> {
  const ratios: number[] = [];
  const hooks: number[] = [];
  const bases: number[] = [];
  for (let round = 0; round < 9; round++) {
    const h: number[] = [];
    const b: number[] = [];
    for (let k = 0; k < 3; k++) {
      h.push(await hookOnce());
      b.push(await baselineOnce());
    }
    hooks.push(...h);
    bases.push(...b);
    ratios.push(median(h) / median(b));
  }
  return {
    name,
    value: Math.round(median(ratios) * 1000) / 1000,
    spread: spreadOf(ratios),
    unit: "ratio",
    baseline: `${what(median(hooks).toFixed(1), median(bases).toFixed(1))} (median of 9 interleaved rounds of 3)`,
  };
}

/** A Claude Code transcript of at least `bytes`, the fixture's lines repeated with fresh IDs. */
function bigTranscript(path: string, bytes: number): number {
  const lines = readFileSync(FIXTURE, "utf8").split("\n").filter(Boolean);
  writeFileSync(path, "");
  let size = 0;
  let lineCount = 0;
  for (let copy = 0; size < bytes; copy++) {
    const chunk =
      lines
        .map((l, i) =>
          JSON.stringify({ ...(JSON.parse(l) as object), uuid: `u-${copy}-${i}`, parentUuid: i > 0 ? `u-${copy}-${i - 1}` : null }),
        )
        .join("\n") + "\n";
    appendFileSync(path, chunk);
    size += Buffer.byteLength(chunk);
    lineCount += lines.length;
  }
  return lineCount;
}

export async function captureFigures(only: (name: string) => boolean): Promise<Figure[]> {
  return withScratchHost({ home: true }, async ({ dir, state, id, client }) => {
    const figures: Figure[] = [];
    const settings = join(dir, "harness", "settings.json");
    writeSettings(settings, {
      storage: { endpoint: state.bridgeSocket, endpoint_key: state.currentSecret(id) as string, agent: id, owner: "alice" },
    });
    if (only("hook_vs_node_start")) {
      const transcript = join(dir, "session.jsonl");
      writeFileSync(transcript, "");
      const input = JSON.stringify({ session_id: "s", transcript_path: transcript, hook_event_name: "Stop" });
      const hookArgs = [BIN, "hook", "claude", "--settings", settings, "--home", join(dir, "home"), "--thread", "link:bench-hook"];
      const baselineArgs = fsyncBaseline(dir);
      let turn = 0;
      const hookOnce = (env: NodeJS.ProcessEnv = process.env) => {
        appendFileSync(
          transcript,
          `${JSON.stringify({ type: "user", uuid: `t-${turn}`, sessionId: "s", message: { role: "user", content: `turn ${turn++}` } })}\n`,
        );
        return wall(process.execPath, hookArgs, input, env);
      };
      for (let i = 0; i < 3; i++) await Promise.all([hookOnce(), wall(process.execPath, baselineArgs)].map((p) => p)); // warm the page cache
      figures.push(
        await hookFigure(
          "hook_vs_node_start",
          hookOnce,
          () => wall(process.execPath, baselineArgs),
          (hook, base) => `node -e with two fsyncs, p50 ${base} ms; one hook run capturing one turn into a running host, p50 ${hook} ms`,
        ),
      );
      // Informational: where NODE_EXTRA_CA_CERTS is set, every Node start reads and parses the file
      // it names (about 45 ms of a 70 ms start on this project's machines), both arms alike, which
      // makes the kit's own share of a hook look smaller; setup runs hooks without it (HOOK_ENV).
      if (process.env.NODE_EXTRA_CA_CERTS !== undefined) {
        const { NODE_EXTRA_CA_CERTS: _ca, ...without } = process.env;
        figures.push(
          await hookFigure(
            "hook_vs_node_start_without_extra_ca",
            () => hookOnce(without),
            () => wall(process.execPath, baselineArgs, "", without),
            (hook, base) =>
              `informational: both arms without NODE_EXTRA_CA_CERTS (set here, to ${process.env.NODE_EXTRA_CA_CERTS}); node -e with two fsyncs, p50 ${base} ms; the hook, p50 ${hook} ms`,
          ),
        );
      }
    }
    if (only("hook_detached_vs_node_start")) {
      // The Stop hook as setup registers it (issue 43.1): a shell line that starts the capture in
      // the background and returns. Timed: the shell, start to exit (what the harness waits on);
      // then, untimed, the turn stored before the next round starts.
      const transcript = join(dir, "detached.jsonl");
      writeFileSync(transcript, "");
      const thread = "link:bench-hook-detached";
      const input = JSON.stringify({ session_id: "d", transcript_path: transcript, hook_event_name: "Stop" });
      const line = hookCommand(
        HARNESSES.claude,
        { target: join(dir, "unused.json"), settings, home: join(dir, "home-detached"), thread },
        "Stop",
      );
      const baselineArgs = fsyncBaseline(dir);
      let turn = 0;
      const stored = async (count: number) => {
        for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 2))) {
          const last = await client.call({ kind: "conversation_last", thread }).catch(() => undefined);
          if (last?.kind === "last" && Number(last.seq) >= count) return;
        }
        throw new Error(`the detached capture of turn ${count} was not stored within 10 s`);
      };
      const hookOnce = async () => {
        appendFileSync(
          transcript,
          `${JSON.stringify({ type: "user", uuid: `d-${turn}`, sessionId: "d", message: { role: "user", content: `turn ${turn}` } })}\n`,
        );
        turn++;
        const took = await wall("sh", ["-c", line], input);
        await stored(turn);
        return took;
      };
      for (let i = 0; i < 3; i++) await hookOnce();
      figures.push(
        await hookFigure(
          "hook_detached_vs_node_start",
          hookOnce,
          () => wall(process.execPath, baselineArgs),
          (hook, base) =>
            `node -e with two fsyncs, p50 ${base} ms; the Stop hook as setup registers it (the capture started in the background), the shell's start to exit, p50 ${hook} ms, each turn stored before the next round`,
        ),
      );
    }
    if (only("session_start_long_thread_vs_empty")) {
      // A session's start on a thread of 100,000 records against one on an empty thread: the hook
      // the harness waits on reads what its context can hold, not the thread (it read the whole
      // log before: 465 ms against 50).
      let last = 0;
      for (let first = 0; first < 100_000; first += 1000) {
        const records = Array.from({ length: 1000 }, (_, i) => ({
          role: (first + i) % 3 === 0 ? "user" : "assistant",
          text: `message ${first + i}: ${"lorem ipsum dolor sit amet ".repeat(4)}`,
          at: "2026-12-07T10:00:00Z",
        }));
        const reply = await client.call({ kind: "conversation_append", thread: "link:bench-long", records, expected_last: last });
        if (reply.kind === "appended") last = Number(reply.last);
      }
      let session = 0;
      const start = (thread: string) => () =>
        wall(
          process.execPath,
          [BIN, "hook", "claude", "--settings", settings, "--home", join(dir, `home-${thread.slice(5)}`), "--thread", thread],
          JSON.stringify({
            session_id: `start-${session++}`,
            transcript_path: join(dir, "none.jsonl"),
            hook_event_name: "SessionStart",
            cwd: dir,
          }),
        );
      const long = start("link:bench-long");
      const empty = start("link:bench-empty");
      for (let i = 0; i < 3; i++) await Promise.all([long(), empty()]);
      figures.push(
        await hookFigure(
          "session_start_long_thread_vs_empty",
          long,
          empty,
          (hook, base) =>
            `informational: the SessionStart hook on an empty thread, p50 ${base} ms; on a thread of 100,000 records, p50 ${hook} ms`,
        ),
      );
    }
    if (only("import_vs_parse")) {
      const mb = Number(process.env.LINK_KIT_BENCH_IMPORT_MB ?? 50);
      const path = join(dir, "big.jsonl");
      const lines = bigTranscript(path, mb * 1024 * 1024);
      const ratios: number[] = [];
      const imports: number[] = [];
      const parses: number[] = [];
      // The host's CPU time during each import (it runs in this process, idle otherwise): with the
      // wall time, it shows how busy the host was, which is where an import's time goes.
      const hostCpus: number[] = [];
      for (let round = 0; round < 3; round++) {
        const start = process.hrtime.bigint();
        let count = 0;
        for (const line of readFileSync(path, "utf8").split("\n")) if (line !== "") count += JSON.parse(line) ? 1 : 0;
        const parse = Number(process.hrtime.bigint() - start) / 1e6;
        if (count !== lines) throw new Error(`parsed ${count} of ${lines} lines`);
        // The import as a user runs it: `link-kit capture claude` in its own process, against
        // the host (which runs in this process, as `host serve` runs in its own).
        const hostCpu = process.cpuUsage();
        const imported = await wall(process.execPath, [
          BIN,
          "capture",
          "claude",
          "--settings",
          settings,
          "--thread",
          `link:bench-import-${round}`,
          path,
        ]);
        const used = process.cpuUsage(hostCpu);
        hostCpus.push((used.user + used.system) / 1000);
        const stored = await client.call({ kind: "conversation_last", thread: `link:bench-import-${round}` });
        if (stored.kind !== "last" || Number(stored.seq) !== lines) throw new Error(`imported ${JSON.stringify(stored)} of ${lines} lines`);
        parses.push(parse);
        imports.push(imported);
        ratios.push(imported / parse);
      }
      figures.push({
        name: "import_vs_parse",
        value: Math.round(median(ratios) * 1000) / 1000,
        spread: spreadOf(ratios),
        unit: "ratio",
        baseline: `read the ${mb} MiB transcript (${lines} lines) and JSON.parse each line, p50 ${median(parses).toFixed(0)} ms; link-kit capture claude into a running host, process start to exit, p50 ${median(imports).toFixed(0)} ms, the host's CPU time during it p50 ${median(hostCpus).toFixed(0)} ms (median of 3 interleaved rounds)`,
      });
    }
    return figures;
  });
}
