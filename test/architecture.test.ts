// Issue 42.7: ARCHITECTURE.md's code map matches the tree: every path it names exists, and every
// folder of src/ is named in it.

import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { ROOT } from "./helpers/cli.js";

const MAP = readFileSync(join(ROOT, "ARCHITECTURE.md"), "utf8");

describe("ARCHITECTURE.md", () => {
  it("issue 42.7: every repository path it names exists", () => {
    const named = new Set(
      [
        ...MAP.matchAll(
          /(?<![\w/.<-])((?:src|test|codegen|native|docs|bench|examples|schemas|generated|testees|\.ci)\/[\w./-]*)(?![\w*<{])/g,
        ),
      ].map((m) => (m[1] as string).replace(/[.]+$/, "")),
    );
    expect(named.size).toBeGreaterThan(60);
    expect([...named].filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });

  it("issue 42.7: every folder of src/ is in the code map", () => {
    const folders = readdirSync(join(ROOT, "src")).filter((name) => statSync(join(ROOT, "src", name)).isDirectory());
    expect(folders.filter((name) => !MAP.includes(`src/${name}/`))).toEqual([]);
  });
});
