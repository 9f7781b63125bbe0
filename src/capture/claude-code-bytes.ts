// Claude Code lines read as bytes (C4, C6, C8): `captureClaudeCode`'s rules for the lines that
// make most of a transcript (tool results, the assistant's text, bookkeeping), through the
// addon's scan of the line, with no value tree built and no text decoded but the short fields
// a source needs. The record's text is made of the line's own JSON strings, copied as they are:
// the scan says every escape in the line is one JSON.stringify writes, so those bytes are the
// very text `captureClaudeCode` prints, and the two give the same record (test/capture/
// claude-code-bytes.test.ts holds them to it over every fixture line and each rule's edge).
// A user's own text (its markup rules read it) and tool calls (their input is printed again) are
// decoded, those fields alone. Left to `captureClaudeCode`: no addon, a line that is not plain
// JSON or not an object or has an escape JSON.stringify would not write, a compaction summary,
// a text that is no string and a tool name that is no string.

import type { Role, Source } from "../../generated/index.js";
import { nativeAddon, type Addon } from "../addon.js";
import type { EncodeInto } from "../context/append.js";
import { LINE_ASCII, LINE_STRINGIFIED, linePatterns, plainValue, scanLine, type LinePatterns } from "../json/native.js";
import { CLAUDE_CODE, ownUserText } from "./claude-code.js";
import { CapturedLine, recordHead, type Captured, type RecordFields } from "./record.js";

/** The fields the rules read, by path; their indices below (and in native/claude.c, which reads them too). */
const FIELDS = [
  ["type"],
  ["uuid"],
  ["sessionId"],
  ["isSidechain"],
  ["agentId"],
  ["timestamp"],
  ["isMeta"],
  ["isCompactSummary"],
  ["messageId"],
  ["message", "model"],
  ["message", "content"],
  ["message", "content", "*"],
  ["message", "content", "*", "type"],
  ["message", "content", "*", "text"],
  ["message", "content", "*", "content"],
  ["message", "content", "*", "content", "*"],
  ["message", "content", "*", "content", "*", "type"],
  ["message", "content", "*", "content", "*", "text"],
  ["message", "content", "*", "name"],
  ["message", "content", "*", "input"],
];
const TYPE = 0;
const UUID = 1;
const SESSION = 2;
const SIDECHAIN = 3;
const AGENT = 4;
const TIMESTAMP = 5;
const META = 6;
const COMPACT = 7;
const MESSAGE_ID = 8;
const MODEL = 9;
const CONTENT = 10;
const BLOCK = 11;
const BLOCK_TYPE = 12;
const BLOCK_TEXT = 13;
const BLOCK_CONTENT = 14;
const INNER = 15;
const INNER_TYPE = 16;
const INNER_TEXT = 17;
const BLOCK_NAME = 18;
const BLOCK_INPUT = 19;

const bytesOf = (text: string) => Buffer.from(text, "latin1");
const USER = bytesOf('"user"');
const ASSISTANT = bytesOf('"assistant"');
const TOOL_RESULT = bytesOf('"tool_result"');
const TOOL_USE = bytesOf('"tool_use"');
const TEXT = bytesOf('"text"');
const TRUE = bytesOf("true");
const QUOTE = 0x22;
const BRACKET = 0x5b;
const BACKSLASH = 0x5c;

let compiled: LinePatterns | undefined | null = null;

/** One scanned line: where its fields are, and their bytes. */
class Scanned {
  constructor(
    readonly line: Uint8Array,
    readonly buffer: Buffer,
    readonly out: Int32Array,
    readonly starts: Int32Array,
    readonly ascii: boolean,
  ) {}

  /** How many values field `k` matched. */
  count(k: number): number {
    return this.out[this.starts[k] as number] as number;
  }

  /** The start of field `k`'s `n`th value (its end is at the next index of `out`). */
  at(k: number, n = 0): number {
    return (this.starts[k] as number) + 1 + 2 * n;
  }

  /** Whether the `n`th value of field `k` is exactly `bytes`. */
  is(k: number, bytes: Uint8Array, n = 0): boolean {
    return this.count(k) > n && same(this, this.at(k, n), bytes);
  }

  /** Field `k`'s value when it is a string, decoded (a short one: an ID, a time). */
  string(k: number): string | undefined {
    if (this.count(k) === 0) return undefined;
    const i = this.at(k);
    const start = this.out[i] as number;
    const end = this.out[i + 1] as number;
    if (this.line[start] !== QUOTE) return undefined;
    for (let j = start + 1; j < end - 1; j++) if (this.line[j] === BACKSLASH) return plainValue(this.buffer, start, end) as string;
    return this.buffer.toString(this.ascii ? "latin1" : "utf8", start + 1, end - 1);
  }

  /** Field `k`'s value when it is a string, as its span (quotes included); undefined otherwise. */
  stringSpan(k: number): [number, number] | undefined {
    if (this.count(k) === 0) return undefined;
    const i = this.at(k);
    const start = this.out[i] as number;
    return this.line[start] === QUOTE ? [start, this.out[i + 1] as number] : undefined;
  }
}

/**
 * The strings a list of content blocks gives as text, as spans of the line (quotes excluded),
 * appended to `pieces`: the blocks of field `block` whose `type` (field `type`) is `kind`, each
 * one's `text` (field `text`). Returns how many such blocks there were, or -1 for one whose text
 * is not a string (which `blockText` prints as JSON: left to `captureClaudeCode`). Only blocks
 * that lie within `[from, to)` count.
 */
function blockTexts(
  s: Scanned,
  block: number,
  type: number,
  text: number,
  kind: Uint8Array,
  from: number,
  to: number,
  pieces: number[],
): number {
  const out = s.out;
  let found = 0;
  for (let b = 0; b < s.count(block); b++) {
    const bi = s.at(block, b);
    const start = out[bi] as number;
    const end = out[bi + 1] as number;
    if (start < from || end > to) continue;
    const typed = within(s, type, start, end);
    if (typed < 0 || !same(s, typed, kind)) continue;
    found++;
    const t = within(s, text, start, end);
    // No text, or one that is no string: blockText prints it as JSON (`""` for none).
    if (t < 0 || s.line[out[t] as number] !== QUOTE) return -1;
    pieces.push((out[t] as number) + 1, (out[t + 1] as number) - 1);
  }
  return found;
}

/** Field `k`'s value within `[from, to)`, as the index of its span in `out`; -1 when none. */
function within(s: Scanned, k: number, from: number, to: number): number {
  for (let n = 0; n < s.count(k); n++) {
    const i = s.at(k, n);
    const start = s.out[i] as number;
    if (start >= from && start < to) return i;
  }
  return -1;
}

/**
 * The tool calls' text (see `captureClaudeCode`): each block of type tool_use as its name and its
 * input printed again; undefined when there is no call, null when a name is not a string (left to
 * `captureClaudeCode`, which prints it with String()).
 */
function toolCalls(s: Scanned): { text: string; from: string } | undefined | null {
  const out = s.out;
  const calls: string[] = [];
  let first: string | undefined;
  const blocks = blocksOf(s, TOOL_USE);
  for (let b = 0; b < blocks.length; b += 2) {
    const [start, end] = [blocks[b] as number, blocks[b + 1] as number];
    const name = within(s, BLOCK_NAME, start, end);
    if (name >= 0 && s.line[out[name] as number] !== QUOTE) return null;
    const called = name < 0 ? "undefined" : (plainValue(s.buffer, out[name] as number, out[name + 1] as number) as string);
    const input = within(s, BLOCK_INPUT, start, end);
    const given = input < 0 ? null : plainValue(s.buffer, out[input] as number, out[input + 1] as number);
    calls.push(`${called} ${JSON.stringify(given ?? {})}`);
    first ??= called;
  }
  return first === undefined ? undefined : { text: calls.join("\n"), from: first };
}

/** The spans of the message's content blocks whose `type` is `kind`, each as its start and end in one list. */
function blocksOf(s: Scanned, kind: Uint8Array): number[] {
  const spans: number[] = [];
  for (let b = 0; b < s.count(BLOCK); b++) {
    const i = s.at(BLOCK, b);
    const start = s.out[i] as number;
    const end = s.out[i + 1] as number;
    const type = within(s, BLOCK_TYPE, start, end);
    if (type >= 0 && same(s, type, kind)) spans.push(start, end);
  }
  return spans;
}

/**
 * The user's text (see `captureClaudeCode`): the content as a string, or its text blocks' joined;
 * undefined when neither, null when a text block's text is not a string (left to `captureClaudeCode`).
 */
function userText(s: Scanned): string | undefined | null {
  if (s.count(CONTENT) === 0) return undefined;
  const i = s.at(CONTENT);
  const start = s.out[i] as number;
  if (s.line[start] === QUOTE) return plainValue(s.buffer, start, s.out[i + 1] as number) as string;
  if (s.line[start] !== BRACKET) return undefined;
  const pieces: number[] = [];
  const texts = blockTexts(s, BLOCK, BLOCK_TYPE, BLOCK_TEXT, TEXT, 0, s.line.length, pieces);
  if (texts <= 0) return texts < 0 ? null : undefined;
  const parts: string[] = [];
  for (let p = 0; p < pieces.length; p += 2)
    parts.push(plainValue(s.buffer, (pieces[p] as number) - 1, (pieces[p + 1] as number) + 1) as string);
  return parts.join("\n");
}

/** Whether the value whose span is at index `i` of `out` is exactly `bytes`. */
function same(s: Scanned, i: number, bytes: Uint8Array): boolean {
  const start = s.out[i] as number;
  if ((s.out[i + 1] as number) - start !== bytes.length) return false;
  for (let j = 0; j < bytes.length; j++) if (s.line[start + j] !== bytes[j]) return false;
  return true;
}

/**
 * The tool results' text (see `resultText`) as spans, or -1 when a result is left to
 * `captureClaudeCode`; how many results there were.
 */
function resultTexts(s: Scanned, pieces: number[]): number {
  const out = s.out;
  const blocks = blocksOf(s, TOOL_RESULT);
  for (let b = 0; b < blocks.length; b += 2) {
    const content = within(s, BLOCK_CONTENT, blocks[b] as number, blocks[b + 1] as number);
    const start = content < 0 ? -1 : (out[content] as number);
    const end = content < 0 ? -1 : (out[content + 1] as number);
    if (content >= 0 && s.line[start] === QUOTE) pieces.push(start + 1, end - 1);
    else if (content >= 0 && s.line[start] === BRACKET) {
      const inner = blockTexts(s, INNER, INNER_TYPE, INNER_TEXT, TEXT, start, end, pieces);
      if (inner < 0) return -1;
      if (inner === 0) pieces.push(0, 0); // no text blocks: ""
    } else pieces.push(0, 0); // no content, or neither a string nor blocks: ""
  }
  return blocks.length / 2;
}

const HEADS: Partial<Record<Role, Buffer>> = {
  tool: bytesOf('{"role":"tool","text":"'),
  assistant: bytesOf('{"role":"assistant","text":"'),
};
const AT = bytesOf(',"at":');
const FROM = bytesOf(',"from":');
const NATIVE = bytesOf(',"native":');
/** A record with no field but the line: `{"native":`, as `capturedRecord` prints it. */
const NO_FIELDS = '{"native":';
const AT_FIRST = bytesOf('{"at":');
const NEWLINE = bytesOf("\\n");

/**
 * A record's head as bytes: role, the text (the spans joined with `\n`, in quotes), at and from
 * (spans of the line), then `"native":`, as `capturedRecord` prints them.
 */
function textHead(
  s: Scanned,
  role: Role,
  pieces: number[],
  at: [number, number] | undefined,
  from: [number, number] | undefined,
): Uint8Array {
  const head = HEADS[role] as Buffer;
  let size = head.length + 1 + NATIVE.length;
  for (let p = 0; p < pieces.length; p += 2) size += (pieces[p + 1] as number) - (pieces[p] as number) + (p > 0 ? NEWLINE.length : 0);
  if (at) size += AT.length + at[1] - at[0];
  if (from) size += FROM.length + from[1] - from[0];
  const out = Buffer.allocUnsafe(size);
  let w = head.copy(out, 0);
  for (let p = 0; p < pieces.length; p += 2) {
    if (p > 0) w += NEWLINE.copy(out, w);
    w += s.buffer.copy(out, w, pieces[p] as number, pieces[p + 1] as number);
  }
  out[w++] = QUOTE;
  if (at) w += AT.copy(out, w) + s.buffer.copy(out, w + AT.length, at[0], at[1]);
  if (from) w += FROM.copy(out, w) + s.buffer.copy(out, w + FROM.length, from[0], from[1]);
  NATIVE.copy(out, w);
  return out;
}

/**
 * `captureClaudeCode` for a line given as its bytes (see above), or undefined for a line it
 * leaves to `captureClaudeCode`.
 */
export function captureClaudeCodeBytes(line: Uint8Array, lineNumber: number, fallbackSession: string): Captured | undefined {
  if (compiled === null) compiled = linePatterns(FIELDS);
  if (compiled === undefined || line[0] !== 0x7b) return undefined; // `{`: an object, with no space before it
  const flags = scanLine(line, compiled);
  if (flags < 0 || (flags & LINE_STRINGIFIED) === 0) return undefined;
  const s = new Scanned(
    line,
    Buffer.from(line.buffer, line.byteOffset, line.byteLength),
    compiled.out,
    compiled.starts,
    (flags & LINE_ASCII) !== 0,
  );

  const user = s.is(TYPE, USER);
  const assistant = !user && s.is(TYPE, ASSISTANT);
  if (user && s.is(COMPACT, TRUE)) return undefined;
  // The message's content is a list of blocks (content's first byte), else none of these apply.
  const blocks = s.count(CONTENT) > 0 && line[s.out[s.at(CONTENT)] as number] === BRACKET;
  const pieces: number[] = [];
  let role: Role | undefined;
  let fields: RecordFields | undefined;
  if (user) {
    const results = blocks ? resultTexts(s, pieces) : 0;
    if (results < 0) return undefined;
    if (results > 0) role = "tool";
    else if (!s.is(META, TRUE)) {
      const given = userText(s);
      if (given === null) return undefined;
      const own = given === undefined ? undefined : ownUserText(given);
      if (own !== undefined) fields = { role: "user", text: own };
    }
  } else if (assistant && blocks) {
    const texts = blockTexts(s, BLOCK, BLOCK_TYPE, BLOCK_TEXT, TEXT, 0, line.length, pieces);
    if (texts < 0) return undefined;
    if (texts > 0) role = "assistant";
    else {
      const calls = toolCalls(s);
      if (calls === null) return undefined;
      if (calls !== undefined) fields = { role: "tool", text: calls.text, from: calls.from };
    }
  }

  const session = s.string(SESSION) ?? fallbackSession;
  const agent = s.is(SIDECHAIN, TRUE) ? s.string(AGENT) : undefined;
  const uuid = s.string(UUID);
  const messageId = uuid === undefined ? s.string(MESSAGE_ID) : undefined;
  const source: Source = {
    adapter: CLAUDE_CODE,
    native_session: agent !== undefined ? `${session}/subagents/${agent}` : session,
    native_record: uuid ?? (messageId !== undefined ? `message:${messageId}` : `line:${lineNumber}`),
  };
  // An empty time is no time, as `captureClaudeCode` has it.
  let at = s.stringSpan(TIMESTAMP);
  if (at && at[1] - at[0] === 2) at = undefined;
  if (role === undefined && fields === undefined) {
    // No role: the head is the time alone, its string copied as the line has it.
    if (!at) return new CapturedLine(source, undefined, NO_FIELDS, line);
    const head = Buffer.allocUnsafe(AT_FIRST.length + at[1] - at[0] + NATIVE.length);
    const w = AT_FIRST.copy(head, 0) + s.buffer.copy(head, AT_FIRST.length, at[0], at[1]);
    NATIVE.copy(head, w);
    return new CapturedLine(source, undefined, head, line);
  }
  if (role === undefined) {
    // A user's text or a tool call, decoded: a head printed as `capturedRecord` prints it.
    if (at) (fields ??= {}).at = plainValue(s.buffer, at[0], at[1]) as string;
    return new CapturedLine(source, fields?.role, recordHead(fields ?? {}), line);
  }
  return new CapturedLine(source, role, textHead(s, role, pieces, at, role === "assistant" ? s.stringSpan(MODEL) : undefined), line);
}

/** The addon when it encodes Claude Code lines (`encodeClaudeRun`), with FIELDS compiled; else undefined. */
function claudeEncoder(): Addon | undefined {
  if (compiled === null) compiled = linePatterns(FIELDS);
  const addon = nativeAddon();
  return compiled !== undefined && addon !== null && typeof addon.claudeRecords === "function" ? addon : undefined;
}

/** Whether `encodeClaudeRun` can run here (the addon, one built with it). */
export function canEncodeClaude(): boolean {
  return claudeEncoder() !== undefined;
}

/** The numbers of an `encodeClaudeRun`, by their places in the addon's state array (native/claude.c). */
const STATE = { offset: 0, to: 1, at: 2, stop: 3, count: 4, line: 5, maxRecord: 6, tool: 7, assistant: 8, raw: 9, user: 10, size: 11 };
const state = new Float64Array(STATE.size);

/** Records of each role that `encodeClaudeRun` wrote. */
export interface EncodedRoles {
  tool: number;
  assistant: number;
  user: number;
  raw: number;
}

/** The last session `encodeClaudeRun` was given, as the JSON string the addon takes. */
let fallbackText = "";
let fallbackBytes = Buffer.from('""');

/**
 * Encodes the lines of `bytes` from `offset` to `to` (a line's end, or the transcript's) straight
 * into a batch request through `encode` (see `BatchPreparer.encode`), in the addon: the lines
 * `captureClaudeCodeBytes` copies from their own bytes, and a user's text with no `<` in it, each
 * record as `BatchPreparer.add` would write that function's record. `line` is the lines read before
 * `offset`; `fallbackSession` is the session of a line that names none (as `captureClaudeCode`
 * has it). It stops at `to`, at a line it leaves to the TypeScript readers (`left`: a user's text
 * that may hold markup, any line `captureClaudeCodeBytes` gives back, a record larger than a
 * request carries) or when the batch is full (`full`: call again). Undefined without the addon.
 */
export function encodeClaudeRun(
  bytes: Uint8Array,
  offset: number,
  line: number,
  to: number,
  fallbackSession: string,
  encode: (write: EncodeInto) => void,
): { offset: number; line: number; stop: "to" | "left" | "full"; roles: EncodedRoles } | undefined {
  const addon = claudeEncoder();
  if (addon === undefined) return undefined;
  const patterns = (compiled as LinePatterns).compiled;
  if (fallbackSession !== fallbackText) {
    fallbackText = fallbackSession;
    fallbackBytes = Buffer.from(JSON.stringify(fallbackSession));
  }
  let why = 0;
  state.fill(0);
  state[STATE.offset] = offset;
  state[STATE.to] = to;
  state[STATE.line] = line;
  encode((out, at, stop, count, maxRecord) => {
    state[STATE.maxRecord] = maxRecord;
    state[STATE.at] = at;
    state[STATE.stop] = stop;
    state[STATE.count] = count;
    why = addon.claudeRecords(bytes, patterns, state, out, fallbackBytes);
    return { at: state[STATE.at] as number, count: state[STATE.count] as number, full: why === 2 };
  });
  return {
    offset: state[STATE.offset] as number,
    line: state[STATE.line] as number,
    stop: why === 0 ? "to" : why === 1 ? "left" : "full",
    roles: {
      tool: state[STATE.tool] as number,
      assistant: state[STATE.assistant] as number,
      user: state[STATE.user] as number,
      raw: state[STATE.raw] as number,
    },
  };
}
