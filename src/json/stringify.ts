// Lossless JSON printing (K6): bigints as exact digits, RawJson verbatim. Values without either
// take `JSON.stringify` as they are; it throws on a bigint or a RawJson, which moves us to the
// exact printer. The exact printer yields pieces: a RawJson's text is a piece of its own, so a
// frame of many stored records is written piece by piece into its buffer (`stringifyPieces`),
// never first copied into one large string.

import { JsonError } from "./errors.js";
import { RawJson, RawJsonSeen, type JsonValue } from "./value.js";

/** Prints a value as compact JSON, or indented by `indent` spaces. */
export function stringify(value: JsonValue, indent = 0): string {
  const pieces = stringifyPieces(value, indent);
  return pieces.length === 1 ? (pieces[0] as string) : pieces.join("");
}

/** As `stringify`, the text in pieces to be written one after another (one piece on the fast path). */
export function stringifyPieces(value: JsonValue, indent = 0): string[] {
  // The fast path's refusal of a bigint is an exception; without a stack trace it costs little.
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    const text = JSON.stringify(value, null, indent || undefined) as string | undefined;
    if (text !== undefined) return [text];
  } catch (error) {
    if (!(error instanceof RawJsonSeen) && !(error instanceof TypeError && /BigInt|circular/i.test(error.message))) {
      throw error;
    }
    if (error instanceof TypeError && /circular/i.test(error.message)) {
      throw new JsonError("unserializable", "a value refers to itself");
    }
  } finally {
    Error.stackTraceLimit = limit;
  }
  const pieces: string[] = [];
  write(value, indent > 0 ? " ".repeat(indent) : "", "", new Set(), pieces);
  return pieces;
}

function write(value: unknown, step: string, indent: string, open: Set<object>, out: string[]): void {
  switch (typeof value) {
    case "string":
      out.push(JSON.stringify(value));
      return;
    case "bigint":
      out.push(value.toString());
      return;
    case "boolean":
      out.push(value ? "true" : "false");
      return;
    case "number":
      if (!Number.isFinite(value)) throw new JsonError("unserializable", `${value} has no JSON form`);
      out.push(JSON.stringify(value));
      return;
    case "object":
      break;
    default:
      throw new JsonError("unserializable", `a ${typeof value} has no JSON form`);
  }
  if (value === null) {
    out.push("null");
    return;
  }
  if (value instanceof RawJson) {
    out.push(value.text);
    return;
  }
  if (open.has(value)) throw new JsonError("unserializable", "a value refers to itself");
  open.add(value);
  const inner = indent + step;
  const [first, sep, close] = step ? ["\n" + inner, ",\n" + inner, "\n" + indent] : ["", ",", ""];
  const array = Array.isArray(value);
  const entries: Array<[string | undefined, unknown]> = array
    ? value.map((item): [undefined, unknown] => [undefined, item])
    : Object.entries(value).filter(([, item]) => item !== undefined);
  if (entries.length === 0) out.push(array ? "[]" : "{}");
  else {
    out.push(array ? "[" : "{");
    entries.forEach(([key, item], i) => {
      out.push(i === 0 ? first : sep);
      if (key !== undefined) out.push(JSON.stringify(key) + (step ? ": " : ":"));
      write(item, step, inner, open, out);
    });
    out.push(close + (array ? "]" : "}"));
  }
  open.delete(value);
}
