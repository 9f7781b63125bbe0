// The hook side on the portable platform (issue 31.1): where the harness runs on macOS there is no
// /proc and no abstract socket, so the hook, its queue, its read positions and its lock must do
// without them. Here they run with LINK_KIT_PORTABLE=1 under a guard (test/helpers/no-linux.mjs)
// that makes any such call fail loudly, against a host served as on Linux.

import { spawnSync } from "node:child_process";
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

import { describe, expect, it } from "vitest";

import { captureTranscript, CLAUDE_CODE } from "../../src/capture/index.js";
import { BIN, ROOT, runHook as runHookOf, servedSuite, storedSources } from "../helpers/cli.js";

const TOOL_HEAVY = resolve(ROOT, "test", "fixtures", "claude-code", "spotter_tool_heavy_v2.1.38.jsonl");
const GUARD = `--import=${pathToFileURL(join(ROOT, "test", "helpers", "no-linux.mjs")).href}`;
const served = servedSuite("home");

/** The environment of a process on the portable platform, with the guard loaded and temp files of its own. */
function portable(linux = false): Record<string, string> {
  const tmp = join(served.dir, "tmp");
  mkdirSync(tmp, { recursive: true, mode: 0o700 });
  return { ...(linux ? {} : { LINK_KIT_PORTABLE: "1" }), NODE_OPTIONS: GUARD, TMPDIR: tmp };
}

function linkKitPortable(args: string[]) {
  return spawnSync(process.execPath, [BIN, ...args], { encoding: "utf8", env: { ...process.env, ...portable() } });
}

describe("the hook side with no /proc and no abstract socket (issue 31.1)", () => {
  it("Q1-Q4 C10: the hook captures a growing transcript, queues a turn while storage is down and stores it once when it is back; queue status reads the home", async () => {
    const home = join(served.dir, "home-portable");
    const transcript = join(served.dir, "portable.jsonl");
    const lines = readFileSync(TOOL_HEAVY, "utf8").split("\n").filter(Boolean);
    writeFileSync(transcript, `${lines.slice(0, 10).join("\n")}\n`);
    const input = JSON.stringify({ session_id: "s", transcript_path: transcript, hook_event_name: "Stop" });
    const args = ["claude", "--settings", served.cfg, "--home", home, "--thread", "link:portable"];
    const run = () => runHookOf(served, args, { input, env: portable() });
    expect(await run()).toMatchObject({ status: 0, stderr: "" });
    appendFileSync(transcript, `${lines.slice(10, 20).join("\n")}\n`);
    expect(await run()).toMatchObject({ status: 0, stderr: "" });

    served.process.kill("SIGTERM");
    await new Promise((r) => served.process.once("exit", r));
    appendFileSync(transcript, `${lines.slice(20).join("\n")}\n`);
    const down = await run();
    expect([down.status, down.stderr]).toEqual([1, expect.stringMatching(/^link-kit: transport: .*this turn is queued in/)]);
    const queued = linkKitPortable(["queue", "status", "--home", home, "--settings", served.cfg, "--json"]);
    expect([queued.status, queued.stderr]).toEqual([0, ""]);
    expect(JSON.parse(queued.stdout)).toMatchObject({ batches: 1 });
    await served.restart();
    expect(await run()).toMatchObject({ status: 0, stderr: "" });

    const expected = captureTranscript(CLAUDE_CODE, readFileSync(transcript, "utf8"), transcript).map((c) => c.source.native_record);
    expect(storedSources(served, "link:portable")).toEqual(expected);
  });

  it("the guard bites: the same hook on the Linux platform reaches /proc and fails under it (so the run above proves something)", async () => {
    const home = join(served.dir, "home-linux");
    const transcript = join(served.dir, "linux.jsonl");
    writeFileSync(transcript, `${readFileSync(TOOL_HEAVY, "utf8").split("\n")[0]}\n`);
    const input = JSON.stringify({ session_id: "s", transcript_path: transcript, hook_event_name: "Stop" });
    const run = await runHookOf(served, ["claude", "--settings", served.cfg, "--home", home], { input, env: portable(true) });
    expect(run.stderr).toContain("Linux-only call: ");
  });

  it("B8 B9: a host refuses to serve on the portable platform, in one line (exit 2): its no-follow resolution needs /proc/self/fd", () => {
    const run = linkKitPortable(["host", "serve", "--state", served.state]); // the state the Linux host serves
    expect([run.status, run.stderr]).toEqual([2, expect.stringMatching(/^link-kit: unsupported: a host serves only on Linux.*\n$/)]);
  });
});
