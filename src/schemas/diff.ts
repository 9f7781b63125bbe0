// The upstream change report (K4): what changed between two schema sets, per type and member, and
// whether each change breaks readers or writers built against the old set. The rules, one per
// change class, with their analogues in oasdiff and buf, are in docs/schema-diff.md.
//
// A reader here is code built on the old schemas reading documents the new ones describe; a
// writer is code built on the old schemas writing documents for readers built on the new ones.
// So a change that lets documents hold more (a wider integer, a new enum variant, null allowed, a
// member that may be absent) breaks readers; one that lets them hold less breaks writers; a member
// whose values land under another name, or whose absence means something else, breaks both.
// Findings on one member are merged into one, with one verdict per direction: breaking when any
// of its classes breaks that direction.

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { parse, stringify, type JsonValue } from "../json/index.js";

type Schema = Record<string, unknown>;
type Verdict = "breaking" | "compatible";

/** Every change class the diff knows, in the order a merged finding names them. */
export const CHANGE_CLASSES = [
  "type_added",
  "type_removed",
  "object_closed",
  "object_opened",
  "tag_changed",
  "possible_rename",
  "field_added",
  "field_removed",
  "made_required",
  "made_optional",
  "made_nullable",
  "made_non_nullable",
  "widened",
  "narrowed",
  "retyped",
  "pattern_changed",
  "default_changed",
  "variant_added",
  "variant_removed",
] as const;
export type ChangeClass = (typeof CHANGE_CLASSES)[number];

export interface Change {
  /** The type (and variant) it is in: `Operation::file_write`. */
  type: string;
  /** The member, when the change is a member's. */
  field?: string;
  /** The change's class; when several apply to one member, the first of `classes`. */
  change: ChangeClass;
  detail: string;
  readers: Verdict;
  writers: Verdict;
  /** Every class that applies (one finding per member, however many apply). */
  classes: ChangeClass[];
  /** For a `possible_rename`: the member's name in the old set. */
  renamed_from?: string;
  /**
   * When Serde readers and JSON Schema validators are judged apart (an integer type and a
   * number): each kind's verdicts; `readers` and `writers` are breaking when either kind's is.
   */
  by_reader?: Record<ReaderKind, { readers: Verdict; writers: Verdict }>;
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

// ---- the values a schema admits, as a union of alternatives ----

/** The integer formats schemars writes, with their ranges. */
const INTEGER_RANGES: Record<string, [bigint, bigint]> = (() => {
  const out: Record<string, [bigint, bigint]> = {};
  for (const bits of [8, 16, 32, 64]) {
    out[`uint${bits}`] = [0n, (1n << BigInt(bits)) - 1n];
    out[`int${bits}`] = [-(1n << BigInt(bits - 1)), (1n << BigInt(bits - 1)) - 1n];
  }
  out.uint = out.uint64 as [bigint, bigint];
  out.int = out.int64 as [bigint, bigint];
  return out;
})();

/** A set's named types, by name: each root (by its title) and each `$defs` entry. */
type Defs = Map<string, Schema>;

/** One object member of an object alternative. */
interface Member {
  of: Alt[];
  required: boolean;
}

/**
 * One alternative of a value set. A reference stays a reference until it is compared: two of the
 * same name are the same values (the named type's own changes are its own findings); otherwise
 * it stands for the values of what it resolves to (issue 41.1).
 */
type Alt =
  | { t: "any" }
  | { t: "null" | "boolean" | "number" }
  | { t: "integer"; min?: bigint; max?: bigint }
  | { t: "string"; pattern?: string; format?: string; minLength?: number; maxLength?: number }
  | { t: "const"; value: string; string: boolean }
  | { t: "array" | "map"; of: Alt[] }
  | { t: "object"; members: Map<string, Member>; closed: boolean }
  | { t: "ref"; key: string; defs: Defs };

const bound = (value: unknown): bigint | undefined =>
  typeof value === "number" && Number.isInteger(value) ? BigInt(value) : typeof value === "bigint" ? value : undefined;
const count = (value: unknown): number | undefined =>
  typeof value === "number" ? value : typeof value === "bigint" ? Number(value) : undefined;

function alts(schema: unknown, defs: Defs): Alt[] {
  if (schema === true || schema === undefined) return [{ t: "any" }];
  if (schema === false) return [];
  const s = schema as Schema;
  if (typeof s.$ref === "string") return [{ t: "ref", key: s.$ref.replace(/^#\/\$defs\//, ""), defs }];
  for (const key of ["anyOf", "oneOf"] as const)
    if (Array.isArray(s[key])) return (s[key] as unknown[]).flatMap((branch) => alts(branch, defs));
  if (s.const !== undefined) return [{ t: "const", value: stringify(s.const as JsonValue), string: typeof s.const === "string" }];
  if (Array.isArray(s.enum))
    return (s.enum as JsonValue[]).map((e) => ({ t: "const", value: stringify(e), string: typeof e === "string" }));
  const types = Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === "string" ? [s.type] : [];
  if (types.length === 0) return [{ t: "any" }];
  return types.map((t): Alt => {
    if (t === "array") return { t: "array", of: alts(s.items, defs) };
    if (t === "object" && s.properties === undefined) return { t: "map", of: alts(s.additionalProperties, defs) };
    if (t === "object") {
      const required = new Set((s.required as string[] | undefined) ?? []);
      const members = new Map<string, Member>();
      for (const [name, member] of Object.entries(s.properties as Record<string, unknown>))
        members.set(name, { of: alts(member, defs), required: required.has(name) });
      return { t: "object", members, closed: s.additionalProperties === false };
    }
    if (t === "integer") {
      const [fmin, fmax] = INTEGER_RANGES[s.format as string] ?? [undefined, undefined];
      const [lo, hi] = [bound(s.minimum), bound(s.maximum)];
      // The tighter of the format's range and an explicit minimum or maximum.
      const min = fmin === undefined ? lo : lo === undefined || lo < fmin ? fmin : lo;
      const max = fmax === undefined ? hi : hi === undefined || hi > fmax ? fmax : hi;
      return { t: "integer", min, max };
    }
    if (t === "string")
      return {
        t: "string",
        pattern: s.pattern as string | undefined,
        format: s.format as string | undefined,
        minLength: count(s.minLength),
        maxLength: count(s.maxLength),
      };
    return { t: t as "null" | "boolean" | "number" };
  });
}

/** Who reads: Serde (an integer type refuses `12.0`; a double rounds past 2^53) or a JSON Schema validator. */
type ReaderKind = "serde" | "schema";

/** One comparison's state: whose reading it judges, the reference pairs being compared, and whether a pattern could not be decided. */
interface Compare {
  kind: ReaderKind;
  open: Set<string>;
  undecided: boolean;
}

const EXACT_IN_DOUBLE = 2n ** 53n;

/** The values a reference stands for, in its own set. */
const resolve = (ref: Alt & { t: "ref" }): Alt[] => alts(ref.defs.get(ref.key) ?? true, ref.defs);

/** Whether every value `old` admits, `now` admits too, as `cmp.kind` readers read them. */
function covers(now: Alt, old: Alt, cmp: Compare): boolean {
  if (now.t === "ref" && old.t === "ref") {
    if (now.key === old.key) return true;
    // Compared by what they stand for; a pair met again inside itself is assumed to hold.
    const pair = `${old.key}\u0000${now.key}`;
    if (cmp.open.has(pair)) return true;
    cmp.open.add(pair);
    const held = coversAll(resolve(now), resolve(old), cmp);
    cmp.open.delete(pair);
    return held;
  }
  if (old.t === "ref") return coversAll([now], resolve(old), cmp);
  if (now.t === "ref") return coversAll(resolve(now), [old], cmp);
  if (now.t === "any") return true;
  if (old.t === "const") {
    if (now.t === "const") return now.value === old.value;
    return now.t === "string" && old.string && stringAdmits(now, parse(old.value) as string);
  }
  if (now.t === "number" && old.t === "integer") {
    // A JSON Schema number admits every integer; a Serde f64 holds one exactly only within
    // ±2^53: past that, an old writer's value comes back rounded, a silent loss (issue 41.2).
    if (cmp.kind === "schema") return true;
    return old.min !== undefined && old.max !== undefined && old.min >= -EXACT_IN_DOUBLE && old.max <= EXACT_IN_DOUBLE;
  }
  if (now.t !== old.t) return false;
  switch (now.t) {
    case "integer": {
      const o = old as { min?: bigint; max?: bigint };
      return (
        (now.min === undefined || (o.min !== undefined && o.min >= now.min)) &&
        (now.max === undefined || (o.max !== undefined && o.max <= now.max))
      );
    }
    case "string":
      return stringCovers(now, old as typeof now, cmp);
    case "array":
    case "map":
      return coversAll(now.of, (old as { of: Alt[] }).of, cmp);
    case "object":
      return objectCovers(now, old as typeof now, cmp);
    default:
      return true;
  }
}

/**
 * Whether every object `old` admits (with the members it names: writers print those), `now`
 * admits: each member `now` requires is required in `old`, each member both name is covered, and
 * a member only `old` names is ignored by `now` unless `now` is closed (issue 41.3).
 */
function objectCovers(now: Alt & { t: "object" }, old: Alt & { t: "object" }, cmp: Compare): boolean {
  for (const [name, member] of now.members) {
    const was = old.members.get(name);
    if (member.required && !was?.required) return false;
    if (was !== undefined && !coversAll(member.of, was.of, cmp)) return false;
  }
  return !now.closed || [...old.members.keys()].every((name) => now.members.has(name));
}

/** Whether a string schema admits one string (a constant's value). */
function stringAdmits(now: Alt & { t: "string" }, value: string): boolean {
  const length = [...value].length;
  if (now.format !== undefined) return false;
  if ((now.minLength ?? 0) > length || (now.maxLength !== undefined && now.maxLength < length)) return false;
  return now.pattern === undefined || new RegExp(now.pattern, "u").test(value);
}

/** Whether every string `old` admits, `now` admits: formats, lengths in code points, and patterns (issue 41.4). */
function stringCovers(now: Alt & { t: "string" }, old: Alt & { t: "string" }, cmp: Compare): boolean {
  if (now.format !== undefined && now.format !== old.format) return false;
  if ((now.minLength ?? 0) > (old.minLength ?? 0)) return false;
  if (now.maxLength !== undefined && (old.maxLength === undefined || old.maxLength > now.maxLength)) return false;
  if (now.pattern === undefined || now.pattern === old.pattern) return true;
  if (old.pattern === undefined) return false;
  const held = patternCovers(now.pattern, old.pattern);
  if (held === undefined) cmp.undecided = true;
  return held === true;
}

// ---- pattern inclusion, where it can be decided ----

/** A pattern's parts: a set of characters (a literal, a class, `.`), a repetition count, or syntax compared as text. */
type Token = { k: "set"; ranges: Array<[number, number]> } | { k: "count"; min: number; max: number } | { k: "text"; text: string };

const MAX_CODE_POINT = 0x10ffff;
const DIGIT: Array<[number, number]> = [[48, 57]];
const WORD: Array<[number, number]> = [
  [48, 57],
  [65, 90],
  [95, 95],
  [97, 122],
];
const LINE_ENDS: Array<[number, number]> = [
  [10, 10],
  [13, 13],
  [0x2028, 0x2029],
];

function normalize(ranges: Array<[number, number]>): Array<[number, number]> {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: Array<[number, number]> = [];
  for (const [lo, hi] of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out;
}

function complement(ranges: Array<[number, number]>): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let next = 0;
  for (const [lo, hi] of normalize(ranges)) {
    if (lo > next) out.push([next, lo - 1]);
    next = hi + 1;
  }
  if (next <= MAX_CODE_POINT) out.push([next, MAX_CODE_POINT]);
  return out;
}

/** The pattern as tokens, or undefined where it uses what inclusion by parts cannot judge (lookaround, back-references, `\s`-like escapes). */
function tokens(pattern: string): Token[] | undefined {
  const chars = [...pattern];
  const out: Token[] = [];
  let i = 0;
  const one = (c: string): Array<[number, number]> => [[c.codePointAt(0) as number, c.codePointAt(0) as number]];
  /** The set an escape names (after its `\`), or undefined when it is not a set of characters. */
  const escape = (c: string): Array<[number, number]> | undefined =>
    c === "d"
      ? DIGIT
      : c === "w"
        ? WORD
        : c === "D"
          ? complement(DIGIT)
          : c === "W"
            ? complement(WORD)
            : /[\\^$.|?*+()[\]{}/-]/.test(c)
              ? one(c)
              : undefined;
  while (i < chars.length) {
    const c = chars[i] as string;
    if (c === "\\") {
      const set = escape(chars[i + 1] ?? "");
      if (set === undefined) return undefined;
      out.push({ k: "set", ranges: set });
      i += 2;
    } else if (c === "[") {
      let j = i + 1;
      const negated = chars[j] === "^";
      if (negated) j++;
      const ranges: Array<[number, number]> = [];
      let first = true;
      while (j < chars.length && (chars[j] !== "]" || first)) {
        first = false;
        let set: Array<[number, number]> | undefined;
        if (chars[j] === "\\") {
          set = escape(chars[j + 1] ?? "");
          j += 2;
        } else set = one(chars[j++] as string);
        if (set === undefined) return undefined;
        // A range `a-z`: both ends single characters.
        if (chars[j] === "-" && chars[j + 1] !== "]" && chars[j + 1] !== undefined && set.length === 1 && set[0]?.[0] === set[0]?.[1]) {
          const end = chars[j + 1] === "\\" ? escape(chars[j + 2] ?? "") : one(chars[j + 1] as string);
          if (end === undefined || end.length !== 1 || end[0]?.[0] !== end[0]?.[1]) return undefined;
          ranges.push([(set[0] as [number, number])[0], (end[0] as [number, number])[0]]);
          j += chars[j + 1] === "\\" ? 3 : 2;
        } else ranges.push(...set);
      }
      if (chars[j] !== "]") return undefined;
      out.push({ k: "set", ranges: normalize(negated ? complement(ranges) : ranges) });
      i = j + 1;
    } else if (c === "{" || c === "*" || c === "+" || c === "?") {
      let min: number;
      let max: number;
      if (c === "{") {
        const m = /^\{(\d+)(,(\d*))?\}/.exec(chars.slice(i).join(""));
        if (m === null) return undefined;
        min = Number(m[1]);
        max = m[2] === undefined ? min : m[3] === "" ? Infinity : Number(m[3]);
        i += m[0].length;
      } else {
        [min, max] = c === "*" ? [0, Infinity] : c === "+" ? [1, Infinity] : [0, 1];
        i++;
      }
      if (chars[i] === "?") i++; // lazy: the same strings
      out.push({ k: "count", min, max });
    } else if (c === "(" && chars[i + 1] === "?") {
      if (chars[i + 2] !== ":") return undefined; // lookaround or a named group
      out.push({ k: "text", text: "(?:" });
      i += 3;
    } else if (c === ".") {
      out.push({ k: "set", ranges: complement(LINE_ENDS) });
      i++;
    } else if ("^$()|".includes(c)) {
      out.push({ k: "text", text: c });
      i++;
    } else {
      out.push({ k: "set", ranges: one(c) });
      i++;
    }
  }
  return out;
}

const contains = (outer: Array<[number, number]>, inner: Array<[number, number]>) =>
  inner.every(([lo, hi]) => outer.some(([a, b]) => a <= lo && hi <= b));

/** Whether `wide` contains `narrow` part by part; undefined when the two are not alike part by part. */
function partsContain(wide: Token[], narrow: Token[]): boolean | undefined {
  if (wide.length !== narrow.length) return undefined;
  let held = true;
  for (const [i, w] of wide.entries()) {
    const n = narrow[i] as Token;
    if (w.k !== n.k) return undefined;
    if (w.k === "text") {
      if (w.text !== (n as typeof w).text) return undefined;
    } else if (w.k === "set") held &&= contains(w.ranges, (n as typeof w).ranges);
    else held &&= w.min <= (n as typeof w).min && (n as typeof w).max <= w.max;
  }
  return held;
}

/**
 * Whether every string `old` matches, `now` matches: decided where the two differ only in
 * repetition counts and in sets of characters one of which contains the other (replacing a part
 * by a wider one widens the language); undefined otherwise, for a person to judge.
 */
function patternCovers(now: string, old: string): boolean | undefined {
  const [a, b] = [tokens(now), tokens(old)];
  if (a === undefined || b === undefined) return undefined;
  if (partsContain(a, b) === true) return true;
  if (partsContain(b, a) === true) return false;
  return undefined;
}

const coversAll = (now: Alt[], old: Alt[], cmp: Compare) => old.every((o) => now.some((n) => covers(n, o, cmp)));

/** How the values `now` admits relate to those `old` admits, for `kind` readers. */
function relate(
  old: Alt[],
  now: Alt[],
  kind: ReaderKind = "schema",
): { relation: "same" | "widened" | "narrowed" | "retyped"; undecided: boolean } {
  const cmp: Compare = { kind, open: new Set(), undecided: false };
  const wider = coversAll(now, old, cmp);
  const narrower = coversAll(old, now, cmp);
  const relation = wider && narrower ? "same" : wider ? "widened" : narrower ? "narrowed" : "retyped";
  return { relation, undecided: cmp.undecided };
}

/** A compact signature of a schema for the report: what a value of it must be, references by name. */
function sig(schema: unknown): string {
  if (schema === true || schema === undefined) return "any";
  if (schema === false) return "never";
  const s = schema as Schema;
  if (typeof s.$ref === "string") return s.$ref.replace(/^#\/\$defs\//, "");
  for (const key of ["anyOf", "oneOf"] as const) if (Array.isArray(s[key])) return (s[key] as unknown[]).map(sig).join(" | ");
  if (s.const !== undefined) return stringify(s.const as JsonValue);
  if (Array.isArray(s.enum)) return (s.enum as JsonValue[]).map((e) => stringify(e)).join(" | ");
  const types = Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === "string" ? [s.type] : [];
  return (
    types
      .map((t) => {
        if (t === "array") return `${sig(s.items)}[]`;
        if (t === "object" && s.properties === undefined) return `map<${sig(s.additionalProperties)}>`;
        if (t === "integer" || t === "number") return s.format ? `${t}(${s.format as string})` : t;
        if (t === "string" && (s.pattern !== undefined || s.format !== undefined)) return `string(${(s.format as string) ?? s.pattern})`;
        return t;
      })
      .join(" | ") || "any"
  );
}

// ---- the shapes of named types ----

interface Field {
  index: number;
  schema: unknown;
  required: boolean;
  /** The default's JSON text, when the schema gives one. */
  default?: string;
  /** The default itself. */
  defaultValue?: JsonValue;
}

/** One type's shape, as compared: a struct's members, an enum's variants (each a struct or a name), or a value set. */
type Shape =
  | { kind: "struct"; fields: Map<string, Field>; closed: boolean; schema: unknown }
  | { kind: "enum"; tag?: string; variants: Map<string, Shape | undefined>; schema: unknown }
  | { kind: "other"; schema: unknown };

function struct(s: Schema, skip?: string): Shape {
  const required = new Set((s.required as string[] | undefined) ?? []);
  const fields = new Map<string, Field>();
  Object.entries((s.properties as Record<string, Schema> | undefined) ?? {}).forEach(([name, field], index) => {
    if (name === skip) return;
    const defaulted = field !== null && typeof field === "object" && "default" in field;
    const value = defaulted ? (field.default as JsonValue) : undefined;
    fields.set(name, {
      index,
      schema: field,
      required: required.has(name),
      default: value === undefined ? undefined : stringify(value),
      defaultValue: value,
    });
  });
  return { kind: "struct", fields, closed: s.additionalProperties === false, schema: s };
}

/** The member whose constant names a tagged-enum variant (`kind`, `type`, ...), and the name. */
function tagOf(s: Schema): [tag: string, name: string] | undefined {
  for (const [tag, field] of Object.entries((s.properties as Record<string, Schema> | undefined) ?? {}))
    if (typeof field?.const === "string" && (s.required as string[] | undefined)?.includes(tag)) return [tag, field.const];
  return undefined;
}

function shape(s: Schema): Shape {
  const variants = (s.oneOf ?? s.anyOf) as Schema[] | undefined;
  if (Array.isArray(variants) && variants.every((v) => v.const !== undefined || tagOf(v) !== undefined)) {
    const map = new Map<string, Shape | undefined>();
    let tag: string | undefined;
    for (const v of variants) {
      if (v.const !== undefined) map.set(String(v.const), undefined);
      else {
        const [name, value] = tagOf(v) as [string, string];
        tag = name;
        map.set(value, struct(v, name));
      }
    }
    return { kind: "enum", tag, variants: map, schema: s };
  }
  if (Array.isArray(s.enum))
    return { kind: "enum", variants: new Map((s.enum as unknown[]).map((e) => [String(e), undefined])), schema: s };
  if (s.type === "object" && s.properties !== undefined) return struct(s);
  return { kind: "other", schema: s };
}

/** Every named type of a set: each root (by its title) and each `$defs` entry, by name. */
function types(set: Map<string, Schema>): { types: Map<string, Shape>; roots: Set<string>; defs: Defs } {
  const defs: Defs = new Map();
  const roots = new Set<string>();
  for (const root of set.values()) {
    const title = String(root.title);
    roots.add(title);
    if (!defs.has(title)) defs.set(title, root);
    for (const [name, def] of Object.entries((root.$defs as Record<string, Schema> | undefined) ?? {}))
      if (!defs.has(name)) defs.set(name, def);
  }
  return { types: new Map([...defs].map(([name, def]) => [name, shape(def)])), roots, defs };
}

/** The named types of the old set and of the new one, which references resolve in. */
interface Sides {
  old: Defs;
  now: Defs;
}

// ---- the rules ----

const B = "breaking" as const;
const C = "compatible" as const;

interface Verdicts {
  readers: Verdict;
  writers: Verdict;
}

interface Finding extends Verdicts {
  change: ChangeClass;
  detail: string;
  /** When Serde readers and JSON Schema readers are judged apart: each kind's verdicts. */
  by_reader?: Record<ReaderKind, Verdicts>;
}

/** Merges a member's findings into one: the classes in their fixed order, breaking where any is. */
function merged(type: string, field: string | undefined, findings: Finding[]): Change {
  const sorted = [...findings].sort((a, b) => CHANGE_CLASSES.indexOf(a.change) - CHANGE_CLASSES.indexOf(b.change));
  const first = sorted[0] as Finding;
  return {
    type,
    ...(field === undefined ? {} : { field }),
    change: first.change,
    detail: sorted.map((f) => f.detail).join("; "),
    readers: sorted.some((f) => f.readers === B) ? B : C,
    writers: sorted.some((f) => f.writers === B) ? B : C,
    classes: sorted.map((f) => f.change),
    ...(sorted.some((f) => f.by_reader !== undefined) ? { by_reader: byReader(sorted) } : {}),
  };
}

/** Each reader kind's verdicts over several findings: a finding judged alike for both counts for each. */
function byReader(findings: Finding[]): Record<ReaderKind, Verdicts> {
  const of = (kind: ReaderKind): Verdicts => {
    const each = findings.map((f) => f.by_reader?.[kind] ?? f);
    return { readers: each.some((v) => v.readers === B) ? B : C, writers: each.some((v) => v.writers === B) ? B : C };
  };
  return { serde: of("serde"), schema: of("schema") };
}

/** The value-set rule for one kind of reader: wider breaks readers, narrower breaks writers; null alone is nullability. */
function kindFinding(a: Alt[], b: Alt[], detail: string, kind: ReaderKind): Finding | undefined {
  const { relation, undecided } = relate(a, b, kind);
  if (relation === "same") return undefined;
  if (undecided)
    return { change: "pattern_changed", detail: `${detail} (undecided: a person should compare the patterns)`, readers: B, writers: B };
  const nonNull = (x: Alt[]) => x.filter((alt) => alt.t !== "null");
  if (relate(nonNull(a), nonNull(b), kind).relation === "same") {
    return relation === "widened"
      ? { change: "made_nullable", detail: `${detail} (null allowed)`, readers: B, writers: C }
      : { change: "made_non_nullable", detail: `${detail} (null refused)`, readers: C, writers: B };
  }
  if (relation === "widened") return { change: "widened", detail: `${detail} (admits more values)`, readers: B, writers: C };
  if (relation === "narrowed") return { change: "narrowed", detail: `${detail} (admits fewer values)`, readers: C, writers: B };
  return { change: "retyped", detail, readers: B, writers: B };
}

/**
 * The value-set rule, judged for Serde readers and for JSON Schema validators (issue 41.2); where
 * the two differ, the finding is breaking for a direction when either kind breaks it, and says both.
 */
function valueFinding(old: unknown, now: unknown, sides: Sides): Finding | undefined {
  const [a, b] = [alts(old, sides.old), alts(now, sides.now)];
  const detail = `${sig(old)} -> ${sig(now)}`;
  const schema = kindFinding(a, b, detail, "schema");
  const serde = kindFinding(a, b, detail, "serde");
  const verdicts = (f: Finding | undefined): Verdicts => ({ readers: f?.readers ?? C, writers: f?.writers ?? C });
  const [vs, vd] = [verdicts(schema), verdicts(serde)];
  if (vs.readers === vd.readers && vs.writers === vd.writers) return schema ?? serde;
  const readers = vs.readers === B || vd.readers === B ? B : C;
  const writers = vs.writers === B || vd.writers === B ? B : C;
  const change: ChangeClass = readers === B && writers === B ? "retyped" : readers === B ? "widened" : "narrowed";
  const why = "a double holds integers exactly only within ±2^53: Serde reads larger ones rounded, and refuses 12.0 for an integer";
  return { change, detail: `${detail} (${why})`, readers, writers, by_reader: { serde: vd, schema: vs } };
}

/**
 * Whether two defaults mean the same: equal, or objects equal in the members both name (a member
 * removed from a type leaves its default; that removal is its own finding).
 */
function sameDefault(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  const isObject = (x: unknown): x is Record<string, JsonValue> => typeof x === "object" && x !== null && !Array.isArray(x);
  if (isObject(a) && isObject(b)) return Object.keys(a).every((k) => !(k in b) || sameDefault(a[k], b[k]));
  return (a === undefined ? undefined : stringify(a)) === (b === undefined ? undefined : stringify(b));
}

function diffMember(was: Field, is: Field, sides: Sides): Finding[] {
  const findings: Finding[] = [];
  const value = valueFinding(was.schema, is.schema, sides);
  if (value !== undefined) findings.push(value);
  if (!was.required && is.required) findings.push({ change: "made_required", detail: sig(is.schema), readers: C, writers: B });
  if (was.required && !is.required)
    findings.push({
      change: "made_optional",
      detail: `${sig(is.schema)}${is.default === undefined ? "" : ` (default ${is.default})`}`,
      readers: B,
      writers: C,
    });
  if (!was.required && !is.required && !sameDefault(was.defaultValue, is.defaultValue))
    findings.push({
      change: "default_changed",
      detail: `default ${was.default ?? "none"} -> ${is.default ?? "none"} (an absent member means another value)`,
      readers: B,
      writers: B,
    });
  return findings;
}

function diffStruct(type: string, old: Shape & { kind: "struct" }, now: Shape & { kind: "struct" }, sides: Sides, out: Change[]): void {
  if (!old.closed && now.closed)
    out.push(
      merged(type, undefined, [
        {
          change: "object_closed",
          detail: "unknown members are refused now; a member added later breaks old readers",
          readers: C,
          writers: B,
        },
      ]),
    );
  if (old.closed && !now.closed)
    out.push(
      merged(type, undefined, [
        { change: "object_opened", detail: "unknown members are allowed now; old readers refuse them", readers: B, writers: C },
      ]),
    );
  const added = [...now.fields].filter(([name]) => !old.fields.has(name));
  const removed = [...old.fields].filter(([name]) => !now.fields.has(name));
  for (const [name, is] of now.fields) {
    const was = old.fields.get(name);
    if (was === undefined) continue;
    const findings = diffMember(was, is, sides);
    if (findings.length > 0) out.push(merged(type, name, findings));
  }
  // A member removed and one added with the same values, in the same place or with the same
  // default, may be one member renamed: values written under one name are lost to readers of the other.
  const renamed = new Set<string>();
  for (const [gone, was] of removed) {
    const at = added.findIndex(
      ([, is]) =>
        relate(alts(was.schema, sides.old), alts(is.schema, sides.now)).relation === "same" &&
        (is.index === was.index || (was.default !== undefined && was.default === is.default)),
    );
    if (at < 0) continue;
    const [name, is] = added.splice(at, 1)[0] as [string, Field];
    renamed.add(gone);
    const why = is.index === was.index ? "same place" : `same default ${is.default as string}`;
    out.push({
      ...merged(type, name, [
        {
          change: "possible_rename",
          detail: `possible rename of ${gone} to ${name} (${sig(is.schema)}, ${why}): values lost, each side reads the other's as absent`,
          readers: B,
          writers: B,
        },
      ]),
      renamed_from: gone,
    });
  }
  for (const [name, is] of added)
    out.push(
      merged(type, name, [
        {
          change: "field_added",
          detail: `${is.required ? "required" : "optional"} ${sig(is.schema)}${old.closed ? " (the old object is closed: old readers refuse it)" : ""}`,
          readers: old.closed ? B : C,
          writers: is.required ? B : C,
        },
      ]),
    );
  for (const [name, was] of removed) {
    if (renamed.has(name)) continue;
    out.push(
      merged(type, name, [
        {
          change: "field_removed",
          detail: `${was.required ? "required" : "optional"} ${sig(was.schema)}${now.closed ? " (the new object is closed: new readers refuse it)" : ""}`,
          readers: was.required ? B : C,
          writers: now.closed ? B : C,
        },
      ]),
    );
  }
}

function diffShape(type: string, old: Shape, now: Shape, sides: Sides, out: Change[]): void {
  if (old.kind === "struct" && now.kind === "struct") return diffStruct(type, old, now, sides, out);
  if (old.kind !== "enum" || now.kind !== "enum") {
    // Shapes of different kinds (a tagged enum made untagged, a struct become a union): compared
    // as the values each admits, a union as the union of its branches (issue 41.3).
    const finding = valueFinding(old.schema, now.schema, sides);
    if (finding !== undefined)
      out.push(
        merged(type, undefined, [
          old.kind === now.kind ? finding : { ...finding, detail: `${old.kind} -> ${now.kind}: ${finding.detail}` },
        ]),
      );
    return;
  }
  if (old.tag !== undefined && now.tag !== undefined && old.tag !== now.tag)
    out.push(
      merged(type, undefined, [
        { change: "tag_changed", detail: `the variant's name is in ${now.tag}, was ${old.tag}`, readers: B, writers: B },
      ]),
    );
  for (const [name, v] of now.variants) {
    if (!old.variants.has(name)) {
      out.push(merged(type, undefined, [{ change: "variant_added", detail: name, readers: B, writers: C }]));
      continue;
    }
    const was = old.variants.get(name);
    if (was !== undefined && v !== undefined) diffShape(`${type}::${name}`, was, v, sides, out);
    else if ((was === undefined) !== (v === undefined))
      out.push(
        merged(`${type}::${name}`, undefined, [
          { change: "retyped", detail: was === undefined ? "name -> struct" : "struct -> name", readers: B, writers: B },
        ]),
      );
  }
  for (const name of old.variants.keys())
    if (!now.variants.has(name)) out.push(merged(type, undefined, [{ change: "variant_removed", detail: name, readers: C, writers: B }]));
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
      if (b.roots.has(name))
        out.push(merged(name, undefined, [{ change: "type_added", detail: "a new root type", readers: C, writers: C }]));
    } else if (is === undefined) {
      if (a.roots.has(name))
        out.push(merged(name, undefined, [{ change: "type_removed", detail: "a root type is gone", readers: B, writers: B }]));
    } else diffShape(name, was, is, { old: a.defs, now: b.defs }, out);
  }
  return out;
}

export const isBreaking = (c: Change) => c.readers === B || c.writers === B;

const byReaderText = (c: Change) =>
  c.by_reader === undefined
    ? ""
    : ` [Serde readers: readers ${c.by_reader.serde.readers}, writers ${c.by_reader.serde.writers}; JSON Schema readers: readers ${c.by_reader.schema.readers}, writers ${c.by_reader.schema.writers}]`;

/** The report, one line per change: `<type>[.<field>]: <change> <detail> (readers: ..., writers: ...)`. */
export function reportLines(changes: readonly Change[]): string[] {
  return changes.map(
    (c) =>
      `${isBreaking(c) ? "BREAKING" : "ok      "} ${c.type}${c.field ? `.${c.field}` : ""}: ${c.change.replaceAll("_", " ")} ${c.detail} (readers: ${c.readers}, writers: ${c.writers})${byReaderText(c)}`,
  );
}
