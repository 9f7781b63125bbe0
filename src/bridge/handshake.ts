// The bridge handshake (B2, B7): mutual HMAC-SHA256 challenge-response over fresh nonces from
// both sides, with direction labels so neither side's proof can be reflected back, compared in
// constant time. The MACs bind the claimed agent and owner, so a proof for one cannot serve another.

import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const PROTOCOL = 1;
export const HANDSHAKE_DEADLINE_MS = 3000;
export const NONCE_BYTES = 32;

export function nonce(): string {
  return randomBytes(NONCE_BYTES).toString("hex");
}

/** A start secret: 32 random bytes, hex. */
export function newSecret(): string {
  return randomBytes(32).toString("hex");
}

/** `sha256:<hex>` of a secret: what may be stored where the secret may not (A4). */
export function fingerprint(secretHex: string): string {
  return "sha256:" + createHash("sha256").update(Buffer.from(secretHex, "hex")).digest("hex");
}

export function mac(secretHex: string, label: "c2s" | "s2c", serverNonce: string, clientNonce: string, agent: string, owner: string): string {
  return createHmac("sha256", Buffer.from(secretHex, "hex"))
    .update([label, serverNonce, clientNonce, agent, owner].join("\n"))
    .digest("hex");
}

/** Constant-time comparison of two hex MACs; false for any malformed input. */
export function macEqual(expected: string, given: unknown): boolean {
  if (typeof given !== "string" || !/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, "hex"), Buffer.from(given, "hex"));
}

export function isNonce(value: unknown): value is string {
  return typeof value === "string" && value.length === NONCE_BYTES * 2 && /^[0-9a-f]+$/.test(value);
}
