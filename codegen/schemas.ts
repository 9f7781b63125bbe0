// `npm run schemas:export` re-exports schemas/ and the golden Serde values from the Rust stand-in;
// `npm run schemas:check` fails when the committed files differ from a fresh export (K2).
//
//   tsx codegen/schemas.ts export|check [--root <dir>]   (root: where schemas/ and test/ live)

import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import { goldenProblems } from "./golden.js";
import { buildUpstream, noSerde } from "./upstream.js";

const rootFlag = process.argv.indexOf("--root");
const ROOT = rootFlag > 0 ? resolve(process.argv[rootFlag + 1] ?? ".") : resolve(import.meta.dirname, "..");
const SCHEMAS = join(ROOT, "schemas");
const GOLDEN = join(ROOT, "test", "vectors", "serde");

function exportTo(binary: string, schemas: string, golden: string): void {
  const run = spawnSync(binary, ["export", schemas, golden], { stdio: "inherit" });
  if (run.status !== 0) throw new Error(`link-upstream export failed (exit ${run.status})`);
  // What Serde prints must be what its schema says (issue 41.5): the one check a schema diff cannot make.
  const problems = goldenProblems(schemas, golden);
  if (problems.length > 0)
    throw new Error(
      `${problems.length} golden value(s) Serde printed do not validate against the exported schema (a Serde attribute the schema does not show?):\n  ${problems.slice(0, 10).join("\n  ")}`,
    );
}

const jsonFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => /\.jsonl?$/.test(f))
        .sort()
    : [];

/** Files that differ between a committed directory and a fresh export, by name. */
export function compareDirs(committed: string, fresh: string): string[] {
  const names = new Set([...jsonFiles(committed), ...jsonFiles(fresh)]);
  return [...names].sort().filter((name) => {
    const a = join(committed, name);
    const b = join(fresh, name);
    return !existsSync(a) || !existsSync(b) || !readFileSync(a).equals(readFileSync(b));
  });
}

function main(command: string | undefined): number {
  if (command !== "export" && command !== "check") {
    console.error("usage: tsx codegen/schemas.ts export|check [--root <dir>]");
    return 2;
  }
  const binary = buildUpstream();
  if (binary === null) {
    console.log(`schemas:${command}: skipped: ${noSerde() ?? "cargo is not installed"}, so the Serde checks did not run`);
    return 0;
  }
  if (command === "export") {
    exportTo(binary, SCHEMAS, GOLDEN);
    console.log(
      `schemas:export: wrote ${jsonFiles(SCHEMAS).length} files to schemas/ and ${jsonFiles(GOLDEN).length} to test/vectors/serde/; now run \`npm run codegen\``,
    );
    return 0;
  }
  const fresh = mkdtempSync(join(tmpdir(), "link-kit-schemas-"));
  try {
    exportTo(binary, join(fresh, "schemas"), join(fresh, "golden"));
    const stale = [
      ...compareDirs(SCHEMAS, join(fresh, "schemas")).map((f) => `schemas/${f}`),
      ...compareDirs(GOLDEN, join(fresh, "golden")).map((f) => `test/vectors/serde/${f}`),
    ];
    if (stale.length === 0) {
      console.log(`schemas:check: schemas/ and test/vectors/serde/ equal a fresh Serde export byte for byte`);
      return 0;
    }
    for (const file of stale.slice(0, 5)) {
      const freshFile = file.startsWith("schemas/")
        ? join(fresh, "schemas", file.slice(8))
        : join(fresh, "golden", file.slice("test/vectors/serde/".length));
      const diff = spawnSync("diff", ["-uN", join(ROOT, file), freshFile], { encoding: "utf8" });
      console.error(diff.stdout.split("\n").slice(0, 40).join("\n"));
    }
    console.error(`schemas:check: ${stale.length} file(s) differ from the Serde export: ${stale.join(", ")}`);
    console.error(
      "The schemas come from schemas/upstream: change the Rust definitions, then run `npm run schemas:export` and `npm run codegen`.",
    );
    return 1;
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
}

try {
  process.exitCode = main(process.argv[2]);
} catch (error) {
  console.error(`schemas: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
