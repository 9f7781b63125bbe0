// `link-kit host check` and `--salvage` (issue 39.1): a flipped byte in the middle of a served
// thread's log is found by line, the host refuses the thread saying `damaged` (and says so in its
// log) instead of cutting 91 acknowledged records, and a salvage keeps every good line under its
// sequence.

import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { linkKit, serveAgent, type Served } from "../helpers/cli.js";

describe("link-kit host check (issue 39.1)", () => {
  let served: Served;
  beforeAll(async () => {
    served = await serveAgent("home");
  });
  afterAll(async () => {
    await served?.stop();
  });

  const last = () =>
    linkKit(["store", "--settings", served.cfg, JSON.stringify({ op: { kind: "conversation_last", thread: "link:main" } })]);
  const halt = async () => {
    served.process.kill("SIGTERM");
    await new Promise((r) => served.process.once("exit", r));
  };

  it("B11 C9: line 10 of 100 damaged: check names it (exit 1), the host refuses the thread `damaged` and keeps every byte, salvage keeps the 99 good lines under their sequences, and a capture again stores only the lost record", async () => {
    const transcript = join(served.dir, "t.jsonl");
    const lines = Array.from({ length: 100 }, (_, i) =>
      JSON.stringify({ type: "user", uuid: `u${i + 1}`, sessionId: "s", message: { role: "user", content: `record number ${i + 1}` } }),
    );
    writeFileSync(transcript, `${lines.join("\n")}\n`);
    const capture = () => linkKit(["capture", "claude", "--settings", served.cfg, "--thread", "link:main", "--json", transcript]);
    expect(capture().status).toBe(0);
    expect(last().stdout).toContain('"seq":100');
    const clean = linkKit(["host", "check", "--state", served.state]);
    expect(clean.status, clean.stdout + clean.stderr).toBe(0);
    expect(clean.stdout).toMatch(/ok {3}\S+ link:main: 100 line\(s\)/);

    await halt();
    const conversations = join(served.state, "agents", served.agent.id, "conversations");
    const log = join(conversations, "main.log");
    const bytes = readFileSync(log);
    let start = 0;
    for (let l = 1; l < 10; l++) start = bytes.indexOf(0x0a, start) + 1;
    const at = bytes.indexOf("record number 10", start) + 3;
    bytes[at] = (bytes[at] as number) ^ 0x01;
    writeFileSync(log, bytes);

    const found = linkKit(["host", "check", "--state", served.state]);
    expect(found.status).toBe(1);
    expect(found.stdout).toMatch(
      /FAIL \S+ link:main: damaged: line 10 \(byte \d+\) fails its checksum \(agents\/\S+\/conversations\/main\.log\)/,
    );
    const json = JSON.parse(linkKit(["host", "check", "--state", served.state, "--json"]).stdout) as {
      ok: boolean;
      findings: Array<{ status: string; line?: number }>;
    };
    expect(json.ok).toBe(false);
    expect(json.findings.filter((f) => f.status === "damaged").map((f) => f.line)).toEqual([10]);

    await served.restart();
    const refused = last();
    expect(refused.status).toBe(3);
    expect(refused.stdout + refused.stderr).toMatch(/unavailable.*link:main: damaged: line 10 of its log/);
    // Re-sending acknowledged records stores nothing.
    expect(capture().status).toBe(3);
    expect(readFileSync(log).equals(bytes), "every byte kept").toBe(true);
    await new Promise((r) => setTimeout(r, 300)); // the host's stderr, read by this process's event loop
    expect(served.stderr.join("")).toMatch(/link-kit host: link:main: damaged: line 10/);

    // Salvage refuses while the host serves.
    expect(linkKit(["host", "check", "--state", served.state, "--salvage", "link:main"]).status).toBe(3);
    await halt();
    const salvage = linkKit(["host", "check", "--state", served.state, "--salvage", "link:main"]);
    expect(salvage.status, salvage.stderr).toBe(0);
    expect(salvage.stdout).toMatch(
      /salvaged: 99 line\(s\) kept, 1 sequence\(s\) held by placeholders; the log as it was is .*main\.log\.damaged-/,
    );
    const aside = readdirSync(conversations).filter((n) => n.startsWith("main.log.damaged-"));
    expect(readFileSync(join(conversations, aside[0] as string)).equals(bytes)).toBe(true);
    expect(linkKit(["host", "check", "--state", served.state]).status).toBe(0);

    await served.restart();
    expect(last().stdout).toContain('"seq":100');
    const again = JSON.parse(capture().stdout) as { appended: number };
    expect(again.appended, "only the lost record comes back, under a new sequence").toBe(1);
    expect(last().stdout).toContain('"seq":101');
  });

  it("B10 M3 issue 39.2: a damaged version-journal line is named by check (journal and line), and the host goes on serving the file under a version never issued for other content", async () => {
    await served.restart();
    let version = "0";
    const issued: string[] = [];
    for (let i = 1; i <= 6; i++) {
      const w = linkKit(["file", "write", "--settings", served.cfg, "home/doc.md", "--expected", version, "--json"], `content ${i}`);
      expect(w.status, w.stderr).toBe(0);
      version = String((JSON.parse(w.stdout) as { version: string | number }).version);
      issued.push(version);
    }
    await halt();
    const store = join(served.state, "agents", served.agent.id, "file-store");
    const journal = readdirSync(store).find((n) => /^versions\.\d+\.log$/.test(n)) as string;
    const bytes = readFileSync(join(store, journal));
    let start = 0;
    for (let l = 1; l < 3; l++) start = bytes.indexOf(0x0a, start) + 1;
    const at = bytes.indexOf("home/doc.md", start) + 2;
    bytes[at] = (bytes[at] as number) ^ 0x01;
    writeFileSync(join(store, journal), bytes);
    const found = linkKit(["host", "check", "--state", served.state]);
    expect(found.status).toBe(1);
    expect(found.stdout).toMatch(
      new RegExp(
        `FAIL \\S+ versions: damaged: line 3 \\(byte \\d+\\) fails its checksum \\(agents/\\S+/file-store/${journal.replace(".", "\\.")}\\)`,
      ),
    );
    await served.restart();
    const read = linkKit(["file", "read", "--settings", served.cfg, "home/doc.md", "--json"]);
    expect(read.status, read.stderr).toBe(0);
    const got = JSON.parse(read.stdout) as { content: string; version: string | number };
    expect(got.content).toBe("content 6");
    expect([-1, 5]).toContain(issued.indexOf(String(got.version)));
    const stale = linkKit(["file", "write", "--settings", served.cfg, "home/doc.md", "--expected", issued[2] as string], "stale");
    expect(stale.status).toBe(3);
    expect(stale.stdout + stale.stderr).toMatch(/conflict/);
  });
});
