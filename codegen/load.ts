// Reads schemas/ and its manifest, and refuses a schema whose bytes no longer match the manifest.

import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { isNode, type SchemaNode } from "./schema-types.js";

export interface LoadedSchema {
  /** The schema's file name in schemas/, such as `store.Request.json`. */
  file: string;
  /** The Rust type path, such as `store::Request`. */
  rustType: string;
  sha256: string;
  /** The root type's name: the schema's `title`. */
  title: string;
  schema: SchemaNode;
}

export function sha256(text: string | Uint8Array): string {
  return createHash("sha256").update(text).digest("hex");
}

export function loadSchemas(dir: string): LoadedSchema[] {
  const manifestText = readFileSync(join(dir, "manifest.json"), "utf8");
  const manifest: unknown = JSON.parse(manifestText);
  if (!isNode(manifest) || !Array.isArray(manifest.schemas)) {
    throw new Error(`${join(dir, "manifest.json")}: expected {"schemas": [...]}`);
  }
  const loaded = manifest.schemas.map((entry: unknown, index: number): LoadedSchema => {
    const where = `${join(dir, "manifest.json")}: schemas[${index}]`;
    if (!isNode(entry) || typeof entry.file !== "string" || typeof entry.rust_type !== "string" || typeof entry.sha256 !== "string") {
      throw new Error(`${where}: expected {file, rust_type, sha256}`);
    }
    const text = readFileSync(join(dir, entry.file), "utf8");
    const actual = sha256(text);
    if (actual !== entry.sha256) {
      throw new Error(
        `${join(dir, entry.file)}: sha256 ${actual} differs from the manifest's ${entry.sha256}; re-export with \`npm run schemas:export\``,
      );
    }
    const schema: unknown = JSON.parse(text);
    if (!isNode(schema) || typeof schema.title !== "string") throw new Error(`${join(dir, entry.file)}: a schema needs a title`);
    if (schema.$schema !== "https://json-schema.org/draft/2020-12/schema") {
      throw new Error(`${join(dir, entry.file)}: expected draft 2020-12, found ${JSON.stringify(schema.$schema)}`);
    }
    return { file: entry.file, rustType: entry.rust_type, sha256: actual, title: schema.title, schema };
  });
  return loaded.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}
