// Claude Code, the real binary at the version this folder's lockfile pins, against the model mock:
// set up as a person does, then real turns, and what the kit's hooks stored (issue 38).

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { expectCaptured, Live } from "./live.js";

describe("Claude Code, live", () => {
  let live: Live;
  beforeAll(async () => {
    live = await Live.start("claude");
  });
  afterAll(async () => {
    await live?.stop();
  });

  it("C1-C4, C10: setup, doctor green, then -p and -p --continue: each prompt once as user, its shell call and output as tool, each reply once", async () => {
    const doctor = live.kit(["doctor", "--harness", "claude"]);
    expect(doctor.status, doctor.stdout + doctor.stderr).toBe(0);
    const turns = [
      { prompt: "prompt-alpha please echo a word", marker: "alpha" },
      { prompt: "prompt-beta and once more", marker: "beta" },
    ];
    const first = await live.harnessRun(["-p", turns[0]!.prompt, "--allowedTools", "Bash"]);
    expect(first.stdout.trim(), first.stderr).toBe("reply-alpha");
    const second = await live.harnessRun(["-p", turns[1]!.prompt, "--continue", "--allowedTools", "Bash"]);
    expect(second.stdout.trim(), second.stderr).toBe("reply-beta");
    await live.settle();
    expectCaptured(live, turns, expect);
  });
});
