// The real transcripts (test/fixtures/, copied byte for byte from ../shared/fixtures with their
// origins) captured line by line through a real bridge and read back (C1-C4, C6, C8): each
// record's native line is byte-identical, no unexposed reasoning appears in any event, and every
// event and the snapshot validate against the generated validators.

import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { describe, expect, it } from "vitest";

import { captureTranscript, CLAUDE_CODE, CODEX, type Harness } from "../../src/capture/index.js";
import { appendRecord, readContext } from "../../src/context/index.js";
import { parse, rawValues, stringify, type JsonValue } from "../../src/json/index.js";
import { validate } from "../../src/validate/index.js";
import { suiteHost } from "../helpers/host.js";

const FIXTURES = resolve(import.meta.dirname, "..", "fixtures");
const transcripts: Array<{ harness: Harness; file: string }> = [
  ...readdirSync(join(FIXTURES, "claude-code")).map((f) => ({ harness: CLAUDE_CODE as Harness, file: join(FIXTURES, "claude-code", f) })),
  ...readdirSync(join(FIXTURES, "codex")).map((f) => ({ harness: CODEX as Harness, file: join(FIXTURES, "codex", f) })),
];

/** Every piece of reasoning a line holds that was never shown: it must not become readable. */
function hiddenReasoning(line: string): string[] {
  const out: string[] = [];
  const visit = (v: unknown, key?: string) => {
    if (typeof v === "string") {
      if ((key === "thinking" || key === "encrypted_content" || key === "signature" || key === "data") && v.length > 12) out.push(v);
      return;
    }
    if (Array.isArray(v)) v.forEach((x) => visit(x));
    else if (v && typeof v === "object") {
      const o = v as Record<string, unknown>;
      if (o.type === "reasoning" || o.type === "agent_reasoning" || o.type === "redacted_thinking") {
        for (const s of JSON.stringify(o).match(/"text":"((?:\\.|[^"\\]){12,})"/g) ?? []) out.push(JSON.parse(`{${s}}`).text as string);
      }
      for (const [k, x] of Object.entries(o)) visit(x, k);
    }
  };
  visit(JSON.parse(line));
  return out;
}

const suite = suiteHost();

describe("real transcripts through the bridge (C1-C4, C6, C8)", () => {
  transcripts.forEach(({ harness, file }, n) => {
    it(`C6 C8: ${harness} ${file.split("/").pop()}: native lines read back byte for byte, no hidden reasoning in any event`, async () => {
      const text = readFileSync(file, "utf8");
      const lines = text.split("\n").filter((l) => l.trim() !== "");
      const captured = captureTranscript(harness, text, file);
      expect(captured.length).toBe(lines.length);
      const client = suite.host.client(suite.agent);
      const thread = `link:fixture-${n}`;
      for (const c of captured) await appendRecord(client, thread, c.record, c.source);
      const snapshot = await readContext(client, { thread });
      expect(snapshot.records.length).toBe(lines.length);
      snapshot.records.forEach((r, i) => {
        expect(r.raw).toBe(captured[i]?.record);
        expect(rawValues(r.raw, ["native"])[0]).toBe(lines[i]);
      });
      const hidden = lines.flatMap(hiddenReasoning);
      for (const event of snapshot.events()) {
        expect(validate("store::context::Event", event).ok).toBe(true);
        for (const h of hidden) expect((event.text ?? "").includes(h)).toBe(false);
      }
      expect(validate("store::context::Snapshot", parse(stringify(snapshot.toWire() as unknown as JsonValue))).ok).toBe(true);
      // C4: every capture carries correlation scoped by adapter, native session and record.
      for (const r of snapshot.records) expect(r.source?.adapter).toBe(harness);
      expect(new Set(snapshot.records.map((r) => `${r.source?.native_session}/${r.source?.native_record}`)).size).toBe(lines.length);
    });
  });

  it("C8: the fixtures really hold hidden reasoning (the check above can fail)", () => {
    const all = transcripts.flatMap(({ file }) =>
      readFileSync(file, "utf8")
        .split("\n")
        .filter((l) => l.trim() !== "")
        .flatMap(hiddenReasoning),
    );
    expect(all.length).toBeGreaterThan(3);
  });

  it("C3: bookkeeping lines stay raw-only; conversation lines become the four roles", () => {
    const file = join(FIXTURES, "claude-code", "spotter_tool_heavy_v2.1.38.jsonl");
    const captured = captureTranscript(CLAUDE_CODE, readFileSync(file, "utf8"), file);
    const roles = captured.map((c) => c.role ?? "raw");
    expect(roles.filter((r) => r === "raw").length).toBeGreaterThan(10); // progress, snapshots, queue, system, thinking
    expect(new Set(roles)).toEqual(new Set(["raw", "user", "assistant", "tool"]));
  });
});
