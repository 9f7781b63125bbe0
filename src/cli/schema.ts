// `link-kit schema diff <old-dir> <new-dir>` (K4): the upstream change report between two schema
// sets, each change classified for readers and writers; exit 1 when anything breaks.

import { existsSync, statSync } from "node:fs";

import { diffSchemaSets, loadSchemaSet, reportLines } from "../schemas/diff.js";
import type { Args, Command, Io } from "./command.js";
import { InputError, printJson } from "./common.js";
import { EXIT, UsageError, type ExitCode } from "./exit.js";

function schemaDir(path: string, what: string): string {
  if (!existsSync(path) || !statSync(path).isDirectory())
    throw new InputError("not_found", `${what} ${path} is not a directory of schemas`);
  return path;
}

function diff(args: Args, io: Io): ExitCode {
  if (args.positionals.length !== 2) throw new UsageError("schema diff takes two directories: the old schemas, then the new");
  const [old, now] = args.positionals as [string, string];
  const oldSet = loadSchemaSet(schemaDir(old, "the old set"));
  const newSet = loadSchemaSet(schemaDir(now, "the new set"));
  if (oldSet.size === 0 || newSet.size === 0) throw new InputError("not_found", `no *.json schema in ${oldSet.size === 0 ? old : now}`);
  const changes = diffSchemaSets(oldSet, newSet);
  const breaking = changes.filter((c) => c.readers === "breaking" || c.writers === "breaking").length;
  if (args.json) printJson(io, { changes, breaking });
  else {
    for (const line of reportLines(changes)) io.out(line);
    io.out(`${changes.length} change(s), ${breaking} breaking`);
  }
  return breaking > 0 ? EXIT.failure : EXIT.ok;
}

export const SCHEMA_COMMANDS: Command[] = [
  {
    name: ["schema", "diff"],
    usage: "<old-dir> <new-dir> [--json]",
    summary: "reports what changed between two schema sets, per type, breaking or compatible for readers and writers (K4)",
    help: `Compares every schema (*.json but manifest.json) of two directories, type by type: fields
added, removed, retyped, made required or optional; enum variants added or removed; root types
added or removed. Each change is classified for readers (code built on the old schemas reading
new documents) and writers (code built on the old schemas writing for new readers); unknown
fields are ignored, as Serde does, unless an object is closed. Exit 1 when anything is
breaking, 0 otherwise. \`npm run codegen -- --report\` prints the same report for the schemas in
schemas/ against the last committed ones.

Example: link-kit schema diff ./schemas-before ./schemas`,
    positionals: true,
    run: diff,
  },
];
