// K7: the quicktype bindings in generated/bindings/ (Python, Go, Rust), each run as a testee
// (testees/<language>/) over every golden vector: every value it can hold goes through and back
// as the same value, and each it cannot (an integer past its default width, a field it drops) is
// a known gap its expected-failure list names with the reason, printed as a GAP line.

import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { describe, expect, it } from "vitest";

import { hasCargo } from "../../codegen/upstream.js";
import { loadVectors } from "../../src/conformance/vectors.js";
import { ensureBuilt, linkKit } from "../helpers/cli.js";
import { scratchDirs } from "../helpers/scratch.js";

const ROOT = resolve(import.meta.dirname, "..", "..");
const TESTEES = join(ROOT, "testees");
const scratch = scratchDirs("lk-bindings-");
const ci = process.env.CI === "true";
const has = (command: string, ...args: string[]) => spawnSync(command, args, { stdio: "ignore" }).status === 0;

/** The testee commands, built where they need building; null when the toolchain is missing (never in CI). */
const testees: Array<{ language: string; available: boolean; command: () => string }> = [
  { language: "python", available: has("python3", "--version") || ci, command: () => `python3 ${join(TESTEES, "python", "testee.py")}` },
  {
    language: "go",
    available: has("go", "version") || ci,
    command: () => {
      const binary = join(scratch(), "testee-go");
      const build = spawnSync("go", ["build", "-o", binary, "."], { cwd: join(TESTEES, "go"), encoding: "utf8" });
      if (build.status !== 0) throw new Error(`go build of testees/go failed: ${build.stderr}`);
      return binary;
    },
  },
  {
    language: "rust",
    available: hasCargo() || ci,
    command: () => {
      const build = spawnSync("cargo", ["build", "--quiet", "--locked", "--manifest-path", join(TESTEES, "rust", "Cargo.toml")], {
        encoding: "utf8",
      });
      if (build.status !== 0) throw new Error(`cargo build of testees/rust failed: ${build.stderr}`);
      return join(TESTEES, "rust", "target", "debug", "link-kit-testee-rust");
    },
  },
];

describe("the quicktype bindings as testees (K7)", () => {
  ensureBuilt();
  const golden = loadVectors().filter((v) => v.kind === "serde_roundtrip");

  for (const { language, available, command } of testees) {
    it.runIf(available)(
      `K7 K8: the ${language} binding takes every golden value through and back, its known gaps named with the reason`,
      () => {
        const list = join(TESTEES, language, "expected-failures.txt");
        const gaps = readFileSync(list, "utf8")
          .split("\n")
          .filter((l) => l.trim() !== "" && !l.startsWith("#"));
        const run = linkKit(["conformance", "--testee", command(), "--expected-failures", list]);
        expect(run.status, run.stdout.slice(-3000) + run.stderr).toBe(0);
        const lines = run.stdout.trimEnd().split("\n");
        expect(lines[0]).toMatch(new RegExp(`^quicktype-${language} `));
        expect(lines.filter((l) => l.startsWith("GAP "))).toHaveLength(gaps.length);
        expect(lines.at(-1)).toBe(`${golden.length - gaps.length} passed, 0 failed`);
        // Most values go through: a binding that held nothing would list everything as a gap.
        expect(golden.length - gaps.length).toBeGreaterThan(golden.length / 2);
      },
      300_000,
    );
  }
});
