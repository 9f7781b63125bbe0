// Gemini CLI interactive, in a pseudo-terminal (tmux): a typed prompt with a shell call, then
// /quit, as a person does (issue 38): every hook run exits 0, the prompt is one user event (the
// kit's SessionStart context, a user message of its own here, is none), the call and its output
// are tool events, the reply one assistant event.

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { expectCaptured, Live, Terminal } from "./live.js";

describe("Gemini CLI interactive, live", () => {
  let live: Live;
  let terminal: Terminal | undefined;
  beforeAll(async () => {
    live = await Live.start("gemini");
  });
  afterAll(async () => {
    terminal?.close();
    await live?.stop();
  });

  it("C1-C4, C10 issue 38.4: a typed prompt with a shell call, then /quit: one user event (never the kit's context), the call and its output, one reply; every hook exits 0", async () => {
    // Another harness's memory in the store, so SessionStart has context to give this new thread.
    const put = live.putOthersMemory();
    expect(put.status, put.stderr).toBe(0);
    terminal = new Terminal(live, ["--yolo"]);
    await terminal.waitFor(/Type your message/);
    await new Promise((r) => setTimeout(r, 1500));
    await terminal.type("prompt-alpha please echo a word");
    await terminal.waitFor(/reply-alpha/, 90_000);
    await terminal.type("/quit");
    const end = Date.now() + 15_000;
    while (terminal.running() && Date.now() < end) await new Promise((r) => setTimeout(r, 250));
    await live.settle();
    // Every hook exited 0; the prompt once as user, its call and output as tool, the reply once;
    // and `link-kit capture` of the same transcripts gives the same events.
    const events = expectCaptured(live, [{ prompt: "prompt-alpha please echo a word", marker: "alpha" }], expect);
    expect(events.filter((e) => /hook_context|from other harnesses/.test(e.text)).map((e) => e.text)).toEqual([]);
    // The kit's SessionStart context, with the other harness's memory, reached the model.
    expect(live.mock.bodies.some((b) => b.includes("Memory from other harnesses"))).toBe(true);
  });
});
