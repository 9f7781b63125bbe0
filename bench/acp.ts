// The ACP figures (issues 32.7, 43.3), over a lean SDK agent (bench/lean-agent.mjs, no file work)
// on three turns: a realistic one (the figures' own names), and beside it a thought with a
// three-chunk message and a thought with one message (`_three_chunks`, `_two_updates`): a turn through `link-kit acp` capturing into the bench's host
// against a process that only forwards stdio (the floor for any proxy), and the time `--ledger`
// adds to a turn against one atomic replace of a small file, all in the same interleaved rounds.

import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Readable, Writable } from "node:stream";

import { client, methods, ndJsonStream } from "@agentclientprotocol/sdk";

import type { Bridged } from "../src/bridge/client.js";
import { Dir } from "../src/durable/dir.js";
import { type Figure, median, spreadOf } from "./harness.js";
import { servedHost } from "./bridge.js";

const ROOT = resolve(import.meta.dirname, "..");
const BIN = join(ROOT, "dist", "link-kit.cjs");
/** The lean agent (bench/lean-agent.mjs) and the stdio forwarder that is the floor for any proxy. */
const LEAN = join(ROOT, "bench", "lean-agent.mjs");
const FORWARDER = join(ROOT, "bench", "forwarder.mjs");

/** An SDK client over `command`'s stdio, initialized, with one session; `prompt` times one round trip in ms. */
async function session(command: string[], agentDir: string, turn: Turn) {
  const [program, ...args] = command as [string, ...string[]];
  const child = spawn(program, args, {
    stdio: ["pipe", "pipe", "inherit"],
    env: { ...process.env, LINK_KIT_TEST_AGENT_DIR: agentDir, LINK_KIT_BENCH_ACP_TURN: turn.shape },
  });
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

/** One durable replace of a small file (file fsync, rename, directory fsync), in ms: the ledger's unit of work. */
function atomicReplace(dir: Dir, n: number): number {
  const start = process.hrtime.bigint();
  dir.writeAtomic("replace.json", `{"n":${n},"pad":"${"x".repeat(200)}"}\n`);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** A turn the lean agent streams (bench/lean-agent.mjs), with the suffix its figures take. */
interface Turn {
  shape: "realistic" | "three-chunks" | "two-updates";
  suffix: string;
  says: string;
}

/** The realistic turn names the figures; the two shorter ones are reported beside it (issue 43.3). */
const TURNS: Turn[] = [
  { shape: "realistic", suffix: "", says: "one thought, a message in 20 chunks, a tool call with two updates, the reply" },
  { shape: "three-chunks", suffix: "_three_chunks", says: "one thought, a message in three chunks" },
  { shape: "two-updates", suffix: "_two_updates", says: "one thought, one message" },
];

export async function acpFigures(): Promise<Figure[]> {
  // The proxies capture into a host in its own process, as users run it (`link-kit host serve`):
  // a host in this process would do its appends on the event loop that times the turns.
  const dir = mkdtempSync(join(tmpdir(), "lk-bench-acp-"));
  const host = await servedHost(dir);
  try {
    const out: Figure[] = [];
    for (const turn of TURNS) out.push(...(await figures(dir, host.cfg, host.client, turn)));
    return out;
  } finally {
    await host.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Waits until `thread` holds `records`, and says how many it holds. A proxy stores a turn's
 * capture once the turn is answered: the next turn timed, of any contender, starts after that, so
 * that a turn's time is its own and not the storage work of the one before.
 */
async function stored(client: Bridged, thread: string, records = 0): Promise<number> {
  for (;;) {
    const reply = await client.call({ kind: "conversation_last", thread });
    const seq = reply.kind === "last" ? Number(reply.seq) : 0;
    if (seq >= records) return seq;
    await new Promise((r) => setTimeout(r, 1));
  }
}

/**
 * Waits until the ledgered proxy has retired its turn's attempt (authority.json holds no active
 * attempt). It writes the retire once the answer is passed on: the next turn timed, of any
 * contender, and the atomic replace start after it, so no contender's disk work overlaps it.
 */
async function retired(ledger: string): Promise<void> {
  while (readFileSync(join(ledger, "authority.json"), "utf8").includes('"active_attempt"')) await new Promise((r) => setTimeout(r, 1));
}

async function figures(dir: string, settings: string, host: Bridged, turn: Turn): Promise<Figure[]> {
  {
    const ledger = join(dir, `ledger-${turn.shape}`);
    mkdirSync(ledger, { mode: 0o700 });
    const agentDir = () => mkdtempSync(join(dir, "agent-")); // inside the bench's directory, removed with it
    const proxy = (thread: string, extra: string[] = []) => [
      process.execPath,
      BIN,
      "acp",
      "--settings",
      settings,
      "--thread",
      thread,
      "--home",
      join(dir, `home-${thread.slice("link:".length)}`),
      ...extra,
      "--",
      process.execPath,
      LEAN,
    ];
    const direct = await session([process.execPath, LEAN], agentDir(), turn);
    const forwarded = await session([process.execPath, FORWARDER, process.execPath, LEAN], agentDir(), turn);
    const proxied = await session(proxy(`link:bench-acp-${turn.shape}`), agentDir(), turn);
    const ledgered = await session(proxy(`link:bench-acp-ledger-${turn.shape}`, ["--ledger", ledger]), agentDir(), turn);
    const replaceDir = Dir.open(join(dir, `replace-${turn.shape}`), { create: true });
    try {
      for (let i = 0; i < 30; i++) {
        await direct.prompt();
        await forwarded.prompt();
        await proxied.prompt();
        await ledgered.prompt();
        atomicReplace(replaceDir, i);
      }
      // How many records a turn stores, from the warm-up's once its storing is done.
      const settled = async (thread: string) => {
        for (let last = -1; ; await new Promise((r) => setTimeout(r, 100))) {
          const now = await stored(host, thread);
          if (now === last) return now;
          last = now;
        }
      };
      const capturing = [
        { thread: `link:bench-acp-${turn.shape}`, records: await settled(`link:bench-acp-${turn.shape}`) },
        { thread: `link:bench-acp-ledger-${turn.shape}`, records: await settled(`link:bench-acp-ledger-${turn.shape}`) },
      ];
      const perTurn = capturing.map((c) => c.records / 30);
      const turnStored = async (which: 0 | 1) => {
        const c = capturing[which] as (typeof capturing)[0];
        c.records += perTurn[which] as number;
        await stored(host, c.thread, c.records);
      };
      const times = {
        direct: [] as number[],
        forwarded: [] as number[],
        proxied: [] as number[],
        ledgered: [] as number[],
        replace: [] as number[],
      };
      const proxyRatios: number[] = [];
      const ledgerRatios: number[] = [];
      for (let round = 0; round < 9; round++) {
        const r = {
          direct: [] as number[],
          forwarded: [] as number[],
          proxied: [] as number[],
          ledgered: [] as number[],
          replace: [] as number[],
        };
        for (let k = 0; k < 30; k++) {
          r.direct.push(await direct.prompt());
          r.forwarded.push(await forwarded.prompt());
          r.proxied.push(await proxied.prompt());
          await turnStored(0);
          r.ledgered.push(await ledgered.prompt());
          await turnStored(1);
          await retired(ledger);
          r.replace.push(atomicReplace(replaceDir, k));
        }
        for (const key of Object.keys(times) as Array<keyof typeof times>) times[key].push(...r[key]);
        proxyRatios.push(median(r.proxied) / median(r.forwarded));
        ledgerRatios.push((median(r.ledgered) - median(r.proxied)) / median(r.replace));
      }
      const ms = (values: number[]) => `${median(values).toFixed(2)} ms`;
      return [
        {
          name: `acp_proxy_vs_forwarder${turn.suffix}`,
          value: Math.round(median(proxyRatios) * 1000) / 1000,
          spread: spreadOf(proxyRatios),
          unit: "ratio",
          baseline: `a prompt round trip (${turn.says}) to a lean SDK agent through a process that only forwards stdio, p50 ${ms(times.forwarded)}; through link-kit acp capturing into a host, p50 ${ms(times.proxied)} (its ${perTurn[0]} records a turn stored before the next turn of any contender starts); the agent directly, p50 ${ms(times.direct)} (median of 9 interleaved rounds of 30)`,
        },
        {
          name: `acp_ledger_added_vs_atomic_replace${turn.suffix}`,
          value: Math.round(median(ledgerRatios) * 1000) / 1000,
          spread: spreadOf(ledgerRatios),
          unit: "ratio",
          baseline: `what --ledger adds to that turn (p50 ${ms(times.ledgered)} with it, ${ms(times.proxied)} without) over one atomic replace of a small file (file fsync, rename, directory fsync), p50 ${ms(times.replace)}, in the same rounds`,
        },
      ];
    } finally {
      replaceDir.close();
      await Promise.all([direct.close(), forwarded.close(), proxied.close(), ledgered.close()]);
    }
  }
}
