// Issue 42.7: every `STYLE n` cited in the repository's code and docs is a rule of docs/style.md.

import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

import { describe, expect, it } from "vitest";

import { ROOT } from "./helpers/cli.js";

const SKIP = new Set(["node_modules", "dist", "generated", ".git", "target", "vectors", "fixtures"]);

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|js|mjs|md|c|sh)$/.test(name)) yield path;
  }
}

describe("docs/style.md", () => {
  it("issue 42.7: every STYLE n cited in src/, test/, codegen/, the docs and the configs names a rule docs/style.md has", () => {
    const rules = new Set([...readFileSync(join(ROOT, "docs", "style.md"), "utf8").matchAll(/^(\d+)\. \*\*/gm)].map((m) => Number(m[1])));
    expect(rules.size).toBeGreaterThanOrEqual(22);
    const cited: string[] = [];
    const missing: string[] = [];
    for (const file of files(ROOT))
      for (const m of readFileSync(file, "utf8").matchAll(/STYLE (\d+)/g)) {
        cited.push(`${relative(ROOT, file)}: STYLE ${m[1]}`);
        if (!rules.has(Number(m[1]))) missing.push(`${relative(ROOT, file)}: STYLE ${m[1]}`);
      }
    expect(cited.length).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });
});
