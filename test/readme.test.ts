// README.md's command blocks run as written (issue 11, K6): every indented block, in order, in
// one shell, in an empty scratch directory where the packed package is installed as a user gets
// it from `npm pack` (only its `files`, its runtime dependencies, its bin). The set-up blocks
// (`npm ci && ...`) are what CI itself runs, and the demo has its own test; they are left out.

import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ensureBuilt, ROOT } from "./helpers/cli.js";
import { installPacked } from "./helpers/packed.js";
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
      env: { ...process.env, LINK_KIT_DEBUG: "", XDG_STATE_HOME: join(dir, "state-home") },
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
