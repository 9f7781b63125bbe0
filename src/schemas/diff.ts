// The upstream change report (K4): what changed between two schema sets, per type, and whether
// each change breaks readers or writers built against the old set.
//
// A reader here is code built on the old schemas reading documents the new ones describe; a
// writer is code built on the old schemas writing documents for readers built on the new ones.
// Unknown fields are ignored (Serde's default; a schema that closes an object with
// `additionalProperties: false` makes an unknown field breaking), so:
// - a field added: compatible for readers; for writers, compatible if optional, breaking if required;
// - a field removed: breaking for readers if it was required; for writers, breaking only where the object is closed;
// - required made optional: breaking for readers (they count on it); optional made required: breaking for writers;
// - a field or type retyped: breaking for both;
// - an enum variant added: breaking for readers (one they cannot take); removed: breaking for writers;
// - a root type added: compatible; removed: breaking for both.

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { parse, stringify, type JsonValue } from "../json/index.js";

type Schema = Record<string, unknown>;

/** One type's shape, as compared: a struct's fields, or an enum's variants (each a struct or a name). */
interface Shape {
  kind: "struct" | "enum" | "other";
  fields?: Map<string, { sig: string; required: boolean }>;
  closed?: boolean;
  variants?: Map<string, Shape | undefined>;
  sig?: string;
}

export interface Change {
  /** The type (and variant) it is in: `Operation::file_write`. */
  type: string;
  /** The field, when the change is a field's. */
  field?: string;
  change: "type_added" | "type_removed" | "field_added" | "field_removed" | "retyped" | "made_required" | "made_optional" | "variant_added" | "variant_removed";
  detail: string;
  readers: "breaking" | "compatible";
  writers: "breaking" | "compatible";
}

/** A schema set: every `*.json` of a directory but the manifest, by file. */
export function loadSchemaSet(dir: string): Map<string, Schema> {
  const set = new Map<string, Schema>();
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith(".json") || name === "manifest.json") continue;
    set.set(name, parse(readFileSync(join(dir, name))) as unknown as Schema);
  }
  return set;
}

/** A compact signature of a schema: what a value of it must be, with references by name. */
function sig(schema: unknown): string {
  if (schema === true || schema === undefined) return "any";
  if (schema === false) return "never";
  const s = schema as Schema;
  if (typeof s.$ref === "string") return (s.$ref as string).replace(/^#\/\$defs\//, "");
  if (Array.isArray(s.anyOf)) return (s.anyOf as unknown[]).map(sig).join(" | ");
  if (Array.isArray(s.oneOf)) return (s.oneOf as unknown[]).map(sig).join(" | ");
  if (s.const !== undefined) return stringify(s.const as JsonValue);
  if (Array.isArray(s.enum)) return (s.enum as JsonValue[]).map((e) => stringify(e)).join(" | ");
  const types = Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === "string" ? [s.type as string] : [];
  return types
    .map((t) => {
      if (t === "array") return `${sig(s.items)}[]`;
      if (t === "object" && s.additionalProperties !== undefined && s.properties === undefined) return `map<${sig(s.additionalProperties)}>`;
      if (t === "integer" || t === "number") return s.format ? `${t}(${s.format as string})` : t;
      if (t === "string" && (s.pattern !== undefined || s.format !== undefined)) return `string(${(s.format as string) ?? s.pattern})`;
      return t;
    })
    .join(" | ") || "any";
}

function struct(s: Schema): Shape {
  const required = new Set((s.required as string[] | undefined) ?? []);
  const fields = new Map<string, { sig: string; required: boolean }>();
  for (const [name, field] of Object.entries((s.properties as Record<string, unknown> | undefined) ?? {}))
    fields.set(name, { sig: sig(field), required: required.has(name) });
  return { kind: "struct", fields, closed: s.additionalProperties === false };
}

/** The tag const of a tagged-enum variant (`kind`, `type`, ...), if it has one. */
function tagOf(s: Schema): string | undefined {
  for (const field of Object.values((s.properties as Record<string, Schema> | undefined) ?? {}))
    if (typeof field?.const === "string") return field.const;
  return undefined;
}

function shape(s: Schema): Shape {
  const variants = (s.oneOf ?? s.anyOf) as Schema[] | undefined;
  if (Array.isArray(variants) && variants.every((v) => v.const !== undefined || tagOf(v) !== undefined)) {
    const map = new Map<string, Shape | undefined>();
    for (const v of variants) map.set(v.const !== undefined ? String(v.const) : (tagOf(v) as string), v.const !== undefined ? undefined : struct(v));
    return { kind: "enum", variants: map };
  }
  if (Array.isArray(s.enum)) return { kind: "enum", variants: new Map((s.enum as unknown[]).map((e) => [String(e), undefined])) };
  if (s.type === "object" && s.properties !== undefined) return struct(s);
  return { kind: "other", sig: sig(s) };
}

/** Every named type of a set: each root (by its title) and each `$defs` entry, by name. */
function types(set: Map<string, Schema>): { types: Map<string, Shape>; roots: Set<string> } {
  const out = new Map<string, Shape>();
  const roots = new Set<string>();
  for (const root of set.values()) {
    const title = String(root.title);
    roots.add(title);
    if (!out.has(title)) out.set(title, shape(root));
    for (const [name, def] of Object.entries((root.$defs as Record<string, Schema> | undefined) ?? {})) if (!out.has(name)) out.set(name, shape(def));
  }
  return { types: out, roots };
}

const B = "breaking" as const;
const C = "compatible" as const;

function diffStruct(type: string, old: Shape, now: Shape, out: Change[]): void {
  const before = old.fields ?? new Map();
  const after = now.fields ?? new Map();
  for (const [name, f] of after) {
    const was = before.get(name);
    if (was === undefined) {
      out.push({ type, field: name, change: "field_added", detail: `${f.required ? "required" : "optional"} ${f.sig}`, readers: C, writers: f.required ? B : C });
      continue;
    }
    if (was.sig !== f.sig) out.push({ type, field: name, change: "retyped", detail: `${was.sig} -> ${f.sig}`, readers: B, writers: B });
    if (!was.required && f.required) out.push({ type, field: name, change: "made_required", detail: f.sig, readers: C, writers: B });
    if (was.required && !f.required) out.push({ type, field: name, change: "made_optional", detail: f.sig, readers: B, writers: C });
  }
  for (const [name, was] of before)
    if (!after.has(name))
      out.push({ type, field: name, change: "field_removed", detail: `${was.required ? "required" : "optional"} ${was.sig}`, readers: was.required ? B : C, writers: now.closed ? B : C });
}

function diffShape(type: string, old: Shape, now: Shape, out: Change[]): void {
  if (old.kind !== now.kind) {
    out.push({ type, change: "retyped", detail: `${old.kind} -> ${now.kind}`, readers: B, writers: B });
    return;
  }
  if (old.kind === "struct") return diffStruct(type, old, now, out);
  if (old.kind === "other") {
    if (old.sig !== now.sig) out.push({ type, change: "retyped", detail: `${old.sig} -> ${now.sig}`, readers: B, writers: B });
    return;
  }
  const before = old.variants ?? new Map();
  const after = now.variants ?? new Map();
  for (const [name, v] of after) {
    if (!before.has(name)) out.push({ type, change: "variant_added", detail: name, readers: B, writers: C });
    else {
      const was = before.get(name);
      if (was && v) diffStruct(`${type}::${name}`, was, v, out);
    }
  }
  for (const name of before.keys()) if (!after.has(name)) out.push({ type, change: "variant_removed", detail: name, readers: C, writers: B });
}

/** What changed from the `old` schema set to the `now` one, type by type, in name order. */
export function diffSchemaSets(old: Map<string, Schema>, now: Map<string, Schema>): Change[] {
  const a = types(old);
  const b = types(now);
  const out: Change[] = [];
  const names = [...new Set([...a.types.keys(), ...b.types.keys()])].sort();
  for (const name of names) {
    const was = a.types.get(name);
    const is = b.types.get(name);
    if (was === undefined) {
      if (b.roots.has(name)) out.push({ type: name, change: "type_added", detail: "a new root type", readers: C, writers: C });
    } else if (is === undefined) {
      if (a.roots.has(name)) out.push({ type: name, change: "type_removed", detail: "a root type is gone", readers: B, writers: B });
    } else diffShape(name, was, is, out);
  }
  return out;
}

/** The report, one line per change: `<type>[.<field>]: <change> <detail> (readers: ..., writers: ...)`. */
export function reportLines(changes: readonly Change[]): string[] {
  return changes.map(
    (c) =>
      `${c.readers === B || c.writers === B ? "BREAKING" : "ok      "} ${c.type}${c.field ? `.${c.field}` : ""}: ${c.change.replace("_", " ")} ${c.detail} (readers: ${c.readers}, writers: ${c.writers})`,
  );
}
