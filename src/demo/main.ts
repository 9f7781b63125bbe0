// `npm run demo`, the kit's main job on its embedded defaults: re-export the schemas from the
// Serde stand-in, regenerate generated/, validate every golden value and run every conformance
// vector; then run the reference host and a bridged agent end to end. Prints a summary and exits
// non-zero when anything disagrees.

import { spawnSync } from "node:child_process";

import { SCHEMAS } from "../../generated/index.js";
import { runVector } from "../conformance/runtime.js";
import { loadGolden, loadVectorFiles } from "../conformance/vectors.js";
import { bridgeDemo } from "./bridge.js";
import type { DemoStep } from "./context.js";
import { parse, stringify } from "../json/index.js";
import { PACKAGE_ROOT } from "../root.js";
import { validate } from "../validate/index.js";

const ROOT = PACKAGE_ROOT;

type Step = DemoStep;

function npmScript(script: string): { ok: boolean; output: string } {
  const run = spawnSync("npm", ["run", "-s", script], { cwd: ROOT, encoding: "utf8" });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}`.trim() };
}

/** Vectors per suite (several files may hold one suite), scenarios aside. */
function perSuite(files: ReturnType<typeof loadVectorFiles>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const f of files) if (f.suite !== "scenario") counts.set(f.suite, (counts.get(f.suite) ?? 0) + f.vectors.length);
  return counts;
}

function lastLine(text: string): string {
  return (
    text
      .split("\n")
      .filter((l) => l.trim() !== "")
      .pop() ?? ""
  );
}

async function main(): Promise<number> {
  const steps: Step[] = [];
  const say = (step: Step) => {
    steps.push(step);
    console.log(`  ${step.skipped ? "skip" : step.ok ? "ok  " : "FAIL"} ${step.name.padEnd(9)} ${step.detail}`);
  };
  console.log("link-kit demo: regenerate and validate everything, then bridge an agent");
  console.log("(IDs such as G1 or C9 name requirements of the SPEC: docs/requirements.md lists them. Versions");
  console.log("are opaque numbers the host hands out, shown by their last four digits: v…5772.)\n");

  console.log("  ...  schemas   exporting from the Serde stand-in (cargo)");
  const schemas = npmScript("schemas:check");
  // No cargo is no failure (a machine without a toolchain runs the demo), but it is said.
  const notRun = /skipped: (.*)$/.exec(lastLine(schemas.output))?.[1];
  say({ name: "schemas", ok: schemas.ok, detail: lastLine(schemas.output), ...(notRun ? { skipped: notRun } : {}) });

  const codegen = npmScript("codegen:check");
  say({ name: "codegen", ok: codegen.ok, detail: lastLine(codegen.output) });

  let values = 0;
  const goldenFailures: string[] = [];
  const golden = loadGolden();
  for (const file of golden) {
    for (const line of file.lines) {
      values++;
      const value = parse(line);
      const result = validate(file.type, value);
      if (!result.ok) goldenFailures.push(`${file.file}: ${JSON.stringify(result.errors)}`);
      else if (stringify(value) !== line) goldenFailures.push(`${file.file}: printed differently`);
    }
  }
  say({
    name: "golden",
    ok: goldenFailures.length === 0,
    detail:
      goldenFailures.length === 0
        ? `${values} serde_json values of ${golden.length} root types: all valid, all byte-identical after a lossless round trip`
        : goldenFailures.slice(0, 3).join("; "),
  });

  const suites = loadVectorFiles();
  const failures: string[] = [];
  let total = 0;
  for (const file of suites) {
    // Scenario vectors need a bridge: the bridge part below runs them against the demo host.
    for (const vector of file.vectors.filter((v) => v.kind !== "scenario")) {
      total++;
      const outcome = runVector(vector);
      if (!outcome.pass) failures.push(`${vector.id}: ${outcome.why}`);
    }
  }
  say({
    name: "vectors",
    ok: failures.length === 0,
    detail:
      failures.length === 0
        ? `${total} conformance vectors pass against this runtime (${[...perSuite(suites)].map(([suite, n]) => `${n} ${suite}`).join(", ")})`
        : failures.slice(0, 3).join("; "),
  });

  const max = "18446744073709551615";
  const exact = stringify(parse(`{"version":${max}}`));
  say({
    name: "u64",
    ok: exact === `{"version":${max}}`,
    detail: `${max} survives parse and print as ${exact.slice(11, -1)}; JSON.parse would give ${String(Number(max))}`,
  });

  console.log("\n  the reference host and a bridged agent:");
  await bridgeDemo(say);

  const failed = steps.filter((s) => !s.ok).length;
  const skipped = steps.filter((s) => s.skipped);
  const agrees =
    skipped.length === 0
      ? "everything agrees"
      : `everything that ran agrees; skipped: ${skipped.map((s) => `${s.name} (${s.skipped})`).join(", ")}`;
  console.log(`\n${Object.keys(SCHEMAS).length} root types, ${failed === 0 ? agrees : `${failed} step(s) failed`}.`);
  return failed === 0 ? 0 : 1;
}

process.exitCode = await main();
