// Claude Code interactive, in a pseudo-terminal: a typed prompt with a tool call, then /compact,
// then /exit, as a person does (issue 38): every hook run exits 0, the prompt is one user event,
// the reply one assistant event, and the compaction one summary.

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { SUMMARY } from "./mock-model.js";
import { expectCaptured, Live, roles, Terminal } from "./live.js";

describe("Claude Code interactive, live", () => {
  let live: Live;
  let terminal: Terminal | undefined;
  beforeAll(async () => {
    live = await Live.start("claude");
  });
  afterAll(async () => {
    terminal?.close();
    await live?.stop();
  });

  it("C1-C4, C10, C2 issue 38.6 38.7: a typed prompt with a shell call, /compact, /exit: one user event, the call and its output, one reply, one summary; every hook exits 0", async () => {
    terminal = new Terminal(live, ["--allowedTools", "Bash"]);
    await terminal.waitFor(/Claude Code/);
    await new Promise((r) => setTimeout(r, 1500));
    await terminal.type("prompt-alpha please echo a word");
    await terminal.waitFor(/reply-alpha/);
    await terminal.type("/compact");
    await terminal.waitFor(/Compacted/);
    await terminal.type("/exit");
    const end = Date.now() + 15_000;
    while (terminal.running() && Date.now() < end) await new Promise((r) => setTimeout(r, 250));
    await live.settle();
    // Every hook exited 0; the prompt once as user, its call and output as tool, the reply once;
    // and `link-kit capture` of the same transcripts gives the same events.
    const events = expectCaptured(live, [{ prompt: "prompt-alpha please echo a word", marker: "alpha" }], expect);
    const summaries = roles(events, "summary");
    expect(summaries.length, JSON.stringify(summaries)).toBe(1);
    expect(summaries[0]).toContain(SUMMARY);
  });
});
