// Native memory sources (M6): where each harness keeps its memory, read as files the kit never
// writes. Claude Code: the CLAUDE.md hierarchy and the auto-memory directory
// `~/.claude/projects/<project>/memory/`; Codex: the AGENTS.md chain and `~/.codex/memories/`;
// Gemini CLI: the GEMINI.md hierarchy, with the `## Gemini Added Memories` section that its
// save_memory tool appends to kept apart. Each file (or section) becomes one portable document
// under the adapter's own ID, `<adapter>.<where>.<path>`, so two adapters never write one ID.

import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";

import { CLAUDE_CODE, CODEX, GEMINI, type Harness } from "../capture/index.js";

/** Where a harness's memory is: the project it runs in, and the user's home (with .claude, .codex, .gemini). */
export interface NativeRoots {
  /** The directory the harness runs in; the project chain runs from its repository root down to it. */
  cwd: string;
  /** The user's home directory. */
  home: string;
  /** Codex's home (default `<home>/.codex`, as `$CODEX_HOME`). */
  codexHome?: string;
}

/** One native memory file (or section), as the adapter exports it. */
export interface NativeMemory {
  /** The portable document it is exported to: `memory/portable/<id>.json` (M1). */
  id: string;
  /** Where it is, relative to its root: `user/CLAUDE.md`, `project/src/AGENTS.md`, `auto/MEMORY.md`, ... */
  nativePath: string;
  /** The file on disk. */
  file: string;
  text: string;
  /** `sha256:<hex>` of `text`, as the adapter's state records it (M6). */
  digest: string;
}

/** The largest native memory file exported; a larger one is reported and left out. */
export const MAX_NATIVE_BYTES = 1 << 20;

/** The heading Gemini CLI's save_memory appends under. */
export const GEMINI_ADDED = "## Gemini Added Memories";

export function digestOf(text: string): string {
  return "sha256:" + createHash("sha256").update(text, "utf8").digest("hex");
}

/** A portable memory ID for an adapter's native path: `[A-Za-z0-9][A-Za-z0-9._-]{0,127}`, hashed when long. */
export function memoryIdFor(adapter: string, nativePath: string): string {
  const id = `${adapter}.${nativePath.replace(/[/#]+/g, ".").replace(/[^A-Za-z0-9._-]/g, "-")}`;
  return id.length <= 128 ? id : `${id.slice(0, 111)}.${createHash("sha256").update(id).digest("hex").slice(0, 16)}`;
}

/** The repository root above `cwd` (the nearest directory with `.git`), else `cwd` itself. */
function projectRoot(cwd: string): string {
  for (let dir = resolve(cwd); ;) {
    if (existsSync(join(dir, ".git"))) return dir;
    const up = resolve(dir, "..");
    if (up === dir) return resolve(cwd);
    dir = up;
  }
}

/** The directories from the project root down to `cwd`, root first. */
function projectChain(cwd: string): string[] {
  const root = projectRoot(cwd);
  const chain = [root];
  const rel = relative(root, resolve(cwd));
  if (rel !== "") {
    let dir = root;
    for (const part of rel.split("/")) chain.push((dir = join(dir, part)));
  }
  return chain;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The Markdown files directly in `dir`; with `deep`, every file below it. Sorted, relative to `dir`. */
function memoryFiles(dir: string, deep: boolean, base = dir): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (isFile(path)) {
      if (deep || name.endsWith(".md")) out.push(relative(base, path));
    } else if (deep && statSync(path).isDirectory()) out.push(...memoryFiles(path, deep, base));
  }
  return out;
}

/** Claude Code's project directory name: the working directory with every non-alphanumeric as `-`. */
export function claudeProjectKey(cwd: string): string {
  return resolve(cwd).replace(/[^A-Za-z0-9]/g, "-");
}

interface Candidate {
  nativePath: string;
  file: string;
}

function candidates(harness: Harness, roots: NativeRoots): Candidate[] {
  const out: Candidate[] = [];
  const chain = projectChain(roots.cwd);
  const root = chain[0] as string;
  const inProject = (dir: string, name: string) => {
    const rel = relative(root, join(dir, name));
    out.push({ nativePath: `project/${rel}`, file: join(dir, name) });
  };
  if (harness === CLAUDE_CODE) {
    out.push({ nativePath: "user/CLAUDE.md", file: join(roots.home, ".claude", "CLAUDE.md") });
    for (const dir of chain) for (const name of ["CLAUDE.md", join(".claude", "CLAUDE.md"), "CLAUDE.local.md"]) inProject(dir, name);
    const auto = join(roots.home, ".claude", "projects", claudeProjectKey(roots.cwd), "memory");
    for (const name of memoryFiles(auto, false)) out.push({ nativePath: `auto/${name}`, file: join(auto, name) });
  } else if (harness === CODEX) {
    const codexHome = roots.codexHome ?? join(roots.home, ".codex");
    // Codex reads AGENTS.override.md in place of AGENTS.md where both are.
    const agents = (dir: string) => (isFile(join(dir, "AGENTS.override.md")) ? "AGENTS.override.md" : "AGENTS.md");
    out.push({ nativePath: `user/${agents(codexHome)}`, file: join(codexHome, agents(codexHome)) });
    for (const dir of chain) inProject(dir, agents(dir));
    const memories = join(codexHome, "memories");
    for (const name of memoryFiles(memories, true)) out.push({ nativePath: `memories/${name}`, file: join(memories, name) });
  } else if (harness === GEMINI) {
    out.push({ nativePath: "user/GEMINI.md", file: join(roots.home, ".gemini", "GEMINI.md") });
    for (const dir of chain) inProject(dir, "GEMINI.md");
  }
  return out.filter((c) => isFile(c.file));
}

/**
 * Splits a GEMINI.md into the file without its `## Gemini Added Memories` section and the
 * section (heading to the next `## ` heading or the end); `added` is undefined without one.
 */
export function splitGeminiAdded(text: string): { rest: string; added?: string } {
  const lines = text.split("\n");
  const start = lines.findIndex((l) => l.trimEnd() === GEMINI_ADDED);
  if (start < 0) return { rest: text };
  let end = lines.findIndex((l, i) => i > start && /^##? /.test(l));
  if (end < 0) end = lines.length;
  return { rest: [...lines.slice(0, start), ...lines.slice(end)].join("\n"), added: lines.slice(start, end).join("\n") };
}

/**
 * The harness's native memory as the adapter exports it, in a stable order; files over
 * MAX_NATIVE_BYTES or not UTF-8 are in `skipped` with the reason.
 */
export function nativeMemory(
  harness: Harness,
  roots: NativeRoots,
): { files: NativeMemory[]; skipped: Array<{ file: string; why: string }> } {
  const files: NativeMemory[] = [];
  const skipped: Array<{ file: string; why: string }> = [];
  const add = (nativePath: string, file: string, text: string) =>
    files.push({ id: memoryIdFor(harness, nativePath), nativePath, file, text, digest: digestOf(text) });
  for (const { nativePath, file } of candidates(harness, roots)) {
    const bytes = readFileSync(file);
    if (bytes.length > MAX_NATIVE_BYTES) {
      skipped.push({ file, why: `${bytes.length} bytes, over the ${MAX_NATIVE_BYTES}-byte limit` });
      continue;
    }
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      skipped.push({ file, why: "not UTF-8 text" });
      continue;
    }
    if (harness === GEMINI) {
      const { rest, added } = splitGeminiAdded(text);
      add(nativePath, file, rest);
      if (added !== undefined) add(`${nativePath}#added-memories`, file, added);
    } else add(nativePath, file, text);
  }
  return { files, skipped };
}
