// The conformance runner (K8): every vector against one implementation (this runtime, or a
// testee in any language), the scenario vectors against a bridge endpoint when one is given, an
// expected-failure list honoured both ways, and a report per vector and per requirement.
import { judge } from "./judge.js";
import { answerText, runtimeAnswer } from "./runtime.js";
import { runScenario } from "./scenario.js";
/** The runtime's own description, as a testee's `start` gives one. */
export const RUNTIME = {
    implementation: { name: "link-kit", language: "typescript" },
    kinds: ["validate", "json_roundtrip", "json_error", "event", "serde_roundtrip"],
    model: "schema",
};
/**
 * An expected-failure list: one vector id per line, then its reason; `#` starts a comment.
 * Throws on a line with no reason (a failure nobody explained is not expected).
 */
export function parseExpectedFailures(text, file) {
    const out = new Map();
    text.split("\n").forEach((raw, i) => {
        const line = raw.replace(/#.*$/, "").trim();
        if (line === "")
            return;
        const [id, ...reason] = line.split(/\s+/);
        if (reason.length === 0)
            throw new Error(`${file}:${i + 1}: ${id} has no reason; write one after the vector id`);
        out.set(id, reason.join(" "));
    });
    return out;
}
export async function runConformance(vectors, options = {}) {
    const info = options.testee?.info ?? RUNTIME;
    const model = info.model === "serde" || info.model === "binding" ? info.model : "schema";
    const expected = new Map(options.expectedFailures ?? []);
    for (const e of info.expected_failures ?? [])
        expected.set(e.id, e.reason);
    const results = [];
    for (const vector of vectors) {
        const base = { id: vector.id, file: vector.file, requirements: vector.requirements };
        let outcome;
        let transcript;
        if (vector.kind === "scenario") {
            transcript = [];
            outcome = options.client
                ? await runScenario(vector.steps ?? [], options.client, undefined, transcript)
                : { skip: "a scenario needs a bridge endpoint (--binding)" };
        }
        else if (!info.kinds.includes(vector.kind)) {
            outcome = { skip: `${info.implementation.name} does not claim ${vector.kind} vectors` };
        }
        else if (options.testee) {
            const reply = await options.testee.testee.run(vector);
            transcript = options.testee.testee.transcript;
            outcome =
                "answer" in reply
                    ? judge(vector, reply.answer, model)
                    : "skipped" in reply
                        ? // A vector of a kind it claims, skipped: a gap unless listed (issue 41.14).
                            { pass: false, why: `skipped, though ${info.implementation.name} claims ${vector.kind} vectors: ${reply.skipped}` }
                        : { pass: false, why: reply.errored };
        }
        else {
            let answer;
            try {
                answer = runtimeAnswer(vector);
            }
            catch (error) {
                answer = { error: `threw ${String(error)}` };
            }
            outcome = judge(vector, answer, model);
            transcript = [`< ${answerText(answer)}`];
        }
        const listed = expected.get(vector.id);
        if ("skip" in outcome)
            results.push({ ...base, status: "skipped", why: outcome.skip });
        else if (outcome.pass && listed !== undefined)
            results.push({
                ...base,
                status: "unexpected_pass",
                why: `passes, but the expected-failure list says: ${listed}; remove it from the list`,
            });
        else if (outcome.pass)
            results.push({ ...base, status: "passed" });
        else if (listed !== undefined)
            results.push({ ...base, status: "expected_failure", why: `${listed} (${outcome.why})` });
        else
            results.push({ ...base, status: "failed", why: outcome.why, ...(transcript ? { transcript } : {}) });
    }
    const requirements = {};
    for (const r of results)
        for (const id of r.requirements) {
            const row = (requirements[id] ??= { passed: 0, failed: 0, skipped: 0 });
            if (r.status === "passed")
                row.passed++;
            else if (r.status === "failed" || r.status === "unexpected_pass")
                row.failed++;
            else
                row.skipped++;
        }
    const count = (...s) => results.filter((r) => s.includes(r.status)).length;
    return {
        implementation: info.implementation,
        passed: count("passed"),
        failed: count("failed", "unexpected_pass"),
        skipped: count("skipped"),
        expected_failures: count("expected_failure"),
        requirements,
        results,
    };
}
