// Claude Code transcripts (`~/.claude/projects/<cwd>/<session>.jsonl`) to captured records.
// One API response is split into one line per content block; each line is one record. Text
// blocks are exposed text; tool_use and tool_result are the `tool` role; a compaction summary
// (`isCompactSummary`) is `summary`; thinking and redacted_thinking lines, bookkeeping lines
// (progress, file-history-snapshot, queue-operation, system) and old resume-title `summary`
// lines have no portable role.

import type { Source } from "../../generated/index.js";
import { blockText, capturedRecord, type Captured } from "./record.js";

export const CLAUDE_CODE = "claude-code";

export function captureClaudeCode(line: string, value: unknown, lineNumber: number, fallbackSession: string): Captured {
  const l = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  const source: Source = {
    adapter: CLAUDE_CODE,
    native_session: typeof l.sessionId === "string" ? l.sessionId : fallbackSession,
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
    if (typeof content === "string") return capturedRecord(line, source, { role: "user", text: content, ...none });
    const results = blockText(content, "tool_result", "content");
    if (results !== undefined) return capturedRecord(line, source, { role: "tool", text: results, ...none });
    const text = blockText(content, "text");
    if (text !== undefined) return capturedRecord(line, source, { role: "user", text, ...none });
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
