// Runs the Serde stand-in (schemas/upstream): builds it with cargo and returns its binary, or
// null when it cannot be built here: no cargo, or cargo without the C linker (`cc`) rustc links
// with (issue 40.2). CI=true makes either an error: CI must run the Serde checks.

import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

export const UPSTREAM_DIR = resolve(import.meta.dirname, "..", "schemas", "upstream");

const runs = (command: string, args: string[]) => spawnSync(command, args, { stdio: "ignore" }).status === 0;

/** Why the Serde checks cannot run on this machine, in words for a skip line; undefined when they can. */
export function noSerde(): string | undefined {
  if (!runs("cargo", ["--version"])) return "cargo is not installed";
  // rustc links with `cc` unless told otherwise; without it every build ends "linker `cc` not found".
  const linker =
    process.env.CARGO_TARGET_X86_64_UNKNOWN_LINUX_GNU_LINKER ?? process.env.CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_LINKER ?? "cc";
  if (process.platform === "linux" && !runs(linker, ["--version"])) return `cargo is installed but its C linker \`${linker}\` is not`;
  return undefined;
}

/** Whether the Serde stand-in can be built here (cargo, and a linker for it). */
export function hasCargo(): boolean {
  return noSerde() === undefined;
}

/** Builds the stand-in (quietly, offline when the lock file allows) and returns its binary path. */
export function buildUpstream(): string | null {
  const missing = noSerde();
  if (missing !== undefined) {
    if (process.env.CI === "true") throw new Error(`${missing}, and CI must run the Serde checks`);
    return null;
  }
  const build = spawnSync(
    "cargo",
    ["build", "--quiet", "--locked", "--features", "schema", "--manifest-path", join(UPSTREAM_DIR, "Cargo.toml")],
    { stdio: ["ignore", "inherit", "pipe"], encoding: "utf8" },
  );
  process.stderr.write(build.stderr);
  if (build.status !== 0) {
    // The cause is cargo's first error line; the demo shows only a step's last line.
    const cause = /^error(?:\[\w+\])?: .*$/m.exec(build.stderr)?.[0];
    throw new Error(`cargo build of ${UPSTREAM_DIR} failed (exit ${build.status})${cause ? `: ${cause}` : ""}`);
  }
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
