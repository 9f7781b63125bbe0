// The attack suite (B7-B9): paths, links, odd files and races against the file driver through a
// real bridge, and forged or replayed proofs against the handshake. Every case asserts the typed
// refusal and that a sentinel directory outside the agent folder is byte- and mtime-identical.

import { spawn } from "node:child_process";
import { execFileSync } from "node:child_process";
import { linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, existsSync, lstatSync } from "node:fs";
import { createServer, connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Operation, Reply } from "../../generated/index.js";
import { encodeFrame, FrameReader } from "../../src/bridge/frames.js";
import { HANDSHAKE_DEADLINE_MS, mac, nonce } from "../../src/bridge/handshake.js";
import { Dir } from "../../src/durable/dir.js";
import type { JsonValue } from "../../src/json/index.js";
import { TestHost, type TestAgent } from "../helpers/host.js";
import { makeSentinel, SECRET_TEXT, snapshot } from "../helpers/sentinel.js";
import { provenSocket as proven } from "../helpers/wire.js";

let host: TestHost;
let agent: TestAgent;
let sentinel: string;

beforeAll(async () => {
  host = await TestHost.start();
  agent = host.addAgent({ instructions: true, skills: true, home: true, notes: true });
  sentinel = makeSentinel(mkdtempSync(join(tmpdir(), "lk-sentinel-")));
});

afterAll(async () => {
  await host.stop();
  rmSync(sentinel, { recursive: true, force: true });
});

const kindOf = (reply: Reply) => (reply.kind === "error" ? reply.error : reply.kind);

/** Runs `ops` after `setup`; every reply must be one of `refusals`, and the sentinel unchanged. */
async function attack(setup: (folder: string) => void, ops: Operation[], refusals: string[] = ["invalid"]): Promise<Reply[]> {
  setup(agent.folder);
  const before = snapshot(sentinel);
  const client = host.client(agent);
  const replies: Reply[] = [];
  for (const op of ops) replies.push(await client.request(op));
  expect(snapshot(sentinel)).toEqual(before);
  for (const reply of replies) {
    expect(refusals, JSON.stringify(reply)).toContain(kindOf(reply));
    if (reply.kind === "file") expect(reply.content).not.toBe(SECRET_TEXT);
  }
  return replies;
}

const all = (path: string): Operation[] => [
  { kind: "file_read", path },
  { kind: "file_write", path, content: "pwned", expected: 0 },
  { kind: "file_delete", path, expected: 1 },
];

/**
 * The file driver's attacks (B8, B9), run against the module's host: once as lnk-file-store runs
 * by default (reads resolved by openat2 where the addon is built), once with `--walk`.
 */
function fileDriverAttacks(): void {
  describe("B8: lexical path validation refuses before touching the disk", () => {
    const cases: Array<[string, string]> = [
      ["dot-dot escape", "../../../../etc/passwd"],
      ["dot-dot inside a collection", "home/../../x"],
      ["dot-dot at the end", "home/.."],
      ["dot component", "home/./a"],
      ["leading dot component", "./home/a"],
      ["absolute path", "/etc/passwd"],
      ["absolute path to the sentinel", "/tmp/sentinel/f"],
      ["NUL byte", "home/a\u0000b"],
      ["over-long component", `home/${"a".repeat(256)}`],
      ["over-long path", `home/${"a/".repeat(600)}b`],
      ["empty path", ""],
      ["empty component", "home//a"],
      ["trailing slash", "home/a/"],
      ["root only", "/"],
      ["unknown collection root", "etc/passwd"],
      ["the agent folder's own name", "Agent/home/a"],
      ["a hidden root", ".lnk/x"],
      ["the store's temp-file name", "home/.a.tmp-0123456789abcdef"],
      ["a bare collection", "home"],
      ["a nested portable document", "memory/portable/a/b.json"],
    ];
    for (const [name, path] of cases) {
      it(`B8: ${name} is invalid`, async () => {
        await attack(() => {}, all(path));
      });
    }
    it("B8: a listing prefix with dot-dot is invalid", async () => {
      await attack(() => {}, [
        { kind: "file_list", prefix: "home/../.." },
        { kind: "file_list", prefix: "/etc" },
      ]);
    });
  });

  describe("B9: no link is followed in any component", () => {
    it("B9: an absolute symlink to an outside directory, as an intermediate component", async () => {
      await attack((f) => symlinkSync(sentinel, join(f, "home", "abs")), [...all("home/abs/f"), { kind: "file_list", prefix: "home/abs" }]);
    });
    it("B9: a relative symlink climbing out of the folder", async () => {
      await attack((f) => symlinkSync(`../../../../../../../../../..${sentinel}`, join(f, "home", "rel")), all("home/rel/f"));
    });
    it("B9: a dangling symlink as the last component (a write must not create its target)", async () => {
      const target = join(sentinel, "created-by-attack");
      await attack((f) => symlinkSync(target, join(f, "home", "dangling")), all("home/dangling"));
      expect(existsSync(target)).toBe(false);
    });
    it("B9: a dangling symlink as an intermediate component", async () => {
      await attack((f) => symlinkSync(join(sentinel, "nodir"), join(f, "home", "dangdir")), all("home/dangdir/x"));
    });
    it("B9: a symlink to /proc/self/root", async () => {
      await attack(
        (f) => symlinkSync("/proc/self/root", join(f, "home", "root")),
        [...all("home/root/etc/passwd"), ...all(`home/root${sentinel}/f`)],
      );
    });
    it("B9: a symlink to an outside file as the last component: read, write and delete", async () => {
      await attack((f) => symlinkSync(join(sentinel, "secret.txt"), join(f, "home", "secret-link")), all("home/secret-link"));
    });
    it("B9: a symlink to a file inside the folder is refused too", async () => {
      await attack((f) => {
        writeFileSync(join(f, "home", "inside.txt"), "inside");
        symlinkSync(join(f, "home", "inside.txt"), join(f, "home", "inside-link"));
      }, all("home/inside-link"));
    });
    it("B9: a symlink deep in the tree", async () => {
      await attack(
        (f) => {
          mkdirSync(join(f, "home", "a", "b"), { recursive: true });
          symlinkSync(sentinel, join(f, "home", "a", "b", "deep"));
        },
        [...all("home/a/b/deep/f"), ...all("home/a/b/deep/sub/c")],
      );
    });
    it("B9: a collection root replaced by a symlink", async () => {
      await attack(
        (f) => {
          rmSync(join(f, "skills"), { recursive: true, force: true });
          symlinkSync(sentinel, join(f, "skills"));
        },
        [...all("skills/f"), { kind: "file_list", prefix: "skills" }],
      );
    });
    it("B9: memory/portable replaced by a symlink", async () => {
      await attack((f) => {
        rmSync(join(f, "memory", "portable"), { recursive: true, force: true });
        symlinkSync(sentinel, join(f, "memory", "portable"));
      }, all("memory/portable/x.json"));
    });
    it("B9: a symlink planted at the temp-file name is never written through", () => {
      const dir = mkdtempSync(join(tmpdir(), "lk-temp-"));
      try {
        const before = snapshot(sentinel);
        symlinkSync(join(sentinel, "secret.txt"), join(dir, ".notes.md.tmp-0000000000000000"));
        const d = Dir.open(dir);
        expect(() => d.writeAtomic("notes.md", "pwned", 0o600, { tempSuffix: "0000000000000000" })).toThrow(
          expect.objectContaining({ kind: "exists" }),
        );
        d.close();
        expect(snapshot(sentinel)).toEqual(before);
        expect(existsSync(join(dir, "notes.md"))).toBe(false);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
    it("B9: a symlink planted at the store's first temp-file name: the write goes through another name, never through the link", async () => {
      const client = host.client(agent);
      const before = snapshot(sentinel);
      const planted = join(agent.folder, "home", ".planted.txt.tmp-0000000000000000");
      symlinkSync(join(sentinel, "secret.txt"), planted);
      const reply = await client.request({ kind: "file_write", path: "home/planted.txt", content: "mine", expected: 0 });
      expect(reply.kind).toBe("written");
      expect(readFileSync(join(agent.folder, "home", "planted.txt"), "utf8")).toBe("mine");
      expect(lstatSync(planted).isSymbolicLink()).toBe(true);
      expect(snapshot(sentinel)).toEqual(before);
    });
    it("B9: listing skips links instead of following them", async () => {
      const client = host.client(agent);
      symlinkSync(sentinel, join(agent.folder, "home", "list-link"));
      const reply = await client.request({ kind: "file_list", prefix: "home" });
      expect(reply.kind).toBe("listing");
      if (reply.kind === "listing") expect(reply.entries.filter((e) => e.path.startsWith("home/list-link"))).toEqual([]);
    });
  });

  describe("B9: only regular files with one name are served", () => {
    it("B9: a hard link to an outside file", async () => {
      await attack((f) => linkSync(join(sentinel, "f"), join(f, "home", "hard")), all("home/hard"));
    });
    it("B9: a FIFO: the read does not hang", async () => {
      await attack((f) => execFileSync("mkfifo", [join(f, "home", "fifo")]), all("home/fifo"));
    });
    it("B9: a Unix socket", async () => {
      const path = join(agent.folder, "home", "sock");
      const server = createServer();
      await new Promise<void>((r) => server.listen(path, r));
      try {
        await attack(() => {}, all("home/sock"));
      } finally {
        server.close();
      }
    });
    it.runIf(process.getuid?.() === 0)("B9: a character device", async () => {
      await attack((f) => execFileSync("mknod", [join(f, "home", "null"), "c", "1", "3"]), all("home/null"));
    });
    it("B9: a directory where a file is expected", async () => {
      await attack((f) => mkdirSync(join(f, "home", "adir")), all("home/adir"));
    });
    it("B9: a regular file where a directory is expected", async () => {
      await attack((f) => writeFileSync(join(f, "home", "plain"), "x"), all("home/plain/x"), ["invalid", "not_found"]);
    });
  });

  describe("B9: a directory swapped for a symlink by a racing process", () => {
    it("B9: thousands of reads and writes while another process swaps the directory never reach outside", async () => {
      const folder = agent.folder;
      mkdirSync(join(folder, "home", "race"), { recursive: true });
      writeFileSync(join(folder, "home", "race", "f"), "inside");
      const before = snapshot(sentinel);
      const script = `
        const fs = require("node:fs");
        const [dir, target] = process.argv.slice(1);
        const end = Date.now() + 60000;
        fs.writeSync(1, "ready\\n");
        const real = dir + ".real";
        while (Date.now() < end) {
          try { fs.renameSync(dir, real); fs.symlinkSync(target, dir); } catch {}
          const hold = Date.now() + 1; while (Date.now() < hold) {} // stay swapped a moment
          try { fs.unlinkSync(dir); } catch {}
          if (fs.existsSync(real)) {
            try { fs.renameSync(real, dir); } catch {
              // A write made a new directory here while the name was free (writes create their
              // parents); it would wedge the swap for good. Drop it (never a link) and go on.
              const made = fs.lstatSync(dir, { throwIfNoEntry: false });
              // (A write may make a file in it as it goes: ENOTEMPTY then, and the next turn retries.)
              try { if (made && made.isDirectory()) fs.rmSync(dir, { recursive: true, force: true }); } catch {}
              try { fs.renameSync(real, dir); } catch {}
            }
          }
          const back = Date.now() + 1; while (Date.now() < back) {}
        }`;
      const swapper = spawn(process.execPath, ["-e", script, join(folder, "home", "race"), sentinel], {
        stdio: ["ignore", "pipe", "inherit"],
      });
      await new Promise<void>((ready) => swapper.stdout.once("data", () => ready()));
      const client = host.client(agent);
      const counts: Record<string, number> = {};
      const failures: string[] = [];
      const iterations = Number(process.env.LINK_KIT_RACE_ITERATIONS ?? 2000);
      try {
        // At least `iterations` rounds, and on until the symlink state was met (at most 5x as many).
        for (let i = 0; i < iterations || ((counts.invalid ?? 0) === 0 && i < 5 * iterations); i++) {
          const replies = await Promise.all([
            client.request({ kind: "file_read", path: "home/race/f" }),
            client.request({ kind: "file_write", path: "home/race/f", content: "inside", expected: i % 7 }),
            client.request({ kind: "file_read", path: "home/race/sub/c" }),
          ]);
          for (const reply of replies) {
            counts[kindOf(reply)] = (counts[kindOf(reply)] ?? 0) + 1;
            if (reply.kind === "error" && !["invalid", "not_found", "conflict"].includes(reply.error))
              failures.push(`${reply.error}: ${reply.message}`);
            if (reply.kind === "file") expect(reply.content, `a read during the race at round ${i}`).toBe("inside");
          }
        }
      } finally {
        swapper.kill("SIGKILL");
      }
      const seen = `replies seen: ${JSON.stringify(counts)}${failures.length ? `; first failures: ${failures.slice(0, 3).join(" | ")}` : ""}`;
      expect(snapshot(sentinel), seen).toEqual(before);
      expect(readFileSync(join(sentinel, "f"), "utf8")).toBe(SECRET_TEXT);
      expect(
        Object.keys(counts).filter((k) => !["file", "written", "invalid", "not_found", "conflict"].includes(k)),
        seen,
      ).toEqual([]);
      expect(counts.file ?? 0, seen).toBeGreaterThan(0);
      // The race really ran: some operations met the symlink and were refused, some met the directory.
      expect(counts.invalid ?? 0, seen).toBeGreaterThan(0);
      console.log(`B9 race: ${Object.values(counts).reduce((a, b) => a + b, 0)} operations while swapping: ${JSON.stringify(counts)}`);
    }, 120_000);
  });
}

fileDriverAttacks();

describe("B9 once more, with lnk-file-store --walk: reads resolved one component at a time", () => {
  let openat2Host: TestHost;
  let openat2Agent: TestAgent;
  beforeAll(async () => {
    [openat2Host, openat2Agent] = [host, agent];
    host = await TestHost.start({ fileStoreWalk: true });
    agent = host.addAgent({ instructions: true, skills: true, home: true, notes: true });
  });
  afterAll(async () => {
    await host.stop();
    [host, agent] = [openat2Host, openat2Agent];
  });
  fileDriverAttacks();
});

/** Speaks the handshake by hand, to send what a real client never would. */
async function rawHandshake(
  respond: (challenge: { nonce: string }) => unknown,
  socketPath = host.state.bridgeSocket,
): Promise<{ frames: JsonValue[]; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(socketPath);
    const reader = new FrameReader();
    reader.limit = 1 << 20;
    const frames: JsonValue[] = [];
    let answered = false;
    socket.on("data", (chunk: Buffer) => {
      for (const frame of reader.push(chunk)) {
        frames.push(frame);
        if (!answered) {
          answered = true;
          const response = respond(frame as { nonce: string });
          if (response instanceof Buffer) socket.write(response);
          else if (response !== undefined) socket.write(encodeFrame(response as JsonValue));
        }
      }
    });
    socket.on("close", () => resolve({ frames, closed: true }));
    socket.on("error", () => {});
    setTimeout(() => {
      socket.destroy();
      resolve({ frames, closed: false });
    }, 5000);
  });
}

describe("B2 B7: authentication", () => {
  const response = (a: TestAgent, key: string, serverNonce: string, owner = a.agent.owner, clientNonce = nonce()) => ({
    type: "response",
    agent: a.id,
    owner,
    nonce: clientNonce,
    mac: mac(key, "c2s", serverNonce, clientNonce, a.id, owner),
  });

  it("B7: a wrong secret is refused", async () => {
    const client = host.client(agent, { key: "11".repeat(32) });
    await expect(client.request({ kind: "file_read", path: "home/x" })).rejects.toMatchObject({ kind: "unauthenticated" });
  });
  it("B2: the previous start's secret stops working at once", async () => {
    const a = host.addAgent({ home: true });
    const old = host.client(a);
    await expect(old.request({ kind: "conversation_last", thread: "link:main" })).resolves.toMatchObject({ kind: "last" });
    const fresh = host.state.rotateSecret(a.id);
    old.close();
    await expect(host.client(a).request({ kind: "conversation_last", thread: "link:main" })).rejects.toMatchObject({
      kind: "unauthenticated",
    });
    await expect(host.client(a, { key: fresh }).request({ kind: "conversation_last", thread: "link:main" })).resolves.toMatchObject({
      kind: "last",
    });
  });
  it("B7: a replayed handshake response is refused (fresh server nonce)", async () => {
    let recorded: unknown;
    const first = await rawHandshake((c) => (recorded = response(agent, agent.secret, c.nonce)));
    expect(first.frames[1]).toMatchObject({ type: "accept" });
    const replay = await rawHandshake(() => recorded);
    expect(replay.frames[1]).toMatchObject({ type: "reject", error: "unauthenticated" });
  });
  it("B7: a server proof reflected back as the client's is refused (direction labels)", async () => {
    const result = await rawHandshake((c) => {
      const clientNonce = nonce();
      return {
        type: "response",
        agent: agent.id,
        owner: "alice",
        nonce: clientNonce,
        mac: mac(agent.secret, "s2c", c.nonce, clientNonce, agent.id, "alice"),
      };
    });
    expect(result.frames[1]).toMatchObject({ type: "reject" });
  });
  it("B7: a proof for the right secret but another owner is refused", async () => {
    const result = await rawHandshake((c) => response(agent, agent.secret, c.nonce, "mallory"));
    expect(result.frames[1]).toMatchObject({ type: "reject", error: "unauthenticated" });
  });
  it("B7: a request naming another agent or owner is refused after a valid handshake", async () => {
    const other = host.addAgent({ home: true });
    const client = host.client(agent);
    const asOther = await client.send({ agent: other.id, owner: other.agent.owner, op: { kind: "file_read", path: "home/x" } });
    expect(asOther).toMatchObject({ kind: "error", error: "unauthenticated" });
    const asOwner = await client.send({ agent: agent.id, owner: "mallory", op: { kind: "conversation_last", thread: "link:main" } });
    expect(asOwner).toMatchObject({ kind: "error", error: "unauthenticated" });
  });
  it("B7: an oversized frame before authentication is refused and the connection closed", async () => {
    const big = Buffer.alloc(4 + 5000);
    big.writeUInt32BE(5000, 0);
    const result = await rawHandshake(() => big);
    expect(result.frames[1]).toMatchObject({ type: "reject" });
    expect(result.closed).toBe(true);
  });
  it("B7: a client that never finishes the handshake is dropped after the deadline", async () => {
    const started = Date.now();
    const result = await rawHandshake(() => undefined);
    const took = Date.now() - started;
    expect(result.closed).toBe(true);
    // Not before the deadline (a host that drops at once would fail here), and not long after.
    expect(took).toBeGreaterThanOrEqual(HANDSHAKE_DEADLINE_MS - 50);
    expect(took).toBeLessThan(4900);
    expect(result.frames.length).toBe(1);
  });
  it("B7: an unknown agent is refused like a wrong proof", async () => {
    const client = host.client(agent, { agent: "agt-0000000000000000" });
    await expect(client.request({ kind: "file_read", path: "home/x" })).rejects.toMatchObject({ kind: "unauthenticated" });
  });
});

/** A transport that has passed the handshake as `a`, paused, holding what comes next. */
function provenSocket(a: TestAgent): ReturnType<typeof proven> {
  return proven(host.state.bridgeSocket, { id: a.id, owner: a.agent.owner, secret: a.secret });
}

describe("B5: a client that sends and never reads its replies", () => {
  it("B5: holds a bounded part of the host's memory, and gets every reply, once each, when it reads", async () => {
    const client = host.client(agent);
    await client.call({ kind: "file_write", path: "home/unread.txt", content: "q".repeat(1 << 20), expected: 0 });
    const transport = await provenSocket(agent);
    // 100 replies of 1 MiB: 100 MiB if the host kept them all. It stops starting requests, then
    // stops reading them.
    const n = 100;
    const request = (id: number) =>
      encodeFrame({
        type: "request",
        id,
        request: { agent: agent.id, owner: agent.agent.owner, op: { kind: "file_read", path: "home/unread.txt" } },
      } as unknown as JsonValue);
    const base = process.memoryUsage().arrayBuffers; // the host runs in this process
    transport.sendFrame(Buffer.concat(Array.from({ length: n }, (_, i) => request(i + 1))));
    let peak = 0;
    for (let t = 0; t < 20; t++) {
      await new Promise((r) => setTimeout(r, 150));
      peak = Math.max(peak, process.memoryUsage().arrayBuffers - base);
    }
    expect(peak, `the host buffered ${(peak / 2 ** 20).toFixed(0)} MiB for a client that reads nothing`).toBeLessThan(40 * 2 ** 20);
    const ids: number[] = [];
    await new Promise<void>((resolve) => {
      transport.listen(({ value }) => {
        const frame = value as { id: number; reply: { kind: string; content: string } };
        expect(frame.reply.kind).toBe("file");
        expect(frame.reply.content.length).toBe(1 << 20);
        ids.push(frame.id);
        if (ids.length === n) resolve();
      });
      transport.resume();
    });
    expect(ids.sort((x, y) => x - y)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    transport.close();
  }, 60_000);
});
