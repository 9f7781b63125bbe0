// One live-harness scene: a scratch HOME and project, a reference host serving one agent, the
// model mock, `link-kit setup <harness>` as a person runs it, and the real harness binary (from
// this folder's node_modules, pinned by its lockfile) run against it. Everything it makes is under
// one scratch directory, removed by `stop`; every process it starts runs with that HOME and cwd.

import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import { MockModel } from "./mock-model.js";

export const HERE = import.meta.dirname;
export const ROOT = resolve(HERE, "..", "..");
export const BIN = join(ROOT, "dist", "link-kit.cjs");
/** The folder of the pinned harnesses' programs, first on the scene's PATH. */
export const HARNESS_BIN = join(HERE, "node_modules", ".bin");

export type HarnessWord = "claude" | "codex" | "gemini";

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

export interface Event {
  seq: number;
  role: string;
  text: string;
  source?: { adapter: string; native_session: string; native_record: string };
}

export interface HookRun {
  argv: string[];
  code: number;
  stderr: string;
  /** From the process's start to its exit. */
  ms: number;
  /** The CPU time it used (user and system) in that while. */
  cpu_ms: number;
  /** The run a `--detach` hook handed on (what the harness never waits for). */
  detached: boolean;
}

export class Live {
  readonly dir: string;
  readonly home: string;
  readonly project: string;
  readonly binding: string;
  readonly mock = new MockModel();
  private host: ChildProcess | undefined;
  private readonly hookLog: string;
  private readonly children = new Set<ChildProcess>();

  private constructor(readonly harness: HarnessWord) {
    this.dir = mkdtempSync(join(tmpdir(), `lk-live-${harness}-`));
    this.home = join(this.dir, "home");
    this.project = join(this.dir, "project");
    this.binding = join(this.dir, "binding", "settings.json");
    this.hookLog = join(this.dir, "hooks.jsonl");
    mkdirSync(this.home, { mode: 0o700 });
    mkdirSync(this.project);
  }

  /** The environment every process of the scene runs with: its HOME, no harness home of the machine's. */
  get env(): Record<string, string> {
    const env: Record<string, string> = {};
    for (const [k, v] of Object.entries(process.env))
      // Nor CI's markers: a harness that sees CI=true takes its terminal for none (Gemini CLI
      // then never draws its interactive screen), where a person's terminal has no such variable.
      if (
        v !== undefined &&
        !/^(CODEX_HOME|GEMINI_|GOOGLE_|ANTHROPIC_|CLAUDE_|LINK_KIT_|XDG_|NODE_OPTIONS$|CI$|CONTINUOUS_INTEGRATION$|BUILD_NUMBER$|RUN_ID$)/.test(
          k,
        )
      )
        env[k] = v;
    return {
      ...env,
      PATH: `${HARNESS_BIN}:${env.PATH ?? ""}`,
      HOME: this.home,
      XDG_STATE_HOME: join(this.home, ".local", "state"),
      XDG_CONFIG_HOME: join(this.home, ".config"),
      XDG_CACHE_HOME: join(this.home, ".cache"),
      XDG_DATA_HOME: join(this.home, ".local", "share"),
      TMPDIR: this.dir,
      NODE_OPTIONS: `--require=${join(HERE, "hook-log.cjs")}`,
      LINK_KIT_TEST_HOOK_LOG: this.hookLog,
      // Each harness to the mock (KNOWLEDGE.md, "Harnesses, live"); a harness reads only its own.
      ANTHROPIC_BASE_URL: this.mock.url,
      ANTHROPIC_API_KEY: "sk-ant-mock-key",
      CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
      DISABLE_TELEMETRY: "1",
      IS_SANDBOX: "1",
      MOCK_OPENAI_KEY: "mock-key",
      GEMINI_API_KEY: "mock-key",
      GOOGLE_GEMINI_BASE_URL: this.mock.url,
      GEMINI_CLI_TRUST_WORKSPACE: "true",
    };
  }

  /** A host serving one agent, the mock listening, and the harness set up by `link-kit setup`. */
  static async start(harness: HarnessWord): Promise<Live> {
    const live = new Live(harness);
    try {
      await live.mock.start();
      const state = join(live.dir, "state");
      const add = live.kit(["host", "agent", "add", "--state", state, "--name", "coder", "--owner", "alice", "--grant", "home,notes"]);
      if (add.status !== 0) throw new Error(`agent add: ${add.stderr}`);
      const id = (JSON.parse(add.stdout) as { id: string }).id;
      const started = live.kit(["host", "start", "--state", state, "--agent", id, "--binding", live.binding]);
      if (started.status !== 0) throw new Error(`host start: ${started.stderr}`);
      live.host = spawn(process.execPath, [BIN, "host", "serve", "--state", state], { env: live.env, stdio: ["ignore", "pipe", "pipe"] });
      await new Promise<void>((ready, fail) => {
        live.host?.stdout?.once("data", () => ready());
        live.host?.once("exit", (code) => fail(new Error(`host serve exited ${code}`)));
      });
      const setup = live.kit(["setup", harness, "--binding", live.binding]);
      if (setup.status !== 0) throw new Error(`setup ${harness}: ${setup.stderr}`);
      live.pointAtMock();
      return live;
    } catch (error) {
      await live.stop();
      throw error;
    }
  }

  /** What each harness needs beyond the environment to reach the mock, written as a person would. */
  private pointAtMock(): void {
    if (this.harness === "codex") {
      // Top-level keys go before the first table; the provider table at the end.
      const file = join(this.home, ".codex", "config.toml");
      // Setup wrote hooks.json (and Codex its trust into config.toml) where Codex has hooks.
      const kit = existsSync(file) ? readFileSync(file, "utf8") : "";
      writeFileSync(
        file,
        `model_provider = "mock"\nmodel = "gpt-5"\n${kit}\n[model_providers.mock]\nname = "mock"\nbase_url = "${this.mock.url}/v1"\nwire_api = "responses"\nenv_key = "MOCK_OPENAI_KEY"\n`,
      );
    }
    if (this.harness === "gemini") {
      const file = join(this.home, ".gemini", "settings.json");
      const settings = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
      settings.security = { auth: { selectedType: "gemini-api-key" } };
      writeFileSync(file, JSON.stringify(settings, null, 2));
    }
    if (this.harness === "claude") {
      // Past Claude Code's first-run screens (interactive sessions only read this).
      writeFileSync(
        join(this.home, ".claude.json"),
        JSON.stringify({
          hasCompletedOnboarding: true,
          customApiKeyResponses: { approved: ["sk-ant-mock-key", "mock-key"], rejected: [] },
          projects: { [this.project]: { hasTrustDialogAccepted: true } },
        }),
      );
    }
  }

  /** Runs the built `link-kit` in the scene. */
  kit(args: string[], input?: string, env: Record<string, string> = this.env): Run {
    const run = spawnSync(process.execPath, [BIN, ...args], { env, cwd: this.project, encoding: "utf8", input });
    return { status: run.status, stdout: run.stdout, stderr: run.stderr };
  }

  /**
   * Puts another harness's memory document in the store, so a SessionStart has context to give a
   * new thread (a new thread with none gives none; the session's own transcript is read by the
   * events after SessionStart).
   */
  putOthersMemory(): Run {
    return this.kit([
      "memory",
      "put",
      "--binding",
      this.binding,
      "claude-code.user.CLAUDE.md",
      "--text",
      "Answer in English.",
      "--source",
      "claude-code/s0/user/CLAUDE.md",
    ]);
  }

  /**
   * The scene's environment without the hook log (`hook-log.cjs`, loaded into every Node process by
   * NODE_OPTIONS): a hook that loads it takes 2 to 3 ms longer to start and exit (the preload, and
   * the stderr stream it opens at once), which a turn timed for the kit's cost would count as the
   * kit's. A person's hooks never load it.
   */
  get envUnlogged(): Record<string, string> {
    const { NODE_OPTIONS: _preload, LINK_KIT_TEST_HOOK_LOG: _log, ...env } = this.env;
    return env;
  }

  /**
   * Runs the harness's own program with `args`, in the project, to its end (or `timeoutMs`);
   * with `logged: false`, its hooks are not logged (`envUnlogged`).
   */
  async harnessRun(args: string[], timeoutMs = 120_000, { logged = true } = {}): Promise<Run> {
    const program = join(HARNESS_BIN, this.harness);
    const env = logged ? this.env : this.envUnlogged;
    return await new Promise((done) => {
      const child = spawn(program, args, { env, cwd: this.project, stdio: ["ignore", "pipe", "pipe"], detached: true });
      this.children.add(child);
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
      child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
      const timer = setTimeout(() => killGroup(child), timeoutMs);
      child.on("close", (status) => {
        clearTimeout(timer);
        this.children.delete(child);
        done({ status, stdout, stderr });
      });
    });
  }

  /** Every run of the kit's hook so far, as hook-log.cjs wrote them. */
  hookRuns(): HookRun[] {
    if (!existsSync(this.hookLog)) return [];
    return readFileSync(this.hookLog, "utf8")
      .split("\n")
      .filter((l) => l !== "")
      .map((l) => JSON.parse(l) as HookRun);
  }

  /**
   * Waits until the hook runs have been quiet for `quietMs` (a harness may run a hook after its
   * own process has printed its answer, and Codex's notify is not waited for).
   */
  async settle(quietMs = 1500, timeoutMs = 30_000): Promise<void> {
    const end = Date.now() + timeoutMs;
    let last = -1;
    let since = Date.now();
    while (Date.now() < end) {
      const size = existsSync(this.hookLog) ? statSync(this.hookLog).size : 0;
      const running =
        spawnSync("pgrep", ["-f", `hook ${this.harness} (--detach )?--binding ${this.binding}`], { encoding: "utf8" }).stdout.trim() !== "";
      if (size !== last || running) {
        last = size;
        since = Date.now();
      } else if (Date.now() - since >= quietMs) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`hooks still running after ${timeoutMs} ms`);
  }

  /** What the detached hook runs wrote to the adapter home's log (`hook.log`): empty when they said nothing. */
  detachedLog(): string {
    const log = join(this.home, ".local", "state", "link-kit", this.harness, ".lnk", "agent-context", "hook.log");
    return existsSync(log) ? readFileSync(log, "utf8") : "";
  }

  /** The events of a thread, as `link-kit context read --json` gives them (none for a thread with no records). */
  events(thread = "link:main"): Event[] {
    const read = this.kit(["context", "read", "--binding", this.binding, "--thread", thread, "--json"]);
    if (read.status === 3 && read.stdout.includes('"not_found"')) return [];
    if (read.status !== 0) throw new Error(`context read: ${read.stderr}${read.stdout}`);
    return (JSON.parse(read.stdout) as { events: Event[] }).events;
  }

  /** The harness's transcript files under its home, by pattern. */
  transcripts(): string[] {
    const roots = {
      claude: join(this.home, ".claude", "projects"),
      codex: join(this.home, ".codex", "sessions"),
      gemini: join(this.home, ".gemini", "tmp"),
    };
    const found: string[] = [];
    const walk = (dir: string) => {
      if (!existsSync(dir)) return;
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.jsonl?$/.test(name) && (this.harness !== "gemini" || dir.endsWith("chats"))) found.push(path);
      }
    };
    walk(roots[this.harness]);
    return found.sort();
  }

  /** A note for a failing assertion: what the mock answered and what the hooks said. */
  explain(): string {
    return JSON.stringify({ mock: this.mock.exchanges, hooks: this.hookRuns() }, null, 1);
  }

  note(line: string): void {
    appendFileSync(join(this.dir, "notes.txt"), `${line}\n`);
  }

  async stop(): Promise<void> {
    for (const child of this.children) killGroup(child);
    if (this.host && this.host.exitCode === null) {
      this.host.kill("SIGTERM");
      await new Promise((r) => this.host?.once("exit", r));
    }
    await this.mock.stop().catch(() => undefined);
    // Whatever a harness left running from the scene (Codex's TUI starts an app-server daemon
    // from its home that outlives it): every process whose command line names the scene's folder.
    spawnSync("pkill", ["-KILL", "-f", this.dir]);
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Ends a child and every process it started (its process group). */
export function killGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, "SIGKILL");
  } catch {
    child.kill("SIGKILL");
  }
}

/** The user, assistant and tool events of a thread as `role text` lines, for whole-value comparisons. */
export function roles(events: Event[], ...which: string[]): string[] {
  return events.filter((e) => which.includes(e.role)).map((e) => `${e.role} ${e.text}`);
}

/** One scripted turn: what the person typed, and the marker the mock keys its answers on. */
export interface Turn {
  prompt: string;
  marker: string;
}

/**
 * What every live session must show once its hooks have run: every hook run exited 0 and said
 * nothing; the thread holds each typed prompt exactly once as `user` and no other `user` event;
 * each reply once as `assistant` and no other; each turn's shell call and its output as `tool`
 * events, after that turn's prompt; and `link-kit capture` of the same transcripts into another
 * thread gives the same events.
 */
export function expectCaptured(live: Live, turns: Turn[], expect: ExpectLike): Event[] {
  const failed = live.hookRuns().filter((h) => h.code !== 0 || h.stderr !== "");
  expect(failed, live.explain()).toEqual([]);
  // A detached run (--detach) says what went wrong in the home's log, never on stderr: none.
  expect(live.detachedLog(), live.explain()).toBe("");
  expect(live.hookRuns().length, "the harness ran the kit's hooks").toBeGreaterThan(0);
  const events = live.events();
  expect(roles(events, "user"), live.explain()).toEqual(turns.map((t) => `user ${t.prompt}`));
  expect(roles(events, "assistant"), live.explain()).toEqual(turns.map((t) => `assistant reply-${t.marker}`));
  for (const turn of turns) {
    const prompt = events.findIndex((e) => e.role === "user" && e.text === turn.prompt);
    const call = events.findIndex((e) => e.role === "tool" && e.text.includes(`echo out-${turn.marker}`));
    // The output: the word the shell printed, not only the command that printed it (some harnesses write both in one event).
    const output = events.findIndex((e) => e.role === "tool" && new RegExp(`(?<!echo )out-${turn.marker}\\b`).test(e.text));
    expect({ call: call >= 0, output: output >= 0 }, `turn ${turn.marker}: ${JSON.stringify(roles(events, "tool"))}`).toEqual({
      call: true,
      output: true,
    });
    expect(prompt >= 0 && prompt <= call && prompt <= output, `turn ${turn.marker}: the prompt before its tool events`).toBe(true);
  }
  // The same transcripts imported into another thread give the same events.
  for (const file of live.transcripts()) {
    const imported = live.kit(["capture", live.harness, "--binding", live.binding, "--thread", "link:imported", file]);
    expect(imported.status, imported.stderr).toBe(0);
  }
  const again = live.events("link:imported");
  expect(roles(again, "user", "assistant", "tool", "summary")).toEqual(roles(events, "user", "assistant", "tool", "summary"));
  return events;
}

/** The part of vitest's `expect` these checks use (so this module need not import vitest). */
export type ExpectLike = (
  value: unknown,
  message?: string,
) => {
  toEqual(expected: unknown): void;
  toBe(expected: unknown): void;
  toBeGreaterThan(expected: number): void;
};

/**
 * A harness run interactively in a pseudo-terminal (tmux, on a socket of the scene's own): type as
 * a person does (the text, a pause, then Enter: a TUI takes an Enter that arrives with a burst of
 * typed text as a newline), and read the screen.
 */
export class Terminal {
  private readonly socket: string;

  constructor(
    private readonly live: Live,
    args: string[],
  ) {
    this.socket = join(live.dir, "tmux.sock");
    const env = Object.entries(live.env).flatMap(([k, v]) => ["-e", `${k}=${v}`]);
    const started = this.tmux(
      "new-session",
      "-d",
      "-x",
      "200",
      "-y",
      "50",
      "-c",
      live.project,
      ...env,
      join(HARNESS_BIN, live.harness),
      ...args,
    );
    if (started.status !== 0) throw new Error(`tmux: ${started.stderr}`);
  }

  private tmux(...args: string[]): Run {
    const run = spawnSync("tmux", ["-S", this.socket, ...args], { env: this.live.env, encoding: "utf8" });
    return { status: run.status, stdout: run.stdout, stderr: run.stderr };
  }

  screen(): string {
    return this.tmux("capture-pane", "-p").stdout;
  }

  async type(text: string): Promise<void> {
    this.tmux("send-keys", "-l", text);
    await new Promise((r) => setTimeout(r, 1000));
    this.tmux("send-keys", "Enter");
  }

  /** Waits until the screen matches `pattern`; throws with the screen when it does not in time. */
  async waitFor(pattern: RegExp, timeoutMs = 60_000): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (Date.now() < end) {
      if (pattern.test(this.screen())) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`the screen never showed ${pattern}:\n${this.screen()}`);
  }

  /** Whether the harness's process is still running in the terminal. */
  running(): boolean {
    return this.tmux("has-session").status === 0;
  }

  close(): void {
    this.tmux("kill-server");
  }
}
