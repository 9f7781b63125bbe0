// `npm run bench:harnesses [-- --turns n] [-- --harness claude,codex,gemini] [-- --json]` (issue
// 43.1): what the kit's hooks add to a real turn of each real harness. The live-harness suite's
// scene (test/harnesses/live.ts: the pinned binaries, a scratch HOME, the model mock, `link-kit
// setup` as a person runs it) runs one-shot turns with the hooks setup wrote, with none, and with
// only one event's hook at a time, interleaved round by round, and `node -e ''` beside them: the
// figures are medians of the same rounds. Not run by .ci/run (it shares the suite's install).
//
// Per event: the turn's added time with only that event's hook, and the hook process's own wall
// time (what the harness waits on) and CPU time, from the suite's hook log; the detached runs' (the capture
// the harness does not wait for) are given apart. The timed turns run without the hook log, which
// every hook process would load (NODE_OPTIONS) and which adds 2 to 3 ms to each (a person's hooks
// never load it); the hooks' own times come from `LOGGED_TURNS` turns per event after them. With
// each harness, the middle half of its turns with hooks and without (quartiles), which says how
// far noise can move the added time, and the same added time paired by round (each round's turn
// with hooks less its turn without).
// Beside them, informational: the turn with the same entries each running a command that only
// reads its input (`NOOP`), what the harness's own running of hooks costs, which no hook of the
// kit's can take away.

import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";

import { Live, type HarnessWord, type HookRun } from "../test/harnesses/live.js";
import { median, quartiles } from "./harness.js";

const USAGE = "usage: npm run bench:harnesses [-- --turns <n>] [-- --harness claude,codex,gemini] [-- --json]";

/** A wrong command line: one line and exit 2, as every link-kit command does. */
function usageError(line: string): never {
  console.error(`bench:harnesses: ${line}\n${USAGE}`);
  process.exit(2);
}

let values: { turns: string; harness: string; json?: boolean; help?: boolean };
try {
  ({ values } = parseArgs({
    options: {
      turns: { type: "string", default: "10" },
      harness: { type: "string", default: "claude,codex,gemini" },
      json: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  }));
} catch (error) {
  usageError((error as Error).message);
}
if (values.help) {
  console.log(`${USAGE}\n\nWhat the kit's hooks add to a real turn of each real harness (issue 43.1); see bench/harnesses.ts.`);
  process.exit(0);
}
const TURNS = Number(values.turns);
if (!Number.isInteger(TURNS) || TURNS < 1) usageError(`--turns ${values.turns}: give a whole number of turns, 1 or more`);

/** Where each harness keeps its hooks, and its one-shot turn. */
const HARNESSES: Record<HarnessWord, { hooks: (live: Live) => string; turn: (prompt: string) => string[] }> = {
  claude: { hooks: (live) => join(live.home, ".claude", "settings.json"), turn: (p) => ["-p", p, "--allowedTools", "Bash"] },
  codex: { hooks: (live) => join(live.home, ".codex", "hooks.json"), turn: (p) => ["exec", "--skip-git-repo-check", p] },
  gemini: { hooks: (live) => join(live.home, ".gemini", "settings.json"), turn: (p) => ["-p", p, "--yolo"] },
};

/** How many logged turns per event give the hook processes' own times (see the top). */
const LOGGED_TURNS = Math.min(TURNS, 5);

/** The command of the `noop` arm's entries: reads the hook's input and says nothing. */
const NOOP = "cat >/dev/null";

/** `hooks` with every entry's command replaced by `command`, in whatever shape the harness nests them. */
function withCommand(hooks: unknown, command: string): unknown {
  if (Array.isArray(hooks)) return hooks.map((h) => withCommand(h, command));
  if (typeof hooks !== "object" || hooks === null) return hooks;
  return Object.fromEntries(
    Object.entries(hooks).map(([k, v]) => [k, k === "command" && typeof v === "string" ? command : withCommand(v, command)]),
  );
}

/** The goal of issue 43.1 for a Claude Code turn, in ms. */
const CLAUDE_GOAL_MS = 100;
/** Each harness's added time per turn, at most this many Node starts. */
const NODE_STARTS = 1.5;

interface EventFigure {
  event: string;
  /** Turn p50 with only this event's hook, less the turn p50 with none. */
  added_ms: number;
  /** The hook process's own wall time, p50, where the harness waits for it. */
  hook_ms: number | null;
  /** That process's CPU time (user and system), p50: far under `hook_ms`, it waited on the machine. */
  hook_cpu_ms: number | null;
  /** A detached run's wall time, p50 (the capture nobody waits for), when the hook detaches. */
  detached_ms: number | null;
}

interface HarnessFigure {
  harness: HarnessWord;
  turns: number;
  none_ms: number;
  with_ms: number;
  /** Informational: turn p50 with the same entries running `NOOP`, less the turn p50 with none; null for Codex (it would skip them, untrusted). */
  noop_added_ms: number | null;
  /** The middle half of the turns with hooks and without (first and third quartiles): how far the two medians can move. */
  with_quartiles_ms: [number, number];
  none_quartiles_ms: [number, number];
  added_ms: number;
  /**
   * Informational: each round's turn with hooks less its turn without (the two run in the same
   * round), their median and middle half: a drift of the machine between rounds cancels out.
   */
  paired_added_ms: number;
  paired_quartiles_ms: [number, number];
  node_start_ms: number;
  added_vs_node_start: number;
  goal: string;
  met: boolean;
  events: EventFigure[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const p50 = (xs: number[]) => (xs.length === 0 ? null : round1(median(xs)));

function nodeStart(): number {
  const start = performance.now();
  spawnSync(process.execPath, ["-e", ""], { stdio: "ignore" });
  return performance.now() - start;
}

async function benchHarness(harness: HarnessWord): Promise<HarnessFigure> {
  const live = await Live.start(harness);
  try {
    const file = HARNESSES[harness].hooks(live);
    if (!existsSync(file)) throw new Error(`${harness}: setup wrote no ${file} (a harness without hooks is not measured here)`);
    const settings = JSON.parse(readFileSync(file, "utf8")) as { hooks?: Record<string, unknown> };
    const hooks = settings.hooks ?? {};
    const events = Object.keys(hooks);
    const arms: Array<[arm: string, hooks: Record<string, unknown>]> = [
      ["none", {}],
      ["all", hooks],
      // Codex skips, without a word, a hook whose exact definition the person has not trusted.
      ...(harness === "codex" ? [] : [["noop", withCommand(hooks, NOOP) as Record<string, unknown>] as [string, Record<string, unknown>]]),
      ...events.map((e): [string, Record<string, unknown>] => [`only:${e}`, { [e]: hooks[e] }]),
    ];
    const times = new Map<string, number[]>(arms.map(([a]) => [a, []]));
    /** Each event's hook runs, from the logged turns. */
    const runs = new Map<string, HookRun[]>(events.map((e) => [e, []]));
    const starts: number[] = [];
    let turn = 0;
    const log = () => live.hookRuns();
    /** One turn with `armHooks` (logged or not), its wall time in ms, once a detached capture has ended. */
    const timedTurn = async (arm: string, armHooks: Record<string, unknown>, logged: boolean): Promise<number> => {
      writeFileSync(file, JSON.stringify({ ...settings, hooks: armHooks }));
      const marker = `b${turn++}`;
      const start = performance.now();
      const run = await live.harnessRun(HARNESSES[harness].turn(`prompt-${marker} echo`), undefined, { logged });
      const took = performance.now() - start;
      if (!run.stdout.includes(`reply-${marker}`))
        throw new Error(`${harness} ${arm}: the turn did not answer reply-${marker}: ${run.stdout}${run.stderr}`);
      await live.settle(300); // a detached capture ends before the next turn is timed
      return took;
    };
    await timedTurn("warm", hooks, false);
    for (let round = 0; round < TURNS; round++) {
      // Each round starts at another arm, so none is always first after the machine's idle.
      const order = arms.map((_, i) => arms[(i + round) % arms.length] as (typeof arms)[number]);
      for (const [arm, armHooks] of order) {
        (times.get(arm) as number[]).push(await timedTurn(arm, armHooks, false));
        starts.push(nodeStart());
      }
    }
    // The hook processes' own times, from the hook log, in turns of their own (see the top).
    for (let k = 0; k < LOGGED_TURNS; k++)
      for (const event of events) {
        const before = log().length;
        await timedTurn(`only:${event}, logged`, { [event]: hooks[event] }, true);
        (runs.get(event) as HookRun[]).push(...log().slice(before));
      }
    writeFileSync(file, JSON.stringify(settings));
    const withTurns = times.get("all") as number[];
    const withoutTurns = times.get("none") as number[];
    const none = median(withoutTurns);
    const all = median(withTurns);
    const node = median(starts);
    const added = all - none;
    const paired = withoutTurns.map((without, round) => (withTurns[round] as number) - without);
    const goalMs = harness === "claude" ? Math.min(CLAUDE_GOAL_MS, NODE_STARTS * node) : NODE_STARTS * node;
    return {
      harness,
      turns: TURNS,
      none_ms: round1(none),
      with_ms: round1(all),
      noop_added_ms: harness === "codex" ? null : round1(median(times.get("noop") as number[]) - none),
      with_quartiles_ms: quartiles(withTurns).map(round1) as [number, number],
      none_quartiles_ms: quartiles(withoutTurns).map(round1) as [number, number],
      added_ms: round1(added),
      paired_added_ms: round1(median(paired)),
      paired_quartiles_ms: quartiles(paired).map(round1) as [number, number],
      node_start_ms: round1(node),
      added_vs_node_start: Math.round((added / node) * 1000) / 1000,
      goal:
        harness === "claude"
          ? `<= ${CLAUDE_GOAL_MS} ms and <= ${NODE_STARTS} node starts (${round1(goalMs)} ms)`
          : `<= ${NODE_STARTS} node starts (${round1(goalMs)} ms)`,
      met: added <= goalMs,
      events: events.map((event) => {
        const only = runs.get(event) as HookRun[];
        return {
          event,
          added_ms: round1(median(times.get(`only:${event}`) as number[]) - none),
          hook_ms: p50(only.filter((r) => !r.detached).map((r) => r.ms)),
          hook_cpu_ms: p50(only.filter((r) => !r.detached).map((r) => r.cpu_ms)),
          detached_ms: p50(only.filter((r) => r.detached).map((r) => r.ms)),
        };
      }),
    };
  } finally {
    await live.stop();
  }
}

const figures: HarnessFigure[] = [];
const chosen = values.harness.split(",") as HarnessWord[];
const unknown = chosen.filter((h) => !(h in HARNESSES));
if (unknown.length > 0) usageError(`--harness ${unknown.join(",")}: one of ${Object.keys(HARNESSES).join(", ")}`);
for (const harness of chosen) {
  if (!values.json) console.error(`bench:harnesses: ${harness}, ${TURNS} rounds...`);
  const figure = await benchHarness(harness);
  figures.push(figure);
  if (!values.json) {
    console.log(
      `${harness}: hooks add ${figure.added_ms} ms a turn (p50 ${figure.with_ms} ms with, ${figure.none_ms} ms without; node -e '' p50 ${figure.node_start_ms} ms, ratio ${figure.added_vs_node_start}); goal ${figure.goal}: ${figure.met ? "met" : "not met"}`,
    );
    console.log(
      `  the middle half of the turns: with ${figure.with_quartiles_ms.join(" to ")} ms, without ${figure.none_quartiles_ms.join(" to ")} ms`,
    );
    console.log(
      `  paired by round: each round's turn with hooks less its turn without, median ${figure.paired_added_ms} ms (middle half ${figure.paired_quartiles_ms.join(" to ")} ms)`,
    );
    if (figure.noop_added_ms !== null)
      console.log(
        `  informational: the same entries running \`${NOOP}\` add ${figure.noop_added_ms} ms a turn (the harness's own running of hooks)`,
      );
    for (const e of figure.events)
      console.log(
        `  ${e.event}: adds ${e.added_ms} ms alone; the hook the harness waits on p50 ${e.hook_ms ?? "-"} ms${e.hook_cpu_ms === null ? "" : ` (CPU ${e.hook_cpu_ms} ms)`}${e.detached_ms === null ? "" : `, its detached capture p50 ${e.detached_ms} ms`}`,
      );
  }
}
if (values.json) console.log(JSON.stringify(figures, null, 2));
