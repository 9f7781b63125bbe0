// Every command with the bad inputs a person plausibly types (K6, B3, issue 11): each prints one
// line, `link-kit: <kind>: <message>`, with the documented exit code (2 usage or an unusable input,
// 3 refused, 4 transport), and never a stack trace. Runs against a served host through the built
// executable, as a person would.

import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { BIN, linkKit, serveAgent, type Served } from "../helpers/cli.js";

let served: Served;
/** Files the table names, made once in the served scratch directory. */
const f: Record<string, string> = {};

beforeAll(async () => {
  served = await serveAgent("home,memory,notes", 64);
  const at = (name: string, text: string, mode = 0o600): string => {
    const path = join(served.dir, name);
    writeFileSync(path, text, { mode });
    chmodSync(path, mode);
    return path;
  };
  f.garbage = at("garbage.json", "this is not json\n");
  f.empty = at("empty.json", "");
  f.record = at("record.json", '{"role":"user","text":"hi"}');
  f.memory = at("memory.json", '{"id":"m1","text":"x","evidence":[],"modified_at":"2026-01-01T00:00:00Z"}');
  f.settingsGarbage = at("settings-garbage.json", "{storage:");
  f.settingsWrong = at("settings-wrong.json", '{"storage":{"endpoint":5}}');
  const settings = readFileSync(served.cfg, "utf8");
  f.settingsOpen = at("settings-open.json", settings, 0o644);
  f.settingsDead = at(
    "settings-dead.json",
    JSON.stringify({ storage: { ...(JSON.parse(settings) as { storage: object }).storage, endpoint: join(served.dir, "nobody.sock") } }),
  );
  f.secretOpen = at("secret-open.hex", "ab".repeat(32), 0o644);
  f.secretShort = at("secret-short.hex", "abc");
  f.dir = join(served.dir, "a-dir");
  mkdirSync(f.dir);
  f.missing = join(served.dir, "no-such-file.json");
  f.openState = join(served.dir, "open-state");
  mkdirSync(f.openState);
  chmodSync(f.openState, 0o755);
  f.ledgerCorrupt = join(served.dir, "ledger-corrupt");
  mkdirSync(f.ledgerCorrupt, { mode: 0o700 });
  writeFileSync(join(f.ledgerCorrupt, "authority.json"), "{not json", { mode: 0o600 });
}, 60_000);

afterAll(async () => {
  await served.stop();
});

interface Case {
  args: () => string[];
  input?: string;
  code: number;
  /** The kind printed after `link-kit: `. */
  kind: string;
  /** Prints its usage (several lines, on stderr) instead of one line. */
  help?: boolean;
  /** A part of the message that says what and where. */
  says?: () => string;
}

const S = () => served.cfg;
const A = () => served.agent.id;

/** The table: by command, what a person types wrong and what the kit must answer. */
const TABLE: Record<string, Case> = {
  "an unknown command": { args: () => ["frobnicate"], code: 2, kind: "usage", says: () => 'unknown command "frobnicate"' },
  "an unknown flag": { args: () => ["schemas", "--bogus"], code: 2, kind: "usage" },
  "validate without a file": { args: () => ["validate", "Settings"], code: 2, kind: "usage" },
  "validate an unknown schema": {
    args: () => ["validate", "NoSuch", f.garbage as string],
    code: 2,
    kind: "usage",
    says: () => 'unknown schema "NoSuch"',
  },
  "validate a missing file": {
    args: () => ["validate", "Settings", f.missing as string],
    code: 2,
    kind: "not_found",
    says: () => f.missing as string,
  },
  "validate a directory": { args: () => ["validate", "Settings", f.dir as string], code: 2, kind: "eisdir", says: () => f.dir as string },
  "host agent add without --owner": {
    args: () => ["host", "agent", "add", "--state", served.state, "--name", "x"],
    code: 2,
    kind: "usage",
    says: () => "--owner",
  },
  "host agent add with an unknown grant": {
    args: () => ["host", "agent", "add", "--state", served.state, "--name", "x", "--owner", "alice", "--grant", "rooot"],
    code: 2,
    kind: "usage",
    says: () => "rooot",
  },
  "host agent add with a bad notes limit": {
    args: () => ["host", "agent", "add", "--state", served.state, "--name", "x", "--owner", "alice", "--notes-limit", "lots"],
    code: 2,
    kind: "usage",
    says: () => "lots",
  },
  "host agent add with a bad owner": {
    args: () => ["host", "agent", "add", "--state", served.state, "--name", "x", "--owner", "bad owner!"],
    code: 2,
    kind: "invalid",
    says: () => "/owner",
  },
  "host agent list on a file": {
    args: () => ["host", "agent", "list", "--state", f.record as string],
    code: 2,
    kind: "not_directory",
    says: () => f.record as string,
  },
  "host agent add on a state others can read": {
    args: () => ["host", "agent", "add", "--state", f.openState as string, "--name", "x", "--owner", "alice"],
    code: 2,
    kind: "unsafe",
    says: () => `${f.openState as string} is accessible to others (mode 755)`,
  },
  "host start for an unknown agent": {
    args: () => [
      "host",
      "start",
      "--state",
      served.state,
      "--agent",
      "agt-0000000000000000",
      "--settings",
      join(served.dir, "h2", "s.json"),
    ],
    code: 3,
    kind: "not_found",
    says: () => "agt-0000000000000000",
  },
  "host serve on a served state": {
    args: () => ["host", "serve", "--state", served.state],
    code: 3,
    kind: "host_running",
    says: () => `pid ${served.process.pid}`,
  },
  "host verb unknown": { args: () => ["host", "launch", "--state", served.state], code: 2, kind: "usage", says: () => "launch" },
  "store with no request": { args: () => ["store", "--settings", S()], code: 2, kind: "usage" },
  "store with a request that is not JSON": {
    args: () => ["store", "--settings", S(), "{op:"],
    code: 2,
    kind: "syntax",
    says: () => "request",
  },
  "store with a request of the wrong shape": {
    args: () => ["store", "--settings", S(), '{"op":{"kind":"file_burn"}}'],
    code: 2,
    kind: "invalid",
    says: () => "/op",
  },
  "store with a missing settings file": {
    args: () => ["store", "--settings", f.missing as string, "-"],
    input: "{}",
    code: 2,
    kind: "not_found",
    says: () => f.missing as string,
  },
  "store with garbage settings": {
    args: () => ["store", "--settings", f.settingsGarbage as string, "-"],
    input: "{}",
    code: 2,
    kind: "syntax",
    says: () => f.settingsGarbage as string,
  },
  "store with settings of the wrong shape": {
    args: () => ["store", "--settings", f.settingsWrong as string, "-"],
    input: "{}",
    code: 2,
    kind: "invalid",
    says: () => "/storage/endpoint",
  },
  "store with settings readable by others": {
    args: () => ["store", "--settings", f.settingsOpen as string, '{"op":{"kind":"file_list","prefix":""}}'],
    code: 2,
    kind: "unsafe",
    says: () => f.settingsOpen as string,
  },
  "store with no host at the endpoint": {
    args: () => ["store", "--settings", f.settingsDead as string, '{"op":{"kind":"file_list","prefix":""}}'],
    code: 4,
    kind: "transport",
  },
  "file without a verb": { args: () => ["file"], code: 2, kind: "usage", help: true },
  "memory without a verb": { args: () => ["memory"], code: 2, kind: "usage", help: true },
  "link-kit alone": { args: () => [], code: 2, kind: "usage", help: true },
  "file with an unknown verb": { args: () => ["file", "shred", "--settings", S(), "home/a"], code: 2, kind: "usage", says: () => "shred" },
  "file read without a path": { args: () => ["file", "read", "--settings", S()], code: 2, kind: "usage" },
  "file read outside the folder": { args: () => ["file", "read", "--settings", S(), "../../etc/passwd"], code: 3, kind: "invalid" },
  "file read of a missing file, named as the agent names it (issue 34.9)": {
    args: () => ["file", "read", "--settings", S(), "home/nothing.txt"],
    code: 3,
    kind: "not_found",
    says: () => "not_found: open: home/nothing.txt does not exist",
  },
  "file write without its content file": {
    args: () => ["file", "write", "--settings", S(), "home/a.txt", "--content-file", f.missing as string],
    code: 2,
    kind: "not_found",
    says: () => f.missing as string,
  },
  "file write with a version that is not a number": {
    args: () => ["file", "write", "--settings", S(), "home/a.txt", "--expected", "latest"],
    input: "x",
    code: 2,
    kind: "usage",
    says: () => "latest",
  },
  "file write with a stale version": {
    args: () => ["file", "write", "--settings", S(), "home/new.txt", "--expected", "7"],
    input: "x",
    code: 3,
    kind: "conflict",
    says: () => "(current: 0; re-read, then retry with --expected 0)",
  },
  "file write without the grant": {
    args: () => ["file", "write", "--settings", S(), "skills/x.md"],
    input: "x",
    code: 3,
    kind: "permission_denied",
  },
  "file delete without --expected": {
    args: () => ["file", "delete", "--settings", S(), "home/a.txt"],
    code: 2,
    kind: "usage",
    says: () => "--expected",
  },
  "context append with a record that is not JSON": {
    args: () => ["context", "append", "--settings", S(), "--thread", "link:main", "--source", "cli/s/1", f.garbage as string],
    code: 2,
    kind: "syntax",
    says: () => f.garbage as string,
  },
  "context append with an empty record file": {
    args: () => ["context", "append", "--settings", S(), "--thread", "link:main", "--source", "cli/s/1", f.empty as string],
    code: 2,
    kind: "syntax",
    says: () => f.empty as string,
  },
  "context append with a missing record file": {
    args: () => ["context", "append", "--settings", S(), "--thread", "link:main", "--source", "cli/s/1", f.missing as string],
    code: 2,
    kind: "not_found",
    says: () => f.missing as string,
  },
  "context append to a thread that is not link:": {
    args: () => ["context", "append", "--settings", S(), "--thread", "main", "--source", "cli/s/1", f.record as string],
    code: 2,
    kind: "usage",
    says: () => "link:",
  },
  "context append with a bad source": {
    args: () => ["context", "append", "--settings", S(), "--thread", "link:main", "--source", "cli", f.record as string],
    code: 2,
    kind: "usage",
    says: () => "--source",
  },
  "context read without --thread": { args: () => ["context", "read", "--settings", S()], code: 2, kind: "usage", says: () => "--thread" },
  "context current with a cursor that is not JSON": {
    args: () => ["context", "current", "--settings", S(), "--cursor", f.garbage as string],
    code: 2,
    kind: "syntax",
    says: () => f.garbage as string,
  },
  "context current with a cursor of the wrong shape": {
    args: () => ["context", "current", "--settings", S(), "--cursor", f.record as string],
    code: 2,
    kind: "invalid",
    says: () => f.record as string,
  },
  "context current without --cursor": {
    args: () => ["context", "current", "--settings", S()],
    code: 2,
    kind: "usage",
    says: () => "--cursor",
  },
  "memory get without an id": { args: () => ["memory", "get", "--settings", S()], code: 2, kind: "usage" },
  "memory put without text": { args: () => ["memory", "put", "--settings", S(), "m1"], code: 2, kind: "usage", says: () => "--text" },
  "memory put with a document that is not JSON": {
    args: () => ["memory", "put", "--settings", S(), "m1", "--file", f.garbage as string],
    code: 2,
    kind: "syntax",
    says: () => f.garbage as string,
  },
  "memory put with a document of the wrong shape": {
    args: () => ["memory", "put", "--settings", S(), "m1", "--file", f.record as string],
    code: 2,
    kind: "invalid",
    says: () => f.record as string,
  },
  "memory put with bad evidence": {
    args: () => ["memory", "put", "--settings", S(), "m1", "--text", "x", "--evidence", "main"],
    code: 2,
    kind: "usage",
    says: () => "--evidence",
  },
  "memory put with evidence past the thread's end": {
    args: () => ["memory", "put", "--settings", S(), "m1", "--text", "x", "--evidence", "link:empty#4"],
    code: 3,
    kind: "invalid",
    says: () => "link:empty",
  },
  "memory put with a stale version": {
    args: () => ["memory", "put", "--settings", S(), "m-stale", "--text", "x", "--expected", "9"],
    code: 3,
    kind: "conflict",
    says: () => "current: 0",
  },
  "memory delete without --expected": {
    args: () => ["memory", "delete", "--settings", S(), "m1"],
    code: 2,
    kind: "usage",
    says: () => "--expected",
  },
  "memory with an unknown verb": {
    args: () => ["memory", "forget", "--settings", S(), "m1"],
    code: 2,
    kind: "usage",
    says: () => "forget",
  },
  "capture of a missing transcript": {
    args: () => ["capture", "claude", "--settings", S(), "--thread", "link:main", f.missing as string],
    code: 2,
    kind: "not_found",
    says: () => f.missing as string,
  },
  "capture without --thread": {
    args: () => ["capture", "codex", "--settings", S(), f.record as string],
    code: 2,
    kind: "usage",
    says: () => "--thread",
  },
  "issue 34.9: an unknown option, said plainly": {
    args: () => ["validate", "--bogus"],
    code: 2,
    kind: "usage",
    says: () => "unknown option --bogus (see",
  },
  "issue 34.9: context append without --source": {
    args: () => ["context", "append", "--settings", S(), "--thread", "link:main", f.record as string],
    code: 2,
    kind: "usage",
    says: () => "--source <adapter>/<native_session>/<native_record> is required",
  },
  "issue 34.9: acp with an agent program that does not exist": {
    args: () => ["acp", "--settings", S(), "--thread", "link:main", "--", "/nonexistent/agent"],
    code: 2,
    kind: "not_found",
    says: () => "cannot start the agent /nonexistent/agent: no such program",
  },
  "issue 34.9: a verb's usage error points at that verb's help": {
    args: () => ["host", "serve", "--bogus"],
    code: 2,
    kind: "usage",
    says: () => "unknown option --bogus (see `link-kit host serve --help`)",
  },
  "queue status without --home or --harness": {
    args: () => ["queue", "status", "--settings", S()],
    code: 2,
    kind: "usage",
    says: () => "--home <dir> or --harness claude|codex|gemini is required",
  },
  "queue status --harness with no queue there yet (the hook's default home)": {
    args: () => ["queue", "status", "--harness", "claude", "--settings", S()],
    code: 2,
    kind: "not_found",
    says: () => `no capture queue under ${join(process.env.HOME as string, ".local", "state", "link-kit", "claude")}`,
  },
  "queue with an unknown verb": {
    args: () => ["queue", "flush", "--home", served.dir, "--settings", S()],
    code: 2,
    kind: "usage",
    says: () => "flush",
  },
  "conformance with a missing settings file": {
    args: () => ["conformance", "--settings", f.missing as string],
    code: 2,
    kind: "not_found",
    says: () => f.missing as string,
  },
  "conformance with an unknown vector": {
    args: () => ["conformance", "--only", "no-such-vector"],
    code: 2,
    kind: "usage",
    says: () => "no-such-vector",
  },
  "ledger without --dir": { args: () => ["ledger", "show"], code: 2, kind: "usage", says: () => "--dir" },
  "ledger show of a missing directory": {
    args: () => ["ledger", "--dir", f.missing as string, "show"],
    code: 2,
    kind: "not_found",
    says: () => f.missing as string,
  },
  "ledger show of a corrupt file": { args: () => ["ledger", "--dir", f.ledgerCorrupt as string, "show"], code: 3, kind: "corrupt" },
  "ledger respond with an unknown answer": {
    args: () => ["ledger", "--dir", f.ledgerCorrupt as string, "respond", "req-1", "allow_forever", "--owner", "alice"],
    code: 2,
    kind: "usage",
    says: () => "allow_forever",
  },
  "ledger with an unknown command": {
    args: () => ["ledger", "--dir", f.ledgerCorrupt as string, "wipe"],
    code: 2,
    kind: "usage",
    says: () => "wipe",
  },
  "ledger init without --host": {
    args: () => ["ledger", "init", "--dir", join(served.dir, "l1"), "--secret-file", f.secretOpen as string],
    code: 2,
    kind: "usage",
    says: () => "--host",
  },
  "ledger init with a secret file readable by others": {
    args: () => ["ledger", "init", "--dir", join(served.dir, "l2"), "--host", "h", "--secret-file", f.secretOpen as string],
    code: 2,
    kind: "unsafe",
    says: () => f.secretOpen as string,
  },
  "ledger init with a secret that is not one": {
    args: () => ["ledger", "init", "--dir", join(served.dir, "l3"), "--host", "h", "--secret-file", f.secretShort as string],
    code: 2,
    kind: "invalid",
    says: () => f.secretShort as string,
  },
  "ledger init for an unknown agent": {
    args: () => [
      "ledger",
      "init",
      "--dir",
      join(served.dir, "l4"),
      "--host",
      "h",
      "--state",
      served.state,
      "--agent",
      "agt-0000000000000000",
    ],
    code: 3,
    kind: "not_found",
    says: () => "agt-0000000000000000",
  },
  "ledger init over an existing ledger": {
    args: () => ["ledger", "init", "--dir", f.ledgerCorrupt as string, "--host", "h", "--state", served.state, "--agent", A()],
    code: 3,
    kind: "exists",
    says: () => "exists already",
  },
};

/** Runs the built executable without blocking the test runner, so cases run a few at a time. */
function runAsync(args: string[], input?: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [BIN, ...args], { stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("close", (status) => done({ status, stdout, stderr }));
    child.stdin.end(input ?? "");
  });
}

describe("every command, with a bad input (K6)", () => {
  it("K6: prints one line `link-kit: <kind>: ...` with the documented exit code and no stack trace", async () => {
    const names = Object.keys(TABLE);
    const seen: Array<{ name: string; status: number | null; stderr: string }> = [];
    for (let i = 0; i < names.length; i += 4) {
      const batch = names.slice(i, i + 4);
      seen.push(
        ...(await Promise.all(batch.map(async (name) => ({ name, ...(await runAsync(TABLE[name]!.args(), TABLE[name]!.input)) })))),
      );
    }
    const wrong = seen.flatMap(({ name, status, stderr }) => {
      const c = TABLE[name]!;
      const lines = stderr.split("\n").filter((l) => l !== "");
      const problems = c.help
        ? [status !== c.code && `exit ${status}, want ${c.code}`, !/^usage:/.test(stderr) && "no usage on stderr"].filter(Boolean)
        : [
            status !== c.code && `exit ${status}, want ${c.code}`,
            lines.length !== 1 && `${lines.length} lines on stderr`,
            !lines[0]?.startsWith(`link-kit: ${c.kind}: `) && `kind is not ${c.kind}`,
            /\n\s+at /.test(stderr) && "a stack trace",
            c.says && !stderr.includes(c.says()) && `does not say ${JSON.stringify(c.says())}`,
          ].filter(Boolean);
      return problems.length === 0 ? [] : [`${name}: ${problems.join(", ")}\n    ${stderr.trim().split("\n").slice(0, 3).join("\n    ")}`];
    });
    expect(wrong.join("\n"), `${wrong.length} of ${names.length} cases`).toBe("");
  }, 120_000);

  it("K6: --json puts the same failure on stdout as {error:{kind,message}}, with the conflict's current version", () => {
    const conflict = linkKit(["file", "write", "--settings", served.cfg, "home/j.txt", "--expected", "3", "--json"], "x");
    expect([conflict.status, JSON.parse(conflict.stdout)]).toEqual([
      3,
      { error: { kind: "conflict", message: expect.stringContaining("--expected 0"), current: 0 } },
    ]);
    const input = linkKit(["context", "current", "--settings", served.cfg, "--cursor", f.garbage as string, "--json"]);
    expect([input.status, (JSON.parse(input.stdout) as { error: { kind: string } }).error.kind, input.stderr]).toEqual([2, "syntax", ""]);
  });

  it("issue 40.6: the kit's file is --binding (--settings and --settings= still bind); a missing one says which command writes it", () => {
    const request = '{"op":{"kind":"conversation_last","thread":"link:main"}}';
    for (const argv of [["--binding", served.cfg], ["--settings", served.cfg], [`--settings=${served.cfg}`], [`--binding=${served.cfg}`]]) {
      const run = linkKit(["store", ...argv, request]);
      expect([argv[0], run.status, run.stderr]).toEqual([argv[0], 0, ""]);
    }
    const missing = linkKit(["store", "--binding", join(served.dir, "nope.json"), request]);
    expect([missing.status, missing.stderr]).toEqual([
      2,
      `link-kit: not_found: the binding file ${join(served.dir, "nope.json")} does not exist: \`link-kit host start --state <dir> --agent <id> --binding <file>\` writes it (with the agent's ID from \`link-kit host agent list\`)\n`,
    ]);
    const none = linkKit(["store", request]);
    expect([none.status, none.stderr]).toEqual([
      2,
      expect.stringMatching(/^link-kit: usage: --binding <file> is required: the binding file \(`link-kit host start/),
    ]);
  });

  it("K6: LINK_KIT_DEBUG=1 adds the stack trace a developer asks for", () => {
    const run = spawnDebug(["context", "current", "--settings", served.cfg, "--cursor", f.garbage as string]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/\n\s+at /);
  });

  it("K6: every verb the top-level help lists answers --help (exit 0, its usage on stdout); an unknown command is not offered its own --help", () => {
    const help = linkKit(["--help"]);
    // The words of each usage line up to its first option or argument: `host agent add`, `file read`.
    const verbs = help.stdout
      .split("\n")
      .filter((l) => l.startsWith("  link-kit "))
      .map((l) =>
        l
          .trim()
          .split(" ")
          .slice(1)
          .filter((w, i, all) => all.slice(0, i + 1).every((x) => /^[a-z|]+$/.test(x)))
          .map((w) => w.split("|")[0] as string),
      );
    expect(verbs.length).toBeGreaterThanOrEqual(20);
    // Issue 40.13: no line wider than 100 characters, and no requirement ID in a summary.
    const wide = (words: string[], out: string) =>
      out.split("\n").flatMap((l) => (l.length > 100 ? [`${words.join(" ")}: ${l.length}: ${l}`] : []));
    const wrong = verbs.flatMap((words) => {
      const run = linkKit([...words, "--help"]);
      return run.status === 0 && /^usage:/.test(run.stdout) && run.stdout.includes(words.at(-1) as string)
        ? wide(words, run.stdout)
        : [`${words.join(" ")}: exit ${run.status}`];
    });
    expect([...wrong, ...wide([], help.stdout)]).toEqual([]);
    const summaries = help.stdout.split("\n").filter((l) => l.startsWith("      "));
    expect(summaries.filter((l) => /\b[KBGCQMRAP]\d+\b/.test(l))).toEqual([]);
    // The command is link-kit; the package on the registry is link-context-kit (issue 40.1: link-kit there is not ours).
    expect(linkKit(["--version"]).stdout).toMatch(/^link-kit \d+\.\d+\.\d+ \(npm package link-context-kit\)\n$/);
    expect(linkKit(["--help"]).stdout).toContain("npm install link-context-kit");
    const unknown = linkKit(["frobnicate"]);
    expect([unknown.status, unknown.stderr]).toEqual([2, 'link-kit: usage: unknown command "frobnicate" (see `link-kit --help`)\n']);
  });

  it("K6: `link-kit schemas | head -1` ends quietly when the reader goes away (EPIPE)", () => {
    const piped = spawnSyncShell(`"${process.execPath}" "${BIN}" schemas | head -1; echo "status \${PIPESTATUS[0]}"`);
    expect(piped.stderr).toBe("");
    expect(piped.stdout.trim().split("\n")).toEqual([
      expect.stringMatching(/^bridge::Binding\s+schemas\/bridge\.Binding\.json$/),
      "status 0",
    ]);
  });
});

function spawnDebug(args: string[]) {
  return spawnSync(process.execPath, [BIN, ...args], { encoding: "utf8", env: { ...process.env, LINK_KIT_DEBUG: "1" } });
}

function spawnSyncShell(script: string) {
  return spawnSync("bash", ["-c", script], { encoding: "utf8" });
}
