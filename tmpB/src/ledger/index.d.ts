export { LedgerError, type LedgerErrorKind } from "./errors.js";
export { AUTHORITY_FILE, Ledger, MAX_METADATA_BYTES, OwnerProof, type ConsumeContext } from "./ledger.js";
