// The conformance vector runner (K8): loads the language-neutral vector files of test/vectors/
// and runs one vector against the TypeScript runtime. Each result says what was expected and
// what happened. (The vector files' own schema is checked by the tests.)

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import type { RustType, Source } from "../../generated/index.js";
import { eventOf } from "../context/event.js";
import type { Outcome, ScenarioStep } from "./scenario.js";
import { JsonError, parse, stringify, type JsonValue } from "../json/index.js";
import { PACKAGE_ROOT } from "../root.js";
import { resolveType, validate } from "../validate/index.js";

export const VECTOR_DIR = join(PACKAGE_ROOT, "test", "vectors");

export interface Vector {
  id: string;
  requirements: string[];
  related?: string[];
  kind: "validate" | "json_roundtrip" | "json_error" | "event" | "scenario";
  steps?: ScenarioStep[];
  seq?: number;
  source?: Source;
  description?: string;
  type?: string;
  input?: string;
  input_base64?: string;
  expect?: {
    valid?: boolean;
    errors?: Array<{ pointer: string; keyword?: string }>;
    output?: string;
    error?: string;
    event?: unknown;
    serde?: "accepts" | "refuses" | "skip";
  };
}

export interface VectorFile {
  file: string;
  suite: string;
  description: string;
  vectors: Vector[];
}

/** Every vector file (not the golden Serde lines); `check` may refuse a file's shape. */
export function loadVectorFiles(check?: (file: string, data: unknown) => void, dir = VECTOR_DIR): VectorFile[] {
  const files: VectorFile[] = [];
  for (const suite of readdirSync(dir, { withFileTypes: true })) {
    if (!suite.isDirectory() || suite.name === "serde") continue;
    for (const name of readdirSync(join(dir, suite.name))
      .filter((n) => n.endsWith(".json"))
      .sort()) {
      const file = join(suite.name, name);
      const data = parse(readFileSync(join(dir, file)));
      check?.(file, data);
      files.push({ file, ...(data as unknown as Omit<VectorFile, "file">) });
    }
  }
  return files;
}

/** The golden Serde values: one file per root type, one serde_json line per value. */
export function loadGolden(): Array<{ type: RustType; file: string; lines: string[] }> {
  const dir = join(VECTOR_DIR, "serde");
  return readdirSync(dir)
    .filter((n) => n.endsWith(".jsonl"))
    .sort()
    .map((name) => {
      const type = resolveType(name.replace(/\.jsonl$/, ""));
      if (type === undefined) throw new Error(`test/vectors/serde/${name} names no known root type`);
      const lines = readFileSync(join(dir, name), "utf8")
        .split("\n")
        .filter((l) => l !== "");
      return { type, file: name, lines };
    });
}

export function inputBytes(vector: Vector): string | Uint8Array {
  if (vector.input !== undefined) return vector.input;
  return Buffer.from(vector.input_base64 ?? "", "base64");
}

/** Runs one vector against the TypeScript runtime. */
export function runVector(vector: Vector): Outcome {
  const expect = vector.expect ?? {};
  switch (vector.kind) {
    case "scenario":
      return { pass: false, why: "a scenario runs against a bridge endpoint: use runScenario" };
    case "validate": {
      const type = vector.type === undefined ? undefined : resolveType(vector.type);
      if (type === undefined) return { pass: false, why: `unknown type ${vector.type}` };
      let value: unknown;
      try {
        value = parse(inputBytes(vector));
      } catch (error) {
        return expect.valid === false ? { pass: true } : { pass: false, why: `did not parse: ${String(error)}` };
      }
      const result = validate(type, value);
      if (result.ok !== expect.valid) {
        return { pass: false, why: `expected valid=${expect.valid}, got ${result.ok ? "valid" : JSON.stringify(result.errors)}` };
      }
      if (result.ok || expect.errors === undefined) return { pass: true };
      const got = result.errors;
      for (const want of expect.errors) {
        if (!got.some((e) => e.pointer === want.pointer && (want.keyword === undefined || e.keyword === want.keyword))) {
          return { pass: false, why: `missing error ${JSON.stringify(want)}; got ${JSON.stringify(got)}` };
        }
      }
      const pointers = new Set(expect.errors.map((e) => e.pointer));
      const extra = got.filter((e) => !pointers.has(e.pointer));
      return extra.length === 0 ? { pass: true } : { pass: false, why: `unexpected errors ${JSON.stringify(extra)}` };
    }
    case "json_roundtrip": {
      try {
        const text = stringify(parse(inputBytes(vector)));
        const want = expect.output ?? vector.input;
        return text === want ? { pass: true } : { pass: false, why: `printed ${text}, expected ${want}` };
      } catch (error) {
        return { pass: false, why: `threw ${String(error)}` };
      }
    }
    case "event": {
      const event = eventOf(vector.seq ?? 1, parse(inputBytes(vector)), vector.source) ?? null;
      if (event !== null) {
        const checked = validate("store::context::Event", event);
        if (!checked.ok) return { pass: false, why: `the event does not validate: ${JSON.stringify(checked.errors)}` };
      }
      const got = stringify(event as unknown as JsonValue);
      const want = stringify((expect.event ?? null) as JsonValue);
      return got === want ? { pass: true } : { pass: false, why: `event ${got}, expected ${want}` };
    }
    case "json_error": {
      try {
        const value = parse(inputBytes(vector));
        return { pass: false, why: `parsed to ${stringify(value)}, expected error ${expect.error}` };
      } catch (error) {
        if (!(error instanceof JsonError)) return { pass: false, why: `threw a non-JSON error ${String(error)}` };
        return error.kind === expect.error ? { pass: true } : { pass: false, why: `error ${error.kind}, expected ${expect.error}` };
      }
    }
  }
}
