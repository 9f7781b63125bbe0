// What no schema diff can see (issue 41.5): a Serde attribute that changes what a writer prints
// without changing the schema (a `serialize_with` printing a number as a string, a member skipped
// when empty that readers still require). Serde's own output is the witness: every golden value
// the stand-in prints must validate against the schema exported beside it, checked at export and
// by `schemas:check`, with the type, the line and the member named.

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { parse } from "../src/json/index.js";
import { loadSchemas } from "./load.js";
import { prepareForAjv } from "./prepass.js";
import { createAjv } from "./validators.js";

/** One line per golden value that does not validate: `<file>:<line>: <rust type> at <member>: <message>`. */
export function goldenProblems(schemasDir: string, goldenDir: string): string[] {
  const byStem = new Map(loadSchemas(schemasDir).map((s) => [s.file.replace(/\.json$/, ""), s]));
  const problems: string[] = [];
  for (const file of readdirSync(goldenDir)
    .filter((f) => f.endsWith(".jsonl"))
    .sort()) {
    const schema = byStem.get(file.replace(/\.jsonl$/, ""));
    if (schema === undefined) {
      problems.push(`${file}: no exported schema for it`);
      continue;
    }
    const validate = createAjv().compile(prepareForAjv(schema.schema));
    readFileSync(join(goldenDir, file), "utf8")
      .split("\n")
      .forEach((line, i) => {
        if (line.trim() === "" || validate(parse(line))) return;
        for (const e of validate.errors ?? [])
          problems.push(`${file}:${i + 1}: ${schema.rustType} at ${e.instancePath || "(root)"}: ${e.message ?? e.keyword}`);
      });
  }
  return problems;
}
