// The public surface of link-kit, by name: the generated types and validators, lossless JSON, the
// typed validation API, the bridge (client, settings, and its transport and handshake layers for
// hosts and tests), portable context and memory, capture, and the authority ledger. Anything not
// named here is internal; test/surface.test.ts pins this list, so a change to it is deliberate.
export { SCHEMAS } from "../generated/index.js";
export { inexactNumberAt, isU64, JsonError, parse, parseLines, RawJson, RawNumber, stringify, u64, u64Equal, } from "./json/index.js";
export { assertValid, resolveType, RUST_TYPES, validate, validateText, ValidationError, } from "./validate/index.js";
export { Bridged } from "./bridge/client.js";
export { BridgeError, StoreRefusal } from "./bridge/errors.js";
export { bindingFrom, readBinding, readSettings, writeSettings } from "./bridge/config.js";
export { connectUnix, FrameTransport, memoryPair } from "./bridge/transport.js";
export { challengeClient, proveBinding } from "./bridge/handshake.js";
export { fingerprint, newSecret } from "./secret.js";
export { appendBatch, appendMany, appendRecord, cursorCurrent, eventOf, MemoryDocs, memoryPath, readContext, ROLES, } from "./context/index.js";
export { captureTranscript, CLAUDE_CODE, CODEX, GEMINI, NotATranscript, readChunks, readTranscript, START, } from "./capture/index.js";
export { AdapterStateFile } from "./adapter/state.js";
export { CONTEXT_CHARS, eventLine, prepareSession } from "./adapter/session.js";
export { decide, exportMemory, memorySource, reconcile, sharedState, } from "./memory/exports.js";
export { claudeProjectKey, digestOf, memoryIdFor, nativeMemory, splitGeminiAdded, } from "./memory/native.js";
export { listMemory, sharedMemoryPath, suppliedMemory, writeSupplied } from "./memory/supply.js";
export { Ledger, LedgerError, OwnerProof } from "./ledger/index.js";
