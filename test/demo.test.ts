// The kit's main job (`npm run demo`, README's first command) runs end to end and agrees with
// itself: schemas, codegen, golden values, vectors, the reference host and the scenarios.

import { spawnSync } from "node:child_process";
import { resolve } from "node:path";

import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");

describe("npm run demo", () => {
  it("K8 B5 C9 R3: the main job exits 0 and reports that everything agrees", () => {
    const run = spawnSync("npm", ["run", "-s", "demo"], { cwd: ROOT, encoding: "utf8", timeout: 240_000 });
    expect(run.stdout).not.toContain("FAIL");
    expect(run.stdout).toContain("everything agrees");
    expect(run.stdout).toMatch(/scenarios \d+ scenario vectors pass against this host/);
    expect(run.status).toBe(0);
  }, 300_000);
});
