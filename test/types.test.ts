// Type-level proof (K1, K3): every golden Serde value is assignable to its generated type as an
// object literal (so an unknown or missing field fails), and every property any schema names
// is a declared key of the generated type. Compiled with the TypeScript compiler API.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

import ts from "typescript";
import { describe, expect, it } from "vitest";

import { SCHEMAS, type RustType } from "../generated/index.js";
import { parse, type JsonValue } from "../src/json/index.js";
import { loadGolden } from "../src/conformance/vectors.js";

const ROOT = resolve(import.meta.dirname, "..");
type Node = { [key: string]: unknown };
const isNode = (v: unknown): v is Node => typeof v === "object" && v !== null && !Array.isArray(v);

/** A parsed JSON value as a TypeScript literal: bigints as `123n`, like the lossless parser. */
function literal(value: JsonValue): string {
  if (typeof value === "bigint") return `${value}n`;
  if (Array.isArray(value)) return `[${value.map(literal).join(", ")}]`;
  if (value !== null && typeof value === "object") {
    return `{ ${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}: ${literal(v as JsonValue)}`)
      .join(", ")} }`;
  }
  return JSON.stringify(value);
}

/** Every property named at the top of a type: its own, its union branches', and a branch's $ref. */
function propertiesOf(node: Node, defs: Node): Set<string> {
  const names = new Set<string>();
  const visit = (n: Node, depth: number) => {
    if (isNode(n.properties)) Object.keys(n.properties).forEach((k) => names.add(k));
    for (const key of ["oneOf", "anyOf", "allOf"]) {
      if (Array.isArray(n[key])) for (const branch of n[key] as unknown[]) if (isNode(branch)) visit(branch, depth + 1);
    }
    if (depth > 0 && typeof n.$ref === "string") {
      const target = defs[n.$ref.replace("#/$defs/", "")];
      if (isNode(target)) visit(target, depth + 1);
    }
  };
  visit(node, 0);
  return names;
}

function typeCheck(source: string): string[] {
  const dir = mkdtempSync(join(ROOT, "test", ".tmp-types-"));
  try {
    const file = join(dir, "check.ts");
    writeFileSync(file, source);
    const program = ts.createProgram([file], {
      strict: true,
      noEmit: true,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      types: [],
      skipLibCheck: true,
    });
    return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const HEADER = `import type * as T from "${join(ROOT, "generated", "index.js")}";
type KnownKeys<U> = U extends unknown ? keyof { [K in keyof U as string extends K ? never : K]: U[K] } : never;
type Has<U, K extends string> = K extends KnownKeys<U> ? true : false;
function expectTrue<B extends true>(_: B): void {}
`;

function checks(): string {
  const lines = [HEADER];
  let n = 0;
  for (const golden of loadGolden()) {
    for (const line of golden.lines) {
      lines.push(`const g${n++}: T.SchemaTypes[${JSON.stringify(golden.type)}] = ${literal(parse(line))};`);
    }
  }
  const seen = new Set<string>();
  for (const type of Object.keys(SCHEMAS) as RustType[]) {
    const schema = JSON.parse(readFileSync(join(ROOT, "schemas", SCHEMAS[type].file), "utf8")) as Node;
    const defs = isNode(schema.$defs) ? schema.$defs : {};
    const named: Array<[string, Node]> = [
      [SCHEMAS[type].title, schema],
      ...Object.entries(defs).filter((e): e is [string, Node] => isNode(e[1])),
    ];
    for (const [name, node] of named) {
      for (const property of propertiesOf(node, defs)) {
        const key = `${name}.${property}`;
        if (seen.has(key)) continue;
        seen.add(key);
        lines.push(`expectTrue(true as Has<T.${name}, ${JSON.stringify(property)}>);`);
      }
    }
  }
  lines.push(`export const count = ${n};`);
  return lines.join("\n");
}

describe("generated types (K1, K3)", () => {
  it("K1 K3: every golden Serde value is assignable to its generated type, and every schema property is declared", () => {
    const source = checks();
    expect(source.match(/^expectTrue/gm)?.length ?? 0).toBeGreaterThan(80);
    expect(typeCheck(source)).toEqual([]);
  }, 120_000);

  it("K3: the type-level check can fail: a missing property, a wrong u64 and an unknown field are reported", () => {
    const diagnostics = typeCheck(`${HEADER}
expectTrue(true as Has<T.Request, "no_such_field">);
const a: T.Event = { seq: "1", role: "user" };
const b: T.Source = { adapter: "a", native_session: "s", native_record: "r", surprise: 1 };
`);
    expect(diagnostics.length).toBe(3);
  }, 120_000);
});
