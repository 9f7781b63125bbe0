// A thread log's written pages after an append (native/pages.c): a batch of at least a MiB gives
// them back to the kernel once durable, a hook's small append keeps them, and either way every
// record reads back byte for byte, from the running thread and from the log opened again. Residency
// is what `fincore` (util-linux) reports; without it, or on a file system that keeps file pages in
// memory only (tmpfs), the residency checks cannot be made and the test says so by skipping.

import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { NATIVE } from "../helpers/native.js";
import { Dir } from "../../src/durable/dir.js";
import { Thread } from "../../src/host/thread.js";
import { scratchDirs } from "../helpers/scratch.js";

const scratch = scratchDirs("lk-pages-");

/** Resident bytes and size of `file` as fincore reports them; undefined without fincore. */
function resident(file: string): number | undefined {
  const run = spawnSync("fincore", ["--bytes", "--noheadings", "--output", "RES", file], { encoding: "utf8" });
  return run.status === 0 ? Number(run.stdout.trim()) : undefined;
}

function fileSystem(dir: string): string {
  return spawnSync("stat", ["-f", "-c", "%T", dir], { encoding: "utf8" }).stdout.trim();
}

/** Whether fincore sees the page cache of files made here (not on a tmpfs); the probe is removed at once. */
const canSee =
  NATIVE &&
  (() => {
    const probe = mkdtempSync(join(tmpdir(), "lk-pages-probe-"));
    try {
      return resident(probe) !== undefined && fileSystem(probe) !== "tmpfs";
    } finally {
      rmSync(probe, { recursive: true, force: true });
    }
  })();

/** `count` sourced records of about `size` bytes each. */
function items(count: number, size: number, tag: string) {
  return Array.from({ length: count }, (_, i) => ({
    record: JSON.stringify({ role: "tool", text: `${tag} ${i} ${"x".repeat(size)}` }),
    source: { adapter: "claude-code", native_session: "s", native_record: `${tag}-${i}` },
  }));
}

describe.skipIf(!canSee)("a thread log's pages after an append (native/pages.c)", () => {
  it("C9: a batch of a MiB or more gives its pages back once durable; small appends keep theirs; every record reads back, a repeat finds its seq", () => {
    const path = scratch();
    const dir = Dir.open(path);
    const log = join(path, "pages.log");
    let thread = Thread.open(dir, "link:pages");
    try {
      // A hook's turn or two: under the threshold, its pages stay cached for the reads that follow.
      const small = items(4, 1000, "small");
      thread.contextAppendBatch(small);
      expect(resident(log)).toBeGreaterThan(4000);
      // An import's batch of 4 MiB: given back, all but the page the next append fills.
      const large = items(2048, 2000, "large");
      thread.contextAppendBatch(large);
      expect(resident(log)).toBeLessThanOrEqual(4096);
      // What was given back reads back from the disk, byte for byte, and a repeat still finds it.
      const all = [...small, ...large];
      const reply = JSON.parse(thread.readReply(1, all.length, Number.MAX_SAFE_INTEGER).toString()) as {
        records: Array<{ record: unknown }>;
      };
      expect(reply.records.map((r) => r.record)).toEqual(all.map((item) => JSON.parse(item.record) as unknown));
      expect(thread.contextAppendBatch(large.slice(0, 3)).map((r) => r.repeated)).toEqual([true, true, true]);
      thread.contextAppend(small[0]?.record as string, { adapter: "claude-code", native_session: "s", native_record: "after" });
      thread.close();
      thread = Thread.open(dir, "link:pages");
      expect(thread.last).toBe(all.length + 1);
    } finally {
      thread.close();
      dir.close();
    }
  });
});
