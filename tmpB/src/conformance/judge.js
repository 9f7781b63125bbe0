// What an implementation answered to one vector, and whether that is right (K8). Every
// implementation, this runtime included, answers in the same shape (docs/conformance.md), and
// one judge compares each answer with the vector's expectation, so no testee grades itself.
import { parse, stringify } from "../json/index.js";
import { validate } from "../validate/index.js";
/** A JSON text's value with members sorted and null members dropped, printed: the binding model's equality. */
function sameValueText(text) {
    const norm = (v) => {
        if (Array.isArray(v))
            return v.map(norm);
        if (v === null || typeof v !== "object")
            return v;
        return Object.fromEntries(Object.keys(v)
            .sort()
            .filter((k) => v[k] !== null)
            .map((k) => [k, norm(v[k])]));
    };
    try {
        return stringify(norm(parse(text)));
    }
    catch {
        return undefined;
    }
}
/** An error's instance location as a JSON pointer (`#` fragments as some validators write them taken off). */
const locationOf = (e) => {
    const at = e.pointer ?? e.instanceLocation;
    return typeof at === "string" ? at.replace(/^#/, "") : undefined;
};
/** True when pointer `a` is `b` or lies inside it. */
const within = (a, b) => a === b || a.startsWith(`${b}/`);
/**
 * Compares reported errors with the expected ones by instance location only (docs/conformance.md,
 * "Judging validate errors"): every expected location must be reported, at it or at the object or
 * array directly holding it (validators report a missing member, or a union that refused an
 * object, there); every other reported location must be an expected one, inside one or around
 * one. An error under a union's branch (a `keywordLocation` through `oneOf/<n>` or `anyOf/<n>`)
 * only says why that branch did not match, and is not held against the answer. Keywords are not
 * compared: validators name the same failure differently.
 */
export function judgeErrors(expected, got) {
    const reported = got.map(locationOf);
    if (reported.some((at) => at === undefined))
        return { pass: false, why: `an error without pointer or instanceLocation: ${JSON.stringify(got)}` };
    const locations = reported;
    const parent = (p) => p.slice(0, Math.max(0, p.lastIndexOf("/")));
    for (const w of expected) {
        const found = locations.some((at) => at === w.pointer || (w.pointer !== "" && at === parent(w.pointer)));
        if (!found)
            return {
                pass: false,
                why: `no error reported at ${JSON.stringify(w.pointer)}${w.keyword ? ` (${w.keyword})` : ""}; got ${JSON.stringify(got)}`,
            };
    }
    const branch = (e) => /\/(oneOf|anyOf)\/\d+(\/|$)/.test(e.keywordLocation ?? "");
    const stray = got.filter((e, i) => !branch(e) && !expected.some((w) => within(locations[i], w.pointer) || within(w.pointer, locations[i])));
    return stray.length === 0
        ? { pass: true }
        : { pass: false, why: `errors reported where the document is valid: ${JSON.stringify(stray)}` };
}
/** Judges one answer: passed, failed with why, or `{skip}` when the vector does not apply to the model. */
export function judge(vector, answer, model = "schema") {
    const expect = vector.expect ?? {};
    const fail = (why) => ({ pass: false, why });
    switch (vector.kind) {
        case "validate": {
            let want = expect.valid === true;
            if (model === "serde") {
                if (expect.serde === "skip")
                    return { skip: "Serde and the schema differ here by design (expect.serde: skip)" };
                if (expect.serde !== undefined)
                    want = expect.serde === "accepts";
            }
            if (answer.valid !== want)
                return fail(`expected ${want ? "valid" : "invalid"}, got ${answer.valid === undefined ? "no answer" : answer.valid ? "valid" : "invalid"}${answer.error ? ` (${answer.error})` : ""}${answer.errors ? ` ${JSON.stringify(answer.errors)}` : ""}`);
            if (model === "serde" || want || expect.errors === undefined || answer.errors === undefined)
                return { pass: true };
            return judgeErrors(expect.errors, answer.errors);
        }
        case "json_roundtrip":
        case "serde_roundtrip": {
            const want = expect.output ?? vector.input;
            if (answer.output === undefined)
                return fail(`expected ${want}, got ${answer.error === undefined ? "no output" : `error ${answer.error}`}`);
            const same = model === "binding"
                ? sameValueText(answer.output) !== undefined && sameValueText(answer.output) === sameValueText(want ?? "")
                : answer.output === want;
            return same ? { pass: true } : fail(`printed ${answer.output}, expected ${want}${model === "binding" ? " (as a value)" : ""}`);
        }
        case "json_error":
            if (answer.error === undefined)
                return fail(`expected error ${expect.error}, got ${answer.output === undefined ? "no error" : `output ${answer.output}`}`);
            return answer.error === expect.error ? { pass: true } : fail(`error ${answer.error}, expected ${expect.error}`);
        case "event": {
            const event = answer.event ?? null;
            if (event !== null) {
                const checked = validate("store::context::Event", event);
                if (!checked.ok)
                    return fail(`the event does not validate: ${JSON.stringify(checked.errors)}`);
            }
            const got = stringify(event);
            const want = stringify((expect.event ?? null));
            return got === want ? { pass: true } : fail(`event ${got}, expected ${want}`);
        }
        case "scenario":
            return { skip: "a scenario runs against a bridge endpoint (--binding)" };
    }
}
