// The demo's bridge part: a reference host on a scratch state directory, one agent with a fresh
// binding, bridged file reads and writes with CAS, a refused attack and a refused grant, a
// conversation with an idempotent capture, the portable-context part, one thread across
// harnesses (src/demo/harnesses.ts), then a clean stop.

import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { Reply } from "../../generated/index.js";
import { Bridged } from "../bridge/client.js";
import { bindingFrom, readBinding, writeSettings } from "../bridge/config.js";
import { BridgeHost } from "../host/server.js";
import { HostState } from "../host/state.js";
import { runScenario } from "../conformance/scenario.js";
import { loadVectorFiles } from "../conformance/vectors.js";
import { contextDemo, ver, type DemoStep } from "./context.js";
import { harnessesDemo } from "./harnesses.js";

const show = (reply: Reply) => (reply.kind === "error" ? `${reply.error}: ${reply.message}` : reply.kind);

export async function bridgeDemo(say: (step: DemoStep) => void): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "lk-demo-"));
  const state = HostState.open(join(dir, "state"), { create: true });
  const host = new BridgeHost(state);
  // Ctrl-C, or a reader that stops early (`| head`): the host is stopped and its directory
  // (sockets, pid file) removed before the demo exits, as at its normal end.
  let abandoning = false;
  const abandon = (code: number) => {
    if (abandoning) return;
    abandoning = true;
    void host
      .close()
      .catch(() => {})
      .finally(() => {
        rmSync(dir, { recursive: true, force: true });
        process.exit(code);
      });
  };
  const onSignal = () => abandon(130);
  const onPipe = (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") abandon(0);
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  process.stdout.on("error", onPipe);
  try {
    await host.listen();
    const { agent, folder } = state.addAgent({ name: "demo", owner: "alice", grants: { home: true, notes: true }, notesLimit: 4096 });
    const id = agent.id as string;
    say({
      name: "host",
      ok: true,
      detail: `serving ${state.bridgeSocket}; agent ${id} (owner alice, grants home+notes), folder ${folder}`,
    });

    const settingsPath = join(dir, "harness", "settings.json");
    writeSettings(settingsPath, {
      storage: { endpoint: state.bridgeSocket, endpoint_key: state.rotateSecret(id), agent: id, owner: "alice" },
    });
    const client = new Bridged(bindingFrom(readBinding(settingsPath)));
    say({
      name: "binding",
      ok: true,
      detail: `settings written 0600 in a 0700 directory; Binding built from them; handshake on first use`,
    });

    const created = await client.call({ kind: "file_write", path: "memory/notes.md", content: "# notes\n", expected: 0 });
    const v1 = created.kind === "written" ? created.version : 0;
    const stale = await client.request({ kind: "file_write", path: "memory/notes.md", content: "# lost update\n", expected: 0 });
    const updated = await client.call({ kind: "file_write", path: "memory/notes.md", content: "# notes\n- prefers tabs\n", expected: v1 });
    const read = await client.call({ kind: "file_read", path: "memory/notes.md" });
    const casOk =
      stale.kind === "error" &&
      stale.error === "conflict" &&
      updated.kind === "written" &&
      read.kind === "file" &&
      read.content.endsWith("tabs\n");
    say({
      name: "cas",
      ok: casOk,
      detail: `create -> ${ver(v1)}; a stale write -> ${show(stale)}; update at ${ver(v1)} -> ${updated.kind === "written" ? ver(updated.version) : "?"}`,
    });

    symlinkSync("/etc", join(folder, "home", "escape"));
    const attacks = await Promise.all([
      client.request({ kind: "file_read", path: "../../../../etc/passwd" }),
      client.request({ kind: "file_read", path: "home/escape/passwd" }),
    ]);
    say({ name: "attack", ok: attacks.every((r) => r.kind === "error" && r.error === "invalid"), detail: attacks.map(show).join(" | ") });

    const grant = await client.request({ kind: "file_write", path: "skills/x/SKILL.md", content: "x", expected: 0 });
    say({ name: "grant", ok: grant.kind === "error" && grant.error === "permission_denied", detail: show(grant) });

    const source = { adapter: "claude-code", native_session: "s1", native_record: "u1" };
    const first = await client.call({ kind: "context_append", thread: "link:main", record: { role: "user", text: "hello" }, source });
    const again = await client.call({ kind: "context_append", thread: "link:main", record: { role: "user", text: "hello" }, source });
    const ok = first.kind === "context_appended" && again.kind === "context_appended" && again.repeated === true && again.seq === first.seq;
    say({
      name: "capture",
      ok,
      detail: `capture -> seq ${first.kind === "context_appended" ? first.seq : "?"}; the same source again -> seq ${again.kind === "context_appended" ? again.seq : "?"} (repeated)`,
    });
    await contextDemo(client, say);
    console.log("\n  one thread across harnesses: Claude Code, Codex, and back:");
    await harnessesDemo(client, dir, say);

    const scenarios = loadVectorFiles()
      .flatMap((f) => f.vectors)
      .filter((v) => v.kind === "scenario");
    const failed: string[] = [];
    for (const vector of scenarios) {
      const outcome = await runScenario(vector.steps ?? [], client);
      if (!outcome.pass) failed.push(`${vector.id}: ${outcome.why}`);
    }
    say({
      name: "scenarios",
      ok: failed.length === 0,
      detail:
        failed.length === 0 ? `${scenarios.length} scenario vectors pass against this host over its socket` : failed.slice(0, 2).join("; "),
    });
    client.close();
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    await host.close();
    state.close();
    rmSync(dir, { recursive: true, force: true });
    say({ name: "stop", ok: true, detail: "host stopped, file store exited, sockets removed" });
  }
}
