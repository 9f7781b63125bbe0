// Codex rollouts (`~/.codex/sessions/.../rollout-*.jsonl`, lines `{timestamp, type, payload}`)
// to captured records. `response_item` messages from the user and the assistant are exposed
// text; function calls and their outputs are the `tool` role; a local `compacted` summary is
// `summary`. Reasoning items (summaries and encrypted content), developer and system messages,
// `event_msg` lines (which repeat response items) and session bookkeeping have no portable role.

import type { Source } from "../../generated/index.js";
import { blockText, capturedRecord, type Captured } from "./record.js";

export const CODEX = "codex";

export function captureCodex(line: string, value: unknown, lineNumber: number, session: string): Captured {
  const l = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  const payload = (typeof l.payload === "object" && l.payload !== null ? l.payload : {}) as Record<string, unknown>;
  const source: Source = { adapter: CODEX, native_session: session, native_record: `line:${lineNumber}` };
  const at = typeof l.timestamp === "string" ? { at: l.timestamp } : {};

  if (l.type === "response_item") {
    if (payload.type === "message" && (payload.role === "user" || payload.role === "assistant")) {
      const text = blockText(payload.content, payload.role === "user" ? "input_text" : "output_text") ?? "";
      return capturedRecord(line, source, { role: payload.role, text, ...at });
    }
    if (payload.type === "function_call" || payload.type === "custom_tool_call") {
      const args = typeof payload.arguments === "string" ? payload.arguments : typeof payload.input === "string" ? payload.input : "";
      return capturedRecord(line, source, { role: "tool", text: `${String(payload.name)} ${args}`, from: String(payload.name), ...at });
    }
    if (payload.type === "function_call_output" || payload.type === "custom_tool_call_output") {
      const output = payload.output;
      const text =
        typeof output === "string"
          ? output
          : typeof output === "object" && output !== null && typeof (output as Record<string, unknown>).content === "string"
            ? ((output as Record<string, unknown>).content as string)
            : "";
      return capturedRecord(line, source, { role: "tool", text, ...at });
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
