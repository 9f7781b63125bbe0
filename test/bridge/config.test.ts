// Private configuration and the binding (B2-B4, B6): the settings file's mode, owner and kind
// are checked on read, and no process the kit starts carries the secret in its environment or
// command line (read from /proc/<pid>/environ and /proc/<pid>/cmdline of every child).

import { spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { bindingFrom, readSettings, writeSettings } from "../../src/bridge/config.js";
import { descendants } from "../helpers/proc.js";
import { BIN } from "../helpers/cli.js";

const ROOT = resolve(import.meta.dirname, "..", "..");
const dirs: string[] = [];
const scratch = () => {
  const d = mkdtempSync(join(tmpdir(), "lk-cfg-"));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const settings = { storage: { endpoint: "/run/b.sock", endpoint_key: "ab".repeat(32), agent: "agt-1", owner: "alice" } };

describe("private configuration (B3, B4)", () => {
  it("B3: configure writes a 0600 file in a 0700 directory it creates", () => {
    const file = join(scratch(), "cfg", "settings.json");
    writeSettings(file, settings);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(file, "..")).mode & 0o777).toBe(0o700);
    expect(readSettings(file)).toEqual(settings);
  });

  it("B4: a Binding is built from the supplied agent ID, owner and secret", () => {
    expect(bindingFrom(settings)).toEqual({ endpoint: "/run/b.sock", agent: "agt-1", owner: "alice", key: "ab".repeat(32) });
    expect(() => bindingFrom({})).toThrow(/no storage/);
  });

  it("B3: a settings file readable by others is refused", () => {
    const file = join(scratch(), "cfg", "settings.json");
    writeSettings(file, settings);
    chmodSync(file, 0o644);
    expect(() => readSettings(file)).toThrow(expect.objectContaining({ kind: "unsafe" }));
  });

  it("B3: a settings directory others can write (who could swap the file) is refused, on read and on write; one they can only list is not", () => {
    const dir = join(scratch(), "cfg");
    writeSettings(join(dir, "settings.json"), settings);
    expect(statSync(dir).mode & 0o777).toBe(0o700); // made private when created
    for (const mode of [0o770, 0o702, 0o777]) {
      chmodSync(dir, mode);
      expect(() => readSettings(join(dir, "settings.json")), mode.toString(8)).toThrow(expect.objectContaining({ kind: "unsafe" }));
      expect(() => writeSettings(join(dir, "settings.json"), settings), mode.toString(8)).toThrow(
        expect.objectContaining({ kind: "unsafe" }),
      );
    }
    chmodSync(dir, 0o755); // as a fresh clone's working directory is
    expect(readSettings(join(dir, "settings.json"))).toEqual(settings);
  });

  it("B3: a directory above the settings that others can write is refused, unless it is sticky (as /tmp is)", () => {
    const top = scratch();
    const dir = join(top, "open", "cfg");
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    writeSettings(join(dir, "settings.json"), settings);
    chmodSync(join(top, "open"), 0o777);
    expect(() => readSettings(join(dir, "settings.json"))).toThrow(
      expect.objectContaining({ kind: "unsafe", message: expect.stringContaining(join(top, "open")) }),
    );
    chmodSync(join(top, "open"), 0o1777);
    expect(readSettings(join(dir, "settings.json"))).toEqual(settings);
  });

  it("B3 issue 34.5: a 0600 file directly in a sticky directory (as /tmp is) is read; a 0644 one there is refused as readable by others, not for the directory", () => {
    const dir = join(scratch(), "sticky");
    mkdirSync(dir, { mode: 0o700 });
    writeSettings(join(dir, "settings.json"), settings);
    chmodSync(dir, 0o1777);
    expect(readSettings(join(dir, "settings.json"))).toEqual(settings);
    chmodSync(join(dir, "settings.json"), 0o644);
    expect(() => readSettings(join(dir, "settings.json"))).toThrow(
      expect.objectContaining({
        kind: "unsafe",
        message: expect.stringMatching(/settings\.json is readable by others \(mode 644\); it must be 0600$/),
      }),
    );
  });

  it("B3: a settings file that is a symlink is refused", () => {
    const dir = join(scratch(), "cfg");
    writeSettings(join(dir, "real.json"), settings);
    symlinkSync(join(dir, "real.json"), join(dir, "settings.json"));
    expect(() => readSettings(join(dir, "settings.json"))).toThrow(expect.objectContaining({ kind: "link" }));
  });

  it("B3: a settings path that is a FIFO or a directory is refused", () => {
    const dir = join(scratch(), "cfg");
    mkdirSync(dir, { mode: 0o700 });
    spawnSync("mkfifo", ["-m", "600", join(dir, "fifo.json")]);
    mkdirSync(join(dir, "dir.json"), { mode: 0o700 });
    expect(() => readSettings(join(dir, "fifo.json"))).toThrow(expect.objectContaining({ kind: "not_regular" }));
    expect(() => readSettings(join(dir, "dir.json"))).toThrow(expect.objectContaining({ kind: "not_regular" }));
  });

  it.runIf(process.getuid?.() === 0)("B3: a settings file owned by another user is refused", () => {
    const dir = join(scratch(), "cfg");
    writeSettings(join(dir, "settings.json"), settings);
    chownSync(join(dir, "settings.json"), 65534, 65534);
    expect(() => readSettings(join(dir, "settings.json"))).toThrow(expect.objectContaining({ kind: "unsafe" }));
  });
});

describe("the secret never travels in environ or argv (B3, B6)", () => {
  it("B2 B3 B6: a served host and its lnk-file-store carry no secret in /proc/<pid>/environ or cmdline", async () => {
    const dir = scratch();
    const bin = BIN;
    if (!existsSync(bin)) spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
    const state = join(dir, "state");
    const add = spawnSync(
      process.execPath,
      [bin, "host", "agent", "add", "--state", state, "--name", "n", "--owner", "alice", "--grant", "home"],
      { encoding: "utf8" },
    );
    const id = (JSON.parse(add.stdout) as { id: string }).id;
    const cfg = join(dir, "cfg", "settings.json");
    expect(spawnSync(process.execPath, [bin, "host", "start", "--state", state, "--agent", id, "--settings", cfg]).status).toBe(0);
    const secret = (JSON.parse(readFileSync(cfg, "utf8")) as typeof settings).storage.endpoint_key;
    const serve = spawn(process.execPath, [bin, "host", "serve", "--state", state], { stdio: ["ignore", "pipe", "ignore"] });
    try {
      await new Promise<void>((ready) => serve.stdout.once("data", () => ready()));
      writeFileSync(join(dir, "c.txt"), "x");
      const w = spawnSync(process.execPath, [bin, "file", "write", "--settings", cfg, "home/c.txt", "--content-file", join(dir, "c.txt")], {
        encoding: "utf8",
      });
      expect(w.status).toBe(0);
      const pids = [serve.pid as number, ...descendants(serve.pid as number)];
      expect(pids.length).toBeGreaterThanOrEqual(2); // the host and its lnk-file-store
      for (const pid of pids) {
        expect(readFileSync(`/proc/${pid}/environ`).includes(secret)).toBe(false);
        expect(readFileSync(`/proc/${pid}/cmdline`).includes(secret)).toBe(false);
      }
      const cmdlines = pids.map((pid) => readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" "));
      expect(cmdlines.some((c) => c.includes("file-store-main") && c.includes(`--agent ${id}`))).toBe(true);
    } finally {
      serve.kill("SIGTERM");
      await new Promise((r) => serve.once("exit", r));
    }
  }, 60_000);
});
