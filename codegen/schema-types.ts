// The JSON Schema node shape the generator walks: plain JSON, narrowed where it is read.

export type SchemaNode = { [key: string]: unknown };

export function isNode(value: unknown): value is SchemaNode {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Applies `visit` to every subschema position of a node, bottom-up, returning a new node. */
export function mapSubschemas(node: SchemaNode, visit: (child: SchemaNode) => SchemaNode): SchemaNode {
  const out: SchemaNode = {};
  for (const [key, value] of Object.entries(node)) {
    if (SINGLE.has(key) && isNode(value)) out[key] = visit(value);
    else if (LIST.has(key) && Array.isArray(value)) out[key] = value.map((v) => (isNode(v) ? visit(v) : v));
    else if (MAP.has(key) && isNode(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, isNode(v) ? visit(v) : v]));
    } else out[key] = value;
  }
  return out;
}

const SINGLE = new Set([
  "items",
  "additionalProperties",
  "unevaluatedProperties",
  "not",
  "if",
  "then",
  "else",
  "contains",
  "propertyNames",
  "additionalItems",
  "unevaluatedItems",
]);
const LIST = new Set(["oneOf", "anyOf", "allOf", "prefixItems", "items"]);
const MAP = new Set(["properties", "$defs", "definitions", "patternProperties", "dependentSchemas"]);

/** `#/$defs/Name` -> `Name`; any other reference is outside what schemars emits and refused. */
export function refName(ref: unknown, where: string): string {
  if (typeof ref !== "string" || !ref.startsWith("#/$defs/")) {
    throw new Error(`${where}: unsupported $ref ${JSON.stringify(ref)} (only #/$defs/<Name>)`);
  }
  return decodeURIComponent(ref.slice("#/$defs/".length));
}
