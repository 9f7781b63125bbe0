// Claude Code lines encoded straight into batch requests by the addon (native/claude.c through
// `encodeChunks`) against the ordinary path, `readChunks` then `BatchPreparer.add` (C4, C6, C8):
// over every fixture and every edge line, with CRLF, blank lines, a last line with no newline,
// batches closing after each record and a record too large for any request, the records the two
// write are the same bytes in the same order, with the same roles counted.

import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { describe, expect, it } from "vitest";

import type { Bridged } from "../../src/bridge/client.js";
import { CLAUDE_CODE, encodeChunks, readChunks, type Captured } from "../../src/capture/index.js";
import { canEncodeClaude, encodeClaudeRun } from "../../src/capture/claude-code-bytes.js";
import { BatchPreparer } from "../../src/context/index.js";
import { assistant, LEFT, SAME, user } from "../helpers/claude-lines.js";

const FIXTURES = resolve(import.meta.dirname, "..", "fixtures", "claude-code");

/** A bridge that only encodes: each batch's records bytes, copied, as its request. */
const bridge = { prepare: (_op: unknown, records: Uint8Array) => Buffer.from(records) } as unknown as Bridged;

interface Written {
  /** Every batch's records (or its refusal), in order, joined by commas: the same whatever the batch boundaries. */
  records: string;
  /** Records per batch, summed; and each batch holds at least one. */
  count: number;
  batches: number;
  roles: Record<string, number>;
}

function written(bytes: Buffer, how: "encode" | "add", options: { chunkBytes?: number; limit?: number } = {}): Written {
  const batches = new BatchPreparer(bridge, "link:encode");
  if (options.limit !== undefined) batches.limit = options.limit;
  const roles: Record<string, number> = {};
  const count = (role: string, n: number) => {
    if (n > 0) roles[role] = (roles[role] ?? 0) + n;
  };
  const add = (c: Captured) => {
    count(c.role ?? "raw", 1);
    batches.add(c);
  };
  if (how === "add") {
    for (const chunk of readChunks(CLAUDE_CODE, bytes, "session.jsonl", options.chunkBytes)) chunk.records.forEach(add);
  } else {
    const sink = { add, encode: batches.encode.bind(batches) };
    for (const chunk of encodeChunks(CLAUDE_CODE, bytes, "session.jsonl", sink, options.chunkBytes))
      for (const [role, n] of Object.entries(chunk.roles)) count(role, n);
  }
  const all = batches.take().batches;
  for (const b of all) expect(b.count).toBeGreaterThan(0);
  return {
    records: all
      .map((b) => (b.request instanceof Error ? `<refused: ${b.request.message}>` : (b.request as unknown as Buffer).toString("latin1")))
      .join(","),
    count: all.reduce((n, b) => n + b.count, 0),
    batches: all.length,
    roles,
  };
}

function expectSameWritten(bytes: Buffer, options: { chunkBytes?: number; limit?: number } = {}): Written {
  const encoded = written(bytes, "encode", options);
  const added = written(bytes, "add", options);
  expect(encoded.records).toBe(added.records);
  expect(encoded.count).toBe(added.count);
  expect(encoded.roles).toEqual(added.roles);
  return encoded;
}

/** Records the addon wrote itself over a whole transcript, by role (what `encodeChunks` counts). */
function encodedRoles(bytes: Buffer): Record<string, number> {
  const batches = new BatchPreparer(bridge, "link:encode");
  const roles: Record<string, number> = {};
  const sink = { add: (c: Captured) => batches.add(c), encode: batches.encode.bind(batches) };
  for (const chunk of encodeChunks(CLAUDE_CODE, bytes, "session.jsonl", sink))
    for (const [role, n] of Object.entries(chunk.roles)) roles[role] = (roles[role] ?? 0) + n;
  return roles;
}

describe.skipIf(!canEncodeClaude())("Claude Code lines encoded by the addon into batch requests (C4, C6, C8)", () => {
  it("C6: every fixture is written as the ordinary path writes it, the addon writing most of its records itself", () => {
    for (const file of readdirSync(FIXTURES)) {
      const bytes = readFileSync(join(FIXTURES, file));
      const whole = expectSameWritten(bytes);
      // Pieces of a few KiB and batches closing every few records: the runs stop and start again at each.
      expectSameWritten(bytes, { chunkBytes: 4096, limit: 2048 });
      const mine = encodedRoles(bytes);
      const total = Object.values(whole.roles).reduce((a, b) => a + b, 0);
      expect(whole.count).toBe(total);
      // Each fixture has tool results and raw-only lines, and the addon writes most of them itself
      // (a line with an escape JSON.stringify would not write is left to TypeScript).
      expect(mine.tool ?? 0, file).toBeGreaterThan((whole.roles.tool ?? 0) / 3);
      expect(mine.raw ?? 0, file).toBeGreaterThan((whole.roles.raw ?? 0) / 3);
    }
  });

  it("C2 C4: every edge line, in one transcript, with LF, CRLF, blank lines, and with and without a last newline", () => {
    const lines = [...SAME, ...LEFT, ...SAME.slice().reverse()];
    const variants = [
      lines.join("\n") + "\n",
      lines.join("\n"),
      lines.join("\r\n") + "\r\n",
      lines.join("\n\n"),
      ["", "   ", ...lines, "", "\t"].join("\n"),
    ];
    for (const text of variants) {
      const bytes = Buffer.from(text, "utf8");
      expectSameWritten(bytes);
      expectSameWritten(bytes, { chunkBytes: 1, limit: 1 }); // every piece one line, every batch one record
      expectSameWritten(bytes, { limit: 700 });
    }
  });

  it("C4: the addon leaves each line the TypeScript readers decide and stops there, and stops when the batch is full", () => {
    const run = (text: string, stop = 1 << 20) => {
      const bytes = Buffer.from(text, "utf8");
      const out = Buffer.alloc(1 << 20);
      let written = { at: 0, count: 0, full: false };
      const result = encodeClaudeRun(bytes, 0, 0, bytes.length, "file-session", (write) => {
        written = write(out, 0, stop, 0, 1 << 19);
      });
      return { ...result, ...written, text: out.subarray(0, written.at).toString("utf8") };
    };
    const result = user([{ type: "tool_result", content: "out" }]);
    const text = assistant([{ type: "text", text: "said" }]);
    // A run of two, then a user's text that may hold markup: left at its start, for TypeScript.
    const two = run(`${result}\n${text}\n${user("<system-reminder>x</system-reminder>mine")}\n${result}\n`);
    expect(two.stop).toBe("left");
    expect(two.offset).toBe(Buffer.byteLength(`${result}\n${text}\n`));
    expect(two.line).toBe(2);
    expect(two.count).toBe(2);
    expect(two.roles).toEqual({ tool: 1, assistant: 1, user: 0, raw: 0 });
    expect(JSON.parse(`[${two.text}]`)).toMatchObject([
      { record: { role: "tool", text: "out" }, source: { adapter: "claude-code", native_session: "s-1", native_record: "u-1" } },
      { record: { role: "assistant", text: "said", from: "claude-x" }, source: { native_record: "a-1" } },
    ]);
    // The user's own words, as they are; white space or an interruption notice alone is no turn.
    const own = run(`${user(" mine ")}\n${user("\u3000[Request interrupted by user]\n")}\n${user([{ type: "text", text: "\t" }])}\n`);
    expect(own).toMatchObject({ stop: "to", count: 3, roles: { tool: 0, assistant: 0, user: 1, raw: 2 } });
    expect(JSON.parse(`[${own.text}]`)).toMatchObject([
      { record: { role: "user", text: " mine " } },
      { record: { native: expect.any(Object) } },
      { record: { native: expect.any(Object) } },
    ]);
    expect(JSON.parse(`[${own.text}]`)[1].record).not.toHaveProperty("role");
    // A line that names no session is in the transcript's; one with no uuid is known by its messageId, else by its number.
    const unnamed = run(
      `${result}\n${JSON.stringify({ type: "file-history-snapshot", messageId: "m-1" })}\n${JSON.stringify({ type: "system", content: "x" })}\n`,
    );
    expect(unnamed).toMatchObject({ stop: "to", count: 3, roles: { tool: 1, raw: 2 } });
    expect(JSON.parse(`[${unnamed.text}]`).map((r: { source: unknown }) => r.source)).toEqual([
      { adapter: "claude-code", native_session: "s-1", native_record: "u-1" },
      { adapter: "claude-code", native_session: "file-session", native_record: "message:m-1" },
      { adapter: "claude-code", native_session: "file-session", native_record: "line:3" },
    ]);
    // A tool call is written as its name and its input printed again; one whose input prints
    // otherwise than the line has it is left, and so is a compaction summary.
    const call = run(`${assistant([{ type: "tool_use", name: "Bash", input: { command: 'ls "a b"' } }])}\n`);
    expect(call).toMatchObject({ stop: "to", count: 1, roles: { tool: 1, assistant: 0, user: 0, raw: 0 } });
    expect(JSON.parse(`[${call.text}]`)).toMatchObject([
      { record: { role: "tool", text: 'Bash {"command":"ls \\"a b\\""}', from: "Bash" } },
    ]);
    for (const left of [
      assistant([{ type: "tool_use", name: "N", input: { n: 2.5 } }]),
      assistant([{ type: "tool_use", name: "Z", input: { z: 0 } }]).replace('"z":0', '"z":-0'),
      assistant([{ type: "tool_use", name: "K", input: { "7": 1 } }]),
      assistant([{ type: "tool_use", name: "B", input: { b: 1 } }]).replace('"b":1', '"b":1E3'),
      user("This session is being continued.", { isCompactSummary: true }),
    ])
      expect(run(`${left}\n`)).toMatchObject({ stop: "left", offset: 0, count: 0 });
    // A batch with room for one record: full after it, the next line not started.
    const first = Buffer.byteLength(run(`${result}\n`).text);
    const full = run(`${result}\n${result}\n`, first + 10);
    expect(full).toMatchObject({ stop: "full", count: 1, line: 1, offset: Buffer.byteLength(`${result}\n`) });
    // The run's end, mid-transcript: stopped there.
    const bytes = Buffer.from(`${result}\n${result}\n`);
    const partial = encodeClaudeRun(bytes, 0, 0, Buffer.byteLength(`${result}\n`), "file-session", (write) => {
      write(Buffer.alloc(4096), 0, 4096, 0, 4096);
    });
    expect(partial).toMatchObject({ stop: "to", line: 1, offset: Buffer.byteLength(`${result}\n`) });
  });

  it("C4: a tool result too large for any request is refused as the ordinary path refuses it, the records around it written alike", () => {
    const huge = user([{ type: "tool_result", content: "x".repeat(17 * 1024 * 1024) }], { uuid: "u-huge" });
    const text = [SAME[0], huge, SAME[1]].join("\n") + "\n";
    const encoded = expectSameWritten(Buffer.from(text, "utf8"));
    expect(encoded.records).toContain("<refused: the record claude-code/s-1/u-huge takes at least");
  });
});
