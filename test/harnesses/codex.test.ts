// Codex CLI, the real binary at the version this folder's lockfile pins, against the model mock:
// set up as a person does, then real turns, and what the kit's notify hook stored (issue 38).

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { expectCaptured, Live } from "./live.js";

describe("Codex CLI, live", () => {
  let live: Live;
  beforeAll(async () => {
    live = await Live.start("codex");
  });
  afterAll(async () => {
    await live?.stop();
  });

  it("C1-C4, C10 issue 38.1: setup, doctor green, then exec and exec resume --last: each typed prompt once as user (not the injected context), its shell call and output as tool, each reply once", async () => {
    const doctor = live.kit(["doctor", "--harness", "codex"]);
    expect(doctor.status, doctor.stdout + doctor.stderr).toBe(0);
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
    expectCaptured(live, turns, expect);
  });
});
