// Writes a schemas/ directory (schema files and manifest with sha256) for codegen tests.

import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { sha256 } from "../../codegen/load.js";

export interface TestSchema {
  rustType: string;
  schema: Record<string, unknown>;
}

export function writeSchemaDir(schemas: TestSchema[], dir = mkdtempSync(join(tmpdir(), "link-kit-schemas-"))): string {
  mkdirSync(dir, { recursive: true });
  const entries = schemas.map(({ rustType, schema }) => {
    const file = `${rustType.replace(/::/g, ".")}.json`;
    const text = JSON.stringify({ $schema: "https://json-schema.org/draft/2020-12/schema", ...schema }, null, 2) + "\n";
    writeFileSync(join(dir, file), text);
    return { file, rust_type: rustType, sha256: sha256(text) };
  });
  writeFileSync(join(dir, "manifest.json"), JSON.stringify({ schemas: entries }, null, 2) + "\n");
  return dir;
}
