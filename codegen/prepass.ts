// Pre-passes that reshape schemars output before the generators see it. Each one handles a trap
// that would otherwise pass silently (see ARCHITECTURE.md, "codegen traps"); test/codegen proves
// each with a schema that triggers it.

import { INTEGER_FORMATS, INTEGER_KEYWORD } from "./integers.js";
import { isNode, mapSubschemas, refName, type SchemaNode } from "./schema-types.js";

const ANNOTATIONS = new Set(["description", "default", "title", "examples", "deprecated", "readOnly", "writeOnly"]);

/**
 * For json-schema-to-typescript:
 * - every `$ref` becomes `tsType: <Name>`, so names come from `$defs` keys and are never numbered;
 *   a `$ref` with non-annotation siblings becomes `allOf: [ref, siblings]`, which keeps both sides'
 *   fields (the generator otherwise drops the referenced type's fields);
 * - integer formats become their exact types (`U64`, `I64`), since the generator ignores formats;
 * - `prefixItems` becomes a draft-07 tuple, `unevaluatedProperties` becomes `additionalProperties`.
 * `refs` collects the names referenced.
 */
export function prepareForTypescript(node: SchemaNode, refs: Set<string>, where: string): SchemaNode {
  let out = mapSubschemas(node, (child) => prepareForTypescript(child, refs, where));
  delete out.title;
  delete out.$schema;

  if (out.$ref !== undefined) {
    const name = refName(out.$ref, where);
    refs.add(name);
    const { $ref: _ref, ...siblings } = out;
    const annotations = pick(siblings, (key) => ANNOTATIONS.has(key));
    const constraints = pick(siblings, (key) => !ANNOTATIONS.has(key));
    out =
      Object.keys(constraints).length === 0 ? { ...annotations, tsType: name } : { ...annotations, allOf: [{ tsType: name }, constraints] };
  }

  const format = typeof out.format === "string" ? INTEGER_FORMATS[out.format] : undefined;
  if (format && includesType(out.type, "integer") && format.tsType !== "number") {
    out.tsType = includesType(out.type, "null") ? `${format.tsType} | null` : format.tsType;
  }

  if (Array.isArray(out.prefixItems)) {
    const tuple = out.prefixItems;
    const rest = out.items;
    delete out.prefixItems;
    out.items = tuple;
    out.minItems = typeof out.minItems === "number" ? out.minItems : tuple.length;
    if (rest === false) out.maxItems = tuple.length;
    if (isNode(rest)) out.additionalItems = rest;
  }

  if (out.unevaluatedProperties !== undefined) {
    if (out.additionalProperties === undefined) out.additionalProperties = out.unevaluatedProperties;
    delete out.unevaluatedProperties;
  }
  return out;
}

/**
 * For ajv: `type: integer` with a schemars format becomes the `linkInteger` keyword, which accepts
 * a safe-integer number or a bigint within the format's exact range. Plain `type: integer` would
 * refuse a bigint and accept a number that JSON.parse already rounded.
 */
export function prepareForAjv(node: SchemaNode): SchemaNode {
  const out = mapSubschemas(node, prepareForAjv);
  const constants = Array.isArray(out.oneOf) ? unitVariants(out.oneOf) : undefined;
  if (constants !== undefined) {
    // A documented unit enum: one `enum` judges the same values and names them all in its error.
    const { oneOf: _oneOf, ...rest } = out;
    return { ...rest, type: "string", enum: constants };
  }
  const tag = Array.isArray(out.oneOf) ? unionTag(out.oneOf) : undefined;
  if (tag !== undefined && out.discriminator === undefined) {
    out.discriminator = { propertyName: tag };
    out.type ??= "object"; // every branch is an object already; ajv wants it said where the keyword is
  }
  const format = typeof out.format === "string" ? out.format : undefined;
  if (format === undefined || INTEGER_FORMATS[format] === undefined || !includesType(out.type, "integer")) return out;
  const nullable = includesType(out.type, "null");
  const { type: _type, format: _format, minimum: _min, maximum: _max, ...rest } = out;
  const integer = { [INTEGER_KEYWORD]: format };
  if (!nullable) return { ...rest, ...integer };
  const anyOf = [{ type: "null" }, integer];
  return rest.anyOf === undefined ? { ...rest, anyOf } : { ...rest, allOf: [{ anyOf }] };
}

/** The values of a `oneOf` whose branches are all `{type: "string", const}`, or undefined. */
function unitVariants(branches: unknown[]): string[] | undefined {
  const values: string[] = [];
  for (const branch of branches) {
    if (!isNode(branch) || typeof branch.const !== "string" || branch.type !== "string") return undefined;
    if (Object.keys(branch).some((key) => !["const", "type", "description", "title"].includes(key))) return undefined;
    values.push(branch.const);
  }
  return values;
}

/**
 * The tag property of an internally tagged enum as schemars emits it: every branch an object
 * requiring the same property with a constant string. ajv's `discriminator` then checks only the
 * branch the tag names, so errors point into that branch instead of listing every variant's.
 * Accepts and refuses exactly what the plain `oneOf` does, since tags are distinct constants.
 */
function unionTag(branches: unknown[]): string | undefined {
  let tag: string | undefined;
  const values = new Set<unknown>();
  for (const branch of branches) {
    if (!isNode(branch) || !isNode(branch.properties) || !Array.isArray(branch.required)) return undefined;
    const found = Object.entries(branch.properties).find(
      ([name, schema]) =>
        isNode(schema) &&
        typeof schema.const === "string" &&
        (branch.required as unknown[]).includes(name) &&
        (tag === undefined || tag === name),
    );
    if (!found) return undefined;
    tag = found[0];
    const value = (found[1] as SchemaNode).const;
    if (values.has(value)) return undefined;
    values.add(value);
  }
  return tag;
}

function includesType(type: unknown, name: string): boolean {
  return type === name || (Array.isArray(type) && type.includes(name));
}

function pick(node: SchemaNode, keep: (key: string) => boolean): SchemaNode {
  return Object.fromEntries(Object.entries(node).filter(([key]) => keep(key)));
}
