// The bridge's commands through the built executable (B1-B5, B10): host agent add, host start,
// host serve, store and file, with the SPEC's exit codes: 3 when the store refuses, 4 when the
// bridge cannot be reached, 2 on usage errors.

import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { linkKit, ROOT, serveAgent, type Served } from "../helpers/cli.js";

let served: Served;
let dir: string;
let state: string;
let cfg: string;
let agent: Served["agent"];

beforeAll(async () => {
  served = await serveAgent("home,notes", 64);
  ({ dir, state, cfg, agent } = served);
}, 60_000);

afterAll(async () => {
  await served.stop();
});

describe("link-kit host, store and file", () => {
  it("B4 B6: agent add prints the agent with its immutable id and absolute folder, laid out", () => {
    expect(agent).toMatchObject({
      name: "coder",
      owner: "alice",
      notes_limit: 64,
      grants: { home: true, notes: true, skills: false, instructions: false, memory_index: false },
    });
    expect(agent.id).toMatch(/^agt-[0-9a-f]{16}$/);
    expect(agent.folder).toBe(join(state, "agents", agent.id, "Agent"));
    for (const part of ["instructions", "skills", "home", "memory", "memory/portable"])
      expect(statSync(join(agent.folder, part)).isDirectory()).toBe(true);
  });

  it("B2 B3: start writes Settings with storage (endpoint, endpoint_key, agent, owner), 0600 in 0700", () => {
    const settings = JSON.parse(readFileSync(cfg, "utf8")) as { storage: Record<string, string> };
    expect(settings.storage).toMatchObject({ endpoint: join(state, "run", "bridge.sock"), agent: agent.id, owner: "alice" });
    expect(settings.storage.endpoint_key).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(cfg).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, "harness")).mode & 0o777).toBe(0o700);
  });

  it("B10: file write, read, list and delete with exact CAS versions; conflicts exit 3", () => {
    writeFileSync(join(dir, "v1.txt"), "one");
    const w = linkKit(["file", "write", "--settings", cfg, "home/a.txt", "--content-file", join(dir, "v1.txt"), "--json"]);
    expect(w.status).toBe(0);
    const { version } = JSON.parse(w.stdout) as { version: number };
    const raw = /"version":(\d+)/.exec(w.stdout)?.[1] as string; // the exact integer text
    const r = linkKit(["file", "read", "--settings", cfg, "home/a.txt", "--json"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`"version":${raw}`);
    expect(JSON.parse(r.stdout)).toMatchObject({ path: "home/a.txt", content: "one" });
    const again = linkKit(["file", "write", "--settings", cfg, "home/a.txt", "--expected", "0", "--json"], "two");
    expect(again.status).toBe(3);
    expect(JSON.parse(again.stdout)).toMatchObject({ error: { kind: "conflict" } });
    const list = linkKit(["file", "list", "--settings", cfg, "home"]);
    expect(list.stdout).toContain(`${raw}\t3\thome/a.txt`);
    expect(linkKit(["file", "delete", "--settings", cfg, "home/a.txt", "--expected", raw]).status).toBe(0);
    expect(linkKit(["file", "read", "--settings", cfg, "home/a.txt"]).status).toBe(3);
    expect(version).toBeGreaterThan(0);
  });

  it("G1 G6: a refused grant and an over-limit note exit 3 with the error kind", () => {
    const skills = linkKit(["file", "write", "--settings", cfg, "skills/x.md", "--json"], "x");
    expect([skills.status, (JSON.parse(skills.stdout) as { error: { kind: string } }).error.kind]).toEqual([3, "permission_denied"]);
    const notes = linkKit(["file", "write", "--settings", cfg, "memory/notes.md"], "n".repeat(65));
    expect(notes.status).toBe(3);
    expect(notes.stderr).toContain("too_large");
  });

  it("B5: store sends one raw request and prints the reply; a refusal exits 3", () => {
    const last = linkKit(["store", "--settings", cfg, '{"op":{"kind":"conversation_last","thread":"link:main"}}']);
    expect([last.status, last.stdout.trim()]).toEqual([0, '{"kind":"last","thread":"link:main","seq":0}']);
    const append = linkKit(
      ["store", "--settings", cfg, "-"],
      '{"op":{"kind":"conversation_append","thread":"link:main","records":[{"n":18446744073709551615}],"expected_last":0}}',
    );
    expect(append.stdout.trim()).toBe('{"kind":"appended","thread":"link:main","first":1,"last":1}');
    const read = linkKit(["store", "--settings", cfg, '{"op":{"kind":"conversation_read","thread":"link:main","from":1,"through":1}}']);
    expect(read.stdout).toContain('"record":{"n":18446744073709551615}');
    const bad = linkKit(["store", "--settings", cfg, '{"op":{"kind":"file_read","path":"../x"}}']);
    expect([bad.status, JSON.parse(bad.stdout)]).toEqual([3, expect.objectContaining({ kind: "error", error: "invalid" })]);
  });

  it("B1: settings without storage, an unreachable bridge, and bad usage have their exit codes", () => {
    const dead = join(dir, "dead", "settings.json");
    const settings = JSON.parse(readFileSync(cfg, "utf8")) as { storage: { endpoint: string } };
    settings.storage.endpoint = join(dir, "nowhere.sock");
    linkKitWrite(dead, settings);
    expect(linkKit(["file", "read", "--settings", dead, "home/a.txt"]).status).toBe(4);
    expect(linkKit(["file", "frob", "--settings", cfg, "x"]).status).toBe(2);
    expect(linkKit(["file", "delete", "--settings", cfg, "home/a.txt"]).status).toBe(2);
    expect(linkKit(["host", "agent", "add", "--state", state, "--name", "x", "--owner", "o", "--grant", "root"]).status).toBe(2);
  });
});

/** Writes settings the way configure does (0600 in 0700), through the kit's own writer. */
function linkKitWrite(path: string, settings: unknown): void {
  const script = `import("${join(ROOT, "dist", "src", "bridge", "config.js")}").then((m) => m.writeSettings(${JSON.stringify(path)}, ${JSON.stringify(settings)}))`;
  const run = spawnSync(process.execPath, ["-e", script], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(run.stderr);
}

describe("issue 39.7: a host start that fails revokes nothing", () => {
  it("B2 B3: host start to settings it may not write (a directory others can write, a symlink) fails, and the working binding still works", async () => {
    const served = await serveAgent("home");
    try {
      const works = () =>
        linkKit(["store", "--settings", served.cfg, JSON.stringify({ op: { kind: "conversation_last", thread: "link:main" } })]);
      expect(works().status).toBe(0);
      const open = join(served.dir, "open");
      mkdirSync(open, { mode: 0o777 });
      chmodSync(open, 0o777);
      symlinkSync(served.cfg, join(served.dir, "link.json"));
      for (const target of [join(open, "settings.json"), join(served.dir, "link.json")]) {
        const start = linkKit(["host", "start", "--state", served.state, "--agent", served.agent.id, "--settings", target]);
        expect(start.status, `${target}: ${start.stderr}`).not.toBe(0);
        expect(start.stderr.trim().split("\n")).toHaveLength(1);
        const still = works();
        expect(still.status, `after a failed start to ${target}: ${still.stderr}`).toBe(0);
      }
    } finally {
      await served.stop();
    }
  });
});
