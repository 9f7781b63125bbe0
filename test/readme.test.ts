// README.md's command blocks run as written (issue 11, K6): every indented block, in order, in
// one shell, in an empty scratch directory where the packed package is installed as a user gets
// it from `npm pack` (only its `files`, its runtime dependencies, its bin). The set-up blocks
// (`npm ci && ...`) are what CI itself runs, and the demo has its own test; they are left out.

import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ensureBuilt, ROOT } from "./helpers/cli.js";
import { scratchDirs } from "./helpers/scratch.js";

const scratch = scratchDirs("lk-readme-");
let dir: string;

/** The indented (four-space) command blocks of a Markdown text, in order. */
function commandBlocks(markdown: string): string[][] {
  const blocks: string[][] = [];
  let current: string[] = [];
  let previousBlank = true;
  for (const line of markdown.split("\n")) {
    if (line.startsWith("    ") && (current.length > 0 || previousBlank)) {
      current.push(line.slice(4));
    } else if (current.length > 0) {
      blocks.push(current);
      current = [];
    }
    previousBlank = line.trim() === "";
  }
  if (current.length > 0) blocks.push(current);
  return blocks;
}

/** Installs the packed package into `dir` as a user's project would have it, without the network. */
function installPacked(into: string): void {
  const packs = join(into, ".packs");
  mkdirSync(packs);
  execFileSync("npm", ["pack", "--ignore-scripts", "--silent", "--pack-destination", packs], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const tarball = readdirSync(packs).find((n) => n.endsWith(".tgz")) as string;
  const modules = join(into, "node_modules");
  mkdirSync(join(modules, "link-kit"), { recursive: true });
  execFileSync("tar", ["xzf", join(packs, tarball), "-C", join(modules, "link-kit"), "--strip-components", "1"]);
  const manifest = JSON.parse(readFileSync(join(modules, "link-kit", "package.json"), "utf8")) as {
    dependencies: Record<string, string>;
    bin: Record<string, string>;
  };
  // The runtime dependencies from this checkout's install: node resolves theirs from where they are.
  for (const dependency of Object.keys(manifest.dependencies))
    symlinkSync(join(ROOT, "node_modules", dependency), join(modules, dependency));
  mkdirSync(join(modules, ".bin"));
  for (const [name, path] of Object.entries(manifest.bin)) symlinkSync(join("..", "link-kit", path), join(modules, ".bin", name));
  writeFileSync(join(into, "package.json"), JSON.stringify({ name: "readme-walk", private: true, dependencies: { "link-kit": "*" } }));
}

beforeAll(() => {
  ensureBuilt();
  dir = scratch();
  installPacked(dir);
}, 120_000);

afterAll(() => {
  // Whatever happened, no host outlives the test.
  if (existsSync(join(dir, "state"))) spawnSync("npx", ["link-kit", "host", "stop", "--state", "./state"], { cwd: dir });
});

describe("README.md", () => {
  it("K6: every command block runs as written, in order, from the packed package; no block prints a stack trace", () => {
    const blocks = commandBlocks(readFileSync(join(ROOT, "README.md"), "utf8")).filter((b) => !b.some((l) => l.includes("npm ci")));
    expect(blocks.length).toBeGreaterThanOrEqual(6);
    // Each block announces itself on stderr, so a failure names the block it happened in.
    const script = [
      "set -euo pipefail",
      ...blocks.flatMap((b, i) => [`echo "::block ${i + 1}: ${b[0]?.replace(/["$`\\]/g, "")}" >&2`, ...b]),
    ].join("\n");
    const run = spawnSync("bash", ["-c", script], {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, LINK_KIT_DEBUG: "" },
      timeout: 180_000,
    });
    const lastBlock = run.stderr
      .split("\n")
      .filter((l) => l.startsWith("::block "))
      .pop();
    expect({ status: run.status, lastBlock, stderr: run.status === 0 ? "" : run.stderr.slice(-2000) }).toEqual({
      status: 0,
      lastBlock: expect.stringMatching(new RegExp(`^::block ${blocks.length}: `)),
      stderr: "",
    });
    expect(run.stdout + run.stderr).not.toMatch(/\n\s+at /);
    // What the walk-through claims, checked on what it left behind.
    expect(run.stdout).toMatch(/^\d+ passed, 0 failed$/m);
    expect(run.stdout + run.stderr).toMatch(/link-kit host: stopped the host \(pid \d+\)/);
    expect(existsSync(join(dir, "state", "run", "bridge.sock"))).toBe(false);
    expect((JSON.parse(readFileSync(join(dir, "authority", "authority.json"), "utf8")) as { host: string }).host).toBe("host-a");
  }, 240_000);
});
