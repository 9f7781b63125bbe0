// `link-kit capture claude|codex` (C4, C6, C9) through the built executable against a served
// host: the real transcripts imported, summarized by role, and a second import appending nothing.

import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { describe, expect, it } from "vitest";

import { captureTranscript, CLAUDE_CODE, CODEX, GEMINI, type Harness } from "../../src/capture/index.js";
import { linkKit, servedSuite } from "../helpers/cli.js";

const FIXTURES = resolve(import.meta.dirname, "..", "fixtures");
const served = servedSuite("home");

describe("link-kit capture", () => {
  const cases: Array<[string, Harness, string]> = [
    ...readdirSync(join(FIXTURES, "claude-code")).map((f): [string, Harness, string] => [
      "claude",
      CLAUDE_CODE,
      join(FIXTURES, "claude-code", f),
    ]),
    ...readdirSync(join(FIXTURES, "codex")).map((f): [string, Harness, string] => ["codex", CODEX, join(FIXTURES, "codex", f)]),
    ...readdirSync(join(FIXTURES, "gemini-cli")).map((f): [string, Harness, string] => ["gemini", GEMINI, join(FIXTURES, "gemini-cli", f)]),
  ];

  it("C4 C6 C9: each real transcript is imported with a summary by role; importing it again appends nothing; no progress bar when piped", () => {
    for (const [n, [word, harness, file]] of cases.entries()) {
      const thread = `link:import-${n}`;
      const expected = captureTranscript(harness, readFileSync(file, "utf8"), file);
      const roles: Record<string, number> = {};
      for (const c of expected) roles[c.role ?? "raw"] = (roles[c.role ?? "raw"] ?? 0) + 1;
      const first = linkKit(["capture", word, "--settings", served.cfg, "--thread", thread, file, "--json"]);
      expect([first.status, first.stderr, JSON.parse(first.stdout)]).toEqual([
        0,
        "",
        { thread, records: expected.length, appended: expected.length, repeated: 0, roles },
      ]);
      const again = linkKit(["capture", word, "--settings", served.cfg, "--thread", thread, file]);
      expect([again.status, again.stdout]).toEqual([
        0,
        expect.stringMatching(
          new RegExp(`^.*: ${expected.length} record\\(s\\) into ${thread}, 0 new, ${expected.length} already there; `),
        ),
      ]);
      const last = linkKit(["store", "--settings", served.cfg, JSON.stringify({ op: { kind: "conversation_last", thread } })]);
      expect(JSON.parse(last.stdout)).toEqual({ kind: "last", thread, seq: expected.length });
    }
  });
});
