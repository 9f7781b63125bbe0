// Claude Code's adapter: its settings (`~/.claude/settings.json`, `.claude/settings.json`), its
// hooks (stdin JSON naming `transcript_path`), its transcripts
// (`~/.claude/projects/<cwd>/<session>.jsonl`) and its memory (the CLAUDE.md hierarchy and the
// auto memory). Checked against Claude Code 2.1.197 run for real (test/harnesses/).
//
// Transcripts: one API response is split into one line per content block; each line is one record.
// Text blocks are exposed text; tool_use and tool_result are the `tool` role; a compaction summary
// (`isCompactSummary`) is `summary`; thinking and redacted_thinking lines, bookkeeping lines
// (progress, file-history-snapshot, queue-operation, attachment, system, ...) and old resume-title
// `summary` lines have no portable role.
//
// A record's identity is the line's own: its `uuid` where it has one, else its place in the file
// (`line:N`), never a field the harness reuses: Claude Code writes a `file-history-snapshot` line
// again, with the same `messageId`, each time the snapshot changes (issue 38.12).
//
// A portable role is a claim about who said something, so text the harness put into the user
// channel is not a `user` turn. The rules, each with the native marker it relies on:
// - `isMeta: true` marks harness-written user lines: the local-command caveat, a slash command's
//   expanded prompt (`/init`'s instructions). Raw-only.
// - A user text made only of harness markup is raw-only: a slash command the user ran
//   (`<command-name>`, `<command-message>`, `<command-args>`), a local command's output
//   (`<local-command-stdout>`, `<local-command-stderr>`, `<local-command-caveat>`), a background
//   task's notice (`<task-notification>`, `<bash-notification>`), a `!` command's output
//   (`<bash-stdout>`, `<bash-stderr>`), hook output (`<user-prompt-submit-hook>`), reminders
//   (`<system-reminder>`) and the IDE's context (`<ide_opened_file>`, `<ide_selection>`,
//   `<ide_diagnostics>`). Such blocks beside or inside a user's own text are cut out of the
//   event's text (the native line keeps them).
// - The notes Claude Code writes as user text are cut out too, and a text of nothing else is
//   raw-only: the interruption notes (`[Request interrupted by user]`, `... for tool use]`, any
//   `[Request interrupted by user...]`) and the `Full transcript available at: <path>` tail of a
//   background task's notice.
// - A compaction sidechain (`subagents/agent-acompact-*.jsonl`, lines with `isSidechain` and an
//   `agentId` starting `acompact`) holds the prompt Claude Code sends to summarize the
//   conversation, written as a `user` line without `isMeta`: nobody typed it, so it is raw-only.
// - A tool result whose content is a list of blocks becomes their text, never a JSON dump.
// - A subagent's transcript (`<session>/subagents/agent-<id>.jsonl`, lines marked `isSidechain`
//   with an `agentId`) is its own session, `<parent session>/subagents/<agentId>`: the hook
//   captures it into a thread of its own, so it never mixes into the parent's turn order.
// - Lines are captured in conversation order: the file is not always in it (an interactive
//   session sometimes writes a turn's first `assistant` line before the `user` prompt it answers,
//   timestamps and the `parentUuid` chain in order), so a line never goes before its parent
//   (`links`, and the reader's `inParentOrder`); a line whose parent is not written yet waits.
// - A transcript that does not exist yet (a new session's first event may come before its file
//   is made) is nothing to read: the next event reads it.
// - The events registered are the ones capture and context need (issue 43.1): SessionStart (the
//   context), Stop (each turn), PreCompact and SessionEnd (the lines a Stop may run before).
//   Each hook is a process the turn pays for; UserPromptSubmit added one to every turn and read
//   only what the turn's Stop reads anyway.

import { existsSync, readdirSync } from "node:fs";
import { basename, join, relative, resolve } from "node:path";

import type { Source } from "../../generated/index.js";
import { blockText, capturedRecord, type Captured } from "../capture/record.js";
import { fieldsOf } from "../json/index.js";
import type { HarnessAdapter, HookTranscript, LineRead, MemoryFile, NativeRoots } from "./adapter.js";
import { dotSettings, HookInputError, memoryDir, sessionStartOutput } from "./common.js";

export const CLAUDE_CODE = "claude-code";

/** Tags whose content Claude Code (not the person) writes into the user channel. */
const INJECTED = [
  "system-reminder",
  "command-name",
  "command-message",
  "command-args",
  "local-command-stdout",
  "local-command-stderr",
  "local-command-caveat",
  "task-notification",
  "bash-notification",
  "bash-stdout",
  "bash-stderr",
  "user-prompt-submit-hook",
  "ide_opened_file",
  "ide_selection",
  "ide_diagnostics",
];
const INJECTED_BLOCK = new RegExp(`<(${INJECTED.join("|")})>[\\s\\S]*?</\\1>`, "g");
/** The notes Claude Code writes as user text: cut out, and raw-only when nothing else is left. */
const HARNESS_NOTE = /^(\[Request interrupted by user[^\]\n]*\]|Full transcript available at: \S.*)$/;

/**
 * The person's own words in a user message's text blocks, with harness markup and notes cut out;
 * undefined when none are left. A block that is the person's alone is kept exactly as written.
 */
export function ownUserText(blocks: readonly string[]): string | undefined {
  const own: string[] = [];
  for (const block of blocks) {
    const cut = block.replace(INJECTED_BLOCK, "");
    const lines = cut.split("\n").filter((line) => !HARNESS_NOTE.test(line.trim()));
    const left = lines.join("\n").trim();
    if (left === "") continue;
    own.push(left === block.trim() ? block : left);
  }
  return own.length > 0 ? own.join("\n") : undefined;
}

/** The text blocks of a message's content (a string is one block). */
function textBlocks(content: unknown): string[] {
  if (typeof content === "string") return [content];
  if (!Array.isArray(content)) return [];
  return content.flatMap((b) => {
    const block = fieldsOf(b);
    return block.type === "text" && typeof block.text === "string" ? [block.text] : [];
  });
}

/** The text of a tool_result block's content: a string, or the text of its blocks. */
function resultText(content: unknown): string | undefined {
  if (!Array.isArray(content)) return undefined;
  const parts = content
    .filter(
      (b): b is Record<string, unknown> => typeof b === "object" && b !== null && (b as Record<string, unknown>).type === "tool_result",
    )
    .map((b) => (typeof b.content === "string" ? b.content : (blockText(b.content, "text") ?? "")));
  return parts.length > 0 ? parts.join("\n") : undefined;
}

export function captureClaudeCode(line: string, value: unknown, lineNumber: number, fallbackSession: string): Captured {
  const l = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  const session = typeof l.sessionId === "string" ? l.sessionId : fallbackSession;
  const source: Source = {
    adapter: CLAUDE_CODE,
    // A subagent's lines (`isSidechain`, in `<session>/subagents/agent-<id>.jsonl`) carry the parent
    // session's ID: they are correlated to it, as a session of their own.
    native_session: l.isSidechain === true && typeof l.agentId === "string" ? `${session}/subagents/${l.agentId}` : session,
    native_record: typeof l.uuid === "string" ? l.uuid : `line:${lineNumber}`,
  };
  const at = typeof l.timestamp === "string" ? l.timestamp : undefined;
  const message = (typeof l.message === "object" && l.message !== null ? l.message : {}) as Record<string, unknown>;
  const content = message.content;
  const none = { ...(at ? { at } : {}) };

  if (l.type === "user") {
    if (l.isCompactSummary === true) {
      const text = typeof content === "string" ? content : blockText(content, "text");
      return capturedRecord(line, source, { role: "summary", text: text ?? "", ...none });
    }
    const results = resultText(content);
    if (results !== undefined) return capturedRecord(line, source, { role: "tool", text: results, ...none });
    if (l.isMeta === true) return capturedRecord(line, source, none);
    // A compaction sidechain's prompt: Claude Code's own words to the summarizer.
    if (l.isSidechain === true && typeof l.agentId === "string" && l.agentId.startsWith("acompact"))
      return capturedRecord(line, source, none);
    const own = ownUserText(textBlocks(content));
    if (own !== undefined) return capturedRecord(line, source, { role: "user", text: own, ...none });
    return capturedRecord(line, source, none);
  }
  if (l.type === "assistant") {
    const text = blockText(content, "text");
    if (text !== undefined)
      return capturedRecord(line, source, {
        role: "assistant",
        text,
        ...none,
        ...(typeof message.model === "string" ? { from: message.model } : {}),
      });
    const uses = Array.isArray(content)
      ? (content.filter((b) => (b as Record<string, unknown>)?.type === "tool_use") as Array<Record<string, unknown>>)
      : [];
    if (uses.length > 0) {
      const text = uses.map((u) => `${String(u.name)} ${JSON.stringify(u.input ?? {})}`).join("\n");
      return capturedRecord(line, source, { role: "tool", text, ...none, from: String(uses[0]?.name) });
    }
    return capturedRecord(line, source, none); // thinking, redacted_thinking: never readable (C8)
  }
  return capturedRecord(line, source, none);
}

/** Claude Code's project directory name: the working directory with every non-alphanumeric as `-`. */
export function claudeProjectKey(cwd: string): string {
  return resolve(cwd).replace(/[^A-Za-z0-9]/g, "-");
}

/**
 * A session's subagent transcripts (`<session>/subagents/*.jsonl`), each with its thread: the
 * session's thread name and the file's, so a subagent's turns keep their own order.
 */
function subagents(transcript: string, thread: string): HookTranscript[] {
  const dir = join(transcript.replace(/\.jsonl$/, ""), "subagents");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".jsonl"))
    .sort()
    .map((name) => ({
      file: join(dir, name),
      thread: `${thread}.${name.replace(/\.jsonl$/, "").replace(/[^A-Za-z0-9._-]/g, "-")}`.slice(0, 133),
    }));
}

const EVENTS = ["SessionStart", "Stop", "PreCompact", "SessionEnd"] as const;

export const claudeCode: HarnessAdapter = {
  id: CLAUDE_CODE,
  word: "claude",
  title: "Claude Code",
  program: "claude",
  settingsFile: dotSettings(".claude"),
  projectSettings: true,
  format: "json",
  events: EVENTS,
  enableHooks: false,
  setupHelp: `by default the user's $HOME/.claude/settings.json (--project <dir> for <dir>/.claude/settings.json), for ${EVENTS.join(", ")}`,

  hookInput: "stdin",
  hookHelp: {
    usage: "[--detach] [--binding <file>] [--home <dir>] [--thread <link:name>] < hook.json",
    summary: `a Claude Code hook (${EVENTS.join(", ")}): captures what is new in the session's transcript; at SessionStart, prints the session's context`,
    help: `Reads the hook's JSON on stdin (session_id, transcript_path, cwd, hook_event_name). Register it for
${EVENTS.join(", ")} (link-kit setup claude does; --detach for all but SessionStart). A transcript
Claude Code has not made yet is nothing to read: the next event reads it.
A session's subagent transcripts (<session>/subagents/*.jsonl) go to threads of their own,
<thread>.<file name>. At SessionStart it replays the queue, then prints {"hookSpecificOutput":
{"hookEventName": "SessionStart", "additionalContext": "..."}}: the harness's memory exported,
what moved since this adapter last had the thread, others' memory, the thread's latest events.
It leaves the transcript to the next event, which reads it from where the last run stopped.`,
  },
  hookTranscripts(input, thread) {
    if (typeof input.transcript_path !== "string")
      throw new HookInputError("the hook input has no transcript_path (is this a Claude Code hook?)");
    const transcript = resolve(input.transcript_path);
    return [...(existsSync(transcript) ? [{ file: transcript, thread }] : []), ...subagents(transcript, thread)];
  },
  contextEvents: ["SessionStart"],
  contextOutput: sessionStartOutput,

  captureHelp: {
    file: "transcript.jsonl",
    summary: "imports a Claude Code transcript (~/.claude/projects/<cwd>/<session>.jsonl) into a thread",
  },
  formatName: "a Claude Code transcript",
  recognises(value) {
    const l = fieldsOf(value);
    if ("payload" in l || "projectHash" in l) return false;
    return typeof l.type === "string" && ("uuid" in l || "sessionId" in l || "leafUuid" in l || "messageId" in l);
  },
  lineId: (_file, line) => `line:${line}`,
  fallbackSession: (file) => basename(file).replace(/\.jsonl$/, ""),
  readLine: (text, value, line, session): LineRead => ({ record: captureClaudeCode(text, value, line, session) }),
  links(value) {
    const l = fieldsOf(value);
    if (typeof l.uuid !== "string") return undefined;
    return {
      id: l.uuid,
      ...(typeof l.parentUuid === "string" ? { parent: l.parentUuid } : {}),
      ...(typeof l.timestamp === "string" ? { at: l.timestamp } : {}),
    };
  },
  readsWhole: () => false,
  chatCopy(value) {
    const l = fieldsOf(value);
    return l.type === undefined && typeof l.display === "string" && "project" in l
      ? "Claude Code's prompt history (~/.claude/history.jsonl), which holds only what was typed"
      : undefined;
  },

  memoryFiles(roots: NativeRoots, chain: string[], root: string): MemoryFile[] {
    const out: MemoryFile[] = [{ nativePath: "user/CLAUDE.md", file: join(roots.home, ".claude", "CLAUDE.md") }];
    for (const dir of chain)
      for (const name of ["CLAUDE.md", join(".claude", "CLAUDE.md"), "CLAUDE.local.md"])
        out.push({ nativePath: `project/${relative(root, join(dir, name))}`, file: join(dir, name) });
    const auto = join(roots.home, ".claude", "projects", claudeProjectKey(roots.cwd), "memory");
    for (const name of memoryDir(auto, false)) out.push({ nativePath: `auto/${name}`, file: join(auto, name) });
    return out;
  },
  memoryParts: (nativePath, text) => [{ nativePath, text }],
};
