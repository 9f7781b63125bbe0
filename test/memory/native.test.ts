// Native memory sources (M6) and supplying others' memory (M7): each harness's files found where
// it keeps them, under the adapter's own IDs; the kit's shared-memory file labels every item with
// its source and version; no vendor memory file is ever written.

import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { AdapterStateFile } from "../../src/adapter/state.js";
import { CLAUDE_CODE, CODEX, GEMINI } from "../../src/capture/index.js";
import { MemoryDocs } from "../../src/context/index.js";
import { exportMemory } from "../../src/memory/exports.js";
import { claudeProjectKey, MAX_NATIVE_BYTES, nativeMemory, splitGeminiAdded } from "../../src/memory/native.js";
import { suppliedMemory, writeSupplied } from "../../src/memory/supply.js";
import { snapshot } from "../helpers/sentinel.js";
import { TestHost } from "../helpers/host.js";

let host: TestHost;
let dir: string;
let home: string;
let project: string;
let cwd: string;

function put(path: string, text: string | Buffer): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

beforeAll(async () => {
  host = await TestHost.start();
  dir = mkdtempSync(join(tmpdir(), "lk-native-"));
  home = join(dir, "home");
  project = join(dir, "repo");
  cwd = join(project, "pkg");
  mkdirSync(join(project, ".git"), { recursive: true });
  put(join(home, ".claude", "CLAUDE.md"), "Always answer in English.\n");
  put(join(project, "CLAUDE.md"), "Run npm test before committing.\n");
  put(join(cwd, "CLAUDE.md"), "This package is the CLI.\n");
  put(join(project, ".claude", "CLAUDE.md"), "Prefer small commits.\n");
  const auto = join(home, ".claude", "projects", claudeProjectKey(cwd), "memory");
  put(join(auto, "MEMORY.md"), "- [Build](build.md)\n");
  put(join(auto, "build.md"), "The build uses esbuild.\n");
  put(join(home, ".codex", "AGENTS.md"), "Be terse.\n");
  put(join(project, "AGENTS.md"), "Repository rules.\n");
  put(join(cwd, "AGENTS.override.md"), "Override for pkg.\n");
  put(join(cwd, "AGENTS.md"), "Shadowed by the override.\n");
  put(join(home, ".codex", "memories", "prefs.md"), "Uses pnpm at work.\n");
  put(
    join(home, ".gemini", "GEMINI.md"),
    "# Me\nI like Go.\n\n## Gemini Added Memories\n- The user's dog is called Rex.\n- Deploys on Fridays are banned.\n",
  );
  put(join(project, "GEMINI.md"), "Gemini project notes.\n");
  put(join(project, "big", "CLAUDE.md"), Buffer.alloc(MAX_NATIVE_BYTES + 1, 0x61));
});
afterAll(async () => {
  await host.stop();
  rmSync(dir, { recursive: true, force: true });
});

const listed = (harness: Parameters<typeof nativeMemory>[0], where = cwd) =>
  nativeMemory(harness, { cwd: where, home }).files.map((f) => [f.id, f.nativePath, f.text]);

describe("native memory sources (M6)", () => {
  it("M6: Claude Code: ~/.claude/CLAUDE.md, the CLAUDE.md chain from the repository root down, and the auto memory", () => {
    expect(listed(CLAUDE_CODE)).toEqual([
      ["claude-code.user.CLAUDE.md", "user/CLAUDE.md", "Always answer in English.\n"],
      ["claude-code.project.CLAUDE.md", "project/CLAUDE.md", "Run npm test before committing.\n"],
      ["claude-code.project..claude.CLAUDE.md", "project/.claude/CLAUDE.md", "Prefer small commits.\n"],
      ["claude-code.project.pkg.CLAUDE.md", "project/pkg/CLAUDE.md", "This package is the CLI.\n"],
      ["claude-code.auto.MEMORY.md", "auto/MEMORY.md", "- [Build](build.md)\n"],
      ["claude-code.auto.build.md", "auto/build.md", "The build uses esbuild.\n"],
    ]);
  });

  it("M6: Codex: ~/.codex/AGENTS.md, the AGENTS.md chain (an override in place of its AGENTS.md), and ~/.codex/memories", () => {
    expect(listed(CODEX)).toEqual([
      ["codex.user.AGENTS.md", "user/AGENTS.md", "Be terse.\n"],
      ["codex.project.AGENTS.md", "project/AGENTS.md", "Repository rules.\n"],
      ["codex.project.pkg.AGENTS.override.md", "project/pkg/AGENTS.override.md", "Override for pkg.\n"],
      ["codex.memories.prefs.md", "memories/prefs.md", "Uses pnpm at work.\n"],
    ]);
  });

  it("M6: Gemini CLI: GEMINI.md files, with the save_memory section a document of its own", () => {
    expect(listed(GEMINI)).toEqual([
      ["gemini-cli.user.GEMINI.md", "user/GEMINI.md", "# Me\nI like Go.\n"],
      [
        "gemini-cli.user.GEMINI.md.added-memories",
        "user/GEMINI.md#added-memories",
        "## Gemini Added Memories\n- The user's dog is called Rex.\n- Deploys on Fridays are banned.\n",
      ],
      ["gemini-cli.project.GEMINI.md", "project/GEMINI.md", "Gemini project notes.\n"],
    ]);
    expect(splitGeminiAdded("a\n## Gemini Added Memories\n- x\n## Later\nb\n")).toEqual({
      rest: "a\n## Later\nb\n",
      added: "## Gemini Added Memories\n- x",
    });
  });

  it("M6: a native file over the size limit is reported and left out", () => {
    const { files, skipped } = nativeMemory(CLAUDE_CODE, { cwd: join(project, "big"), home });
    expect(files.map((f) => f.nativePath)).not.toContain("project/big/CLAUDE.md");
    expect(skipped).toEqual([{ file: join(project, "big", "CLAUDE.md"), why: expect.stringMatching(/over the \d+-byte limit/) }]);
  });
});

describe("supplying others' memory (M7)", () => {
  it("M6 M7: each adapter exports under its own IDs; each is given the others' documents, labelled, in the kit's own file; no vendor file changes", async () => {
    const agent = host.addAgent({ notes: true });
    const client = host.client(agent);
    const before = snapshot(dir);
    for (const harness of [CLAUDE_CODE, CODEX, GEMINI] as const) {
      const state = AdapterStateFile.open(join(dir, `adapter-${harness}`), harness);
      try {
        const results = await exportMemory(client, state, nativeMemory(harness, { cwd, home }).files);
        expect(results.every((r) => r.outcome === "create" && r.id.startsWith(`${harness}.`))).toBe(true);
      } finally {
        state.close();
      }
    }
    const docs = new MemoryDocs(client);
    const deleted = await docs.get("claude-code.auto.build.md");
    await docs.delete(deleted);

    const forCodex = await suppliedMemory(client, CODEX);
    expect(forCodex.documents.map((d) => d.id)).toEqual([
      "claude-code.auto.MEMORY.md",
      "claude-code.auto.build.md",
      "claude-code.project..claude.CLAUDE.md",
      "claude-code.project.CLAUDE.md",
      "claude-code.project.pkg.CLAUDE.md",
      "claude-code.user.CLAUDE.md",
      "gemini-cli.project.GEMINI.md",
      "gemini-cli.user.GEMINI.md",
      "gemini-cli.user.GEMINI.md.added-memories",
    ]);
    const file = writeSupplied(join(dir, "adapter-codex"), forCodex);
    expect(file).toBe(join(dir, "adapter-codex", ".lnk", "agent-context", "shared-memory.md"));
    const text = readFileSync(file, "utf8");
    const project = await docs.get("claude-code.project.CLAUDE.md");
    expect(text).toContain(
      `## claude-code.project.CLAUDE.md (from claude-code project/CLAUDE.md, version ${project.version}, modified ${project.memory?.modified_at})\n\nRun npm test before committing.\n`,
    );
    expect(text).toMatch(/## claude-code\.auto\.build\.md \(from claude-code auto\/build\.md, version \d+, [^)]*\)\n\n\(deleted: /);
    expect(text).not.toContain("Be terse.");
    expect(Object.keys(forCodex.files)).toContain("memory/portable/gemini-cli.user.GEMINI.md.json");
    // Only the kit's own files were written: every vendor file is byte- and mtime-identical.
    const after = snapshot(dir);
    for (const [path, entry] of Object.entries(before)) if (path !== ".") expect([path, after[path]]).toEqual([path, entry]);
  });

  it("M7: the shared-memory file is left as it is when it already says what is supplied, and replaced when it does not", () => {
    const adapterHome = join(dir, "adapter-rewrite");
    const supplied = (text: string) => ({ documents: [], text, files: {} });
    const file = writeSupplied(adapterHome, supplied("# Shared memory\n\nfirst\n"));
    const first = statSync(file);
    // The same text again: the same file, not a new one (no write, no fsync at this SessionStart).
    writeSupplied(adapterHome, supplied("# Shared memory\n\nfirst\n"));
    expect(statSync(file).ino).toBe(first.ino);
    // Another text, one of the same length, a person's edit, a widened mode: each is replaced.
    for (const change of [
      () => writeSupplied(adapterHome, supplied("# Shared memory\n\nsecond and longer\n")),
      () => writeSupplied(adapterHome, supplied("# Shared memory\n\nsecond and LONGER\n")),
      () => {
        writeFileSync(file, "edited by hand\n");
        writeSupplied(adapterHome, supplied("# Shared memory\n\nsecond and LONGER\n"));
      },
      () => {
        chmodSync(file, 0o644);
        writeSupplied(adapterHome, supplied("# Shared memory\n\nsecond and LONGER\n"));
      },
    ]) {
      const before = statSync(file).ino;
      change();
      expect(statSync(file).ino).not.toBe(before);
    }
    expect(readFileSync(file, "utf8")).toBe("# Shared memory\n\nsecond and LONGER\n");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // A link planted at the name is refused, not followed, even when its target says the same.
    const target = join(dir, "planted.md");
    writeFileSync(target, "# Shared memory\n\nsecond and LONGER\n");
    rmSync(file);
    symlinkSync(target, file);
    expect(() => writeSupplied(adapterHome, supplied("# Shared memory\n\nsecond and LONGER\n"))).toThrow(/link/);
    expect(readFileSync(target, "utf8")).toBe("# Shared memory\n\nsecond and LONGER\n");
  });
});
