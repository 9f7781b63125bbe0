// Start secrets and their fingerprints: what the host hands a harness (B2) and what the ledger
// may store in its place (A4). Kept apart from the handshake so the ledger needs no bridge code.
import { createHash, randomBytes } from "node:crypto";
/** A start secret: 32 random bytes, hex. */
export function newSecret() {
    return randomBytes(32).toString("hex");
}
/** `sha256:<hex>` of a secret: what may be stored where the secret may not (A4). */
export function fingerprint(secretHex) {
    return "sha256:" + createHash("sha256").update(Buffer.from(secretHex, "hex")).digest("hex");
}
