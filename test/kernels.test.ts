// The seam to the optional native kernels (src/kernels.ts): one pick per process, the native
// package where it is installed, its TypeScript twins otherwise or when LINK_KIT_NATIVE=0.

import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { kernels, KERNELS_ABI, addonOrTwins, TWINS } from "../src/kernels.js";
import { ROOT } from "./helpers/cli.js";
import { NATIVE } from "./helpers/native.js";
import { scratchDirs } from "./helpers/scratch.js";

const scratch = scratchDirs("link-kit-kernels-");

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

  it("a build Node's require() finds anywhere it looks is the one loaded: a single file on NODE_PATH (the first look asks Node's own lookup paths)", () => {
    const dir = scratch();
    const kernelNames = ["openBeneath", "scanPlain", "checkPlain", "digestLines", "checkLines", "releasePages"];
    writeFileSync(
      join(dir, "link-kit-native.js"),
      `module.exports = { abi: ${KERNELS_ABI}, ${kernelNames.map((name) => `${name}: () => null`).join(", ")} };\n`,
    );
    expect(picked({ NODE_PATH: dir })).toBe("native");
    expect(picked({ NODE_PATH: dir, LINK_KIT_NATIVE: "0" })).toBe("typescript");
  });

  it("the twins decline what only a native kernel does fast, each the one way (null): openat2, a line's check, page release; the scan answers", () => {
    expect(TWINS.openBeneath(0, "x", 0)).toBeNull();
    expect(TWINS.checkPlain(Buffer.from("{}"))).toBeNull();
    expect(TWINS.releasePages(0, 0, 0)).toBeNull();
    expect([...(TWINS.scanPlain(Buffer.from('{"a":[1,{"b":2}]}'), [["a", 1]]) as Int32Array)]).toEqual([1, 8, 15, 1]);
  });

  it("issue 42.5: a native build is loaded all or nothing: a stale ABI, none, or a missing kernel runs the twins and says why; a whole build of this ABI runs native", () => {
    const calls: string[] = [];
    const full = Object.fromEntries(
      ["openBeneath", "scanPlain", "checkPlain", "digestLines", "checkLines", "releasePages"].map((name) => [
        name,
        () => {
          calls.push(name);
          return null;
        },
      ]),
    );
    for (const [build, why] of [
      [{ ...full }, /is ABI none, where this kit needs 2: rebuild it/],
      [{ ...full, abi: KERNELS_ABI - 1 }, /is ABI 1, where this kit needs 2/],
      [{ ...full, abi: KERNELS_ABI, checkLines: undefined }, /lacks checkLines: rebuild it/],
    ] as const) {
      const picked = addonOrTwins(build);
      expect([picked.configuration, picked.refused]).toEqual(["typescript", expect.stringMatching(why)]);
      // Nothing of the build runs: every kernel is the twin's.
      expect(picked.checkLines).toBe(TWINS.checkLines);
      picked.releasePages(0, 0, 0);
    }
    expect(calls).toEqual([]);
    const whole = addonOrTwins({ ...full, abi: KERNELS_ABI });
    expect([whole.configuration, whole.refused, whole.scansTexts]).toEqual(["native", undefined, true]);
    // In the TypeScript configuration one walker (the span walk) reads a reply's texts at every size.
    expect(TWINS.scansTexts).toBe(false);
    whole.releasePages(0, 0, 0);
    expect(calls).toEqual(["releasePages"]);
  });

  it.runIf(NATIVE)("issue 42.5: the native build in use has this kit's ABI", () => {
    expect(kernels().refused).toBeUndefined();
    expect(kernels().configuration).toBe("native");
  });
});
