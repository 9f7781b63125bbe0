// The one cross-process lock (SPEC: locks; A5, Q4): mutual exclusion across processes, and release
// by the kernel when a holder is SIGKILLed, with no native code: an abstract-namespace socket on
// Linux, socket tickets on the portable platform (macOS; LINK_KIT_PORTABLE=1 runs it here).

import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { Dir } from "../../src/durable/dir.js";
import { lockDir, LOCK_PRIMITIVE } from "../../src/durable/lock.js";
import { ROOT } from "../helpers/cli.js";
import { scratchDirs } from "../helpers/scratch.js";

const scratch = scratchDirs("lk-lock-");
/** How long the tickets' SIGKILL churn runs: a few seconds here, a minute or more by hand. */
const CHURN_SECONDS = Number(process.env.LINK_KIT_LOCK_CHURN_SECONDS ?? 4);

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
  expect(LOCK_PRIMITIVE).toBe(process.env.LINK_KIT_PORTABLE === "1" ? "socket-tickets" : "abstract-socket");
  const manifest = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
    dependencies: Record<string, string>;
    scripts: Record<string, string>;
  };
  expect(Object.keys(manifest.dependencies).sort()).toEqual(["ajv", "ajv-formats", "jsonc-parser", "toml-eslint-parser"]); // all plain JavaScript
  expect(manifest.scripts.install).toBeUndefined();
});

describe.each([
  ["abstract-socket", { LINK_KIT_PORTABLE: "0" }],
  ["socket-tickets", { LINK_KIT_PORTABLE: "1" }],
])("lockDir with %s", (primitive, env) => {
  it("A5: lets one process in at a time: four processes, 100 read-yield-write increments each, none lost", async () => {
    const dir = scratch();
    writeFileSync(join(dir, "counter.txt"), "0");
    const workers = [0, 1, 2, 3].map(() => worker(["count", dir, "100"], env));
    const lines = await Promise.all(workers.map(firstLine));
    expect(lines).toEqual([0, 1, 2, 3].map(() => `done ${primitive}`));
    expect(readFileSync(join(dir, "counter.txt"), "utf8")).toBe("400");
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

describe("socket tickets, the portable lock (issue 31.1)", () => {
  const portable = (tmp: string) => ({ LINK_KIT_PORTABLE: "1", TMPDIR: tmp });

  it("A5: a SIGKILLed holder's socket and ticket are found dead and removed by the next taker, which holds the lock", async () => {
    const [dir, tmp] = [scratch(), scratch()];
    const holder = worker(["hold", dir], portable(tmp));
    expect(await firstLine(holder)).toBe("held socket-tickets");
    const [user] = readdirSync(tmp);
    const tickets = join(tmp, user as string, readdirSync(join(tmp, user as string))[0] as string);
    const holders = readdirSync(tickets).sort();
    expect(holders).toEqual([expect.stringMatching(/^k-[0-9a-f]{16}$/), expect.stringMatching(/^s-[0-9a-f]{16}$/)]);
    expect(await firstLine(worker(["try", dir], portable(tmp)))).toMatch(/^refused: .* is locked by another process/);
    const exited = new Promise((r) => holder.on("exit", r));
    holder.kill("SIGKILL");
    await exited;
    expect(readdirSync(tickets).sort()).toEqual(holders); // the dead holder's files are still there
    expect(await firstLine(worker(["try", dir], portable(tmp)))).toBe("held");
    // Removed as dead; what is there is the new taker's (it ended holding the lock, unreleased).
    expect(readdirSync(tickets).filter((name) => holders.includes(name))).toEqual([]);
  });

  it(
    `A5: never lets two in while takers are SIGKILLed at random, holding or waiting (${CHURN_SECONDS} s of churn; LINK_KIT_LOCK_CHURN_SECONDS)`,
    async () => {
      const [dir, tmp] = [scratch(), scratch()];
      const children = new Set<ChildProcess>();
      let violation = "";
      let marked = 0;
      const start = () => {
        const child = worker(["mark", dir], portable(tmp));
        children.add(child);
        child.stdout.on("data", (d: Buffer) => {
          for (const line of d.toString().split("\n")) {
            if (line.startsWith("violation")) violation = line;
            if (line.startsWith("marked")) marked += 10;
          }
        });
        child.on("exit", () => children.delete(child));
      };
      for (let i = 0; i < 5; i++) start();
      let kills = 0;
      for (const end = Date.now() + CHURN_SECONDS * 1000; Date.now() < end && violation === ""; kills++) {
        await new Promise((r) => setTimeout(r, 50 + Math.random() * 250));
        const victim = [...children][Math.floor(Math.random() * children.size)];
        victim?.kill("SIGKILL");
        start();
      }
      const ended = [...children].map((child) => new Promise((r) => child.once("exit", r)));
      for (const child of children) child.kill("SIGKILL");
      await Promise.all(ended);
      expect(violation).toBe("");
      expect(kills).toBeGreaterThan(CHURN_SECONDS * 2);
      expect(marked).toBeGreaterThan(0);
    },
    CHURN_SECONDS * 1000 + 30_000,
  );

  it("A5 issue 39.11: the hidden files of takers killed between bind and rename (.s-*, .k-*) are swept by the next taker once stale; a fresh one is left alone", async () => {
    const [dir, tmp] = [scratch(), scratch()];
    expect(await firstLine(worker(["try", dir], portable(tmp)))).toBe("held");
    const [user] = readdirSync(tmp);
    const tickets = join(tmp, user as string, readdirSync(join(tmp, user as string))[0] as string);
    for (const name of readdirSync(tickets)) rmSync(join(tickets, name));
    const old = new Date(Date.now() - 60_000);
    for (const name of [".s-0123456789abcdef", ".k-0123456789abcdef"]) {
      writeFileSync(join(tickets, name), "1");
      utimesSync(join(tickets, name), old, old);
    }
    writeFileSync(join(tickets, ".k-fedcba9876543210"), "2"); // a live taker's, just made
    expect(await firstLine(worker(["try", dir], portable(tmp)))).toBe("held");
    expect(readdirSync(tickets).filter((n) => n.startsWith("."))).toEqual([".k-fedcba9876543210"]);
  });

  it("A5: refuses a tickets directory another could write or that is a link (the attack: a planted directory lets two holders in)", async () => {
    const dir = scratch();
    const open = scratch();
    mkdirSync(join(open, `link-kit-${process.getuid?.()}`), { mode: 0o777 });
    chmodSync(join(open, `link-kit-${process.getuid?.()}`), 0o777);
    expect(await firstLine(worker(["try", dir], portable(open)))).toMatch(
      /^refused: lock directory .* is not a private directory of this user/,
    );
    const linked = scratch();
    const elsewhere = scratch();
    chmodSync(elsewhere, 0o700);
    symlinkSync(elsewhere, join(linked, `link-kit-${process.getuid?.()}`));
    expect(await firstLine(worker(["try", dir], portable(linked)))).toMatch(
      /^refused: lock directory .* is not a private directory of this user/,
    );
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
