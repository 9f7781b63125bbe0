// The suite's one scratch root (issue 40.14): every test's temporary directories, its HOME and
// the working directory of every process it spawns live under it, so no test writes into the
// checkout or the real home. After the run, a temporary directory a test left behind fails it.

import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";

import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    suiteRoot: string;
    toolHomes: Record<string, string>;
  }
}

export default function setup(project: TestProject): () => void {
  const root = mkdtempSync(join(tmpdir(), "lk-suite-"));
  for (const dir of ["tmp", "home", "cwd"]) mkdirSync(join(root, dir), { mode: 0o700 });
  project.provide("suiteRoot", root);
  project.provide("toolHomes", toolHomes());
  return () => {
    // Shared by design, kept between runs: the portable lock's per-user directory (src/durable/lock.ts)
    // and tsx's compile cache.
    const uid = process.getuid?.() ?? "user";
    const left = readdirSync(join(root, "tmp")).filter((name) => name !== `link-kit-${uid}` && name !== `tsx-${uid}`);
    rmSync(root, { recursive: true, force: true });
    if (left.length > 0)
      throw new Error(
        `tests left ${left.length} temporary entries behind (a test must remove what it makes): ${left.slice(0, 20).join(", ")}`,
      );
  };
}

/** The toolchains' homes as the real environment has them: they stay where they are in scratch. */
function toolHomes(): Record<string, string> {
  const real = homedir();
  const found: Record<string, string | undefined> = {
    CARGO_HOME: process.env.CARGO_HOME ?? join(real, ".cargo"),
    RUSTUP_HOME: process.env.RUSTUP_HOME ?? join(real, ".rustup"),
    npm_config_cache: process.env.npm_config_cache ?? join(real, ".npm"),
  };
  for (const name of ["GOPATH", "GOCACHE", "GOMODCACHE"]) {
    try {
      found[name] = process.env[name] ?? execFileSync("go", ["env", name], { encoding: "utf8" }).trim();
    } catch {
      // No Go here: its tests skip.
    }
  }
  return Object.fromEntries(Object.entries(found).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ""));
}
