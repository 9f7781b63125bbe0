// The demo's cross-harness part (M5-M7, R5-R8), on the embedded reference host: a Claude Code
// session is captured; Codex takes the thread over with the prepared context; Codex's turns are
// captured; a person corrects one memory and deletes another; Claude Code comes back and is
// reconciled before its context is selected. Native memory lives in a scratch home and project,
// and is only ever read.

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { prepareSession, type Prepared } from "../adapter/session.js";
import { AdapterStateFile } from "../adapter/state.js";
import type { Bridged } from "../bridge/client.js";
import { captureTranscript, CLAUDE_CODE, CODEX, type Harness } from "../capture/index.js";
import { appendBatch, MemoryDocs, readContext } from "../context/index.js";
import { exportMemory, reconcile, type ExportResult } from "../memory/exports.js";
import { digestOf, nativeMemory } from "../memory/native.js";
import { PACKAGE_ROOT } from "../root.js";
import { isoTime } from "../time.js";
import { ver, type DemoStep } from "./context.js";

const FIXTURES = join(PACKAGE_ROOT, "test", "fixtures");
const CLAUDE_FILE = join(FIXTURES, "claude-code", "spotter_tool_heavy_v2.1.38.jsonl");
const CODEX_FILE = join(FIXTURES, "codex", "localpush_rollout-2026-02-23T13-19-38-019c8a70-dda7-7f33-98ea-f30553347322.jsonl");
const THREAD = "link:story";

const outcomes = (results: ExportResult[]) => results.map((r) => `${r.outcome} ${r.id}`).join(", ") || "nothing to export";
const firstLine = (p: Prepared) => (p.text.split("\n")[0] ?? "").slice(0, 150);

export async function harnessesDemo(client: Bridged, dir: string, say: (step: DemoStep) => void): Promise<void> {
  const user = join(dir, "user");
  const project = join(dir, "project");
  mkdirSync(join(project, ".git"), { recursive: true });
  mkdirSync(user, { recursive: true });
  writeFileSync(join(project, "CLAUDE.md"), "Run mix test before every commit.\n");
  writeFileSync(join(project, "AGENTS.md"), "Answer in short paragraphs.\n");
  const roots = { cwd: project, home: user };
  const vendor = () => [join(project, "CLAUDE.md"), join(project, "AGENTS.md")].map((f) => digestOf(readFileSync(f, "utf8"))).join();
  const untouched = vendor();

  const withState = async <T>(harness: Harness, use: (state: AdapterStateFile) => Promise<T>): Promise<T> => {
    const state = AdapterStateFile.open(join(dir, `adapter-${harness}`), harness);
    try {
      return await use(state);
    } finally {
      state.close();
    }
  };
  const prepare = (harness: Harness, session: string) =>
    withState(harness, (state) =>
      prepareSession(client, state, {
        thread: THREAD,
        nativeSession: session,
        native: nativeMemory(harness, roots).files,
        home: join(dir, `adapter-${harness}`),
      }),
    );
  const capture = async (harness: Harness, file: string) => {
    const outcomes = await appendBatch(client, THREAD, captureTranscript(harness, readFileSync(file, "utf8"), file));
    return {
      appended: outcomes.filter((o) => "seq" in o && !o.repeated).length,
      repeated: outcomes.filter((o) => "repeated" in o && o.repeated).length,
    };
  };

  const claude = await capture(CLAUDE_CODE, CLAUDE_FILE);
  const seeded = await prepare(CLAUDE_CODE, "claude-1");
  say({
    name: "claude",
    ok: claude.appended > 0 && seeded.kind === "seed",
    detail: `a Claude Code session: ${claude.appended} records into ${THREAD}; its memory: ${outcomes(seeded.exports)}`,
  });

  const switched = await prepare(CODEX, "codex-1");
  say({
    name: "switch",
    ok:
      switched.kind === "seed" &&
      switched.supplied.documents.some((d) => d.id === "claude-code.project.CLAUDE.md") &&
      switched.text.includes("start phoenix in background"),
    detail: `Codex is given ${switched.text.length} characters: "${firstLine(switched)}..."; Claude's memory as sourced data in ${switched.suppliedFile}; its own memory: ${outcomes(switched.exports)}`,
  });

  const codex = await capture(CODEX, CODEX_FILE);
  say({ name: "codex", ok: codex.appended > 0, detail: `Codex's turns: ${codex.appended} records into ${THREAD}` });

  const docs = new MemoryDocs(client);
  const corrected = await docs.get("claude-code.project.CLAUDE.md");
  const v = await docs.update(
    { ...corrected.memory!, text: "Run mix test and mix format before every commit.\n", modified_at: isoTime() },
    corrected.version,
    corrected.raw,
  );
  const w = await docs.delete(await docs.get("codex.project.AGENTS.md"));
  say({
    name: "memory",
    ok: true,
    detail: `meanwhile a person corrects claude-code.project.CLAUDE.md (${ver(v)}) and deletes codex.project.AGENTS.md (a sourced deletion, ${ver(w)})`,
  });

  const back = await prepare(CLAUDE_CODE, "claude-1");
  const status = back.previous?.status;
  say({
    name: "return",
    ok:
      back.kind === "return" &&
      back.exports.every((e) => e.outcome === "keep_shared") &&
      status?.moved === true &&
      back.intervening.every((e) => e.source?.adapter === CODEX),
    detail: `Claude Code comes back: memory first (${outcomes(back.exports)}: the correction survives); then what moved: records ${Number(back.previous?.cursor.through_seq) + 1}..${status?.last} (${back.intervening.length} events, all by codex), shared memory moved: ${[...(status?.changed ?? []), ...(back.previous?.added ?? []).map((p) => `${p} (new)`)].join(", ") || "none"}; "${firstLine(back)}..."`,
  });

  const tools = back.text.split("\n").filter((l) => /^\[\d+\] tool/.test(l));
  say({
    name: "history",
    ok: tools.length > 0 && tools.every((l) => l.includes("[historical tool record: already run, not to be run again]")),
    detail: `${tools.length} tool records given to Claude Code, each labelled as already run; preparing context ran and appended nothing`,
  });

  const again = [await capture(CLAUDE_CODE, CLAUDE_FILE), await capture(CODEX, CODEX_FILE)];
  const total = (await readContext(client, { thread: THREAD })).cursor.through_seq;
  say({
    name: "replay",
    ok: again.every((a) => a.appended === 0) && Number(total) === claude.appended + codex.appended,
    detail: `both transcripts captured again: ${again[0]!.repeated + again[1]!.repeated} repeated, 0 appended; ${THREAD} holds ${total} records, each once`,
  });

  writeFileSync(join(project, "CLAUDE.md"), "Run mix test before every push.\n");
  const conflict = await withState(CLAUDE_CODE, (state) => exportMemory(client, state, nativeMemory(CLAUDE_CODE, roots).files));
  const settled = await withState(CLAUDE_CODE, async (state) => {
    const native = nativeMemory(CLAUDE_CODE, roots).files.find((f) => f.id === "claude-code.project.CLAUDE.md");
    await reconcile(client, state, "claude-code.project.CLAUDE.md", native, "native");
    return exportMemory(client, state, nativeMemory(CLAUDE_CODE, roots).files);
  });
  say({
    name: "conflict",
    ok: conflict[0]?.outcome === "conflict" && settled[0]?.outcome === "up_to_date",
    detail: `CLAUDE.md edited too: ${conflict[0]?.conflict?.replace(/version (\d+)/g, (_, v: string) => ver(v))}; after reconcile --keep native: ${outcomes(settled)}`,
  });
  writeFileSync(join(project, "CLAUDE.md"), "Run mix test before every commit.\n");
  say({
    name: "vendor",
    ok: vendor() === untouched,
    detail: `CLAUDE.md and AGENTS.md were only read by the kit (the demo itself edited CLAUDE.md and put it back)`,
  });
}
