// src/cli/stdio.ts: a command run as this process. A hook exits as soon as its run resolves
// (`exitWhenDone`, issue 43.2); what it wrote still reaches the harness whole.

import { spawn } from "node:child_process";

import { describe, expect, it } from "vitest";

import { ROOT } from "../helpers/cli.js";

/**
 * Runs a command through runAsProcess that writes `bytes` to stdout and to stderr, read through
 * a socket (how a harness that is a Node program gives its hook stdout), slowly at first.
 */
function run(bytes: number, exitWhenDone: boolean): Promise<{ status: number | null; out: number; err: number }> {
  const script = `import("./src/cli/stdio.ts").then(({ runAsProcess }) => runAsProcess(async (_argv, out, err) => { out("o".repeat(${bytes})); err("e".repeat(${bytes})); return 3; }, { exitWhenDone: ${exitWhenDone} }))`;
  return new Promise((done) => {
    const child = spawn(process.execPath, ["--import", "tsx", "-e", script], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
    let out = 0;
    let err = 0;
    child.stdout.pause();
    child.stderr.pause();
    setTimeout(() => {
      child.stdout.on("data", (d: Buffer) => (out += d.length)).resume();
      child.stderr.on("data", (d: Buffer) => (err += d.length)).resume();
    }, 300);
    child.on("close", (status) => done({ status, out, err }));
  });
}

describe("runAsProcess", () => {
  it("issue 43.2: exiting as soon as the run resolves still hands every byte of stdout and stderr to a slow reader, and the run's exit code", async () => {
    const bytes = 4 * 1024 * 1024;
    expect(await run(bytes, true)).toEqual({ status: 3, out: bytes + 1, err: bytes + 1 });
    expect(await run(bytes, false)).toEqual({ status: 3, out: bytes + 1, err: bytes + 1 });
  });
});
