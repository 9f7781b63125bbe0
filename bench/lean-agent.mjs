#!/usr/bin/env node
// A lean ACP agent for the ACP figures (issue 32.7), written with the official SDK: a prompt
// streams one thought and one message, then ends the turn, with no file work of its own, so a
// turn's time is the protocol's and whatever stands between the client and it.

import { Readable, Writable } from "node:stream";

import { agent, methods, ndJsonStream } from "@agentclientprotocol/sdk";

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
    await client.notify(methods.client.session.update, {
      sessionId,
      update: { sessionUpdate: "agent_thought_chunk", messageId: `t-${turn}`, content: { type: "text", text: "thinking" } },
    });
    await client.notify(methods.client.session.update, {
      sessionId,
      update: { sessionUpdate: "agent_message_chunk", messageId: `a-${turn}`, content: { type: "text", text: "Hello there" } },
    });
    return { stopReason: "end_turn" };
  })
  .connect(ndJsonStream(Writable.toWeb(process.stdout), Readable.toWeb(process.stdin)));
