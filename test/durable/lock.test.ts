// The one cross-process lock (SPEC: locks; A5, Q4): mutual exclusion across processes, and release
// by the kernel when a holder is SIGKILLed, with no native code (an abstract-namespace socket).

import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { Dir } from "../../src/durable/dir.js";
import { lockDir, LOCK_PRIMITIVE } from "../../src/durable/lock.js";
import { ROOT } from "../helpers/cli.js";
import { scratchDirs } from "../helpers/scratch.js";

const scratch = scratchDirs("lk-lock-");

function worker(args: string[], env: NodeJS.ProcessEnv = {}) {
  return spawn(process.execPath, ["--import", "tsx", join(ROOT, "test", "helpers", "lock-worker.ts"), ...args], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, ...env },
  });
}

function firstLine(child: { stdout: NodeJS.ReadableStream; on(event: "exit", listener: () => void): unknown }): Promise<string> {
  return new Promise((resolve) => {
    let out = "";
    child.stdout.on("data", (d: Buffer) => {
      out += d.toString();
      if (out.includes("\n")) resolve(out.split("\n")[0] as string);
    });
    child.on("exit", () => resolve(out.split("\n")[0] ?? ""));
  });
}

it("A5: the lock needs no native code: the kit's package declares no dependency built at install", () => {
  expect(LOCK_PRIMITIVE).toBe("abstract-socket");
  const manifest = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
    dependencies: Record<string, string>;
    scripts: Record<string, string>;
  };
  expect(Object.keys(manifest.dependencies).sort()).toEqual(["ajv", "ajv-formats", "jsonc-parser"]); // all plain JavaScript
  expect(manifest.scripts.install).toBeUndefined();
});

describe.each([["abstract-socket", {}]])("lockDir with %s", (primitive, env) => {
  it("A5: lets one process in at a time: three processes, 150 read-yield-write increments each, none lost", async () => {
    const dir = scratch();
    writeFileSync(join(dir, "counter.txt"), "0");
    const workers = [0, 1, 2].map(() => worker(["count", dir, "150"], env));
    const lines = await Promise.all(workers.map(firstLine));
    expect(lines).toEqual([`done ${primitive}`, `done ${primitive}`, `done ${primitive}`]);
    expect(readFileSync(join(dir, "counter.txt"), "utf8")).toBe("450");
  });

  it("A5: is released by the kernel when its holder is SIGKILLed", async () => {
    const dir = scratch();
    const holder = worker(["hold", dir], env);
    expect(await firstLine(holder)).toBe(`held ${primitive}`);
    expect(await firstLine(worker(["try", dir], env))).toMatch(/^refused: .* is locked by another process/);
    const exited = new Promise((r) => holder.on("exit", r));
    holder.kill("SIGKILL");
    await exited;
    expect(await firstLine(worker(["try", dir], env))).toBe("held");
  });
});

describe("lockDir within one process", () => {
  it("A5: refuses a closed directory instead of locking whatever now has its descriptor number", async () => {
    const dir = Dir.open(scratch());
    dir.close();
    await expect(lockDir(dir, "x", 50)).rejects.toMatchObject({ kind: "io" });
  });

  it("A5: a second taker waits until the first releases", async () => {
    const dir = Dir.open(scratch());
    const first = await lockDir(dir, "x");
    let second = false;
    const waiting = lockDir(dir, "x").then((held) => {
      second = true;
      return held;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(second).toBe(false);
    await first.release();
    await (await waiting).release();
    expect(second).toBe(true);
    dir.close();
  });
});

describe("two purposes, one directory", () => {
  it("A5 Q4: a directory's locks are one per purpose: the host's and a queue's never wait on each other", async () => {
    const dir = Dir.open(scratch());
    const a = await lockDir(dir, "one", 50);
    const b = await lockDir(dir, "two", 50);
    await expect(lockDir(dir, "one", 50)).rejects.toMatchObject({ kind: "io", message: expect.stringContaining("(one)") });
    await a.release();
    await b.release();
    dir.close();
  });
});
