// The CLI bundle run from V8's code cache (src/cli/code-cache.ts, issue 43.2), in a copy of the
// built package in scratch: the first run writes the cache beside the bundle, later runs use it
// (the first `GROWING_RUNS` write it again, each adding what it compiled, and then it is never
// written again), and a cache that is damaged, stale or cannot be written is compiled anew, never
// run and never an error.

import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

import { beforeAll, describe, expect, it } from "vitest";

import { GROWING_RUNS } from "../../src/cli/code-cache.js";
import { BIN, ensureBuilt, ROOT } from "../helpers/cli.js";
import { scratchDirs } from "../helpers/scratch.js";

const scratch = scratchDirs("link-kit-code-cache-");

beforeAll(() => ensureBuilt());

/** A copy of the built package's bin and bundle, with what they find the package root by. */
function packageCopy(): { dist: string; cache: string; run: (...args: string[]) => ReturnType<typeof spawnSync> } {
  const root = scratch();
  const dist = join(root, "dist");
  mkdirSync(dist);
  for (const name of ["link-kit.cjs", "link-kit.mjs", "link-kit-cli.cjs", "link-kit-hook.cjs"])
    copyFileSync(join(dirname(BIN), name), join(dist, name));
  copyFileSync(join(ROOT, "package.json"), join(root, "package.json"));
  cpSync(join(ROOT, "schemas"), join(root, "schemas"), { recursive: true, filter: (f) => !f.includes("upstream") });
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [join(dist, "link-kit.cjs"), ...args], {
      encoding: "utf8",
      env: { ...process.env, HOME: root, XDG_CACHE_HOME: join(root, "xdg-cache") },
    });
  return { dist, cache: join(dist, "v8-cache"), run };
}

const VERSION = /^link-kit \d+\.\d+\.\d+/;
const cacheFiles = (cache: string) => (existsSync(cache) ? readdirSync(cache).sort() : []);
const inode = (file: string) => statSync(file).ino;
/** The run of its kind that wrote a cache file, and whether its SHA-256 (first) holds for the rest. */
const written = (file: string) => {
  const bytes = readFileSync(file);
  return { run: bytes[32], sound: createHash("sha256").update(bytes.subarray(32)).digest().equals(bytes.subarray(0, 32)) };
};

describe("the CLI's code cache (issue 43.2)", () => {
  it("the first run writes a cache beside the bundle, its SHA-256 first; the next runs are given it, V8 takes it, and each writes it again until the GROWING_RUNS-th, then never; a hook's bundle has its own", () => {
    const { dist, cache, run } = packageCopy();
    const first = run("--version");
    expect([first.status, first.stderr]).toEqual([0, ""]);
    expect(first.stdout).toMatch(VERSION);
    const { size, mtimeMs } = statSync(join(dist, "link-kit-cli.cjs"));
    const name = `link-kit-cli.cjs.${size}-${Math.trunc(mtimeMs)}.bin`;
    expect(cacheFiles(cache)).toEqual([name]);
    expect(written(join(cache, name))).toEqual({ run: 1, sound: true });
    for (let n = 2; n <= GROWING_RUNS + 2; n++) {
      const before = inode(join(cache, name));
      const again = run("--version");
      expect([again.status, again.stdout, again.stderr]).toEqual([0, first.stdout, ""]);
      // Taken (a rejected cache would start again at run 1), and written again while it grows.
      expect(written(join(cache, name))).toEqual({ run: Math.min(n, GROWING_RUNS), sound: true });
      if (n > GROWING_RUNS) expect(inode(join(cache, name))).toBe(before);
      else expect(inode(join(cache, name))).not.toBe(before);
    }
    expect(run("hook", "claude", "--help").status).toBe(0);
    const hook = statSync(join(dist, "link-kit-hook.cjs"));
    expect(cacheFiles(cache)).toEqual([name, `link-kit-hook.cjs.${hook.size}-${Math.trunc(hook.mtimeMs)}.bin`].sort());
    expect(existsSync(join(dirname(dist), "xdg-cache"))).toBe(false); // beside the bundle only
  });

  it("a cache the first run wrote on a short path grows with what a later run compiled (a Stop hook after a --help)", () => {
    const { cache, run } = packageCopy();
    expect(run("hook", "claude", "--help").status).toBe(0);
    const [name] = cacheFiles(cache) as [string];
    const short = statSync(join(cache, name)).size;
    // A hook that reads its input and settings and refuses them: more of the kit than --help runs.
    const hook = spawnSync(
      process.execPath,
      [join(dirname(cache), "link-kit.cjs"), "hook", "claude", "--settings", join(cache, "..", "none.json")],
      {
        input: JSON.stringify({ session_id: "s", transcript_path: "/nonexistent", hook_event_name: "Stop" }),
        encoding: "utf8",
      },
    );
    expect(hook.status, hook.stderr).not.toBe(null);
    expect(written(join(cache, name))).toEqual({ run: 2, sound: true });
    expect(statSync(join(cache, name)).size).toBeGreaterThan(short);
  });

  it("a flipped byte in the cache (which V8 itself would run) is compiled anew and the cache written again", () => {
    const { cache, run } = packageCopy();
    expect(run("--version").status).toBe(0);
    const [name] = cacheFiles(cache) as [string];
    const file = join(cache, name);
    const bytes = readFileSync(file);
    const at = Math.floor(bytes.length / 2);
    bytes[at] = (bytes[at] as number) ^ 0x10;
    writeFileSync(file, bytes);
    const before = inode(file);
    const again = run("--version");
    expect([again.status, again.stderr]).toEqual([0, ""]);
    expect(again.stdout).toMatch(VERSION);
    expect(inode(file)).not.toBe(before);
    expect(written(file)).toEqual({ run: 1, sound: true });
  });

  it("a rebuilt bundle gets a cache of its own and the old one is removed; a cache that cannot be written is only a slower start", () => {
    const { dist, cache, run } = packageCopy();
    expect(run("--version").status).toBe(0);
    const [old] = cacheFiles(cache) as [string];
    const bundle = join(dist, "link-kit-cli.cjs");
    utimesSync(bundle, new Date(), new Date(Date.now() + 5000)); // a rebuild of the same length
    expect(run("--version").status).toBe(0);
    expect(cacheFiles(cache)).toHaveLength(1);
    expect(cacheFiles(cache)).not.toContain(old);

    const readOnly = packageCopy();
    writeFileSync(readOnly.cache, "not a directory\n"); // no directory can be made there (root is not stopped by modes)
    for (let i = 0; i < 2; i++) {
      const run = readOnly.run("--version");
      expect([run.status, run.stderr]).toEqual([0, ""]);
      expect(run.stdout).toMatch(VERSION);
    }
  });
});
