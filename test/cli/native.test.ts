// `link-kit memory export|reconcile|supply` and `link-kit context prepare` through the built
// executable (M5-M7, R5-R8): a conflict is one line per document and exit 3 until reconciled.

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { linkKit, servedSuite } from "../helpers/cli.js";

const served = servedSuite("home,notes");

describe("link-kit memory export, reconcile, supply; context prepare", () => {
  it("M5 M6: export creates, a correction elsewhere plus a native edit is a conflict (exit 3, one line), reconcile ends it", () => {
    const project = join(served.dir, "proj");
    const user = join(served.dir, "user");
    mkdirSync(join(project, ".git"), { recursive: true });
    mkdirSync(user, { recursive: true });
    writeFileSync(join(project, "CLAUDE.md"), "Use tabs.\n");
    const where = ["--settings", served.cfg, "--home", join(served.dir, "adapter"), "--cwd", project, "--native-home", user];
    const first = linkKit(["memory", "export", "claude", ...where]);
    expect([first.status, first.stderr]).toEqual([0, ""]);
    expect(first.stdout).toMatch(/^create +claude-code\.project\.CLAUDE\.md \(project\/CLAUDE\.md\) version \d+\n$/);
    const again = linkKit(["memory", "export", "claude", ...where, "--json"]);
    expect(JSON.parse(again.stdout)).toMatchObject({ results: [{ outcome: "up_to_date" }], conflicts: 0 });

    const got = JSON.parse(linkKit(["memory", "get", "--settings", served.cfg, "claude-code.project.CLAUDE.md", "--json"]).stdout) as {
      version: number;
    };
    const fix = linkKit([
      "memory",
      "put",
      "--settings",
      served.cfg,
      "claude-code.project.CLAUDE.md",
      "--text",
      "Use spaces.",
      "--expected",
      String(got.version),
    ]);
    expect(fix.status).toBe(0);
    writeFileSync(join(project, "CLAUDE.md"), "Use tabs, width 4.\n");
    const conflict = linkKit(["memory", "export", "claude", ...where]);
    expect(conflict.status).toBe(3);
    expect(conflict.stderr).toMatch(
      /^link-kit: conflict: claude-code\.project\.CLAUDE\.md: native project\/CLAUDE\.md changed since the export of version \d+, and claude-code\.project\.CLAUDE\.md was changed \(version \d+, modified [^)]+\); reconcile to pick a side\n$/,
    );
    expect(linkKit(["memory", "export", "claude", ...where]).status).toBe(3);

    const bad = linkKit(["memory", "reconcile", "claude", "claude-code.project.CLAUDE.md", ...where, "--keep", "both"]);
    expect([bad.status, bad.stderr]).toEqual([
      2,
      'link-kit: usage: --keep must be native or shared, not "both" (see `link-kit memory reconcile --help`)\n',
    ]);
    const unknown = linkKit(["memory", "reconcile", "claude", "nope", ...where, "--keep", "native"]);
    expect([unknown.status, unknown.stderr]).toEqual([3, "link-kit: not_found: claude-code has no native memory exported as nope\n"]);
    const kept = linkKit(["memory", "reconcile", "claude", "claude-code.project.CLAUDE.md", ...where, "--keep", "native"]);
    expect([kept.status, kept.stderr]).toEqual([0, ""]);
    expect(kept.stdout).toMatch(/^write +claude-code\.project\.CLAUDE\.md/);
    expect(linkKit(["memory", "get", "--settings", served.cfg, "claude-code.project.CLAUDE.md"]).stdout).toMatch(/^Use tabs, width 4\.\n/);
    expect(linkKit(["memory", "export", "claude", ...where]).stdout).toMatch(/^up_to_date/);
    expect(readFileSync(join(project, "CLAUDE.md"), "utf8")).toBe("Use tabs, width 4.\n");
  });

  it("M7 R5 R6 R7: supply writes others' memory to the kit's own file; prepare seeds a Codex session and records it", () => {
    const home = join(served.dir, "adapter-codex");
    const empty = join(served.dir, "empty-user");
    mkdirSync(empty, { recursive: true });
    const supply = linkKit(["memory", "supply", "codex", "--settings", served.cfg, "--home", home]);
    expect(supply.stdout).toBe(`1 document(s) from other harnesses in ${join(home, ".lnk", "agent-context", "shared-memory.md")}\n`);
    expect(readFileSync(join(home, ".lnk", "agent-context", "shared-memory.md"), "utf8")).toContain(
      "## claude-code.project.CLAUDE.md (from claude-code project/CLAUDE.md, version",
    );

    linkKit(
      ["context", "append", "--settings", served.cfg, "--thread", "link:prep", "--source", "claude-code/s/1", "-"],
      '{"role":"user","text":"hello"}',
    );
    const args = [
      "context",
      "prepare",
      "codex",
      "--settings",
      served.cfg,
      "--thread",
      "link:prep",
      "--home",
      home,
      "--cwd",
      empty,
      "--native-home",
      empty,
    ];
    const prepared = linkKit([...args, "--session", "codex-1", "--json"]);
    expect(prepared.status).toBe(0);
    const out = JSON.parse(prepared.stdout) as { kind: string; text: string; cursor: { through_seq: number } };
    expect(out).toMatchObject({ kind: "seed", cursor: { thread: "link:prep", through_seq: 1 } });
    expect(out.text).toContain("[1] user via claude-code: hello");
    expect(out.text).toContain("Use tabs, width 4.");
    const state = JSON.parse(readFileSync(join(home, ".lnk", "agent-context", "state.json"), "utf8")) as { sessions: unknown[] };
    expect(state.sessions).toEqual([
      { native_session: "codex-1", thread: "link:prep", last_cursor: expect.objectContaining({ through_seq: 1 }) },
    ]);

    linkKit(
      ["context", "append", "--settings", served.cfg, "--thread", "link:prep", "--source", "claude-code/s/2", "-"],
      '{"role":"assistant","text":"hi"}',
    );
    const back = linkKit([...args, "--session", "codex-1"]);
    expect(back.stdout).toMatch(
      /^You are returning to the Link thread link:prep\. When codex last had it, it ran through record 1; it now runs through 2\./,
    );
    expect(back.stdout).toContain("[2] assistant via claude-code: hi");
    const usage = linkKit(["context", "prepare", "vim", "--settings", served.cfg, "--thread", "link:prep"]);
    expect([usage.status, usage.stderr]).toEqual([
      2,
      'link-kit: usage: context prepare takes a harness first: claude, codex or gemini, not "vim" (see `link-kit context prepare --help`)\n',
    ]);
  });
});
