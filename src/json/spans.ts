// Where values sit in a JSON text (K6, C6): the exact source text of the values at a path, found
// by a structural scan that skips strings and brackets without building values. Used to keep a
// record's original bytes when it travels inside a larger document (a frame, a snapshot).
//
// The same scan counts the keys and notes long digit runs outside strings, which is what the
// lossless parser needs to check JSON.parse's result (see parse.ts), so that a frame whose
// records' bytes are wanted is walked once, not twice. It runs before JSON.parse and refuses
// deep nesting, so no tree is built for a text that only nests.

import { JsonError } from "./errors.js";
import { closingQuote, closingQuoteBytes, isSpace, MAX_SAFE_DIGITS, plainNumberText, skipSpace } from "./lexical.js";
import { MAX_DEPTH } from "./value.js";

/**
 * Where the object or array that opens at `at` in valid JSON bytes ends (just past its closing
 * bracket), skipping strings and their escapes; -1 when it does not close. A log reads its own
 * lines by their layout with it (src/host/log-line.ts), without building the value.
 */
export function compositeEnd(bytes: Uint8Array, at: number): number {
  let depth = 0;
  for (let i = at; i < bytes.length; i++) {
    const c = bytes[i] as number;
    if (c === 0x22)
      i = closingQuoteBytes(bytes, i); // a string: on to its closing quote
    else if (c === 0x7b || c === 0x5b) depth++;
    else if (c === 0x7d || c === 0x5d) {
      if (--depth === 0) return i + 1;
    }
  }
  return -1;
}

/** A path pattern: object keys, array indices, or "*" for every element or member. */
export type PathPattern = ReadonlyArray<string | number>;

export interface Scan {
  /** The colons outside strings: in valid JSON, exactly the number of keys. */
  keys: number;
  /** True when an integer part of digits past 9007199254740991 stands outside strings (it may pass 2^53 - 1). */
  longNumber: boolean;
  /** True when a number with an exponent (`1e400`, `2E-3`) stands outside strings. */
  exponent: boolean;
  /** True when a number that a JavaScript number may print otherwise stands outside strings (`plainNumberText`). */
  oddNumber: boolean;
  /** Per pattern, the source text of every value it matches, in document order. */
  raws: string[][];
}

/** The source text of every value matching `pattern`, in document order. The text must be valid JSON. */
export function rawValues(text: string, pattern: PathPattern): string[] {
  return scanJson(text, [pattern]).raws[0] as string[];
}

/**
 * One structural walk of a JSON text: key count, long digit runs and the values at `patterns`.
 * Nesting past MAX_DEPTH throws `too_deep` as soon as the walk reaches it, so a parser can run
 * this first and never build a tree for a text of nothing but `[`. On text that is not JSON the
 * walk still ends, in one pass, but what it returns means nothing.
 */
export function scanJson(text: string, patterns: readonly PathPattern[]): Scan {
  if (patterns.length > 30) throw new RangeError("scanJson takes at most 30 patterns");
  const walker = new Walker(text, patterns);
  // A pattern whose last key is nowhere in the text, written plainly, matches nothing (a text with
  // no backslash spells every key plainly): such texts take the walk that only skips.
  const noEscapes = patterns.length > 0 && !text.includes("\\");
  let live = 0;
  for (let k = 0; k < patterns.length; k++) {
    const key = lastKey(patterns[k] as PathPattern);
    if (key === undefined || !noEscapes || text.includes(`"${key}"`)) live |= 1 << k;
  }
  if (live === 0) {
    walker.space();
    walker.skipValue(0);
  } else walker.walk(0, live);
  // The walker holds the findings itself: no second object for a small document's one parse.
  return walker;
}

/** The raws of a walk with no patterns: none, and never written to. */
const NO_RAWS = Object.freeze([]) as unknown as string[][];

/** The last object key a pattern names, if any. */
function lastKey(pattern: PathPattern): string | undefined {
  for (let k = pattern.length - 1; k >= 0; k--) {
    const step = pattern[k];
    if (typeof step === "string" && step !== "*") return step;
  }
  return undefined;
}

/** The walk's state: a position in the text and what it has counted and taken so far. */
class Walker implements Scan {
  i = 0;
  keys = 0;
  longNumber = false;
  exponent = false;
  oddNumber = false;
  readonly raws: string[][];

  constructor(
    private readonly text: string,
    private readonly patterns: readonly PathPattern[],
  ) {
    this.raws = patterns.length === 0 ? NO_RAWS : patterns.map(() => []);
  }

  space(): void {
    this.i = skipSpace(this.text, this.i);
  }

  /**
   * Skips one value without building it: brackets, colons and digits are counted between strings.
   * `base` is the nesting depth the value sits at.
   */
  skipValue(base: number): void {
    const text = this.text;
    let i = this.i;
    if (text.charCodeAt(i) === 0x22) {
      this.i = closingQuote(text, i) + 1;
      return;
    }
    let depth = 0;
    for (;;) {
      let run = 0;
      // Where the number being read starts (its minus included), or -1 between numbers.
      let number = -1;
      let fraction = false;
      // On to the next string's opening quote, read here rather than searched for first: between
      // a document's strings stand a character or two (`":"`, `","`).
      let k = i;
      for (; k < text.length; k++) {
        const d = text.charCodeAt(k);
        if (d === 0x22) break;
        if (d >= 0x30 && d <= 0x39) {
          // An integer of 16 digits may still be safe (up to 9007199254740991, as every 52-bit
          // version is); of 17 never is. A fraction's digits are the one rule's (below).
          if (++run >= 16 && !fraction && (run > 16 || text.slice(k - 15, k + 1) > MAX_SAFE_DIGITS)) this.longNumber = true;
          if (number < 0) number = k > 0 && text.charCodeAt(k - 1) === 0x2d ? k - 1 : k;
          continue;
        }
        // Outside strings a letter e after a digit is an exponent (`true` and `false` have none).
        if (run > 0 && (d | 0x20) === 0x65) this.exponent = true;
        run = 0;
        if (number >= 0) {
          if (d === 0x2e || d === 0x2b || d === 0x2d || (d | 0x20) === 0x65) {
            fraction = true; // a point or an exponent: the number is judged when it ends
            continue;
          }
          // Judged by the one rule where it can matter: a fraction or exponent, or a minus (-0).
          if ((fraction || text.charCodeAt(number) === 0x2d) && !plainNumberText(text.slice(number, k))) this.oddNumber = true;
          number = -1;
          fraction = false;
        }
        if (d === 0x3a) this.keys++;
        else if (d === 0x7b || d === 0x5b) {
          if (base + ++depth >= MAX_DEPTH)
            throw new JsonError("too_deep", `nesting deeper than ${MAX_DEPTH - 1} levels at position ${k}`, k);
        } else if (d === 0x7d || d === 0x5d || d === 0x2c) {
          // A scalar ends at its first delimiter; a container at its closing bracket.
          if (d === 0x2c && depth === 0) {
            this.i = k;
            return;
          }
          if (d !== 0x2c && --depth <= 0) {
            this.i = depth < 0 ? k : k + 1;
            return;
          }
        } else if (depth === 0 && isSpace(d)) {
          this.i = k; // a scalar followed by space
          return;
        }
      }
      if (number >= 0 && !plainNumberText(text.slice(number, k))) this.oddNumber = true;
      if (k >= text.length) {
        this.i = text.length;
        return;
      }
      i = closingQuote(text, k) + 1;
    }
  }

  /** True when the key between `start` and `end` is `want`, compared in place unless escaped. */
  private keyIs(want: string | number | undefined, start: number, end: number): boolean {
    if (typeof want !== "string") return false;
    if (end - start === want.length && this.text.startsWith(want, start)) return true;
    const raw = this.text.slice(start, end);
    if (!raw.includes("\\")) return false;
    try {
      return (JSON.parse(`"${raw}"`) as string) === want;
    } catch {
      return false; // not JSON: the parse that follows says so
    }
  }

  /** Which of the `active` patterns (a bit each) the member or element `step` at `depth` continues. */
  private next(active: number, depth: number, step: number | { start: number; end: number }): number {
    let next = 0;
    for (let p = 0; p < this.patterns.length; p++) {
      if (!(active & (1 << p))) continue;
      const want = (this.patterns[p] as PathPattern)[depth];
      if (want === "*" || (typeof step === "number" ? want === step : this.keyIs(want, step.start, step.end))) next |= 1 << p;
    }
    return next;
  }

  /** Walks the value at `i`, at `depth`, where `active` has a bit per pattern matching the path so far. */
  walk(depth: number, active: number): void {
    this.space();
    const start = this.i;
    if (active === 0) return this.skipValue(depth);
    let done = 0;
    for (let p = 0; p < this.patterns.length; p++) {
      if (active & (1 << p) && (this.patterns[p] as PathPattern).length === depth) done |= 1 << p;
    }
    if (done !== 0) {
      // Taken whole; walked into only when a longer pattern looks for values inside it.
      const deeper = active & ~done;
      if (deeper === 0) this.skipValue(depth);
      else this.walkContainer(depth, deeper);
      const raw = this.text.slice(start, this.i);
      for (let p = 0; p < this.patterns.length; p++) if (done & (1 << p)) (this.raws[p] as string[]).push(raw);
      return;
    }
    this.walkContainer(depth, active);
  }

  /** Walks the members or elements of the container at `i` (a scalar is skipped) for `active`. */
  private walkContainer(depth: number, active: number): void {
    const text = this.text;
    const c = text.charCodeAt(this.i);
    if (c !== 0x7b && c !== 0x5b) return this.skipValue(depth);
    const close = c === 0x7b ? 0x7d : 0x5d;
    this.i++;
    this.space();
    if (text.charCodeAt(this.i) === close) {
      this.i++;
      return;
    }
    for (let index = 0; ; index++) {
      this.space();
      if (this.i >= text.length) return; // not JSON; the parse says where
      let next: number;
      if (c === 0x7b) {
        const end = closingQuote(text, this.i);
        next = this.next(active, depth, { start: this.i + 1, end });
        this.i = end + 1;
        this.space();
        this.i++; // ':'
        this.keys++;
      } else {
        next = this.next(active, depth, index);
      }
      this.walk(depth + 1, next);
      this.space();
      if (text.charCodeAt(this.i++) === close) return;
    }
  }
}
