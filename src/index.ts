// The public surface of link-kit, by name: the generated types and validators, lossless JSON, the
// typed validation API, the bridge (client, settings, and its transport and handshake layers for
// hosts and tests), portable context and memory, capture, and the authority ledger. Anything not
// named here is internal; test/surface.test.ts pins this list, so a change to it is deliberate.

export type * from "../generated/index.js";
export { SCHEMAS, type CompiledValidator, type RustType, type SchemaEntry, type SchemaTypes } from "../generated/index.js";

export {
  inexactNumberAt,
  isU64,
  JsonError,
  parse,
  parseLines,
  RawJson,
  RawNumber,
  stringify,
  u64,
  u64Equal,
  type JsonErrorKind,
  type JsonLine,
  type JsonObject,
  type JsonValue,
} from "./json/index.js";
export {
  assertValid,
  resolveType,
  RUST_TYPES,
  validate,
  validateText,
  ValidationError,
  type Validated,
  type ValidationIssue,
} from "./validate/index.js";

export { Bridged, type BridgedOptions, type ReplyWithText } from "./bridge/client.js";
export { BridgeError, StoreRefusal, type BridgeErrorKind } from "./bridge/errors.js";
export { bindingFrom, readBinding, readSettings, writeSettings, type BridgeBinding } from "./bridge/config.js";
export { connectUnix, FrameTransport, memoryPair, type Deadlines, type ReceivedFrame } from "./bridge/transport.js";
export { challengeClient, proveBinding, type Claim, type Known, type Proven } from "./bridge/handshake.js";
export { fingerprint, newSecret } from "./secret.js";

export {
  appendBatch,
  appendMany,
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
  type ContextSnapshot,
  type CursorStatus,
  type MemoryVersion,
  type SnapshotRecord,
} from "./context/index.js";
export {
  captureTranscript,
  CLAUDE_CODE,
  CODEX,
  GEMINI,
  NotATranscript,
  readChunks,
  readTranscript,
  START,
  type Captured,
  type Harness,
  type ReadPosition,
} from "./capture/index.js";
export { AdapterStateFile } from "./adapter/state.js";
export { CONTEXT_CHARS, eventLine, prepareSession, type PrepareOptions, type Prepared } from "./adapter/session.js";
export {
  decide,
  exportMemory,
  memorySource,
  reconcile,
  sharedState,
  type ExportResult,
  type Keep,
  type NativeState,
  type Outcome,
  type SharedState,
} from "./memory/exports.js";
export {
  claudeProjectKey,
  digestOf,
  memoryIdFor,
  nativeMemory,
  splitGeminiAdded,
  type NativeMemory,
  type NativeRoots,
} from "./memory/native.js";
export { listMemory, sharedMemoryPath, suppliedMemory, writeSupplied, type Supplied } from "./memory/supply.js";
export { Ledger, LedgerError, OwnerProof, type ConsumeContext, type LedgerErrorKind } from "./ledger/index.js";
