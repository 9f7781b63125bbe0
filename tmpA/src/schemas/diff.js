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
import { parse, stringify } from "../json/index.js";
import { alts, relate, sig } from "./values.js";
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
];
/** A schema set: every `*.json` of a directory but the manifest, by file. */
export function loadSchemaSet(dir) {
    const set = new Map();
    for (const name of readdirSync(dir).sort()) {
        if (!name.endsWith(".json") || name === "manifest.json")
            continue;
        set.set(name, parse(readFileSync(join(dir, name))));
    }
    return set;
}
function struct(s, skip) {
    const required = new Set(s.required ?? []);
    const fields = new Map();
    Object.entries(s.properties ?? {}).forEach(([name, field], index) => {
        if (name === skip)
            return;
        const defaulted = field !== null && typeof field === "object" && "default" in field;
        const value = defaulted ? field.default : undefined;
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
function tagOf(s) {
    for (const [tag, field] of Object.entries(s.properties ?? {}))
        if (typeof field?.const === "string" && s.required?.includes(tag))
            return [tag, field.const];
    return undefined;
}
function shape(s) {
    const variants = (s.oneOf ?? s.anyOf);
    if (Array.isArray(variants) && variants.every((v) => v.const !== undefined || tagOf(v) !== undefined)) {
        const map = new Map();
        let tag;
        for (const v of variants) {
            if (v.const !== undefined)
                map.set(String(v.const), undefined);
            else {
                const [name, value] = tagOf(v);
                tag = name;
                map.set(value, struct(v, name));
            }
        }
        return { kind: "enum", tag, variants: map, schema: s };
    }
    if (Array.isArray(s.enum))
        return { kind: "enum", variants: new Map(s.enum.map((e) => [String(e), undefined])), schema: s };
    if (s.type === "object" && s.properties !== undefined)
        return struct(s);
    return { kind: "other", schema: s };
}
/** Every named type of a set: each root (by its title) and each `$defs` entry, by name. */
function types(set) {
    const defs = new Map();
    const roots = new Set();
    for (const root of set.values()) {
        const title = String(root.title);
        roots.add(title);
        if (!defs.has(title))
            defs.set(title, root);
        for (const [name, def] of Object.entries(root.$defs ?? {}))
            if (!defs.has(name))
                defs.set(name, def);
    }
    return { types: new Map([...defs].map(([name, def]) => [name, shape(def)])), roots, defs };
}
// ---- the rules ----
const B = "breaking";
const C = "compatible";
/** Merges a member's findings into one: the classes in their fixed order, breaking where any is. */
function merged(type, field, findings) {
    const sorted = [...findings].sort((a, b) => CHANGE_CLASSES.indexOf(a.change) - CHANGE_CLASSES.indexOf(b.change));
    const first = sorted[0];
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
function byReader(findings) {
    const of = (kind) => {
        const each = findings.map((f) => f.by_reader?.[kind] ?? f);
        return { readers: each.some((v) => v.readers === B) ? B : C, writers: each.some((v) => v.writers === B) ? B : C };
    };
    return { serde: of("serde"), schema: of("schema") };
}
/** The value-set rule for one kind of reader: wider breaks readers, narrower breaks writers; null alone is nullability. */
function kindFinding(a, b, detail, kind) {
    const { relation, undecided } = relate(a, b, kind);
    if (relation === "same")
        return undefined;
    if (undecided)
        return { change: "pattern_changed", detail: `${detail} (undecided: a person should compare the patterns)`, readers: B, writers: B };
    const nonNull = (x) => x.filter((alt) => alt.t !== "null");
    if (relate(nonNull(a), nonNull(b), kind).relation === "same") {
        return relation === "widened"
            ? { change: "made_nullable", detail: `${detail} (null allowed)`, readers: B, writers: C }
            : { change: "made_non_nullable", detail: `${detail} (null refused)`, readers: C, writers: B };
    }
    if (relation === "widened")
        return { change: "widened", detail: `${detail} (admits more values)`, readers: B, writers: C };
    if (relation === "narrowed")
        return { change: "narrowed", detail: `${detail} (admits fewer values)`, readers: C, writers: B };
    return { change: "retyped", detail, readers: B, writers: B };
}
/**
 * The value-set rule, judged for Serde readers and for JSON Schema validators (issue 41.2); where
 * the two differ, the finding is breaking for a direction when either kind breaks it, and says both.
 */
function valueFinding(old, now, sides) {
    const [a, b] = [alts(old, sides.old), alts(now, sides.now)];
    const detail = `${sig(old)} -> ${sig(now)}`;
    const schema = kindFinding(a, b, detail, "schema");
    const serde = kindFinding(a, b, detail, "serde");
    const verdicts = (f) => ({ readers: f?.readers ?? C, writers: f?.writers ?? C });
    const [vs, vd] = [verdicts(schema), verdicts(serde)];
    if (vs.readers === vd.readers && vs.writers === vd.writers)
        return schema ?? serde;
    const readers = vs.readers === B || vd.readers === B ? B : C;
    const writers = vs.writers === B || vd.writers === B ? B : C;
    const change = readers === B && writers === B ? "retyped" : readers === B ? "widened" : "narrowed";
    const why = "a double holds integers exactly only within ±2^53: Serde reads larger ones rounded, and refuses 12.0 for an integer";
    return { change, detail: `${detail} (${why})`, readers, writers, by_reader: { serde: vd, schema: vs } };
}
/**
 * Whether two defaults mean the same: equal, or objects equal in the members both name (a member
 * removed from a type leaves its default; that removal is its own finding).
 */
function sameDefault(a, b) {
    const isObject = (x) => typeof x === "object" && x !== null && !Array.isArray(x);
    if (isObject(a) && isObject(b))
        return Object.keys(a).every((k) => !(k in b) || sameDefault(a[k], b[k]));
    return (a === undefined ? undefined : stringify(a)) === (b === undefined ? undefined : stringify(b));
}
function diffMember(was, is, sides) {
    const findings = [];
    const value = valueFinding(was.schema, is.schema, sides);
    if (value !== undefined)
        findings.push(value);
    if (!was.required && is.required)
        findings.push({ change: "made_required", detail: sig(is.schema), readers: C, writers: B });
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
function diffStruct(type, old, now, sides, out) {
    if (!old.closed && now.closed)
        out.push(merged(type, undefined, [
            {
                change: "object_closed",
                detail: "unknown members are refused now; a member added later breaks old readers",
                readers: C,
                writers: B,
            },
        ]));
    if (old.closed && !now.closed)
        out.push(merged(type, undefined, [
            { change: "object_opened", detail: "unknown members are allowed now; old readers refuse them", readers: B, writers: C },
        ]));
    const added = [...now.fields].filter(([name]) => !old.fields.has(name));
    const removed = [...old.fields].filter(([name]) => !now.fields.has(name));
    for (const [name, is] of now.fields) {
        const was = old.fields.get(name);
        if (was === undefined)
            continue;
        const findings = diffMember(was, is, sides);
        if (findings.length > 0)
            out.push(merged(type, name, findings));
    }
    // A member removed and one added with the same values, in the same place or with the same
    // default, may be one member renamed: values written under one name are lost to readers of the other.
    const renamed = new Set();
    for (const [gone, was] of removed) {
        const at = added.findIndex(([, is]) => relate(alts(was.schema, sides.old), alts(is.schema, sides.now)).relation === "same" &&
            (is.index === was.index || (was.default !== undefined && was.default === is.default)));
        if (at < 0)
            continue;
        const [name, is] = added.splice(at, 1)[0];
        renamed.add(gone);
        const why = is.index === was.index ? "same place" : `same default ${is.default}`;
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
        out.push(merged(type, name, [
            {
                change: "field_added",
                detail: `${is.required ? "required" : "optional"} ${sig(is.schema)}${old.closed ? " (the old object is closed: old readers refuse it)" : ""}`,
                readers: old.closed ? B : C,
                writers: is.required ? B : C,
            },
        ]));
    for (const [name, was] of removed) {
        if (renamed.has(name))
            continue;
        out.push(merged(type, name, [
            {
                change: "field_removed",
                detail: `${was.required ? "required" : "optional"} ${sig(was.schema)}${now.closed ? " (the new object is closed: new readers refuse it)" : ""}`,
                readers: was.required ? B : C,
                writers: now.closed ? B : C,
            },
        ]));
    }
}
function diffShape(type, old, now, sides, out) {
    if (old.kind === "struct" && now.kind === "struct")
        return diffStruct(type, old, now, sides, out);
    if (old.kind !== "enum" || now.kind !== "enum") {
        // Shapes of different kinds (a tagged enum made untagged, a struct become a union): compared
        // as the values each admits, a union as the union of its branches (issue 41.3).
        const finding = valueFinding(old.schema, now.schema, sides);
        if (finding !== undefined)
            out.push(merged(type, undefined, [
                old.kind === now.kind ? finding : { ...finding, detail: `${old.kind} -> ${now.kind}: ${finding.detail}` },
            ]));
        return;
    }
    if (old.tag !== undefined && now.tag !== undefined && old.tag !== now.tag)
        out.push(merged(type, undefined, [
            { change: "tag_changed", detail: `the variant's name is in ${now.tag}, was ${old.tag}`, readers: B, writers: B },
        ]));
    for (const [name, v] of now.variants) {
        if (!old.variants.has(name)) {
            out.push(merged(type, undefined, [{ change: "variant_added", detail: name, readers: B, writers: C }]));
            continue;
        }
        const was = old.variants.get(name);
        if (was !== undefined && v !== undefined)
            diffShape(`${type}::${name}`, was, v, sides, out);
        else if ((was === undefined) !== (v === undefined))
            out.push(merged(`${type}::${name}`, undefined, [
                { change: "retyped", detail: was === undefined ? "name -> struct" : "struct -> name", readers: B, writers: B },
            ]));
    }
    for (const name of old.variants.keys())
        if (!now.variants.has(name))
            out.push(merged(type, undefined, [{ change: "variant_removed", detail: name, readers: C, writers: B }]));
}
/** What changed from the `old` schema set to the `now` one, type by type, in name order. */
export function diffSchemaSets(old, now) {
    const a = types(old);
    const b = types(now);
    const out = [];
    const names = [...new Set([...a.types.keys(), ...b.types.keys()])].sort();
    for (const name of names) {
        const was = a.types.get(name);
        const is = b.types.get(name);
        if (was === undefined) {
            if (b.roots.has(name))
                out.push(merged(name, undefined, [{ change: "type_added", detail: "a new root type", readers: C, writers: C }]));
        }
        else if (is === undefined) {
            if (a.roots.has(name))
                out.push(merged(name, undefined, [{ change: "type_removed", detail: "a root type is gone", readers: B, writers: B }]));
        }
        else
            diffShape(name, was, is, { old: a.defs, now: b.defs }, out);
    }
    return out;
}
export const isBreaking = (c) => c.readers === B || c.writers === B;
const byReaderText = (c) => c.by_reader === undefined
    ? ""
    : ` [Serde readers: readers ${c.by_reader.serde.readers}, writers ${c.by_reader.serde.writers}; JSON Schema readers: readers ${c.by_reader.schema.readers}, writers ${c.by_reader.schema.writers}]`;
/** The report, one line per change: `<type>[.<field>]: <change> <detail> (readers: ..., writers: ...)`. */
export function reportLines(changes) {
    return changes.map((c) => `${isBreaking(c) ? "BREAKING" : "ok      "} ${c.type}${c.field ? `.${c.field}` : ""}: ${c.change.replaceAll("_", " ")} ${c.detail} (readers: ${c.readers}, writers: ${c.writers})${byReaderText(c)}`);
}
