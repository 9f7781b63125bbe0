// The hook under faults (issue 30; Q1-Q7, C9): full disks under the host and under the adapter's
// home (real tmpfs mounts), a batch the store refuses for its content, and a command line the hook
// cannot use. A hook exits 0 or 1, never 2 (which blocks Claude Code), and nothing it admitted is
// ever lost.

import { execFileSync } from "node:child_process";
import { appendFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { CaptureQueue } from "../../src/queue/index.js";
import { linkKit, ROOT, runHook, serveAgent, servedSuite, storedSources, type Served } from "../helpers/cli.js";
import { noTmpfs, Tmpfs } from "../helpers/tmpfs.js";

const served = servedSuite("home");

/** A Claude Code user line. */
const line = (session: string, id: string, text: string) =>
  JSON.stringify({ type: "user", uuid: id, sessionId: session, message: { role: "user", content: text } });

/** A transcript under the served directory, and the hook input that names it. */
function transcriptOf(name: string, session = "s") {
  mkdirSync(join(served.dir, "claude"), { recursive: true });
  const path = join(served.dir, "claude", `${name}.jsonl`);
  writeFileSync(path, "");
  return { path, input: JSON.stringify({ session_id: session, transcript_path: path, hook_event_name: "Stop" }) };
}

describe("issue 30.3: a hook never exits 2, whatever it is given", () => {
  const bad: Array<[string, string[]]> = [
    ["an unknown option", ["claude", "--bogus"]],
    ["--thread with no value", ["claude", "--settings", "x.json", "--thread"]],
    ["a positional a Claude Code hook does not take", ["claude", "--settings", "x.json", "extra"]],
    ["no harness", []],
    ["an unknown harness", ["opencode"]],
    ["no --settings", ["claude"]],
  ];
  for (const [what, args] of bad)
    it(`Q7: ${what}: one line on stderr, exit 1 (non-blocking), no stack trace`, async () => {
      const run = await runHook(served, args, { input: "{}" });
      expect(run.status).toBe(1);
      expect(run.stderr.trim().split("\n").length).toBeGreaterThanOrEqual(1);
      expect(run.stderr).toMatch(/^(link-kit: usage: |usage:)/);
      expect(run.stderr).not.toMatch(/\n\s+at /);
    });

  it("--help still exits 0 and says a hook never exits 2", async () => {
    const run = await runHook(served, ["claude", "--help"]);
    expect(run.status).toBe(0);
    expect(run.stdout.replace(/\s+/g, " ")).toContain("a hook never exits 2, which would block Claude Code");
  });
});

describe("issue 30.6: a batch the store refuses for a record's content", () => {
  it("Q2 C9: it is set aside (named once, exit 1), its other records stored; later runs go on (exit 0); queue status lists it", async () => {
    const home = join(served.dir, "home-aside");
    const { path, input } = transcriptOf("aside");
    const args = ["claude", "--settings", served.cfg, "--home", home, "--thread", "link:aside"];
    writeFileSync(path, `${[1, 2, 3].map((i) => line("s", `a-${i}`, `turn ${i}`)).join("\n")}\n`);
    expect(await runHook(served, args, { input })).toMatchObject({ status: 0, stderr: "" });
    // The harness rewrites its file: a-2 now says something else (read again from the start).
    writeFileSync(
      path,
      `${[line("s", "a-1", "turn 1"), line("s", "a-2", "turn 2, edited"), line("s", "a-3", "turn 3"), line("s", "a-4", "turn 4")].join("\n")}\n`,
    );
    const refused = await runHook(served, args, { input });
    expect(refused.status).toBe(1);
    const lines = refused.stderr.trim().split("\n");
    expect(lines[0]).toMatch(/^link-kit: replaced: .* is not the transcript read before/);
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(
        /^link-kit: set_aside: .*\/set-aside\/0000000000000001-[0-9a-f]{8}\.json: the store refused 1 record\(s\) of this batch for link:aside for their content \(record 1 \(claude-code\/s\/a-2\) source_conflict: .*\); its 3 other record\(s\) are stored; the batch is kept there and capture goes on$/,
      ),
    ]);
    expect(storedSources(served, "link:aside")).toEqual(["a-1", "a-2", "a-3", "a-4"]);
    appendFileSync(path, `${line("s", "a-5", "turn 5")}\n`);
    expect(await runHook(served, args, { input })).toMatchObject({ status: 0, stderr: "" });
    expect(storedSources(served, "link:aside")).toEqual(["a-1", "a-2", "a-3", "a-4", "a-5"]);
    const status = linkKit(["queue", "status", "--home", home, "--settings", served.cfg]);
    expect(status.status).toBe(0);
    expect(status.stdout).toMatch(
      /: 0 of 1024 batches, 0.0 MiB of 64.0 MiB\nset_aside: .*0000000000000001-[0-9a-f]{8}\.json: the store refused 1 record/,
    );
    const json = JSON.parse(linkKit(["queue", "status", "--home", home, "--settings", served.cfg, "--json"]).stdout) as {
      set_aside: Array<{ refused: Array<{ kind: string }> }>;
    };
    expect(json.set_aside.map((a) => a.refused.map((r) => r.kind))).toEqual([["source_conflict"]]);
    // Issue 38.11: doctor fails while a batch is set aside, and says what to do.
    const project = join(served.dir, "project-aside");
    expect(linkKit(["setup", "claude", "--settings", served.cfg, "--home", home, "--project", project]).status).toBe(0);
    const doctor = linkKit(["doctor", "--harness", "claude", "--project", project]);
    expect(doctor.status, doctor.stdout).toBe(1);
    expect(doctor.stdout).toMatch(
      /^FAIL claude: nothing set aside: 1 batch\(es\) set aside: set_aside: .* \(fix: read link-kit queue status --home /m,
    );
    expect(doctor.stdout.split("\n").filter((l) => l.startsWith("FAIL")).length).toBe(1);
  });
});

describe("issue 30.4: context prepare and the queue (Q2, Q6)", () => {
  it("Q2: records admitted but not yet replayed are replayed before context is prepared, and are in it", async () => {
    const home = join(served.dir, "home-prepare");
    const queue = CaptureQueue.open(home, served.agent.id);
    await queue.locked(async () =>
      queue.admit("link:prep", [
        {
          record: `{"role":"user","text":"queued words","at":""}`,
          source: { adapter: "claude-code", native_session: "p", native_record: "p-1" },
        },
      ]),
    );
    const run = linkKit(["context", "prepare", "claude", "--settings", served.cfg, "--thread", "link:prep", "--home", home, "--no-export"]);
    expect([run.status, run.stderr]).toEqual([0, ""]);
    expect(run.stdout).toContain("queued words");
    expect(queue.entries()).toEqual([]);
    queue.close();
  });

  const damage: Array<[string, (home: string, file: string) => void, string]> = [
    ["a batch cut short", (_, file) => writeFileSync(file, '{"format":"link.capture-batch","vers'), "corrupt"],
    ["a batch with flipped bytes", (_, file) => writeFileSync(file, "x"), "corrupt"],
    [
      "another agent's batch",
      (_, file) =>
        writeFileSync(
          file,
          `{"format":"link.capture-batch","version":1,"seq":1,"agent":"agt-ffffffffffffffff","thread":"link:x","admitted_at":"","records":[],"checksum":""}\n`,
        ),
      "foreign",
    ],
    [
      "a foreign file beside the batches",
      (home) => writeFileSync(join(home, ".lnk", "agent-context", "captures", "notes.txt"), "mine\n"),
      "foreign",
    ],
  ];
  for (const [what, harm, kind] of damage)
    it(`Q6: ${what} refuses context preparation: exit 3, \`${kind}\`, naming the file; nothing is printed as context`, async () => {
      const home = join(served.dir, `home-damaged-${kind}-${what.length}`);
      const queue = CaptureQueue.open(home, served.agent.id);
      const entry = await queue.locked(async () =>
        queue.admit("link:damaged", [
          { record: `{"role":"user","text":"t","at":""}`, source: { adapter: "claude-code", native_session: "d", native_record: "d-1" } },
        ]),
      );
      queue.close();
      harm(home, entry.file);
      const run = linkKit([
        "context",
        "prepare",
        "claude",
        "--settings",
        served.cfg,
        "--thread",
        "link:damaged",
        "--home",
        home,
        "--no-export",
      ]);
      expect([run.status, run.stdout]).toEqual([3, ""]);
      expect(run.stderr).toMatch(new RegExp(`^link-kit: ${kind}: /.*\\n$`));
    });
});

describe.skipIf(noTmpfs !== undefined)(`the hook with full disks (Q1-Q5, C9)${noTmpfs ? ` [skipped: ${noTmpfs}]` : ""}`, () => {
  const disks: Tmpfs[] = [];
  afterAll(() => disks.forEach((d) => d.unmount()));

  it("issue 30.5 Q5: on a full adapter home the hook replays what it holds first, which makes room to admit the new turn; nothing is lost", async () => {
    const disk = Tmpfs.mount(2 * 1024 * 1024);
    disks.push(disk);
    const home = join(disk.path, "home");
    const { path, input } = transcriptOf("full-home");
    const args = ["claude", "--settings", served.cfg, "--home", home, "--thread", "link:full-home"];
    served.process.kill("SIGTERM");
    await new Promise((r) => served.process.once("exit", r));
    for (let i = 0; i < 5; i++) {
      appendFileSync(path, `${line("s", `h-${i}`, `turn ${i} ${"p".repeat(30_000)}`)}\n`);
      expect((await runHook(served, args, { input })).status).toBe(1); // storage down: queued
    }
    expect(readdirSync(join(home, ".lnk", "agent-context", "captures")).filter((n) => n.endsWith(".json"))).toHaveLength(5);
    disk.fill(0);
    await served.restart();
    appendFileSync(path, `${line("s", "h-5", `turn 5 ${"p".repeat(30_000)}`)}\n`);
    const run = await runHook(served, args, { input });
    expect([run.status, run.stderr]).toEqual([0, ""]);
    expect(storedSources(served, "link:full-home")).toEqual(Array.from({ length: 6 }, (_, i) => `h-${i}`));
  });

  it("issue 39.8 Q5: a backlog larger than the free space under the adapter's home is stored in pieces that fit, all of it, once", async () => {
    const disk = Tmpfs.mount(1024 * 1024);
    disks.push(disk);
    const home = join(disk.path, "home");
    const { path, input } = transcriptOf("backlog");
    const args = ["claude", "--settings", served.cfg, "--home", home, "--thread", "link:backlog"];
    const ids = Array.from({ length: 777 }, (_, i) => `b-${i}`);
    // About 1.25 MB of transcript: more than the whole 1 MiB home.
    writeFileSync(path, `${ids.map((id) => line("s", id, `${id} ${"r".repeat(1500)}`)).join("\n")}\n`);
    let runs = 0;
    for (; runs < 3; runs++) {
      const run = await runHook(served, args, { input });
      if (run.status === 0) break;
    }
    expect(runs, "runs that failed before one stored it all").toBeLessThan(3);
    expect(storedSources(served, "link:backlog")).toEqual(ids);
  });

  it("issue 30.1 Q3 B5: with the host's disk full, every hook run keeps its batches (exit 1, `unavailable`); once space is back one run stores them all, once, and a restart keeps them", async () => {
    const disk = Tmpfs.mount(8 * 1024 * 1024);
    disks.push(disk);
    const host: Served = await serveAgent("home", 65536, { base: disk.path });
    try {
      mkdirSync(join(served.dir, "claude"), { recursive: true });
      const path = join(served.dir, "claude", "full-host.jsonl");
      writeFileSync(path, "");
      const input = JSON.stringify({ session_id: "s", transcript_path: path, hook_event_name: "Stop" });
      const args = ["claude", "--settings", host.cfg, "--home", join(served.dir, "home-full-host"), "--thread", "link:full-host"];
      const expected: string[] = [];
      for (let i = 0; i < 4; i++) {
        appendFileSync(path, `${line("s", `f-${i}`, `turn ${i}`)}\n`);
        expected.push(`f-${i}`);
      }
      expect((await runHook(host, args, { input })).status).toBe(0);
      disk.fill(4096);
      for (let turn = 0; turn < 6; turn++) {
        const lines = Array.from({ length: 10 }, (_, k) => `f-${4 + turn * 10 + k}`);
        appendFileSync(path, `${lines.map((id) => line("s", id, `${id} ${"q".repeat(2000)}`)).join("\n")}\n`);
        expected.push(...lines);
        const run = await runHook(host, args, { input });
        expect([run.status, run.stderr]).toEqual([
          1,
          expect.stringMatching(/^link-kit: unavailable: .*nothing was stored; this turn is queued in .* and is stored by the next run\n$/),
        ]);
      }
      disk.release();
      expect(await runHook(host, args, { input })).toMatchObject({ status: 0, stderr: "" });
      expect(storedSources(host, "link:full-host")).toEqual(expected);
      await host.restart();
      expect(storedSources(host, "link:full-host")).toEqual(expected);
    } finally {
      await host.stop();
    }
  });
});

describe("issue 39.5: a transcript that is not a regular file", () => {
  for (const [what, make] of [
    [
      "a FIFO (no writer: reading it would block forever)",
      () => {
        const path = join(served.dir, "claude", "fifo.jsonl");
        mkdirSync(join(served.dir, "claude"), { recursive: true });
        execFileSync("mkfifo", [path]);
        return path;
      },
    ],
    ["/dev/zero (which never ends)", () => "/dev/zero"],
  ] as const)
    it(`C10 Q7: ${what}: refused at once, one line naming the file, exit 1, nothing on stdout`, async () => {
      const path = make();
      const started = Date.now();
      const run = await runHook(
        served,
        ["claude", "--settings", served.cfg, "--home", join(served.dir, "home-special"), "--thread", "link:special"],
        {
          input: JSON.stringify({ session_id: "s", transcript_path: path, hook_event_name: "Stop" }),
        },
      );
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(run.status).toBe(1);
      expect(run.stdout).toBe("");
      expect(run.stderr.trim().split("\n")).toHaveLength(1);
      expect(run.stderr).toContain(`the transcript ${path} is a `);
      expect(run.stderr).toMatch(/not a regular file: nothing read/);
    });
});

describe("issue 39.10: a damaged positions.json", () => {
  it("Q1 C9: it is set aside with a note, reading starts again from the transcript's start, and nothing is stored twice", async () => {
    const home = join(served.dir, "home-positions");
    const { path, input } = transcriptOf("positions");
    const args = ["claude", "--settings", served.cfg, "--home", home, "--thread", "link:positions"];
    writeFileSync(path, `${[1, 2, 3].map((i) => line("s", `p-${i}`, `turn ${i}`)).join("\n")}\n`);
    expect(await runHook(served, args, { input })).toMatchObject({ status: 0, stderr: "" });
    const dir = join(home, ".lnk", "agent-context");
    writeFileSync(join(dir, "positions.json"), '{"offset": 12, "bro');
    appendFileSync(path, `${line("s", "p-4", "turn 4")}\n`);
    const run = await runHook(served, args, { input });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/^link-kit: damaged: \S+positions\.json was not a positions file; set aside as positions\.json\.damaged-/);
    expect(readdirSync(dir).filter((n) => n.startsWith("positions.json.damaged-"))).toHaveLength(1);
    expect(storedSources(served, "link:positions")).toEqual(["p-1", "p-2", "p-3", "p-4"]);
    // And the next run reads on from the new positions, quietly.
    appendFileSync(path, `${line("s", "p-5", "turn 5")}\n`);
    expect(await runHook(served, args, { input })).toMatchObject({ status: 0, stderr: "" });
    expect(storedSources(served, "link:positions")).toEqual(["p-1", "p-2", "p-3", "p-4", "p-5"]);
  });
});

describe("issue 43.2: what a crash may bring back (neither the positions' rename nor a stored batch's removal is fsynced)", () => {
  it("Q3 C9: the positions before the last run and a removed batch, both back as a crash may leave them: replayed, nothing stored twice, the queue emptied", async () => {
    const home = join(served.dir, "home-crash");
    const { path, input } = transcriptOf("crash");
    const args = (settings: string) => ["claude", "--settings", settings, "--home", home, "--thread", "link:crash"];
    const dir = join(home, ".lnk", "agent-context");
    const queue = join(dir, "captures");
    writeFileSync(path, `${[1, 2].map((i) => line("s", `c-${i}`, `turn ${i}`)).join("\n")}\n`);
    expect(await runHook(served, args(served.cfg), { input })).toMatchObject({ status: 0, stderr: "" });
    const positionsBefore = readFileSync(join(dir, "positions.json"));
    // A turn admitted while storage is down stays queued: its batch file, as storage later removes it.
    const down = join(served.dir, "crash-down.json");
    const settings = JSON.parse(readFileSync(served.cfg, "utf8")) as { storage: { endpoint: string } };
    writeFileSync(down, JSON.stringify({ ...settings, storage: { ...settings.storage, endpoint: join(served.dir, "no-host.sock") } }), {
      mode: 0o600,
    });
    appendFileSync(path, `${line("s", "c-3", "turn 3")}\n`);
    const failed = await runHook(served, args(down), { input });
    expect([failed.status, failed.stderr]).toEqual([1, expect.stringContaining("is stored by the next run")]);
    const [batch] = readdirSync(queue).filter((n) => n.endsWith(".json")) as [string];
    const batchBytes = readFileSync(join(queue, batch));
    expect(await runHook(served, args(served.cfg), { input })).toMatchObject({ status: 0, stderr: "" });
    expect(readdirSync(queue).filter((n) => n.endsWith(".json"))).toEqual([]);
    expect(storedSources(served, "link:crash")).toEqual(["c-1", "c-2", "c-3"]);
    // The crash: the directory entries as they were before those runs' unsynced rename and removal.
    writeFileSync(join(dir, "positions.json"), positionsBefore);
    writeFileSync(join(queue, batch), batchBytes);
    appendFileSync(path, `${line("s", "c-4", "turn 4")}\n`);
    expect(await runHook(served, args(served.cfg), { input })).toMatchObject({ status: 0, stderr: "" });
    expect(storedSources(served, "link:crash")).toEqual(["c-1", "c-2", "c-3", "c-4"]);
    expect(readdirSync(queue).filter((n) => n.endsWith(".json"))).toEqual([]);
  });
});

describe("issue 39.4: a large transcript", () => {
  /** The transcript's size in MiB: small in CI; past 2048 by hand (LINK_KIT_BIG_TRANSCRIPT_MIB=2100). */
  const MIB = Number(process.env.LINK_KIT_BIG_TRANSCRIPT_MIB ?? 32);

  it(`Q1 C10: a ${MIB} MiB transcript is captured whole in memory bounded independent of its size (V8's heap capped at 96 MB), and the next run reads only what was added`, async () => {
    const rss = join(served.dir, `rss-${Date.now()}.txt`);
    const env = {
      NODE_OPTIONS: `--max-old-space-size=96 --import=${join(ROOT, "test", "helpers", "rss-at-exit.mjs")}`,
      LINK_KIT_TEST_RSS_FILE: rss,
    };
    const peak = () => Number(readFileSync(rss, "utf8").trim().split("\n").at(-1));
    const home = join(served.dir, "home-large");
    const args = ["claude", "--settings", served.cfg, "--home", home, "--thread", "link:large"];
    const tiny = transcriptOf("tiny");
    writeFileSync(tiny.path, `${line("t", "t-1", "one")}\n`);
    expect(
      (
        await runHook(served, ["claude", "--settings", served.cfg, "--home", join(served.dir, "home-tiny"), "--thread", "link:tiny"], {
          input: tiny.input,
          env,
        })
      ).status,
    ).toBe(0);
    const baseline = peak();
    const { path, input } = transcriptOf("large");
    const text = "w".repeat(1000);
    const perWrite = 4096;
    const lines = Math.ceil((MIB * 1024 * 1024) / 1100);
    for (let at = 0; at < lines; at += perWrite)
      appendFileSync(
        path,
        `${Array.from({ length: Math.min(perWrite, lines - at) }, (_, k) => line("s", `l-${at + k}`, `${at + k} ${text}`)).join("\n")}\n`,
      );
    const first = await runHook(served, args, { input, env });
    expect(first.status, first.stderr).toBe(0);
    const firstPeak = peak() - baseline;
    appendFileSync(path, `${line("s", "l-last", "the last")}\n`);
    const second = await runHook(served, args, { input, env });
    expect(second.status, second.stderr).toBe(0);
    const secondPeak = peak() - baseline;
    const last = linkKit(["store", "--settings", served.cfg, JSON.stringify({ op: { kind: "conversation_last", thread: "link:large" } })]);
    expect(JSON.parse(last.stdout)).toMatchObject({ seq: lines + 1 });
    const mib = (n: number) => `${(n / 2 ** 20).toFixed(1)} MiB`;
    const hostPeak = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${served.process.pid}/status`, "utf8"))?.[1];
    console.log(
      `large transcript: ${MIB} MiB, ${lines} lines: the first run's peak resident set ${mib(firstPeak)} over a one-line run's (${mib(baseline)}), the next run's ${mib(secondPeak)}; the host's peak so far ${hostPeak === undefined ? "unknown" : mib(Number(hostPeak) * 1024)}`,
    );
    // Bounded independent of the size: the first run stored it all with V8's heap capped at 96 MB
    // (a whole-file read, or a whole queue read at once, ran out of it), its peak resident set
    // kept under a quarter of a GiB whatever the transcript's size.
    expect(firstPeak, `the first run's peak grew ${mib(firstPeak)} over a hook's on a one-line transcript`).toBeLessThan(256 * 2 ** 20);
    expect(secondPeak, `the second run's peak grew ${mib(secondPeak)}`).toBeLessThan(32 * 2 ** 20);
  }, 600_000);
});
