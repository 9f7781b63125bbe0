// The plain case of `parseWithRaws` over UTF-8 bytes, through the addon's strict scan
// (native/json.c): the values at the patterns come as byte spans of the input, never decoded, and
// the value tree is built without them. For the host's large frames, whose records it stores as
// the bytes that came in (C6).

import { nativeAddon } from "../addon.js";
import type { PathPattern } from "./spans.js";
import type { JsonValue } from "./value.js";

const OPEN_BRACE = 0x7b;
const NO_PATTERNS: readonly PathPattern[] = [];

/**
 * Parses `text` given with its UTF-8 `bytes` (a line as read) when the addon finds the bytes plain
 * (see `parseBytesPlain`): JSON.parse then builds the exact value, with no walk of the text in
 * TypeScript. Undefined otherwise, and the caller takes `parse`.
 */
export function parseTextPlain(text: string, bytes: Uint8Array): JsonValue | undefined {
  const addon = nativeAddon();
  if (addon === null || addon.scanPlain(bytes, NO_PATTERNS) === null) return undefined;
  return JSON.parse(text) as JsonValue;
}
const EMPTY_OBJECT = Buffer.from("{}");

/**
 * Parses `bytes` when the addon is built and finds them plain: valid UTF-8 and JSON, nesting
 * under MAX_DEPTH, no duplicate key, no escaped key, no number with an exponent or past
 * 9007199254740991. Anything else gives undefined, and the caller takes `parseWithRaws`, which
 * says what is wrong or reads the numbers exactly; on plain input the two agree.
 *
 * `raws` has, per pattern, the bytes of each value it matches (views of `bytes`). In `value`, an
 * object matched by a pattern of `cutAt` (indices into `patterns`) that holds no other such match
 * stands as `{}`: a caller reads those values through `raws` only, and validates the tree against
 * a schema that takes any object at those paths.
 */
export function parseBytesPlain(
  bytes: Uint8Array,
  patterns: readonly PathPattern[],
  cutAt: readonly number[],
): { value: JsonValue; raws: Uint8Array[][] } | undefined {
  const addon = nativeAddon();
  const found = addon?.scanPlain(bytes, patterns);
  if (found === null || found === undefined) return undefined;
  const raws: Uint8Array[][] = [];
  const spans: Array<[number, number]> = [];
  let at = 0;
  for (let p = 0; p < patterns.length; p++) {
    const count = found[at++] as number;
    const list: Uint8Array[] = new Array(count);
    for (let k = 0; k < count; k++) {
      const start = found[at++] as number;
      const end = found[at++] as number;
      list[k] = bytes.subarray(start, end);
      if (cutAt.includes(p)) spans.push([start, end]);
    }
    raws.push(list);
  }
  return { value: JSON.parse(skeleton(bytes, spans)) as JsonValue, raws };
}

/**
 * The text of `bytes` with each of `spans` that is an object holding no other replaced by `{}`.
 * Spans come from one scan, so two of them are disjoint, nested or the same.
 */
function skeleton(bytes: Uint8Array, spans: Array<[number, number]>): string {
  spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const kept: Uint8Array[] = [];
  let from = 0;
  for (let k = 0; k < spans.length;) {
    const [start, end] = spans[k] as [number, number];
    // The same value matched by two patterns is one span.
    let next = k + 1;
    while (next < spans.length && (spans[next] as [number, number])[0] === start && (spans[next] as [number, number])[1] === end) next++;
    k = next;
    // Sorted by start, a later span that starts before this one ends lies inside it: this one holds another.
    if (next < spans.length && (spans[next] as [number, number])[0] < end) continue;
    if (bytes[start] !== OPEN_BRACE) continue;
    kept.push(bytes.subarray(from, start), EMPTY_OBJECT);
    from = end;
  }
  if (kept.length === 0) return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
  kept.push(bytes.subarray(from));
  return Buffer.concat(kept).toString("utf8");
}
