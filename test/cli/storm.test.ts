// A storm (issue 30; Q1-Q4, C9, C10): many hooks at once on a few sessions while the host is
// SIGKILLed and served again under them. Each hook exits 0 or 1, never anything else; after the
// storm one more run per session leaves every line stored once, in order, and every queue empty.
// Sized by LINK_KIT_STORM_HOOKS (16 here; 64 in the full run) and LINK_KIT_STORM_KILLS (2; 22).

import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { CaptureQueue } from "../../src/queue/index.js";
import { runHook, servedSuite, storedSources } from "../helpers/cli.js";

const HOOKS = Number(process.env.LINK_KIT_STORM_HOOKS ?? 16);
const KILLS = Number(process.env.LINK_KIT_STORM_KILLS ?? 2);
const SESSIONS = 4;
const LINES_PER_ROUND = 10;

const served = servedSuite("home");

describe("a storm of hooks while the host is killed (Q1-Q4, C9, C10)", () => {
  it(`Q1 Q2 Q3 Q4 C9: ${HOOKS} hooks over ${SESSIONS} sessions with ${KILLS} host SIGKILLs: every hook exits 0 or 1, and one more run per session stores every line once, in order`, async () => {
    mkdirSync(join(served.dir, "storm"), { recursive: true });
    const sessions = Array.from({ length: SESSIONS }, (_, s) => {
      const transcript = join(served.dir, "storm", `s${s}.jsonl`);
      writeFileSync(transcript, "");
      return {
        transcript,
        lines: [] as string[],
        thread: `link:storm-${s}`,
        args: ["claude", "--settings", served.cfg, "--home", join(served.dir, "storm", `home-${s}`), "--thread", `link:storm-${s}`],
        input: JSON.stringify({ session_id: `s${s}`, transcript_path: transcript, hook_event_name: "Stop" }),
      };
    });
    const rounds = KILLS + 1;
    const statuses = new Map<number | null, number>();
    let fired = 0;
    for (let round = 0; round < rounds; round++) {
      for (const session of sessions) {
        const ids = Array.from({ length: LINES_PER_ROUND }, (_, k) => `${session.thread}-${round}-${k}`);
        appendFileSync(
          session.transcript,
          `${ids.map((id) => JSON.stringify({ type: "user", uuid: id, sessionId: "s", message: { role: "user", content: id } })).join("\n")}\n`,
        );
        session.lines.push(...ids);
      }
      const now = Math.round(((round + 1) * HOOKS) / rounds) - fired;
      fired += now;
      const hooks = Array.from({ length: now }, (_, i) => {
        const session = sessions[(round + i) % SESSIONS] as (typeof sessions)[number];
        return runHook(served, session.args, { input: session.input });
      });
      if (round < KILLS) {
        // Somewhere in the round, the host dies without a word and is served again.
        await new Promise((r) => setTimeout(r, 50 + Math.random() * 250));
        served.process.kill("SIGKILL");
        await new Promise((r) => served.process.once("exit", r));
        await served.restart();
      }
      for (const run of await Promise.all(hooks)) statuses.set(run.status, (statuses.get(run.status) ?? 0) + 1);
    }
    expect([...statuses.keys()].every((s) => s === 0 || s === 1)).toBe(true);
    let lines = 0;
    for (const session of sessions) {
      const last = await runHook(served, session.args, { input: session.input });
      expect([last.status, last.stderr]).toEqual([0, ""]);
      expect(storedSources(served, session.thread)).toEqual(session.lines);
      const queue = CaptureQueue.open(join(served.dir, "storm", `home-${sessions.indexOf(session)}`), served.agent.id);
      expect(queue.entries()).toEqual([]);
      queue.close();
      lines += session.lines.length;
    }
    console.log(
      `storm: ${HOOKS} hooks (${statuses.get(0) ?? 0} exit 0, ${statuses.get(1) ?? 0} exit 1), ${KILLS} host SIGKILLs, ${lines} of ${lines} lines stored once, in order`,
    );
  }, 600_000);
});
