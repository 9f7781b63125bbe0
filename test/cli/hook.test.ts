// `link-kit hook claude|codex` (C10, Q1-Q4, Q7) run as a harness runs it: a separate process, JSON
// on stdin (Claude Code) or as the last argument (Codex notify), another working directory, no
// TTY; against a served host that also goes down and comes back.

import { spawn, spawnSync } from "node:child_process";
import { getPriority } from "node:os";
import { appendFileSync, copyFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { describe, expect, it } from "vitest";

import { Bridged } from "../../src/bridge/client.js";
import { bindingFrom, readSettings } from "../../src/bridge/config.js";
import { captureTranscript, CLAUDE_CODE, CODEX, GEMINI } from "../../src/capture/index.js";
import { readContext } from "../../src/context/index.js";
import { DETACHED_NICE } from "../../src/cli/detach.js";
import { CaptureQueue } from "../../src/queue/index.js";
import { findOnPath, HARNESSES } from "../../src/setup/harnesses.js";
import { hookCommand } from "../../src/setup/index.js";
import { BIN, linkKit, runHook as runHookOf, servedSuite, storedSources, type HookRunOptions } from "../helpers/cli.js";
import { reheadFile } from "../helpers/batch.js";
import { waitFor } from "../helpers/wait.js";

const FIXTURES = resolve(import.meta.dirname, "..", "fixtures");
const TOOL_HEAVY = join(FIXTURES, "claude-code", "spotter_tool_heavy_v2.1.38.jsonl");
const served = servedSuite("home");

/** Runs the hook as a harness would: its own process, stdin, a working directory, no TTY. */
const runHook = (args: string[], options: HookRunOptions = {}) => runHookOf(served, args, options);

/** The native records the thread holds, in order. */
const stored = (thread: string) => storedSources(served, thread);

describe("link-kit hook claude", () => {
  it("C10 Q1 Q2: run after each turn of a growing transcript (a torn line included), every record lands once, in order, and the queue empties", async () => {
    const home = join(served.dir, "home-claude");
    const transcript = join(served.dir, "claude", "session.jsonl");
    mkdirSync(join(served.dir, "claude"), { recursive: true });
    const bytes = readFileSync(TOOL_HEAVY);
    const cuts = [Math.floor(bytes.length / 3), Math.floor((2 * bytes.length) / 3) + 7, bytes.length];
    writeFileSync(transcript, "");
    let at = 0;
    const input = JSON.stringify({ session_id: "s", transcript_path: transcript, cwd: served.dir, hook_event_name: "Stop" });
    for (const cut of cuts) {
      appendFileSync(transcript, bytes.subarray(at, cut));
      at = cut;
      const run = await runHook(["claude", "--settings", served.cfg, "--home", home, "--thread", "link:hooked"], { input, cwd: "/" });
      expect([run.status, run.stderr]).toEqual([0, ""]);
    }
    const expected = captureTranscript(CLAUDE_CODE, bytes.toString("utf8"), TOOL_HEAVY).map((c) => c.source.native_record);
    expect(stored("link:hooked")).toEqual(expected);
    const queue = CaptureQueue.open(home, served.agent.id);
    expect(queue.entries()).toEqual([]);
    queue.close();
  });

  it("issue 43.2: a hook capturing a turn requires no Node module that starts processes (child_process, readline: 2.3 ms of every turn)", async () => {
    const home = join(served.dir, "home-lean");
    const transcript = join(served.dir, "lean.jsonl");
    writeFileSync(
      transcript,
      `${JSON.stringify({ type: "user", uuid: "u1", sessionId: "lean", message: { role: "user", content: "hi" } })}\n`,
    );
    const loaded = join(served.dir, "lean-modules.json");
    const tracer = join(served.dir, "lean-tracer.cjs");
    writeFileSync(
      tracer,
      // Every module the kit asks Node for (Node's own net.Server.listen, which the queue's lock runs,
      // loads child_process through cluster without asking: that one is Node's).
      `const M = require("node:module"); const load = M._load; const asked = [];
M._load = function (request, ...rest) { asked.push(request); return load.call(this, request, ...rest); };
process.on("exit", () => require("node:fs").writeFileSync(${JSON.stringify(loaded)}, JSON.stringify(asked)));\n`,
    );
    const input = JSON.stringify({ session_id: "lean", transcript_path: transcript, cwd: served.dir, hook_event_name: "Stop" });
    const run = await runHook(["claude", "--settings", served.cfg, "--home", home, "--thread", "link:lean"], {
      input,
      env: { NODE_OPTIONS: `--require ${tracer}` },
    });
    expect([run.status, run.stderr]).toEqual([0, ""]);
    expect(stored("link:lean")).toEqual(["u1"]);
    const asked = JSON.parse(readFileSync(loaded, "utf8")) as string[];
    expect(asked).toContain("node:net"); // the tracer saw the kit's requires
    expect(asked.filter((m) => /^(node:)?(child_process|readline)$/.test(m))).toEqual([]);
  });

  it("Q3 Q7: with storage down the hook says so in one line and exits 1 (non-blocking); the turn stays queued and lands once when storage is back", async () => {
    const home = join(served.dir, "home-down");
    const transcript = join(served.dir, "claude", "down.jsonl");
    const lines = readFileSync(TOOL_HEAVY, "utf8").split("\n").filter(Boolean);
    writeFileSync(transcript, `${lines.slice(0, 10).join("\n")}\n`);
    const input = JSON.stringify({ session_id: "s", transcript_path: transcript, hook_event_name: "Stop" });
    const hookArgs = ["claude", "--settings", served.cfg, "--home", home, "--thread", "link:down"];
    expect((await runHook(hookArgs, { input })).status).toBe(0);
    served.process.kill("SIGTERM");
    await new Promise((r) => served.process.once("exit", r));
    appendFileSync(transcript, `${lines.slice(10, 20).join("\n")}\n`);
    const down = await runHook(hookArgs, { input });
    expect([down.status, down.stderr]).toEqual([
      1,
      expect.stringMatching(/^link-kit: transport: [^\n]*; this turn is queued in [^\n]* and is stored by the next run\n$/),
    ]);
    const queue = CaptureQueue.open(home, served.agent.id);
    expect(queue.entries().map((e) => e.batch?.recordTexts.length)).toEqual([10]);
    await served.restart();
    const back = await runHook(hookArgs, { input });
    expect([back.status, back.stderr]).toEqual([0, ""]);
    expect(queue.entries()).toEqual([]);
    queue.close();
    const expected = captureTranscript(CLAUDE_CODE, `${lines.slice(0, 20).join("\n")}\n`, transcript).map((c) => c.source.native_record);
    expect(stored("link:down")).toEqual(expected);
  });

  it("issue 43.1: with --detach the hook exits 0 at once and a detached run stores the turn within 2 s; with storage down its line goes to <home>/.lnk/agent-context/hook.log, never to the harness, and the turn waits in the queue", async () => {
    const home = join(served.dir, "home-detach");
    const transcript = join(served.dir, "claude", "detach.jsonl");
    mkdirSync(join(served.dir, "claude"), { recursive: true });
    const lines = readFileSync(TOOL_HEAVY, "utf8").split("\n").filter(Boolean);
    writeFileSync(transcript, `${lines.slice(0, 10).join("\n")}\n`);
    const input = JSON.stringify({ session_id: "s", transcript_path: transcript, hook_event_name: "Stop" });
    const hookArgs = ["claude", "--detach", "--settings", served.cfg, "--home", home, "--thread", "link:detached"];
    const expected = (count: number) =>
      captureTranscript(CLAUDE_CODE, `${lines.slice(0, count).join("\n")}\n`, transcript).map((c) => c.source.native_record);
    expect(await runHook(hookArgs, { input })).toEqual({ status: 0, stdout: "", stderr: "" });
    // Until the detached run has stored the turn, the thread has no records (context read: not_found).
    const storedYet = () => linkKit(["context", "read", "--settings", served.cfg, "--thread", "link:detached"]).status === 0;
    await waitFor(storedYet, {
      timeoutMs: 2_000,
      message: "the detached capture stored",
    });
    expect(stored("link:detached")).toEqual(expected(10));
    // Storage down: the same run without --detach exits 1 with its line; detached, the harness hears nothing.
    served.process.kill("SIGTERM");
    await new Promise((r) => served.process.once("exit", r));
    appendFileSync(transcript, `${lines.slice(10, 20).join("\n")}\n`);
    expect(await runHook(hookArgs, { input })).toEqual({ status: 0, stdout: "", stderr: "" });
    const log = join(home, ".lnk", "agent-context", "hook.log");
    const said = await waitFor(() => existsSync(log) && readFileSync(log, "utf8"), { message: "the detached run's line in hook.log" });
    expect(said).toMatch(/^\S+Z hook claude: link-kit: transport: [^\n]*; this turn is queued in [^\n]* and is stored by the next run\n$/);
    expect(statSync(log).mode & 0o777).toBe(0o600);
    const queue = CaptureQueue.open(home, served.agent.id);
    expect(queue.entries().map((e) => e.batch?.recordTexts.length)).toEqual([10]);
    queue.close();
    await served.restart();
    expect(
      await runHook(
        hookArgs.filter((a) => a !== "--detach"),
        { input },
      ),
    ).toEqual({ status: 0, stdout: "", stderr: "" });
    expect(stored("link:detached")).toEqual(expected(20));
  });

  it("issue 43.1: a detached capture runs niced by DETACHED_NICE, whether --detach starts it or the line setup writes, so the harness's own work comes first; the turn is still stored", async () => {
    const preload = join(served.dir, "priority.cjs");
    const said = join(served.dir, "priority.txt");
    // Loaded into every Node the hook starts (NODE_OPTIONS is inherited): the detached run writes its priority as it exits.
    writeFileSync(
      preload,
      `if (process.env.LINK_KIT_HOOK_DETACHED === "1") process.on("exit", () => require("node:fs").appendFileSync(${JSON.stringify(said)}, require("node:os").getPriority() + "\\n"));\n`,
    );
    const env = { NODE_OPTIONS: `--require=${preload}` };
    const niced = Math.min(19, getPriority() + DETACHED_NICE);
    const home = join(served.dir, "home-nice");
    const transcript = join(served.dir, "claude", "nice.jsonl");
    mkdirSync(join(served.dir, "claude"), { recursive: true });
    const lines = readFileSync(TOOL_HEAVY, "utf8").split("\n").filter(Boolean);
    writeFileSync(transcript, `${lines.slice(0, 4).join("\n")}\n`);
    const input = JSON.stringify({ session_id: "s", transcript_path: transcript, hook_event_name: "Stop" });
    const expected = (count: number) =>
      captureTranscript(CLAUDE_CODE, `${lines.slice(0, count).join("\n")}\n`, transcript).map((c) => c.source.native_record);
    const priorities = () => (existsSync(said) ? readFileSync(said, "utf8").split("\n").filter(Boolean).map(Number) : []);

    // `hook --detach`: the process it starts is lowered.
    const detachArgs = ["claude", "--detach", "--settings", served.cfg, "--home", home, "--thread", "link:nice"];
    expect(await runHook(detachArgs, { input, env })).toEqual({ status: 0, stdout: "", stderr: "" });
    await waitFor(() => priorities().length === 1, { timeoutMs: 2_000, message: "the detached run's priority" });
    expect(priorities()).toEqual([niced]);
    expect(stored("link:nice")).toEqual(expected(4));

    // The line setup registers for a capture-only event: `nice` by its path, from the Node start on.
    const line = hookCommand(
      HARNESSES.claude,
      { target: join(served.dir, "unused.json"), settings: served.cfg, home, thread: "link:nice" },
      "Stop",
    );
    const nice = findOnPath("nice");
    expect(nice, "nice on this machine's PATH").toMatch(/^\/.*\/nice$/);
    expect(line).toContain(`{ LINK_KIT_HOOK_DETACHED=1 ${nice} -n ${DETACHED_NICE} `);
    appendFileSync(transcript, `${lines.slice(4, 8).join("\n")}\n`);
    const shell = spawnSync("sh", ["-c", line], { input, env: { ...process.env, ...env }, encoding: "utf8" });
    expect([shell.status, shell.stdout, shell.stderr]).toEqual([0, "", ""]);
    await waitFor(() => priorities().length === 2, { timeoutMs: 2_000, message: "the detached run's priority" });
    expect(priorities()).toEqual([niced, niced]);
    await waitFor(() => stored("link:nice").length === expected(8).length, { timeoutMs: 2_000, message: "the second turn stored" });
    expect(stored("link:nice")).toEqual(expected(8));
  });

  it("Q4: two hooks started at once on one home take turns under the lock; nothing is captured twice", async () => {
    const home = join(served.dir, "home-twice");
    const transcript = join(served.dir, "claude", "twice.jsonl");
    copyFileSync(TOOL_HEAVY, transcript);
    const input = JSON.stringify({ session_id: "s", transcript_path: transcript, hook_event_name: "Stop" });
    const hookArgs = ["claude", "--settings", served.cfg, "--home", home, "--thread", "link:twice"];
    const both = await Promise.all([runHook(hookArgs, { input }), runHook(hookArgs, { input })]);
    expect(both.map((r) => [r.status, r.stderr])).toEqual([
      [0, ""],
      [0, ""],
    ]);
    const expected = captureTranscript(CLAUDE_CODE, readFileSync(TOOL_HEAVY, "utf8"), TOOL_HEAVY).map((c) => c.source.native_record);
    expect(stored("link:twice")).toEqual(expected);
  });

  it("Q5: a first run on a long session (a backlog past one batch and past the whole queue's 64 MiB) captures it all: admitted a piece at a time, the queue stored whenever full", async () => {
    const home = join(served.dir, "home-backlog");
    const transcript = join(served.dir, "claude", "backlog.jsonl");
    mkdirSync(join(served.dir, "claude"), { recursive: true });
    // Twelve 3 MiB user messages: each record holds its text twice (event and native line), so
    // 72 MiB of records, more than one batch (16 MiB) and than the queue (64 MiB) can take.
    const line = (i: number) =>
      JSON.stringify({ type: "user", uuid: `big-${i}`, sessionId: "s", message: { role: "user", content: `${i} `.repeat(1536 * 1024) } });
    writeFileSync(transcript, `${Array.from({ length: 12 }, (_, i) => line(i)).join("\n")}\n`);
    const input = JSON.stringify({ session_id: "s", transcript_path: transcript, hook_event_name: "Stop" });
    const run = await runHook(["claude", "--settings", served.cfg, "--home", home, "--thread", "link:backlog", "--json"], { input });
    expect([run.status, run.stderr]).toEqual([0, ""]);
    expect(JSON.parse(run.stdout)).toMatchObject({ records: 12, repeated: 0, left: 0 });
    // Read through the API: the CLI's --json of 72 MiB is more than the test's pipe takes.
    const client = new Bridged(bindingFrom(readSettings(served.cfg)));
    try {
      const snapshot = await readContext(client, { thread: "link:backlog" });
      expect(snapshot.records.map((r) => r.source?.native_record)).toEqual(Array.from({ length: 12 }, (_, i) => `big-${i}`));
    } finally {
      client.close();
    }
    const queue = CaptureQueue.open(home, served.agent.id);
    expect(queue.entries()).toEqual([]);
    queue.close();
  }, 60_000);

  it("Q7: hook input that is not JSON is named in one line, exit 1 (non-blocking), for stdin and for Codex's notify argument", async () => {
    const home = join(served.dir, "home-bad-input");
    const stdin = await runHook(["claude", "--settings", served.cfg, "--home", home], { input: "not json" });
    expect([stdin.status, stdin.stderr]).toEqual([
      1,
      expect.stringMatching(/^link-kit: syntax: the hook input on stdin is not JSON: [^\n]+\n$/),
    ]);
    const notify = await runHook(["codex", "--settings", served.cfg, "--home", home, "{not json"]);
    expect([notify.status, notify.stderr]).toEqual([
      1,
      expect.stringMatching(/^link-kit: syntax: the notify argument is not JSON: [^\n]+\n$/),
    ]);
  });

  it("C9 C10: a transcript replaced (shorter, or longer with other lines) is read again from its start (one note on stderr), what was captured found again by its sources, and what follows it captured", async () => {
    const home = join(served.dir, "home-replaced");
    const transcript = join(served.dir, "claude", "replaced.jsonl");
    mkdirSync(join(served.dir, "claude"), { recursive: true });
    const line = (i: number) =>
      JSON.stringify({ type: "user", uuid: `r-${i}`, sessionId: "s-r", message: { role: "user", content: `turn ${i}` } });
    const input = JSON.stringify({ session_id: "s-r", transcript_path: transcript, hook_event_name: "Stop" });
    const hookArgs = ["claude", "--settings", served.cfg, "--home", home, "--thread", "link:replaced"];
    writeFileSync(transcript, `${[1, 2, 3, 4].map(line).join("\n")}\n`);
    expect((await runHook(hookArgs, { input })).status).toBe(0);
    writeFileSync(transcript, `${[1, 2].map(line).join("\n")}\n`);
    const shrunk = await runHook(hookArgs, { input });
    const note = `link-kit: replaced: ${transcript} is not the transcript read before (shorter, or changed before where it was read to); reading it again from its start\n`;
    expect([shrunk.status, shrunk.stderr]).toEqual([0, note]);
    writeFileSync(transcript, `${[1, 2, 5].map(line).join("\n")}\n`);
    expect(await runHook(hookArgs, { input })).toMatchObject({ status: 0, stderr: "" });
    expect(stored("link:replaced")).toEqual(["r-1", "r-2", "r-3", "r-4", "r-5"]);
    // Replaced by a longer one with other lines: told by the bytes before where it was read to.
    writeFileSync(transcript, `${[7, 8, 9, 10].map(line).join("\n")}\n`);
    expect(await runHook(hookArgs, { input })).toMatchObject({ status: 0, stderr: note });
    expect(stored("link:replaced")).toEqual(["r-1", "r-2", "r-3", "r-4", "r-5", "r-7", "r-8", "r-9", "r-10"]);
  });

  it("Q5: a line whose record no batch can hold is left out and named in one line (exit 1, non-blocking); the lines around it are captured and later runs go on", async () => {
    const home = join(served.dir, "home-oversized");
    const transcript = join(served.dir, "claude", "oversized.jsonl");
    mkdirSync(join(served.dir, "claude"), { recursive: true });
    const line = (id: string, text: string) =>
      JSON.stringify({ type: "user", uuid: id, sessionId: "s-over", message: { role: "user", content: text } });
    writeFileSync(
      transcript,
      `${[line("before", "before"), line("huge", "h".repeat(9 * 1024 * 1024)), line("after", "after")].join("\n")}\n`,
    );
    const input = JSON.stringify({ session_id: "s-over", transcript_path: transcript, hook_event_name: "Stop" });
    const hookArgs = ["claude", "--settings", served.cfg, "--home", home, "--thread", "link:oversized"];
    const first = await runHook(hookArgs, { input });
    expect([first.status, first.stderr]).toEqual([
      1,
      expect.stringMatching(
        /^link-kit: too_large: claude-code\/s-over\/huge \(\d+ bytes\): larger than a capture batch holds \(16777216 bytes\), not captured; the rest was\n$/,
      ),
    ]);
    expect(stored("link:oversized")).toEqual(["before", "after"]);
    appendFileSync(transcript, `${line("next", "next turn")}\n`);
    const second = await runHook(hookArgs, { input });
    expect([second.status, second.stderr]).toEqual([0, ""]);
    expect(stored("link:oversized")).toEqual(["before", "after", "next"]);
  }, 60_000);
});

describe("link-kit hook claude: SessionStart (R7, R8, Q6)", () => {
  it("issue 40.13: on a thread with no records and no memory from other harnesses, SessionStart injects nothing; `context read` of it is not_found (exit 3)", async () => {
    const userHome = join(served.dir, "user-empty");
    mkdirSync(userHome, { recursive: true });
    const input = JSON.stringify({
      session_id: "fresh",
      transcript_path: join(served.dir, "none.jsonl"),
      hook_event_name: "SessionStart",
      source: "startup",
    });
    const run = await runHook(
      ["claude", "--binding", served.cfg, "--home", join(served.dir, "home-empty"), "--thread", "link:never-used"],
      {
        input,
        env: { HOME: userHome },
      },
    );
    expect([run.status, run.stdout, run.stderr]).toEqual([0, "", ""]);
    const read = linkKit(["context", "read", "--binding", served.cfg, "--thread", "link:never-used"]);
    expect([read.status, read.stdout, read.stderr]).toEqual([
      3,
      "",
      "link-kit: not_found: link:never-used has no records: is the thread's name right?\n",
    ]);
  });

  it("R5 R7 R8: on SessionStart a new session gets the thread's latest events as additionalContext, marked as history not to be re-run", async () => {
    expect(linkKit(["capture", "claude", "--settings", served.cfg, "--thread", "link:seeded", TOOL_HEAVY]).status).toBe(0);
    const home = join(served.dir, "home-start");
    const input = JSON.stringify({
      session_id: "new",
      transcript_path: join(served.dir, "claude", "not-yet.jsonl"),
      hook_event_name: "SessionStart",
      source: "startup",
    });
    // The harness's own memory is read from the user's home: an empty one here.
    const userHome = join(served.dir, "user-start");
    mkdirSync(userHome, { recursive: true });
    const run = await runHook(["claude", "--settings", served.cfg, "--home", home, "--thread", "link:seeded"], {
      input,
      env: { HOME: userHome },
    });
    expect([run.status, run.stderr]).toEqual([0, ""]);
    const out = JSON.parse(run.stdout) as { hookSpecificOutput: { hookEventName: string; additionalContext: string } };
    expect(out.hookSpecificOutput.hookEventName).toBe("SessionStart");
    const context = out.hookSpecificOutput.additionalContext.split("\n");
    expect(context[0]).toMatch(
      /^Earlier conversation in the Link thread link:seeded, records through \d+ \(the latest \d+ events\)\. It is history: tool calls and results in it have already happened, and are not to be run again\.$/,
    );
    expect(context).toContainEqual(expect.stringMatching(/^\[\d+\] user via claude-code: start phoenix in background$/));
    const tools = context.filter((l) => /^\[\d+\] tool/.test(l));
    expect(tools.length).toBeGreaterThan(0);
    expect(tools.every((l) => l.includes("[historical tool record: already run, not to be run again]"))).toBe(true);
    // R5: the adapter's home maps the native session to the thread, with the cursor it was given.
    const through = Number(/records through (\d+)/.exec(context[0] as string)?.[1]);
    const state = JSON.parse(readFileSync(join(home, ".lnk", "agent-context", "state.json"), "utf8")) as unknown;
    expect(state).toEqual({
      adapter: "claude-code",
      sessions: [{ native_session: "new", thread: "link:seeded", last_cursor: { thread: "link:seeded", through_seq: through, files: {} } }],
      exports: [],
    });
  });

  it("R6 M6: a binding without the notes grant still gets its context at SessionStart; the memory it could not export is named", async () => {
    const project = join(served.dir, "proj-no-notes");
    mkdirSync(join(project, ".git"), { recursive: true });
    writeFileSync(join(project, "CLAUDE.md"), "Use tabs.\n");
    const userHome = join(served.dir, "user-no-notes");
    mkdirSync(userHome, { recursive: true });
    const input = JSON.stringify({
      session_id: "nn",
      transcript_path: join(served.dir, "claude", "none.jsonl"),
      cwd: project,
      hook_event_name: "SessionStart",
    });
    const run = await runHook(
      ["claude", "--settings", served.cfg, "--home", join(served.dir, "home-no-notes"), "--thread", "link:seeded"],
      {
        input,
        env: { HOME: userHome },
      },
    );
    expect([run.status, run.stderr]).toEqual([0, ""]);
    const context = (JSON.parse(run.stdout) as { hookSpecificOutput: { additionalContext: string } }).hookSpecificOutput.additionalContext;
    expect(context).toMatch(/^Earlier conversation in the Link thread link:seeded/);
    expect(context).toContain("Memory not exported (refused by the store: permission_denied): claude-code.project.CLAUDE.md.");
  });

  it("issue 43.1 Q2: SessionStart replays the queue and gives context without reading the transcript; the next event captures what it held then, once, in order", async () => {
    const home = join(served.dir, "home-start-defer");
    const transcript = join(served.dir, "claude", "resumed.jsonl");
    mkdirSync(join(served.dir, "claude"), { recursive: true });
    const lines = readFileSync(TOOL_HEAVY, "utf8").split("\n").filter(Boolean);
    // A resumed session's tail no event captured, and a batch an earlier run left queued.
    writeFileSync(transcript, `${lines.slice(0, 6).join("\n")}\n`);
    const queue = CaptureQueue.open(home, served.agent.id);
    queue.admit("link:deferred", [
      { record: '{"role":"user","text":"queued before"}', source: { adapter: "claude-code", native_session: "old", native_record: "q-1" } },
    ]);
    queue.close();
    const args = ["claude", "--settings", served.cfg, "--home", home, "--thread", "link:deferred"];
    const event = (name: string) =>
      JSON.stringify({ session_id: "resumed", transcript_path: transcript, hook_event_name: name, source: "resume" });
    const start = await runHook(args, { input: event("SessionStart") });
    expect([start.status, start.stderr]).toEqual([0, ""]);
    // The queued batch was stored before the context was read (Q2): the context holds it; the tail is not stored yet.
    const context = (JSON.parse(start.stdout) as { hookSpecificOutput: { additionalContext: string } }).hookSpecificOutput
      .additionalContext;
    expect(context).toContain("queued before");
    expect(stored("link:deferred")).toEqual(["q-1"]);
    expect(existsSync(join(home, ".lnk", "agent-context", "positions.json"))).toBe(false);
    // The turn's Stop reads the transcript from its start: the tail and the turn, once each, in order.
    appendFileSync(transcript, `${lines.slice(6, 10).join("\n")}\n`);
    expect(await runHook(args, { input: event("Stop") })).toEqual({ status: 0, stdout: "", stderr: "" });
    const expected = captureTranscript(CLAUDE_CODE, `${lines.slice(0, 10).join("\n")}\n`, transcript).map((c) => c.source.native_record);
    expect(stored("link:deferred")).toEqual(["q-1", ...expected]);
  });

  it("Q6: an unusable queue entry stops context preparation: exit 1 naming the file, no context on stdout", async () => {
    const home = join(served.dir, "home-start-bad");
    const queue = CaptureQueue.open(home, served.agent.id);
    const entry = queue.admit("link:seeded", [
      { record: '{"role":"user","text":"x"}', source: { adapter: "claude-code", native_session: "s", native_record: "x" } },
    ]);
    queue.close();
    reheadFile(entry.file, (head) => ({ ...head, version: 3 }));
    const input = JSON.stringify({
      session_id: "new",
      transcript_path: join(served.dir, "claude", "not-yet.jsonl"),
      hook_event_name: "SessionStart",
    });
    const run = await runHook(["claude", "--settings", served.cfg, "--home", home, "--thread", "link:seeded"], { input });
    expect([run.status, run.stdout, run.stderr]).toEqual([1, "", expect.stringContaining(`link-kit: unsupported: ${entry.file}`)]);
  });
});

describe("link-kit hook claude: subagents", () => {
  it("C4: a subagent's transcript (<session>/subagents/agent-<id>.jsonl) goes to a thread of its own, correlated to the parent session, never into the parent's turns", async () => {
    const dir = join(served.dir, "claude-sub");
    mkdirSync(join(dir, "sess-1", "subagents"), { recursive: true });
    const main = join(dir, "sess-1.jsonl");
    const line = (uuid: string, text: string, extra: object = {}) =>
      JSON.stringify({ type: "user", uuid, sessionId: "sess-1", message: { role: "user", content: text }, ...extra });
    writeFileSync(main, `${line("p-1", "parent turn")}\n`);
    writeFileSync(
      join(dir, "sess-1", "subagents", "agent-a1.jsonl"),
      `${line("s-1", "subagent task", { isSidechain: true, agentId: "a1" })}\n`,
    );
    const input = JSON.stringify({ session_id: "sess-1", transcript_path: main, hook_event_name: "SubagentStop" });
    const run = await runHook(["claude", "--settings", served.cfg, "--home", join(served.dir, "home-sub"), "--thread", "link:parent"], {
      input,
    });
    expect([run.status, run.stderr]).toEqual([0, ""]);
    expect(stored("link:parent")).toEqual(["p-1"]);
    const read = linkKit(["context", "read", "--settings", served.cfg, "--thread", "link:parent.agent-a1", "--json"]);
    expect((JSON.parse(read.stdout) as { records: Array<{ source: unknown }> }).records.map((r) => r.source)).toEqual([
      { adapter: "claude-code", native_session: "sess-1/subagents/a1", native_record: "s-1" },
    ]);
  });
});

describe("link-kit hook gemini", () => {
  it("C10: a Gemini CLI hook (stdin JSON with transcript_path) captures the chat recording; run again, nothing new", async () => {
    const recording = join(FIXTURES, "gemini-cli", "written-here_session-2026-12-03T07-40-a1b2c3d4.jsonl");
    const input = JSON.stringify({
      session_id: "a1b2c3d4",
      transcript_path: recording,
      cwd: served.dir,
      hook_event_name: "AfterAgent",
      timestamp: "2026-12-03T07:41:00Z",
    });
    const hookArgs = ["gemini", "--settings", served.cfg, "--home", join(served.dir, "home-gemini"), "--thread", "link:gemini"];
    for (let run = 0; run < 2; run++) expect((await runHook(hookArgs, { input })).status).toBe(0);
    expect(stored("link:gemini")).toEqual(
      captureTranscript(GEMINI, readFileSync(recording, "utf8"), recording).map((c) => c.source.native_record),
    );
  });

  it("C9 C10: the older single-JSON recording, rewritten whole with a new message, is read whole again: the new message captured, no note of a replaced transcript", async () => {
    const legacy = join(FIXTURES, "gemini-cli", "written-here_session-2025-09-18T10-00-0f9e8d7c.json");
    const dir = join(served.dir, "gemini-legacy");
    mkdirSync(dir, { recursive: true });
    const recording = join(dir, "session-2025-09-18T10-00-0f9e8d7c.json");
    const document = JSON.parse(readFileSync(legacy, "utf8")) as { messages: Array<Record<string, unknown>> };
    writeFileSync(recording, JSON.stringify(document, null, 2));
    const input = JSON.stringify({ session_id: "0f9e8d7c", transcript_path: recording, hook_event_name: "AfterAgent" });
    const hookArgs = [
      "gemini",
      "--settings",
      served.cfg,
      "--home",
      join(served.dir, "home-gemini-legacy"),
      "--thread",
      "link:gemini-legacy",
    ];
    expect(await runHook(hookArgs, { input })).toMatchObject({ status: 0, stderr: "" });
    document.messages.push({ id: "legacy-u9", timestamp: "2025-09-18T10:09:00.000Z", type: "user", content: "one more thing" });
    writeFileSync(recording, JSON.stringify(document, null, 2));
    expect(await runHook(hookArgs, { input })).toMatchObject({ status: 0, stderr: "" });
    const ids = stored("link:gemini-legacy");
    expect(ids.at(-1)).toContain("legacy-u9");
    // The document's other members are one raw-only record, found again: the file did not change them.
    expect(ids.filter((id) => id.startsWith("document:"))).toHaveLength(1);
    expect(ids.filter((id) => !id.startsWith("document:"))).toEqual(document.messages.map((m) => m.id));
  });

  it("C9 C10 issue 32.3: a reply Gemini CLI is still rewriting (no token counts, a call still running) is left for a later run; once final it is captured whole, text and calls, and capture never conflicts with itself", async () => {
    const dir = join(served.dir, "gemini-growing");
    mkdirSync(dir, { recursive: true });
    const recording = join(dir, "session-2026-01-01T00-00-growing1.json");
    const document: {
      sessionId: string;
      projectHash: string;
      startTime: string;
      lastUpdated: string;
      messages: Array<Record<string, unknown>>;
    } = {
      sessionId: "growing1",
      projectHash: "p",
      startTime: "2026-01-01T00:00:00.000Z",
      lastUpdated: "2026-01-01T00:00:01.000Z",
      messages: [{ id: "g-u1", timestamp: "2026-01-01T00:00:01.000Z", type: "user", content: [{ text: "read the file" }] }],
    };
    const write = (at: string) => {
      document.lastUpdated = at;
      writeFileSync(recording, JSON.stringify(document, null, 2));
    };
    const input = JSON.stringify({ session_id: "growing1", transcript_path: recording, hook_event_name: "AfterAgent" });
    const hookArgs = [
      "gemini",
      "--settings",
      served.cfg,
      "--home",
      join(served.dir, "home-gemini-growing"),
      "--thread",
      "link:gemini-growing",
    ];
    const reply: Record<string, unknown> = {
      id: "g-g1",
      timestamp: "2026-01-01T00:00:02.000Z",
      type: "gemini",
      content: "Reading it.",
      model: "m",
    };
    document.messages.push(reply);
    write("2026-01-01T00:00:02.000Z");
    expect(await runHook(hookArgs, { input })).toMatchObject({ status: 0, stderr: "" });
    expect(stored("link:gemini-growing").filter((id) => !id.startsWith("document:"))).toEqual(["g-u1"]);
    reply.toolCalls = [{ id: "c1", name: "read_file", args: { path: "a" }, status: "executing" }];
    write("2026-01-01T00:00:03.000Z");
    expect(await runHook(hookArgs, { input })).toMatchObject({ status: 0, stderr: "" });
    expect(stored("link:gemini-growing").filter((id) => !id.startsWith("document:"))).toEqual(["g-u1"]);
    reply.toolCalls = [{ id: "c1", name: "read_file", args: { path: "a" }, status: "success", result: [{ text: "contents" }] }];
    reply.tokens = { input: 10, output: 5 };
    write("2026-01-01T00:00:04.000Z");
    expect(await runHook(hookArgs, { input })).toMatchObject({ status: 0, stderr: "" });
    const ids = stored("link:gemini-growing");
    expect(ids.filter((id) => !id.startsWith("document:"))).toEqual(["g-u1", "g-g1", "g-g1/calls"]);
    expect(ids.filter((id) => id.startsWith("document:"))).toHaveLength(3); // one per distinct lastUpdated
    const read = linkKit(["context", "read", "--settings", served.cfg, "--thread", "link:gemini-growing", "--json"]);
    const events = (JSON.parse(read.stdout) as { events: Array<{ role: string; text: string }> }).events.map((e) => [e.role, e.text]);
    expect(events).toEqual([
      ["user", "read the file"],
      ["assistant", "Reading it."],
      ["tool", 'read_file {"path":"a"}\ncontents'],
    ]);
  });
});

describe("link-kit hook codex", () => {
  it("C10: a Codex notify (JSON as the last argument) finds the session's rollout under $CODEX_HOME and captures it", async () => {
    const codexHome = join(served.dir, "codex-home");
    const id = "019c8a70-dda7-7f33-98ea-f30553347322";
    const name = `rollout-2026-02-23T13-19-38-${id}.jsonl`;
    mkdirSync(join(codexHome, "sessions", "2026", "02", "23"), { recursive: true });
    copyFileSync(join(FIXTURES, "codex", `localpush_${name}`), join(codexHome, "sessions", "2026", "02", "23", name));
    const notify = JSON.stringify({
      type: "agent-turn-complete",
      "thread-id": id,
      "turn-id": "t1",
      cwd: served.dir,
      "input-messages": ["hi"],
      "last-assistant-message": "done",
    });
    const run = await runHook(
      ["codex", "--settings", served.cfg, "--home", join(served.dir, "home-codex"), "--thread", "link:codex", notify],
      { env: { CODEX_HOME: codexHome } },
    );
    expect([run.status, run.stderr]).toEqual([0, ""]);
    const text = readFileSync(join(FIXTURES, "codex", `localpush_${name}`), "utf8");
    expect(stored("link:codex")).toEqual(captureTranscript(CODEX, text, name).map((c) => c.source.native_record));
    // Issue 38.2: a notify for a thread Codex recorded no rollout for (the TUI's title turn) is a
    // quiet no-op: exit 0, nothing said (a debug line with LINK_KIT_DEBUG=1).
    const missing = await runHook(
      ["codex", "--settings", served.cfg, "--home", join(served.dir, "home-codex"), JSON.stringify({ "thread-id": "0000-none" })],
      { env: { CODEX_HOME: codexHome } },
    );
    expect([missing.status, missing.stdout, missing.stderr]).toEqual([0, "", ""]);
    const debug = await runHook(
      ["codex", "--settings", served.cfg, "--home", join(served.dir, "home-codex"), JSON.stringify({ "thread-id": "0000-none" })],
      { env: { CODEX_HOME: codexHome, LINK_KIT_DEBUG: "1" } },
    );
    expect([debug.status, debug.stderr]).toEqual([0, "link-kit: Codex named no transcript that exists yet: nothing to capture\n"]);
  });
});

const CRASHES = Number(process.env.LINK_KIT_HOOK_CRASH_ITERATIONS ?? 12);

describe("crash: SIGKILL the hook while it captures (C10, Q1-Q3)", () => {
  it(`Q1 Q3 C9: after ${CRASHES} SIGKILLs at random points, one more run leaves every turn stored once, in order, and the queue readable and empty`, async () => {
    const home = join(served.dir, "home-crash");
    mkdirSync(join(served.dir, "claude"), { recursive: true });
    const transcript = join(served.dir, "claude", "crash.jsonl");
    writeFileSync(transcript, "");
    const input = JSON.stringify({ session_id: "s", transcript_path: transcript, hook_event_name: "Stop" });
    const hookArgs = ["claude", "--settings", served.cfg, "--home", home, "--thread", "link:crash"];
    let turns = 0;
    let killed = 0;
    // How long a whole run takes here, so the kills land anywhere in one (start-up included).
    const started = Date.now();
    expect((await runHook(hookArgs, { input })).status).toBe(0);
    const runMs = Date.now() - started;
    for (let i = 0; i < CRASHES; i++) {
      // Each turn adds a few lines; the last of them sometimes still being written (torn).
      const add = 1 + Math.floor(Math.random() * 5);
      let text = "";
      for (let k = 0; k < add; k++, turns++)
        text += `${JSON.stringify({ type: "user", uuid: `u-${turns}`, sessionId: "s", message: { role: "user", content: `turn ${turns}` } })}\n`;
      appendFileSync(transcript, text);
      const child = spawn(process.execPath, [BIN, "hook", ...hookArgs], { cwd: served.dir, stdio: ["pipe", "ignore", "ignore"] });
      child.stdin.end(input);
      const exited = new Promise((r) => child.once("exit", r));
      await new Promise((r) => setTimeout(r, Math.random() * runMs * 1.1));
      if (child.exitCode === null && child.kill("SIGKILL")) killed++;
      await exited;
      // The queue is never left unreadable, whatever the kill cut.
      const queue = CaptureQueue.open(home, served.agent.id);
      expect(queue.entries().filter((e) => e.problem)).toEqual([]);
      queue.close();
    }
    const last = await runHook(hookArgs, { input });
    expect([last.status, last.stderr]).toEqual([0, ""]);
    console.log(`hook crash: ${CRASHES} runs of about ${runMs} ms, ${killed} killed before they finished, ${turns} turns`);
    expect(stored("link:crash")).toEqual(Array.from({ length: turns }, (_, i) => `u-${i}`));
  }, 300_000);
});
