// `link-kit setup` and `link-kit doctor` (issue 34) on a scratch HOME, against a served host: each
// harness's settings edited beside the user's own hooks, comments and layout kept, idempotent,
// shown as a diff, --dry-run, a backup, --remove byte for byte; then doctor passes and a hook run
// as each harness runs it, the command taken from the file setup wrote, captures a turn.

import { spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, resolve } from "node:path";

import { parse as parseJsonc } from "jsonc-parser";
import { getStaticTOMLValue, parseTOML } from "toml-eslint-parser";
import { describe, expect, it } from "vitest";

import { captureTranscript, CLAUDE_CODE, CODEX, GEMINI, type Harness } from "../../src/capture/index.js";
import { DETACHED_NICE } from "../../src/cli/detach.js";
import { tomlNotify } from "../../src/setup/edit.js";
import { findOnPath } from "../../src/setup/harnesses.js";
import { serveCommand, serviceText } from "../../src/setup/host-service.js";
import { BIN, ensureBuilt, ROOT, servedSuite, storedSources } from "../helpers/cli.js";
import { scratchDirs } from "../helpers/scratch.js";
import { waitFor } from "../helpers/wait.js";
import { noTmpfs, Tmpfs } from "../helpers/tmpfs.js";

const FIXTURES = resolve(import.meta.dirname, "..", "fixtures");
const served = servedSuite("home");
const scratch = scratchDirs("lk-setup-");

/** A scratch HOME with XDG and CODEX_HOME unset, so every default lands in it. */
function scratchHome() {
  const home = scratch();
  const env = { ...process.env, HOME: home, XDG_STATE_HOME: "", CODEX_HOME: "", LINK_KIT_HOME: "" };
  const kit = (...args: string[]) => spawnSync(process.execPath, [BIN, ...args], { env, encoding: "utf8" });
  return { home, env, kit };
}

const parseToml = (text: string): unknown => getStaticTOMLValue(parseTOML(text));

const CLAUDE_SETTINGS = `{
  // The user's own settings: comments, a compact hook list and odd spacing are kept.
  "model": "opus",
  "hooks": {
    "Stop": [{ "hooks": [{ "type": "command", "command": "notify-send done" }] }],
    "PreToolUse": [
      {
        "matcher": "Bash",
        "hooks": [ { "type": "command", "command": "audit.sh" } ]
      }
    ]
  },
  "permissions":   { "allow": ["Bash(ls)"] }
}
`;

const CODEX_CONFIG = `# Codex settings
model = "o4"   # the model

[profiles.fast]
model = "o4-mini"
`;

describe("link-kit setup", () => {
  ensureBuilt();

  it("issue 43.1: over an older kit's entries (through dist/link-kit.mjs, which still runs), setup takes out the event it no longer registers (UserPromptSubmit), runs dist/link-kit.cjs and adds --detach to the events that only capture; a detached run's failure is doctor's warning", async () => {
    const { home, env, kit } = scratchHome();
    const file = join(home, ".claude", "settings.json");
    mkdirSync(join(home, ".claude"));
    expect(kit("setup", "claude", "--settings", served.cfg).status).toBe(0);
    const now = parseJsonc(readFileSync(file, "utf8")) as { hooks: Record<string, Array<{ hooks: Array<{ command: string }> }>> };
    const sessionStart = now.hooks.SessionStart?.[0]?.hooks[0]?.command as string;
    expect(sessionStart).not.toContain("--detach");
    // What an earlier kit wrote: every event running the hook to its end, UserPromptSubmit too,
    // through the bin's name before issue 43.2 (dist/link-kit.mjs, which still runs it).
    const older = { hooks: { ...now.hooks, UserPromptSubmit: [{ hooks: [{ type: "command", command: sessionStart }] }] } };
    writeFileSync(file, JSON.stringify(older, null, 2).replaceAll(" --detach", "").replaceAll("link-kit.cjs", "link-kit.mjs"));
    const viaAlias = spawnSync(
      "sh",
      ["-c", sessionStart.replace("link-kit.cjs", "link-kit.mjs").replace(/ hook claude .*/, " --version")],
      {
        encoding: "utf8",
      },
    );
    expect([viaAlias.status, viaAlias.stdout]).toEqual([0, expect.stringMatching(/^link-kit \d/)]);
    const run = kit("setup", "claude", "--settings", served.cfg, "--json");
    expect(run.status, run.stderr).toBe(0);
    expect((JSON.parse(run.stdout) as { changes: string[] }).changes).toEqual([
      "removed UserPromptSubmit (no longer registered)",
      "replaced an older link-kit entry for SessionStart",
      "replaced an older link-kit entry for Stop",
      "replaced an older link-kit entry for PreCompact",
      "replaced an older link-kit entry for SessionEnd",
    ]);
    const after = parseJsonc(readFileSync(file, "utf8")) as { hooks: Record<string, Array<{ hooks: Array<{ command: string }> }>> };
    expect(Object.keys(after.hooks)).toEqual(["SessionStart", "Stop", "PreCompact", "SessionEnd"]);
    expect(after.hooks.Stop?.[0]?.hooks[0]?.command).toBe(
      `{ LINK_KIT_HOOK_DETACHED=1 ${findOnPath("nice")} -n ${DETACHED_NICE} ${sessionStart.replace(" hook claude ", " hook claude --detach ")} <&3 >/dev/null 2>&1 & } 3<&0 || exit 1`,
    );
    // With no stdin at all the line fails as the harness's non-blocking failure (1), never 2.
    const none = spawnSync("sh", ["-c", `exec 0<&-; ${after.hooks.Stop?.[0]?.hooks[0]?.command as string}`], { env, encoding: "utf8" });
    expect(none.status).toBe(1);
    // A detached run that fails (input that is not JSON) is heard of from doctor, not from the harness.
    const run2 = spawnSync("sh", ["-c", after.hooks.Stop?.[0]?.hooks[0]?.command as string], { env, input: "not json", encoding: "utf8" });
    expect([run2.status, run2.stdout, run2.stderr]).toEqual([0, "", ""]);
    const log = join(home, ".local", "state", "link-kit", "claude", ".lnk", "agent-context", "hook.log");
    await waitFor(() => existsSync(log) && readFileSync(log, "utf8").endsWith("\n"), { message: "the detached run's line in hook.log" });
    const report = JSON.parse(kit("doctor", "--harness", "claude", "--json").stdout) as {
      checks: Array<{ check: string; status: string; detail: string }>;
    };
    expect(report.checks.filter((c) => c.check === "detached hooks quiet")).toEqual([
      expect.objectContaining({
        status: "warn",
        detail: expect.stringMatching(
          /^1 line\(s\) in .*hook\.log, the last: \S+Z hook claude: link-kit: syntax: the hook input on stdin is not JSON/,
        ),
      }),
    ]);
  });

  it("issue 43.1: a hook as setup registers it starts its Node without NODE_EXTRA_CA_CERTS (read and parsed at every Node start; a hook makes no TLS connection)", () => {
    const { home, env, kit } = scratchHome();
    mkdirSync(join(home, ".claude"));
    expect(kit("setup", "claude", "--settings", served.cfg).status).toBe(0);
    const now = parseJsonc(readFileSync(join(home, ".claude", "settings.json"), "utf8")) as {
      hooks: Record<string, Array<{ hooks: Array<{ command: string }> }>>;
    };
    const sessionStart = now.hooks.SessionStart?.[0]?.hooks[0]?.command as string;
    expect(sessionStart.startsWith(`/usr/bin/env -u NODE_EXTRA_CA_CERTS ${process.execPath} `)).toBe(true);
    // A file Node cannot read: Node warns at start when it tries, before any script of the kit's.
    const missing = join(home, "no-such-ca.pem");
    const run = (line: string) =>
      spawnSync("sh", ["-c", line.replace(/ hook claude .*/, " --version")], {
        env: { ...env, NODE_EXTRA_CA_CERTS: missing },
        encoding: "utf8",
      });
    const registered = run(sessionStart);
    expect([registered.status, registered.stdout, registered.stderr]).toEqual([0, expect.stringMatching(/^link-kit \d/), ""]);
    const bare = run(sessionStart.replace("/usr/bin/env -u NODE_EXTRA_CA_CERTS ", ""));
    expect(bare.stderr).toContain(`Ignoring extra certs from \`${missing}\``);
  });

  it("issue 34: Claude Code: entries beside the user's hooks, comments and layout kept, a diff, idempotent, --dry-run, a backup, --remove byte for byte", () => {
    const { home, kit } = scratchHome();
    const file = join(home, ".claude", "settings.json");
    mkdirSync(join(home, ".claude"));
    writeFileSync(file, CLAUDE_SETTINGS);
    const dry = kit("setup", "claude", "--settings", served.cfg, "--dry-run");
    expect([dry.status, readFileSync(file, "utf8")]).toEqual([0, CLAUDE_SETTINGS]);
    expect(dry.stdout).toMatch(/^\+ .*hook claude --binding/m);
    const run = kit("setup", "claude", "--settings", served.cfg, "--thread", "link:main", "--json");
    expect(run.status, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as { changes: string[]; backup: string; home: string };
    expect(report.changes).toEqual(["added SessionStart", "added Stop", "added PreCompact", "added SessionEnd"]);
    expect(report.home).toBe(join(home, ".local", "state", "link-kit", "claude"));
    expect(readFileSync(report.backup, "utf8")).toBe(CLAUDE_SETTINGS);
    const after = readFileSync(file, "utf8");
    // Every line of the user's file is still there, in order: nothing was reformatted.
    const lines = after.split("\n");
    let at = 0;
    for (const line of CLAUDE_SETTINGS.split("\n")) {
      if (line.startsWith('    "Stop"')) continue; // the compact list gains our entry on its line
      const found = lines.indexOf(line, at);
      expect(found, line).toBeGreaterThanOrEqual(at);
      at = found;
    }
    const value = parseJsonc(after) as { hooks: Record<string, Array<{ hooks: Array<{ command: string }> }>> };
    // The user's Stop hook, then the kit's, started in the background (issue 43.1).
    expect(value.hooks.Stop?.map((g) => g.hooks[0]?.command.split(" ").slice(0, 10))).toEqual([
      ["notify-send", "done"],
      [
        "{",
        "LINK_KIT_HOOK_DETACHED=1",
        findOnPath("nice"),
        "-n",
        String(DETACHED_NICE),
        "/usr/bin/env",
        "-u",
        "NODE_EXTRA_CA_CERTS",
        process.execPath,
        join(ROOT, "dist", "link-kit.cjs"),
      ],
    ]);
    expect(value.hooks.PreToolUse).toHaveLength(1);
    // A second run changes nothing.
    const again = kit("setup", "claude", "--settings", served.cfg, "--thread", "link:main");
    expect([again.status, again.stdout.trim().split("\n").pop(), readFileSync(file, "utf8")]).toEqual([
      0,
      expect.stringMatching(/already set up/),
      after,
    ]);
    // --remove puts the file back byte for byte.
    const removed = kit("setup", "claude", "--remove");
    expect([removed.status, readFileSync(file, "utf8"), existsSync(report.backup)]).toEqual([0, CLAUDE_SETTINGS, false]);
  });

  it("issue 34: a file edited since setup: --remove takes out link-kit's entries only, and keeps the user's edit", () => {
    const { home, kit } = scratchHome();
    const file = join(home, ".claude", "settings.json");
    mkdirSync(join(home, ".claude"));
    writeFileSync(file, CLAUDE_SETTINGS);
    expect(kit("setup", "claude", "--settings", served.cfg).status).toBe(0);
    writeFileSync(file, readFileSync(file, "utf8").replace('"model": "opus"', '"model": "sonnet"'));
    expect(kit("setup", "claude", "--remove").status).toBe(0);
    expect(readFileSync(file, "utf8")).toBe(CLAUDE_SETTINGS.replace('"model": "opus"', '"model": "sonnet"'));
  });

  it("issue 34: Codex: notify written before the first table, comments kept; another program's notify is refused without --force; --remove puts it back", () => {
    const { home, kit, env } = scratchHome();
    const file = join(home, ".codex", "config.toml");
    mkdirSync(join(home, ".codex"));
    writeFileSync(file, CODEX_CONFIG);
    expect(kit("setup", "codex", "--settings", served.cfg).status).toBe(0);
    const after = readFileSync(file, "utf8");
    expect(after.startsWith('# Codex settings\nmodel = "o4"   # the model\n\nnotify = [')).toBe(true);
    expect(after.endsWith('[profiles.fast]\nmodel = "o4-mini"\n')).toBe(true);
    expect(tomlNotify(after, "config.toml")?.words.slice(0, 7)).toEqual([
      "/usr/bin/env",
      "-u",
      "NODE_EXTRA_CA_CERTS",
      process.execPath,
      BIN,
      "hook",
      "codex",
    ]);
    expect(kit("setup", "codex", "--remove").status).toBe(0);
    expect(readFileSync(file, "utf8")).toBe(CODEX_CONFIG);
    // The user's own notify.
    const mine = `notify = ["notify-send", "codex"]\n${CODEX_CONFIG}`;
    writeFileSync(file, mine);
    const refused = kit("setup", "codex", "--settings", served.cfg);
    expect([refused.status, refused.stderr]).toEqual([
      2,
      expect.stringMatching(/^link-kit: conflict: notify already runs "notify-send codex"; .*--force.*\n$/),
    ]);
    expect(readFileSync(file, "utf8")).toBe(mine);
    expect(kit("setup", "codex", "--settings", served.cfg, "--force").status).toBe(0);
    writeFileSync(file, `${readFileSync(file, "utf8")}# edited later\n`); // so removal cannot just restore the backup
    expect(spawnSync(process.execPath, [BIN, "setup", "codex", "--remove"], { env, encoding: "utf8" }).status).toBe(0);
    expect(readFileSync(file, "utf8")).toBe(`${mine}# edited later\n`);
  });

  it("issue 40.7: Codex's config.toml is read by a TOML parser: a `[` line inside a multi-line string stays text, notify lands at the top level; a file that does not parse is refused, named, and left as it was", () => {
    const { home, kit } = scratchHome();
    const file = join(home, ".codex", "config.toml");
    mkdirSync(join(home, ".codex"));
    const instructions =
      'developer_instructions = """\nRead the guide first:\n[the guide](https://example.com/guide)\n[x] a checkbox line\n"""\n';
    const config = `model = "o4"\n${instructions}\n[profiles.fast]\nmodel = "o4-mini"\n`;
    writeFileSync(file, config);
    const set = kit("setup", "codex", "--binding", served.cfg);
    expect([set.status, set.stderr]).toEqual([0, ""]);
    const after = readFileSync(file, "utf8");
    const value = parseToml(after) as { developer_instructions: string; notify: string[]; profiles: unknown };
    expect(value.developer_instructions).toBe("Read the guide first:\n[the guide](https://example.com/guide)\n[x] a checkbox line\n");
    expect(value.notify.slice(5, 7)).toEqual(["hook", "codex"]);
    expect(value.profiles).toEqual({ fast: { model: "o4-mini" } });
    expect(after).toContain(instructions);
    const doctor = kit("doctor", "--harness", "codex");
    expect(doctor.stdout).toMatch(/^ok\s+codex: hooks: notify registered/m);
    expect(kit("setup", "codex", "--remove").status).toBe(0);
    expect(readFileSync(file, "utf8")).toBe(config);
    // An unterminated string: refused with the file and the place named; nothing written.
    const broken = `model = "o4\n[profiles.fast]\n`;
    writeFileSync(file, broken);
    const refused = kit("setup", "codex", "--binding", served.cfg);
    expect([refused.status, refused.stderr]).toEqual([
      2,
      expect.stringMatching(
        new RegExp(
          `^link-kit: invalid: ${file} is not valid TOML \\(line 1, column \\d+: .*\\); fix it or name another file, nothing was written\\n$`,
        ),
      ),
    ]);
    expect(readFileSync(file, "utf8")).toBe(broken);
    expect(readdirSync(join(home, ".codex"))).toEqual(["config.toml"]);
  });

  it("issue 40.8: setups with other options, then --remove: the user's own file byte for byte, no backup or record left, and doctor finds no hooks", () => {
    const { home, kit } = scratchHome();
    const state = join(home, ".local", "state");
    for (const [word, file, text] of [
      ["claude", join(home, ".claude", "settings.json"), CLAUDE_SETTINGS],
      ["codex", join(home, ".codex", "config.toml"), CODEX_CONFIG],
    ] as const) {
      mkdirSync(join(file, ".."), { recursive: true });
      writeFileSync(file, text);
      for (const thread of ["link:a", "link:b", "link:c"])
        expect(kit("setup", word, "--binding", served.cfg, "--thread", thread).status).toBe(0);
      expect(readFileSync(file, "utf8")).toContain("link:c");
      const removed = kit("setup", word, "--remove");
      expect([removed.status, removed.stdout]).toEqual([
        0,
        expect.stringContaining("put back the file as it was before setup (byte for byte)"),
      ]);
      expect(readFileSync(file, "utf8")).toBe(text);
      expect(existsSync(`${file}.link-kit-backup`)).toBe(false);
      expect(kit("doctor", "--harness", word).stdout).not.toMatch(/^ok\s+\w+: hooks:/m);
    }
    expect(existsSync(join(state, "link-kit", "setup"))).toBe(false);
    // Edited after setup, so removal takes out only the kit's line: no blank line is left behind.
    const codex = join(home, ".codex", "config.toml");
    expect(kit("setup", "codex", "--binding", served.cfg).status).toBe(0);
    writeFileSync(codex, `${readFileSync(codex, "utf8")}# edited later\n`);
    expect(kit("setup", "codex", "--remove").status).toBe(0);
    expect(readFileSync(codex, "utf8")).toBe(`${CODEX_CONFIG}# edited later\n`);
  });

  it("issue 40.13: --remove after the hooks were taken out by hand forgets the backup and record; a file setup created goes with the directories it made", () => {
    const { home, kit } = scratchHome();
    const file = join(home, ".claude", "settings.json");
    mkdirSync(join(home, ".claude"));
    writeFileSync(file, CLAUDE_SETTINGS);
    expect(kit("setup", "claude", "--binding", served.cfg).status).toBe(0);
    writeFileSync(file, CLAUDE_SETTINGS); // the user takes the hooks out
    const nothing = kit("setup", "claude", "--remove");
    expect([nothing.status, nothing.stdout]).toEqual([0, expect.stringContaining("nothing to remove")]);
    expect(readdirSync(join(home, ".claude"))).toEqual(["settings.json"]);
    expect(existsSync(join(home, ".local", "state", "link-kit", "setup"))).toBe(false);
    // Gemini's directory did not exist: setup made it, --remove takes it away again.
    expect(kit("setup", "gemini", "--binding", served.cfg).status).toBe(0);
    expect(existsSync(join(home, ".gemini", "settings.json"))).toBe(true);
    expect(kit("setup", "gemini", "--remove").status).toBe(0);
    expect(existsSync(join(home, ".gemini"))).toBe(false);
  });

  it("issue 40.9: an empty or relative HOME, or a relative CODEX_HOME or LINK_KIT_HOME, is refused in one line and nothing is written under the working directory; a relative XDG_STATE_HOME is ignored (the XDG rule)", () => {
    const cwd = scratch();
    const run = (env: Record<string, string>, ...args: string[]) =>
      spawnSync(process.execPath, [BIN, ...args], {
        cwd,
        env: { ...process.env, XDG_STATE_HOME: "", CODEX_HOME: "", LINK_KIT_HOME: "", ...env },
        encoding: "utf8",
      });
    for (const [env, name] of [
      [{ HOME: "" }, "HOME"],
      [{ HOME: "relative/home" }, "HOME"],
    ] as const) {
      const setup = run(env, "setup", "claude", "--binding", served.cfg);
      expect([setup.status, setup.stderr]).toEqual([
        2,
        `link-kit: invalid: $${name} is ${JSON.stringify(env.HOME)}, not an absolute path: set it to your home directory\n`,
      ]);
      const hook = run(env, "hook", "claude", "--binding", served.cfg);
      expect(hook.status).toBe(1);
      expect(hook.stderr.trim().split("\n")).toHaveLength(1);
      expect(hook.stderr).toContain(`$${name} is`);
    }
    const home = scratch();
    const codex = run({ HOME: home, CODEX_HOME: "codex-home" }, "setup", "codex", "--binding", served.cfg);
    expect([codex.status, codex.stderr]).toEqual([
      2,
      'link-kit: invalid: $CODEX_HOME is "codex-home", not an absolute path: set it to one, or unset it\n',
    ]);
    const linkHome = run({ HOME: home, LINK_KIT_HOME: "adapter" }, "setup", "claude", "--binding", served.cfg);
    expect([linkHome.status, linkHome.stderr]).toEqual([
      2,
      'link-kit: invalid: $LINK_KIT_HOME is "adapter", not an absolute path: set it to one, or unset it\n',
    ]);
    const xdg = run({ HOME: home, XDG_STATE_HOME: "state" }, "setup", "claude", "--binding", served.cfg, "--json");
    expect(xdg.status, xdg.stderr).toBe(0);
    expect((JSON.parse(xdg.stdout) as { home: string }).home).toBe(join(home, ".local", "state", "link-kit", "claude"));
    expect(readdirSync(cwd)).toEqual([]);
  });

  it("issue 40.10: Gemini CLI: turning hooks on is said (with the user's own hooks it switches on), and --remove after another edit gives hooksConfig.enabled back as it was", () => {
    const { home, kit } = scratchHome();
    const file = join(home, ".gemini", "settings.json");
    mkdirSync(join(home, ".gemini"));
    const mine = {
      theme: "dark",
      hooks: { BeforeTool: [{ hooks: [{ type: "command", command: "audit-tool" }] }] },
      hooksConfig: { enabled: false },
    };
    for (const [settings, was, own] of [
      [mine, "false", ": your own 1 hook in this file runs from now on too"],
      [{ theme: "dark" }, "unset", ""],
    ] as const) {
      writeFileSync(file, `${JSON.stringify(settings, null, 2)}\n`);
      const set = kit("setup", "gemini", "--binding", served.cfg);
      expect(set.status, set.stderr).toBe(0);
      expect(set.stdout).toContain(`turned hooks on (hooksConfig.enabled was ${was}${own}; --remove puts it back)`);
      // The user edits another key, so --remove cannot just put the backup back.
      writeFileSync(file, readFileSync(file, "utf8").replace('"dark"', '"light"'));
      const removed = kit("setup", "gemini", "--remove");
      expect(removed.stdout).toContain("put hooksConfig.enabled back as it was");
      expect(parseJsonc(readFileSync(file, "utf8"))).toEqual({ ...settings, theme: "light" });
    }
  });

  it("issue 40.11: doctor checks the hook's node too, reads a home with a space as one path, advises one host command that works as printed, and warns of a kit in npx's cache", () => {
    // (b) A home with a space in it, the binding inside it.
    const base = scratch();
    const home = join(base, "my home");
    mkdirSync(home, { mode: 0o700 });
    const binding = join(home, "binding.json");
    copyFileSync(served.cfg, binding);
    const env = { ...process.env, HOME: home, XDG_STATE_HOME: "", CODEX_HOME: "", LINK_KIT_HOME: "" };
    const kit = (...args: string[]) => spawnSync(process.execPath, [BIN, ...args], { env, encoding: "utf8" });
    expect(kit("setup", "claude", "--binding", binding).status).toBe(0);
    const checks = (run: ReturnType<typeof kit>) =>
      (JSON.parse(run.stdout) as { checks: Array<{ check: string; status: string; detail: string; fix?: string }> }).checks;
    const good = checks(kit("doctor", "--harness", "claude", "--json"));
    expect(good.filter((c) => c.status === "fail")).toEqual([]);
    expect(good.find((c) => c.check === "binding private")?.detail).toContain(binding);
    // (a) The node the hooks run is gone (an nvm upgrade): a failing check naming it.
    const file = join(home, ".claude", "settings.json");
    writeFileSync(file, readFileSync(file, "utf8").replaceAll(process.execPath, join(base, "old-node", "bin", "node")));
    const gone = checks(kit("doctor", "--harness", "claude", "--json")).find((c) => c.check === "points at this kit");
    expect(gone).toMatchObject({
      status: "fail",
      detail: expect.stringContaining(`${join(base, "old-node", "bin", "node")}, which is not there`),
    });
    // (c) The host is down: the advice is one command that, run as printed, brings it back.
    const state = join(base, "state");
    const add = kit("host", "agent", "add", "--state", state, "--name", "c", "--owner", "alice");
    const id = (JSON.parse(add.stdout) as { id: string }).id;
    const down = join(home, "down.json");
    expect(kit("host", "start", "--state", state, "--agent", id, "--binding", down).status).toBe(0);
    const reach = checks(kit("doctor", "--harness", "claude", "--binding", down, "--json")).find(
      (c) => c.check === "host reachable" && c.status === "fail",
    );
    expect(reach).toMatchObject({ fix: `start the host: link-kit host serve --state ${state} --detach` });
    const fix = (reach?.fix as string).replace("start the host: link-kit ", "");
    try {
      expect(kit(...fix.split(" ")).status).toBe(0);
      const up = checks(kit("doctor", "--harness", "claude", "--binding", down, "--json")).filter(
        (c) => c.check === "host reachable" || c.check === "binding proven",
      );
      expect(up.map((c) => c.status)).toEqual(["ok", "ok", "ok", "ok"].slice(0, up.length));
      expect(up.length).toBeGreaterThanOrEqual(2);
    } finally {
      kit("host", "stop", "--state", state);
    }
    // (d) A kit run from npx's cache: setup warns, doctor says so.
    const npx = join(base, "_npx", "1a2b", "node_modules", "link-context-kit");
    mkdirSync(join(npx, "dist"), { recursive: true });
    for (const name of ["link-kit.cjs", "link-kit.mjs", "link-kit-cli.cjs", "link-kit-hook.cjs"])
      copyFileSync(join(dirname(BIN), name), join(npx, "dist", name));
    copyFileSync(join(ROOT, "package.json"), join(npx, "package.json"));
    cpSync(join(ROOT, "schemas"), join(npx, "schemas"), { recursive: true, filter: (f) => !f.includes("upstream") });
    writeFileSync(file, "{}\n");
    const fromNpx = spawnSync(process.execPath, [join(npx, "dist", "link-kit.cjs"), "setup", "claude", "--binding", binding], {
      env,
      encoding: "utf8",
    });
    expect([fromNpx.status, fromNpx.stderr]).toEqual([0, expect.stringContaining("link-kit setup: warning: the hooks run ")]);
    expect(fromNpx.stderr).toContain("in npx's cache");
    expect(checks(kit("doctor", "--harness", "claude", "--json")).find((c) => c.check === "lasting install")).toMatchObject({
      status: "info",
    });
  });

  it("issue 40.12: setup host writes a systemd user unit whose ExecStart, read by systemd's quoting rules, serves the state (a path with a space, % and $); doctor warns until it is there; --remove takes it out", async () => {
    const { home, env } = scratchHome();
    const kit = (...args: string[]) =>
      spawnSync(process.execPath, [BIN, ...args], { env: { ...env, XDG_CONFIG_HOME: "" }, encoding: "utf8" });
    const state = join(home, "my state %1 $x");
    const add = kit("host", "agent", "add", "--state", state, "--name", "c", "--owner", "alice");
    const id = (JSON.parse(add.stdout) as { id: string }).id;
    const binding = join(home, "binding.json");
    expect(kit("host", "start", "--state", state, "--agent", id, "--binding", binding).status).toBe(0);
    expect(kit("setup", "claude", "--binding", binding).status).toBe(0);
    const lifecycle = () =>
      (
        JSON.parse(kit("doctor", "--harness", "claude", "--json").stdout) as {
          checks: Array<{ check: string; status: string; fix?: string }>;
        }
      ).checks.filter((c) => c.check === "host lifecycle");
    expect(lifecycle()).toEqual([
      {
        check: "host lifecycle",
        status: "warn",
        detail: expect.stringContaining("after a reboot"),
        fix: `link-kit setup host --state '${state}'`,
      },
    ]);
    const set = kit("setup", "host", "--state", state);
    const unit = join(home, ".config", "systemd", "user", "link-kit-host.service");
    const text = readFileSync(unit, "utf8");
    expect(text).toMatch(/^\[Service\]$/m);
    expect(text).toMatch(/^WantedBy=default\.target$/m);
    // systemd's rules: double-quoted words, backslash escapes, %% for %, $$ for $.
    const exec = /^ExecStart=(.*)$/m.exec(text)?.[1] as string;
    const words = [...exec.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) =>
      (m[1] as string).replace(/\\(.)/g, "$1").replace(/%%/g, "%").replace(/\$\$/g, "$"),
    );
    expect(words).toEqual([process.execPath, BIN, "host", "serve", "--state", state]);
    const systemctl = spawnSync("systemctl", ["--version"]).status === 0;
    if (systemctl) {
      expect([set.status, set.stdout, set.stderr]).toEqual([0, expect.stringContaining("link-kit setup host: enabled"), ""]);
      expect(lifecycle()).toEqual([
        { check: "host lifecycle", status: "ok", detail: expect.stringContaining("starts the host at every login") },
      ]);
    } else expect([set.status, set.stderr]).toEqual([1, expect.stringContaining("written but not enabled")]);
    // What the service manager runs serves the state: the host answers the binding.
    const host = spawn(words[0] as string, words.slice(1), { env, stdio: ["ignore", "pipe", "pipe"] });
    try {
      await new Promise<void>((ready, fail) => {
        host.stdout?.once("data", () => ready());
        host.once("exit", (code) => fail(new Error(`host exited ${code}`)));
      });
      const store = kit("store", "--binding", binding, '{"op":{"kind":"conversation_last","thread":"link:main"}}');
      expect([store.status, store.stdout.trim()]).toEqual([0, '{"kind":"last","thread":"link:main","seq":0}']);
    } finally {
      host.kill("SIGTERM");
      await new Promise((r) => host.once("exit", r));
    }
    const removed = kit("setup", "host", "--remove");
    expect([removed.status, removed.stdout]).toEqual([0, expect.stringContaining(`removed ${unit}`)]);
    expect(existsSync(unit)).toBe(false);
    const wants = join(home, ".config", "systemd", "user", "default.target.wants");
    expect(existsSync(wants) ? readdirSync(wants) : []).toEqual([]);
    expect(kit("setup", "host", "--remove").stdout).toContain("nothing to remove");
  });

  it("issue 40.12: the launchd agent setup host writes on macOS is a property list whose ProgramArguments serve the state", () => {
    const state = join(scratch(), "state & <more>");
    const plist = join(scratch(), "agent.plist");
    writeFileSync(plist, serviceText("launchd", state));
    const read = spawnSync(
      "python3",
      ["-c", "import json, plistlib, sys; print(json.dumps(plistlib.load(open(sys.argv[1], 'rb'))))", plist],
      { encoding: "utf8" },
    );
    expect(read.status, read.stderr).toBe(0);
    expect(JSON.parse(read.stdout)).toMatchObject({
      Label: "dev.link-kit.host",
      ProgramArguments: serveCommand(state),
      RunAtLoad: true,
      KeepAlive: { SuccessfulExit: false },
    });
  });

  it("issue 40.13: a read-only settings file is refused, not replaced; a directory on a read-only file system is named with the fix, and no temp file is named", () => {
    const { home, kit } = scratchHome();
    const file = join(home, ".claude", "settings.json");
    mkdirSync(join(home, ".claude"));
    writeFileSync(file, CLAUDE_SETTINGS);
    chmodSync(file, 0o444);
    const refused = kit("setup", "claude", "--binding", served.cfg);
    expect([refused.status, refused.stderr]).toEqual([
      2,
      `link-kit: read_only: ${file} is read-only (mode 444): chmod u+w it first if the kit may edit it; nothing was written\n`,
    ]);
    expect([readFileSync(file, "utf8"), statSync(file).mode & 0o777]).toEqual([CLAUDE_SETTINGS, 0o444]);
    if (noTmpfs !== undefined) return;
    const ro = join(home, "ro");
    mkdirSync(ro);
    expect(spawnSync("mount", ["-t", "tmpfs", "-o", "size=64k,ro", "tmpfs", ro]).status).toBe(0);
    try {
      const target = join(ro, "settings.json");
      const run = kit("setup", "claude", "--binding", served.cfg, "--target", target);
      expect([run.status, run.stderr]).toEqual([
        2,
        `link-kit: read_only: cannot write in ${ro} (a read-only file system): make it writable, or name another file with --target; nothing was written\n`,
      ]);
    } finally {
      spawnSync("umount", [ro]);
    }
  });

  it("issue 34: Gemini CLI: SessionStart, AfterAgent and SessionEnd, with hooks switched on; a file setup created is deleted by --remove", () => {
    const { home, kit } = scratchHome();
    const file = join(home, ".gemini", "settings.json");
    expect(kit("setup", "gemini", "--settings", served.cfg).status).toBe(0);
    const value = parseJsonc(readFileSync(file, "utf8")) as { hooks: Record<string, unknown>; hooksConfig: { enabled: boolean } };
    expect([Object.keys(value.hooks), value.hooksConfig]).toEqual([["SessionStart", "AfterAgent", "SessionEnd"], { enabled: true }]);
    expect(kit("setup", "gemini", "--remove").status).toBe(0);
    expect(existsSync(file)).toBe(false);
  });

  it("issue 34: unusual layouts: tabs and CRLF line ends, an empty hooks object, hooks switched off: kept as they are but for what setup adds, and removed byte for byte", () => {
    const { home, kit } = scratchHome();
    const file = join(home, ".gemini", "settings.json");
    mkdirSync(join(home, ".gemini"));
    const original = '{\r\n\t"theme": "dark",\r\n\t"hooks": {},\r\n\t"hooksConfig": { "enabled": false }\r\n}\r\n';
    writeFileSync(file, original);
    expect(kit("setup", "gemini", "--settings", served.cfg).status).toBe(0);
    const after = readFileSync(file, "utf8");
    expect(after.replace(/\r\n/g, "")).toBe(after.replace(/\r?\n/g, "")); // every line end is still CRLF
    expect(after.startsWith('{\r\n\t"theme": "dark",\r\n\t"hooks": {\r\n\t\t"SessionStart": [')).toBe(true);
    const value = parseJsonc(after) as { theme: string; hooks: Record<string, unknown>; hooksConfig: { enabled: boolean } };
    expect([value.theme, Object.keys(value.hooks), value.hooksConfig.enabled]).toEqual([
      "dark",
      ["SessionStart", "AfterAgent", "SessionEnd"],
      true,
    ]);
    expect(kit("setup", "gemini", "--remove").status).toBe(0);
    expect(readFileSync(file, "utf8")).toBe(original);
  });

  it("issue 34 (done when): on a scratch HOME, setup for all three, doctor passes against the running host, and a hook run as each harness runs it captures a turn", async () => {
    const { home, kit, env } = scratchHome();
    for (const h of ["claude", "codex", "gemini"]) {
      const run = kit("setup", h, "--settings", served.cfg, "--thread", `link:setup-${h}`);
      expect(run.status, run.stderr).toBe(0);
    }
    const doctor = kit("doctor", "--json");
    const report = JSON.parse(doctor.stdout) as {
      ok: boolean;
      checks: Array<{ harness?: string; check: string; status: string; detail: string }>;
    };
    expect(report.checks.filter((c) => c.status === "fail")).toEqual([]);
    expect([doctor.status, report.ok]).toEqual([0, true]);
    for (const check of ["hooks", "points at this kit", "queue usable"])
      expect(report.checks.filter((c) => c.check === check && c.status === "ok").map((c) => c.harness)).toEqual([
        "claude",
        "codex",
        "gemini",
      ]);
    expect(
      report.checks.filter((c) => ["binding private", "host reachable", "binding proven"].includes(c.check)).map((c) => c.status),
    ).toEqual(["ok", "ok", "ok"]);

    // Each hook as its harness runs it: the command from the file setup wrote, by the shell.
    // The events that only capture run detached (issue 43.1): the capture is awaited, not the hook.
    const runHookAsWritten = async (
      settings: string,
      event: string,
      harness: Harness,
      transcript: string,
      thread: string,
      session: string,
    ) => {
      const written = parseJsonc(readFileSync(settings, "utf8")) as { hooks: Record<string, Array<{ hooks: Array<{ command: string }> }>> };
      expect(written.hooks.SessionStart?.[0]?.hooks[0]?.command).not.toContain("--detach");
      expect(written.hooks[event]?.[0]?.hooks[0]?.command).toContain(" --detach ");
      const run = spawnSync("sh", ["-c", written.hooks[event]?.[0]?.hooks[0]?.command as string], {
        env,
        input: JSON.stringify({ session_id: session, transcript_path: transcript, cwd: home, hook_event_name: event }),
        encoding: "utf8",
      });
      expect([run.status, run.stderr]).toEqual([0, ""]);
      const expected = captureTranscript(harness, readFileSync(transcript, "utf8"), transcript).map((c) => c.source.native_record);
      const sources = () => {
        try {
          return storedSources(served, thread);
        } catch {
          return []; // not stored yet: the thread has no records
        }
      };
      await waitFor(() => sources().length === expected.length, { message: `the detached ${event} capture of ${thread}` });
      expect(sources()).toEqual(expected);
    };
    await runHookAsWritten(
      join(home, ".claude", "settings.json"),
      "Stop",
      CLAUDE_CODE,
      join(FIXTURES, "claude-code", "spotter_tool_heavy_v2.1.38.jsonl"),
      "link:setup-claude",
      "s",
    );
    await runHookAsWritten(
      join(home, ".gemini", "settings.json"),
      "AfterAgent",
      GEMINI,
      join(FIXTURES, "gemini-cli", "written-here_session-2026-12-03T07-40-a1b2c3d4.jsonl"),
      "link:setup-gemini",
      "g",
    );

    const id = "019c8a70-dda7-7f33-98ea-f30553347322";
    const name = `rollout-2026-02-23T13-19-38-${id}.jsonl`;
    mkdirSync(join(home, ".codex", "sessions", "2026", "02", "23"), { recursive: true });
    copyFileSync(join(FIXTURES, "codex", `localpush_${name}`), join(home, ".codex", "sessions", "2026", "02", "23", name));
    const notify = tomlNotify(readFileSync(join(home, ".codex", "config.toml"), "utf8"), "config.toml")?.words as string[];
    const [program, ...args] = notify;
    const codexRun = spawnSync(
      program as string,
      [...args, JSON.stringify({ type: "agent-turn-complete", "thread-id": id, "turn-id": "t1" })],
      { env, encoding: "utf8" },
    );
    expect([codexRun.status, codexRun.stderr]).toEqual([0, ""]);
    const rollout = readFileSync(join(FIXTURES, "codex", `localpush_${name}`), "utf8");
    expect(storedSources(served, "link:setup-codex")).toEqual(captureTranscript(CODEX, rollout, name).map((c) => c.source.native_record));

    // After the captures, doctor says when each last captured; removing restores each file.
    const later = JSON.parse(kit("doctor", "--json").stdout) as { checks: Array<{ harness?: string; check: string; detail: string }> };
    expect(later.checks.filter((c) => c.check === "last capture").map((c) => c.detail)).toEqual([
      expect.stringMatching(/ago$/),
      expect.stringMatching(/ago$/),
      expect.stringMatching(/ago$/),
    ]);
    for (const h of ["claude", "codex", "gemini"]) expect(kit("setup", h, "--remove").status).toBe(0);
    expect(["claude/settings.json", "codex/config.toml", "gemini/settings.json"].map((f) => existsSync(join(home, `.${f}`)))).toEqual([
      false,
      false,
      false,
    ]);
  });

  it("issue 34: doctor fails, with the fix, when the settings file is readable by others or a hook is missing", () => {
    const { home, kit } = scratchHome();
    expect(kit("setup", "gemini", "--settings", served.cfg).status).toBe(0);
    const file = join(home, ".gemini", "settings.json");
    writeFileSync(file, readFileSync(file, "utf8").replace('"SessionEnd"', '"SessionEndX"'));
    const run = kit("doctor");
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(
      /^FAIL gemini: hooks: SessionEnd not registered in .* \(fix: run link-kit setup gemini --binding <file> again\)$/m,
    );
    expect(run.stdout.trim().split("\n").pop()).toBe("link-kit doctor: 1 required check(s) failed");
  });

  it("issue 34.6: a hook run without --home keeps its queue in the user's state directory, never in the project it runs in", () => {
    const { home, env } = scratchHome();
    const project = scratch();
    const transcript = join(FIXTURES, "claude-code", "spotter_tool_heavy_v2.1.38.jsonl");
    const run = spawnSync(process.execPath, [BIN, "hook", "claude", "--settings", served.cfg, "--thread", "link:setup-home"], {
      cwd: project,
      env,
      input: JSON.stringify({ session_id: "h", transcript_path: transcript, cwd: project, hook_event_name: "Stop" }),
      encoding: "utf8",
    });
    expect([run.status, run.stderr]).toEqual([0, ""]);
    expect(existsSync(join(project, ".lnk"))).toBe(false);
    expect(existsSync(join(home, ".local", "state", "link-kit", "claude", ".lnk", "agent-context", "positions.json"))).toBe(true);
  });

  it("issue 34.9: the first host start does not speak of a previous start's secret; the next one does", () => {
    const dir = scratch();
    const state = join(dir, "state");
    const add = spawnSync(process.execPath, [BIN, "host", "agent", "add", "--state", state, "--name", "n", "--owner", "alice", "--json"], {
      encoding: "utf8",
    });
    const id = (JSON.parse(add.stdout) as { id: string }).id;
    const start = () =>
      spawnSync(
        process.execPath,
        [BIN, "host", "start", "--state", state, "--agent", id, "--settings", join(dir, "cfg", "settings.json")],
        { encoding: "utf8" },
      );
    const first = start();
    expect([first.status, first.stderr]).toEqual([
      0,
      `started ${id}: new binding secret written to ${join(dir, "cfg", "settings.json")}\n`,
    ]);
    expect(start().stderr).toContain("(the previous start's secret no longer works)");
  });

  it("issue 34.10: help and README agree: hook claude --help names every event setup registers and the SessionStart output; README's memory commands all name --native-home", () => {
    const help = spawnSync(process.execPath, [BIN, "hook", "claude", "--help"], { encoding: "utf8" }).stdout;
    for (const word of ["SessionStart", "Stop", "PreCompact", "SessionEnd", "additionalContext"]) expect(help).toContain(word);
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    const memoryLines = readme.split("\n").filter((l) => /link-kit (memory (export|reconcile)|context prepare) .*--home/.test(l));
    expect(memoryLines.length).toBeGreaterThanOrEqual(3);
    for (const line of memoryLines) expect(line).toContain("--native-home");
  });
});

describe("issue 39.9: setup's writes", () => {
  ensureBuilt();

  it("a symlinked settings.json (a dotfiles manager's) stays a link, its target edited; --remove edits the target too", () => {
    const { home, kit } = scratchHome();
    const dotfiles = join(home, "dotfiles");
    mkdirSync(dotfiles);
    writeFileSync(join(dotfiles, "claude-settings.json"), CLAUDE_SETTINGS);
    mkdirSync(join(home, ".claude"));
    const file = join(home, ".claude", "settings.json");
    symlinkSync(join(dotfiles, "claude-settings.json"), file);
    const run = kit("setup", "claude", "--settings", served.cfg);
    expect(run.status, run.stderr).toBe(0);
    expect(lstatSync(file).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dotfiles, "claude-settings.json"), "utf8")).toContain("hook claude");
    expect(kit("setup", "claude", "--remove").status).toBe(0);
    expect(lstatSync(file).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dotfiles, "claude-settings.json"), "utf8")).toBe(CLAUDE_SETTINGS);
  });

  it("an edit saved between setup's plan and its write is never lost: the write is refused conflict and the file keeps the edit", async () => {
    const { home } = scratchHome();
    const file = join(home, "settings.json");
    writeFileSync(file, CLAUDE_SETTINGS);
    const harness = (await import("../../src/setup/harnesses.js")).HARNESSES.claude;
    const { planSetup, applySetup, SetupRefusal } = await import("../../src/setup/index.js");
    const plan = planSetup(harness, { target: file, settings: served.cfg, home: join(home, "adapter") });
    const edited = CLAUDE_SETTINGS.replace('"opus"', '"sonnet"');
    writeFileSync(file, edited);
    await expect(applySetup(harness, plan)).rejects.toBeInstanceOf(SetupRefusal);
    expect(readFileSync(file, "utf8")).toBe(edited);
  });
});

describe.skipIf(noTmpfs !== undefined)(`issue 39.9: setup on a full disk${noTmpfs ? ` [skipped: ${noTmpfs}]` : ""}`, () => {
  it("exit 3 unavailable naming the file, the settings as they were, no temp file left", () => {
    const disk = Tmpfs.mount(1024 * 1024);
    try {
      const { env } = scratchHome();
      const dir = join(disk.path, ".claude");
      mkdirSync(dir);
      const file = join(dir, "settings.json");
      writeFileSync(file, CLAUDE_SETTINGS);
      disk.fill(0);
      const run = spawnSync(process.execPath, [BIN, "setup", "claude", "--settings", served.cfg, "--target", file], {
        env,
        encoding: "utf8",
      });
      expect(run.status, run.stderr).toBe(3);
      expect(run.stderr.trim().split("\n")).toHaveLength(1);
      expect(run.stderr).toMatch(/^link-kit: unavailable: .*settings\.json/);
      expect(readFileSync(file, "utf8")).toBe(CLAUDE_SETTINGS);
      expect(readdirSync(dir)).toEqual(["settings.json"]);
    } finally {
      disk.unmount();
    }
  });
});
