// The ACP proxy (P1; A2-A10 and C1-C9 over ACP): a deterministic SDK agent (agent.mjs) driven
// through `link-kit acp` by an SDK client, against a served host and a real ledger directory.
// The agent's input is teed to a file, so what reached the agent is counted, not assumed.

import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { Readable, Writable } from "node:stream";

import { client, methods, ndJsonStream, type ClientConnection } from "@agentclientprotocol/sdk";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterEach, describe, expect, it } from "vitest";

import type { AuthorityFile } from "../../generated/index.js";
import { Ledger } from "../../src/ledger/index.js";
import { validate } from "../../src/validate/index.js";
import { CaptureQueue, QUEUE_LIMITS } from "../../src/queue/index.js";
import { BIN, ensureBuilt, linkKit, servedSuite } from "../helpers/cli.js";
import { scratchDirs } from "../helpers/scratch.js";
import { waitFor } from "../helpers/wait.js";

const AGENT = resolve(import.meta.dirname, "agent.mjs");
const SDK_SCHEMA = resolve(import.meta.dirname, "..", "..", "node_modules", "@agentclientprotocol", "sdk", "schema", "v1", "schema.json");
const served = servedSuite("home,notes");
const scratch = scratchDirs("lk-acp-");
const running: ChildProcess[] = [];
afterEach(() => running.splice(0).forEach((p) => p.kill("SIGKILL")));

type Answer = "yes" | "no" | { wait: Promise<"yes" | "no"> };

/** The proxy with the test agent behind it, and an SDK client connected to it. */
function start(
  thread: string,
  dirs: { ledger: string; agent: string },
  answers: Answer[] = [],
  wrap: (command: string[]) => string[] = (command) => command,
  env: Record<string, string> = { LINK_KIT_HOME: join(dirs.agent, "home") },
) {
  const inputLog = join(dirs.agent, "agent-input.jsonl");
  // The agent's both streams are teed: what reached it, and what it said.
  const agentCommand = `tee -a ${inputLog} | ${process.execPath} ${AGENT} | tee -a ${join(dirs.agent, "agent-output.jsonl")}`;
  const ledger = dirs.ledger === "" ? [] : ["--ledger", dirs.ledger];
  const command = [process.execPath, BIN, "acp", "--settings", served.cfg, "--thread", thread, ...ledger, "--", "sh", "-c", agentCommand];
  const [program, ...args] = wrap(command) as [string, ...string[]];
  const proxy = spawn(program, args, {
    stdio: ["pipe", "pipe", "pipe"],
    env: { ...process.env, LINK_KIT_TEST_AGENT_DIR: dirs.agent, ...env },
  });
  running.push(proxy);
  let stderr = "";
  proxy.stderr?.on("data", (d: Buffer) => (stderr += d.toString()));
  const updates: Array<{ sessionUpdate: string }> = [];
  const permissions: string[] = [];
  const connection: ClientConnection = client({ name: "link-kit-test-client" })
    .onNotification(methods.client.session.update, ({ params }) => {
      updates.push(params.update as { sessionUpdate: string });
    })
    .onRequest(methods.client.session.requestPermission, async ({ params }) => {
      permissions.push(params.toolCall.toolCallId);
      const answer = answers.shift() ?? "no";
      const optionId = typeof answer === "string" ? answer : await answer.wait;
      return { outcome: { outcome: "selected", optionId } };
    })
    .connect(ndJsonStream(Writable.toWeb(proxy.stdin as Writable), Readable.toWeb(proxy.stdout as Readable) as ReadableStream<Uint8Array>));
  const agentInput = () =>
    readFileSync(inputLog, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { id?: unknown; method?: string; result?: unknown });
  return { proxy, connection, agent: connection.agent, updates, permissions, agentInput, stderr: () => stderr };
}

function dirs() {
  const root = scratch();
  const ledger = join(root, "ledger");
  const agent = join(root, "agent");
  mkdirSync(ledger, { mode: 0o700 });
  mkdirSync(agent);
  return { ledger, agent };
}

/** A "tool" turn through the proxy, waiting on its permission request; `release` gives the client's answer to it. */
async function waitingOnPermission(thread: string, d: ReturnType<typeof dirs>) {
  let answer: (choice: "yes" | "no") => void = () => {};
  const t = start(thread, d, [{ wait: new Promise<"yes" | "no">((r) => (answer = r)) }]);
  const sessionId = await open(t);
  const turn = prompt(t, sessionId, "tool");
  await waitFor(() => t.permissions.length > 0, { message: "the agent's permission request" });
  return { t, sessionId, turn, release: (choice: "yes" | "no") => answer(choice) };
}

/** The thread's events and raw records, through the CLI. */
function thread(name: string) {
  const read = linkKit(["context", "read", "--settings", served.cfg, "--thread", name, "--json"]);
  expect(read.status, read.stderr).toBe(0);
  return JSON.parse(read.stdout) as {
    events: Array<{ role: string; text: string; source?: { native_record: string } }>;
    records: unknown[];
  };
}

async function open(t: ReturnType<typeof start>) {
  await t.agent.request(methods.agent.initialize, { protocolVersion: 1, clientCapabilities: {} });
  const { sessionId } = await t.agent.request(methods.agent.session.new, { cwd: "/", mcpServers: [] });
  return sessionId;
}

const prompt = (t: ReturnType<typeof start>, sessionId: string, text: string) =>
  t.agent.request(methods.agent.session.prompt, { sessionId, prompt: [{ type: "text", text }] });

/** The ledger's document with every request it ever held: those done (archived, issue 39.6), then the live ones, in the order they were made. */
async function everyRequest(ledger: Ledger): Promise<AuthorityFile> {
  const doc = await ledger.read();
  const requests = [...(await ledger.history()).requests, ...(doc.requests ?? [])];
  return { ...doc, requests: requests.sort((a, b) => a.created_at.localeCompare(b.created_at)) };
}

/** Ends the client's input, waits for the proxy to exit, and reads the ledger it left (`everyRequest`). */
async function ledgerAtExit(t: ReturnType<typeof start>, d: ReturnType<typeof dirs>): Promise<AuthorityFile> {
  t.proxy.stdin?.end();
  await new Promise((r) => t.proxy.on("close", r));
  const ledger = await Ledger.inspect(d.ledger);
  try {
    return await everyRequest(ledger);
  } finally {
    ledger.close();
  }
}

describe("link-kit acp", () => {
  ensureBuilt();

  it("P1 C1 C3 C8: a prompt streams through; its messages are captured joined, the thought kept raw and never as text", async () => {
    const t = start("link:acp-stream", dirs());
    const sessionId = await open(t);
    expect(await prompt(t, sessionId, "hello")).toMatchObject({ stopReason: "end_turn" });
    expect(t.updates.map((u) => u.sessionUpdate)).toEqual([
      "user_message_chunk",
      "agent_thought_chunk",
      "agent_message_chunk",
      "agent_message_chunk",
      "agent_message_chunk",
    ]);
    t.proxy.stdin?.end();
    await new Promise((r) => t.proxy.on("close", r));
    const { events, records } = thread("link:acp-stream");
    // Issue 38.8: the prompt is the user event (agents do not echo it; this one does, and its echo,
    // the same text, is kept raw-only), before the turn's updates.
    expect(events.map((e) => [e.role, e.text, e.source?.native_record])).toEqual([
      ["user", "hello", expect.stringMatching(/^prompt:\d{4}-\d\d-\d\dT[\d:.]+Z:[0-9a-f]{16}$/)],
      ["assistant", "Hello there", "a-0"],
    ]);
    expect(records).toHaveLength(4);
    expect(JSON.stringify(events)).not.toContain("secret reasoning");
  }, 60_000);

  it("P1 A3 A6 A7 A8 A9: a permission request is proposed, the client's choice answered and an allowed call consumed before the agent hears it; a rejection is a deny", async () => {
    const d = dirs();
    const t = start("link:acp-tool", d, ["yes", "no"]);
    const sessionId = await open(t);
    expect(await prompt(t, sessionId, "tool")).toMatchObject({ stopReason: "end_turn" });
    expect(await prompt(t, sessionId, "tool")).toMatchObject({ stopReason: "end_turn" });
    const doc = await ledgerAtExit(t, d);
    expect(doc.requests?.map((r) => [r.status, r.claimed ?? false, r.call.tool])).toEqual([
      ["allow_once", true, "rm -rf build"],
      ["deny", false, "rm -rf build"],
    ]);
    expect(doc.active_attempt ?? null).toBeNull(); // each turn's attempt retired at its end
    // Link's permanent session ID is the ledger's own, apart from the ACP session's (A2, R5).
    expect(doc.sessions?.map((x) => [x.thread, x.session_id === sessionId])).toEqual([["link:acp-tool", false]]);
    const texts = thread("link:acp-tool").events.map((e) => `${e.role}:${e.text}`);
    expect(texts).toContain("assistant:done");
    expect(texts).toContain("assistant:skipped");
    expect(texts.filter((x) => x.startsWith("tool:"))).toHaveLength(4);
  }, 60_000);

  it("P1 A10: a cancel during a permission wait answers it cancelled at once; the client's late answer never reaches the agent", async () => {
    const d = dirs();
    const { t, sessionId, turn, release } = await waitingOnPermission("link:acp-cancel", d);
    await t.agent.notify(methods.agent.session.cancel, { sessionId });
    expect(await turn).toMatchObject({ stopReason: "cancelled" });
    release("yes"); // the owner's surface answers after the cancel
    expect(await prompt(t, sessionId, "hello")).toMatchObject({ stopReason: "end_turn" });
    const answers = t.agentInput().filter((m) => m.method === undefined && m.result !== undefined);
    expect(answers).toEqual([{ jsonrpc: "2.0", id: expect.anything(), result: { outcome: { outcome: "cancelled" } } }]);
    expect((await ledgerAtExit(t, d)).requests?.map((r) => r.status)).toEqual(["deny"]);
  }, 60_000);

  it("P1 A10: a turn's answer is passed on before its attempt is retired: a retire that fails is told and never holds the answer back; the next prompt is admitted after it", async () => {
    const d = dirs();
    const { t, sessionId, turn, release } = await waitingOnPermission("link:acp-retire", d);
    // An operator's restart barrier while the turn waits: its attempt is no longer active, so the
    // retire at the turn's end is refused (stale_attempt).
    const operator = await Ledger.inspect(d.ledger);
    expect(await operator.recover()).toHaveLength(1);
    operator.close();
    release("no"); // a request left by recover can still be denied
    expect(await turn).toMatchObject({ stopReason: "end_turn" });
    await waitFor(() => /handling a message from the agent: attempt att-\S+ is not active/.test(t.stderr()), {
      message: "the failed retire, told on stderr",
    });
    expect(await prompt(t, sessionId, "hello")).toMatchObject({ stopReason: "end_turn" });
    const doc = await ledgerAtExit(t, d);
    expect(doc.requests?.map((r) => [r.status, r.recovery_required ?? false])).toEqual([["deny", true]]);
    expect(doc.active_attempt ?? null).toBeNull(); // the second turn's attempt retired before the proxy exited
  }, 60_000);

  it("P1 A3 A10: two sessions' prompts, each sent the moment the other's turn is answered, are each admitted (the retire before them written first) and the proxy exits with no attempt active", async () => {
    const d = dirs();
    const t = start("link:acp-two", d);
    const first = await open(t);
    const { sessionId: second } = await t.agent.request(methods.agent.session.new, { cwd: "/", mcpServers: [] });
    for (let i = 0; i < 4; i++) {
      expect(await prompt(t, first, "hello")).toMatchObject({ stopReason: "end_turn" });
      expect(await prompt(t, second, "hello")).toMatchObject({ stopReason: "end_turn" });
    }
    const doc = await ledgerAtExit(t, d);
    expect(t.stderr()).not.toMatch(/link-kit acp: handling/);
    expect(doc.active_attempt ?? null).toBeNull();
  }, 60_000);

  it("P1: a cancel during streaming ends the turn cancelled", async () => {
    const t = start("link:acp-slow", dirs());
    const sessionId = await open(t);
    const turn = prompt(t, sessionId, "slow");
    await waitFor(() => t.updates.length >= 5, { message: "five session updates" });
    await t.agent.notify(methods.agent.session.cancel, { sessionId });
    expect(await turn).toMatchObject({ stopReason: "cancelled" });
  }, 60_000);

  it("P1 C9 R5: session/load replays the history; the replay is recognised and nothing is appended twice; the adapter state maps the session", async () => {
    const d = dirs();
    const first = start("link:acp-load", d, ["yes"]);
    const sessionId = await open(first);
    await prompt(first, sessionId, "hello");
    await prompt(first, sessionId, "tool");
    first.proxy.stdin?.end();
    await new Promise((r) => first.proxy.on("close", r));
    const before = thread("link:acp-load").records.length;
    const again = start("link:acp-load", d);
    await again.agent.request(methods.agent.initialize, { protocolVersion: 1, clientCapabilities: {} });
    await again.agent.request(methods.agent.session.load, { sessionId, cwd: "/", mcpServers: [] });
    expect(again.updates.length).toBeGreaterThan(5);
    again.proxy.stdin?.end();
    await new Promise((r) => again.proxy.on("close", r));
    expect(thread("link:acp-load").records).toHaveLength(before);
    // R5: the adapter's state maps the ACP session to the thread, checked against its schema.
    const state = JSON.parse(readFileSync(join(d.agent, "home", ".lnk", "agent-context", "state.json"), "utf8")) as unknown;
    expect(validate("link_harness_contract::AdapterState", state).ok).toBe(true);
    expect(state).toEqual({ adapter: "acp:test-agent", sessions: [{ native_session: sessionId, thread: "link:acp-load" }], exports: [] });
  }, 60_000);

  it("P1 A10: a proxy SIGKILLed mid-turn is restarted: recover runs first, the waiting request stays inspectable (recovery_required), and the session goes on", async () => {
    const d = dirs();
    const never = new Promise<"yes" | "no">(() => {});
    const first = start("link:acp-kill", d, [{ wait: never }]);
    const sessionId = await open(first);
    void prompt(first, sessionId, "tool").catch(() => {});
    await waitFor(() => first.permissions.length > 0, { message: "the first client's permission request" });
    first.proxy.kill("SIGKILL");
    await new Promise((r) => first.proxy.on("close", r));
    const again = start("link:acp-kill", d, ["yes"]);
    await again.agent.request(methods.agent.initialize, { protocolVersion: 1, clientCapabilities: {} });
    await again.agent.request(methods.agent.session.load, { sessionId, cwd: "/", mcpServers: [] });
    expect(again.stderr()).toContain("1 owner request(s) left by a previous run are marked recovery_required");
    expect(await prompt(again, sessionId, "hello")).toMatchObject({ stopReason: "end_turn" });
    const doc = await ledgerAtExit(again, d);
    expect(doc.requests?.map((r) => [r.status, r.recovery_required ?? false])).toEqual([["pending", true]]);
    expect(doc.active_attempt ?? null).toBeNull();
  }, 60_000);

  it("P1: every message the proxy sends, either way, is valid against the protocol's schema for its method (the SDK's ACP schema)", async () => {
    const d = dirs();
    const clientIn = join(d.agent, "client-in.jsonl");
    const clientOut = join(d.agent, "client-out.jsonl");
    // Both of the client's streams are teed: what it sent, and what the proxy sent it.
    const tapped = start("link:acp-schema", d, ["yes"], (command) => [
      "sh",
      "-c",
      `tee ${clientIn} | ${command.map((a) => `'${a}'`).join(" ")} | tee ${clientOut}`,
    ]);
    const sessionId = await open(tapped);
    await prompt(tapped, sessionId, "hello");
    await prompt(tapped, sessionId, "tool");
    const cancelled = prompt(tapped, sessionId, "slow");
    await waitFor(() => tapped.updates.length >= 15, { message: "fifteen session updates" });
    await tapped.agent.notify(methods.agent.session.cancel, { sessionId });
    await cancelled;
    tapped.proxy.stdin?.end();
    await new Promise((r) => tapped.proxy.on("close", r));
    const schema = JSON.parse(readFileSync(SDK_SCHEMA, "utf8")) as { $defs: Record<string, unknown> };
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const of = (name: string) => ajv.compile({ $ref: `#/$defs/${name}`, $defs: schema.$defs });
    const params: Record<string, ReturnType<typeof of>> = {
      initialize: of("InitializeRequest"),
      "session/new": of("NewSessionRequest"),
      "session/load": of("LoadSessionRequest"),
      "session/prompt": of("PromptRequest"),
      "session/cancel": of("CancelNotification"),
      "session/update": of("SessionNotification"),
      "session/request_permission": of("RequestPermissionRequest"),
    };
    const results: Record<string, ReturnType<typeof of>> = {
      initialize: of("InitializeResponse"),
      "session/new": of("NewSessionResponse"),
      "session/load": of("LoadSessionResponse"),
      "session/prompt": of("PromptResponse"),
      "session/request_permission": of("RequestPermissionResponse"),
    };
    type Line = { jsonrpc?: string; id?: number; method?: string; params?: unknown; result?: unknown };
    const lines = (file: string) =>
      readFileSync(file, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Line);
    /** Checks each message against its method's schema; responses by the method of the request they answer. */
    const check = (sent: Line[], requests: Line[]) => {
      const methodOf = new Map(requests.filter((r) => r.method && r.id !== undefined).map((r) => [r.id, r.method as string]));
      for (const m of sent) {
        expect(m.jsonrpc, JSON.stringify(m)).toBe("2.0");
        const validate = m.method ? params[m.method] : results[methodOf.get(m.id) ?? ""];
        expect(validate, `a schema for ${JSON.stringify(m).slice(0, 200)}`).toBeDefined();
        const ok = (validate as ReturnType<typeof of>)(m.method ? m.params : m.result);
        expect(ok, `${JSON.stringify(m).slice(0, 300)}: ${JSON.stringify(validate?.errors)}`).toBe(true);
      }
    };
    const toClient = lines(clientOut);
    const toAgent = lines(join(d.agent, "agent-input.jsonl"));
    expect(toClient.length).toBeGreaterThan(15);
    check(toClient, lines(clientIn)); // the proxy's replies answer the client's requests
    check(toAgent, lines(join(d.agent, "agent-output.jsonl"))); // and its answers to the agent, the agent's own requests
    // The checks can fail: a cancelled answer with a bad outcome is refused.
    expect(results["session/request_permission"]?.({ outcome: { outcome: "bogus" } })).toBe(false);
  }, 60_000);

  it("A1 P1: without --ledger the proxy forwards and captures, fences nothing, and advertises nothing new", async () => {
    const d = dirs();
    const t = start("link:acp-plain", { ledger: "", agent: d.agent }, ["yes"]);
    const init = await t.agent.request(methods.agent.initialize, { protocolVersion: 1, clientCapabilities: {} });
    // The agent's own answer, unchanged: no authority profile, no capability added. tee writes the
    // answer to the proxy before it writes it to the log, so the log may lag the answer a moment.
    const log = join(d.agent, "agent-output.jsonl");
    await waitFor(() => existsSync(log) && readFileSync(log, "utf8").includes("\n"), { message: `a first line in ${log}` });
    const own = JSON.parse(readFileSync(log, "utf8").split("\n")[0] as string) as { result: unknown };
    expect(init).toEqual(own.result);
    const { sessionId } = await t.agent.request(methods.agent.session.new, { cwd: "/", mcpServers: [] });
    expect(await prompt(t, sessionId, "tool")).toMatchObject({ stopReason: "end_turn" });
    t.proxy.stdin?.end();
    await new Promise((r) => t.proxy.on("close", r));
    expect(readdirSync(d.ledger)).toEqual([]); // no ledger was opened
    expect(thread("link:acp-plain").events.map((e) => `${e.role}:${e.text}`)).toContain("assistant:done");
  }, 60_000);

  it("P1: a line with nothing to change passes as the bytes that came, both ways; an id the client reuses while the agent owes an answer to it is renamed for the agent and restored in the answer", async () => {
    const d = dirs();
    const inputLog = join(d.agent, "agent-input.jsonl");
    const outputLog = join(d.agent, "agent-output.jsonl");
    const agentCommand = `tee -a ${inputLog} | ${process.execPath} ${AGENT} | tee -a ${outputLog}`;
    const proxy = spawn(
      process.execPath,
      [BIN, "acp", "--settings", served.cfg, "--thread", "link:acp-bytes", "--", "sh", "-c", agentCommand],
      {
        stdio: ["pipe", "pipe", "pipe"],
        env: { ...process.env, LINK_KIT_TEST_AGENT_DIR: d.agent },
      },
    );
    running.push(proxy);
    // Spaces, a key order of its own and an integer past 2^53: a re-encoded line would differ.
    const first = `{"params": {"clientCapabilities": {}, "protocolVersion": 1, "_meta": {"n": 12345678901234567890}}, "id": "x", "jsonrpc": "2.0", "method": "initialize"}`;
    const second = `{"jsonrpc":"2.0","id":"x","method":"initialize","params":{"protocolVersion":1,"clientCapabilities":{}}}`;
    let out = "";
    const answered = new Promise<string[]>((done) =>
      proxy.stdout.on("data", (chunk: Buffer) => {
        out += chunk.toString();
        const lines = out.split("\n").filter(Boolean);
        if (lines.length >= 2) done(lines);
      }),
    );
    proxy.stdin.write(`${first}\n${second}\n`); // one write: the second comes while the first is owed
    const answers = await answered;
    proxy.stdin.end();
    expect(await new Promise((r) => proxy.on("close", r))).toBe(0);
    const reached = readFileSync(inputLog, "utf8").split("\n").filter(Boolean);
    expect(reached[0]).toBe(first);
    expect(JSON.parse(reached[1] as string)).toEqual({ ...(JSON.parse(second) as object), id: "link-kit-1" });
    expect(answers.map((a) => (JSON.parse(a) as { id: unknown }).id)).toEqual(["x", "x"]);
    const said = readFileSync(outputLog, "utf8").split("\n").filter(Boolean);
    const ownAnswer = said.find((l) => (JSON.parse(l) as { id: unknown }).id === "x");
    expect(answers).toContain(ownAnswer); // the agent's answer to "x", byte for byte
  }, 60_000);

  it("P1: an agent that exits before answering: the client's request gets an error, and the proxy exits with the agent's code", async () => {
    const proxy = spawn(
      process.execPath,
      [BIN, "acp", "--settings", served.cfg, "--thread", "link:acp-gone", "--", "sh", "-c", "read line; exit 3"],
      {
        stdio: ["pipe", "pipe", "pipe"],
      },
    );
    running.push(proxy);
    const connection = client({ name: "t" }).connect(
      ndJsonStream(Writable.toWeb(proxy.stdin), Readable.toWeb(proxy.stdout) as ReadableStream<Uint8Array>),
    );
    await expect(connection.agent.request(methods.agent.initialize, { protocolVersion: 1, clientCapabilities: {} })).rejects.toThrow(
      /the agent exited \(3\) before answering/,
    );
    expect(await new Promise((r) => proxy.on("close", r))).toBe(3);
  }, 60_000);

  it("P1 C1: a turn the agent never answers (it exits mid-turn): what it streamed is still stored", async () => {
    const d = dirs();
    const t = start("link:acp-crash", d);
    const sessionId = await open(t);
    const turn = prompt(t, sessionId, "crash").catch((e: unknown) => e);
    await waitFor(() => t.updates.length >= 3, { message: "the crashing agent's three updates" });
    // The agent has exited; the tee before it waits for its input to end.
    await waitFor(() => existsSync(join(d.agent, "crashed")), { message: "the agent's exit" });
    t.proxy.stdin?.end();
    await new Promise((r) => (t.proxy.exitCode !== null ? r(null) : t.proxy.on("close", r)));
    expect(String(await turn)).toMatch(/the agent exited/);
    expect(thread("link:acp-crash").events.map((e) => [e.role, e.text])).toEqual([
      ["user", "crash"],
      ["assistant", "half said"],
    ]);
  }, 60_000);

  it("A6 A9: two calls in one turn are two attempts, each proposed and consumed; the same call delivered twice is one request, consumed once", async () => {
    const d = dirs();
    const t = start("link:acp-calls", d, ["yes", "yes", "yes", "yes"]);
    const sessionId = await open(t);
    await prompt(t, sessionId, "two-tools");
    await prompt(t, sessionId, "repeat");
    const doc = await ledgerAtExit(t, d);
    expect(doc.requests?.map((r) => [r.call.tool, r.status, r.claimed ?? false])).toEqual([
      ["make step1", "allow_once", true],
      ["make step2", "allow_once", true],
      ["make", "allow_once", true],
    ]);
    expect(new Set(doc.requests?.map((r) => r.attempt_id)).size).toBe(3);
    expect(doc.active_attempt ?? null).toBeNull();
    // The repeated delivery: the owner's second yes finds the call claimed, so the agent hears no.
    const texts = thread("link:acp-calls")
      .events.filter((e) => e.role === "assistant")
      .map((e) => e.text);
    expect(texts).toEqual(["yes,yes", "yes,cancelled"]);
  }, 60_000);

  it("P1 Q1 issue 42.3: with the store down, the turn still goes through and its capture waits in the adapter's queue (its default home, given no --home and no $LINK_KIT_HOME); the next turn after the store is back stores both", async () => {
    const d = dirs();
    // No home named: the proxy's is $XDG_STATE_HOME/link-kit/acp, as a hook's is .../<harness>.
    const t = start("link:acp-down", d, [], undefined, { XDG_STATE_HOME: join(d.agent, "state") });
    const home = join(d.agent, "state", "link-kit", "acp");
    const sessionId = await open(t);
    const host = served.process;
    host.kill("SIGKILL");
    await new Promise((r) => (host.exitCode !== null || host.signalCode !== null ? r(null) : host.on("close", r)));
    expect(await prompt(t, sessionId, "hello")).toMatchObject({ stopReason: "end_turn" });
    // The store is still down: the turn's capture fails to drain and stays queued.
    await waitFor(() => t.stderr().includes("not stored yet (a later drain stores it)"), { message: "the proxy's 'not stored yet' line" });
    const queued = readdirSync(join(home, ".lnk", "agent-context", "captures"));
    expect(queued.length).toBeGreaterThan(0);
    await served.restart();
    expect(await prompt(t, sessionId, "hello")).toMatchObject({ stopReason: "end_turn" });
    t.proxy.stdin?.end();
    await new Promise((r) => t.proxy.on("close", r));
    const events = thread("link:acp-down").events.map((e) => `${e.role}:${e.text}`);
    expect(events).toEqual(["user:hello", "assistant:Hello there", "user:hello", "assistant:Hello there"]);
    expect(readdirSync(join(home, ".lnk", "agent-context", "captures"))).toEqual([]); // all drained
  }, 60_000);

  it("Q5 issue 32.6: with the adapter's queue full (1,024 batches), a turn's capture makes room by replaying the queue first, as the hook does; nothing is lost", async () => {
    const d = dirs();
    const home = join(d.agent, "home");
    const queue = CaptureQueue.open(home, served.agent.id);
    await queue.locked(async () => {
      for (let i = 0; i < QUEUE_LIMITS.batches; i++)
        queue.admit("link:acp-full", [
          { record: `{"role":"user","text":"queued ${i}"}`, source: { adapter: "test", native_session: "q", native_record: `q-${i}` } },
        ]);
    });
    queue.close();
    const t = start("link:acp-full", d);
    const sessionId = await open(t);
    expect(await prompt(t, sessionId, "hello")).toMatchObject({ stopReason: "end_turn" });
    t.proxy.stdin?.end();
    await new Promise((r) => t.proxy.on("close", r));
    expect(t.stderr()).not.toContain("could not be queued");
    const events = thread("link:acp-full").events.map((e) => `${e.role}:${e.text}`);
    expect(events).toEqual([
      ...Array.from({ length: QUEUE_LIMITS.batches }, (_, i) => `user:queued ${i}`),
      "user:hello",
      "assistant:Hello there",
    ]);
    expect(readdirSync(join(home, ".lnk", "agent-context", "captures"))).toEqual([]);
  }, 120_000);

  it("A5: a ledger directory that is not private is refused before the agent starts: one line, exit 3", () => {
    const open = join(scratch(), "open-ledger");
    mkdirSync(open, { mode: 0o755 });
    const run = linkKit(["acp", "--settings", served.cfg, "--thread", "link:acp-x", "--ledger", open, "--", "sh", "-c", "exit 0"]);
    expect([run.status, run.stdout]).toEqual([3, ""]);
    expect(run.stderr).toMatch(new RegExp(`^link-kit: unsafe: the ledger ${open}: .*must be a private directory.*\\n$`));
    expect(run.stderr.split("\n")).toHaveLength(2);
  });

  it("A5 issue 34.4: a ledger made for a named host, used without --host, is refused with the hint to name it; with --host it is used", () => {
    const dir = join(scratch(), "named-ledger");
    expect(linkKit(["ledger", "init", "--dir", dir, "--host", "host-a", "--state", served.state, "--agent", served.agent.id]).status).toBe(
      0,
    );
    const run = linkKit(["acp", "--settings", served.cfg, "--thread", "link:acp-x", "--ledger", dir, "--", "sh", "-c", "exit 0"]);
    expect([run.status, run.stderr]).toEqual([
      3,
      expect.stringMatching(
        /^link-kit: foreign: the ledger .*belongs to host "host-a".*; name its host with --host <name>, as ledger init was given\n$/,
      ),
    ]);
    const named = linkKit([
      "acp",
      "--settings",
      served.cfg,
      "--thread",
      "link:acp-x",
      "--ledger",
      dir,
      "--host",
      "host-a",
      "--",
      "sh",
      "-c",
      "exit 0",
    ]);
    expect([named.status, named.stderr]).toEqual([0, ""]);
  });

  it("A3 A10: a turn the ledger will not admit (another session's attempt is active) never reaches the agent; the client hears why", async () => {
    const d = dirs();
    const never = new Promise<"yes" | "no">(() => {});
    const t = start("link:acp-busy", d, [{ wait: never }]);
    const first = await open(t);
    void prompt(t, first, "tool").catch(() => {});
    await waitFor(() => t.permissions.length > 0, { message: "the agent's permission request" });
    const { sessionId: second } = await t.agent.request(methods.agent.session.new, { cwd: "/", mcpServers: [] });
    await expect(prompt(t, second, "hello")).rejects.toThrow(/the ledger did not admit this turn: .*attempt .* is active/);
    expect(t.agentInput().filter((m) => m.method === "session/prompt")).toHaveLength(1); // only the first turn reached the agent
  }, 60_000);

  it("P1: a proxy stopped by its client (SIGTERM) stops its agent too, even one that does not stop at the end of its input", async () => {
    const proxy = spawn(process.execPath, [BIN, "acp", "--settings", served.cfg, "--thread", "link:acp-term", "--", "sleep", "300"], {
      stdio: ["pipe", "pipe", "pipe"],
    });
    running.push(proxy);
    const agent = await waitFor(
      () => {
        const children = readFileSync(`/proc/${proxy.pid}/task/${proxy.pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
        return children.map(Number).find((pid) => readFileSync(`/proc/${pid}/cmdline`, "utf8").startsWith("sleep"));
      },
      { message: "the proxy's agent (sleep 300) among its children" },
    );
    proxy.kill("SIGTERM");
    await new Promise((r) => proxy.on("close", r));
    expect(existsSync(`/proc/${agent}`) && !readFileSync(`/proc/${agent}/stat`, "utf8").includes(") Z ")).toBe(false);
  }, 60_000);
});
