// `npm run codegen` writes generated/ from schemas/; `npm run codegen:check` fails, with a diff,
// when the committed generated/ differs from what the schemas give (K3).
//
//   tsx codegen/main.ts [--check] [--schemas <dir>] [--out <dir>] [--report [--since <dir>]]

import { spawnSync } from "node:child_process";
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { parseArgs } from "node:util";

import { banner, REGENERATE, stemOf } from "./banner.js";
import { loadSchemas, sha256, type LoadedSchema } from "./load.js";
import { collectTypes, emitTypes } from "./typescript.js";
import { emitValidators } from "./validators.js";
import { emitBindings } from "./bindings.js";
import { diffSchemaSets, isBreaking, loadSchemaSet, reportLines, type Change } from "../src/schemas/diff.js";

/** Every file of generated/, keyed by path relative to it. Pure: the same schemas give the same map. */
export async function generate(schemaDir: string): Promise<Map<string, string>> {
  const schemas = loadSchemas(schemaDir);
  const files = new Map<string, string>([...(await emitTypes(schemas, REGENERATE)), ...emitValidators(schemas, REGENERATE)]);
  files.set("index.ts", emitIndex(schemas));
  const head = banner(schemas);
  for (const [path, text] of await emitBindings(schemas, (comment) => head.replaceAll("// ", `${comment} `))) files.set(path, text);
  const manifest = {
    generator: "link-kit codegen",
    command: REGENERATE,
    schemas: schemas.map((s) => ({
      rust_type: s.rustType,
      schema: `schemas/${s.file}`,
      schema_sha256: s.sha256,
      type: s.title,
      types: `generated/types/${stemOf(s.file)}.ts`,
      validator: `generated/validators/${stemOf(s.file)}.ts`,
    })),
    files: Object.fromEntries([...files].sort(([a], [b]) => a.localeCompare(b)).map(([path, text]) => [path, sha256(text)])),
  };
  files.set("manifest.json", JSON.stringify(manifest, null, 2) + "\n");
  return files;
}

function emitIndex(schemas: LoadedSchema[]): string {
  const ident = (s: LoadedSchema) => `validate${s.title}`;
  const lines = [
    banner(schemas),
    "// The generated surface: every type, every compiled validator, and the registry keyed by Rust path.",
    "",
    'import type { ErrorObject } from "ajv";',
    "",
    ...schemas.map((s) => `import type { ${s.title} } from "./types/${stemOf(s.file)}.js";`),
    ...schemas.map((s) => `import ${ident(s)} from "./validators/${stemOf(s.file)}.js";`),
    "",
    'export type * from "./types/scalars.js";',
    ...schemas.map((s) => `export type * from "./types/${stemOf(s.file)}.js";`),
    "",
    "/** A compiled validator: a type guard whose `errors` hold ajv's error objects after a failure. */",
    "export interface CompiledValidator<T> {",
    "  (data: unknown): data is T;",
    "  errors?: ErrorObject[] | null;",
    "}",
    "",
    "/** One root type's schema and validator. */",
    "export interface SchemaEntry<T> {",
    "  readonly rustType: string;",
    "  readonly file: string;",
    "  readonly title: string;",
    "  readonly sha256: string;",
    "  readonly validate: CompiledValidator<T>;",
    "}",
    "",
    "/** Each root type by its Rust path. */",
    "export interface SchemaTypes {",
    ...schemas.map((s) => `  ${JSON.stringify(s.rustType)}: ${s.title};`),
    "}",
    "",
    "export type RustType = keyof SchemaTypes;",
    "",
    "export const SCHEMAS: { readonly [K in RustType]: SchemaEntry<SchemaTypes[K]> } = {",
    ...schemas.map(
      (s) =>
        `  ${JSON.stringify(s.rustType)}: { rustType: ${JSON.stringify(s.rustType)}, file: ${JSON.stringify(s.file)}, title: ${JSON.stringify(s.title)}, sha256: ${JSON.stringify(s.sha256)}, validate: ${ident(s)} as unknown as CompiledValidator<${s.title}> },`,
    ),
    "};",
    "",
  ];
  return lines.join("\n");
}

function writeTree(dir: string, files: Map<string, string>): void {
  rmSync(dir, { recursive: true, force: true });
  for (const [path, text] of files) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

function listTree(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

/** The paths whose content differs between `files` and `dir`, including extra and missing files. */
export function staleFiles(dir: string, files: Map<string, string>): string[] {
  const stale = new Set<string>();
  for (const [path, text] of files) {
    if (!existsSync(join(dir, path)) || readFileSync(join(dir, path), "utf8") !== text) stale.add(path);
  }
  for (const path of listTree(dir)) if (!files.has(path)) stale.add(path);
  return [...stale].sort();
}

/** Every `src/` file, by path, with its text: where the runtime's uses of a generated type are looked for. */
function runtimeSources(): Map<string, string> {
  const out = new Map<string, string>();
  for (const path of listTree("src")) if (path.endsWith(".ts")) out.set(join("src", path), readFileSync(join("src", path), "utf8"));
  return out;
}

/**
 * Where a breaking change lands in the generated code and the runtime: the generated type and
 * member, the file declaring it, and each `src/` line that uses the member in a file importing
 * the type. The compiler does not see every use (a value built into a string, say), so each is named.
 */
function whereItLands(change: Change, declared: Map<string, string>, sources: Map<string, string>): string[] {
  const [type = change.type, variant] = change.type.split("::");
  const file = declared.get(type);
  const member = change.field === undefined ? "" : `.${change.field}`;
  const lines = [
    `generated type ${type}${variant === undefined ? "" : ` (variant ${variant})`}${member}${file === undefined ? " (no longer generated)" : ` in ${file}`}`,
  ];
  const imports = new RegExp(`import[^;]*\\b${type}\\b[^;]*from\\s+"[^"]*generated[^"]*"`);
  const use = new RegExp(change.field === undefined ? `\\b${type}\\b` : `\\.${change.field}\\b`);
  for (const [path, text] of sources) {
    if (!imports.test(text)) continue;
    const at = text.split("\n").flatMap((line, i) => (use.test(line) && !/^\s*(import|\/\/|\*)/.test(line) ? [`${path}:${i + 1}`] : []));
    lines.push(at.length > 0 ? `used in ${at.join(", ")}` : `imported by ${path}`);
  }
  return lines;
}

/** Prints the upstream change report (K4): `schemas` against `since`, or the schemas at git HEAD. */
function report(schemas: string, since: string | undefined): void {
  let old = since;
  const scratch = since === undefined ? mkdtempSync(join(tmpdir(), "link-kit-report-")) : undefined;
  try {
    if (scratch !== undefined) {
      const archive = spawnSync("git", ["archive", "HEAD", schemas], { maxBuffer: 1 << 28 });
      if (archive.status !== 0) throw new Error(`git archive HEAD ${schemas} failed: ${archive.stderr.toString()}`);
      spawnSync("tar", ["-x", "-C", scratch], { input: archive.stdout });
      old = join(scratch, schemas);
    }
    const changes = diffSchemaSets(loadSchemaSet(old as string), loadSchemaSet(schemas));
    const breaking = changes.filter(isBreaking).length;
    const declared = new Map<string, string>();
    for (const [name, type] of collectTypes(loadSchemas(schemas))) declared.set(name, `generated/types/${stemOf(type.owner.file)}.ts`);
    const sources = runtimeSources();
    console.log(`codegen: changes in ${schemas}/ since ${since ?? "the last commit"}:`);
    reportLines(changes).forEach((line, i) => {
      console.log(`  ${line}`);
      const change = changes[i] as Change;
      if (isBreaking(change)) for (const where of whereItLands(change, declared, sources)) console.log(`      ${where}`);
    });
    console.log(
      `codegen: ${changes.length} change(s), ${breaking} breaking${breaking > 0 ? "; each breaking change names its generated type and the runtime's uses of it: check every one, `npm run typecheck` does not see them all" : ""}`,
    );
  } finally {
    if (scratch !== undefined) rmSync(scratch, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      check: { type: "boolean", default: false },
      schemas: { type: "string", default: "schemas" },
      out: { type: "string", default: "generated" },
      report: { type: "boolean", default: false },
      since: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    console.log(
      "usage: tsx codegen/main.ts [--check] [--schemas <dir>] [--out <dir>] [--report [--since <dir>]]\n\nWrites <out> (generated/) from <schemas>; with --check, writes nothing and fails when <out> is stale.\nWith --report, first prints what changed in <schemas> since the schemas committed at git HEAD\n(or those in --since <dir>), per type, breaking or compatible for readers and writers (K4).",
    );
    return 0;
  }
  if (values.report) report(values.schemas, values.since);
  const files = await generate(values.schemas);
  if (!values.check) {
    writeTree(values.out, files);
    console.log(`codegen: wrote ${files.size} files to ${values.out}/ from ${values.schemas}/`);
    return 0;
  }
  const stale = staleFiles(values.out, files);
  if (stale.length === 0) {
    console.log(`codegen:check: ${values.out}/ is up to date (${files.size} files)`);
    return 0;
  }
  const fresh = mkdtempSync(join(tmpdir(), "link-kit-codegen-"));
  try {
    writeTree(fresh, files);
    const diff = spawnSync("diff", ["-ruN", values.out, fresh], { encoding: "utf8" });
    const text = diff.stdout.split("\n");
    console.error(text.slice(0, 200).join("\n") + (text.length > 200 ? `\n... (${text.length - 200} more diff lines)` : ""));
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
  console.error(`codegen:check: ${values.out}/ is stale in ${stale.length} file(s): ${stale.join(", ")}`);
  console.error("Generated files are out of date: run `npm run codegen` and commit the result (never edit generated/ by hand).");
  return 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`codegen: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
