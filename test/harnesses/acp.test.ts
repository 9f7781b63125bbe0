// The three real ACP agents through `link-kit acp`, driven by the ACP SDK's client as an editor
// would, each against the model mock (issue 38.8-38.10): the prompt stored as `user`, the reply as
// `assistant`, the tool's output kept, and nothing stored twice when the agent's harness also
// runs the user's own link-kit hooks.

import { spawn } from "node:child_process";
import { join } from "node:path";
import { Readable, Writable } from "node:stream";

import { afterEach, describe, expect, it } from "vitest";

import { client, methods, ndJsonStream } from "../helpers/acp-sdk.js";
import { BIN, HERE, killGroup, Live, roles, type HarnessWord } from "./live.js";

/**
 * Each agent, whether it always sends its tool call, and whether it sends the tool's output over
 * ACP at all. Gemini CLI 0.61's `tool_call_update` has `content: []` and no `rawOutput`.
 * codex-acp 0.16 (Codex core 0.137) sends the `exec_command` call as `tool_call` only when Codex
 * gives it the command's begin event, which for a quick `echo` it often does not (4 runs in 6 on
 * 2026-12-06: the agent's own stdout, teed, held no `tool_call` while the mock saw the call and
 * its output come back), and it sends no update when the command ends (its `rawOutput`, where it
 * does send one, is read: test/acp/lifecycle.test.ts). The proxy can store only what the agent
 * sends: the thread is held to the calls the editor saw.
 */
const AGENTS: Array<{ name: string; harness: HarnessWord; command: string[]; sendsCall: boolean; sendsOutput: boolean }> = [
  {
    name: "claude-agent-acp",
    harness: "claude",
    command: [join(HERE, "node_modules", ".bin", "claude-agent-acp")],
    sendsCall: true,
    sendsOutput: true,
  },
  // Its npm wrapper spawns the native binary and leaves it running when killed: the binary itself.
  {
    name: "codex-acp",
    harness: "codex",
    command: [join(HERE, "node_modules", "@zed-industries", "codex-acp-linux-x64", "bin", "codex-acp")],
    sendsCall: false,
    sendsOutput: false,
  },
  {
    name: "gemini --acp",
    harness: "gemini",
    command: [join(HERE, "node_modules", ".bin", "gemini"), "--acp"],
    sendsCall: true,
    sendsOutput: false,
  },
];

let live: Live | undefined;
afterEach(async () => {
  await live?.stop();
  live = undefined;
});

describe("ACP agents through link-kit acp, live", () => {
  for (const agent of AGENTS)
    it(`P1 C1 C9 issue 38.8 38.9 38.10: ${agent.name}: the prompt as user, the reply as assistant, the tool call (and its output where the agent sends one); the harness's own hooks store nothing for it; the agent ends with the proxy`, async () => {
      live = await Live.start(agent.harness);
      const scene = live;
      const proxy = spawn(
        process.execPath,
        [BIN, "acp", "--binding", scene.binding, "--thread", "link:acp", "--home", join(scene.dir, "acp-home"), "--", ...agent.command],
        { env: scene.env, cwd: scene.project, stdio: ["pipe", "pipe", "pipe"], detached: true },
      );
      let stderr = "";
      // The tool calls the editor saw: what the agent sent, through the proxy.
      const calls: string[] = [];
      proxy.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
      try {
        const connection = client({ name: "link-kit-live" })
          .onNotification(methods.client.session.update, ({ params }) => {
            if (params.update.sessionUpdate === "tool_call") calls.push(params.update.title);
          })
          .onRequest(methods.client.session.requestPermission, ({ params }) => {
            const allow = params.options.find((o) => o.kind === "allow_once") ?? params.options[0];
            return { outcome: { outcome: "selected", optionId: allow?.optionId ?? "" } };
          })
          .connect(ndJsonStream(Writable.toWeb(proxy.stdin), Readable.toWeb(proxy.stdout) as ReadableStream<Uint8Array>));
        await connection.agent.request(methods.agent.initialize, {
          protocolVersion: 1,
          clientCapabilities: { fs: { readTextFile: false, writeTextFile: false }, terminal: false },
        });
        const { sessionId } = await connection.agent.request(methods.agent.session.new, { cwd: scene.project, mcpServers: [] });
        const prompt = "prompt-gamma please echo a word";
        const answer = await connection.agent.request(methods.agent.session.prompt, {
          sessionId,
          prompt: [{ type: "text", text: prompt }],
        });
        expect(answer.stopReason, stderr).toBe("end_turn");
        proxy.stdin.end();
        const code = await new Promise<number | null>((done) => proxy.on("close", done));
        expect(code, stderr).toBe(0);
        await scene.settle();
        const events = scene.events("link:acp");
        expect(roles(events, "user"), `${stderr}\n${scene.explain()}`).toEqual([`user ${prompt}`]);
        expect(roles(events, "assistant").join("\n"), scene.explain()).toContain("reply-gamma");
        const tools = roles(events, "tool");
        // A call the agent sent is stored with its command (the title, or the update's title or input).
        if (agent.sendsCall) expect(calls.length, "the agent sent its tool call").toBeGreaterThan(0);
        if (calls.length > 0)
          expect(
            tools.some((t) => t.includes("echo out-gamma")),
            JSON.stringify(tools),
          ).toBe(true);
        else expect(tools, "no call sent, none stored").toEqual([]);
        expect(
          tools.some((t) => /(?<!echo )out-gamma\b/.test(t)),
          JSON.stringify(tools),
        ).toBe(agent.sendsOutput && calls.length > 0);
        // The turn lands once, in the proxy's thread: the harness's hooks (setup put them in its
        // settings) ran inside the proxy and stored nothing.
        expect(roles(scene.events("link:main"), "user", "assistant", "tool")).toEqual([]);
        expect(scene.hookRuns().filter((h) => h.code !== 0 || h.stderr !== "")).toEqual([]);
      } finally {
        killGroup(proxy);
      }
    });
});
