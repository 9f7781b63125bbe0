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
import { assistant, LEFT, SAME } from "../helpers/claude-lines.js";

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
    SAME.forEach((line, i) => expectSame(line, i + 1));
  });

  it("C2: what it leaves to captureClaudeCode, the reader still captures as captureClaudeCode does", () => {
    for (const line of LEFT) {
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
