// The native readers (C3, C4, C6, C8, C10; issue 13): incremental reading from a byte offset with
// torn lines left for later, stable record IDs across re-reads, and roles as the native formats
// mean them, one test per rule, on the real transcripts in test/fixtures/ where they show the case
// and on lines of the documented shapes where they do not.

import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { describe, expect, it } from "vitest";

import {
  captureTranscript,
  CLAUDE_CODE,
  CODEX,
  GEMINI,
  readChunks,
  readTranscript,
  START,
  TranscriptShrank,
  type Captured,
  type Harness,
} from "../../src/capture/index.js";
import { appendRecord } from "../../src/context/index.js";
import { parse } from "../../src/json/index.js";
import { suiteHost } from "../helpers/host.js";

const FIXTURES = resolve(import.meta.dirname, "..", "fixtures");
const transcripts: Array<{ harness: Harness; file: string }> = [
  ...readdirSync(join(FIXTURES, "claude-code")).map((f) => ({ harness: CLAUDE_CODE as Harness, file: join(FIXTURES, "claude-code", f) })),
  ...readdirSync(join(FIXTURES, "codex")).map((f) => ({ harness: CODEX as Harness, file: join(FIXTURES, "codex", f) })),
  // Gemini CLI's JSON Lines form; its older single-JSON form is read whole (tested below).
  ...readdirSync(join(FIXTURES, "gemini-cli"))
    .filter((f) => f.endsWith(".jsonl"))
    .map((f) => ({ harness: GEMINI as Harness, file: join(FIXTURES, "gemini-cli", f) })),
];

const view = (c: Captured) => ({ source: c.source, record: c.record });
/** The role and event text of one native line, as the reader captures it. */
const roleOf = (harness: Harness, line: unknown) => {
  const [c] = captureTranscript(harness, JSON.stringify(line), "s-1.jsonl");
  const record = parse((c as Captured).record) as { role?: string; text?: string };
  return { role: record.role ?? "raw", ...(record.text === undefined ? {} : { text: record.text }) };
};
/** The captured record of the fixture line that `pick` finds. */
const fixtureLine = (harness: Harness, name: string, pick: (line: Record<string, unknown>) => boolean) => {
  const text = readFileSync(join(FIXTURES, harness === CLAUDE_CODE ? "claude-code" : "codex", name), "utf8");
  const lines = text.split("\n").filter((l) => l.trim() !== "");
  const index = lines.findIndex((l) => pick(JSON.parse(l) as Record<string, unknown>));
  expect(index, `${name} holds the case`).toBeGreaterThanOrEqual(0);
  return roleOf(harness, JSON.parse(lines[index] as string));
};

describe("incremental reading (C6, C10)", () => {
  transcripts.forEach(({ harness, file }) => {
    it(`C6 C10: ${file.split("/").pop()}: read in two parts, split at every line boundary and in the middle of every line, gives what one pass gives`, () => {
      const bytes = readFileSync(file);
      const whole = readTranscript(harness, bytes, START, file);
      expect(whole.next.offset).toBe(bytes.length); // the fixtures end with a newline
      expect(whole.records.map(view)).toEqual(captureTranscript(harness, bytes.toString("utf8"), file).map(view));
      const cuts: number[] = [];
      for (let at = 0, end = bytes.indexOf(10); end >= 0; at = end + 1, end = bytes.indexOf(10, at))
        cuts.push(at, Math.floor((at + end) / 2), end);
      for (const cut of cuts) {
        const first = readTranscript(harness, bytes.subarray(0, cut), START, file);
        // Nothing past the last complete line: a torn line is never captured half.
        expect(first.next.offset === 0 || bytes[first.next.offset - 1] === 10).toBe(true);
        expect(first.next.offset).toBeLessThanOrEqual(cut);
        const rest = readTranscript(harness, bytes, first.next, file);
        expect([...first.records, ...rest.records].map(view), `cut at ${cut}`).toEqual(whole.records.map(view));
        expect(rest.next).toEqual(whole.next);
      }
    });

    it(`C6 C10: ${file.split("/").pop()}: read in pieces of any size (readChunks, as an import reads), gives what one pass gives`, () => {
      const bytes = readFileSync(file);
      const whole = readTranscript(harness, bytes, START, file, { final: true }).records.map(view);
      for (const size of [1, 7, 100, 4096, bytes.length, bytes.length * 2]) {
        const pieces = [...readChunks(harness, bytes, file, size)];
        expect(pieces.flatMap((p) => p.records).map(view), `pieces of ${size} bytes`).toEqual(whole);
        expect(pieces.at(-1)?.offset).toBe(bytes.length);
        // Each piece ends at a line's end: no line is split between two.
        for (const p of pieces) expect(p.offset === bytes.length || bytes[p.offset - 1] === 10).toBe(true);
      }
    });
  });

  it("C6: an import's pieces of a transcript whose last line has no newline, and of Gemini CLI's single JSON, give one pass's records", () => {
    const torn = Buffer.from(
      '{"type":"user","uuid":"a","message":{"role":"user","content":"hi"}}\n{"type":"user","uuid":"b","message":{"role":"user","content":"yo"}}',
    );
    expect([...readChunks(CLAUDE_CODE, torn, "s.jsonl", 10)].flatMap((p) => p.records).map(view)).toEqual(
      readTranscript(CLAUDE_CODE, torn, START, "s.jsonl", { final: true }).records.map(view),
    );
    const legacy = readdirSync(join(FIXTURES, "gemini-cli")).find((f) => f.endsWith(".json")) as string;
    const document = readFileSync(join(FIXTURES, "gemini-cli", legacy));
    const pieces = [...readChunks(GEMINI, document, legacy, 16)];
    expect(pieces).toHaveLength(1);
    expect(pieces[0]?.records.map(view)).toEqual(readTranscript(GEMINI, document, START, legacy, { final: true }).records.map(view));
    // Read on from where a hook stopped, the torn last line is left (not final); from past the end,
    // the transcript shrank: refused, never read as nothing new.
    const [first] = [...readChunks(CLAUDE_CODE, torn, "s.jsonl", 10, START, false)];
    expect(first?.records.map((r) => r.source.native_record)).toEqual(["a"]);
    expect([...readChunks(CLAUDE_CODE, torn, "s.jsonl", 10, first?.next ?? START, false)]).toEqual([]);
    expect(() => [...readChunks(CLAUDE_CODE, torn.subarray(0, 20), "s.jsonl", 10, first?.next ?? START, false)]).toThrow(TranscriptShrank);
  });

  it("C6: each record read from bytes carries its native line as those bytes (what an import's frames copy), and its text is the record's; a line that is not UTF-8 carries none", () => {
    transcripts.forEach(({ harness, file }) => {
      const bytes = readFileSync(file);
      for (const c of readTranscript(harness, bytes, START, file).records) {
        const parts = c.parts as NonNullable<Captured["parts"]>;
        expect(parts.native, file).toBeInstanceOf(Uint8Array);
        expect(bytes.includes(Buffer.from(parts.native as Uint8Array)), file).toBe(true);
        expect(`${parts.head}${Buffer.from(parts.native as Uint8Array).toString("utf8")}}`).toBe(c.record);
      }
    });
    const mixed = Buffer.concat([
      Buffer.from('{"type":"user","uuid":"a","message":{"role":"user","content":"caf'),
      Buffer.from([0xe9]), // Latin-1, not UTF-8: the record holds U+FFFD, so the bytes are not its text
      Buffer.from('"}}\r\n{"type":"user","uuid":"b","message":{"role":"user","content":"ok"}}\r\n'),
    ]);
    const [latin1, crlf] = readTranscript(CLAUDE_CODE, mixed, START, "s.jsonl").records as [Captured, Captured];
    expect(typeof latin1.parts?.native).toBe("string");
    expect(latin1.record).toContain("caf\uFFFD");
    expect(Buffer.from(crlf.parts?.native as Uint8Array).toString()).toBe(
      '{"type":"user","uuid":"b","message":{"role":"user","content":"ok"}}',
    );
  });

  it("C10: a file shorter than the offset read before (replaced or truncated) is refused, not read from the middle", () => {
    expect(() => readTranscript(CODEX, Buffer.from("{}\n"), { offset: 10, line: 2 }, "r.jsonl")).toThrow(
      /shorter \(3 bytes\) than the offset read before \(10\)/,
    );
  });

  it("C10: a torn last line is captured once the file is final (an import of a finished transcript)", () => {
    const bytes = Buffer.from(
      '{"type":"user","uuid":"u1","message":{"content":"a"}}\n{"type":"user","uuid":"u2","message":{"content":"b"}}',
    );
    expect(readTranscript(CLAUDE_CODE, bytes, START, "s.jsonl").records.map((r) => r.source.native_record)).toEqual(["u1"]);
    expect(readTranscript(CLAUDE_CODE, bytes, START, "s.jsonl", { final: true }).records.map((r) => r.source.native_record)).toEqual([
      "u1",
      "u2",
    ]);
  });
});

describe("capturing the same transcript twice (C4, C9)", () => {
  const suite = suiteHost();

  it("C4 C9: every fixture captured a second time appends nothing: each record finds its original sequence", async () => {
    const client = suite.host.client(suite.agent);
    for (const [n, { harness, file }] of transcripts.entries()) {
      const thread = `link:twice-${n}`;
      const first = readTranscript(harness, readFileSync(file), START, file).records;
      const seqs = [];
      for (const c of first) seqs.push((await appendRecord(client, thread, c.record, c.source)).seq);
      const again = readTranscript(harness, readFileSync(file), START, file).records;
      const outcomes = [];
      for (const c of again) outcomes.push(await appendRecord(client, thread, c.record, c.source));
      expect(outcomes).toEqual(seqs.map((seq) => ({ seq, repeated: true })));
      expect(await client.call({ kind: "conversation_last", thread })).toMatchObject({ seq: first.length });
    }
  });
});

describe("Claude Code: roles as the format means them (C3, C5)", () => {
  const tool = "spotter_tool_heavy_v2.1.38.jsonl";
  it("C3: a line marked isMeta (the local-command caveat) is raw-only", () => {
    expect(fixtureLine(CLAUDE_CODE, tool, (l) => l.isMeta === true)).toEqual({ role: "raw" });
  });
  it("C3: a slash command's expanded prompt (isMeta, /init's instructions) is raw-only", () => {
    expect(fixtureLine(CLAUDE_CODE, "ccviewer_1af7fc5e-8455-4414-9ccd-011d40f70b2a_v1.0.98.jsonl", (l) => l.isMeta === true)).toEqual({
      role: "raw",
    });
  });
  it("C3: the markup of a slash command the user ran (<command-name>, <command-message>) is raw-only", () => {
    expect(fixtureLine(CLAUDE_CODE, tool, (l) => JSON.stringify(l).includes("<command-name>/mcp"))).toEqual({ role: "raw" });
    expect(
      fixtureLine(CLAUDE_CODE, "ccviewer_1af7fc5e-8455-4414-9ccd-011d40f70b2a_v1.0.98.jsonl", (l) =>
        JSON.stringify(l).includes("<command-message>init"),
      ),
    ).toEqual({ role: "raw" });
  });
  it("C3: a local command's output (<local-command-stdout>) is raw-only", () => {
    expect(fixtureLine(CLAUDE_CODE, tool, (l) => JSON.stringify(l).includes("<local-command-stdout>"))).toEqual({ role: "raw" });
  });
  it("C3: the interruption notes Claude Code writes as user text are raw-only", () => {
    expect(fixtureLine(CLAUDE_CODE, tool, (l) => JSON.stringify(l).includes("[Request interrupted by user]"))).toEqual({ role: "raw" });
    expect(
      fixtureLine(CLAUDE_CODE, "spotter_short_v2.1.38.jsonl", (l) =>
        JSON.stringify(l).includes("[Request interrupted by user for tool use]"),
      ),
    ).toEqual({
      role: "raw",
    });
  });
  it("C3: a person's own words are `user`", () => {
    expect(fixtureLine(CLAUDE_CODE, tool, (l) => JSON.stringify(l).includes("start phoenix in background"))).toEqual({
      role: "user",
      text: "start phoenix in background",
    });
  });
  const user = (content: unknown) => ({ type: "user", uuid: "u-1", sessionId: "s-1", message: { role: "user", content } });
  it("C3: a system reminder alone is raw-only; inside a person's text it is cut out of the event", () => {
    expect(roleOf(CLAUDE_CODE, user("<system-reminder>The task tools haven't been used recently.</system-reminder>"))).toEqual({
      role: "raw",
    });
    expect(
      roleOf(CLAUDE_CODE, user([{ type: "text", text: "fix the test<system-reminder>Note: a file was modified.</system-reminder>" }])),
    ).toEqual({ role: "user", text: "fix the test" });
  });
  it("C3: hook output (<user-prompt-submit-hook>) and task notifications (<task-notification>, <bash-notification>) are raw-only", () => {
    expect(roleOf(CLAUDE_CODE, user("<user-prompt-submit-hook>context from a hook</user-prompt-submit-hook>"))).toEqual({ role: "raw" });
    expect(roleOf(CLAUDE_CODE, user("<task-notification><task-id>b1</task-id><status>completed</status></task-notification>"))).toEqual({
      role: "raw",
    });
    expect(roleOf(CLAUDE_CODE, user("<bash-notification>shell b2 exited 0</bash-notification>"))).toEqual({ role: "raw" });
  });
  it("C1: a tool result whose content is a list of blocks becomes their text, not a JSON dump", () => {
    const result = user([
      {
        type: "tool_result",
        tool_use_id: "t1",
        content: [
          { type: "text", text: "line one" },
          { type: "image", source: { data: "AAAA" } },
          { type: "text", text: "line two" },
        ],
      },
    ]);
    expect(roleOf(CLAUDE_CODE, result)).toEqual({ role: "tool", text: "line one\nline two" });
    expect(
      fixtureLine(CLAUDE_CODE, "ccviewer_1af7fc5e-8455-4414-9ccd-011d40f70b2a_v1.0.98.jsonl", (l) =>
        JSON.stringify(l).includes("No files found"),
      ),
    ).toEqual({
      role: "tool",
      text: "No files found",
    });
  });
  it("C2: a compaction summary (isCompactSummary) is `summary`", () => {
    expect(
      roleOf(CLAUDE_CODE, { ...user("This session is being continued from a previous conversation."), isCompactSummary: true }),
    ).toEqual({ role: "summary", text: "This session is being continued from a previous conversation." });
  });
});

describe("Codex: roles as the format means them (C3, C8)", () => {
  const cct = "simonw-cct_sample_codex_session_v0.77.0.jsonl";
  const item = (payload: unknown) => ({ timestamp: "2026-01-01T00:00:00Z", type: "response_item", payload });
  it("C3: the user's input is the event_msg user_message; the model-facing copy with injected AGENTS.md and environment context is raw-only", () => {
    const typed = fixtureLine(CODEX, cct, (l) => l.type === "event_msg" && (l.payload as { type: string }).type === "user_message");
    expect(typed.role).toBe("user");
    expect(typed.text).toMatch(/^can you analyse the MD files/);
    expect(fixtureLine(CODEX, cct, (l) => JSON.stringify(l).includes("# AGENTS.md instructions"))).toEqual({ role: "raw" });
    expect(fixtureLine(CODEX, cct, (l) => JSON.stringify(l).includes("<environment_context>"))).toEqual({ role: "raw" });
    expect(
      fixtureLine(CODEX, cct, (l) => l.type === "response_item" && JSON.stringify(l).includes("can you analyse the MD files")),
    ).toEqual({ role: "raw" });
  });
  it("C3: each input is one user event: the fixtures hold as many user events as event_msg user_message lines", () => {
    for (const name of readdirSync(join(FIXTURES, "codex"))) {
      const text = readFileSync(join(FIXTURES, "codex", name), "utf8");
      const inputs = text.split("\n").filter((l) => l.includes('"type":"event_msg"') && l.includes('"type":"user_message"')).length;
      expect(captureTranscript(CODEX, text, name).filter((c) => c.role === "user").length, name).toBe(inputs);
    }
  });
  it("C3: the assistant's words come from the response item; the agent_message event repeating them is raw-only", () => {
    expect(roleOf(CODEX, { type: "event_msg", payload: { type: "agent_message", message: "done" } })).toEqual({ role: "raw" });
    expect(roleOf(CODEX, item({ type: "message", role: "assistant", content: [{ type: "output_text", text: "done" }] }))).toEqual({
      role: "assistant",
      text: "done",
    });
  });
  it("C1: web_search_call and other tool-like items are `tool`, with what they did", () => {
    expect(
      roleOf(CODEX, item({ type: "web_search_call", status: "completed", action: { type: "search", query: "xterm.js scroll" } })),
    ).toEqual({ role: "tool", text: "web_search xterm.js scroll" });
    expect(
      roleOf(
        CODEX,
        item({ type: "local_shell_call", call_id: "c1", status: "completed", action: { type: "exec", command: ["ls", "-la"] } }),
      ),
    ).toEqual({ role: "tool", text: "local_shell ls -la" });
    expect(roleOf(CODEX, item({ type: "function_call_output", call_id: "c1", output: "ok" }))).toEqual({ role: "tool", text: "ok" });
  });
  it("C2 C8: a local compaction is `summary`; a remote one (encrypted) stays raw-only, never placeholder text", () => {
    expect(roleOf(CODEX, { type: "compacted", payload: { message: "We fixed the build." } })).toEqual({
      role: "summary",
      text: "We fixed the build.",
    });
    for (const type of ["compaction", "compaction_summary"])
      expect(roleOf(CODEX, item({ type, encrypted_content: "gAAAAABpZ2VuY3J5cHRlZA==" }))).toEqual({ role: "raw" });
  });
  it("C8: reasoning items and agent_reasoning events are raw-only", () => {
    expect(
      roleOf(CODEX, item({ type: "reasoning", summary: [{ type: "summary_text", text: "thinking" }], encrypted_content: "gAAAA" })),
    ).toEqual({ role: "raw" });
    expect(roleOf(CODEX, { type: "event_msg", payload: { type: "agent_reasoning", text: "thinking" } })).toEqual({ role: "raw" });
  });
});

describe("Gemini CLI: roles as the format means them (C3, C8; fixtures written here from Gemini CLI's source)", () => {
  const jsonl = join(FIXTURES, "gemini-cli", "written-here_session-2026-12-03T07-40-a1b2c3d4.jsonl");
  const legacy = join(FIXTURES, "gemini-cli", "written-here_session-2025-09-18T10-00-0f9e8d7c.json");
  const events = (file: string) =>
    captureTranscript(GEMINI, readFileSync(file, "utf8"), file).map((c) => {
      const r = parse(c.record) as { role?: string; text?: string };
      return [c.source.native_record, r.role ?? "raw", r.text ?? ""];
    });

  it("C3 C8: the JSON Lines form: one event per turn and per finished tool call; updates, notices, metadata and rewinds raw-only; no thought in any text", () => {
    const got = events(jsonl);
    const r = "written-here_session-2026-12-03T07-40-a1b2c3d4"; // the recording: its file name less .jsonl
    expect(got).toEqual([
      [`${r}/line:1`, "raw", ""], // the metadata line
      [`${r}/line:2`, "user", "explain @src/app.ts"], // displayContent, not the @file expansion
      [`${r}/line:3`, "raw", ""], // $set
      [`${r}/line:4`, "raw", ""], // a tool call still executing
      [`${r}/line:5`, "tool", 'read_file {"absolute_path":"/work/p/src/app.ts"}\nexport const app = 1;'], // now finished, with its result
      [`${r}/line:6`, "assistant", "`app.ts` exports one constant, `app`, set to 1."], // the thought part left out
      [`${r}/line:7`, "raw", ""], // the same reply appended again with its tokens
      [`${r}/line:8`, "raw", ""], // an info notice
      [`${r}/line:9`, "user", "actually, never mind"],
      [`${r}/line:10`, "raw", ""], // $rewindTo: the record stays as history
      [`${r}/line:11`, "raw", ""], // $set with the summary
    ]);
    const text = readFileSync(jsonl, "utf8");
    for (const hidden of ["I should look at app.ts", "Weighing how much detail"]) {
      expect(text).toContain(hidden);
      for (const [, , t] of got) expect(t).not.toContain(hidden);
    }
    expect(new Set(captureTranscript(GEMINI, text, jsonl).map((c) => c.source.native_session))).toEqual(
      new Set(["a1b2c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d"]),
    );
  });

  it('C3 issue 32.2: a user message whose displayContent holds no text (only a functionResponse, as Gemini CLI\'s own "Please continue.") is raw-only; what was typed stays a user turn', () => {
    const lines = [
      { sessionId: "s-pc", projectHash: "p", startTime: "2026-01-01T00:00:00.000Z" },
      {
        id: "m1",
        timestamp: "2026-01-01T00:00:01.000Z",
        type: "user",
        content: [{ text: "fix the build" }],
        displayContent: [{ text: "fix the build" }],
      },
      {
        id: "m2",
        timestamp: "2026-01-01T00:00:02.000Z",
        type: "user",
        content: [{ text: "System: Please continue." }],
        displayContent: [{ functionResponse: { name: "next_speaker", response: { output: "" } } }],
      },
    ];
    const got = captureTranscript(GEMINI, `${lines.map((l) => JSON.stringify(l)).join("\n")}\n`, "session-pc.jsonl").map((c) => {
      const r = parse(c.record) as { role?: string; text?: string };
      return [r.role ?? "raw", r.text ?? ""];
    });
    expect(got).toEqual([
      ["raw", ""],
      ["user", "fix the build"],
      ["raw", ""],
    ]);
  });

  it("C3 issue 32.2: with no displayContent (Gemini CLI 0.24), /init's expanded prompt is raw-only, judged on the whole message; what was typed after it is a user turn", () => {
    const file = join(FIXTURES, "gemini-cli", "written-here_session-2026-01-20T09-14-5e1d2c3b.json");
    const text = readFileSync(file, "utf8");
    const roles = (body: string) =>
      captureTranscript(GEMINI, body, file).map((c) => {
        const r = parse(c.record) as { role?: string; text?: string };
        return [r.role ?? "raw", r.text ?? ""];
      });
    expect(roles(text)).toEqual([
      ["raw", ""], // the document's other members
      ["raw", ""], // /init's prompt, as performInit wrote it
      ["assistant", expect.stringContaining("wrote GEMINI.md")],
      ["user", "Add the lint command to it too."],
      ["assistant", expect.stringContaining("npm run lint")],
    ]);
    // The whole message, not a prefix: the prompt with words of the person's own after it, or with
    // a word changed, is what they typed.
    const document = JSON.parse(text) as { messages: Array<{ content: string }> };
    const prompt = (document.messages[0] as { content: string }).content;
    for (const typed of [`${prompt}\nAlso list the Makefile targets.`, prompt.replace("comprehensive", "short")]) {
      (document.messages[0] as { content: string }).content = typed;
      expect(roles(JSON.stringify(document, null, 2))[1]).toEqual(["user", typed]);
    }
    // Where displayContent is written, it decides: /init is what was typed.
    (document.messages[0] as { content: string; displayContent?: string }).content = prompt;
    (document.messages[0] as { content: string; displayContent?: string }).displayContent = "/init";
    expect(roles(JSON.stringify(document, null, 2))[1]).toEqual(["user", "/init"]);
  });

  it("C3 C8 issue 32.1: in the single-JSON form a reply that says something and makes tool calls is two events, its text then its finished calls with their results; an import takes the last message as it stands", () => {
    const document = {
      sessionId: "s-32",
      projectHash: "p",
      startTime: "2026-01-01T00:00:00.000Z",
      lastUpdated: "2026-01-01T00:00:09.000Z",
      kind: "main",
      messages: [
        { id: "u1", timestamp: "2026-01-01T00:00:01.000Z", type: "user", content: [{ text: "fix it" }] },
        {
          id: "g1",
          timestamp: "2026-01-01T00:00:02.000Z",
          type: "gemini",
          content: "Let me look.",
          thoughts: [{ subject: "plan", description: "never shown" }],
          tokens: { input: 1, output: 2 },
          model: "gemini-x",
          toolCalls: [
            {
              id: "c1",
              name: "read_file",
              args: { path: "a.ts" },
              status: "success",
              result: [{ functionResponse: { response: { output: "one" } } }],
            },
            {
              id: "c2",
              name: "run_shell_command",
              args: { command: "ls" },
              status: "error",
              result: [{ functionResponse: { response: { error: "denied" } } }],
            },
            { id: "c3", name: "grep", args: {}, status: "executing" },
          ],
        },
        {
          id: "g2",
          timestamp: "2026-01-01T00:00:03.000Z",
          type: "gemini",
          content: "",
          toolCalls: [{ id: "c4", name: "write_file", args: { path: "a.ts" }, status: "executing" }],
        },
      ],
    };
    const records = captureTranscript(GEMINI, JSON.stringify(document, null, 2), "session-s-32.json").map((c) => {
      const r = parse(c.record) as { role?: string; text?: string; from?: string };
      return [c.source.native_record, r.role ?? "raw", r.text ?? "", r.from ?? ""];
    });
    expect(records).toEqual([
      [expect.stringMatching(/^document:/), "raw", "", ""],
      ["u1", "user", "fix it", ""],
      ["g1", "assistant", "Let me look.", "gemini-x"],
      ["g1/calls", "tool", 'read_file {"path":"a.ts"}\none\nrun_shell_command {"command":"ls"}\ndenied', ""],
      ["g2", "raw", "", ""], // an import takes it as it stands: no finished call, no text
    ]);
  });

  it("C6 C8: the older single-JSON form: the document's other members as one raw-only record, then one record per message with its own bytes, identified by message ID; the error notice raw-only; read again, the same records", () => {
    expect(events(legacy)).toEqual([
      [expect.stringMatching(/^document:[0-9a-f]{16}$/), "raw", ""],
      ["legacy-u1", "user", "list the tests"],
      ["legacy-g1", "tool", 'list_directory {"path":"/work/p/test"}\na.test.ts\nb.test.ts'],
      ["legacy-g2", "assistant", "There are two: a.test.ts and b.test.ts."],
      ["legacy-e1", "raw", ""],
    ]);
    const bytes = readFileSync(legacy);
    const first = readTranscript(GEMINI, bytes, START, legacy);
    const again = readTranscript(GEMINI, bytes, first.next, legacy);
    expect(again.records.map(view)).toEqual(first.records.map(view));
    const native = (parse(first.records[1]?.record as string) as { native: unknown }).native;
    expect(native).toEqual({ id: "legacy-u1", timestamp: "2025-09-18T10:00:10.000Z", type: "user", content: "list the tests" });
    expect(first.records[1]?.record).toContain('"native":{\n      "id": "legacy-u1"'); // the message's own bytes, indentation and all
    // C6: the document rebuilt from the archive: its other members, then the messages as written.
    const head = (parse(first.records[0]?.record as string) as { native: Record<string, unknown> }).native;
    const messages = first.records.slice(1).map((r) => (parse(r.record) as { native: unknown }).native);
    expect({ ...head, messages }).toEqual(parse(bytes));
  });
});
