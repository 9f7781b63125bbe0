// `link-kit context` and `link-kit memory` through the built executable (C9, M1-M4, R1-R3).

import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { BIN, linkKit, serveAgent, type Served } from "../helpers/cli.js";

let served: Served;
let dir: string;
let cfg: string;

beforeAll(async () => {
  served = await serveAgent("home,notes");
  ({ dir, cfg } = served);
}, 60_000);

afterAll(async () => {
  await served.stop();
});

describe("link-kit context and memory", () => {
  it("C9 R1 R3: append twice (repeated), read, then a cursor goes stale after later activity", () => {
    writeFileSync(join(dir, "r.json"), '{"role":"user","text":"hello","x":{"n":18446744073709551615}}');
    const args = ["context", "append", "--settings", cfg, "--thread", "link:main", "--source", "claude-code/s1/u/1", join(dir, "r.json")];
    expect(JSON.parse(linkKit(args).stdout)).toEqual({ thread: "link:main", seq: 1, repeated: false });
    expect(JSON.parse(linkKit(args).stdout)).toEqual({ thread: "link:main", seq: 1, repeated: true });
    const read = linkKit(["context", "read", "--settings", cfg, "--thread", "link:main", "--memory", "m1", "--json"]);
    expect(read.status).toBe(0);
    expect(read.stdout).toContain('"record":{"role":"user","text":"hello","x":{"n":18446744073709551615}}');
    const snapshot = JSON.parse(read.stdout) as { cursor: unknown; events: Array<{ text: string; source: { native_record: string } }> };
    expect(snapshot.events[0]).toMatchObject({ text: "hello", source: { native_record: "u/1" } });
    writeFileSync(join(dir, "snap.json"), read.stdout);
    expect(linkKit(["context", "current", "--settings", cfg, "--cursor", join(dir, "snap.json")]).stdout.trim()).toBe("current");
    expect(
      linkKit(
        ["context", "append", "--settings", cfg, "--thread", "link:main", "--source", "claude-code/s1/u2", "-"],
        '{"role":"assistant","text":"hi"}',
      ).status,
    ).toBe(0);
    const stale = JSON.parse(linkKit(["context", "current", "--settings", cfg, "--cursor", join(dir, "snap.json"), "--json"]).stdout) as {
      current: boolean;
      last: number;
    };
    expect(stale).toMatchObject({ current: false, last: 2, moved: true });
  });

  it("C9: a source reused with different content exits 3 with source_conflict", () => {
    const r = linkKit(
      ["context", "append", "--settings", cfg, "--thread", "link:main", "--source", "claude-code/s1/u/1", "-"],
      '{"role":"user","text":"changed"}',
    );
    expect([r.status, r.stdout, r.stderr.split(":").slice(0, 2).join(":")]).toEqual([3, "", "link-kit: source_conflict"]);
    const json = linkKit(
      ["context", "append", "--settings", cfg, "--thread", "link:main", "--source", "claude-code/s1/u/1", "--json", "-"],
      '{"role":"user","text":"changed"}',
    );
    expect(JSON.parse(json.stdout)).toMatchObject({ error: { kind: "source_conflict" } });
  });

  it("M1 M3 M4: memory put creates, put with the version updates, delete writes a sourced deletion, remove deletes", () => {
    /** `memory put m1` with `args`, its printed version. */
    const put = (...args: string[]) =>
      JSON.parse(linkKit(["memory", "put", "--settings", cfg, "m1", ...args, "--json"]).stdout) as { version: number };
    const created = put("--text", "prefers tabs", "--source", "claude-code/s1/MEMORY.md", "--evidence", "link:main#1");
    expect(linkKit(["memory", "put", "--settings", cfg, "m1", "--text", "again"]).status).toBe(3);
    const got = JSON.parse(linkKit(["memory", "get", "--settings", cfg, "m1", "--json"]).stdout) as {
      version: number;
      memory: { text: string };
    };
    expect(got).toMatchObject({ version: created.version, memory: { text: "prefers tabs" } });
    const updated = put(
      "--text",
      "prefers tabs, width 4",
      "--source",
      "claude-code/s1/MEMORY.md",
      "--evidence",
      "link:main#1",
      "--expected",
      String(created.version),
    );
    // A new text alone keeps the stored source and evidence: the edit a person makes most often
    // must not strip the memory's provenance.
    const edited = put("--text", "prefers tabs, width 8", "--expected", String(updated.version));
    expect(JSON.parse(linkKit(["memory", "get", "--settings", cfg, "m1", "--json"]).stdout)).toMatchObject({
      version: edited.version,
      memory: {
        text: "prefers tabs, width 8",
        source: { adapter: "claude-code", native_session: "s1", native_record: "MEMORY.md" },
        evidence: [{ thread: "link:main", seq: 1 }],
      },
    });
    const deleted = linkKit(["memory", "delete", "--settings", cfg, "m1", "--expected", String(edited.version), "--json"]);
    expect(deleted.status).toBe(0);
    const after = JSON.parse(linkKit(["memory", "get", "--settings", cfg, "m1", "--json"]).stdout) as {
      version: number;
      memory: Record<string, unknown>;
    };
    expect(after.memory).toMatchObject({
      id: "m1",
      text: "",
      deleted: true,
      source: { adapter: "claude-code", native_session: "s1", native_record: "MEMORY.md" },
      evidence: [{ thread: "link:main", seq: 1 }],
    });
    expect(linkKit(["memory", "remove", "--settings", cfg, "m1", "--expected", String(after.version)]).status).toBe(0);
    expect(linkKit(["memory", "get", "--settings", cfg, "m1"]).stdout.trim()).toBe("missing (version 0)");
    expect(linkKit(["memory", "delete", "--settings", cfg, "m1"]).status).toBe(2);
  });
});

describe("link-kit conformance (K8)", () => {
  it("K8: runs every vector here, and the scenarios against a served bridge given its settings", () => {
    const local = linkKit(["conformance", "--json"]);
    const report = JSON.parse(local.stdout) as { passed: number; failed: number; skipped: number };
    expect(local.status).toBe(0);
    expect(report.failed).toBe(0);
    expect(report.skipped).toBeGreaterThanOrEqual(7);
    const remote = linkKit(["conformance", "--settings", cfg, "--json"]);
    expect(JSON.parse(remote.stdout)).toMatchObject({ failed: 0, skipped: 0, passed: report.passed + report.skipped });
    expect(remote.status).toBe(0);
  });

  it("issue 34.8: a long thread can be read in part: --latest <n>, --from <seq>; the cursor is the whole thread's; no flag reads it all", () => {
    for (let i = 1; i <= 6; i++) {
      writeFileSync(join(dir, `w${i}.json`), JSON.stringify({ role: "user", text: `line ${i}` }));
      const run = linkKit([
        "context",
        "append",
        "--settings",
        cfg,
        "--thread",
        "link:window",
        "--source",
        `t/s/${i}`,
        join(dir, `w${i}.json`),
      ]);
      expect(run.status, run.stderr).toBe(0);
    }
    const read = (...flags: string[]) => {
      const run = linkKit(["context", "read", "--settings", cfg, "--thread", "link:window", ...flags, "--json"]);
      expect(run.status, run.stderr).toBe(0);
      const snap = JSON.parse(run.stdout) as { cursor: { through_seq: number }; events: Array<{ seq: number }> };
      return [snap.cursor.through_seq, snap.events.map((e) => e.seq)];
    };
    expect(read("--latest", "2")).toEqual([6, [5, 6]]);
    expect(read("--from", "4")).toEqual([6, [4, 5, 6]]);
    expect(read("--latest", "99")).toEqual([6, [1, 2, 3, 4, 5, 6]]);
    expect(read()).toEqual([6, [1, 2, 3, 4, 5, 6]]);
    const both = linkKit(["context", "read", "--settings", cfg, "--thread", "link:window", "--latest", "1", "--from", "2"]);
    expect([both.status, both.stderr]).toEqual([
      2,
      expect.stringMatching(/^link-kit: usage: --latest and --from pick the window two ways: give one/),
    ]);
    expect(linkKit(["context", "read", "--settings", cfg, "--thread", "link:window", "--latest", "0"]).status).toBe(2);
  });

  it("issue 34.8: a read is printed as it comes: a thread far larger than the reader's heap is read whole, in text and in JSON", async () => {
    // 120 MB of records against a 96 MB heap, read by a reader that waits before reading (as a
    // busy one does): a command holding the thread, or its output, runs out of memory.
    const { Bridged } = await import("../../src/bridge/client.js");
    const { bindingFrom, readSettings } = await import("../../src/bridge/config.js");
    const { appendMany } = await import("../../src/context/append.js");
    const bridge = new Bridged(bindingFrom(readSettings(cfg)));
    const filler = "x".repeat(2000);
    const count = 60_000;
    try {
      for (let start = 0; start < count; start += 2000)
        await appendMany(
          bridge,
          "link:large",
          Array.from({ length: 2000 }, (_, i) => ({
            record: JSON.stringify({ role: "user", text: `r${start + i} ${filler}` }),
            source: { adapter: "big", native_session: "s", native_record: String(start + i) },
          })),
        );
    } finally {
      bridge.close();
    }
    const read = (...flags: string[]) =>
      spawnSync(
        "sh",
        [
          "-c",
          `${process.execPath} --max-old-space-size=96 ${BIN} context read --settings ${cfg} --thread link:large ${flags.join(" ")} | (sleep 3; tail -c 2300)`,
        ],
        {
          encoding: "utf8",
          maxBuffer: 1 << 20,
        },
      );
    const text = read();
    expect([text.status, text.stderr.includes("heap"), text.stdout.trim().split("\n").pop()?.split("\t").slice(0, 2)]).toEqual([
      0,
      false,
      ["60000", "user"],
    ]);
    const json = read("--json");
    expect([json.status, json.stderr]).toEqual([0, ""]);
    expect(json.stdout).toMatch(
      /\{"seq":60000,"role":"user","text":"r59999 x+","at":"","source":\{[^}]*"native_record":"59999"\}\}\n\]\}\n$/,
    );
  }, 240_000);
});
