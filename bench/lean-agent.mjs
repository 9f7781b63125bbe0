#!/usr/bin/env node
// A lean ACP agent for the ACP figures (issue 32.7), written with the official SDK, with no file
// work of its own, so a turn's time is the protocol's and whatever stands between the client and
// it. What a prompt streams before it ends the turn, by LINK_KIT_BENCH_ACP_TURN (issue 43.3):
// - `two-updates` (the default): one thought and one message;
// - `three-chunks`: one thought and a message in three chunks;
// - `realistic`: one thought, a message in 20 chunks, a tool call with two updates, and the reply.

import { Readable, Writable } from "node:stream";

import { agent, methods, ndJsonStream } from "@agentclientprotocol/sdk";

const SHAPE = process.env.LINK_KIT_BENCH_ACP_TURN ?? "two-updates";
if (!["two-updates", "three-chunks", "realistic"].includes(SHAPE)) throw new Error(`LINK_KIT_BENCH_ACP_TURN: unknown turn ${SHAPE}`);

let sessions = 0;
let turns = 0;

agent({ name: "link-kit-lean-agent" })
  .onRequest(methods.agent.initialize, () => ({
    protocolVersion: 1,
    agentCapabilities: {},
    agentInfo: { name: "lean-agent", version: "1.0.0" },
  }))
  .onRequest(methods.agent.session.new, () => ({ sessionId: `lean-${process.pid}-${++sessions}` }))
  .onRequest(methods.agent.session.prompt, async ({ params, client }) => {
    const turn = ++turns;
    const { sessionId } = params;
    const update = (u) => client.notify(methods.client.session.update, { sessionId, update: u });
    const chunk = (messageId, text) => update({ sessionUpdate: "agent_message_chunk", messageId, content: { type: "text", text } });
    await update({ sessionUpdate: "agent_thought_chunk", messageId: `t-${turn}`, content: { type: "text", text: "thinking" } });
    if (SHAPE === "two-updates") await chunk(`a-${turn}`, "Hello there");
    else {
      const chunks = SHAPE === "realistic" ? 20 : 3;
      for (let k = 0; k < chunks; k++) await chunk(`a-${turn}`, `part ${k} of the answer, `);
    }
    if (SHAPE === "realistic") {
      const toolCallId = `call-${turn}`;
      await update({ sessionUpdate: "tool_call", toolCallId, title: "Read file", kind: "read", status: "pending" });
      await update({ sessionUpdate: "tool_call_update", toolCallId, status: "in_progress" });
      await update({
        sessionUpdate: "tool_call_update",
        toolCallId,
        status: "completed",
        content: [{ type: "content", content: { type: "text", text: "the file's first lines" } }],
      });
      await chunk(`r-${turn}`, "Done: the file reads as expected.");
    }
    return { stopReason: "end_turn" };
  })
  .connect(ndJsonStream(Writable.toWeb(process.stdout), Readable.toWeb(process.stdin)));
