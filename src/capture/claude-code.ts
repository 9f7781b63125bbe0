// Claude Code transcripts (`~/.claude/projects/<cwd>/<session>.jsonl`) to captured records.
// One API response is split into one line per content block; each line is one record. Text
// blocks are exposed text; tool_use and tool_result are the `tool` role; a compaction summary
// (`isCompactSummary`) is `summary`; thinking and redacted_thinking lines, bookkeeping lines
// (progress, file-history-snapshot, queue-operation, system) and old resume-title `summary`
// lines have no portable role.
//
// A portable role is a claim about who said something, so text the harness put into the user
// channel is not a `user` turn. The rules, each with the native marker it relies on:
// - `isMeta: true` marks harness-written user lines: the local-command caveat, a slash command's
//   expanded prompt (`/init`'s instructions). Raw-only.
// - A user text made only of harness markup is raw-only: a slash command the user ran
//   (`<command-name>`, `<command-message>`, `<command-args>`), a local command's output
//   (`<local-command-stdout>`, `<local-command-stderr>`, `<local-command-caveat>`), a background
//   task's notice (`<task-notification>`, `<bash-notification>`), a `!` command's output
//   (`<bash-stdout>`, `<bash-stderr>`), hook output (`<user-prompt-submit-hook>`) and reminders
//   (`<system-reminder>`). Such blocks inside a user's own text are cut out of the event's text
//   (the native line keeps them).
// - The notes Claude Code writes as user text are raw-only when they are all that is left: the
//   interruption notes (`[Request interrupted by user]`, `... for tool use]`) and the
//   `Full transcript available at: <path>` tail of a background task's notice.
// - A compaction sidechain (`subagents/agent-acompact-*.jsonl`, lines with `isSidechain` and an
//   `agentId` starting `acompact`) holds the prompt Claude Code sends to summarize the
//   conversation, written as a `user` line without `isMeta`: nobody typed it, so it is raw-only.
// - A tool result whose content is a list of blocks becomes their text, never a JSON dump.
// - A subagent's transcript (`<session>/subagents/agent-<id>.jsonl`, lines marked `isSidechain`
//   with an `agentId`) is its own session, `<parent session>/subagents/<agentId>`: the hook
//   captures it into a thread of its own, so it never mixes into the parent's turn order.

import type { Source } from "../../generated/index.js";
import { blockText, capturedRecord, type Captured } from "./record.js";

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
];
const INJECTED_BLOCK = new RegExp(`<(${INJECTED.join("|")})>[\\s\\S]*?</\\1>`, "g");
/** The notes Claude Code writes as user text, raw-only when nothing else is left. */
const HARNESS_NOTES = /^(\[Request interrupted by user( for tool use)?\]|Full transcript available at: \S.*)$/;

/** The person's own words in a user text, with harness markup cut out; undefined when none are left. */
export function ownUserText(text: string): string | undefined {
  const own = text.replace(INJECTED_BLOCK, "").trim();
  return own === "" || HARNESS_NOTES.test(own) ? undefined : own === text.trim() ? text : own;
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

export const CLAUDE_CODE = "claude-code";

export function captureClaudeCode(line: string, value: unknown, lineNumber: number, fallbackSession: string): Captured {
  const l = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  const session = typeof l.sessionId === "string" ? l.sessionId : fallbackSession;
  const source: Source = {
    adapter: CLAUDE_CODE,
    // A subagent's lines (`isSidechain`, in `<session>/subagents/agent-<id>.jsonl`) carry the parent
    // session's ID: they are correlated to it, as a session of their own.
    native_session: l.isSidechain === true && typeof l.agentId === "string" ? `${session}/subagents/${l.agentId}` : session,
    native_record: typeof l.uuid === "string" ? l.uuid : typeof l.messageId === "string" ? `message:${l.messageId}` : `line:${lineNumber}`,
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
    const given = typeof content === "string" ? content : blockText(content, "text");
    const own = given === undefined ? undefined : ownUserText(given);
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
