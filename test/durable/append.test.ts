// Durable appends (src/durable/append.ts; STYLE 18, issue 30): all the bytes, synced, or nothing.
// On a real full tmpfs, and, for the faults a tmpfs cannot make (a cut-back that fails, a sync that
// fails), through a fault-injecting file handle, named so. Then the conversation store on top: a
// log it could not cut back is read anew before its next use, and a retried record is found or
// stored once (C9).

import { closeSync, openSync, readFileSync, writeFileSync, writeSync } from "node:fs";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { AppendLog, writeAll } from "../../src/durable/append.js";
import { Dir } from "../../src/durable/dir.js";
import { FsError } from "../../src/durable/errors.js";
import { StoreRefusal } from "../../src/bridge/errors.js";
import { Conversations } from "../../src/host/conversations.js";
import { LogDescriptors } from "../../src/host/descriptors.js";
import { classify } from "../../src/cli/common.js";
import { appendRecord } from "../../src/context/append.js";
import { faulty } from "../helpers/faulty.js";
import { TestHost } from "../helpers/host.js";
import { scratchDirs } from "../helpers/scratch.js";
import { noTmpfs, Tmpfs } from "../helpers/tmpfs.js";
import { servedRecords } from "../helpers/records.js";

const scratch = scratchDirs("lk-append-");

function caught(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

describe.skipIf(noTmpfs !== undefined)(`STYLE 18 on a full tmpfs${noTmpfs ? ` [skipped: ${noTmpfs}]` : ""}`, () => {
  const disks: Tmpfs[] = [];
  afterAll(() => disks.forEach((d) => d.unmount()));

  it("issue 30.1: write(2) on a full disk writes part of what it is given and says nothing; writeAll asks again and gets ENOSPC", () => {
    const disk = Tmpfs.mount(1024 * 1024);
    disks.push(disk);
    disk.fill(8192);
    const fd = openSync(join(disk.path, "raw"), "a");
    try {
      const bytes = Buffer.alloc(30_000, 0x61);
      // What the kit did before: one write, its count ignored.
      expect(writeSync(fd, bytes)).toBeLessThan(bytes.length);
      expect(caught(() => writeAll(fd, bytes))).toMatchObject({ code: "ENOSPC" });
    } finally {
      closeSync(fd);
    }
  });

  it("issue 30.1: an append that does not fit is refused `no_space` and the file is exactly as it was; once space is freed the next append is whole", () => {
    const disk = Tmpfs.mount(1024 * 1024);
    disks.push(disk);
    const path = join(disk.path, "log");
    const fd = openSync(path, "a+", 0o600);
    try {
      const log = AppendLog.open(fd, 0, path);
      log.append("first line\n");
      disk.fill(4096);
      const error = caught(() => log.append(Buffer.alloc(50_000, 0x62)));
      expect(error).toBeInstanceOf(FsError);
      expect(error).toMatchObject({ kind: "no_space" });
      expect(readFileSync(path, "utf8")).toBe("first line\n");
      expect(log.size).toBe(11);
      disk.release();
      log.append("second line\n");
      expect(readFileSync(path, "utf8")).toBe("first line\nsecond line\n");
      expect(log.size).toBe(23);
    } finally {
      closeSync(fd);
    }
  });
});

describe("STYLE 18 through a fault-injecting file handle (faults a tmpfs cannot make)", () => {
  const open = (content = "good\n") => {
    const path = join(scratch(), "log");
    writeFileSync(path, content, { mode: 0o600 });
    return { path, fd: openSync(path, "a+") };
  };

  it("a sync that fails after a whole write: the file is cut back to its good length, refused `io`, and the next append is whole", () => {
    const { path, fd } = open();
    const log = AppendLog.open(fd, 5, path, faulty({ syncError: "EIO" }));
    expect(caught(() => log.append("lost\n"))).toMatchObject({ kind: "io" });
    expect(readFileSync(path, "utf8")).toBe("good\n");
    log.append("next\n");
    expect(readFileSync(path, "utf8")).toBe("good\nnext\n");
    closeSync(fd);
  });

  it("a write cut short whose cut-back fails is `uncertain`, and the log takes no write after it: not even one that would fit", () => {
    const { path, fd } = open();
    const ops = faulty({ short: 3, truncateError: "EIO" });
    const log = AppendLog.open(fd, 5, path, ops);
    expect(caught(() => log.append("torn line\n"))).toMatchObject({ kind: "uncertain" });
    expect(readFileSync(path, "utf8")).toBe("good\ntor");
    ops.armed = false;
    expect(caught(() => log.append("later\n"))).toMatchObject({ kind: "uncertain" });
    expect(readFileSync(path, "utf8")).toBe("good\ntor");
    expect(log.suspect).toBe(true);
    closeSync(fd);
  });

  it("AppendLog.open cuts what follows the good part (a torn tail) and syncs the cut", () => {
    const { path, fd } = open("good\ntorn");
    const log = AppendLog.open(fd, 5, path);
    expect(readFileSync(path, "utf8")).toBe("good\n");
    log.append("next\n");
    expect(readFileSync(path, "utf8")).toBe("good\nnext\n");
    closeSync(fd);
  });

  const source = (n: number) => ({ adapter: "test", native_session: "s", native_record: `r${n}` });
  const record = (n: number) => `{"role":"user","text":"record ${n}","at":""}`;

  for (const [what, faults, stored] of [
    ["cut short", { short: 20, truncateError: "EIO" }, false],
    ["written whole, its sync failed", { syncError: "EIO", truncateError: "EIO" }, true],
  ] as const) {
    it(`C9 issue 30.8: an append ${what} and not cut back is answered \`uncertain\`; the thread is read anew before its next use, and the record sent again is ${stored ? "found at its sequence" : "stored once"}`, () => {
      const dir = Dir.open(scratch());
      const ops = faulty({ ...faults });
      const threads = new Conversations(dir, new LogDescriptors(64, ops));
      try {
        ops.armed = false;
        expect(threads.thread("link:t").contextAppend(record(1), source(1))).toEqual({ seq: 1, repeated: false });
        ops.armed = true;
        const error = caught(() => threads.thread("link:t").contextAppend(record(2), source(2)));
        expect(error).toBeInstanceOf(StoreRefusal);
        expect(error).toMatchObject({ kind: "uncertain" });
        ops.armed = false;
        // The retry goes to the thread opened anew: the tear cut, or the whole line kept.
        expect(threads.thread("link:t").contextAppend(record(2), source(2))).toEqual({ seq: 2, repeated: stored });
        expect(threads.thread("link:t").contextAppend(record(3), source(3))).toEqual({ seq: 3, repeated: false });
        expect(servedRecords(threads.thread("link:t"), 1, 10).map((r) => r.seq)).toEqual([1, 2, 3]);
      } finally {
        threads.close();
        dir.close();
      }
      const again = new Conversations(Dir.open(dir.path.replace(/\/$/, "")));
      try {
        expect(again.thread("link:t").last).toBe(3);
      } finally {
        again.close();
      }
    });
  }
});

describe("issue 30.8: a failure whose outcome is unknown is `uncertain`, exit 4, and retried", () => {
  it("C9 C10: appendRecord sends again after the store answers `uncertain` (a log it could not cut back), and finds the record it stored", async () => {
    const ops = faulty({ syncError: "EIO", truncateError: "EIO" });
    ops.armed = false;
    const host = await TestHost.start({ logOps: ops });
    try {
      const agent = host.addAgent();
      const client = host.client(agent);
      const source = { adapter: "test", native_session: "s", native_record: "r1" };
      expect(await appendRecord(client, "link:u", { role: "user", text: "one", at: "" }, { ...source, native_record: "r0" })).toEqual({
        seq: 1,
        repeated: false,
      });
      ops.armed = true; // the next append's sync fails and its cut-back too: the store cannot say
      const done = await appendRecord(client, "link:u", { role: "user", text: "two", at: "" }, source);
      expect(done).toEqual({ seq: 2, repeated: true });
      expect(await client.call({ kind: "conversation_last", thread: "link:u" })).toMatchObject({ seq: 2 });
    } finally {
      await host.stop();
    }
  });

  it("the CLI's classes: `uncertain` exits 4, `unavailable` (nothing stored) exits 3, a full disk's FsError is `unavailable`", () => {
    expect(classify(new StoreRefusal("uncertain", "m"))).toMatchObject({ kind: "uncertain", code: 4 });
    expect(classify(new StoreRefusal("unavailable", "m"))).toMatchObject({ kind: "unavailable", code: 3 });
    expect(classify(new FsError("no_space", "m"))).toMatchObject({ kind: "unavailable", code: 3 });
    expect(classify(new FsError("uncertain", "m"))).toMatchObject({ kind: "uncertain", code: 4 });
  });
});
