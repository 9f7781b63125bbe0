// The built `link-kit` executable for tests: run it, and serve one agent with `host serve`.

import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import { afterAll, beforeAll } from "vitest";

export const ROOT = resolve(import.meta.dirname, "..", "..");
/** The `link-kit` executable as installed: the one-file CLI the package's bin names. */
export const BIN = join(ROOT, "dist", "link-kit.cjs");

export function ensureBuilt(): void {
  if (!existsSync(BIN)) {
    const build = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
    if (build.status !== 0) throw new Error("npm run build failed");
  }
}

export function linkKit(args: string[], input?: string): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, [BIN, ...args], { input, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

export interface Served {
  dir: string;
  state: string;
  cfg: string;
  /** The host process (`link-kit host serve`); `restart` replaces it. */
  process: ChildProcess;
  /** What the host processes wrote to stderr (kept here, not printed into a passing run). */
  stderr: string[];
  /** Stops the host (SIGTERM) and serves the same state again. */
  restart(): Promise<void>;
  agent: { id: string; folder: string; owner: string; name: string; grants: Record<string, boolean>; notes_limit: number };
  stop(): Promise<void>;
}

/**
 * Registers one agent, starts it (settings at <dir>/harness/settings.json) and serves it;
 * `maxFiles` serves it under `ulimit -n`; `base` is where <dir> is made (a small file system).
 */
export async function serveAgent(grants: string, notesLimit = 65536, options: { maxFiles?: number; base?: string } = {}): Promise<Served> {
  ensureBuilt();
  const dir = mkdtempSync(join(options.base ?? tmpdir(), "lk-cli-"));
  const state = join(dir, "state");
  const cfg = join(dir, "harness", "settings.json");
  const add = linkKit([
    "host",
    "agent",
    "add",
    "--state",
    state,
    "--name",
    "coder",
    "--owner",
    "alice",
    "--grant",
    grants,
    "--notes-limit",
    String(notesLimit),
  ]);
  if (add.status !== 0) throw new Error(`agent add: ${add.stderr}`);
  const agent = JSON.parse(add.stdout) as Served["agent"];
  const started = linkKit(["host", "start", "--state", state, "--agent", agent.id, "--settings", cfg]);
  if (started.status !== 0) throw new Error(`host start: ${started.stderr}`);
  const stderr: string[] = [];
  const start = async (): Promise<ChildProcess> => {
    const command = [process.execPath, BIN, "host", "serve", "--state", state];
    const serve: ChildProcess =
      options.maxFiles === undefined
        ? spawn(command[0] as string, command.slice(1), { stdio: ["ignore", "pipe", "pipe"] })
        : spawn("bash", ["-c", `ulimit -n ${options.maxFiles} && exec "$0" "$@"`, ...command], { stdio: ["ignore", "pipe", "pipe"] });
    serve.stderr?.on("data", (chunk: Buffer) => stderr.push(chunk.toString()));
    await new Promise<void>((ready, fail) => {
      serve.stdout?.once("data", () => ready());
      serve.once("exit", (code) => fail(new Error(`host serve exited ${code}: ${stderr.join("")}`)));
    });
    return serve;
  };
  const halt = async (serve: ChildProcess): Promise<void> => {
    if (serve.exitCode !== null || serve.signalCode !== null) return;
    serve.kill("SIGTERM");
    await new Promise((r) => serve.once("exit", r));
  };
  const served: Served = {
    dir,
    state,
    cfg,
    process: await start(),
    stderr,
    agent,
    restart: async () => {
      await halt(served.process);
      served.process = await start();
    },
    stop: async () => {
      await halt(served.process);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return served;
}

/**
 * A served agent for the enclosing test file: served before its tests, stopped after them. The
 * returned object stands for it inside the tests (and takes `process` being replaced).
 */
export function servedSuite(grants: string, notesLimit?: number): Served {
  let current: Served | undefined;
  beforeAll(async () => {
    current = await serveAgent(grants, notesLimit);
  }, 60_000);
  afterAll(async () => {
    await current?.stop();
  });
  const served = () => {
    if (current === undefined) throw new Error("servedSuite: used outside the file's tests");
    return current;
  };
  return new Proxy({} as Served, {
    get: (_, key) => {
      const value: unknown = Reflect.get(served(), key);
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(served()) : value;
    },
    set: (_, key, value) => Reflect.set(served(), key, value),
  });
}

export interface HookRunOptions {
  input?: string;
  cwd?: string;
  env?: Record<string, string>;
}

/** Runs `link-kit hook <args>` as a harness would: its own process, stdin, a working directory, no TTY. */
export function runHook(
  served: Served,
  args: string[],
  options: HookRunOptions = {},
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [BIN, "hook", ...args], {
      cwd: options.cwd ?? served.dir,
      env: { ...process.env, ...options.env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("close", (status) => done({ status, stdout, stderr }));
    child.stdin.end(options.input ?? "");
  });
}

/** The native record IDs of a thread's records, in order, as `link-kit context read` gives them. */
export function storedSources(served: Served, thread: string): string[] {
  const read = linkKit(["context", "read", "--settings", served.cfg, "--thread", thread, "--json"]);
  return (JSON.parse(read.stdout) as { records: Array<{ source: { native_record: string } }> }).records.map((r) => r.source.native_record);
}
