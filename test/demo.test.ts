// The kit's main job (`npm run demo`, README's first command) runs end to end and agrees with
// itself: schemas, codegen, golden values, vectors, the reference host and the scenarios.

import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { hasCargo } from "../codegen/upstream.js";
import { C_TOOLCHAIN, pathWithout } from "./helpers/path.js";

const ROOT = resolve(import.meta.dirname, "..");

describe("npm run demo", () => {
  it("K8 B5 C9 R3: the main job exits 0 and reports that everything agrees (everything that ran, where cargo cannot build: issue 40.3)", () => {
    const run = spawnSync("npm", ["run", "-s", "demo"], { cwd: ROOT, encoding: "utf8", timeout: 240_000 });
    expect(run.stdout).not.toContain("FAIL");
    expect(run.stdout).toContain(hasCargo() ? "everything agrees" : "everything that ran agrees; skipped: schemas");
    expect(run.stdout).toMatch(/scenarios \d+ scenario vectors pass against this host/);
    expect(run.status).toBe(0);
    // Read by a newcomer (issue 34.11): requirement IDs explained, versions short, each suite named once.
    expect(run.stdout).toContain("IDs such as G1 or C9 name requirements of the SPEC: docs/requirements.md");
    expect(run.stdout).not.toMatch(/version \d{10,}/);
    const suites = /vectors pass against this runtime \(([^)]*)\)/
      .exec(run.stdout)?.[1]
      ?.split(", ")
      .map((p) => p.split(" ")[1]);
    expect(new Set(suites).size).toBe(suites?.length);
  }, 300_000);

  // A machine without cargo runs the demo, and its last line says what did not run.
  const noCargoBin = mkdtempSync(join(tmpdir(), "lk-no-cargo-"));
  afterAll(() => rmSync(noCargoBin, { recursive: true, force: true }));
  const noCargo = { ...process.env, CI: "", PATH: pathWithout(join(noCargoBin, "bin"), /^(cargo|rustc|rustup)$/) };
  const demoDirs = () => readdirSync(tmpdir()).filter((n) => n.startsWith("lk-demo-"));

  it("issue 34.11: without cargo the demo passes and its last line says the Serde checks were skipped", () => {
    const run = spawnSync("npm", ["run", "-s", "demo"], { cwd: ROOT, encoding: "utf8", timeout: 240_000, env: noCargo });
    expect(run.status).toBe(0);
    expect(run.stdout.trim().split("\n").pop()).toMatch(
      /everything that ran agrees; skipped: schemas \(cargo is not installed, so the Serde checks did not run\)\.$/,
    );
  }, 300_000);

  const cargoRuns = spawnSync("cargo", ["--version"]).status === 0;
  it.runIf(cargoRuns)(
    "issue 40.2: with cargo but no C linker, the demo passes and its last line names the missing linker (cc)",
    () => {
      const bin = mkdtempSync(join(tmpdir(), "lk-no-cc-"));
      try {
        const env = { ...process.env, CI: "", PATH: pathWithout(join(bin, "bin"), C_TOOLCHAIN) };
        const probe = spawnSync("cargo", ["--version"], { env, encoding: "utf8" });
        expect(probe.status, "cargo must still run on this PATH").toBe(0);
        expect(spawnSync("cc", ["--version"], { env }).error).toBeDefined();
        const run = spawnSync("npm", ["run", "-s", "demo"], { cwd: ROOT, encoding: "utf8", timeout: 240_000, env });
        expect(run.stdout).not.toContain("FAIL");
        expect(run.status, run.stdout + run.stderr).toBe(0);
        expect(run.stdout.trim().split("\n").pop()).toMatch(
          /everything that ran agrees; skipped: schemas \(cargo is installed but its C linker `cc` is not, so the Serde checks did not run\)\.$/,
        );
      } finally {
        rmSync(bin, { recursive: true, force: true });
      }
    },
    300_000,
  );

  it("issue 34.11: read through | head, the demo stops its host and leaves nothing in the temp directory, with no stack trace", () => {
    const before = new Set(demoDirs());
    const run = spawnSync("sh", ["-c", "npm run -s demo | head -n 15"], { cwd: ROOT, encoding: "utf8", timeout: 240_000, env: noCargo });
    expect(run.stdout.split("\n")).toHaveLength(16);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(demoDirs().filter((d) => !before.has(d))).toEqual([]);
  }, 300_000);
});
