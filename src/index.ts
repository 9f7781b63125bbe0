// The public surface of link-kit: the generated types and validators, lossless JSON, the typed
// validation API, and the bridge client.

export type * from "../generated/index.js";
export { SCHEMAS, type CompiledValidator, type RustType, type SchemaEntry, type SchemaTypes } from "../generated/index.js";
export * from "./json/index.js";
export { assertValid, resolveType, RUST_TYPES, validate, validateText, ValidationError, type Validated, type ValidationIssue } from "./validate/index.js";
export { BridgeError, Bridged, type BridgedOptions, type BridgeErrorKind } from "./bridge/client.js";
export { bindingFrom, readSettings, writeSettings, type Binding } from "./bridge/config.js";
export { StoreRefusal } from "./store/errors.js";
export {
  appendBatch,
  appendRecord,
  cursorCurrent,
  eventOf,
  MemoryDocs,
  memoryPath,
  readContext,
  ROLES,
  type Appended,
  type AppendOptions,
  type BatchOutcome,
  type CursorStatus,
  type MemoryVersion,
  type Snapshot as ContextSnapshot,
  type SnapshotRecord,
} from "./context/index.js";
export { captureTranscript, CLAUDE_CODE, CODEX, type Captured, type Harness } from "./capture/index.js";
export { Ledger, LedgerError, OwnerProof, type ConsumeContext, type LedgerErrorKind } from "./ledger/index.js";
