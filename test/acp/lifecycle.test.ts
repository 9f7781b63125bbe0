// Issue 38.8-38.10: the ACP proxy against what real agents do: the prompt captured though the
// agent never echoes it, a tool's output that is only in `rawOutput` kept, the user's own harness
// hooks storing nothing for a turn the proxy captures, and the agent ended whole with the proxy.

import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { SessionCapture } from "../../src/acp/capture.js";
import { BIN, ensureBuilt, runHook, servedSuite } from "../helpers/cli.js";

const served = servedSuite("home,notes");
const scratch = mkdtempSync(join(tmpdir(), "lk-acp-life-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the ACP proxy and today's agents", () => {
  ensureBuilt();

  it("C1 issue 38.8: the prompt is a user record before the turn's updates; an agent's echo of it (same text) is kept raw-only, another user message is not", () => {
    const capture = new SessionCapture("acp:test", "s-1");
    const prompt = capture.prompt({ sessionId: "s-1", prompt: [{ type: "text", text: "list the files" }] });
    expect(prompt.record).toMatchObject({ role: "user", text: "list the files" });
    const chunk = (kind: string, text: string) => ({ sessionId: "s-1", update: { sessionUpdate: kind, content: { type: "text", text } } });
    capture.push(chunk("user_message_chunk", "list the files"));
    const [echo] = capture.push(chunk("agent_message_chunk", "Here they are"));
    expect(echo?.record.role).toBeUndefined();
    capture.push(chunk("user_message_chunk", "and the hidden ones"));
    const [other] = capture.push(chunk("agent_message_chunk", "."));
    expect(other?.record).toMatchObject({ role: "user", text: "and the hidden ones" });
  });

  it("C1 issue 38.8: a tool's output that the agent gives only in rawOutput (codex-acp) is in the tool event", () => {
    const capture = new SessionCapture("acp:codex-acp", "s-1");
    const update = (rawOutput: unknown) => ({
      sessionId: "s-1",
      update: { sessionUpdate: "tool_call_update", toolCallId: "c1", status: "completed", content: [], rawOutput },
    });
    expect(capture.push(update({ stdout: "out-alpha\n", exit_code: 0, formatted_output: "out-alpha\n" }))[0]?.record.text).toBe(
      "(completed) out-alpha\n",
    );
    expect(capture.push(update("plain text"))[0]?.record.text).toBe("(completed) plain text");
    expect(capture.push(update({ exit_code: 0 }))[0]?.record.text).toBe("(completed)");
  });

  it("C9 issue 38.9: a harness hook run inside `link-kit acp` (LINK_KIT_ACP_THREAD set by the proxy) stores nothing and exits 0", async () => {
    const transcript = join(scratch, "inside.jsonl");
    writeFileSync(
      transcript,
      `${JSON.stringify({ type: "user", uuid: "u1", sessionId: "s", message: { role: "user", content: "hi" } })}\n`,
    );
    const input = JSON.stringify({ session_id: "s", transcript_path: transcript, hook_event_name: "Stop" });
    const args = ["claude", "--settings", served.cfg, "--home", join(scratch, "home"), "--thread", "link:inside"];
    const inside = await runHook(served, args, { input, env: { LINK_KIT_ACP_THREAD: "link:acp" } });
    expect([inside.status, inside.stdout, inside.stderr]).toEqual([0, "", ""]);
    const read = spawnSync(process.execPath, [BIN, "context", "read", "--settings", served.cfg, "--thread", "link:inside", "--json"], {
      encoding: "utf8",
    });
    // Nothing stored: the thread has no records at all (context read says not_found, issue 40.13).
    expect([read.status, JSON.parse(read.stdout)]).toEqual([
      3,
      { error: { kind: "not_found", message: expect.stringContaining("link:inside has no records") } },
    ]);
    // The same run outside the proxy captures it: the test can tell the two apart.
    const outside = await runHook(served, args, { input });
    expect([outside.status, outside.stderr]).toEqual([0, ""]);
    const again = spawnSync(process.execPath, [BIN, "context", "read", "--settings", served.cfg, "--thread", "link:inside", "--json"], {
      encoding: "utf8",
    });
    expect((JSON.parse(again.stdout) as { records: unknown[] }).records).toHaveLength(1);
  });

  it("P1 issue 38.10: an agent that ignores the end of its input, and leaves a child running, is ended whole once the client goes", async () => {
    // Like codex-acp's wrapper: a child that outlives it, and no exit when stdin closes.
    const proxy = spawn(
      process.execPath,
      [BIN, "acp", "--settings", served.cfg, "--thread", "link:orphan", "--", "bash", "-c", "sleep 300 & exec sleep 301"],
      { stdio: ["pipe", "pipe", "pipe"], env: { ...process.env, LINK_KIT_HOME: join(scratch, "acp-home") } },
    );
    await new Promise((r) => setTimeout(r, 500));
    const group = spawnSync("ps", ["-o", "pid=", "--ppid", String(proxy.pid)], { encoding: "utf8" }).stdout.trim();
    expect(group, "the agent started").not.toBe("");
    const agentPid = Number(group.split("\n")[0]);
    const before = spawnSync("pgrep", ["-g", String(agentPid)], { encoding: "utf8" })
      .stdout.trim()
      .split("\n")
      .filter(Boolean);
    expect(before.length, "the agent and its child").toBe(2);
    const started = Date.now();
    proxy.stdin.end();
    const code = await new Promise<number | null>((r) => proxy.on("close", r));
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(code).not.toBeNull();
    // A killed process is listed until it is reaped: give that a moment.
    const left = () => spawnSync("ps", ["-o", "pid=,stat=", "-g", String(agentPid)], { encoding: "utf8" }).stdout.trim();
    for (let i = 0; i < 40 && left() !== "" && !/^\s*\d+\s+Z/m.test(left()); i++) await new Promise((r) => setTimeout(r, 50));
    expect(
      left()
        .split("\n")
        .filter((l) => l.trim() !== "" && !/\sZ/.test(l)),
      "nothing of the agent's group is left running",
    ).toEqual([]);
  }, 30_000);
});
