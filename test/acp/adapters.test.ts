// P1: the real ACP adapters through `link-kit acp`, as far as each goes here without credentials:
// `initialize` (the capability negotiation) and `session/new`, or the authentication error it
// answers. They are not dependencies of the kit: point LINK_KIT_ACP_ADAPTERS at a node_modules/.bin
// holding them (or install them into this checkout); a missing one is skipped with its reason.

import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { Readable, Writable } from "node:stream";

import { client, methods, ndJsonStream } from "@agentclientprotocol/sdk";
import { afterAll, describe, expect, it } from "vitest";

import { BIN, ensureBuilt, servedSuite } from "../helpers/cli.js";
import { scratchDirs } from "../helpers/scratch.js";

const BINS = process.env.LINK_KIT_ACP_ADAPTERS ?? resolve(import.meta.dirname, "..", "..", "node_modules", ".bin");
const served = servedSuite("home,notes");
const scratch = scratchDirs("lk-acp-adapters-");
const children: ChildProcess[] = [];
afterAll(() => children.forEach((c) => c.kill("SIGKILL")));

const ADAPTERS = [
  { name: "claude-agent-acp", package: "@zed-industries/claude-agent-acp", args: [] as string[] },
  { name: "codex-acp", package: "@zed-industries/codex-acp", args: [] as string[] },
  { name: "gemini", package: "@google/gemini-cli (ACP mode)", args: ["--experimental-acp"] },
];

describe("the real ACP adapters through link-kit acp (P1)", () => {
  for (const adapter of ADAPTERS) {
    const bin = join(BINS, adapter.name);
    if (!existsSync(bin)) {
      it.skip(`P1: ${adapter.package}: not installed in ${BINS}`, () => {});
      continue;
    }
    it(`P1: ${adapter.package}: initialize and session/new through the proxy (or the authentication error it answers)`, async () => {
      ensureBuilt();
      // No credentials and no user configuration: a scratch HOME.
      const home = scratch();
      mkdirSync(join(home, "work"));
      mkdirSync(join(home, ".codex"));
      const proxy = spawn(
        process.execPath,
        [BIN, "acp", "--settings", served.cfg, "--thread", `link:adapter-${adapter.name}`, "--", bin, ...adapter.args],
        {
          stdio: ["pipe", "pipe", "pipe"],
          env: { PATH: process.env.PATH, HOME: home, CODEX_HOME: join(home, ".codex") },
          cwd: join(home, "work"),
        },
      );
      children.push(proxy);
      const connection = client({ name: "link-kit-adapter-check" })
        .onNotification(methods.client.session.update, () => {})
        .connect(ndJsonStream(Writable.toWeb(proxy.stdin), Readable.toWeb(proxy.stdout) as ReadableStream<Uint8Array>));
      const init = await connection.agent.request(methods.agent.initialize, {
        protocolVersion: 1,
        clientCapabilities: { fs: { readTextFile: false, writeTextFile: false }, terminal: false },
      });
      expect(init.protocolVersion).toBe(1);
      expect(init.agentCapabilities).toBeDefined();
      let outcome: string;
      try {
        const created = await connection.agent.request(methods.agent.session.new, { cwd: join(home, "work"), mcpServers: [] });
        outcome = `session ${created.sessionId}`;
        expect(created.sessionId).toMatch(/\S/);
      } catch (error) {
        // Without credentials an adapter may answer auth_required (-32000) or another error: it
        // must be a JSON-RPC error passed through, not a dead proxy.
        const e = error as { code?: number; message?: string };
        expect(typeof e.code, JSON.stringify(error)).toBe("number");
        outcome = `error ${e.code}: ${e.message}`;
      }
      console.log(`${adapter.package}: initialize ok (${JSON.stringify(init.agentInfo ?? {})}); session/new: ${outcome}`);
      connection.close();
      proxy.kill("SIGTERM");
    }, 120_000);
  }
});
