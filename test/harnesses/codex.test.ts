// Codex CLI, the real binary at the version this folder's lockfile pins, against the model mock:
// set up as a person does, then real turns, and what the kit's notify hook stored (issue 38).

import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { expectCaptured, HARNESS_BIN, Live } from "./live.js";

describe("Codex CLI, live", () => {
  let live: Live;
  beforeAll(async () => {
    live = await Live.start("codex");
  });
  afterAll(async () => {
    await live?.stop();
  });

  it("C1-C4, C10 issue 38.1 38.3: setup writes trusted hooks (this Codex has them), doctor green, then exec and exec resume --last: each typed prompt once as user (not the injected context, nor the kit's), its shell call and output as tool, each reply once; the session got the kit's context", async () => {
    const doctor = live.kit(["doctor", "--harness", "codex"]);
    expect(doctor.status, doctor.stdout + doctor.stderr).toBe(0);
    // Codex 0.171 has hooks: setup wrote hooks.json, no notify, and Codex trusts the kit's hooks.
    expect(doctor.stdout).toMatch(/ok {3}codex: hooks: SessionStart, Stop, SessionEnd registered in .*hooks\.json/);
    expect(doctor.stdout).toMatch(/ok {3}codex: trusted: Codex trusts the hooks/);
    expect(readFileSync(join(live.home, ".codex", "config.toml"), "utf8")).not.toMatch(/^notify/m);
    const turns = [
      { prompt: "prompt-alpha please echo a word", marker: "alpha" },
      { prompt: "prompt-beta and once more", marker: "beta" },
    ];
    const first = await live.harnessRun(["exec", "--skip-git-repo-check", turns[0]!.prompt]);
    expect(first.stdout.trim(), first.stderr).toBe("reply-alpha");
    const second = await live.harnessRun(["exec", "--skip-git-repo-check", "resume", "--last", turns[1]!.prompt]);
    expect(second.stdout.trim(), second.stderr).toBe("reply-beta");
    // Codex does not wait for its notify program.
    await live.settle();
    const events = expectCaptured(live, turns, expect);
    // Each exec ran the hooks (SessionStart, Stop, SessionEnd; the last two detached, each a run of its own), stdin-fed: no notify argument.
    const runs = live.hookRuns();
    expect(runs.length, live.explain()).toBeGreaterThanOrEqual(6);
    expect(runs.filter((r) => r.argv.some((a) => a.startsWith("{")))).toEqual([]);
    // SessionStart's context reached the model, and is in no event.
    expect(
      live.mock.bodies.filter((b) => b.includes("from other harnesses")).length,
      "requests carrying the kit's context",
    ).toBeGreaterThan(0);
    expect(events.filter((e) => e.text.includes("from other harnesses")).map((e) => e.text)).toEqual([]);
  });
});

describe("Codex CLI, live: from notify to hooks", () => {
  let live: Live;
  beforeAll(async () => {
    live = await Live.start("codex");
  });
  afterAll(async () => {
    await live?.stop();
  });

  it("C10 issue 38.3: with no codex on PATH setup writes notify as before; run again with this Codex, it moves to trusted hooks and takes notify out; --remove takes out both", () => {
    const binding = live.binding;
    const hooks = join(live.home, ".codex", "hooks.json");
    const config = join(live.home, ".codex", "config.toml");
    expect(live.kit(["setup", "codex", "--remove"]).status).toBe(0);
    expect(existsSync(hooks) ? readFileSync(hooks, "utf8") : "").not.toContain("link-kit");
    const noCodex = { ...live.env, PATH: live.env.PATH!.replace(`${HARNESS_BIN}:`, "") };
    const old = live.kit(["setup", "codex", "--binding", binding], undefined, noCodex);
    expect(old.status, old.stderr).toBe(0);
    expect(readFileSync(config, "utf8")).toMatch(/^notify = \[.*"hook", "codex"/m);
    const doctorOld = live.kit(["doctor", "--harness", "codex"]);
    expect(doctorOld.status, doctorOld.stdout).toBe(0);
    expect(doctorOld.stdout).toMatch(/info codex: set-up: the codex on PATH takes hooks in .*hooks\.json/);
    const moved = live.kit(["setup", "codex", "--binding", binding, "--json"]);
    expect(moved.status, moved.stderr).toBe(0);
    const report = JSON.parse(moved.stdout) as { target: string; moved?: Array<{ target: string }>; trusted?: string[] };
    expect(report.target).toBe(hooks);
    expect(report.moved?.map((m) => m.target)).toEqual([config]);
    // Trusted when this scene's first setup wrote the same hooks (Codex keeps trust by the hook's hash).
    expect(report.trusted).toEqual([]);
    expect(readFileSync(config, "utf8")).not.toMatch(/^notify/m);
    const doctor = live.kit(["doctor", "--harness", "codex"]);
    expect(doctor.status, doctor.stdout).toBe(0);
    expect(doctor.stdout).toMatch(/ok {3}codex: trusted/);
    // A kit hook changed by hand is one Codex no longer trusts: doctor fails, setup trusts it again.
    writeFileSync(hooks, readFileSync(hooks, "utf8").replace('"hook codex', '"hook  codex').replace("hook codex", "hook  codex"));
    const changed = live.kit(["doctor", "--harness", "codex"]);
    expect(changed.status, changed.stdout).toBe(1);
    expect(changed.stdout).toMatch(
      /FAIL codex: trusted: Codex holds sessionStart untrusted and skips them \(fix: run link-kit setup codex/,
    );
    const again = live.kit(["setup", "codex", "--binding", binding, "--json"]);
    expect(again.status, again.stderr).toBe(0);
    expect(live.kit(["doctor", "--harness", "codex"]).status).toBe(0);
    const removed = live.kit(["setup", "codex", "--remove"]);
    expect(removed.status, removed.stderr).toBe(0);
    expect(existsSync(hooks) ? readFileSync(hooks, "utf8") : "").not.toContain("link-kit");
    expect(readFileSync(config, "utf8")).not.toContain("link-kit");
  });
});
