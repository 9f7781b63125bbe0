// Where values sit in a JSON text (K6, C6): the exact source text of the values at a path, found
// by a structural scan that skips strings and brackets without building values. Used to keep a
// record's original bytes when it travels inside a larger document (a frame, a snapshot).

import { closingQuote } from "./parse.js";

/** A path pattern: object keys, array indices, or "*" for every element or member. */
export type PathPattern = ReadonlyArray<string | number>;

/** The source text of every value matching `pattern`, in document order. The text must be valid JSON. */
export function rawValues(text: string, pattern: PathPattern): string[] {
  const out: string[] = [];
  let i = 0;

  const space = () => {
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) i++;
      else return;
    }
  };
  const skipString = () => {
    const end = closingQuote(text, i);
    const start = i;
    i = end + 1;
    return text.slice(start + 1, end);
  };
  /** Skips one value without looking inside: brackets are counted outside strings. */
  const skipValue = () => {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      skipString();
      return;
    }
    if (c === 0x7b || c === 0x5b) {
      // Count brackets in the stretches between strings; jump over strings with indexOf.
      let depth = 0;
      for (;;) {
        const open = text.indexOf('"', i);
        const stop = open < 0 ? text.length : open;
        for (let k = i; k < stop; k++) {
          const d = text.charCodeAt(k);
          if (d === 0x7b || d === 0x5b) depth++;
          else if (d === 0x7d || d === 0x5d) {
            depth--;
            if (depth === 0) {
              i = k + 1;
              return;
            }
          }
        }
        i = closingQuote(text, open) + 1;
      }
    }
    while (i < text.length) {
      const d = text.charCodeAt(i);
      if (d === 0x2c || d === 0x7d || d === 0x5d || d === 0x20 || d === 0x0a || d === 0x0d || d === 0x09) return;
      i++;
    }
  };
  const walk = (depth: number) => {
    space();
    if (depth === pattern.length) {
      const start = i;
      skipValue();
      out.push(text.slice(start, i));
      return;
    }
    const want = pattern[depth];
    const c = text.charCodeAt(i);
    if (c === 0x7b) {
      i++;
      space();
      if (text.charCodeAt(i) === 0x7d) {
        i++;
        return;
      }
      for (;;) {
        space();
        const raw = skipString();
        const key = raw.includes("\\") ? (JSON.parse(`"${raw}"`) as string) : raw;
        space();
        i++; // ':'
        space();
        if (want === "*" || want === key) walk(depth + 1);
        else skipValue();
        space();
        if (text.charCodeAt(i++) === 0x7d) return;
      }
    } else if (c === 0x5b) {
      i++;
      space();
      if (text.charCodeAt(i) === 0x5d) {
        i++;
        return;
      }
      for (let index = 0; ; index++) {
        space();
        if (want === "*" || want === index) walk(depth + 1);
        else skipValue();
        space();
        if (text.charCodeAt(i++) === 0x5d) return;
      }
    } else {
      skipValue();
    }
  };
  walk(0);
  return out;
}
