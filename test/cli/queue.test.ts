// `link-kit queue status|inspect|drain` (Q2, Q3, Q5, Q6) through the built executable against a
// served host: what is queued, replayed in order, and an unusable entry named with exit 3.

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { CaptureQueue, QUEUE_DIR } from "../../src/queue/index.js";
import { linkKit, serveAgent, type Served } from "../helpers/cli.js";
import { reheadFile } from "../helpers/batch.js";

let served: Served;
let home: string;

beforeAll(async () => {
  served = await serveAgent("home");
  home = join(served.dir, "adapter-home");
}, 60_000);

afterAll(async () => {
  await served.stop();
});

const record = (n: number) => ({
  record: `{"role":"user","text":"turn ${n}"}`,
  source: { adapter: "claude-code", native_session: "s-1", native_record: `u-${n}` },
});

describe("link-kit queue", () => {
  it("Q2 Q3 Q5: status counts the batches, inspect lists them, drain replays them in order and empties the queue", () => {
    const queue = CaptureQueue.open(home, served.agent.id);
    queue.admit("link:main", [record(1), record(2)]);
    queue.admit("link:main", [record(3)]);
    queue.close();
    const status = linkKit(["queue", "status", "--home", home, "--settings", served.cfg, "--json"]);
    expect([status.status, JSON.parse(status.stdout)]).toEqual([0, expect.objectContaining({ batches: 2, unusable: [] })]);
    const inspect = linkKit(["queue", "inspect", "--home", home, "--settings", served.cfg]);
    expect(
      inspect.stdout
        .trim()
        .split("\n")
        .map((l) => l.split("\t").slice(0, 4).join(" ")),
    ).toEqual([expect.stringMatching(/^1 \d+ link:main 2 record\(s\)$/), expect.stringMatching(/^2 \d+ link:main 1 record\(s\)$/)]);
    const drain = linkKit(["queue", "drain", "--home", home, "--settings", served.cfg]);
    expect([drain.status, drain.stdout]).toEqual([0, "2 batch(es), 3 record(s) confirmed (0 already stored); 0 left\n"]);
    const read = linkKit(["context", "read", "--settings", served.cfg, "--thread", "link:main", "--json"]);
    expect((JSON.parse(read.stdout) as { events: Array<{ text: string }> }).events.map((e) => e.text)).toEqual([
      "turn 1",
      "turn 2",
      "turn 3",
    ]);
    expect(JSON.parse(linkKit(["queue", "status", "--home", home, "--settings", served.cfg, "--json"]).stdout)).toMatchObject({
      batches: 0,
    });
  });

  it("Q6: an unusable entry makes status and drain exit 3 naming the file, and it stays byte for byte", () => {
    const queue = CaptureQueue.open(home, served.agent.id);
    const entry = queue.admit("link:main", [record(4)]);
    queue.close();
    reheadFile(entry.file, (head) => ({ ...head, version: 7 }));
    const kept = readFileSync(entry.file);
    const status = linkKit(["queue", "status", "--home", home, "--settings", served.cfg]);
    expect([status.status, status.stdout]).toEqual([
      3,
      expect.stringContaining(`unusable: unsupported: ${entry.file} is capture batch version 7`),
    ]);
    const drain = linkKit(["queue", "drain", "--home", home, "--settings", served.cfg]);
    expect([drain.status, drain.stderr]).toEqual([
      3,
      `link-kit: unsupported: ${entry.file} is capture batch version 7; this kit reads versions 1 and 2\n`,
    ]);
    expect(readFileSync(entry.file).equals(kept)).toBe(true);
    expect(entry.file.startsWith(join(home, QUEUE_DIR))).toBe(true);
  });

  it("issue 34.7: reading a queue never creates one: a --home where nothing was captured (a typo) is one line, exit 2, and stays absent", () => {
    const typo = join(served.dir, "home-typo");
    for (const verb of ["status", "inspect"]) {
      const run = linkKit(["queue", verb, "--home", typo, "--settings", served.cfg]);
      expect([run.status, run.stderr]).toEqual([
        2,
        `link-kit: not_found: no capture queue under ${typo}: nothing was ever captured with this --home (check the path)\n`,
      ]);
    }
    expect(existsSync(typo)).toBe(false);
  });
});
