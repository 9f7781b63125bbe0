// The seam to the optional native kernels (src/kernels.ts): one pick per process, the native
// package where it is installed, its TypeScript twins otherwise or when LINK_KIT_NATIVE=0.

import { spawnSync } from "node:child_process";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { kernels, TWINS } from "../src/kernels.js";
import { ROOT } from "./helpers/cli.js";
import { NATIVE } from "./helpers/native.js";

/** The configuration a fresh process picks, with `env` added to its environment. */
function picked(env: Record<string, string>): string {
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", "-e", `import("${join(ROOT, "src", "kernels.ts")}").then((m) => console.log(m.kernels().configuration))`],
    { cwd: ROOT, encoding: "utf8", env: { ...process.env, ...env } },
  );
  return run.stdout.trim();
}

describe("the kernels' seam", () => {
  it("a process runs the native kernels exactly where link-kit-native is installed, and LINK_KIT_NATIVE=0 forces the TypeScript twins", () => {
    expect(kernels().configuration).toBe(NATIVE ? "native" : "typescript");
    expect(picked({})).toBe(NATIVE ? "native" : "typescript");
    expect(picked({ LINK_KIT_NATIVE: "0" })).toBe("typescript");
  });

  it("the twins decline what only a native kernel does fast (openat2 says ENOSYS, a line's check gives 0) and leave pages cached; the scan answers", () => {
    expect(() => TWINS.openBeneath(0, "x", 0)).toThrow(expect.objectContaining({ code: "ENOSYS" }));
    expect(TWINS.checkPlain(Buffer.from("{}"))).toBe(0);
    expect(TWINS.releasePages(0, 0, 0)).toBeUndefined();
    expect([...(TWINS.scanPlain(Buffer.from('{"a":[1,{"b":2}]}'), [["a", 1]]) as Int32Array)]).toEqual([1, 8, 15, 1]);
  });
});
