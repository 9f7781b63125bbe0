import { type JsonValue } from "./value.js";
/** Prints a value as compact JSON, or indented by `indent` spaces. */
export declare function stringify(value: JsonValue, indent?: number): string;
/**
 * As `stringify`, the text in pieces to be written one after another (one piece on the fast path):
 * strings, run together between the UTF-8 bytes a RawJson may hold.
 */
export declare function stringifyPieces(value: JsonValue, indent?: number): Array<string | Uint8Array>;
