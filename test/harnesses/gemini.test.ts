// Gemini CLI, the real program at the version this folder's lockfile pins, against the model mock:
// set up as a person does, then real turns, and what the kit's hooks stored (issue 38).

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { expectCaptured, Live } from "./live.js";

describe("Gemini CLI, live", () => {
  let live: Live;
  beforeAll(async () => {
    live = await Live.start("gemini");
  });
  afterAll(async () => {
    await live?.stop();
  });

  it("C1-C5, C10 issue 38.4 38.5: setup, doctor green, then -p and -p --resume latest in a later minute: each prompt once as user (never the kit's own context), its shell call and output as tool, each reply once; two recordings captured whole", async () => {
    const doctor = live.kit(["doctor", "--harness", "gemini"]);
    expect(doctor.status, doctor.stdout + doctor.stderr).toBe(0);
    const turns = [
      { prompt: "prompt-alpha please echo a word", marker: "alpha" },
      { prompt: "prompt-beta and once more", marker: "beta" },
    ];
    const first = await live.harnessRun(["-p", turns[0]!.prompt, "--yolo"]);
    expect(first.stdout.trim(), first.stderr).toBe("reply-alpha");
    // --resume in a later minute starts a second recording of the session (issue 38.5).
    const minute = new Date().getUTCMinutes();
    while (new Date().getUTCMinutes() === minute) await new Promise((r) => setTimeout(r, 250));
    const second = await live.harnessRun(["-p", turns[1]!.prompt, "--resume", "latest", "--yolo"]);
    expect(second.stdout.trim(), second.stderr).toBe("reply-beta");
    await live.settle();
    expect(live.transcripts().length, "two recordings of the session").toBe(2);
    const events = expectCaptured(live, turns, expect);
    // The kit's own context went into the session as <hook_context>, and is in no event.
    expect(events.filter((e) => e.text.includes("hook_context")).map((e) => e.text)).toEqual([]);
  });
});
