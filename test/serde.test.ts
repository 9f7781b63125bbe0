// The Serde stand-in agrees with the schemas (K2, K8): the committed schemas equal a fresh export,
// Serde accepts exactly the documents the validators accept, and golden values round-trip
// through Serde unchanged. Skipped, in one line, where cargo is missing (never in CI).

import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import { describe, expect, it } from "vitest";

import { buildUpstream, hasCargo, serdeRoundtrip } from "../codegen/upstream.js";
import { resolveType } from "../src/validate/index.js";
import { loadGolden, loadVectorFiles } from "../src/conformance/vectors.js";

const ROOT = resolve(import.meta.dirname, "..");
const cargo = hasCargo() || process.env.CI === "true";
if (!cargo) console.log("serde.test.ts: skipped: cargo is not installed, so the Serde checks did not run");

describe.runIf(cargo)("the Serde stand-in (K2, K8)", () => {
  const binary = buildUpstream() as string;

  it("K2 K8: every golden value round-trips through Serde byte for byte", () => {
    for (const golden of loadGolden()) {
      const results = serdeRoundtrip(binary, golden.type, golden.lines);
      expect(results).toEqual(golden.lines.map((line) => ({ ok: line })));
    }
  });

  it("K5 K8: Serde accepts exactly the validate vectors the validators accept", () => {
    const vectors = loadVectorFiles()
      .flatMap((f) => f.vectors)
      .filter((v) => v.kind === "validate" && v.expect?.serde !== "skip");
    expect(vectors.length).toBeGreaterThan(50);
    const disagreements: string[] = [];
    for (const vector of vectors) {
      const type = resolveType(vector.type ?? "");
      if (type === undefined || vector.input === undefined) throw new Error(`vector ${vector.id} has no type or text input`);
      const [result] = serdeRoundtrip(binary, type, [vector.input]);
      const accepts = result !== undefined && "ok" in result;
      const want = vector.expect?.serde === undefined ? vector.expect?.valid === true : vector.expect.serde === "accepts";
      if (accepts !== want) disagreements.push(`${vector.id}: Serde ${accepts ? "accepts" : "refuses"} (${JSON.stringify(result)})`);
    }
    expect(disagreements).toEqual([]);
  });

  it("K2: schemas:check fails when a committed schema is edited by hand (on a temporary copy)", () => {
    const copy = mkdtempSync(join(tmpdir(), "link-kit-root-"));
    try {
      cpSync(join(ROOT, "schemas"), join(copy, "schemas"), { recursive: true, filter: (src) => !src.includes("upstream") });
      cpSync(join(ROOT, "test", "vectors", "serde"), join(copy, "test", "vectors", "serde"), { recursive: true });
      const run = () => spawnSync("npx", ["tsx", "codegen/schemas.ts", "check", "--root", copy], { cwd: ROOT, encoding: "utf8" });
      expect(run().status).toBe(0);
      const file = join(copy, "schemas", "store.context.Event.json");
      writeFileSync(file, readFileSync(file, "utf8").replace('"required": [\n    "seq",', '"required": [\n    "text",\n    "seq",'));
      const edited = run();
      expect(edited.status).toBe(1);
      expect(edited.stderr).toContain("1 file(s) differ from the Serde export: schemas/store.context.Event.json");
      expect(edited.stderr).toContain('-    "text",');
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 120_000);
});
