// Lossless JSON parsing (K6). One cheap walk outside strings (spans.ts), before JSON.parse
// builds the value, refuses deep nesting, counts the keys, catching duplicates, and looks for a run of digits past
// 9007199254740991 (where an integer might pass 2^53 - 1). With either, the hand-written parser reports the duplicate or yields
// such integers as exact bigints.

import { isAscii } from "node:buffer";

import { JsonError } from "./errors.js";
import { printsAsIs, skipSpace } from "./lexical.js";
import { scanJson, type PathPattern, type Scan } from "./spans.js";
import { MAX_DEPTH, RawNumber, type JsonObject, type JsonValue } from "./value.js";

const fatalUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** Decodes UTF-8 bytes strictly: invalid sequences are a typed error, never U+FFFD. */
export function decodeUtf8(bytes: Uint8Array): string {
  // ASCII, as most frames are, is its own Latin-1: copied, not decoded.
  if (isAscii(bytes)) return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  try {
    return fatalUtf8.decode(bytes);
  } catch {
    throw new JsonError("invalid_utf8", "input is not valid UTF-8");
  }
}

/** The text of an input given as text or as UTF-8 bytes (decoded strictly). */
const textOf = (input: string | Uint8Array): string => (typeof input === "string" ? input : decodeUtf8(input));

/**
 * Parses one JSON text. Integers outside the safe range come back as bigint; a number that a
 * JavaScript number would print otherwise (`1.0`, `1E2`, `-0`, `1e400`) as a RawNumber holding its
 * text; every other number as number. So `stringify(parse(text))` prints each number exactly as
 * written. Duplicate keys, nesting deeper than serde_json allows and invalid UTF-8 are refused.
 *
 * @example
 * ```ts
 * import { parse, stringify } from "link-context-kit";
 *
 * const value = parse('{"version":18446744073709551615}') as { version: bigint };
 * console.log(value.version === 18446744073709551615n, stringify(value)); // true {"version":18446744073709551615}
 * ```
 */
export function parse(input: string | Uint8Array): JsonValue {
  const text = textOf(input);
  return parseScanned(text, scanJson(text, NO_PATTERNS));
}

const NO_PATTERNS: readonly PathPattern[] = [];

/**
 * As `parse`, with the source text of the values at each of `patterns` (see `rawValues`).
 * JSON.parse builds the value; then one walk of the text outside strings counts the keys (JSON.parse
 * keeps the last of duplicate keys, so fewer keys in the tree than in the text means a duplicate),
 * looks for a run of digits past 9007199254740991 (an integer that may pass 2^53 - 1) and takes the
 * patterns' values. A duplicate or a long number sends the text to the exact parser, which reports the
 * duplicate or yields such integers as bigints. A run of digits inside a string (a hash, an ID)
 * is not a number and keeps the fast path; so does a safe 16-digit integer (a 52-bit version).
 * `plainNumbers` is true when no number has an exponent or a long digit run: every number is then
 * a safe integer or a short finite double, so `inexactNumberAt` would find nothing.
 */
export function parseWithRaws(
  input: string | Uint8Array,
  patterns: readonly PathPattern[],
): { value: JsonValue; raws: string[][]; plainNumbers: boolean } {
  const text = textOf(input);
  // The walk goes first: it refuses nesting past MAX_DEPTH before JSON.parse builds anything
  // (a frame of 16 MiB of `[` took JSON.parse about 800 MiB). On text that is not JSON its
  // findings mean nothing, and JSON.parse then reports the syntax error.
  const scan = scanJson(text, patterns);
  return { value: parseScanned(text, scan), raws: scan.raws, plainNumbers: !scan.longNumber && !scan.oddNumber };
}

/** JSON.parse's value of `text`, checked against the walk's findings; the exact parser's when they differ. */
function parseScanned(text: string, scan: Scan): JsonValue {
  let value: JsonValue;
  try {
    value = JSON.parse(text) as JsonValue;
  } catch (error) {
    throw syntaxFromNative(error, text);
  }
  if (scan.longNumber || scan.oddNumber || scan.keys !== keysInTree(value)) return new SlowParser(text).parseDocument();
  return value;
}

/** JSON.parse's error with its position; when V8 gives none, the exact parser finds it. */
function syntaxFromNative(error: unknown, text: string): JsonError {
  const message = error instanceof Error ? error.message : String(error);
  const position = /position (\d+)/.exec(message);
  if (position) return new JsonError("syntax", message, Number(position[1]));
  try {
    new SlowParser(text).parseDocument();
  } catch (exact) {
    if (exact instanceof JsonError && exact.offset !== undefined) return exact;
  }
  return new JsonError("syntax", message);
}

/** The keys in a tree JSON.parse built; nesting past MAX_DEPTH throws `too_deep`. */
const keysInTree = (value: JsonValue): number => (typeof value === "object" && value !== null ? countKeysIn(value, 0) : 0);

/** The keys of an object or array and everything in it; a scalar member is counted without a call. */
function countKeysIn(value: object, depth: number): number {
  if (depth + 1 >= MAX_DEPTH) throw new JsonError("too_deep", `nesting deeper than ${MAX_DEPTH - 1} levels`);
  let keys = 0;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (typeof item === "object" && item !== null) keys += countKeysIn(item, depth + 1);
    }
    return keys;
  }
  for (const key in value) {
    keys++;
    const member = (value as Record<string, unknown>)[key];
    if (typeof member === "object" && member !== null) keys += countKeysIn(member, depth + 1);
  }
  return keys;
}

const NUMBER = /-?(?:0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;

/** A recursive-descent parser for the rare texts the fast path cannot take exactly. */
class SlowParser {
  private i = 0;
  constructor(private readonly text: string) {}

  parseDocument(): JsonValue {
    const value = this.value(0);
    this.skipSpace();
    if (this.i !== this.text.length) this.fail("unexpected data after the JSON value");
    return value;
  }

  private fail(message: string): never {
    throw new JsonError("syntax", `${message} at position ${this.i}`, this.i);
  }

  private skipSpace(): void {
    this.i = skipSpace(this.text, this.i);
  }

  private value(depth: number): JsonValue {
    this.skipSpace();
    const c = this.text.charCodeAt(this.i);
    switch (c) {
      case 0x7b:
        return this.object(depth);
      case 0x5b:
        return this.array(depth);
      case 0x22:
        return this.string();
      case 0x74:
        return this.literal("true", true);
      case 0x66:
        return this.literal("false", false);
      case 0x6e:
        return this.literal("null", null);
      default:
        return this.number();
    }
  }

  private enter(depth: number): void {
    if (depth + 1 >= MAX_DEPTH) {
      throw new JsonError("too_deep", `nesting deeper than ${MAX_DEPTH - 1} levels at position ${this.i}`, this.i);
    }
  }

  private object(depth: number): JsonObject {
    this.enter(depth);
    this.i++;
    const object: JsonObject = {};
    this.skipSpace();
    if (this.text.charCodeAt(this.i) === 0x7d) {
      this.i++;
      return object;
    }
    for (;;) {
      this.skipSpace();
      if (this.text.charCodeAt(this.i) !== 0x22) this.fail("expected a string key");
      const at = this.i;
      const key = this.string();
      if (Object.hasOwn(object, key)) {
        throw new JsonError("duplicate_key", `duplicate key ${JSON.stringify(key)} at position ${at}`, at);
      }
      this.skipSpace();
      if (this.text.charCodeAt(this.i) !== 0x3a) this.fail("expected ':'");
      this.i++;
      // defineProperty, so that a key named "__proto__" is data and not the prototype.
      Object.defineProperty(object, key, { value: this.value(depth + 1), enumerable: true, writable: true, configurable: true });
      this.skipSpace();
      const next = this.text.charCodeAt(this.i++);
      if (next === 0x7d) return object;
      if (next !== 0x2c) {
        this.i--;
        this.fail("expected ',' or '}'");
      }
    }
  }

  private array(depth: number): JsonValue[] {
    this.enter(depth);
    this.i++;
    const array: JsonValue[] = [];
    this.skipSpace();
    if (this.text.charCodeAt(this.i) === 0x5d) {
      this.i++;
      return array;
    }
    for (;;) {
      array.push(this.value(depth + 1));
      this.skipSpace();
      const next = this.text.charCodeAt(this.i++);
      if (next === 0x5d) return array;
      if (next !== 0x2c) {
        this.i--;
        this.fail("expected ',' or ']'");
      }
    }
  }

  private string(): string {
    const text = this.text;
    const start = this.i;
    let end = start;
    for (;;) {
      end = text.indexOf('"', end + 1);
      if (end < 0) this.fail("unterminated string");
      let backslashes = 0;
      for (let k = end - 1; text.charCodeAt(k) === 0x5c; k--) backslashes++;
      if (backslashes % 2 === 0) break;
    }
    this.i = end + 1;
    const raw = text.slice(start + 1, end);
    if (!/[\\\u0000-\u001f]/.test(raw)) return raw; // no escape and no raw control character
    try {
      return JSON.parse(text.slice(start, end + 1)) as string; // the native parser knows escapes
    } catch {
      this.i = start;
      return this.fail("invalid string");
    }
  }

  private literal<T>(word: string, value: T): T {
    if (!this.text.startsWith(word, this.i)) this.fail("unexpected token");
    this.i += word.length;
    return value;
  }

  private number(): number | bigint | RawNumber {
    NUMBER.lastIndex = this.i;
    const match = NUMBER.exec(this.text);
    if (!match) return this.fail(this.i >= this.text.length ? "unexpected end of input" : "unexpected token");
    this.i = NUMBER.lastIndex;
    const source = match[0];
    const number = Number(source);
    if (match[1] === undefined && match[2] === undefined && !Number.isSafeInteger(number)) return BigInt(source);
    // A number JavaScript would print otherwise (`1.0`, `1E2`, `-0`, `1e400`) keeps its text.
    return printsAsIs(source, number) ? number : new RawNumber(source);
  }
}

/** One document of a JSON Lines input, or the error that refused it; `line` counts from 1. */
export type JsonLine = { line: number; text: string } & ({ value: JsonValue } | { error: JsonError });

/** Parses JSON Lines: one document per non-blank line, each parsed on its own. */
export function parseLines(input: string | Uint8Array): JsonLine[] {
  const text = textOf(input);
  const lines: JsonLine[] = [];
  text.split("\n").forEach((raw, index) => {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (line.trim() === "") return;
    try {
      lines.push({ line: index + 1, text: line, value: parse(line) });
    } catch (error) {
      if (!(error instanceof JsonError)) throw error;
      lines.push({ line: index + 1, text: line, error });
    }
  });
  return lines;
}
