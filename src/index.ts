// The public surface of link-kit: the generated types and validators, lossless JSON, and the
// typed validation API.

export type * from "../generated/index.js";
export { SCHEMAS, type CompiledValidator, type RustType, type SchemaEntry, type SchemaTypes } from "../generated/index.js";
export * from "./json/index.js";
export { assertValid, resolveType, RUST_TYPES, validate, validateText, ValidationError, type Validated, type ValidationIssue } from "./validate/index.js";
