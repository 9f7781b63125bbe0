// Runs the Serde stand-in (schemas/upstream): builds it with cargo and returns its binary, or
// null when cargo is not installed (CI=true makes that an error: CI must run the Serde checks).

import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

export const UPSTREAM_DIR = resolve(import.meta.dirname, "..", "schemas", "upstream");

export function hasCargo(): boolean {
  return spawnSync("cargo", ["--version"], { stdio: "ignore" }).status === 0;
}

/** Builds the stand-in (quietly, offline when the lock file allows) and returns its binary path. */
export function buildUpstream(): string | null {
  if (!hasCargo()) {
    if (process.env.CI === "true") throw new Error("cargo is not installed, and CI must run the Serde checks");
    return null;
  }
  const build = spawnSync(
    "cargo",
    ["build", "--quiet", "--locked", "--features", "schema", "--manifest-path", join(UPSTREAM_DIR, "Cargo.toml")],
    {
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  if (build.status !== 0) throw new Error(`cargo build of ${UPSTREAM_DIR} failed (exit ${build.status})`);
  const binary = join(UPSTREAM_DIR, "target", "debug", "link-upstream");
  if (!existsSync(binary)) throw new Error(`${binary} is missing after the build`);
  return binary;
}

/** Runs `link-upstream roundtrip <type>` over JSON lines; each result is Serde's output or its error. */
export function serdeRoundtrip(binary: string, rustType: string, lines: string[]): Array<{ ok: string } | { error: string }> {
  const run = spawnSync(binary, ["roundtrip", rustType], { input: lines.map((l) => l + "\n").join(""), encoding: "utf8" });
  if (run.status !== 0) throw new Error(`link-upstream roundtrip ${rustType} failed: ${run.stderr}`);
  // The stand-in prints serde_json objects whose only value is a string: plain JSON.parse is exact.
  return run.stdout
    .trim()
    .split("\n")
    .filter((l) => l !== "")
    .map((l) => JSON.parse(l) as { ok: string } | { error: string });
}
