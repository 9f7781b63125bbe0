// The authority ledger (A1-A12): an explicit, host-only primitive.
export { LedgerError } from "./errors.js";
export { AUTHORITY_FILE, Ledger, MAX_METADATA_BYTES, OwnerProof } from "./ledger.js";
