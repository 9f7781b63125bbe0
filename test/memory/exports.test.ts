// Exports of native memory (M5, M6) against a real host over a real socket: every combination of
// the native file (unchanged, changed, removed) and the shared document (unchanged, changed,
// deleted, removed from the store), with the outcome, the store afterwards and the adapter's
// record; conflicts hold until reconciled; a write whose record was lost is adopted, not a conflict.

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { AdapterStateFile } from "../../src/adapter/state.js";
import { CLAUDE_CODE } from "../../src/capture/index.js";
import { MemoryDocs } from "../../src/context/index.js";
import { decide, exportMemory, reconcile, type NativeState, type Outcome, type SharedState } from "../../src/memory/exports.js";
import { digestOf, memoryIdFor, nativeMemory } from "../../src/memory/native.js";
import { snapshot } from "../helpers/sentinel.js";
import { TestHost } from "../helpers/host.js";

let host: TestHost;
let scratch: string;
beforeAll(async () => {
  host = await TestHost.start();
  scratch = mkdtempSync(join(tmpdir(), "lk-mem-"));
});
afterAll(async () => {
  await host.stop();
  rmSync(scratch, { recursive: true, force: true });
});

/** One case's world: a user home and a project with a CLAUDE.md, the adapter's own home, and an agent (its own store). */
function world(name: string) {
  const dir = join(scratch, name);
  const project = join(dir, "project");
  mkdirSync(join(project, ".git"), { recursive: true });
  mkdirSync(join(dir, "user"), { recursive: true });
  const file = join(project, "CLAUDE.md");
  writeFileSync(file, "Use tabs.\n");
  const roots = { cwd: project, home: join(dir, "user") };
  const agent = host.addAgent({ notes: true });
  return { dir, file, roots, agent, adapterHome: join(dir, "adapter"), id: memoryIdFor(CLAUDE_CODE, "project/CLAUDE.md") };
}

async function exportOnce(w: ReturnType<typeof world>) {
  const state = AdapterStateFile.open(w.adapterHome, CLAUDE_CODE);
  try {
    return await exportMemory(host.client(w.agent), state, nativeMemory(CLAUDE_CODE, w.roots).files);
  } finally {
    state.close();
  }
}

function recordOf(w: ReturnType<typeof world>) {
  const state = AdapterStateFile.open(w.adapterHome, CLAUDE_CODE);
  try {
    return state.exportOf(w.id);
  } finally {
    state.close();
  }
}

type Store = { text: string; deleted: boolean } | "missing";

interface Case {
  native: NativeState;
  shared: SharedState;
  outcome: Outcome;
  /** The shared document after the export. */
  store: Store;
  /** Whether the adapter still records an export, and of which native text. */
  record: string | undefined;
}

// The whole table: what each combination must do (M5, M6).
const CASES: Case[] = [
  {
    native: "unchanged",
    shared: "unchanged",
    outcome: "up_to_date",
    store: { text: "Use tabs.\n", deleted: false },
    record: "Use tabs.\n",
  },
  {
    native: "unchanged",
    shared: "changed",
    outcome: "keep_shared",
    store: { text: "Use spaces.\n", deleted: false },
    record: "Use tabs.\n",
  },
  { native: "unchanged", shared: "deleted", outcome: "keep_deletion", store: { text: "", deleted: true }, record: "Use tabs.\n" },
  { native: "unchanged", shared: "missing", outcome: "keep_deletion", store: "missing", record: "Use tabs.\n" },
  {
    native: "changed",
    shared: "unchanged",
    outcome: "write",
    store: { text: "Use tabs, width 4.\n", deleted: false },
    record: "Use tabs, width 4.\n",
  },
  { native: "changed", shared: "changed", outcome: "conflict", store: { text: "Use spaces.\n", deleted: false }, record: "Use tabs.\n" },
  { native: "changed", shared: "deleted", outcome: "conflict", store: { text: "", deleted: true }, record: "Use tabs.\n" },
  { native: "changed", shared: "missing", outcome: "conflict", store: "missing", record: "Use tabs.\n" },
  { native: "removed", shared: "unchanged", outcome: "delete", store: { text: "", deleted: true }, record: undefined },
  { native: "removed", shared: "changed", outcome: "conflict", store: { text: "Use spaces.\n", deleted: false }, record: "Use tabs.\n" },
  { native: "removed", shared: "deleted", outcome: "forget", store: { text: "", deleted: true }, record: undefined },
  { native: "removed", shared: "missing", outcome: "forget", store: "missing", record: undefined },
];

describe("native memory exports (M5, M6)", () => {
  it("M5 M6: the decision table covers every combination of native and shared state", () => {
    for (const c of CASES) expect([c.native, c.shared, decide(c.native, c.shared)]).toEqual([c.native, c.shared, c.outcome]);
    expect(new Set(CASES.map((c) => `${c.native}/${c.shared}`)).size).toBe(12);
  });

  for (const c of CASES) {
    it(`M5 M6: native ${c.native}, shared ${c.shared}: ${c.outcome}`, async () => {
      const w = world(`${c.native}-${c.shared}`);
      const client = host.client(w.agent);
      const docs = new MemoryDocs(client);
      const [first] = await exportOnce(w);
      expect(first).toMatchObject({ id: w.id, outcome: "create" });

      // Someone else (a person, another harness) changes the shared side.
      const current = await docs.get(w.id);
      if (c.shared === "changed")
        await docs.update({ ...current.memory!, text: "Use spaces.\n", modified_at: "2026-12-03T10:00:00Z" }, current.version, current.raw);
      if (c.shared === "deleted") await docs.delete(current, "2026-12-03T10:00:00Z");
      if (c.shared === "missing") await docs.remove(w.id, current.version);
      // The harness changes its own side.
      if (c.native === "changed") writeFileSync(w.file, "Use tabs, width 4.\n");
      if (c.native === "removed") rmSync(w.file);
      const nativeBefore = c.native === "removed" ? undefined : snapshot(join(w.dir, "project"));

      const [result] = await exportOnce(w);
      expect(result).toMatchObject({ id: w.id, nativePath: "project/CLAUDE.md", outcome: c.outcome });
      if (c.outcome === "conflict") expect(result?.conflict).toMatch(/reconcile to pick a side/);
      const after = await docs.get(w.id);
      expect(after.memory ? { text: after.memory.text, deleted: after.memory.deleted ?? false } : "missing").toEqual(c.store);
      if (after.memory)
        expect(after.memory.source).toEqual({ adapter: "claude-code", native_session: "memory", native_record: "project/CLAUDE.md" });
      const record = recordOf(w);
      expect(record?.digest).toBe(c.record === undefined ? undefined : digestOf(c.record));
      // Native originals are only read (M6).
      if (nativeBefore) expect(snapshot(join(w.dir, "project"))).toEqual(nativeBefore);

      // A conflict holds on every export until reconciled; then both sides agree.
      if (c.outcome === "conflict") {
        expect((await exportOnce(w))[0]?.outcome).toBe("conflict");
        const state = AdapterStateFile.open(w.adapterHome, CLAUDE_CODE);
        try {
          const native = nativeMemory(CLAUDE_CODE, w.roots).files.find((f) => f.id === w.id);
          await reconcile(client, state, w.id, native, "native");
        } finally {
          state.close();
        }
        expect((await exportOnce(w))[0]?.outcome).toBe(c.native === "removed" ? undefined : "up_to_date");
        const settled = await docs.get(w.id);
        if (c.native === "removed") expect(settled.memory?.deleted).toBe(true);
        else expect(settled.memory?.text).toBe("Use tabs, width 4.\n");
      }
    });
  }

  it("M6: reconcile --keep shared keeps the correction; only a later native change is exported again", async () => {
    const w = world("keep-shared");
    const docs = new MemoryDocs(host.client(w.agent));
    await exportOnce(w);
    const current = await docs.get(w.id);
    await docs.update({ ...current.memory!, text: "Use spaces.\n" }, current.version, current.raw);
    writeFileSync(w.file, "Use tabs, width 8.\n");
    expect((await exportOnce(w))[0]?.outcome).toBe("conflict");
    const state = AdapterStateFile.open(w.adapterHome, CLAUDE_CODE);
    try {
      await reconcile(host.client(w.agent), state, w.id, nativeMemory(CLAUDE_CODE, w.roots).files[0], "shared");
    } finally {
      state.close();
    }
    expect((await exportOnce(w))[0]?.outcome).toBe("up_to_date");
    expect((await docs.get(w.id)).memory?.text).toBe("Use spaces.\n");
    writeFileSync(w.file, "Use tabs, width 2.\n");
    expect((await exportOnce(w))[0]?.outcome).toBe("write");
    expect((await docs.get(w.id)).memory?.text).toBe("Use tabs, width 2.\n");
  });

  it("M5: a native file that comes back after its deletion was exported conflicts with the deletion, never resurrects it", async () => {
    const w = world("comes-back");
    await exportOnce(w);
    rmSync(w.file);
    expect((await exportOnce(w))[0]?.outcome).toBe("delete");
    writeFileSync(w.file, "Use tabs.\n");
    const [again] = await exportOnce(w);
    expect(again).toMatchObject({
      outcome: "conflict",
      conflict: expect.stringMatching(/never exported from here.*is deleted \(version \d+/),
    });
    expect((await new MemoryDocs(host.client(w.agent)).get(w.id)).memory?.deleted).toBe(true);
  });

  it("M6: a write whose record was lost (a crash after the store's reply) is adopted on the next export, not a conflict", async () => {
    const w = world("lost-record");
    await exportOnce(w);
    const stateFile = join(w.adapterHome, ".lnk", "agent-context", "state.json");
    const before = readFileSync(stateFile);
    writeFileSync(w.file, "Use tabs, width 4.\n");
    expect((await exportOnce(w))[0]?.outcome).toBe("write");
    writeFileSync(stateFile, before); // the state as it was before the write was recorded
    const [again] = await exportOnce(w);
    expect(again?.outcome).toBe("adopt");
    expect(recordOf(w)?.digest).toBe(digestOf("Use tabs, width 4.\n"));
    expect((await exportOnce(w))[0]?.outcome).toBe("up_to_date");
  });

  it("M6: a document another writer created under the same ID first is a conflict, not overwritten", async () => {
    const w = world("taken");
    await new MemoryDocs(host.client(w.agent)).create({
      id: w.id,
      text: "someone else's",
      evidence: [],
      modified_at: "2026-12-03T10:00:00Z",
    });
    const [result] = await exportOnce(w);
    expect(result?.outcome).toBe("conflict");
    expect((await new MemoryDocs(host.client(w.agent)).get(w.id)).memory?.text).toBe("someone else's");
    expect(recordOf(w)).toBeUndefined();
  });
});
