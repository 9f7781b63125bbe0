// Gemini CLI's adapter: its settings (`~/.gemini/settings.json`, `.gemini/settings.json`), its hooks
// (stdin JSON naming `transcript_path`), its memory (the GEMINI.md hierarchy, with the
// `## Gemini Added Memories` section its save_memory appends to kept apart), and its chat
// recordings (`~/.gemini/tmp/<project>/chats/`) to captured records, in both forms Gemini CLI
// writes (read from `@google/gemini-cli-core`'s chatRecordingService and
// chatRecordingTypes). The JSON Lines form (`<session>.jsonl`, `session-<time>-<id>.jsonl`):
// a metadata line (`sessionId`, `projectHash`, `startTime`, ...), then message records
// (`id`, `timestamp`, `type`, `content`, ...), `{"$set": {...}}` metadata updates and
// `{"$rewindTo": "<message id>"}` rewinds, appended as the session goes. The older single-JSON
// form (`session-*.json`) is one ConversationRecord with a `messages` array, rewritten whole.
//
// Checked against Gemini CLI 0.61.0 run for real (test/harnesses/).
//
// The rules, each with the field it relies on:
// - `type: "user"` is `user`; its text is `displayContent` when present (what the person typed,
//   before Gemini CLI expanded `@file` references into `content`), else `content`'s text parts,
//   less what Gemini CLI itself puts in the user channel: a hook's SessionStart context
//   (`<hook_context>...</hook_context>`, prepended to the prompt when headless, a message of its
//   own when interactive) and its session context (`<session_context>`); Gemini CLI ignores such
//   content itself (`isIgnoredUserContent`). A message of nothing else is raw-only, so the kit's
//   own context is never stored as the person's words, nor fed back to the next session. A
//   `displayContent` with no text part (only a `functionResponse`, as with the "Please continue."
//   Gemini CLI sends itself) says nobody typed the message: raw-only. With no `displayContent`
//   (versions before it was written), a message whose whole text is a prompt Gemini CLI expands
//   a built-in slash command into (`/init`'s, found by its digest: EXPANDED_PROMPTS) is raw-only.
// - `type: "gemini"` is `assistant` with `content`'s text; with no text but `toolCalls`, `tool`
//   (each call's name and arguments, and its result's text). `thoughts` never become text (C8).
// - `info`, `error` and `warning` messages are Gemini CLI's own notices: raw-only.
// - Metadata lines, `$set` and `$rewindTo` are raw-only. A rewind discards messages in Gemini
//   CLI's own view; the captured records stay in the archive, as history.
// - Gemini CLI appends a message again each time it grows (tokens, tool calls, their results),
//   under the same `id`. Such a line is raw-only, except for tool calls that finished since the
//   last line of that message (`status` success, error or cancelled): those are `tool`. So a turn
//   is one event, and each finished call one more. A JSON Lines record is therefore identified by
//   its recording and line (`<file name less .jsonl>/line:N`): `--resume` in a later minute starts
//   a second recording of the same session (`session-<YYYY-MM-DDTHH-MM>-<id8>.jsonl`) while Gemini
//   CLI keeps appending to the first, so two recordings of one session never share a record ID;
//   `native_session` is the session's ID for both. In the single-JSON form each message appears
//   once, by its `id`.
// - In the single-JSON form a `gemini` message that says something and has finished tool calls is
//   two records: the text (`assistant`, by the message's `id`) and the calls (`tool`, by
//   `<id>/calls`, holding the `toolCalls` array as written). The document's members besides
//   `messages` (`sessionId`, `projectHash`, `startTime`, `lastUpdated`, `summary`, `kind`, ...)
//   are one raw-only record per distinct content (`document:<digest>`), so the file can be rebuilt
//   from the archive and a rewrite never conflicts with what was captured before.
// - The single-JSON form is rewritten whole while its last message grows: a reader that is not
//   told the file is final (a hook) takes that message only once it is final: a `gemini` message
//   with its token counts and every tool call finished, or any other kind.

import { createHash } from "node:crypto";

import { existsSync } from "node:fs";
import { basename, join, relative, resolve } from "node:path";

import type { Source } from "../../generated/index.js";
import { capturedRecord, type Captured } from "../capture/record.js";
import { fieldsOf as fields, JsonError, parse, rawValues } from "../json/index.js";
import type { HarnessAdapter, LineRead, MemoryFile, ReaderState } from "./adapter.js";
import { dotSettings, HookInputError, sessionStartOutput } from "./common.js";

export const GEMINI = "gemini-cli";

type Fields = Record<string, unknown>;

/**
 * SHA-256 of the text (white space at its ends aside) of each prompt Gemini CLI submits in place
 * of a built-in slash command, which versions that write no `displayContent` record as a user
 * message: `/init`'s (`performInit` in `@google/gemini-cli-core`, the same text from its first
 * release in July 2025 through 0.61.0). Compared whole: a message that only begins like one is
 * what the person typed.
 */
const EXPANDED_PROMPTS = new Set(["c4251d491de36385c561d89e4e2e9b2911ea6e153c906dd1c302317ed2d3a98e"]);

function expandedPrompt(text: string): boolean {
  return EXPANDED_PROMPTS.has(createHash("sha256").update(text.trim()).digest("hex"));
}

/** The text parts of a PartListUnion (a string, one Part, or a list of them). */
function partsText(content: unknown): string | undefined {
  if (typeof content === "string") return content;
  const parts = Array.isArray(content) ? content : content === undefined || content === null ? [] : [content];
  const texts = parts.flatMap((p) =>
    typeof p === "string" ? [p] : typeof fields(p).text === "string" && fields(p).thought !== true ? [fields(p).text as string] : [],
  );
  return texts.length > 0 ? texts.join("") : undefined;
}

/**
 * A tool call's result as text: its text parts, or each `functionResponse`'s `response.output`
 * (the string Gemini CLI hands the model), else `response.error`.
 */
function resultText(result: unknown): string {
  const parts = Array.isArray(result) ? result : result === undefined || result === null ? [] : [result];
  return parts
    .flatMap((p) => {
      if (typeof p === "string") return [p];
      const part = fields(p);
      if (typeof part.text === "string") return [part.text];
      const response = fields(fields(part.functionResponse).response);
      if (typeof response.output === "string") return [response.output];
      if (typeof response.error === "string") return [response.error];
      return [];
    })
    .join("\n");
}

/** What a message with tool calls did: each call's name, arguments and result text. */
function toolText(calls: unknown[]): string {
  return calls
    .map((c) => {
      const call = fields(c);
      const result = resultText(call.result);
      return `${String(call.name)} ${JSON.stringify(call.args ?? {})}${result ? `\n${result}` : ""}`;
    })
    .join("\n");
}

/** The session a line names, when it is the metadata line. */
export function geminiSession(value: unknown): string | undefined {
  const l = fields(value);
  return typeof l.sessionId === "string" && typeof l.projectHash === "string" && l.type === undefined ? l.sessionId : undefined;
}

/** The message last seen and the tool calls already captured as finished (the reader keeps it). */
export interface GeminiLast {
  id: string;
  calls: string[];
}

const FINISHED = new Set(["success", "error", "cancelled"]);

/**
 * One message (a JSON Lines record, or an element of the single-JSON form's `messages`), and what
 * to remember of it. `last` is the message the line before named, to tell an update from a turn.
 */
export function captureGeminiMessage(
  text: string,
  value: unknown,
  source: Source,
  last?: GeminiLast,
): { record: Captured; last?: GeminiLast } {
  const m = fields(value);
  const at = typeof m.timestamp === "string" ? { at: m.timestamp } : {};
  const calls = (Array.isArray(m.toolCalls) ? m.toolCalls : []).filter((c) => FINISHED.has(String(fields(c).status)));
  if (typeof m.id === "string" && last?.id === m.id) {
    // A message appended again as it grew: only calls finished since are new.
    const fresh = calls.filter((c) => !last.calls.includes(String(fields(c).id)));
    const next = { id: m.id, calls: [...last.calls, ...fresh.map((c) => String(fields(c).id))] };
    return {
      record:
        fresh.length > 0 ? capturedRecord(text, source, { role: "tool", text: toolText(fresh), ...at }) : capturedRecord(text, source, at),
      last: next,
    };
  }
  const record = firstLine(text, m, source, at, calls);
  // Calls count as captured only when this line became their `tool` event; a turn's text came first.
  const captured = record.role === "tool" ? calls.map((c) => String(fields(c).id)) : [];
  return { record, ...(typeof m.id === "string" ? { last: { id: m.id, calls: captured } } : {}) };
}

/** Gemini CLI's own blocks in the user channel: a hook's context and its session context. */
const HARNESS_BLOCK = /<(hook_context|session_context)>[\s\S]*?<\/\1>/g;
const HARNESS_START = /^\s*<(hook_context|session_context)>/;

/** The person's words in a user text, Gemini CLI's own blocks cut out; undefined when none are left. */
function ownText(text: string): string | undefined {
  const left = text.replace(HARNESS_BLOCK, "").trim();
  if (left === text.trim() && !HARNESS_START.test(left)) return text;
  // What still starts like one is unterminated: Gemini CLI ignores such content whole.
  return left === "" || HARNESS_START.test(left) ? undefined : left;
}

function firstLine(text: string, m: Fields, source: Source, at: { at?: string }, calls: unknown[]): Captured {
  if (m.type === "user") {
    const shown = m.displayContent === undefined || m.displayContent === null ? undefined : partsText(m.displayContent);
    if (m.displayContent !== undefined && m.displayContent !== null && shown === undefined) return capturedRecord(text, source, at);
    const given = shown ?? partsText(m.content);
    if (given === undefined || (shown === undefined && expandedPrompt(given))) return capturedRecord(text, source, at);
    const own = ownText(given);
    if (own === undefined) return capturedRecord(text, source, at);
    return capturedRecord(text, source, { role: "user", text: own, ...at });
  }
  if (m.type === "gemini") {
    const from = typeof m.model === "string" ? { from: m.model } : {};
    const said = partsText(m.content);
    if (said !== undefined && said.trim() !== "") return capturedRecord(text, source, { role: "assistant", text: said, ...at, ...from });
    if (calls.length > 0) return capturedRecord(text, source, { role: "tool", text: toolText(calls), ...at });
  }
  return capturedRecord(text, source, at);
}

/** A recording's name in its record IDs: its file name less `.jsonl`. */
function recordingOf(file: string): string {
  return basename(file).replace(/\.jsonl$/, "");
}

/** One JSON Lines line of a recording (`file`). */
export function captureGemini(
  line: string,
  value: unknown,
  lineNumber: number,
  session: string,
  file: string,
  last?: GeminiLast,
): { record: Captured; last?: GeminiLast } {
  const source = { adapter: GEMINI, native_session: session, native_record: geminiCli.lineId(file, lineNumber) };
  return captureGeminiMessage(line, value, source, last);
}

/** True when Gemini CLI will not rewrite `message` again: a reply with its token counts and every call finished, or any other kind. */
function finalMessage(message: unknown): boolean {
  const m = fields(message);
  if (m.type !== "gemini") return true;
  const calls = Array.isArray(m.toolCalls) ? m.toolCalls : [];
  return m.tokens !== undefined && m.tokens !== null && calls.every((c) => FINISHED.has(String(fields(c).status)));
}

/**
 * The older single-JSON form (see the header): the document's other members as one raw-only
 * record, then one record per message, holding its original bytes and identified by its `id`, and
 * for a reply that also made tool calls a record of them. With `growing` (the file may still be
 * rewritten), a last message that is not final is left for a later read. A file that is not that
 * form gives none (the caller reads it as JSON Lines).
 */
export function captureGeminiDocument(text: string, fallbackSession: string, options: { growing?: boolean } = {}): Captured[] | undefined {
  let doc: Fields;
  try {
    doc = fields(parse(text));
  } catch (error) {
    if (error instanceof JsonError) return undefined;
    throw error;
  }
  if (!Array.isArray(doc.messages)) return undefined;
  const session = typeof doc.sessionId === "string" ? doc.sessionId : fallbackSession;
  const source = (record: string): Source => ({ adapter: GEMINI, native_session: session, native_record: record });
  const records: Captured[] = [];
  // The members besides `messages`, each as written, in the document's order.
  const members = Object.keys(doc)
    .filter((key) => key !== "messages")
    .map((key) => `${JSON.stringify(key)}:${rawValues(text, [key])[0] as string}`);
  const head = `{${members.join(",")}}`;
  records.push(capturedRecord(head, source(`document:${createHash("sha256").update(head).digest("hex").slice(0, 16)}`), {}));
  const raws = rawValues(text, ["messages", "*"]);
  for (const [i, message] of doc.messages.entries()) {
    if (options.growing && i === doc.messages.length - 1 && !finalMessage(message)) break;
    const m = fields(message);
    const id = typeof m.id === "string" ? m.id : `message:${i}`;
    const raw = raws[i] as string;
    const { record } = captureGeminiMessage(raw, message, source(id));
    records.push(record);
    const calls = (Array.isArray(m.toolCalls) ? m.toolCalls : []).filter((c) => FINISHED.has(String(fields(c).status)));
    if (record.role === "assistant" && calls.length > 0) {
      const at = typeof m.timestamp === "string" ? { at: m.timestamp } : {};
      records.push(
        capturedRecord(rawValues(raw, ["toolCalls"])[0] as string, source(`${id}/calls`), { role: "tool", text: toolText(calls), ...at }),
      );
    }
  }
  return records;
}

const GEMINI_TYPES = new Set(["user", "gemini", "info", "error", "warning"]);

/** The heading Gemini CLI's save_memory appends under. */
export const GEMINI_ADDED = "## Gemini Added Memories";

/**
 * Splits a GEMINI.md into the file without its `## Gemini Added Memories` section and the
 * section (heading to the next `## ` heading or the end); `added` is undefined without one.
 */
export function splitGeminiAdded(text: string): { rest: string; added?: string } {
  const lines = text.split("\n");
  const start = lines.findIndex((l) => l.trimEnd() === GEMINI_ADDED);
  if (start < 0) return { rest: text };
  let end = lines.findIndex((l, i) => i > start && /^##? /.test(l));
  if (end < 0) end = lines.length;
  return { rest: [...lines.slice(0, start), ...lines.slice(end)].join("\n"), added: lines.slice(start, end).join("\n") };
}

const EVENTS = ["SessionStart", "AfterAgent", "SessionEnd"] as const;

export const geminiCli: HarnessAdapter = {
  id: GEMINI,
  word: "gemini",
  title: "Gemini CLI",
  program: "gemini",
  settingsFile: dotSettings(".gemini"),
  projectSettings: true,
  format: "json",
  events: EVENTS,
  enableHooks: true,
  setupHelp: `by default $HOME/.gemini/settings.json (--project <dir> for <dir>/.gemini/settings.json), for ${EVENTS.join(", ")}, with "hooksConfig": {"enabled": true} (versions before about 0.27 run hooks only when it is on)`,

  hookInput: "stdin",
  hookHelp: {
    usage: "[--detach] [--binding <file>] [--home <dir>] [--thread <link:name>] < hook.json",
    summary: `a Gemini CLI hook (${EVENTS.join(", ")}): captures what is new in the session's chat recording; at SessionStart, prints the session's context`,
    help: `Reads the hook's JSON on stdin (session_id, transcript_path, cwd, hook_event_name); the recording
is JSON Lines, or the older single JSON, which is read whole. A recording Gemini CLI has not made
yet is nothing to read. --resume in a later minute starts a second recording of the session while
Gemini CLI goes on appending to the first: each is read on the events that name it, and their
records never share an ID. At SessionStart it replays the queue, then prints the session's context
({"hookSpecificOutput": {"hookEventName": "SessionStart", "additionalContext": "..."}}), which Gemini
CLI adds to the user channel inside <hook_context>: it is never captured as the person's words.
It leaves the recording to the next event, which reads it from where the last run stopped.`,
  },
  hookTranscripts(input, thread) {
    if (typeof input.transcript_path !== "string")
      throw new HookInputError("the hook input has no transcript_path (is this a Gemini CLI hook?)");
    const file = resolve(input.transcript_path);
    return existsSync(file) ? [{ file, thread }] : [];
  },
  contextEvents: ["SessionStart"],
  contextOutput: sessionStartOutput,

  captureHelp: {
    file: "chat.jsonl | session.json",
    summary: "imports a Gemini CLI chat recording (~/.gemini/tmp/<project>/chats/), JSON Lines or the older single JSON",
  },
  formatName: "a Gemini CLI recording",
  recognises(value) {
    const l = fields(value);
    if (Array.isArray(l.messages)) return true; // the single-JSON form, as a whole document
    if ("$set" in l || "$rewindTo" in l) return true;
    if (typeof l.sessionId === "string" && typeof l.projectHash === "string" && l.type === undefined) return true;
    return typeof l.id === "string" && typeof l.type === "string" && GEMINI_TYPES.has(l.type) && "content" in l;
  },
  lineId: (file, line) => `${recordingOf(file)}/line:${line}`,
  fallbackSession: (file) => recordingOf(file),
  readLine(text, value, line, session, state, file): LineRead {
    const named = geminiSession(value);
    const last = state?.last as GeminiLast | undefined;
    const read = captureGemini(text, value, line, named ?? session, file, last);
    return {
      record: read.record,
      ...(named ? { session: named } : {}),
      ...(read.last ? { state: { last: read.last } as ReaderState } : {}),
    };
  },
  readDocument: (text, file, { growing }) => captureGeminiDocument(text, basename(file).replace(/\.json$/, ""), { growing }),
  readsWhole: (file) => /\.json$/.test(file),
  chatCopy(value) {
    return Array.isArray(value) &&
      value.length > 0 &&
      value.every((e) => {
        const f = fields(e);
        return "sessionId" in f && "messageId" in f && "message" in f;
      })
      ? "Gemini CLI's prompt log (logs.json), which holds only what was typed"
      : undefined;
  },
  keptState: (kept) => (kept.gemini === undefined ? undefined : { last: kept.gemini }),

  memoryFiles(roots, chain, root): MemoryFile[] {
    const out: MemoryFile[] = [{ nativePath: "user/GEMINI.md", file: join(roots.home, ".gemini", "GEMINI.md") }];
    for (const dir of chain) out.push({ nativePath: `project/${relative(root, join(dir, "GEMINI.md"))}`, file: join(dir, "GEMINI.md") });
    return out;
  },
  memoryParts(nativePath, text) {
    const { rest, added } = splitGeminiAdded(text);
    return [{ nativePath, text: rest }, ...(added === undefined ? [] : [{ nativePath: `${nativePath}#added-memories`, text: added }])];
  },
};
