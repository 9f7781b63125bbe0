// `link-kit conformance [--settings <file>] [--json]`: runs the language-neutral vectors (K8)
// against this runtime, and, given a binding's settings, the scenario vectors against that bridge
// endpoint, which may be any implementation of the bridge.

import { parseArgs } from "node:util";

import { runScenario } from "../conformance/scenario.js";
import { loadVectorFiles, runVector } from "../conformance/vectors.js";
import { stringify, type JsonValue } from "../json/index.js";
import { clientFrom, report, type Io } from "./common.js";
import { EXIT, UsageError, type ExitCode } from "./exit.js";

export const CONFORMANCE_HELP = `usage: link-kit conformance [--settings <file>] [--only <id> ...] [--json]

Runs every vector in test/vectors/ that needs no endpoint (schema, JSON, event) against this
runtime; with --settings, also runs the scenario vectors against the bridge that settings file
binds to (threads and files are named per run, so an endpoint's other data is untouched).
Prints one line per failure and a summary; --json prints {"passed","failed","skipped","failures"}.
Exit 0 when everything run passes, 1 otherwise.`;

export async function runConformance(args: string[], io: Io): Promise<ExitCode> {
  const { values } = parseArgs({ args, options: { settings: { type: "string" }, only: { type: "string", multiple: true }, json: { type: "boolean", default: false }, help: { type: "boolean", short: "h", default: false } } });
  if (values.help) {
    io.out(CONFORMANCE_HELP);
    return EXIT.ok;
  }
  const all = loadVectorFiles().flatMap((f) => f.vectors.map((v) => ({ ...v, file: f.file })));
  const unknown = (values.only ?? []).filter((id) => !all.some((v) => v.id === id));
  if (unknown.length > 0) throw new UsageError(`no vector ${unknown.map((id) => JSON.stringify(id)).join(", ")}; the ids are in test/vectors/*/*.json`);
  const vectors = all.filter((v) => !values.only || values.only.includes(v.id));
  const failures: Array<{ id: string; file: string; requirements: string[]; why: string }> = [];
  let passed = 0;
  let skipped = 0;
  const client = values.settings ? clientFrom(values.settings) : undefined;
  try {
    for (const vector of vectors) {
      let outcome;
      if (vector.kind === "scenario") {
        if (!client) {
          skipped++;
          continue;
        }
        outcome = await runScenario(vector.steps ?? [], client);
      } else {
        outcome = runVector(vector);
      }
      if (outcome.pass) passed++;
      else {
        failures.push({ id: vector.id, file: vector.file, requirements: vector.requirements, why: outcome.why });
        if (!values.json) io.out(`FAIL ${vector.file}#${vector.id} [${vector.requirements.join(" ")}]: ${outcome.why}`);
      }
    }
  } catch (error) {
    return report(error, io, values.json);
  } finally {
    client?.close();
  }
  if (values.json) io.out(stringify({ passed, failed: failures.length, skipped, failures } as unknown as JsonValue));
  else io.out(`${passed} passed, ${failures.length} failed${skipped ? `, ${skipped} skipped (scenarios need --settings)` : ""}`);
  return failures.length === 0 ? EXIT.ok : EXIT.failure;
}
