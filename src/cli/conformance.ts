// `link-kit conformance [--settings <file>] [--json]`: runs the language-neutral vectors (K8)
// against this runtime, and, given a binding's settings, the scenario vectors against that bridge
// endpoint, which may be any implementation of the bridge.

import { runScenario } from "../conformance/scenario.js";
import { loadVectorFiles, runVector } from "../conformance/vectors.js";
import type { Args, Command, Io } from "./command.js";
import { clientFrom, printJson } from "./common.js";
import { EXIT, UsageError, type ExitCode } from "./exit.js";

async function conformance(args: Args, io: Io): Promise<ExitCode> {
  const only = args.strings("only");
  const all = loadVectorFiles().flatMap((f) => f.vectors.map((v) => ({ ...v, file: f.file })));
  const unknown = only.filter((id) => !all.some((v) => v.id === id));
  if (unknown.length > 0)
    throw new UsageError(`no vector ${unknown.map((id) => JSON.stringify(id)).join(", ")}; the ids are in test/vectors/*/*.json`);
  const vectors = all.filter((v) => only.length === 0 || only.includes(v.id));
  const failures: Array<{ id: string; file: string; requirements: string[]; why: string }> = [];
  let passed = 0;
  let skipped = 0;
  const settings = args.string("settings");
  const client = settings ? clientFrom(settings) : undefined;
  try {
    for (const vector of vectors) {
      if (vector.kind === "scenario" && !client) {
        skipped++;
        continue;
      }
      const outcome = vector.kind === "scenario" && client ? await runScenario(vector.steps ?? [], client) : runVector(vector);
      if (outcome.pass) passed++;
      else {
        failures.push({ id: vector.id, file: vector.file, requirements: vector.requirements, why: outcome.why });
        if (!args.json) io.out(`FAIL ${vector.file}#${vector.id} [${vector.requirements.join(" ")}]: ${outcome.why}`);
      }
    }
  } finally {
    client?.close();
  }
  if (args.json) printJson(io, { passed, failed: failures.length, skipped, failures });
  else io.out(`${passed} passed, ${failures.length} failed${skipped ? `, ${skipped} skipped (scenarios need --settings)` : ""}`);
  return failures.length === 0 ? EXIT.ok : EXIT.failure;
}

export const CONFORMANCE_COMMANDS: Command[] = [
  {
    name: ["conformance"],
    usage: "[--settings <file>] [--only <id> ...] [--json]",
    summary: "runs the conformance vectors against this runtime, and the scenario vectors against a bridge (K8)",
    help: `Runs every vector in test/vectors/ that needs no endpoint (schema, JSON, event) against this
runtime; with --settings, also runs the scenario vectors against the bridge that settings file
binds to (threads and files are named per run, so an endpoint's other data is untouched).
Prints one line per failure and a summary; --json prints {"passed","failed","skipped","failures"}.
Exit 0 when everything run passes, 1 otherwise.`,
    options: { settings: { type: "string" }, only: { type: "string", multiple: true } },
    run: conformance,
  },
];
