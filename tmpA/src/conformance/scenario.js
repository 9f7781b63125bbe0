// Scenario vectors (K8): a sequence of steps run against a bridge endpoint (the reference host, or
// any implementation given its settings). A step sends a raw `store::Operation` or uses the
// context API (read, current, memory_delete, memory_get), and its expectation is a subset of the
// result. Strings "${run}" are replaced by a token unique to the run, so scenarios do not see
// each other's threads and files; "$name" values are taken from earlier results ("save").
import { randomBytes } from "node:crypto";
import { cursorCurrent, MemoryDocs, readContext } from "../context/index.js";
import { stringify, u64Equal } from "../json/index.js";
/** True when every member of `want` is in `got` with an equal value (arrays compared whole). */
export function subset(want, got) {
    if (want === null || typeof want !== "object") {
        if ((typeof want === "number" || typeof want === "bigint") && (typeof got === "number" || typeof got === "bigint"))
            return u64Equal(want, got);
        return want === got;
    }
    if (Array.isArray(want))
        return Array.isArray(got) && want.length === got.length && want.every((w, i) => subset(w, got[i]));
    if (got === null || typeof got !== "object" || Array.isArray(got))
        return false;
    return Object.entries(want).every(([k, w]) => subset(w, got[k]));
}
function pointer(value, path) {
    return path
        .split("/")
        .slice(1)
        .reduce((v, token) => v?.[token.replace(/~1/g, "/").replace(/~0/g, "~")], value);
}
function substitute(value, run, vars) {
    if (typeof value === "string") {
        if (value.startsWith("$") && vars.has(value.slice(1)))
            return vars.get(value.slice(1));
        return value.replace(/\$\{run\}/g, run);
    }
    if (Array.isArray(value))
        return value.map((v) => substitute(v, run, vars));
    if (value !== null && typeof value === "object") {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k.replace(/\$\{run\}/g, run), substitute(v, run, vars)]));
    }
    return value;
}
/**
 * Runs one scenario against `bridge`; the first step whose result does not match fails it. Each
 * step sent (`> `) and its result (`< `) go to `transcript`, for a failure's report.
 */
export async function runScenario(steps, bridge, run = randomBytes(6).toString("hex"), transcript = []) {
    const vars = new Map();
    let lastCursor;
    for (const [index, raw] of steps.entries()) {
        const step = substitute(raw, run, vars);
        const { expect: _expect, save: _save, ...sent } = step;
        transcript.push(`> ${stringify(sent)}`);
        let result;
        try {
            if (step.op !== undefined && step.as !== undefined) {
                const { agent, owner } = bridge.binding;
                result = await bridge.send({ agent: step.as.agent ?? agent, owner: step.as.owner ?? owner, op: step.op });
            }
            else if (step.op !== undefined) {
                result = await bridge.request(step.op);
            }
            else if (step.read) {
                const snapshot = await readContext(bridge, step.read);
                lastCursor = snapshot.cursor;
                result = { cursor: snapshot.cursor, events: snapshot.events(), raw: snapshot.records.map((r) => r.raw) };
            }
            else if (step.current) {
                if (!lastCursor)
                    return { pass: false, why: `step ${index}: current before any read` };
                result = await cursorCurrent(bridge, lastCursor);
            }
            else if (step.memory_delete) {
                const docs = new MemoryDocs(bridge);
                result = { version: await docs.delete(await docs.get(step.memory_delete.id), step.memory_delete.modified_at) };
            }
            else if (step.memory_get !== undefined) {
                const doc = await new MemoryDocs(bridge).get(step.memory_get);
                result = { version: doc.version, ...(doc.memory ? { memory: doc.memory } : {}) };
            }
            else {
                return { pass: false, why: `step ${index} has nothing to do` };
            }
        }
        catch (error) {
            const e = error;
            result = { thrown: e.kind ?? "error", message: e.message };
        }
        transcript.push(`< ${stringify(result)}`);
        if (step.expect !== undefined && !subset(step.expect, result)) {
            return { pass: false, why: `step ${index}: got ${stringify(result)}, expected ${stringify(step.expect)}` };
        }
        for (const [name, path] of Object.entries(step.save ?? {}))
            vars.set(name, pointer(result, path));
    }
    return { pass: true };
}
