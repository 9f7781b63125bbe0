// Codex rollouts (`~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl`, lines `{timestamp, type,
// payload}`) to captured records. The rules, each with the native field it relies on:
// - The user's own input is `event_msg` `user_message` (its `message`): that is the `user` event.
//   The model-facing `response_item` user message is raw-only, because Codex writes into it what
//   it injects as well (`# AGENTS.md instructions`, `<environment_context>`, `<user_instructions>`)
//   and repeats the input there: one event per input, never two.
// - The assistant's words are the `response_item` assistant message (`output_text`); the
//   `event_msg` `agent_message` repeating them is raw-only.
// - Tool-like items are `tool`: `function_call`, `custom_tool_call`, `local_shell_call`,
//   `web_search_call` (its query), and any other `*_call`; their outputs (`*_call_output`).
// - A local compaction (`compacted` with its `message`) is `summary`. A remote compaction, whose
//   summary is `encrypted_content`, stays raw-only: unreadable, never placeholder text (C8).
// - Reasoning (`reasoning` items, `agent_reasoning` events), developer and system messages, and
//   session bookkeeping (`session_meta`, `turn_context`, token counts) have no portable role.

import type { Source } from "../../generated/index.js";
import { blockText, capturedRecord, type Captured } from "./record.js";

export const CODEX = "codex";

type Fields = Record<string, unknown>;
const fields = (v: unknown): Fields => (typeof v === "object" && v !== null ? (v as Fields) : {});

/** What a tool-like call did, as one line of text: its name and arguments, a command, or a query. */
function callText(payload: Fields): string {
  const name = typeof payload.name === "string" ? payload.name : String(payload.type).replace(/_call$/, "");
  if (typeof payload.arguments === "string") return `${name} ${payload.arguments}`;
  if (typeof payload.input === "string") return `${name} ${payload.input}`;
  const action = fields(payload.action);
  if (typeof action.query === "string") return `${name} ${action.query}`;
  if (Array.isArray(action.command)) return `${name} ${action.command.join(" ")}`;
  return name;
}

function outputText(output: unknown): string {
  if (typeof output === "string") return output;
  const o = fields(output);
  if (typeof o.content === "string") return o.content;
  return blockText(output, "output_text") ?? blockText(output, "input_text") ?? "";
}

export function captureCodex(line: string, value: unknown, lineNumber: number, session: string): Captured {
  const l = fields(value);
  const payload = fields(l.payload);
  const source: Source = { adapter: CODEX, native_session: session, native_record: `line:${lineNumber}` };
  const at = typeof l.timestamp === "string" ? { at: l.timestamp } : {};
  const kind = typeof payload.type === "string" ? payload.type : "";

  if (l.type === "event_msg" && kind === "user_message" && typeof payload.message === "string") {
    return capturedRecord(line, source, { role: "user", text: payload.message, ...at });
  }
  if (l.type === "response_item") {
    if (kind === "message" && payload.role === "assistant") {
      return capturedRecord(line, source, { role: "assistant", text: blockText(payload.content, "output_text") ?? "", ...at });
    }
    if (kind.endsWith("_call_output")) return capturedRecord(line, source, { role: "tool", text: outputText(payload.output), ...at });
    if (kind.endsWith("_call")) {
      const text = callText(payload);
      return capturedRecord(line, source, { role: "tool", text, from: text.split(" ")[0] as string, ...at });
    }
  }
  if (l.type === "compacted" && typeof payload.message === "string" && payload.message !== "") {
    return capturedRecord(line, source, { role: "summary", text: payload.message, ...at });
  }
  return capturedRecord(line, source, at);
}

/** The session ID a rollout names in its `session_meta` line, if this line is one. */
export function codexSession(value: unknown): string | undefined {
  const l = value as { type?: unknown; payload?: { id?: unknown } } | null;
  return l?.type === "session_meta" && typeof l.payload?.id === "string" ? l.payload.id : undefined;
}
