// Validation of foreign metadata (K5): the compiled validators behind a typed API that returns
// the typed value or errors with JSON pointers. Nothing here compiles a schema.
import { SCHEMAS } from "../../generated/index.js";
import { hasRawNumber, JsonError, numbersAsValues, parse } from "../json/index.js";
/** Thrown by `assertValid`: carries every issue. */
export class ValidationError extends Error {
    type;
    errors;
    name = "ValidationError";
    constructor(type, errors) {
        super(`invalid ${type}: ${errors.map((e) => `${e.pointer || "(root)"}: ${e.message}`).join("; ")}`);
        this.type = type;
        this.errors = errors;
    }
}
export const RUST_TYPES = Object.keys(SCHEMAS);
/**
 * Finds a root type by Rust path (`store::context::Memory`), schema file name
 * (`store.context.Memory.json`), file stem, or, when unambiguous, type name (`Memory`).
 */
export function resolveType(name) {
    for (const type of RUST_TYPES) {
        const entry = SCHEMAS[type];
        if (name === type || name === entry.file || name === entry.file.replace(/\.json$/, ""))
            return type;
    }
    const byTitle = RUST_TYPES.filter((type) => SCHEMAS[type].title === name);
    return byTitle.length === 1 ? byTitle[0] : undefined;
}
/**
 * Validates a value already parsed by src/json (u64 values as exact numbers or bigints) against
 * the canonical schema of `type`; the result is typed by it.
 *
 * @example
 * ```ts
 * import { parse, validate } from "link-context-kit";
 *
 * const result = validate("store::context::Memory", parse('{"id":"m1","text":"t","evidence":[]}'));
 * if (result.ok) console.log(result.value.id);
 * else for (const e of result.errors) console.error(`${e.pointer}: ${e.message}`); // "/modified_at: is required"
 * ```
 */
export function validate(type, value) {
    const validator = SCHEMAS[type].validate;
    if (validator(value))
        return { ok: true, value: value };
    // A number kept as its text (`1.0`, `-0`: a RawNumber) is judged by its value, as a schema
    // validator reads it; only a document that failed can hold one where a number is expected.
    if (hasRawNumber(value)) {
        const numbers = numbersAsValues(value);
        if (validator(numbers))
            return { ok: true, value: numbers };
    }
    return { ok: false, errors: issuesFrom(validator.errors ?? []) };
}
/** Parses losslessly, then validates. A text that is not JSON gives one `json` issue at the root. */
export function validateText(type, text) {
    let value;
    try {
        value = parse(text);
    }
    catch (error) {
        if (!(error instanceof JsonError))
            throw error;
        return { ok: false, errors: [{ pointer: "", keyword: "json", message: `${error.kind}: ${error.message}` }] };
    }
    return validate(type, value);
}
/** Returns the typed value or throws a ValidationError. */
export function assertValid(type, value) {
    const result = validate(type, value);
    if (!result.ok)
        throw new ValidationError(type, result.errors);
    return result.value;
}
/**
 * Turns ajv's errors into issues. For an optional value (`anyOf: [T, null]`) that is present but
 * invalid, ajv also reports "must be null" and the failed `anyOf`; only T's errors are meant.
 */
export function issuesFrom(errors) {
    let kept = errors;
    for (const union of errors.filter((e) => e.keyword === "anyOf")) {
        const nullMiss = kept.filter((e) => e.keyword === "type" &&
            e.params.type === "null" &&
            e.instancePath === union.instancePath &&
            e.schemaPath.startsWith(union.schemaPath + "/"));
        const others = kept.filter((e) => e !== union && !nullMiss.includes(e) && e.instancePath.startsWith(union.instancePath));
        if (nullMiss.length > 0 && others.length > 0)
            kept = kept.filter((e) => e !== union && !nullMiss.includes(e));
    }
    const issues = kept.map(toIssue);
    const seen = new Set();
    return issues.filter((issue) => {
        const key = `${issue.pointer}\u0000${issue.message}`;
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
}
function escapePointer(token) {
    return token.replace(/~/g, "~0").replace(/\//g, "~1");
}
function toIssue(error) {
    let pointer = error.instancePath;
    let message = error.message ?? error.keyword;
    const params = error.params;
    if (error.keyword === "required" && typeof params.missingProperty === "string") {
        pointer += "/" + escapePointer(params.missingProperty);
        message = "is required";
    }
    else if (error.keyword === "additionalProperties" && typeof params.additionalProperty === "string") {
        pointer += "/" + escapePointer(params.additionalProperty);
        message = "is not allowed";
    }
    else if (error.keyword === "const") {
        message = `must be ${JSON.stringify(params.allowedValue)}`;
    }
    else if (error.keyword === "discriminator" && typeof params.tag === "string") {
        pointer += "/" + escapePointer(params.tag);
        message = params.tagValue === undefined ? "is required" : `${JSON.stringify(params.tagValue)} is not a known variant`;
    }
    else if (error.keyword === "enum" && Array.isArray(params.allowedValues)) {
        message = `must be one of ${params.allowedValues.map((v) => JSON.stringify(v)).join(", ")}`;
    }
    return { pointer, message, keyword: error.keyword };
}
