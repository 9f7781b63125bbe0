// A log line's checksum (src/durable/lines.ts): the first 16 hex digits of the SHA-256 of its
// body. The one definition; the native kernel (native/lines.c) and its TypeScript twin
// (src/kernels.ts) compute the same, held equal by test/durable/lines.test.ts.
import * as crypto from "node:crypto";
/** SHA-256 in hex: Node's one-shot `crypto.hash` where it has it (20.12 and later), about half the cost of a Hash object for a line. */
const sha256Hex = typeof crypto.hash === "function"
    ? (data) => crypto.hash("sha256", data, "hex")
    : (data) => crypto.createHash("sha256").update(data).digest("hex");
/** The checksum of one line's JSON text (or its UTF-8 bytes). */
export function lineDigest(body) {
    return sha256Hex(body).slice(0, 16);
}
