// The values a schema admits, as a union of alternatives, and how two such unions relate for
// each kind of reader (Serde's, or a JSON Schema validator's): the change report's value sets
// (src/schemas/diff.ts; docs/schema-diff.md has the rules).
import { parse, stringify } from "../json/index.js";
import { patternCovers } from "./patterns.js";
/** The integer formats schemars writes, with their ranges. */
const INTEGER_RANGES = (() => {
    const out = {};
    for (const bits of [8, 16, 32, 64]) {
        out[`uint${bits}`] = [0n, (1n << BigInt(bits)) - 1n];
        out[`int${bits}`] = [-(1n << BigInt(bits - 1)), (1n << BigInt(bits - 1)) - 1n];
    }
    out.uint = out.uint64;
    out.int = out.int64;
    return out;
})();
const bound = (value) => typeof value === "number" && Number.isInteger(value) ? BigInt(value) : typeof value === "bigint" ? value : undefined;
const count = (value) => typeof value === "number" ? value : typeof value === "bigint" ? Number(value) : undefined;
export function alts(schema, defs) {
    if (schema === true || schema === undefined)
        return [{ t: "any" }];
    if (schema === false)
        return [];
    const s = schema;
    if (typeof s.$ref === "string")
        return [{ t: "ref", key: s.$ref.replace(/^#\/\$defs\//, ""), defs }];
    for (const key of ["anyOf", "oneOf"])
        if (Array.isArray(s[key]))
            return s[key].flatMap((branch) => alts(branch, defs));
    if (s.const !== undefined)
        return [{ t: "const", value: stringify(s.const), string: typeof s.const === "string" }];
    if (Array.isArray(s.enum))
        return s.enum.map((e) => ({ t: "const", value: stringify(e), string: typeof e === "string" }));
    const types = Array.isArray(s.type) ? s.type : typeof s.type === "string" ? [s.type] : [];
    if (types.length === 0)
        return [{ t: "any" }];
    return types.map((t) => {
        if (t === "array")
            return { t: "array", of: alts(s.items, defs) };
        if (t === "object" && s.properties === undefined)
            return { t: "map", of: alts(s.additionalProperties, defs) };
        if (t === "object") {
            const required = new Set(s.required ?? []);
            const members = new Map();
            for (const [name, member] of Object.entries(s.properties))
                members.set(name, { of: alts(member, defs), required: required.has(name) });
            return { t: "object", members, closed: s.additionalProperties === false };
        }
        if (t === "integer") {
            const [fmin, fmax] = INTEGER_RANGES[s.format] ?? [undefined, undefined];
            const [lo, hi] = [bound(s.minimum), bound(s.maximum)];
            // The tighter of the format's range and an explicit minimum or maximum.
            const min = fmin === undefined ? lo : lo === undefined || lo < fmin ? fmin : lo;
            const max = fmax === undefined ? hi : hi === undefined || hi > fmax ? fmax : hi;
            return { t: "integer", min, max };
        }
        if (t === "string")
            return {
                t: "string",
                pattern: s.pattern,
                format: s.format,
                minLength: count(s.minLength),
                maxLength: count(s.maxLength),
            };
        return { t: t };
    });
}
const EXACT_IN_DOUBLE = 2n ** 53n;
/** The values a reference stands for, in its own set. */
const resolve = (ref) => alts(ref.defs.get(ref.key) ?? true, ref.defs);
/** Whether every value `old` admits, `now` admits too, as `cmp.kind` readers read them. */
function covers(now, old, cmp) {
    if (now.t === "ref" && old.t === "ref") {
        if (now.key === old.key)
            return true;
        // Compared by what they stand for; a pair met again inside itself is assumed to hold.
        const pair = `${old.key}\u0000${now.key}`;
        if (cmp.open.has(pair))
            return true;
        cmp.open.add(pair);
        const held = coversAll(resolve(now), resolve(old), cmp);
        cmp.open.delete(pair);
        return held;
    }
    if (old.t === "ref")
        return coversAll([now], resolve(old), cmp);
    if (now.t === "ref")
        return coversAll(resolve(now), [old], cmp);
    if (now.t === "any")
        return true;
    if (old.t === "const") {
        if (now.t === "const")
            return now.value === old.value;
        return now.t === "string" && old.string && stringAdmits(now, parse(old.value));
    }
    if (now.t === "number" && old.t === "integer") {
        // A JSON Schema number admits every integer; a Serde f64 holds one exactly only within
        // ±2^53: past that, an old writer's value comes back rounded, a silent loss (issue 41.2).
        if (cmp.kind === "schema")
            return true;
        return old.min !== undefined && old.max !== undefined && old.min >= -EXACT_IN_DOUBLE && old.max <= EXACT_IN_DOUBLE;
    }
    if (now.t !== old.t)
        return false;
    switch (now.t) {
        case "integer": {
            const o = old;
            return ((now.min === undefined || (o.min !== undefined && o.min >= now.min)) &&
                (now.max === undefined || (o.max !== undefined && o.max <= now.max)));
        }
        case "string":
            return stringCovers(now, old, cmp);
        case "array":
        case "map":
            return coversAll(now.of, old.of, cmp);
        case "object":
            return objectCovers(now, old, cmp);
        default:
            return true;
    }
}
/**
 * Whether every object `old` admits (with the members it names: writers print those), `now`
 * admits: each member `now` requires is required in `old`, each member both name is covered, and
 * a member only `old` names is ignored by `now` unless `now` is closed (issue 41.3).
 */
function objectCovers(now, old, cmp) {
    for (const [name, member] of now.members) {
        const was = old.members.get(name);
        if (member.required && !was?.required)
            return false;
        if (was !== undefined && !coversAll(member.of, was.of, cmp))
            return false;
    }
    return !now.closed || [...old.members.keys()].every((name) => now.members.has(name));
}
/** Whether a string schema admits one string (a constant's value). */
function stringAdmits(now, value) {
    const length = [...value].length;
    if (now.format !== undefined)
        return false;
    if ((now.minLength ?? 0) > length || (now.maxLength !== undefined && now.maxLength < length))
        return false;
    return now.pattern === undefined || new RegExp(now.pattern, "u").test(value);
}
/** Whether every string `old` admits, `now` admits: formats, lengths in code points, and patterns (issue 41.4). */
function stringCovers(now, old, cmp) {
    if (now.format !== undefined && now.format !== old.format)
        return false;
    if ((now.minLength ?? 0) > (old.minLength ?? 0))
        return false;
    if (now.maxLength !== undefined && (old.maxLength === undefined || old.maxLength > now.maxLength))
        return false;
    if (now.pattern === undefined || now.pattern === old.pattern)
        return true;
    if (old.pattern === undefined)
        return false;
    const held = patternCovers(now.pattern, old.pattern);
    if (held === undefined)
        cmp.undecided = true;
    return held === true;
}
const coversAll = (now, old, cmp) => old.every((o) => now.some((n) => covers(n, o, cmp)));
/** How the values `now` admits relate to those `old` admits, for `kind` readers. */
export function relate(old, now, kind = "schema") {
    const cmp = { kind, open: new Set(), undecided: false };
    const wider = coversAll(now, old, cmp);
    const narrower = coversAll(old, now, cmp);
    const relation = wider && narrower ? "same" : wider ? "widened" : narrower ? "narrowed" : "retyped";
    return { relation, undecided: cmp.undecided };
}
/** A compact signature of a schema for the report: what a value of it must be, references by name. */
export function sig(schema) {
    if (schema === true || schema === undefined)
        return "any";
    if (schema === false)
        return "never";
    const s = schema;
    if (typeof s.$ref === "string")
        return s.$ref.replace(/^#\/\$defs\//, "");
    for (const key of ["anyOf", "oneOf"])
        if (Array.isArray(s[key]))
            return s[key].map(sig).join(" | ");
    if (s.const !== undefined)
        return stringify(s.const);
    if (Array.isArray(s.enum))
        return s.enum.map((e) => stringify(e)).join(" | ");
    const types = Array.isArray(s.type) ? s.type : typeof s.type === "string" ? [s.type] : [];
    return (types
        .map((t) => {
        if (t === "array")
            return `${sig(s.items)}[]`;
        if (t === "object" && s.properties === undefined)
            return `map<${sig(s.additionalProperties)}>`;
        if (t === "integer" || t === "number")
            return s.format ? `${t}(${s.format})` : t;
        if (t === "string" && (s.pattern !== undefined || s.format !== undefined))
            return `string(${s.format ?? s.pattern})`;
        return t;
    })
        .join(" | ") || "any");
}
