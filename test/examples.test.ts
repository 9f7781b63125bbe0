// README's TypeScript example is a file (examples/bridge.ts) that README shows verbatim; it runs
// to completion against a served host (issue 34.3: the snippet it replaced never exited, threw
// an uncaught StoreRefusal on a fresh agent, and read `events` as an array).

import { spawnSync } from "node:child_process";
import { chmodSync, copyFileSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { applyEdits, modify } from "jsonc-parser";
import { describe, expect, it } from "vitest";

import { ensureBuilt, linkKit, ROOT, servedSuite } from "./helpers/cli.js";
import { installPacked } from "./helpers/packed.js";
import { scratchDirs } from "./helpers/scratch.js";

const served = servedSuite("home,notes");
const EXAMPLE = join(ROOT, "examples", "bridge.ts");
const scratch = scratchDirs("lk-fresh-project-");

describe("examples/bridge.ts, README's TypeScript", () => {
  ensureBuilt();

  it("issue 34.3: README shows the example file verbatim", () => {
    expect(readFileSync(join(ROOT, "README.md"), "utf8")).toContain("```ts\n" + readFileSync(EXAMPLE, "utf8") + "```");
  });

  it("issue 34.3: on a fresh agent it says there are no notes, lists the thread's events, and exits by itself", () => {
    const run = () =>
      spawnSync(join(ROOT, "node_modules", ".bin", "tsx"), [EXAMPLE, served.cfg], { cwd: ROOT, encoding: "utf8", timeout: 60_000 });
    const fresh = run();
    expect([fresh.status, fresh.signal, fresh.stdout, fresh.stderr]).toEqual([0, null, "no notes yet\n", ""]);
    const record = join(served.dir, "example-record.json");
    writeFileSync(record, '{"role":"user","text":"hello from the example"}');
    const append = linkKit(["context", "append", "--settings", served.cfg, "--thread", "link:main", "--source", "example/s/1", record]);
    expect([append.status, append.stderr]).toEqual([0, expect.any(String)]);
    writeFileSync(`${record}.md`, "- tabs");
    const write = linkKit(["file", "write", "--settings", served.cfg, "memory/notes.md", "--content-file", `${record}.md`]);
    expect([write.status, write.stderr]).toEqual([0, ""]);
    const later = run();
    expect([later.status, later.stdout]).toEqual([
      0,
      expect.stringMatching(/^notes \(version \d+\): - tabs\n1 user hello from the example\n$/),
    ]);
  }, 120_000);

  it("issue 40.4: in a fresh `npm init -y` project with `tsc --init`'s tsconfig, README's two settings make the example compile and run", () => {
    const dir = scratch();
    const sh = (command: string, args: string[]) => spawnSync(command, args, { cwd: dir, encoding: "utf8", timeout: 120_000 });
    expect(sh("npm", ["init", "-y"]).status).toBe(0);
    expect((JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { type?: string }).type).toBe("commonjs");
    installPacked(dir);
    // npm install --save-dev typescript @types/node, from this checkout's install (no network).
    for (const dev of ["typescript", "@types"]) symlinkSync(join(ROOT, "node_modules", dev), join(dir, "node_modules", dev));
    symlinkSync(join("..", "typescript", "bin", "tsc"), join(dir, "node_modules", ".bin", "tsc"));
    expect(sh("npx", ["tsc", "--init"]).status).toBe(0);
    copyFileSync(EXAMPLE, join(dir, "index.ts"));
    // As npm and tsc make them today, the example does not compile: CommonJS has no top-level await
    // and cannot require an ES module; `"types": []` hides Node's.
    const before = sh("npx", ["tsc"]);
    expect(before.status).not.toBe(0);
    expect(before.stdout).toMatch(/TS1378|TS1479|TS2591|TS2580/);
    // README's two settings.
    expect(sh("npm", ["pkg", "set", "type=module"]).status).toBe(0);
    const tsconfig = join(dir, "tsconfig.json");
    const text = readFileSync(tsconfig, "utf8");
    writeFileSync(tsconfig, applyEdits(text, modify(text, ["compilerOptions", "types"], ["node"], {})));
    const compiled = sh("npx", ["tsc"]);
    expect([compiled.status, compiled.stdout]).toEqual([0, ""]);
    const ran = sh(process.execPath, [join(dir, "index.js"), served.cfg]);
    expect([ran.status, ran.stderr]).toEqual([0, ""]);
    expect(ran.stdout).toMatch(/^(no notes yet|notes \(version \d+\): - tabs)\n/);
  }, 180_000);

  it("issue 40.5: README's ledger example runs as written: the directory is made 0700, one call approved and claimed once", () => {
    const LEDGER = join(ROOT, "examples", "ledger.ts");
    expect(readFileSync(join(ROOT, "README.md"), "utf8")).toContain("```ts\n" + readFileSync(LEDGER, "utf8") + "```");
    const dir = join(scratch(), "not", "yet", "authority");
    const run = spawnSync(join(ROOT, "node_modules", ".bin", "tsx"), [LEDGER, dir], { cwd: ROOT, encoding: "utf8", timeout: 60_000 });
    expect([run.status, run.stdout, run.stderr]).toEqual([0, 'run Bash once: {"command":"make"}\n', ""]);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    // A directory others can read is refused, and the message says how to fix it.
    const open = join(scratch(), "open");
    mkdirSync(open, { mode: 0o755 });
    chmodSync(open, 0o755);
    const refused = spawnSync(join(ROOT, "node_modules", ".bin", "tsx"), [LEDGER, open], { cwd: ROOT, encoding: "utf8", timeout: 60_000 });
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain(`chmod 700 ${open}`);
  }, 60_000);
});
