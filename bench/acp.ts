// The ACP figure (issue 15): a prompt round trip with streamed chunks (the test agent's "hello":
// five updates, then the response) through `link-kit acp`, capturing into the bench's host, over
// the same agent spoken to directly. Both sides in the same interleaved rounds.

import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Readable, Writable } from "node:stream";

import { client, methods, ndJsonStream } from "@agentclientprotocol/sdk";

import { writeSettings } from "../src/bridge/config.js";
import { median, type Figure } from "./harness.js";
import { withScratchHost } from "./host.js";

const ROOT = resolve(import.meta.dirname, "..");
const BIN = join(ROOT, "dist", "link-kit.mjs");
const AGENT = join(ROOT, "test", "acp", "agent.mjs");

/** An SDK client over `command`'s stdio, initialized, with one session; `prompt` times one round trip in ms. */
async function session(command: string[], agentDir: string) {
  const [program, ...args] = command as [string, ...string[]];
  const child = spawn(program, args, { stdio: ["pipe", "pipe", "inherit"], env: { ...process.env, LINK_KIT_TEST_AGENT_DIR: agentDir } });
  const connection = client({ name: "link-kit-bench" })
    .onNotification(methods.client.session.update, () => {})
    .connect(ndJsonStream(Writable.toWeb(child.stdin), Readable.toWeb(child.stdout) as ReadableStream<Uint8Array>));
  await connection.agent.request(methods.agent.initialize, { protocolVersion: 1, clientCapabilities: {} });
  const { sessionId } = await connection.agent.request(methods.agent.session.new, { cwd: "/", mcpServers: [] });
  return {
    prompt: async () => {
      const start = process.hrtime.bigint();
      await connection.agent.request(methods.agent.session.prompt, { sessionId, prompt: [{ type: "text", text: "hello" }] });
      return Number(process.hrtime.bigint() - start) / 1e6;
    },
    /** Ends the session and waits for the process to exit, so that a host it captures into outlives it. */
    close: async () => {
      const exited = new Promise((r) => (child.exitCode !== null ? r(undefined) : child.once("exit", r)));
      connection.close();
      child.kill();
      await exited;
    },
  };
}

export async function acpFigures(): Promise<Figure[]> {
  return withScratchHost({ home: true }, async ({ dir, state, id }) => {
    const settings = join(dir, "harness", "settings.json");
    writeSettings(settings, {
      storage: { endpoint: state.bridgeSocket, endpoint_key: state.currentSecret(id) as string, agent: id, owner: "alice" },
    });
    const direct = await session([process.execPath, AGENT], mkdtempSync(join(tmpdir(), "lk-bench-acp-")));
    const proxied = await session(
      [process.execPath, BIN, "acp", "--settings", settings, "--thread", "link:bench-acp", "--", process.execPath, AGENT],
      mkdtempSync(join(tmpdir(), "lk-bench-acp-")),
    );
    try {
      for (let i = 0; i < 20; i++) {
        await direct.prompt();
        await proxied.prompt();
      }
      const ratios: number[] = [];
      const directs: number[] = [];
      const proxies: number[] = [];
      for (let round = 0; round < 9; round++) {
        const d: number[] = [];
        const p: number[] = [];
        for (let k = 0; k < 15; k++) {
          d.push(await direct.prompt());
          p.push(await proxied.prompt());
        }
        directs.push(...d);
        proxies.push(...p);
        ratios.push(median(p) / median(d));
      }
      return [
        {
          name: "acp_proxy_vs_direct",
          value: Math.round(median(ratios) * 1000) / 1000,
          unit: "ratio",
          baseline: `a prompt round trip with five streamed updates to the test agent directly, p50 ${median(directs).toFixed(2)} ms; through link-kit acp capturing into a host, p50 ${median(proxies).toFixed(2)} ms (median of 9 interleaved rounds of 15)`,
        },
      ];
    } finally {
      await Promise.all([direct.close(), proxied.close()]);
    }
  });
}
