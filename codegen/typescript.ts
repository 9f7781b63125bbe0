// Emits generated/types/: one file per schema holding its root type and the $defs it owns, each
// type compiled on its own by json-schema-to-typescript with references already resolved to names.

import { compile } from "json-schema-to-typescript";

import { banner, stemOf } from "./banner.js";
import type { LoadedSchema } from "./load.js";
import { prepareForTypescript } from "./prepass.js";
import { isNode, type SchemaNode } from "./schema-types.js";

interface NamedType {
  name: string;
  node: SchemaNode;
  /** The schema file whose generated module declares this type. */
  owner: LoadedSchema;
  canonical: string;
}

/**
 * Collects every named type across the schemas. One name means one type: a name defined twice
 * with different content is an error, never a numbered `Name1` that renumbers when schemas change.
 */
export function collectTypes(schemas: LoadedSchema[]): Map<string, NamedType> {
  const types = new Map<string, NamedType>();
  const add = (name: string, node: SchemaNode, from: LoadedSchema) => {
    const canonical = JSON.stringify({ ...node, title: undefined });
    const seen = types.get(name);
    if (seen === undefined) {
      types.set(name, { name, node, owner: from, canonical });
      return;
    }
    if (seen.canonical !== canonical) {
      throw new Error(
        `type name ${name} is defined differently in ${seen.owner.file} and ${from.file}; names must be unique across schemas`,
      );
    }
  };
  for (const schema of schemas) {
    const { $defs, $schema: _s, ...root } = schema.schema;
    add(schema.title, root, schema);
    if (isNode($defs)) {
      for (const [name, def] of Object.entries($defs)) if (isNode(def)) add(name, def, schema);
    }
  }
  // A root type lives in its own schema's file; any other type in the most specific schema that
  // defines it (the fewest $defs, then the file name), so helpers sit beside their main user.
  const defCount = (s: LoadedSchema) => (isNode(s.schema.$defs) ? Object.keys(s.schema.$defs).length : 0);
  for (const schema of [...schemas].sort((a, b) => defCount(b) - defCount(a) || b.file.localeCompare(a.file))) {
    const defs = isNode(schema.schema.$defs) ? Object.keys(schema.schema.$defs) : [];
    for (const name of defs) {
      const type = types.get(name);
      if (type) type.owner = schema;
    }
  }
  for (const schema of schemas) {
    const type = types.get(schema.title);
    if (type) type.owner = schema;
  }
  return types;
}

const JSTT_OPTIONS = {
  bannerComment: "",
  additionalProperties: false, // Serde ignores unknown fields unless a type keeps them (flatten)
  unknownAny: true,
  strictIndexSignatures: true,
  declareExternallyReferenced: true,
  unreachableDefinitions: false,
  format: true,
  style: { printWidth: 120, singleQuote: false, trailingComma: "all" as const },
};

/** Returns generated/types/<stem>.ts contents keyed by relative path. */
export async function emitTypes(schemas: LoadedSchema[], command: string): Promise<Map<string, string>> {
  const types = collectTypes(schemas);
  const files = new Map<string, string>();
  const scalarsUsed = new Map<string, Set<string>>();
  const bodies = new Map<string, { refs: Set<string>; code: string[] }>();

  const ordered = [...types.values()].sort((a, b) => {
    const aRoot = a.owner.title === a.name ? 0 : 1;
    const bRoot = b.owner.title === b.name ? 0 : 1;
    return a.owner.file.localeCompare(b.owner.file) || aRoot - bRoot || a.name.localeCompare(b.name);
  });
  for (const type of ordered) {
    const refs = new Set<string>();
    const prepared = prepareForTypescript(type.node, refs, `${type.owner.file}: ${type.name}`);
    const code = await compile({ ...prepared, title: type.name } as never, type.name, JSTT_OPTIONS);
    const declared = [...code.matchAll(/^export (?:interface|type) (\w+)/gm)].map((m) => m[1]);
    if (declared.length !== 1 || declared[0] !== type.name) {
      throw new Error(`${type.owner.file}: ${type.name} compiled to [${declared.join(", ")}], expected exactly ${type.name}`);
    }
    const body = bodies.get(type.owner.file) ?? { refs: new Set<string>(), code: [] };
    refs.forEach((ref) => body.refs.add(ref));
    body.code.push(code.trim());
    bodies.set(type.owner.file, body);
    for (const scalar of ["U64", "I64"]) {
      if (new RegExp(`\\b${scalar}\\b`).test(code)) {
        const used = scalarsUsed.get(type.owner.file) ?? new Set<string>();
        used.add(scalar);
        scalarsUsed.set(type.owner.file, used);
      }
    }
  }

  for (const schema of schemas) {
    const body = bodies.get(schema.file);
    const own = new Set(ordered.filter((t) => t.owner.file === schema.file).map((t) => t.name));
    const imports: string[] = [];
    const scalars = [...(scalarsUsed.get(schema.file) ?? [])].sort();
    if (scalars.length > 0) imports.push(`import type { ${scalars.join(", ")} } from "./scalars.js";`);
    const byFile = new Map<string, string[]>();
    for (const ref of [...(body?.refs ?? [])].sort()) {
      if (own.has(ref)) continue;
      const owner = types.get(ref)?.owner;
      if (!owner) throw new Error(`${schema.file}: reference to undefined type ${ref}`);
      byFile.set(owner.file, [...(byFile.get(owner.file) ?? []), ref]);
    }
    for (const [file, names] of [...byFile].sort(([a], [b]) => a.localeCompare(b))) {
      imports.push(`import type { ${names.join(", ")} } from "./${stemOf(file)}.js";`);
    }
    const parts = [banner([schema], command), imports.join("\n"), ...(body?.code ?? [])].filter((p) => p !== "");
    files.set(`types/${stemOf(schema.file)}.ts`, parts.join("\n\n") + "\n");
  }

  files.set(
    "types/scalars.ts",
    `${banner(schemas, command)}

/**
 * A u64 after lossless parsing: a number when it is a safe integer (at most 2^53 - 1), a bigint
 * above that. The validators refuse a number that is not a safe integer, so a value JSON.parse
 * rounded can never pass as a u64. Compare with \`u64Equal\` from src/json, not \`===\`, when a
 * value may have been built by hand as a bigint.
 */
export type U64 = number | bigint;

/** An i64 after lossless parsing: a number when safe, a bigint beyond 2^53 - 1 in magnitude. */
export type I64 = number | bigint;
`,
  );
  return files;
}
