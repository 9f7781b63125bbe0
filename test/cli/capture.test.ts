// `link-kit capture claude|codex` (C4, C6, C9) through the built executable against a served
// host: the real transcripts imported, summarized by role, and a second import appending nothing.

import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { describe, expect, it } from "vitest";

import { captureTranscript, CLAUDE_CODE, CODEX, GEMINI, type Harness } from "../../src/capture/index.js";
import { CaptureQueue, QUEUE_LIMITS } from "../../src/queue/index.js";
import { linkKit, runHook, servedSuite, storedSources } from "../helpers/cli.js";
import { scratchDirs } from "../helpers/scratch.js";

const FIXTURES = resolve(import.meta.dirname, "..", "fixtures");
const served = servedSuite("home");
const scratch = scratchDirs("lk-capture-");

describe("link-kit capture", () => {
  const cases: Array<[string, Harness, string]> = [
    ...readdirSync(join(FIXTURES, "claude-code")).map((f): [string, Harness, string] => [
      "claude",
      CLAUDE_CODE,
      join(FIXTURES, "claude-code", f),
    ]),
    ...readdirSync(join(FIXTURES, "codex")).map((f): [string, Harness, string] => ["codex", CODEX, join(FIXTURES, "codex", f)]),
    ...readdirSync(join(FIXTURES, "gemini-cli")).map((f): [string, Harness, string] => ["gemini", GEMINI, join(FIXTURES, "gemini-cli", f)]),
  ];

  it("C4 C6 C9: each real transcript is imported with a summary by role; importing it again appends nothing; no progress bar when piped", () => {
    for (const [n, [word, harness, file]] of cases.entries()) {
      const thread = `link:import-${n}`;
      const expected = captureTranscript(harness, readFileSync(file, "utf8"), file);
      const roles: Record<string, number> = {};
      for (const c of expected) roles[c.role ?? "raw"] = (roles[c.role ?? "raw"] ?? 0) + 1;
      const first = linkKit(["capture", word, "--settings", served.cfg, "--thread", thread, file, "--json"]);
      expect([first.status, first.stderr, JSON.parse(first.stdout)]).toEqual([
        0,
        "",
        { thread, records: expected.length, appended: expected.length, repeated: 0, roles },
      ]);
      const again = linkKit(["capture", word, "--settings", served.cfg, "--thread", thread, file]);
      expect([again.status, again.stdout]).toEqual([
        0,
        expect.stringMatching(
          new RegExp(`^.*: ${expected.length} record\\(s\\) into ${thread}, 0 new, ${expected.length} already there; `),
        ),
      ]);
      const last = linkKit(["store", "--settings", served.cfg, JSON.stringify({ op: { kind: "conversation_last", thread } })]);
      expect(JSON.parse(last.stdout)).toEqual({ kind: "last", thread, seq: expected.length });
    }
  });

  it("C7: a chat copy given as a transcript (Link's event view or snapshot, a harness's prompt history) is refused, exit 2, nothing archived", () => {
    const source = join(FIXTURES, "claude-code", readdirSync(join(FIXTURES, "claude-code"))[0] as string);
    expect(linkKit(["capture", "claude", "--settings", served.cfg, "--thread", "link:c7-source", source]).status).toBe(0);
    const read = linkKit(["context", "read", "--settings", served.cfg, "--thread", "link:c7-source", "--json"]);
    expect(read.status).toBe(0);
    const snapshot = JSON.parse(read.stdout) as { events: unknown[] };
    expect(snapshot.events.length).toBeGreaterThan(0);
    const dir = scratch();
    const copies: Array<[word: string, name: string, text: string, what: string]> = [
      ["claude", "events.jsonl", snapshot.events.map((e) => JSON.stringify(e)).join("\n") + "\n", "Link's event view"],
      ["codex", "snapshot.json", read.stdout, "Link's own context output"],
      ["claude", "snapshot-printed.json", JSON.stringify(snapshot, null, 2), "Link's own context output"],
      // The shapes the harnesses write: Claude Code's history.jsonl entries, Codex's HistoryEntry
      // (codex-rs message_history.rs), Gemini CLI's LogEntry (gemini-cli-core logger.ts).
      [
        "claude",
        "history.jsonl",
        '{"display":"fix the tests","pastedContents":{},"timestamp":1759000000000,"project":"/home/u/app"}\n',
        "Claude Code's prompt history",
      ],
      ["codex", "history.jsonl", '{"session_id":"0199a1b2-c3d4","ts":1759000000,"text":"fix the tests"}\n', "Codex's prompt history"],
      [
        "gemini",
        "logs.json",
        '[{"sessionId":"s-1","messageId":0,"type":"user","message":"fix the tests","timestamp":"2025-09-27T12:00:00.000Z"}]',
        "Gemini CLI's prompt log",
      ],
    ];
    for (const [n, [word, name, text, what]] of copies.entries()) {
      const file = join(dir, `${n}-${name}`);
      writeFileSync(file, text);
      const thread = `link:c7-copy-${n}`;
      const refused = linkKit(["capture", word, "--settings", served.cfg, "--thread", thread, file]);
      expect([refused.status, refused.stdout], name).toEqual([2, ""]);
      expect(refused.stderr.trimEnd().split("\n"), name).toEqual([
        expect.stringMatching(new RegExp(`^link-kit: not_a_transcript: ${file} is ${what}`)),
      ]);
      const last = linkKit(["store", "--settings", served.cfg, JSON.stringify({ op: { kind: "conversation_last", thread } })]);
      expect(JSON.parse(last.stdout), name).toEqual({ kind: "last", thread, seq: 0 });
    }
  });

  it("an empty transcript imports nothing and says so", () => {
    const file = join(scratch(), "empty.jsonl");
    writeFileSync(file, "");
    const run = linkKit(["capture", "claude", "--settings", served.cfg, "--thread", "link:empty-import", file]);
    expect([run.status, run.stdout, run.stderr]).toEqual([0, `${file}: 0 record(s) into link:empty-import, 0 new, 0 already there\n`, ""]);
  });

  it("a line too large for any bridge request (its record holds the text twice) is left out and named in one line, exit 3; the rest is imported, and importing again appends nothing", () => {
    const dir = scratch();
    const file = join(dir, "huge.jsonl");
    const line = (id: string, text: string) =>
      JSON.stringify({ type: "user", uuid: id, sessionId: "s-huge", message: { role: "user", content: text } });
    const before = Array.from({ length: 4 }, (_, i) => line(`small-${i}`, `${i} `.repeat(600 * 1024)));
    writeFileSync(file, `${[...before, line("huge", "x".repeat(9 * 1024 * 1024)), line("after", "after")].join("\n")}\n`);
    const args = ["capture", "claude", "--settings", served.cfg, "--thread", "link:huge", file, "--json"];
    const run = linkKit(args);
    expect(run.status).toBe(3);
    expect(run.stderr).toMatch(
      /^link-kit: too_large: claude-code\/s-huge\/huge: larger than one bridge request carries \(\d+ bytes with the record's event text\), left out; the rest was imported\n$/,
    );
    expect(JSON.parse(run.stdout)).toMatchObject({ records: 5, appended: 5, left_out: ["claude-code/s-huge/huge"] });
    const last = linkKit(["store", "--settings", served.cfg, JSON.stringify({ op: { kind: "conversation_last", thread: "link:huge" } })]);
    expect(JSON.parse(last.stdout)).toMatchObject({ seq: 5 });
    expect(JSON.parse(linkKit(args).stdout)).toMatchObject({ records: 5, appended: 0, repeated: 5 });
  });

  it("C6 C7 issue 32.5: a file in another harness's format, or none, is refused before anything is archived (exit 2, naming what it is); --force takes it as it is", () => {
    const dir = scratch();
    const pretty = join(dir, "gemini-pretty.json");
    writeFileSync(
      pretty,
      JSON.stringify(
        JSON.parse(readFileSync(join(FIXTURES, "gemini-cli", "written-here_session-2025-09-18T10-00-0f9e8d7c.json"), "utf8")),
        null,
        2,
      ),
    );
    const random = join(dir, "random.bin");
    writeFileSync(random, Buffer.from(Array.from({ length: 5120 }, (_, i) => (i * 7919 + 13) % 256)));
    const claude = join(FIXTURES, "claude-code", "spotter_short_v2.1.38.jsonl");
    const codex = join(FIXTURES, "codex", "simonw-cct_sample_codex_session_v0.77.0.jsonl");
    const cases: Array<[string, string, string]> = [
      ["claude", pretty, "a Gemini CLI recording \\(one JSON document\\), not a Claude Code transcript"],
      ["claude", random, "not JSON Lines \\(lines that are not JSON\\), not a Claude Code transcript"],
      ["codex", claude, "a Claude Code transcript, not a Codex transcript"],
      ["gemini", codex, "a Codex rollout, not a Gemini CLI transcript"],
      ["claude", codex, "a Codex rollout, not a Claude Code transcript"],
    ];
    for (const [n, [word, file, found]] of cases.entries()) {
      const thread = `link:wrong-${n}`;
      const run = linkKit(["capture", word, "--settings", served.cfg, "--thread", thread, file]);
      expect([run.status, run.stdout], `${word} ${file}`).toEqual([2, ""]);
      expect(run.stderr).toMatch(
        new RegExp(`^link-kit: wrong_format: .* is ${found}: nothing was archived \\(--force takes it as it is\\)\\n$`),
      );
      const last = linkKit(["store", "--settings", served.cfg, JSON.stringify({ op: { kind: "conversation_last", thread } })]);
      expect(JSON.parse(last.stdout)).toMatchObject({ seq: 0 });
    }
    const forced = linkKit(["capture", "codex", "--settings", served.cfg, "--thread", "link:wrong-forced", claude, "--force", "--json"]);
    expect(forced.status).toBe(0);
    expect(JSON.parse(forced.stdout)).toMatchObject({
      appended: captureTranscript(CODEX, readFileSync(claude, "utf8"), claude, { force: true }).length,
    });
  });

  it("Q5 issue 32.6: with the hook's queue full (1,024 batches, part of them this transcript's records), the import needs no queue: it stores the transcript; the hook's next run replays the queue and finds those records stored, so each is in the thread once", async () => {
    const file = join(FIXTURES, "claude-code", "spotter_short_v2.1.38.jsonl");
    const thread = "link:import-full";
    const records = captureTranscript(CLAUDE_CODE, readFileSync(file, "utf8"), file);
    const home = join(scratch(), "home");
    const queue = CaptureQueue.open(home, served.agent.id);
    await queue.locked(async () => {
      // The hook's earlier runs while storage was down: the transcript's records, then others.
      for (const c of records) queue.admit(thread, [{ record: c.record, source: c.source }]);
      for (let i = records.length; i < QUEUE_LIMITS.batches; i++)
        queue.admit(thread, [
          { record: `{"role":"user","text":"queued ${i}"}`, source: { adapter: "test", native_session: "q", native_record: `q-${i}` } },
        ]);
    });
    expect(queue.entries()).toHaveLength(QUEUE_LIMITS.batches);
    const imported = linkKit(["capture", "claude", "--settings", served.cfg, "--thread", thread, file, "--json"]);
    expect([imported.status, imported.stderr]).toEqual([0, ""]);
    expect(JSON.parse(imported.stdout)).toMatchObject({ records: records.length, appended: records.length, repeated: 0 });
    expect(queue.entries()).toHaveLength(QUEUE_LIMITS.batches); // the import left the queue alone
    const input = JSON.stringify({ session_id: "s", transcript_path: file, hook_event_name: "Stop" });
    const hook = await runHook(served, ["claude", "--settings", served.cfg, "--home", home, "--thread", thread, "--json"], { input });
    expect([hook.status, hook.stderr]).toEqual([0, ""]);
    expect(queue.entries()).toEqual([]);
    queue.close();
    const natives = records.map((c) => c.source.native_record);
    expect(storedSources(served, thread)).toEqual([
      ...natives,
      ...Array.from({ length: QUEUE_LIMITS.batches - records.length }, (_, i) => `q-${records.length + i}`),
    ]);
  }, 120_000);
});
