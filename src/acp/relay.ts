// The line relay under the ACP proxy: JSON-RPC messages one per line, each passed on as the bytes
// that came unless the proxy must change it, and ids kept apart by type (`1` and `"1"` differ).

import type { Readable, Writable } from "node:stream";

import { JsonError, parse, stringify, type JsonValue } from "../json/index.js";

/** A JSON-RPC message, as much of it as the proxy reads. */
export type Message = { jsonrpc?: string; id?: JsonValue; method?: string; params?: JsonValue; result?: JsonValue; error?: JsonValue };

/**
 * Calls `each` with every line `input` gives, its newline included (one is added to a last line
 * without one), as the bytes that came: a line with nothing to change is passed on as it is.
 */
export function eachLine(input: Readable, each: (line: Buffer) => void): void {
  // A line's pieces before its newline, joined once the newline comes (a long line in many reads).
  const rest: Buffer[] = [];
  input.on("data", (chunk: Buffer) => {
    let start = 0;
    for (let newline = chunk.indexOf(0x0a); newline >= 0; newline = chunk.indexOf(0x0a, start)) {
      const piece = chunk.subarray(start, newline + 1);
      each(rest.length === 0 ? piece : Buffer.concat([...rest.splice(0), piece]));
      start = newline + 1;
    }
    if (start < chunk.length) rest.push(chunk.subarray(start));
  });
  input.on("end", () => {
    if (rest.length > 0) each(Buffer.concat([...rest.splice(0), Buffer.from("\n")]));
  });
}

/** The message a line holds, or undefined when it is not a JSON object (not the proxy's to judge). */
export function messageOf(line: Buffer): Message | undefined {
  try {
    const value = parse(line.toString("utf8"));
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Message) : undefined;
  } catch (error) {
    if (error instanceof JsonError) return undefined;
    throw error;
  }
}

/** Writes `message` as one line. */
export function sendMessage(to: Writable, message: Message | JsonValue): void {
  to.write(`${stringify(message as JsonValue)}\n`);
}

/** A JSON-RPC id as a map key: `1` and `"1"` are different ids. */
export function idKey(id: JsonValue | undefined): string {
  return typeof id === "string" ? `s${id}` : `n${String(id)}`;
}
