// The bridge's three layers, in memory (B5, B7, B11): a FrameTransport pair with no socket, the
// one handshake both sides use, and a Bridged client against a BridgeHost that never listens.
// The socket suites stay for what only sockets show (paths, permissions, processes, kills); the
// one socket here is for a write buffer, which only a real peer that does not read can fill.

import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { Bridged } from "../../src/bridge/client.js";
import type { BridgeError } from "../../src/bridge/errors.js";
import { encodeFrame, encodeRawReply, FRAME_MAX, FrameReader, PREAUTH_FRAME_MAX } from "../../src/bridge/frames.js";
import { challengeClient, proveBinding } from "../../src/bridge/handshake.js";
import { connectUnix, memoryPair, type FrameTransport } from "../../src/bridge/transport.js";
import { newSecret } from "../../src/secret.js";
import { TestHost } from "../helpers/host.js";
import { NATIVE, NATIVE_ONLY } from "../helpers/native.js";

const closed = (t: FrameTransport) => new Promise<void>((r) => t.onClose(() => r()));

describe("the transport (B5)", () => {
  it("B5: a memory pair carries frames in order both ways; closing one end closes the other", async () => {
    const [a, b] = memoryPair();
    const got: unknown[] = [];
    b.listen((f) => got.push(f.value));
    for (let i = 0; i < 5; i++) a.send({ n: i });
    a.sendFrame(Buffer.concat([encodeFrame({ n: 5 }), encodeFrame({ n: 6 })]));
    await new Promise((r) => setTimeout(r, 20));
    expect(got).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => ({ n })));
    const gone = closed(b);
    a.close();
    await gone;
    expect([a.closed, b.closed]).toEqual([true, true]);
  });

  it("B5: frames that arrive while no layer listens are held, in order, for the next one", async () => {
    const [a, b] = memoryPair();
    b.listen();
    a.send({ n: 1 });
    a.send({ n: 2 });
    await new Promise((r) => setTimeout(r, 20));
    const got: unknown[] = [];
    b.listen((f) => got.push(f.value));
    expect(got).toEqual([{ n: 1 }, { n: 2 }]);
    a.close();
  });

  it.runIf(NATIVE)(
    `B5 C6: a large frame assembled from many reads goes into the buffer the one before it gave back, and holds its own bytes alone${NATIVE_ONLY}`,
    () => {
      const reader = new FrameReader();
      reader.limit = FRAME_MAX;
      reader.readAs({ rawAt: [["records", "*", "record"]], cutAt: [0] });
      const frameOf = (n: number) =>
        encodeFrame({ records: Array.from({ length: 300 }, (_, i) => ({ record: { n, i, pad: "x".repeat(1000) } })) });
      /** The frame in 64 KiB reads, the last carrying the next frame's first bytes too, as a socket gives them. */
      const reads = (frame: Buffer, next: Buffer) => {
        const out: Buffer[] = [];
        for (let at = 0; at < frame.length; at += 65536) out.push(frame.subarray(at, at + 65536));
        out[out.length - 1] = Buffer.concat([out[out.length - 1] as Buffer, next.subarray(0, 10)]);
        return out;
      };
      const [one, two, three] = [frameOf(1), frameOf(2), frameOf(3)];
      const got = (chunks: Buffer[]) => chunks.flatMap((c) => reader.pushWithText(c));
      const [first] = got(reads(one, two));
      const records = first?.rawBytes?.(0) ?? [];
      expect(records).toHaveLength(300);
      expect(first?.release).toBeTypeOf("function");
      const firstBuffer = (records[0] as Uint8Array).buffer;
      first?.release?.();
      // The next frame's first bytes came with the last read: they were kept apart, and the frame
      // after them is assembled in the buffer given back.
      const [second] = got(reads(two, three).map((c, i) => (i === 0 ? c.subarray(10) : c)));
      const again = second?.rawBytes?.(0) ?? [];
      expect((again[0] as Uint8Array).buffer).toBe(firstBuffer);
      expect(again.map((r) => JSON.parse(Buffer.from(r).toString("utf8")).n)).toEqual(Array(300).fill(2));
      // The first frame given back again, late, while its buffer holds the second: nothing is given back.
      first?.release?.();
      // Not given back, the buffer stays the frame's: the next is assembled elsewhere.
      const [third] = got(reads(three, encodeFrame({})).map((c, i) => (i === 0 ? c.subarray(10) : c)));
      const kept = third?.rawBytes?.(0) ?? [];
      expect((kept[0] as Uint8Array).buffer).not.toBe(firstBuffer);
      expect(again.map((r) => JSON.parse(Buffer.from(r).toString("utf8")).n)).toEqual(Array(300).fill(2));
      expect(kept.map((r) => JSON.parse(Buffer.from(r).toString("utf8")).i)).toEqual([...Array(300).keys()]);
      // A frame that came in one read is not the reader's to take back.
      const small = new FrameReader();
      small.limit = FRAME_MAX;
      small.readAs({ rawAt: [["records", "*", "record"]], cutAt: [0] });
      expect(small.pushWithText(one)[0]?.release).toBeUndefined();
    },
  );

  it("C6: a reply named by withoutTexts comes without the texts at rawAt, once; every other frame with them", () => {
    const reader = new FrameReader();
    reader.readAs({ rawAt: [["reply", "records", "*", "record"]] });
    const reply = (id: number) =>
      encodeRawReply(id, '{"kind":"records","records":[{"seq":1,"record":{ "role": "user" ,"n":18446744073709551615}}]}');
    reader.withoutTexts(8);
    const frames = reader.pushWithText(Buffer.concat([reply(7), reply(8), reply(8), reply(9)]));
    const texts = [['{ "role": "user" ,"n":18446744073709551615}']];
    expect(frames.map((f) => f.raws)).toEqual([texts, [], texts, texts]);
    // The values are the same either way, exact.
    for (const f of frames)
      expect((f.value as { reply: { records: Array<{ record: unknown }> } }).reply.records[0]?.record).toEqual({
        role: "user",
        n: 18446744073709551615n,
      });
  });

  it("B5: a frame over the reader's limit is a bad frame, before its body arrives", async () => {
    const [a, b] = memoryPair();
    const bad = new Promise<string>((r) =>
      b.listen(
        () => {},
        (e) => r(e.kind),
      ),
    );
    const head = Buffer.alloc(4);
    head.writeUInt32BE(PREAUTH_FRAME_MAX + 1);
    a.sendFrame(head);
    expect(await bad).toBe("too_large");
    a.close();
  });
});

describe("the transport over a real socket (B5)", () => {
  it("B5: drained() waits until a large frame has left the process, which needs the peer to read", async () => {
    const dir = mkdtempSync(join(tmpdir(), "lk-drain-"));
    const path = join(dir, "s.sock");
    const peers: Socket[] = [];
    const server = createServer((socket) => {
      socket.pause(); // reads nothing yet
      peers.push(socket);
    });
    await new Promise<void>((r) => server.listen(path, r));
    try {
      const transport = await connectUnix(path);
      await transport.drained(); // nothing sent: at once
      transport.sendFrame(encodeFrame("x".repeat(8 * 1024 * 1024)));
      expect(transport.backlog).toBeGreaterThan(0);
      let drained = false;
      const waiting = transport.drained().then(() => (drained = true));
      await new Promise((r) => setTimeout(r, 150));
      expect(drained).toBe(false);
      let received = 0;
      peers[0]?.on("data", (d: Buffer) => (received += d.length)).resume();
      await waiting;
      expect(transport.backlog).toBe(0);
      await new Promise((r) => setTimeout(r, 50));
      expect(received).toBeGreaterThan(8 * 1024 * 1024);
      transport.close();
      expect(await new Bridged({ endpoint: path, agent: "agt-1", owner: "alice", key: newSecret() }).flushed()).toBeUndefined(); // never connected
    } finally {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the handshake, both sides in memory (B2, B5, B7)", () => {
  const account = { owner: "alice" };

  it("B5 B7: the client and the host prove the same secret to each other; the cap rises to FRAME_MAX after, and later frames wait for the next layer", async () => {
    const key = newSecret();
    const [client, host] = memoryPair();
    const [proven] = await Promise.all([
      challengeClient(host, () => ({ account, secret: key })),
      proveBinding(client, { agent: "agt-1", owner: "alice", key }),
    ]);
    expect(proven).toEqual({ account, owner: "alice" });
    expect([client.reader.limit, host.reader.limit]).toEqual([FRAME_MAX, FRAME_MAX]);
    client.send({ after: true });
    await new Promise((r) => setTimeout(r, 20));
    const got: unknown[] = [];
    host.listen((f) => got.push(f.value));
    expect(got).toEqual([{ after: true }]);
    client.close();
  });

  it("B7: a wrong secret, an unknown agent and a wrong owner are refused alike, `unauthenticated`, and the host ends the stream", async () => {
    const key = newSecret();
    const cases = [
      { claim: { agent: "agt-1", owner: "alice", key: newSecret() }, lookup: () => ({ account, secret: key }) },
      { claim: { agent: "agt-x", owner: "alice", key }, lookup: () => undefined },
      { claim: { agent: "agt-1", owner: "mallory", key }, lookup: () => ({ account, secret: key }) },
      { claim: { agent: "agt-1", owner: "alice", key }, lookup: () => ({ account, secret: undefined }) },
    ];
    for (const { claim, lookup } of cases) {
      const [client, host] = memoryPair();
      const hostSide = challengeClient(host, lookup);
      const refused = await proveBinding(client, claim).then(
        () => undefined,
        (e: BridgeError) => [e.kind, e.message],
      );
      expect(refused).toEqual(["unauthenticated", "the bridge refused the binding: unknown agent or wrong proof"]);
      expect(await hostSide).toBeUndefined();
      await closed(host);
    }
  });

  it("B5: the deadline is inside the handshake, on both sides: a silent peer is dropped", async () => {
    const [client, host] = memoryPair();
    const hostSide = challengeClient(host, () => undefined, 50);
    expect(await hostSide).toBeUndefined();
    expect(host.closed).toBe(true);
    const [c2, silent] = memoryPair();
    silent.listen();
    await expect(proveBinding(c2, { agent: "agt-1", owner: "alice", key: newSecret() }, 50)).rejects.toMatchObject({
      kind: "transport",
      message: "the handshake did not finish in time",
    });
    expect(client.closed).toBe(true);
  });

  it("B5: the pre-authentication cap is inside the handshake: a 4 KiB + 1 frame before proving is rejected, its reason sent", async () => {
    const [client, host] = memoryPair();
    const hostSide = challengeClient(host, () => undefined);
    const said: unknown[] = [];
    client.listen((f) => said.push(f.value));
    client.send({ type: "response", pad: "x".repeat(PREAUTH_FRAME_MAX) });
    expect(await hostSide).toBeUndefined();
    await closed(client);
    expect(said).toEqual([
      expect.objectContaining({ type: "challenge" }),
      { type: "reject", error: "unauthenticated", message: expect.stringMatching(/over the 4096-byte limit/) },
    ]);
  });
});

describe("a client and a host in one process (B5, B7, B11)", () => {
  it("B5 B7 B11: Bridged against a BridgeHost that never listens: files, conversations, pipelining, the agent check, and no socket anywhere", async () => {
    const host = new TestHost();
    try {
      const a = host.addAgent({ home: true });
      const client = host.client(a, { inMemory: true });
      const writes = await Promise.all(
        Array.from({ length: 20 }, (_, i) => client.call({ kind: "file_write", path: `home/m${i}.txt`, content: `c${i}`, expected: 0 })),
      );
      expect(writes.map((w) => w.kind)).toEqual(Array(20).fill("written"));
      expect(await client.call({ kind: "file_read", path: "home/m7.txt" })).toMatchObject({ kind: "file", content: "c7" });
      const appended = await client.call({
        kind: "context_append",
        thread: "link:main",
        record: { role: "user", text: "hi", n: 18446744073709551615n },
        source: { adapter: "t", native_session: "s", native_record: "1" },
      });
      expect(appended).toEqual({ kind: "context_appended", thread: "link:main", seq: 1 });
      const read = await client.requestWithText({ kind: "conversation_read", thread: "link:main", from: 1, through: 1 });
      expect(read.recordTexts).toEqual(['{"role":"user","text":"hi","n":18446744073709551615}']);
      // The host checks every request against the proven agent, on any transport.
      const other = await client.send({
        agent: "agt-0000000000000000",
        owner: "alice",
        op: { kind: "conversation_last", thread: "link:main" },
      });
      expect(other).toMatchObject({ kind: "error", error: "unauthenticated" });
      // A wrong key is refused by the same handshake the sockets use.
      const wrong = host.client(a, { inMemory: true, key: newSecret() });
      await expect(wrong.request({ kind: "conversation_last", thread: "link:main" })).rejects.toMatchObject({ kind: "unauthenticated" });
      expect(existsSync(host.state.bridgeSocket)).toBe(false);
    } finally {
      await host.stop();
    }
  });

  it("B11: when the host side of the pair goes away mid-request, the request is `uncertain`; the next one opens a new pair", async () => {
    const host = new TestHost();
    try {
      const a = host.addAgent({ home: true });
      let hostEnd: FrameTransport | undefined;
      const client = new Bridged(
        { endpoint: "/nonexistent", agent: a.id, owner: "alice", key: a.secret },
        {
          transport: () => {
            const [c, h] = memoryPair();
            hostEnd = h;
            host.host.attach(h);
            return c;
          },
        },
      );
      await client.call({ kind: "conversation_last", thread: "link:main" });
      const pending = client.request({ kind: "conversation_last", thread: "link:main" });
      hostEnd?.close();
      await expect(pending).rejects.toMatchObject({ kind: "uncertain" });
      expect(await client.call({ kind: "conversation_last", thread: "link:main" })).toEqual({ kind: "last", thread: "link:main", seq: 0 });
      client.close();
    } finally {
      await host.stop();
    }
  });
});
