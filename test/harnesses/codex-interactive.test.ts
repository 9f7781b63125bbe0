// Codex interactive, in a pseudo-terminal (tmux): a typed prompt with a shell call, then /quit,
// as a person does (issue 38): every hook run exits 0, the prompt is one user event (never the
// kit's context, nor Codex's injected text), the call and its output are tool events, the reply
// one assistant event; the TUI's unrecorded title turn stores nothing.

import { spawnSync } from "node:child_process";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { expectCaptured, HARNESS_BIN, Live, Terminal } from "./live.js";

describe("Codex interactive, live", () => {
  let live: Live;
  let terminal: Terminal | undefined;
  beforeAll(async () => {
    live = await Live.start("codex");
  });
  afterAll(async () => {
    terminal?.close();
    // The TUI starts a managed app-server daemon that outlives it.
    if (live) spawnSync(join(HARNESS_BIN, "codex"), ["app-server", "daemon", "stop"], { env: live.env, timeout: 15_000 });
    await live?.stop();
  });

  it("C1-C4, C10 issue 38.2 38.3: a typed prompt with a shell call, then /quit: one user event, the call and its output, one reply; every hook exits 0", async () => {
    // Another harness's memory in the store, so SessionStart has context to give this new thread.
    const put = live.putOthersMemory();
    expect(put.status, put.stderr).toBe(0);
    // Typed text arrives in one burst here; Codex would take the Enter after it as a newline.
    terminal = new Terminal(live, ["-c", "disable_paste_burst=true"]);
    await terminal.waitFor(/Ask Codex to do anything/);
    await new Promise((r) => setTimeout(r, 1500));
    await terminal.type("prompt-alpha please echo a word");
    await terminal.waitFor(/reply-alpha/, 90_000);
    await terminal.type("/quit");
    const end = Date.now() + 15_000;
    while (terminal.running() && Date.now() < end) await new Promise((r) => setTimeout(r, 250));
    await live.settle();
    // Every hook exited 0; the prompt once as user, its call and output as tool, the reply once;
    // and `link-kit capture` of the same transcripts gives the same events.
    expectCaptured(live, [{ prompt: "prompt-alpha please echo a word", marker: "alpha" }], expect);
    // The kit's SessionStart context, with the other harness's memory, reached the model.
    expect(live.mock.bodies.some((b) => b.includes("Memory from other harnesses"))).toBe(true);
  });
});
