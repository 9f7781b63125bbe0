// docs/conformance.md is all an outside implementer reads (issue 41.6-41.13): every field the
// runner sends a testee or reads from one is named there, and each worked example of the wire
// format is this runtime's own answer to the request shown.

import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { runtimeAnswer } from "../../src/conformance/runtime.js";
import { loadVectors, type Vector } from "../../src/conformance/vectors.js";
import { parse, stringify, type JsonValue } from "../../src/json/index.js";
import { ROOT } from "../helpers/cli.js";

const DOC = readFileSync(join(ROOT, "docs", "conformance.md"), "utf8");
const named = (field: string) => DOC.includes(`\`${field}\``) || DOC.includes(`"${field}"`);

describe("docs/conformance.md", () => {
  it("issue 41.6: names every field the runner sends (each vector's, without expect) and every answer field it reads", () => {
    const sent = new Set(["cmd", "seq", "vector", "version"]);
    for (const v of loadVectors())
      if (v.kind !== "scenario") for (const k of Object.keys(v)) if (k !== "expect" && k !== "description") sent.add(k);
    const read = [
      "implementation",
      "name",
      "language",
      "kinds",
      "model",
      "expected_failures",
      "id",
      "reason",
      "answer",
      "skipped",
      "errored",
    ];
    const answers = ["valid", "errors", "pointer", "instanceLocation", "keywordLocation", "output", "error", "event"];
    expect([...sent, ...read, ...answers].filter((f) => !named(f))).toEqual([]);
    expect(sent).toContain("file");
    expect(sent).toContain("related");
  });

  it("issue 41.6: each example exchange is what this runtime answers to the request shown", () => {
    const lines = DOC.split("\n").map((l) => l.trim());
    const examples = lines.flatMap((l, i) =>
      l.startsWith('> {"cmd":"run"') ? [[l.slice(2), (lines[i + 1] ?? "").slice(2)] as const] : [],
    );
    expect(examples.length).toBeGreaterThanOrEqual(5);
    const kinds = new Set<string>();
    for (const [request, reply] of examples) {
      const { seq, vector } = parse(request) as unknown as { seq: number; vector: Vector };
      kinds.add(vector.kind);
      expect(stringify({ seq, answer: runtimeAnswer(vector) } as unknown as JsonValue), request).toBe(reply);
    }
    expect([...kinds].sort()).toEqual(["event", "json_error", "json_roundtrip", "serde_roundtrip", "validate"]);
  });
});
