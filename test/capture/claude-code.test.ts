// Claude Code's capture rules (src/harness/claude-code.ts; C2-C4, C6, C8), each at its edge: the
// lines of claude-code.cases.json, each captured as a transcript of its own, give the record's
// common fields and source the case names, with the native line kept verbatim beside them (C6).
// The reader is the one copy of these rules; these cases held its former twins to it.

import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { captureTranscript, CLAUDE_CODE, readChunks } from "../../src/capture/index.js";
import { parse, stringify, type JsonValue } from "../../src/json/index.js";

interface Case {
  line: string;
  record: Record<string, unknown>;
  source: { adapter: string; native_session: string; native_record: string };
}

const { cases } = JSON.parse(readFileSync(join(import.meta.dirname, "claude-code.cases.json"), "utf8")) as { cases: Case[] };

describe("Claude Code's rules at their edges (C2 C3 C4 C6 C8)", () => {
  it.each(cases.map((c, i) => [i, c] as const))("case %i: the record and source the rule gives, the line kept verbatim", (_, c) => {
    // One line alone may not show it is Claude Code's (a progress line): the rules are tested, not the recognition.
    const [captured] = captureTranscript(CLAUDE_CODE, `${c.line}\n`, "file-session.jsonl", { force: true });
    const { native, ...common } = parse(captured?.record ?? "") as Record<string, unknown>;
    expect(common).toEqual(c.record);
    expect(captured?.source).toEqual(c.source);
    expect(native).toEqual(parse(c.line.trimStart()));
  });

  it("C8: no captured record's readable text holds what a thinking block said", () => {
    const thinking = cases.filter((c) => c.line.includes("never shown"));
    expect(thinking.length).toBeGreaterThan(0);
    for (const c of thinking) {
      const [captured] = captureTranscript(CLAUDE_CODE, `${c.line}\n`, "file-session.jsonl", { force: true });
      const { native: _native, ...readable } = parse(captured?.record ?? "") as Record<string, unknown>;
      expect(stringify(readable as JsonValue)).not.toContain("never shown");
    }
  });

  it("C4 C6: every case in one transcript, read in pieces split at every line, gives each case's record in order", () => {
    const text = `${cases.map((c) => c.line).join("\n")}\n`;
    const bytes = Buffer.from(text);
    const whole = captureTranscript(CLAUDE_CODE, text, "file-session.jsonl");
    expect(whole.map((r) => r.source.native_record)).toEqual(
      cases.map((c) => (c.source.native_record.startsWith("line:") ? expect.stringMatching(/^line:\d+$/) : c.source.native_record)),
    );
    for (const size of [1, 200, 4096]) {
      const pieces = [...readChunks(CLAUDE_CODE, bytes, "file-session.jsonl", size)].flatMap((p) => p.records);
      expect(pieces.map((r) => r.record)).toEqual(whole.map((r) => r.record));
    }
  });
});
