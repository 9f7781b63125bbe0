// Bridged (B5, B11): pipelining on one connection, reconnecting, and a lost reply reported as
// `uncertain`, never silently retried. The misbehaving peers here are real sockets speaking the
// real handshake, then stalling or dropping the connection after a request arrives.

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { Bridged, type ReplyFor } from "../../src/bridge/client.js";
import { encodeFrame, encodeRawReply, FrameReader, splitRawReply } from "../../src/bridge/frames.js";
import { challengeClient, mac, nonce } from "../../src/bridge/handshake.js";
import { FrameTransport } from "../../src/bridge/transport.js";
import { newSecret } from "../../src/secret.js";
import { RawJson, type JsonValue } from "../../src/json/index.js";
import { FileStoreProcess } from "../../src/host/file-store-client.js";
import { TestHost, type TestAgent } from "../helpers/host.js";

/**
 * A peer that proves itself with the kit's own host handshake for an agent holding `key`, then
 * calls `onRequest` for each request frame and answers nothing itself. With `impostor`, it skips
 * the check and answers every response with an accept it cannot prove (a forged host).
 */
async function stubBridge(
  path: string,
  key: string,
  onRequest: (transport: FrameTransport, frame: JsonValue) => void,
  impostor = false,
): Promise<{ server: Server; requests: () => number }> {
  let count = 0;
  const server = createServer((socket) => {
    const transport = new FrameTransport(socket);
    const serve = () => transport.listen(({ value }) => (count++, onRequest(transport, value)));
    if (impostor) {
      const serverNonce = nonce();
      transport.send({ type: "challenge", protocol: 1, nonce: serverNonce });
      transport.listen(({ value }) => {
        const r = value as { agent: string; owner: string; nonce: string };
        transport.send({ type: "accept", mac: mac(newSecret(), "s2c", serverNonce, r.nonce, r.agent, r.owner) });
        serve();
      });
      return;
    }
    void challengeClient(transport, () => ({ account: { owner: "alice" }, secret: key })).then((proven) => proven && serve());
  });
  await new Promise<void>((r) => server.listen(path, r));
  return { server, requests: () => count };
}

/** Runs `use` with a stub bridge on a fresh socket path, then stops it and removes the path. */
async function withStub(
  key: string,
  onRequest: Parameters<typeof stubBridge>[2],
  use: (endpoint: string, requests: () => number) => Promise<void>,
  impostor = false,
): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "lk-stub-"));
  const stub = await stubBridge(join(dir, "b.sock"), key, onRequest, impostor);
  try {
    await use(join(dir, "b.sock"), stub.requests);
  } finally {
    stub.server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs `use` with a fresh host and one agent with the Home grant, bound to a client. */
function withHomeAgent(use: (scratch: { host: TestHost; a: TestAgent; client: Bridged }) => Promise<void>): Promise<void> {
  return TestHost.run(async (host) => {
    const a = host.addAgent({ home: true });
    await use({ host, a, client: host.client(a) });
  });
}

describe("frames (B5)", () => {
  it("B5: a reply framed from its stored JSON text is byte for byte the frame of the same value", () => {
    const replyJson =
      '{"kind":"records","thread":"link:t","records":[{"seq":1,"record":{ "text" : "caf\u00e9 ☕", "n": 18446744073709551615 }}]}';
    for (const id of [1, 9007199254740993n]) {
      const raw = encodeRawReply(id, replyJson);
      expect(raw.equals(encodeFrame({ type: "reply", id, reply: new RawJson(replyJson) } as unknown as JsonValue))).toBe(true);
      const [frame] = new FrameReader().push(raw);
      expect(frame).toMatchObject({ type: "reply", id });
    }
  });

  it("B5 B6: the host reads only the envelope of a file store's reply, and passes its bytes on unchanged", () => {
    const reply = Buffer.from('{"kind":"file","path":"home/a.txt","content":"caf\u00e9 ☕ \"}\"","version":4503599627370495}');
    for (const id of [1, 42, 123456789012345]) {
      const frame = encodeRawReply(id, reply);
      const [body] = new FrameReader().pushBodies(frame);
      const split = splitRawReply(body as Buffer);
      expect(split?.id).toBe(id);
      expect(split?.reply.equals(reply)).toBe(true);
      // Passed on under the client's id, the frame is what encodeFrame makes of the same reply.
      expect(encodeRawReply(7, split!.reply).equals(encodeRawReply(7, reply.toString()))).toBe(true);
    }
    // Anything not laid out that way is not taken for a reply.
    for (const body of [
      '{"type":"reply","id":01,"reply":{}}',
      '{"type":"reply","id":,"reply":{}}',
      '{"id":1,"type":"reply","reply":{}}',
      '{"type":"reply","id":1,"reply":{}]',
      '{"type":"reply","id":1 ,"reply":{}}',
      '{"type":"reply","id":1234567890123456,"reply":{}}',
    ]) {
      expect(splitRawReply(Buffer.from(body)), body).toBeUndefined();
    }
  });

  it("B5: frame bodies come out whole however the stream is cut, and an oversized length is refused before its body", () => {
    const frames = [encodeFrame({ a: 1 }), encodeRawReply(2, "x".repeat(70_000).replace(/^|$/g, '"')), encodeFrame([])];
    const stream = Buffer.concat(frames);
    for (const cut of [1, 3, 4, 5, 4096, 65_536]) {
      const reader = new FrameReader();
      reader.limit = 1 << 20;
      const bodies: Buffer[] = [];
      for (let at = 0; at < stream.length; at += cut) bodies.push(...reader.pushBodies(stream.subarray(at, at + cut)));
      expect(bodies.map((b) => b.toString())).toEqual(frames.map((f) => f.subarray(4).toString()));
    }
    // Whole frames one per read (taken without buffering), then one split around a whole one.
    const whole = new FrameReader();
    whole.limit = 1 << 20;
    const [f0, f1, f2] = frames as [Buffer, Buffer, Buffer];
    const got = [f0, f1.subarray(0, 9), Buffer.concat([f1.subarray(9), f2]), f0].flatMap((chunk) => whole.pushBodies(chunk));
    expect(got.map((b) => b.toString())).toEqual([f0, f1, f2, f0].map((f) => f.subarray(4).toString()));
    expect(whole.partial).toBe(0);
    const reader = new FrameReader();
    expect(() => reader.pushBodies(Buffer.from([0, 0, 0x20, 0]))).toThrow(/over the 4096-byte limit/);
    expect(() => new FrameReader().pushBodies(Buffer.concat([Buffer.from([0, 0, 0x20, 0]), Buffer.alloc(0x2000)]))).toThrow(
      /over the 4096-byte limit/,
    );
  });
});

describe("Bridged (B5, B11)", () => {
  it("B5: concurrent requests are pipelined on one connection and each gets its own reply", async () => {
    await withHomeAgent(async ({ client }) => {
      const writes = await Promise.all(
        Array.from({ length: 50 }, (_, i) => client.call({ kind: "file_write", path: `home/p${i}.txt`, content: `c${i}`, expected: 0 })),
      );
      expect(writes.map((w) => w.kind === "written" && w.path)).toEqual(Array.from({ length: 50 }, (_, i) => `home/p${i}.txt`));
      const reads = await Promise.all(Array.from({ length: 50 }, (_, i) => client.call({ kind: "file_read", path: `home/p${i}.txt` })));
      expect(reads.map((r) => r.kind === "file" && r.content)).toEqual(Array.from({ length: 50 }, (_, i) => `c${i}`));
    });
  });

  it("B11 (issue 42.6): each operation's reply is typed (ReplyFor); a host answering it with another kind of reply is refused `internal`, naming both", async () => {
    const key = newSecret();
    await withStub(
      key,
      (transport, frame) =>
        transport.send({ type: "reply", id: (frame as { id: number }).id, reply: { kind: "last", thread: "link:main", seq: 3 } }),
      async (endpoint) => {
        const client = new Bridged({ endpoint, agent: "agt-1", owner: "alice", key });
        const last: ReplyFor<"conversation_last"> = await client.call({ kind: "conversation_last", thread: "link:main" });
        expect(last).toEqual({ kind: "last", thread: "link:main", seq: 3 });
        await expect(client.call({ kind: "file_read", path: "home/a.txt" })).rejects.toMatchObject({
          kind: "internal",
          message: "the host answered file_read with a last reply",
        });
        client.close();
      },
    );
  });

  it("B11: a connection dropped after the request was sent is `uncertain`, and the request is not resent", async () => {
    const key = newSecret();
    await withStub(
      key,
      (transport) => transport.close(),
      async (endpoint, requests) => {
        const client = new Bridged({ endpoint, agent: "agt-1", owner: "alice", key });
        await expect(
          client.request({
            kind: "context_append",
            thread: "link:main",
            record: { role: "user" },
            source: { adapter: "a", native_session: "s", native_record: "r" },
          }),
        ).rejects.toMatchObject({ kind: "uncertain" });
        await new Promise((r) => setTimeout(r, 100));
        expect(requests()).toBe(1);
        client.close();
      },
    );
  });

  it("B11: a reply that never comes is `uncertain` after the timeout", async () => {
    const key = newSecret();
    await withStub(
      key,
      () => {},
      async (endpoint) => {
        const client = new Bridged({ endpoint, agent: "agt-1", owner: "alice", key }, { timeoutMs: 200 });
        await expect(client.request({ kind: "conversation_last", thread: "link:main" })).rejects.toMatchObject({ kind: "uncertain" });
        client.close();
      },
    );
  });

  it("B11: each request times out on its own clock; one answered in between resolves, and a late reply is dropped", async () => {
    const key = newSecret();
    const held: Array<{ transport: FrameTransport; id: unknown }> = [];
    await withStub(
      key,
      (transport, frame) => {
        const { id, request } = frame as { id: number; request: { op: { thread: string } } };
        // Answers link:answered at once; holds the others, to answer them too late.
        if (request.op.thread === "link:answered")
          transport.send({ type: "reply", id, reply: { kind: "last", thread: "link:answered", seq: 3 } });
        else held.push({ transport, id });
      },
      async (endpoint) => {
        const client = new Bridged({ endpoint, agent: "agt-1", owner: "alice", key }, { timeoutMs: 400 });
        await client.connect();
        const started = Date.now();
        const first = client
          .request({ kind: "conversation_last", thread: "link:held" })
          .catch((e: unknown) => [e, Date.now() - started] as const);
        await new Promise((r) => setTimeout(r, 250));
        const second = client
          .request({ kind: "conversation_last", thread: "link:held" })
          .catch((e: unknown) => [e, Date.now() - started] as const);
        expect(await client.request({ kind: "conversation_last", thread: "link:answered" })).toMatchObject({ kind: "last", seq: 3 });
        const [[firstError, firstAt], [secondError, secondAt]] = (await Promise.all([first, second])) as [
          [unknown, number],
          [unknown, number],
        ];
        expect(firstError).toMatchObject({ kind: "uncertain" });
        expect(secondError).toMatchObject({ kind: "uncertain" });
        expect(firstAt).toBeGreaterThanOrEqual(390);
        expect(firstAt).toBeLessThan(640);
        expect(secondAt).toBeGreaterThanOrEqual(640); // its own 400 ms, from 250 ms on
        // The held requests answered now are ignored; the connection still serves.
        for (const { transport, id } of held)
          transport.send({ type: "reply", id, reply: { kind: "last", thread: "link:held", seq: 9 } } as JsonValue);
        expect(await client.request({ kind: "conversation_last", thread: "link:answered" })).toMatchObject({ kind: "last", seq: 3 });
        client.close();
      },
    );
  });

  it("B5: replies cut across reads, and several in one read, reach their requests whole", async () => {
    const key = newSecret();
    const reply = (id: unknown, n: number) =>
      encodeFrame({ type: "reply", id, reply: { kind: "file", path: "home/a.md", content: "x".repeat(n), version: n } } as JsonValue);
    const waiting: Buffer[] = [];
    await withStub(
      key,
      (transport, frame) => {
        const id = (frame as { id: number }).id;
        waiting.push(reply(id, id * 700));
        if (waiting.length < 3) return;
        // Three replies in one stream, written in 5-byte pieces and then all at once.
        const stream = Buffer.concat(waiting.splice(0));
        const socket = (transport as unknown as { stream: import("node:net").Socket }).stream;
        if (id === 3) for (let at = 0; at < stream.length; at += 5) socket.write(stream.subarray(at, at + 5));
        else socket.write(stream);
      },
      async (endpoint) => {
        const client = new Bridged({ endpoint, agent: "agt-1", owner: "alice", key });
        for (const base of [0, 3]) {
          const replies = await Promise.all([1, 2, 3].map(() => client.request({ kind: "file_read", path: "home/a.md" })));
          expect(replies.map((r) => (r as { content: string }).content.length)).toEqual([1, 2, 3].map((i) => (base + i) * 700));
        }
        client.close();
      },
    );
  });

  it("B5: a peer that cannot prove the secret is refused as `protocol` (mutual authentication)", async () => {
    await withStub(
      newSecret(),
      () => {},
      async (endpoint, requests) => {
        const client = new Bridged({ endpoint, agent: "agt-1", owner: "alice", key: newSecret() });
        await expect(client.request({ kind: "conversation_last", thread: "link:main" })).rejects.toMatchObject({ kind: "protocol" });
        expect(requests()).toBe(0);
        client.close();
      },
      true,
    );
  });

  it("B5: after the host restarts, the next request reconnects; an unreachable bridge is `transport`", async () => {
    await withHomeAgent(async ({ host, client }) => {
      await client.call({ kind: "file_write", path: "home/r.txt", content: "x", expected: 0 });
      await host.host.close();
      await expect(client.request({ kind: "file_read", path: "home/r.txt" })).rejects.toMatchObject({ kind: "transport" });
      await host.host.listen();
      await expect(client.call({ kind: "file_read", path: "home/r.txt" })).resolves.toMatchObject({ kind: "file", content: "x" });
    });
  });
});

describe("the frame cap (B5)", () => {
  it("B5: a request whose frame would pass the cap is refused too_large before it is sent; the connection stays usable", async () => {
    await withHomeAgent(async ({ client }) => {
      // 3 MiB of U+0001 is 18 MiB as JSON (each is \u0001): under the content limit, over the frame cap.
      const content = "\u0001".repeat(3 * 1024 * 1024);
      await expect(client.call({ kind: "file_write", path: "home/ctl.txt", content, expected: 0 })).rejects.toMatchObject({
        kind: "too_large",
      });
      await expect(client.call({ kind: "file_read", path: "home/ctl.txt" })).rejects.toMatchObject({ kind: "not_found" });
      expect(await client.call({ kind: "file_write", path: "home/ok.txt", content: "fine", expected: 0 })).toMatchObject({
        kind: "written",
      });
    });
  });

  it("B5 B6: a file whose reply would pass the cap is refused too_large by lnk-file-store, which goes on serving", async () => {
    await withHomeAgent(async ({ host, a, client }) => {
      await client.call({ kind: "file_write", path: "home/ok.txt", content: "fine", expected: 0 });
      const [pid] = host.host.childPids();
      // Written straight into the agent folder, as the agent itself might.
      writeFileSync(join(a.folder, "home", "ctl.txt"), Buffer.alloc(3 * 1024 * 1024, 1), { mode: 0o600 });
      await expect(client.call({ kind: "file_read", path: "home/ctl.txt" })).rejects.toMatchObject({ kind: "too_large" });
      expect(await client.call({ kind: "file_read", path: "home/ok.txt" })).toMatchObject({ kind: "file", content: "fine" });
      expect(host.host.childPids()).toEqual([pid]);
    });
  });
});

describe("the host's file store process (B5, B6)", () => {
  it("B6: a killed lnk-file-store is started again on the next request; nothing is lost", async () => {
    await withHomeAgent(async ({ host, client }) => {
      const written = await client.call({ kind: "file_write", path: "home/k.txt", content: "kept", expected: 0 });
      const [pid] = host.host.childPids();
      process.kill(pid as number, "SIGKILL");
      await new Promise((r) => setTimeout(r, 200));
      const read = await client.call({ kind: "file_read", path: "home/k.txt" });
      expect(read).toMatchObject({ kind: "file", content: "kept", version: written.kind === "written" ? written.version : -1 });
      expect(host.host.childPids()).not.toContain(pid);
    });
  });

  it("B6: a store whose reply answers no request, or is not a reply frame, is stopped; the request is answered `uncertain`, and one sent after it `unavailable` (never sent)", async () => {
    const request = { agent: "agt", owner: "alice", op: { kind: "file_read", path: "home/a.txt" } } as const;
    // Each fake store reads one request, then writes what it is given, framed, and waits.
    for (const body of [
      '{"type":"reply","id":99,"reply":{"kind":"deleted","path":"home/a.txt"}}',
      '{"kind":"deleted","path":"home/a.txt"}',
    ]) {
      const script = `process.stdin.once("data", () => { const b = Buffer.from(${JSON.stringify(body)}); const h = Buffer.alloc(4); h.writeUInt32BE(b.length); process.stdout.write(Buffer.concat([h, b])); }); setInterval(() => {}, 1000);`;
      const log: string[] = [];
      const store = new FileStoreProcess({
        root: "/nonexistent",
        agent: "agt",
        state: "/nonexistent",
        program: { command: process.execPath, args: ["-e", script, "--"] },
        log: (l) => log.push(l),
      });
      const reply = await store.call(request);
      expect(log).toEqual([expect.stringMatching(/^\[lnk-file-store\] .*; stopping it$/)]);
      expect(reply).toMatchObject({ kind: "error", error: "uncertain" });
      expect((reply as { message: string }).message).toMatch(/answers no request/);
      expect(store.alive).toBe(false);
      expect(await store.call(request)).toMatchObject({ kind: "error", error: "unavailable" });
    }
  });
});
