import type { Readable, Writable } from "node:stream";
import { type JsonValue } from "../json/index.js";
/** A JSON-RPC message, as much of it as the proxy reads. */
export type Message = {
    jsonrpc?: string;
    id?: JsonValue;
    method?: string;
    params?: JsonValue;
    result?: JsonValue;
    error?: JsonValue;
};
/**
 * Calls `each` with every line `input` gives, its newline included (one is added to a last line
 * without one), as the bytes that came: a line with nothing to change is passed on as it is.
 */
export declare function eachLine(input: Readable, each: (line: Buffer) => void): void;
/** The message a line holds, or undefined when it is not a JSON object (not the proxy's to judge). */
export declare function messageOf(line: Buffer): Message | undefined;
/** Writes `message` as one line. */
export declare function sendMessage(to: Writable, message: Message | JsonValue): void;
/** A JSON-RPC id as a map key: `1` and `"1"` are different ids. */
export declare function idKey(id: JsonValue | undefined): string;
