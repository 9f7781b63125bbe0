// This runtime as an implementation under test (K8): its answer to each vector, in the shape
// every testee gives (judge.ts), so the runtime is judged exactly as another language would be.
import { eventOf } from "../context/event.js";
import { JsonError, parse, stringify } from "../json/index.js";
import { resolveType, validate } from "../validate/index.js";
import { judge } from "./judge.js";
import { inputBytes } from "./vectors.js";
/** What the TypeScript runtime answers to one vector (a scenario needs a bridge: none). */
export function runtimeAnswer(vector) {
    switch (vector.kind) {
        case "validate": {
            const type = vector.type === undefined ? undefined : resolveType(vector.type);
            if (type === undefined)
                return { error: `unknown type ${vector.type}` };
            let value;
            try {
                value = parse(inputBytes(vector));
            }
            catch (error) {
                return { valid: false, error: `did not parse: ${String(error)}` };
            }
            const result = validate(type, value);
            return result.ok ? { valid: true } : { valid: false, errors: result.errors.map((e) => ({ pointer: e.pointer, keyword: e.keyword })) };
        }
        case "json_roundtrip":
        case "serde_roundtrip":
            try {
                if (vector.kind === "serde_roundtrip") {
                    // As a typed value: it must be one of its type first.
                    const type = resolveType(vector.type ?? "");
                    const value = parse(inputBytes(vector));
                    if (type === undefined || !validate(type, value).ok)
                        return { error: `not a ${vector.type}` };
                    return { output: stringify(value) };
                }
                return { output: stringify(parse(inputBytes(vector))) };
            }
            catch (error) {
                return { error: error instanceof JsonError ? error.kind : String(error) };
            }
        case "json_error":
            try {
                return { output: stringify(parse(inputBytes(vector))) };
            }
            catch (error) {
                return { error: error instanceof JsonError ? error.kind : `not a JSON error: ${String(error)}` };
            }
        case "event":
            return { event: eventOf(vector.seq ?? 1, parse(inputBytes(vector)), vector.source) ?? null };
        case "scenario":
            return {};
    }
}
/** Runs one vector against this runtime and judges it. */
export function runVector(vector) {
    if (vector.kind === "scenario")
        return { pass: false, why: "a scenario runs against a bridge endpoint: use runScenario" };
    const outcome = judge(vector, runtimeAnswer(vector));
    return "skip" in outcome ? { pass: false, why: outcome.skip } : outcome;
}
/** JSON text of an answer, for reports. */
export function answerText(answer) {
    return stringify(answer);
}
