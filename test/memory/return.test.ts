// Returning to a thread (R5-R8) across two real harness formats: a Claude Code session and a Codex
// rollout from the fixtures, captured into one thread through the reference host, with memory
// edited and deleted in between. Nothing is lost or duplicated, the returning harness is told what
// moved (after its memory is reconciled), and preparing context runs and appends nothing.

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { prepareSession } from "../../src/adapter/session.js";
import { AdapterStateFile } from "../../src/adapter/state.js";
import { captureTranscript, CLAUDE_CODE, CODEX, type Harness } from "../../src/capture/index.js";
import { appendBatch, MemoryDocs, readContext } from "../../src/context/index.js";
import { nativeMemory } from "../../src/memory/native.js";
import { TestHost } from "../helpers/host.js";

const FIXTURES = resolve(import.meta.dirname, "..", "fixtures");
const CLAUDE_FILE = join(FIXTURES, "claude-code", "spotter_tool_heavy_v2.1.38.jsonl");
const CODEX_FILE = join(FIXTURES, "codex", "localpush_rollout-2026-02-23T13-19-38-019c8a70-dda7-7f33-98ea-f30553347322.jsonl");
const THREAD = "link:round-trip";

let host: TestHost;
let dir: string;
beforeAll(async () => {
  host = await TestHost.start();
  dir = mkdtempSync(join(tmpdir(), "lk-return-"));
});
afterAll(async () => {
  await host.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe("returning to a thread across harnesses (R5-R8)", () => {
  it("R5 R6 R7 R8 C9 M7: Claude Code, then Codex, then Claude Code again: nothing lost or duplicated, what moved is reconciled first, no tool re-run", async () => {
    const agent = host.addAgent({ notes: true });
    const client = host.client(agent);
    const home = join(dir, "user");
    const project = join(dir, "project");
    mkdirSync(join(project, ".git"), { recursive: true });
    writeFileSync(join(project, "CLAUDE.md"), "Run the tests before committing.\n");
    writeFileSync(join(project, "AGENTS.md"), "Keep answers short.\n");
    const roots = { cwd: project, home };
    const captured = (harness: Harness, file: string) => captureTranscript(harness, readFileSync(file, "utf8"), file);
    const claude = captured(CLAUDE_CODE, CLAUDE_FILE);
    const codex = captured(CODEX, CODEX_FILE);
    const last = async () => (await readContext(client, { thread: THREAD })).cursor.through_seq;
    const prepare = async (harness: Harness, nativeSession: string) => {
      const state = AdapterStateFile.open(join(dir, `adapter-${harness}`), harness);
      try {
        const before = await last();
        const prepared = await prepareSession(client, state, {
          thread: THREAD,
          nativeSession,
          native: nativeMemory(harness, roots).files,
          home: join(dir, `adapter-${harness}`),
        });
        expect(await last()).toBe(before); // preparing appends nothing (R8: nothing is run, nothing recorded)
        return { prepared, mapping: state.current.sessions };
      } finally {
        state.close();
      }
    };

    // 1. A Claude Code session is captured, and its session seeded (R7).
    const first = await appendBatch(client, THREAD, claude);
    expect(first.every((o) => "seq" in o && !o.repeated)).toBe(true);
    const seeded = await prepare(CLAUDE_CODE, "claude-session-1");
    expect(seeded.prepared.kind).toBe("seed");
    expect(seeded.prepared.exports.map((e) => [e.id, e.outcome])).toEqual([["claude-code.project.CLAUDE.md", "create"]]);

    // 2. Switch to Codex: it is given Claude's turns and Claude's memory as sourced data.
    const switched = await prepare(CODEX, "codex-session-1");
    expect(switched.prepared.kind).toBe("seed");
    expect(switched.prepared.text).toContain("start phoenix in background");
    expect(switched.prepared.supplied.documents.map((d) => d.id)).toEqual(["claude-code.project.CLAUDE.md"]);
    expect(switched.prepared.text).toContain("Run the tests before committing.");
    expect(switched.prepared.text).not.toContain("Keep answers short."); // its own memory is not supplied back
    expect(switched.mapping).toEqual([{ native_session: "codex-session-1", thread: THREAD, last_cursor: switched.prepared.cursor }]);

    // 3. Codex's turns are captured into the same thread; in between, memory is edited and deleted.
    const second = await appendBatch(client, THREAD, codex);
    expect(second.every((o) => "seq" in o && !o.repeated)).toBe(true);
    const docs = new MemoryDocs(client);
    const claudeDoc = await docs.get("claude-code.project.CLAUDE.md");
    await docs.update(
      { ...claudeDoc.memory!, text: "Run the tests and the linter before committing.\n" },
      claudeDoc.version,
      claudeDoc.raw,
    );
    await docs.delete(await docs.get("codex.project.AGENTS.md"));

    // 4. Back to Claude Code, same native session: reconciled, then told what moved (R5, R6).
    const back = await prepare(CLAUDE_CODE, "claude-session-1");
    const p = back.prepared;
    expect(p.kind).toBe("return");
    expect(p.exports.map((e) => [e.id, e.outcome])).toEqual([["claude-code.project.CLAUDE.md", "keep_shared"]]); // the correction survives
    expect(p.previous?.cursor).toEqual(seeded.prepared.cursor);
    expect(p.previous?.status).toMatchObject({ current: false, moved: true, last: claude.length + codex.length });
    const codexEvents = (await readContext(client, { thread: THREAD })).events().filter((e) => Number(e.seq) > claude.length);
    expect(codexEvents.length).toBeGreaterThan(0);
    expect(p.intervening).toEqual(codexEvents);
    expect(p.intervening.every((e) => e.source?.adapter === "codex")).toBe(true);
    expect(p.text).toMatch(
      new RegExp(
        `^You are returning to the Link thread ${THREAD}\\. When claude-code last had it, it ran through record ${claude.length}; it now runs through ${claude.length + codex.length}\\.`,
      ),
    );
    expect(p.text).toContain(`Since then, ${p.intervening.length} record(s) were added (${p.intervening.length} by other harnesses):`);
    expect(p.supplied.documents.map((d) => [d.id, d.memory?.deleted ?? false])).toEqual([["codex.project.AGENTS.md", true]]);
    expect(p.text).toContain("(deleted: this memory was withdrawn");
    expect(back.mapping).toEqual([{ native_session: "claude-session-1", thread: THREAD, last_cursor: p.cursor }]);

    // R8: every tool record given is labelled as history, never as something to run.
    const toolLines = p.text.split("\n").filter((l) => /^\[\d+\] tool/.test(l));
    expect(toolLines.length).toBeGreaterThan(0);
    expect(toolLines.every((l) => l.includes("[historical tool record: already run, not to be run again]"))).toBe(true);

    // Nothing lost, nothing duplicated: the thread holds each native record once, in capture order,
    // and capturing both again appends nothing.
    const all = await readContext(client, { thread: THREAD });
    expect(all.records.map((r) => r.source?.native_record)).toEqual([...claude, ...codex].map((c) => c.source.native_record));
    const again = [...(await appendBatch(client, THREAD, claude)), ...(await appendBatch(client, THREAD, codex))];
    expect(again.every((o) => "repeated" in o && o.repeated)).toBe(true);
    expect(await last()).toBe(claude.length + codex.length);

    // A new Claude session on the same thread is seeded from the same inputs (R7), as a return.
    const fresh = await prepare(CLAUDE_CODE, "claude-session-2");
    expect(fresh.prepared.kind).toBe("return");
    expect(fresh.prepared.intervening).toEqual([]);
    expect(fresh.prepared.text).toContain("No records were added since.");
  });
});
