// `link-kit conformance [--runtime | --testee <command>] [--binding <file>]`: every vector in
// the installed package's test/vectors/ against one implementation (K8): this runtime (the
// default), or a testee in any language speaking the testee protocol; with --binding, the
// scenario vectors against that bridge endpoint, which may be any implementation of the bridge.
import { RUNTIME, runConformance, parseExpectedFailures } from "../conformance/runner.js";
import { DEFAULT_TIMEOUT_MS, Testee } from "../conformance/testee.js";
import { loadVectors, VECTOR_DIR } from "../conformance/vectors.js";
import { clientFrom, InputError, printJson, readInput } from "./common.js";
import { EXIT, UsageError } from "./exit.js";
const ORDER = "KBGCQMRAP";
/** The per-requirement table, in the SPEC's order. */
function table(report) {
    const ids = Object.keys(report.requirements).sort((a, b) => ORDER.indexOf(a[0]) - ORDER.indexOf(b[0]) || Number(a.slice(1)) - Number(b.slice(1)));
    const rows = ids.map((id) => {
        const r = report.requirements[id];
        return `${id.padEnd(11)} ${String(r.passed).padStart(6)} ${String(r.failed).padStart(6)} ${String(r.skipped).padStart(7)}`;
    });
    return ["requirement passed failed skipped", ...rows];
}
async function conformance(args, io) {
    const command = args.string("testee");
    if (command !== undefined && args.flag("runtime"))
        throw new UsageError("--runtime and --testee name two implementations; give one");
    const only = args.strings("only");
    const all = loadVectors();
    const unknown = only.filter((id) => !all.some((v) => v.id === id));
    if (unknown.length > 0)
        throw new UsageError(`no vector ${unknown.map((id) => JSON.stringify(id)).join(", ")}; the ids are in ${VECTOR_DIR}`);
    const vectors = all.filter((v) => only.length === 0 || only.includes(v.id));
    const listFile = args.string("expected-failures");
    let expectedFailures;
    try {
        expectedFailures = listFile
            ? parseExpectedFailures(readInput(listFile, "the expected-failure list").toString("utf8"), listFile)
            : undefined;
    }
    catch (error) {
        if (error instanceof InputError || !(error instanceof Error))
            throw error;
        throw new InputError("invalid", error.message);
    }
    const settings = args.string("binding");
    const client = settings ? clientFrom(settings) : undefined;
    const timeout = args.string("timeout");
    const timeoutMs = timeout === undefined ? DEFAULT_TIMEOUT_MS : Number(timeout);
    if (!Number.isInteger(timeoutMs) || timeoutMs < 1)
        throw new UsageError(`--timeout takes milliseconds, a whole number above 0: ${timeout}`);
    const testee = command === undefined ? undefined : await Testee.start(command, timeoutMs);
    let report;
    try {
        report = await runConformance(vectors, {
            ...(testee ? { testee } : {}),
            ...(client ? { client } : {}),
            ...(expectedFailures ? { expectedFailures } : {}),
        });
    }
    finally {
        client?.close();
        await testee?.testee.stop();
    }
    if (args.json) {
        printJson(io, report);
    }
    else {
        const who = report.implementation;
        io.out(`${who.name}${who.version ? ` ${who.version}` : ""}${who.language ? ` (${who.language})` : ""}: ${vectors.length} vectors from ${VECTOR_DIR}`);
        for (const line of table(report))
            io.out(line);
        for (const r of report.results) {
            if (r.status === "failed")
                io.out(`FAIL ${r.file}#${r.id} [${r.requirements.join(" ")}]: ${r.why}`);
            if (r.status === "unexpected_pass")
                io.out(`XPASS ${r.file}#${r.id} [${r.requirements.join(" ")}]: ${r.why}`);
            if (r.status === "expected_failure")
                io.out(`GAP ${r.file}#${r.id} [${r.requirements.join(" ")}]: ${r.why}`);
        }
        const reasons = new Map();
        for (const r of report.results)
            if (r.status === "skipped")
                reasons.set(r.why ?? "", (reasons.get(r.why ?? "") ?? 0) + 1);
        for (const [why, n] of reasons)
            io.out(`${n} skipped: ${why}`);
        if (report.expected_failures > 0)
            io.out(`${report.expected_failures} expected failure(s), as listed (GAP lines: known gaps, with the reason)`);
        io.out(`${report.passed} passed, ${report.failed} failed`);
        if (report.passed === 0)
            io.out("nothing passed: a run passes only when some vector does");
    }
    // A run where nothing passed proves nothing (issue 41.14): it fails too.
    return report.failed === 0 && report.passed > 0 ? EXIT.ok : EXIT.failure;
}
export const CONFORMANCE_COMMANDS = [
    {
        name: ["conformance"],
        usage: "[--runtime | --testee <command>] [--binding <file>] [--expected-failures <file>] [--only <id> ...] [--timeout <ms>] [--json]",
        summary: "runs the conformance vectors against this runtime, a testee in any language, or a bridge",
        help: `Runs every vector of the installed package (test/vectors/: schema, JSON, event and scenario
vectors, and each golden Serde value as a serde_roundtrip vector) against one implementation:
  --runtime              this TypeScript runtime (the default)
  --testee <command>     an implementation in any language, started by the shell, speaking the
                         testee protocol on stdin/stdout: one JSON request per line (start, run
                         with a seq and the vector, stop), one JSON response per line. The
                         protocol and the vector files are documented in docs/conformance.md.
  --binding <file>      also run the scenario vectors against the bridge that binding file
                         binds to (a scratch agent with the home and notes grants; threads and
                         files are named per run)
  --expected-failures <file>
                         vectors known to fail, one id per line and then the reason; one that
                         passes is reported (XPASS) and fails the run, so the list shrinks
  --timeout <ms>         how long a testee may be silent when an answer is due (default 10000);
                         past it the testee is killed and the vector in hand fails
Prints a table per requirement (${RUNTIME.implementation.name}'s vectors name the SPEC IDs they prove), a
line per failure, and the closing line "N passed, N failed". --json prints the report, with the
wire exchange of each failure. Exit 0 when nothing failed; 1 when a vector failed or the testee
broke the protocol (a wrong answer to start, silence past --timeout, an exit); 2 when the
command line or the expected-failure list cannot be used. A testee that ignores the end of its
input is killed 2 s after stop, so the run always ends.

Example: link-kit conformance --testee "python3 my_testee.py" --expected-failures known.txt`,
        options: {
            runtime: { type: "boolean" },
            testee: { type: "string" },
            binding: { type: "string" },
            "expected-failures": { type: "string" },
            only: { type: "string", multiple: true },
            timeout: { type: "string" },
        },
        run: conformance,
    },
];
