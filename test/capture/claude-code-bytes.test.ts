// Claude Code lines read as bytes (src/capture/claude-code-bytes.ts) against `captureClaudeCode`
// (C2-C4, C6, C8): over every fixture line and an edge of each rule, the record the bytes give is
// the record the decoded line gives, byte for byte, with the same role and source; what the bytes
// path leaves to `captureClaudeCode` it says so, and the reader's records stay the same.

import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { describe, expect, it } from "vitest";

import { nativeAddon } from "../../src/addon.js";
import { captureClaudeCode } from "../../src/capture/claude-code.js";
import { CLAUDE_CODE, readTranscript, START } from "../../src/capture/index.js";
import { captureClaudeCodeBytes } from "../../src/capture/claude-code-bytes.js";

const FIXTURES = resolve(import.meta.dirname, "..", "fixtures", "claude-code");

/** Both paths for one line: the bytes path's answer (undefined: left to the other) and the decoded one's. */
function both(line: string, number = 1) {
  const bytes = Buffer.from(line, "utf8");
  const fast = captureClaudeCodeBytes(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length), number, "fallback-session");
  const slow = captureClaudeCode(line, JSON.parse(line), number, "fallback-session");
  return { fast, slow };
}

function expectSame(line: string, number = 1): void {
  const { fast, slow } = both(line, number);
  expect(fast, `taken as bytes: ${line.slice(0, 120)}`).toBeDefined();
  expect(fast?.record).toBe(slow.record);
  expect(fast?.role).toBe(slow.role);
  expect(fast?.source).toEqual(slow.source);
}

const user = (content: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    type: "user",
    uuid: "u-1",
    sessionId: "s-1",
    timestamp: "2026-01-02T03:04:05.000Z",
    message: { role: "user", content },
    ...extra,
  });
const assistant = (content: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    type: "assistant",
    uuid: "a-1",
    sessionId: "s-1",
    timestamp: "t",
    message: { model: "claude-x", role: "assistant", content },
    ...extra,
  });

describe.skipIf(nativeAddon() === null)("Claude Code lines read as bytes (C2-C4, C6, C8)", () => {
  it("C6: every fixture line gives, as bytes, the record its decoded form gives", () => {
    let lines = 0;
    for (const file of readdirSync(FIXTURES)) {
      const text = readFileSync(join(FIXTURES, file), "utf8");
      text
        .split("\n")
        .filter((l) => l.trim() !== "")
        .forEach((line, i) => {
          expectSame(line, i + 1);
          lines++;
        });
    }
    expect(lines).toBeGreaterThan(80);
  });

  it("C2: each rule's edge: tool results of every content shape, text blocks, tool calls, the user's own text, bookkeeping", () => {
    const same = [
      // Tool results: a string, text blocks (joined), no text block, no content, an object, several results.
      user([{ type: "tool_result", tool_use_id: "t", content: 'line one\nline "two"\t\u001b[0m' }]),
      user([
        {
          type: "tool_result",
          content: [
            { type: "text", text: "a" },
            { type: "image", source: {} },
            { type: "text", text: "b" },
          ],
        },
      ]),
      user([{ type: "tool_result", content: [{ type: "image" }] }]),
      user([{ type: "tool_result" }]),
      user([{ type: "tool_result", content: { text: "not blocks" } }]),
      user([
        { type: "tool_result", content: "one" },
        { type: "text", text: "between" },
        { type: "tool_result", content: [{ type: "text", text: "two" }] },
      ]),
      user([{ type: "tool_result", content: "" }], { isMeta: true }),
      // The user's own text: plain, with markup cut out, only markup, interrupted, as blocks, whitespace.
      user("use tabs, please"),
      user("<system-reminder>be brief</system-reminder>please fix it"),
      user("<command-name>/clear</command-name>"),
      user("[Request interrupted by user]"),
      user([
        { type: "text", text: "first" },
        { type: "text", text: "second" },
      ]),
      user("   "),
      user("hidden", { isMeta: true }),
      user(42),
      // The assistant: text blocks (thinking skipped), tool calls (several; input missing or null), thinking only, no model.
      assistant([
        { type: "thinking", thinking: "never shown", signature: "sig" },
        { type: "text", text: "done é 😀" },
      ]),
      assistant([{ type: "tool_use", id: "1", name: "Bash", input: { command: "ls -la", n: [1, 2.5, null, true] } }]),
      assistant([
        { type: "tool_use", name: "A", input: null },
        { type: "tool_use", name: "B" },
      ]),
      assistant([{ type: "redacted_thinking", data: "opaque" }]),
      assistant("a string, not blocks"),
      JSON.stringify({ type: "assistant", uuid: "a-2", message: { content: [{ type: "text", text: "no model, no session" }] } }),
      // Sources: a subagent's line, a messageId and no uuid, no ID at all, an empty time, a time that is no string.
      user("from a subagent", { isSidechain: true, agentId: "agent-7" }),
      JSON.stringify({ type: "assistant", messageId: "m-9", message: { content: [{ type: "text", text: "x" }] } }),
      JSON.stringify({ type: "progress", data: { n: 1 } }),
      user("no time", { timestamp: "" }),
      user("a number time", { timestamp: 5 }),
      // Bookkeeping and other shapes: raw-only.
      JSON.stringify({ type: "file-history-snapshot", messageId: "m", snapshot: { files: {} } }),
      JSON.stringify({ type: "summary", summary: "old title", leafUuid: "x" }),
      JSON.stringify({ type: "system", content: "hook ran", uuid: "s-9", timestamp: "t" }),
      JSON.stringify({ type: "user", uuid: "u-3", message: "not an object" }),
      JSON.stringify({ type: "user", uuid: "u-4", message: { content: [] } }),
    ];
    same.forEach((line, i) => expectSame(line, i + 1));
  });

  it("C2: what it leaves to captureClaudeCode, the reader still captures as captureClaudeCode does", () => {
    const left = [
      // An escape JSON.stringify would not write: the line's strings are not the text's JSON.
      user([{ type: "tool_result", content: "a\\/b" }]).replace("a\\\\/b", "a\\/b"),
      user([{ type: "tool_result", content: "\u00e9" }]).replace("é", "\\u00e9"),
      // A text that is no string (blockText prints it as JSON), a text block without text, a name that is no string.
      assistant([{ type: "text", text: 5 }]),
      assistant([{ type: "text" }]),
      user([{ type: "tool_result", content: [{ type: "text", text: ["x"] }] }]),
      assistant([{ type: "tool_use", name: 7, input: {} }]),
      // A compaction summary, a line with space before it, a line that is no object, not plain JSON.
      user("This session is being continued.", { isCompactSummary: true }),
      ` ${user("spaced")}`,
      '["an", "array"]',
      '{"type":"user","n":1e5}',
    ];
    for (const line of left) {
      const { fast } = both(line);
      expect(fast, line).toBeUndefined();
      const bytes = Buffer.from(`${line}\n`, "utf8");
      const [record] = readTranscript(CLAUDE_CODE, bytes, START, "session.jsonl").records;
      const slow = captureClaudeCode(line, JSON.parse(line), 1, "session");
      expect(record?.record).toBe(slow.record);
      expect(record?.role).toBe(slow.role);
    }
  });

  it("C6 C8: a tool result's record holds the line's own bytes, and no thinking reaches any record's text", () => {
    const line = assistant([
      { type: "thinking", thinking: "secret plan", signature: "sig" },
      { type: "text", text: "visible" },
    ]);
    const { fast } = both(line);
    expect(JSON.parse(fast?.record as string)).toMatchObject({ role: "assistant", text: "visible", from: "claude-x" });
    expect(JSON.parse(fast?.record as string).text).not.toContain("secret plan");
    const native = fast?.parts?.native as Uint8Array;
    expect(Buffer.from(native).toString("utf8")).toBe(line);
  });
});
