// README's TypeScript example is a file (examples/bridge.ts) that README shows verbatim; it runs
// to completion against a served host (issue 34.3: the snippet it replaced never exited, threw
// an uncaught StoreRefusal on a fresh agent, and read `events` as an array).

import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { ensureBuilt, linkKit, ROOT, servedSuite } from "./helpers/cli.js";

const served = servedSuite("home,notes");
const EXAMPLE = join(ROOT, "examples", "bridge.ts");

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
});
