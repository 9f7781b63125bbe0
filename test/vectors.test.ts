// Runs every conformance vector against the TypeScript runtime, and the golden Serde values
// through validation and the lossless JSON module (K1, K5, K6, K8).

import { readFileSync } from "node:fs";
import { join } from "node:path";

import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";

import { parse, stringify } from "../src/json/index.js";
import { validate } from "../src/validate/index.js";
import { runVector } from "../src/conformance/runtime.js";
import { loadGolden, loadVectorFiles, loadVectors, VECTOR_DIR } from "../src/conformance/vectors.js";
import { PACKAGE_ROOT } from "../src/root.js";

const vectorSchema = new Ajv2020({ strict: true, strictRequired: false, allErrors: true }).compile(
  JSON.parse(readFileSync(join(VECTOR_DIR, "vector.schema.json"), "utf8")) as object,
);
const files = loadVectorFiles((file, data) => {
  if (!vectorSchema(data)) throw new Error(`test/vectors/${file} does not fit vector.schema.json: ${JSON.stringify(vectorSchema.errors)}`);
});

describe("conformance vectors (K8)", () => {
  it("K8: every vector id is unique and every vector names requirements", () => {
    const ids = files.flatMap((f) => f.vectors.map((v) => v.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(50);
  });

  it("K8 issue 33: at least 300 vectors in all, each naming a rule that docs/conformance.md states", () => {
    const all = loadVectors();
    expect(all.length).toBeGreaterThanOrEqual(300);
    const docs = readFileSync(join(PACKAGE_ROOT, "docs", "conformance.md"), "utf8");
    const stated = new Set([...docs.matchAll(/^\| `([a-z]+\.[a-z0-9-]+)` \|/gm)].map((m) => m[1]));
    const unstated = [...new Set(all.map((v) => v.rule))].filter((rule) => !stated.has(rule));
    expect(unstated).toEqual([]);
    // Every rule stated has a vector.
    expect([...stated].filter((rule) => !all.some((v) => v.rule === rule))).toEqual([]);
  });
  // Scenario vectors need a bridge endpoint: test/context/scenario.test.ts runs them.
  for (const file of files.filter((f) => f.vectors.some((v) => v.kind !== "scenario"))) {
    describe(file.file, () => {
      for (const vector of file.vectors.filter((v) => v.kind !== "scenario")) {
        it(`${vector.id} [${vector.requirements.join(" ")}]`, () => {
          expect(runVector(vector)).toEqual({ pass: true });
        });
      }
    });
  }
});

describe("golden Serde values (K1, K5, K6)", () => {
  for (const golden of loadGolden()) {
    it(`K5 K6: ${golden.file}: every serde_json line validates and prints back byte for byte`, () => {
      expect(golden.lines.length).toBeGreaterThan(0);
      for (const line of golden.lines) {
        const value = parse(line);
        const result = validate(golden.type, value);
        expect(result.ok ? "valid" : result.errors).toBe("valid");
        expect(stringify(value)).toBe(line);
      }
    });
  }
});
