// Lossless JSON printing (K6): bigints as exact digits, RawJson verbatim. Values without either
// take `JSON.stringify` as they are; it throws on a bigint or a RawJson, which moves us to the
// exact printer.

import { JsonError } from "./errors.js";
import { RawJson, RawJsonSeen, type JsonValue } from "./value.js";

/** Prints a value as compact JSON, or indented by `indent` spaces. */
export function stringify(value: JsonValue, indent = 0): string {
  // The fast path's refusal of a bigint is an exception; without a stack trace it costs little.
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    const text = JSON.stringify(value, null, indent || undefined) as string | undefined;
    if (text !== undefined) return text;
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
  return write(value, indent > 0 ? " ".repeat(indent) : "", "", new Set());
}

function write(value: unknown, step: string, indent: string, open: Set<object>): string {
  switch (typeof value) {
    case "string":
      return JSON.stringify(value);
    case "bigint":
      return value.toString();
    case "boolean":
      return value ? "true" : "false";
    case "number":
      if (!Number.isFinite(value)) throw new JsonError("unserializable", `${value} has no JSON form`);
      return JSON.stringify(value);
    case "object":
      break;
    default:
      throw new JsonError("unserializable", `a ${typeof value} has no JSON form`);
  }
  if (value === null) return "null";
  if (value instanceof RawJson) return value.text;
  if (open.has(value)) throw new JsonError("unserializable", "a value refers to itself");
  open.add(value);
  const inner = indent + step;
  const [open_, sep, close] = step ? ["\n" + inner, ",\n" + inner, "\n" + indent] : ["", ",", ""];
  let text: string;
  if (Array.isArray(value)) {
    text = value.length === 0 ? "[]" : "[" + open_ + value.map((item) => write(item, step, inner, open)).join(sep) + close + "]";
  } else {
    const parts: string[] = [];
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue;
      parts.push(JSON.stringify(key) + (step ? ": " : ":") + write(item, step, inner, open));
    }
    text = parts.length === 0 ? "{}" : "{" + open_ + parts.join(sep) + close + "}";
  }
  open.delete(value);
  return text;
}
