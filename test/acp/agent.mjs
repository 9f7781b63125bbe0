#!/usr/bin/env node
// A deterministic ACP agent for the proxy's tests, written with the official SDK. Its prompt's
// text picks the script: "hello" streams a message in three chunks; "tool" proposes a tool call
// and asks permission (allowed: the call completes; rejected or cancelled: it does not);
// "two-tools" asks for two calls in one turn, "repeat" asks for the same call twice, each
// answering with the outcomes it got; "slow" streams until cancelled; "crash" streams two chunks
// and exits without answering. Every message carries a messageId; the history is kept in
// $LINK_KIT_TEST_AGENT_DIR/<session>.json, so `session/load` replays it from the start.

import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Readable, Writable } from "node:stream";

import { agent, methods, ndJsonStream } from "@agentclientprotocol/sdk";

const dir = process.env.LINK_KIT_TEST_AGENT_DIR ?? "/tmp";
const historyFile = (session) => join(dir, `${session}.json`);
const history = (session) => (existsSync(historyFile(session)) ? JSON.parse(readFileSync(historyFile(session), "utf8")) : []);
const cancelled = new Set();
let sessions = 0;

async function update(client, sessionId, u) {
  const h = history(sessionId);
  h.push(u);
  writeFileSync(historyFile(sessionId), JSON.stringify(h));
  await client.notify(methods.client.session.update, { sessionId, update: u });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

agent({ name: "link-kit-test-agent" })
  .onRequest(methods.agent.initialize, () => ({
    protocolVersion: 1,
    agentCapabilities: { loadSession: true },
    agentInfo: { name: "test-agent", version: "1.0.0" },
  }))
  .onRequest(methods.agent.session.new, () => ({ sessionId: `sess-${process.pid}-${++sessions}` }))
  .onRequest(methods.agent.session.load, async ({ params, client }) => {
    for (const u of history(params.sessionId))
      await client.notify(methods.client.session.update, { sessionId: params.sessionId, update: u });
    return {};
  })
  .onNotification(methods.agent.session.cancel, ({ params }) => {
    cancelled.add(params.sessionId);
  })
  .onRequest(methods.agent.session.prompt, async ({ params, client }) => {
    const { sessionId } = params;
    cancelled.delete(sessionId);
    const text = params.prompt.map((b) => b.text ?? "").join("");
    const turn = history(sessionId).length;
    await update(client, sessionId, { sessionUpdate: "user_message_chunk", messageId: `u-${turn}`, content: { type: "text", text } });
    if (text === "hello") {
      await update(client, sessionId, {
        sessionUpdate: "agent_thought_chunk",
        messageId: `t-${turn}`,
        content: { type: "text", text: "secret reasoning" },
      });
      for (const part of ["Hel", "lo", " there"])
        await update(client, sessionId, {
          sessionUpdate: "agent_message_chunk",
          messageId: `a-${turn}`,
          content: { type: "text", text: part },
        });
      return { stopReason: "end_turn" };
    }
    if (text === "tool") {
      const toolCallId = `call-${turn}`;
      await update(client, sessionId, {
        sessionUpdate: "tool_call",
        toolCallId,
        title: "rm -rf build",
        kind: "execute",
        status: "pending",
        rawInput: { command: "rm -rf build" },
      });
      const answer = await client.request(methods.client.session.requestPermission, {
        sessionId,
        toolCall: { toolCallId, title: "rm -rf build", kind: "execute", rawInput: { command: "rm -rf build" } },
        options: [
          { optionId: "yes", name: "Allow", kind: "allow_once" },
          { optionId: "no", name: "Reject", kind: "reject_once" },
        ],
      });
      if (answer.outcome.outcome === "cancelled") return { stopReason: "cancelled" };
      const allowed = answer.outcome.optionId === "yes";
      await update(client, sessionId, {
        sessionUpdate: "tool_call_update",
        toolCallId,
        status: allowed ? "completed" : "failed",
        content: [{ type: "content", content: { type: "text", text: allowed ? "removed" : "not run" } }],
      });
      await update(client, sessionId, {
        sessionUpdate: "agent_message_chunk",
        messageId: `a-${turn}`,
        content: { type: "text", text: allowed ? "done" : "skipped" },
      });
      return { stopReason: "end_turn" };
    }
    if (text === "two-tools" || text === "repeat") {
      // Two permission requests in one turn: two calls, or the same call delivered twice.
      const outcomes = [];
      for (const n of [1, 2]) {
        const toolCallId = text === "repeat" ? `call-${turn}` : `call-${turn}-${n}`;
        const command = text === "repeat" ? "make" : `make step${n}`;
        const answer = await client.request(methods.client.session.requestPermission, {
          sessionId,
          toolCall: { toolCallId, title: command, kind: "execute", rawInput: { command } },
          options: [
            { optionId: "yes", name: "Allow", kind: "allow_once" },
            { optionId: "no", name: "Reject", kind: "reject_once" },
          ],
        });
        outcomes.push(answer.outcome.outcome === "selected" ? answer.outcome.optionId : answer.outcome.outcome);
      }
      await update(client, sessionId, {
        sessionUpdate: "agent_message_chunk",
        messageId: `a-${turn}`,
        content: { type: "text", text: outcomes.join(",") },
      });
      return { stopReason: "end_turn" };
    }
    if (text === "crash") {
      for (const part of ["half ", "said"])
        await update(client, sessionId, {
          sessionUpdate: "agent_message_chunk",
          messageId: `a-${turn}`,
          content: { type: "text", text: part },
        });
      setTimeout(() => {
        writeFileSync(join(dir, "crashed"), ""); // what the test waits for: this agent is gone
        process.exit(9);
      }, 50); // once the chunks are written, never answering
      return new Promise(() => {});
    }
    if (text === "slow") {
      for (let i = 0; !cancelled.has(sessionId) && i < 500; i++) {
        await update(client, sessionId, {
          sessionUpdate: "agent_message_chunk",
          messageId: `a-${turn}`,
          content: { type: "text", text: `${i} ` },
        });
        await sleep(10);
      }
      return { stopReason: cancelled.has(sessionId) ? "cancelled" : "end_turn" };
    }
    return { stopReason: "end_turn" };
  })
  .connect(ndJsonStream(Writable.toWeb(process.stdout), Readable.toWeb(process.stdin)));
