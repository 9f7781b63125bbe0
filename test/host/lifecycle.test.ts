// The host's life as an operator sees it (B5, B6): one host per state directory, a second
// refused with the first's pid and the first left serving; a SIGKILLed host blocks nothing;
// `host stop` stops a host started behind a wrapper (as `npx` is) whose own pid is not the host's.

import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { Bridged } from "../../src/bridge/client.js";
import { bindingFrom, readSettings } from "../../src/bridge/config.js";
import { BIN, linkKit, servedSuite } from "../helpers/cli.js";
import { descendants, running } from "../helpers/proc.js";

const served = servedSuite("home");

const lastOf = async (settings: string) => {
  const client = new Bridged(bindingFrom(readSettings(settings)));
  try {
    return await client.request({ kind: "conversation_last", thread: "link:main" });
  } finally {
    client.close();
  }
};

async function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((r) => child.once("exit", r));
}

describe("one host per state directory", () => {
  it("B5: a second `host serve` on the same state is refused (exit 3, host_running, the first's pid, one line); the first's socket is untouched and it still serves", async () => {
    const hostPid = served.process.pid as number;
    const socket = join(served.state, "run", "bridge.sock");
    const before = existsSync(socket);
    const second = linkKit(["host", "serve", "--state", served.state]);
    expect(second.status).toBe(3);
    expect(second.stderr).toBe(
      `link-kit: host_running: another host (pid ${hostPid}) already serves ${served.state}; stop it first (link-kit host stop --state ${served.state})\n`,
    );
    expect([before, existsSync(socket)]).toEqual([true, true]);
    expect(await lastOf(served.cfg)).toEqual({ kind: "last", thread: "link:main", seq: 0 });
    expect(readFileSync(join(served.state, "run", "host.pid"), "utf8")).toBe(`${hostPid}\n`);
  });

  it("B5: a host killed with SIGKILL leaves no lock behind: the next `host serve` starts and serves", async () => {
    served.process.kill("SIGKILL");
    await exited(served.process);
    const next = spawn(process.execPath, [BIN, "host", "serve", "--state", served.state], { stdio: ["ignore", "pipe", "pipe"] });
    await new Promise<void>((ready, fail) => {
      next.stdout?.once("data", () => ready());
      next.once("exit", (code) => fail(new Error(`host serve exited ${code}`)));
    });
    served.process = next;
    expect(await lastOf(served.cfg)).toEqual({ kind: "last", thread: "link:main", seq: 0 });
  });
});

describe("host stop", () => {
  it("B5: `host stop` stops a host started behind a wrapper that does not forward signals, and waits until the state is free; a second stop has nothing to do", async () => {
    served.process.kill("SIGTERM");
    await exited(served.process);
    // A shell that runs the host as its child (as npx does): killing the shell leaves the host.
    const wrapper = spawn("sh", ["-c", `"${process.execPath}" "${BIN}" host serve --state "${served.state}"; echo wrapper-done`], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    await new Promise<void>((ready) => wrapper.stdout?.once("data", () => ready()));
    const [hostPid] = descendants(wrapper.pid as number);
    expect(hostPid).toBeDefined();
    wrapper.kill("SIGKILL");
    await exited(wrapper);
    expect(running(hostPid as number)).toBe(true); // the wrapper's death did not stop the host
    const stop = linkKit(["host", "stop", "--state", served.state, "--json"]);
    expect([stop.status, JSON.parse(stop.stdout)]).toEqual([0, { stopped: hostPid }]);
    expect(running(hostPid as number)).toBe(false);
    expect(existsSync(join(served.state, "run", "bridge.sock"))).toBe(false);
    const again = linkKit(["host", "stop", "--state", served.state]);
    expect([again.status, again.stderr]).toEqual([0, `link-kit host: no host serves ${served.state}; nothing to stop\n`]);
    // The state serves again for the suite's own stop.
    served.process = spawn(process.execPath, [BIN, "host", "serve", "--state", served.state], { stdio: ["ignore", "pipe", "pipe"] });
    await new Promise<void>((ready) => served.process.stdout?.once("data", () => ready()));
  }, 30_000);

  it("B5: `host serve --detach` returns once the host serves, in its own process with its log in run/host.log; `host stop` ends it", async () => {
    served.process.kill("SIGTERM");
    await exited(served.process);
    const detached = linkKit(["host", "serve", "--state", served.state, "--detach"]);
    expect(detached.status).toBe(0);
    const pid = Number(/\(pid (\d+)\)/.exec(detached.stdout)?.[1]);
    expect(detached.stdout).toBe(
      `link-kit host: serving ${served.state} in the background (pid ${pid}); stop it with \`link-kit host stop --state ${served.state}\`\n`,
    );
    expect([running(pid), readFileSync(join(served.state, "run", "host.pid"), "utf8")]).toEqual([true, `${pid}\n`]);
    expect(statSync(join(served.state, "run", "host.log")).mode & 0o777).toBe(0o600);
    expect(await lastOf(served.cfg)).toEqual({ kind: "last", thread: "link:main", seq: 0 });
    const twice = linkKit(["host", "serve", "--state", served.state, "--detach"]);
    expect([twice.status, twice.stderr]).toEqual([3, expect.stringContaining(`link-kit: host_running: another host (pid ${pid})`)]);
    expect(linkKit(["host", "stop", "--state", served.state]).status).toBe(0);
    expect(running(pid)).toBe(false);
    served.process = spawn(process.execPath, [BIN, "host", "serve", "--state", served.state], { stdio: ["ignore", "pipe", "pipe"] });
    await new Promise<void>((ready) => served.process.stdout?.once("data", () => ready()));
  }, 30_000);
});
