// Issue 38: the harnesses of today, in the shapes their current versions write (Codex 0.171,
// Gemini CLI 0.61, Claude Code 2.1.197, as run in test/harnesses/) and the newer public
// transcripts: the person's words once, the harness's and the kit's own text never a user turn,
// and each record's identity its line's own. The live suite proves the same on the real binaries.

import { describe, expect, it } from "vitest";

import { captureTranscript, CLAUDE_CODE, CODEX, GEMINI, readChunks, type Harness } from "../../src/capture/index.js";
import { parse } from "../../src/json/index.js";

/** `[native_record, role, text]` of each record of a transcript given as lines. */
function events(harness: Harness, lines: unknown[], file = "s-1.jsonl"): Array<[string, string, string]> {
  const text = lines.map((l) => JSON.stringify(l)).join("\n") + "\n";
  return captureTranscript(harness, text, file).map((c) => {
    const r = parse(c.record) as { role?: string; text?: string };
    return [c.source.native_record, r.role ?? "raw", r.text ?? ""];
  });
}

const roles = (harness: Harness, lines: unknown[], file?: string) =>
  events(harness, lines, file)
    .filter(([, role]) => role !== "raw")
    .map(([, role, text]) => `${role} ${text}`);

describe("Codex 0.171: the person's prompts from the items marked as typed (issue 38.1, 38.13)", () => {
  const meta = {
    timestamp: "2026-12-05T09:03:46.517Z",
    type: "session_meta",
    payload: { id: "019f-s", cwd: "/p", cli_version: "0.171.0" },
  };
  const marked = (text: string, provenance: string) => ({
    timestamp: "2026-12-05T09:03:46.541Z",
    type: "response_item",
    payload: {
      type: "message",
      role: "user",
      content: [{ type: "input_text", text }],
      internal_chat_message_metadata_passthrough: { content_item_metadata: [{ provenance: { type: provenance } }] },
    },
  });
  const completed = (text: string) => ({
    timestamp: "2026-12-05T09:03:46.541Z",
    type: "event_msg",
    payload: { type: "item_completed", item: { type: "UserMessage", content: [{ type: "text", text }] } },
  });
  const reply = {
    timestamp: "2026-12-05T09:03:46.695Z",
    type: "response_item",
    payload: { type: "message", role: "assistant", content: [{ type: "output_text", text: "reply-alpha" }] },
  };

  it("C3 issue 38.1: a message whose items are marked `user` is the user event, with their text; items marked `harness` (environment context, AGENTS.md) are raw-only; item_completed is raw-only", () => {
    expect(
      roles(CODEX, [
        meta,
        marked("<environment_context>\n  <cwd>/p</cwd>\n</environment_context>", "harness"),
        marked("prompt-alpha please echo", "user"),
        completed("prompt-alpha please echo"),
        reply,
      ]),
    ).toEqual(["user prompt-alpha please echo", "assistant reply-alpha"]);
  });

  it("C3 issue 38.1: a message mixing items takes only the typed ones; provenance beside the message (not in the passthrough) counts too", () => {
    const mixed = {
      timestamp: "t",
      type: "response_item",
      payload: {
        type: "message",
        role: "user",
        content: [
          { type: "input_text", text: "# AGENTS.md instructions" },
          { type: "input_text", text: "fix the build" },
        ],
        content_item_metadata: [{ provenance: { type: "harness" } }, { provenance: { type: "user" } }],
      },
    };
    expect(roles(CODEX, [meta, mixed])).toEqual(["user fix the build"]);
  });

  it("C3 issue 38.1: each typed prompt exactly once: once a rollout marks provenance, a user_message event after it is raw-only; a rollout without provenance (0.39-0.142) still takes user_message, in pieces too", () => {
    const userMessage = (message: string) => ({ timestamp: "t", type: "event_msg", payload: { type: "user_message", message } });
    expect(roles(CODEX, [meta, marked("hello", "user"), userMessage("hello")])).toEqual(["user hello"]);
    const old = [
      meta,
      {
        timestamp: "t",
        type: "response_item",
        payload: { type: "message", role: "user", content: [{ type: "input_text", text: "hello" }] },
      },
      userMessage("hello"),
    ];
    expect(roles(CODEX, old)).toEqual(["user hello"]);
    // The reader's state (provenance seen) is kept across pieces, as a hook reads a rollout.
    const text =
      [meta, marked("a", "user"), userMessage("a"), marked("b", "user"), userMessage("b")].map((l) => JSON.stringify(l)).join("\n") + "\n";
    for (const size of [1, 100]) {
      const records = [...readChunks(CODEX, Buffer.from(text), "r.jsonl", size, undefined, false)].flatMap((p) => p.records);
      expect(
        records
          .map((r) => parse(r.record) as { role?: string; text?: string })
          .filter((r) => r.role)
          .map((r) => `${r.role} ${r.text}`),
      ).toEqual(["user a", "user b"]);
    }
  });

  it("C3 issue 38.13: Codex's <turn_aborted> note is cut out of the person's text; a message of nothing else is raw-only", () => {
    expect(
      roles(CODEX, [
        meta,
        marked("<turn_aborted>\nThe user interrupted the previous turn.\n</turn_aborted>", "user"),
        marked("try again", "user"),
      ]),
    ).toEqual(["user try again"]);
    const userMessage = { timestamp: "t", type: "event_msg", payload: { type: "user_message", message: "<turn_aborted>x</turn_aborted>" } };
    expect(roles(CODEX, [meta, userMessage])).toEqual([]);
  });
});

describe("Gemini CLI 0.61: the kit's own context is never the person's words (issue 38.4, 38.13)", () => {
  const head = {
    sessionId: "0fe4c1b2-b990-457a-bc60-492ed43ff23d",
    projectHash: "p",
    startTime: "2026-12-05T09:06:56.228Z",
    lastUpdated: "2026-12-05T09:06:56.228Z",
    kind: "main",
  };
  const user = (text: string, id = "m1") => ({ id, timestamp: "2026-12-05T09:06:56.515Z", type: "user", content: [{ text }] });

  it("C3 C5 issue 38.4: headless, the SessionStart context prepended to the prompt (<hook_context>...</hook_context> then the typed text) is cut out: the user event is what was typed", () => {
    const context =
      "<hook_context>Earlier conversation in the Link thread link:main ... [3] user via gemini-cli: prompt-alpha</hook_context>";
    expect(roles(GEMINI, [head, user(`${context}\n\nprompt-beta again`)])).toEqual(["user prompt-beta again"]);
  });

  it("C3 issue 38.4 38.13: interactive, the context as a message of its own is raw-only; so is Gemini CLI's <session_context>, and content that starts with either unterminated", () => {
    expect(
      roles(GEMINI, [
        head,
        user("<hook_context>You are returning to the Link thread link:main.</hook_context>", "m1"),
        user("<session_context>\nThis is the Gemini CLI. We are setting up the context for our chat.\n</session_context>", "m2"),
        user("<hook_context>cut off", "m3"),
        user("what did we do?", "m4"),
      ]),
    ).toEqual(["user what did we do?"]);
  });

  it("C4 issue 38.5: two recordings of one session (--resume in a later minute) never share a record ID; both keep the session's ID", () => {
    const first = captureTranscript(
      GEMINI,
      `${JSON.stringify(head)}\n${JSON.stringify(user("a"))}\n`,
      "/chats/session-2026-12-05T09-06-0fe4c1b2.jsonl",
    );
    const second = captureTranscript(
      GEMINI,
      `${JSON.stringify({ ...head, startTime: "2026-12-05T09:07:02.336Z" })}\n${JSON.stringify({ $set: { messages: [] } })}\n`,
      "/chats/session-2026-12-05T09-07-0fe4c1b2.jsonl",
    );
    expect(first.map((c) => c.source.native_record)).toEqual([
      "session-2026-12-05T09-06-0fe4c1b2/line:1",
      "session-2026-12-05T09-06-0fe4c1b2/line:2",
    ]);
    expect(second.map((c) => c.source.native_record)).toEqual([
      "session-2026-12-05T09-07-0fe4c1b2/line:1",
      "session-2026-12-05T09-07-0fe4c1b2/line:2",
    ]);
    expect(new Set([...first, ...second].map((c) => c.source.native_session))).toEqual(new Set([head.sessionId]));
  });
});

describe("Claude Code: a record's identity is its line's own; the harness's text is cut out (issue 38.12, 38.13)", () => {
  const snapshot = (files: Record<string, unknown>) => ({
    type: "file-history-snapshot",
    messageId: "m-1",
    snapshot: { messageId: "m-1", trackedFileBackups: files },
    isSnapshotUpdate: true,
  });

  it("C4 C9 issue 38.12: a file-history-snapshot written again under the same messageId with other content is a record of its own (its place in the file); byte-identical repeats are each kept", () => {
    const lines = [snapshot({}), snapshot({ "a.ts": { version: 1 } }), snapshot({ "a.ts": { version: 1 } })];
    expect(events(CLAUDE_CODE, lines).map(([id]) => id)).toEqual(["line:1", "line:2", "line:3"]);
  });

  it("C3 issue 38.13: IDE context blocks beside the typed text (<ide_opened_file>, <ide_selection>) stay in the record, not in the user event", () => {
    const line = {
      type: "user",
      uuid: "u1",
      sessionId: "s",
      message: {
        role: "user",
        content: [
          { type: "text", text: "<ide_opened_file>The user opened the file /p/a.ts in the IDE.</ide_opened_file>" },
          { type: "text", text: "<ide_selection>The user selected lines 1 to 3 from /p/a.ts:\nconst a = 1;</ide_selection>" },
          { type: "text", text: "why is this slow?" },
        ],
      },
    };
    expect(roles(CLAUDE_CODE, [line])).toEqual(["user why is this slow?"]);
    expect(roles(CLAUDE_CODE, [{ ...line, message: { role: "user", content: line.message.content.slice(0, 2) } }])).toEqual([]);
  });

  it("C3 issue 38.13: an interruption note beside what was typed is cut out; any [Request interrupted by user...] alone is raw-only", () => {
    const user = (content: unknown) => ({ type: "user", uuid: "u", sessionId: "s", message: { role: "user", content } });
    expect(
      roles(CLAUDE_CODE, [
        user([
          { type: "text", text: "[Request interrupted by user]" },
          { type: "text", text: "no, the other file" },
        ]),
      ]),
    ).toEqual(["user no, the other file"]);
    expect(roles(CLAUDE_CODE, [user("[Request interrupted by user for tool use]")])).toEqual([]);
    expect(roles(CLAUDE_CODE, [user("[Request interrupted by user while the tool ran]")])).toEqual([]);
  });
});

describe("Claude Code: the prompt before its turn, whatever order the file has (issue 38.7)", () => {
  const now = Date.now();
  const at = (ms: number) => new Date(now + ms).toISOString();
  const lines = (base: number) => [
    { type: "system", uuid: "a", parentUuid: null, sessionId: "s", timestamp: at(base), subtype: "init" },
    // Written before the prompt it answers, as interactive sessions sometimes do.
    {
      type: "assistant",
      uuid: "c",
      parentUuid: "b",
      sessionId: "s",
      timestamp: at(base + 200),
      message: { content: [{ type: "tool_use", name: "Bash", input: { command: "echo out-alpha" } }] },
    },
    {
      type: "user",
      uuid: "b",
      parentUuid: "a",
      sessionId: "s",
      timestamp: at(base + 100),
      message: { role: "user", content: "prompt-alpha" },
    },
    {
      type: "user",
      uuid: "d",
      parentUuid: "c",
      sessionId: "s",
      timestamp: at(base + 300),
      message: { role: "user", content: [{ type: "tool_result", content: "out-alpha" }] },
    },
  ];
  const text = (ls: unknown[]) => ls.map((l) => JSON.stringify(l)).join("\n") + "\n";
  const order = (records: Array<{ record: string }>) =>
    records
      .map((r) => parse(r.record) as { role?: string; text?: string })
      .filter((r) => r.role)
      .map((r) => `${r.role} ${r.text}`);
  const expected = ["user prompt-alpha", 'tool Bash {"command":"echo out-alpha"}', "tool out-alpha"];

  it("C4 issue 38.7: read in one go, a line whose parent comes later goes right after it: the prompt first", () => {
    expect(order(captureTranscript(CLAUDE_CODE, text(lines(-60_000)), "s.jsonl"))).toEqual(expected);
  });

  it("C4 C10 issue 38.7: read in pieces as the file grows (a hook's reads), a line whose parent is not written yet waits for it; nothing is read twice or lost", () => {
    const all = lines(-1000);
    const first = text(all.slice(0, 2)); // the assistant line is there, its prompt not yet
    const one = [...readChunks(CLAUDE_CODE, Buffer.from(first), "s.jsonl", 1 << 20, undefined, false)];
    expect(one.flatMap((p) => p.records).map((r) => r.source.native_record)).toEqual(["a"]);
    const from = one.at(-1)?.next;
    expect(from?.offset).toBe(Buffer.byteLength(text(all.slice(0, 1)))); // stopped before the waiting line
    const rest = [...readChunks(CLAUDE_CODE, Buffer.from(text(all)), "s.jsonl", 1 << 20, from, false)].flatMap((p) => p.records);
    expect(order(rest)).toEqual(expected);
    expect(rest.map((r) => r.source.native_record)).toEqual(["b", "c", "d"]);
    // Split at every line, too.
    expect(order([...readChunks(CLAUDE_CODE, Buffer.from(text(all)), "s.jsonl", 1)].flatMap((p) => p.records))).toEqual(expected);
  });

  it("C10 issue 38.7: a line whose parent never comes (another file's, long ago) does not stall capture: written a while ago, or with lines after it, it is read in place", () => {
    const orphan = {
      ...lines(0)[2],
      uuid: "x",
      parentUuid: "elsewhere",
      timestamp: at(-3_600_000),
      message: { role: "user", content: "resumed" },
    };
    const got = [...readChunks(CLAUDE_CODE, Buffer.from(text([orphan])), "s.jsonl", 1 << 20, undefined, false)].flatMap((p) => p.records);
    expect(order(got)).toEqual(["user resumed"]);
    const fresh = { ...orphan, timestamp: at(0) };
    const later = Array.from({ length: 8 }, (_, i) => ({
      type: "progress",
      uuid: `p${i}`,
      parentUuid: i === 0 ? "x" : `p${i - 1}`,
      sessionId: "s",
      timestamp: at(0),
    }));
    const withLines = [...readChunks(CLAUDE_CODE, Buffer.from(text([fresh, ...later])), "s.jsonl", 1 << 20, undefined, false)].flatMap(
      (p) => p.records,
    );
    expect(withLines.map((r) => r.source.native_record)).toEqual(["x", ...later.map((l) => l.uuid)]);
  });
});
