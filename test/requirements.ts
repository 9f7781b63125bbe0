// `npm run requirements`: prints, per SPEC requirement ID, the vectors and tests that name it,
// and fails when an ID is named by nothing and is not on the pending list, when a pending ID is
// now covered (the list only shrinks), or when a test names an ID the SPEC does not have.
//
//   tsx test/requirements.ts [--json] [--quiet]

import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..");
const ID = /\b[KBGCQMRAP]\d{1,2}\b/g;

interface Registry {
  requirements: Record<string, string>;
  /** IDs not yet covered, each with the issue that will cover it. */
  pending: Record<string, string>;
}

function walk(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith(".") || entry.name === "node_modules" ? [] : walk(path, keep);
    return keep(path) ? [path] : [];
  });
}

/** ID -> the places that name it. */
export function coverage(): Map<string, string[]> {
  const named = new Map<string, string[]>();
  const add = (id: string, where: string) => named.set(id, [...(named.get(id) ?? []), where]);
  for (const file of walk(join(ROOT, "test", "vectors"), (p) => p.endsWith(".json") && !p.endsWith("vector.schema.json"))) {
    const data = JSON.parse(readFileSync(file, "utf8")) as { vectors?: Array<{ id: string; requirements: string[] }> };
    for (const vector of data.vectors ?? []) for (const id of vector.requirements) add(id, `vector ${relative(ROOT, file)}#${vector.id}`);
  }
  const title = /\b(?:it|test|describe)(?:\.\w+(?:\([^)]*\))?)*\(\s*(["'`])((?:\\.|(?!\1).)*)\1/g;
  for (const file of walk(join(ROOT, "test"), (p) => p.endsWith(".test.ts"))) {
    for (const match of readFileSync(file, "utf8").matchAll(title)) {
      const text = match[2] ?? "";
      for (const id of new Set(text.match(ID) ?? [])) add(id, `test ${relative(ROOT, file)}: ${text.slice(0, 90)}`);
    }
  }
  return named;
}

/**
 * docs/requirements.md against the registry: the same IDs, one row each, and every test file a
 * row names as proof does name that ID (so the document cannot claim a proof that is not there).
 */
function checkDocs(registry: Registry, named: Map<string, string[]>): string[] {
  const problems: string[] = [];
  const rows = new Map<string, string>();
  for (const line of readFileSync(join(ROOT, "docs", "requirements.md"), "utf8").split("\n")) {
    const row = /^\| ([KBGCQMRAP]\d{1,2}) \|.*\| ([^|]*) \|$/.exec(line);
    if (!row) continue;
    if (rows.has(row[1] as string)) problems.push(`docs/requirements.md has ${row[1]} twice`);
    rows.set(row[1] as string, row[2] as string);
  }
  for (const id of Object.keys(registry.requirements)) if (!rows.has(id)) problems.push(`${id} has no row in docs/requirements.md`);
  for (const [id, proof] of rows) {
    if (!(id in registry.requirements)) {
      problems.push(`docs/requirements.md names ${id}, which is not in test/requirements.json`);
      continue;
    }
    const files = new Set(
      (named.get(id) ?? [])
        .filter((p) => p.startsWith("test "))
        .map((p) => (p.split(" ")[1] as string).replace(/^test\//, "").replace(/\.test\.ts:$/, "")),
    );
    for (const [, file] of proof.matchAll(/`([^`]+)`/g))
      if (!files.has(file as string))
        problems.push(`docs/requirements.md says test/${file}.test.ts proves ${id}, but no test there names ${id}`);
  }
  return problems;
}

function main(): number {
  const registry = JSON.parse(readFileSync(join(ROOT, "test", "requirements.json"), "utf8")) as Registry;
  const named = coverage();
  const problems: string[] = [];
  const rows = Object.keys(registry.requirements).map((id) => {
    const places = named.get(id) ?? [];
    const pending = registry.pending[id];
    if (places.length === 0 && pending === undefined) problems.push(`${id} is named by no vector or test, and is not pending`);
    if (places.length > 0 && pending !== undefined)
      problems.push(`${id} is covered now: remove it from "pending" in test/requirements.json`);
    return { id, vectors: places.filter((p) => p.startsWith("vector")).length, tests: places.filter((p) => p.startsWith("test")), pending };
  });
  for (const id of named.keys())
    if (!(id in registry.requirements)) problems.push(`${id} is named by ${named.get(id)?.[0]} but is not a SPEC requirement`);
  for (const id of Object.keys(registry.pending))
    if (!(id in registry.requirements)) problems.push(`pending ${id} is not a SPEC requirement`);
  problems.push(...checkDocs(registry, named));

  if (process.argv.includes("--json")) {
    console.log(JSON.stringify({ ok: problems.length === 0, requirements: rows, problems }, null, 2));
  } else if (!process.argv.includes("--quiet")) {
    for (const row of rows) {
      const status = row.pending !== undefined ? `planned: ${row.pending}` : `${row.vectors} vector(s), ${row.tests.length} test(s)`;
      console.log(`${row.id.padEnd(4)} ${status}`);
      for (const test of row.tests.slice(0, 3)) console.log(`       ${test}`);
      if (row.tests.length > 3) console.log(`       ... ${row.tests.length - 3} more test(s)`);
    }
  }
  const covered = rows.filter((r) => r.vectors + r.tests.length > 0).length;
  const planned = Object.keys(registry.pending);
  if (!process.argv.includes("--json"))
    console.log(
      `requirements: ${covered} of ${rows.length} covered by tests or vectors${planned.length ? `; ${planned.length} planned (${planned.join(" ")}: see \`npm run requirements\`)` : ""}`,
    );
  for (const problem of problems) console.error(`requirements: ${problem}`);
  return problems.length === 0 ? 0 : 1;
}

// `npm run requirements | head` ends quietly when the reader goes away.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE") throw error;
  process.exit(process.exitCode ?? 0);
});
process.exitCode = main();
