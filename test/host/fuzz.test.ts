// Fuzzing a running host from outside (B5, B7, B8, C9, K6): hostile frames before and after the
// handshake, each followed by a legitimate request that must succeed with the data unchanged,
// while the host's resident memory and open descriptors are sampled and bounded. The host is a
// real `link-kit host serve` process, so a crash, a leak or a wedged listener shows.
// LINK_KIT_FUZZ_RUNS sets the count (default 120; the full run uses 2,000), LINK_KIT_FUZZ_SEED
// the seed (printed, so a failure can be replayed).

import { connect } from "node:net";

import fc from "fast-check";
import { describe, expect, it } from "vitest";

import type { U64 } from "../../generated/index.js";
import { Bridged } from "../../src/bridge/client.js";
import { bindingFrom, readSettings } from "../../src/bridge/config.js";
import { FRAME_MAX } from "../../src/bridge/frames.js";
import { stringify, type JsonValue } from "../../src/json/index.js";
import { serveAgent } from "../helpers/cli.js";
import { openDescriptors, residentBytes, running } from "../helpers/proc.js";
import { exchange, provenSocket, rawFrame, type Identity } from "../helpers/wire.js";

const RUNS = Number(process.env.LINK_KIT_FUZZ_RUNS ?? 120);
const SEED = Number(process.env.LINK_KIT_FUZZ_SEED ?? Date.now() % 2 ** 31);

/** One hostile input: bytes to send, before the handshake or after it. */
interface Hostile {
  phase: "before" | "after";
  /** Its kind, for the tally. */
  label: string;
  /** What exactly was sent, for a failure's message. */
  what: string;
  bytes: Buffer;
}

/** The test's own oracle for an id a reply may carry: an exact u64. */
const exactId = (id: unknown) =>
  (typeof id === "number" && Number.isSafeInteger(id) && id >= 0) || (typeof id === "bigint" && id >= 0n && id < 2n ** 64n);
const frameOf = (value: unknown) => rawFrame(stringify(value as JsonValue));
const input = (phase: Hostile["phase"], label: string, bytes: Buffer, what = label): Hostile => ({ phase, label, what, bytes });
const nested = (depth: number) => "[".repeat(depth);

/** Values a field might hold that it should not: wrong types, hostile strings, odd numbers. */
const oddScalar = fc.oneof(
  fc.constantFrom(
    "1e400",
    "-1",
    "1.5",
    "18446744073709551616",
    "-9223372036854775809",
    "null",
    "true",
    '""',
    "[]",
    "{}",
    '"\\ud800"',
    '"../x"',
    '"home/\\u0000"',
    '"/etc/passwd"',
  ),
  fc.integer().map(String),
  fc.string({ maxLength: 40 }).map((s) => JSON.stringify(s)),
);

/** Operations with fields swapped for odd values, kept away from the sentinel's path and thread. */
function hostileRequest(agent: string, owner: string): fc.Arbitrary<string> {
  const op = fc.oneof(
    fc
      .tuple(fc.constantFrom("file_read", "file_delete", "file_write"), oddScalar, oddScalar)
      .map(([kind, path, v]) => `{"kind":"${kind}","path":${path},"content":${v},"expected":${v}}`),
    fc.tuple(fc.constantFrom("file_list"), oddScalar).map(([kind, prefix]) => `{"kind":"${kind}","prefix":${prefix}}`),
    fc
      .tuple(fc.constantFrom("conversation_last", "conversation_read", "lease_acquire", "lease_release"), oddScalar, oddScalar)
      .map(
        ([kind, thread, n]) => `{"kind":"${kind}","thread":${thread},"from":${n},"through":${n},"holder":${n},"ttl_ms":${n},"lease":${n}}`,
      ),
    fc
      .tuple(oddScalar, fc.integer({ min: 0, max: 5 }))
      .map(([v, n]) => `{"kind":"conversation_append","thread":"link:fuzz","records":[{"v":${v}}],"expected_last":${n}}`),
    fc
      .tuple(oddScalar, oddScalar, fc.string({ maxLength: 8 }))
      .map(
        ([v, w, r]) =>
          `{"kind":"context_append","thread":"link:fuzz","record":{"role":"user","text":"t","v":${v},"w":${w}},"source":{"adapter":"fuzz","native_session":"s","native_record":${JSON.stringify(r)}}}`,
      ),
    fc.jsonValue({ maxDepth: 3 }).map((v) => stringify(v as JsonValue)),
  );
  const id = fc.oneof(fc.nat().map(String), oddScalar);
  return fc
    .tuple(id, op, fc.boolean())
    .map(
      ([i, o, mine]) =>
        `{"type":"request","id":${i},"request":{"agent":"${mine ? agent : "agt-0000000000000000"}","owner":"${mine ? owner : "mallory"}","op":${o}}}`,
    );
}

function hostile(agent: string, owner: string, largeNesting: number): fc.Arbitrary<Hostile> {
  const before: fc.Arbitrary<Hostile> = fc.oneof(
    fc.uint8Array({ maxLength: 6000 }).map((b) => input("before", "random bytes", Buffer.from(b))),
    fc.integer({ min: 4097, max: 2 ** 32 - 1 }).map((n) => {
      const head = Buffer.alloc(4);
      head.writeUInt32BE(n, 0);
      return input("before", "an oversized frame header", head, `a ${n}-byte frame header`);
    }),
    fc
      .jsonValue({ maxDepth: 4 })
      .map((v) => input("before", "a JSON value for a handshake", frameOf(v), stringify(v as JsonValue).slice(0, 200))),
    fc.integer({ min: 100, max: 4000 }).map((n) => input("before", "deep nesting", rawFrame(nested(n)), `${n} levels of nesting`)),
    fc
      .tuple(oddScalar, oddScalar)
      .map(([n, m]) =>
        input(
          "before",
          "a forged response",
          rawFrame(`{"type":"response","agent":"${agent}","owner":"${owner}","nonce":${n},"mac":${m}}`),
          `nonce ${n}, mac ${m}`,
        ),
      ),
  );
  const after: fc.Arbitrary<Hostile> = fc.oneof(
    fc.uint8Array({ maxLength: 6000 }).map((b) => input("after", "random bytes", Buffer.from(b))),
    fc.integer({ min: FRAME_MAX + 1, max: 2 ** 32 - 1 }).map((n) => {
      const head = Buffer.alloc(4);
      head.writeUInt32BE(n, 0);
      return input("after", "an oversized frame header", head, `a ${n}-byte frame header`);
    }),
    fc.integer({ min: 10, max: 1 << 20 }).map((n) => {
      const head = Buffer.alloc(4);
      head.writeUInt32BE(n + 100, 0);
      return input("after", "a partial frame, then silence", Buffer.concat([head, Buffer.alloc(n, 0x20)]), `${n} of ${n + 100} bytes`);
    }),
    fc.integer({ min: 128, max: largeNesting }).map((n) => input("after", "deep nesting", rawFrame(nested(n)), `${n} levels of nesting`)),
    hostileRequest(agent, owner).map((r) => input("after", "a request with odd fields", rawFrame(r), r.slice(0, 300))),
    fc
      .array(hostileRequest(agent, owner), { minLength: 2, maxLength: 80 })
      .map((rs) => input("after", "many requests at once, replies unread", Buffer.concat(rs.map(rawFrame)), rs.join("\n").slice(0, 2000))),
    fc
      .tuple(fc.string({ maxLength: 50 }), fc.integer({ min: 1, max: 3 }))
      .map(([s, n]) => input("after", "text that may not be JSON", rawFrame(s.repeat(n)), JSON.stringify(s.repeat(n)))),
    fc
      .constantFrom(
        '{"type":"request","id":1,"request":{}}',
        '{"type":"reply","id":1,"reply":{"kind":"last"}}',
        '{"type":"challenge","protocol":1,"nonce":"00"}',
        "[]",
        "null",
        '{"type":"request","id":1,"id":2}',
      )
      .map((s) => input("after", "a frame of the wrong kind", rawFrame(s), s)),
  );
  return fc.oneof(before, after);
}

/** Sends hostile bytes before the handshake: answers the challenge with them. */
async function beforeHandshake(endpoint: string, bytes: Buffer): Promise<void> {
  await new Promise<void>((resolve) => {
    const socket = connect(endpoint);
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve();
    };
    const timer = setTimeout(done, 300);
    socket.once("data", () => socket.write(bytes, () => undefined));
    socket.on("error", () => undefined);
    socket.on("close", done);
  });
}

describe("fuzz: hostile frames against a served host (B5, B7, B8, C9, K6)", () => {
  it(`B5 B7: ${RUNS} hostile inputs before and after the handshake; after each, a legitimate request succeeds with unchanged data, and memory and descriptors stay bounded`, async () => {
    const served = await serveAgent("home");
    const pid = served.process.pid as number;
    const binding = bindingFrom(readSettings(served.cfg));
    const me: Identity = { id: binding.agent, owner: binding.owner, secret: binding.key };
    const client = new Bridged(binding, { timeoutMs: 20_000 });
    try {
      // The data every hostile input must leave as it is.
      const written = await client.call({ kind: "file_write", path: "home/sentinel.txt", content: "sentinel", expected: 0 });
      const version: U64 = written.kind === "written" ? written.version : 0;
      await client.call({ kind: "conversation_append", thread: "link:main", records: [{ n: 1 }, { n: 2 }, { n: 3 }], expected_last: 0 });
      const check = async (after: string) => {
        const file = await client.request({ kind: "file_read", path: "home/sentinel.txt" });
        expect(file, after).toEqual({ kind: "file", path: "home/sentinel.txt", content: "sentinel", version });
        const read = await client.request({ kind: "conversation_read", thread: "link:main", from: 1, through: 10 });
        expect(read, after).toEqual({
          kind: "records",
          thread: "link:main",
          records: [
            { seq: 1, record: { n: 1 } },
            { seq: 2, record: { n: 2 } },
            { seq: 3, record: { n: 3 } },
          ],
        });
      };
      await check("before fuzzing");
      const baseline = { rss: residentBytes(pid), fds: openDescriptors(pid) };
      const peak = { rss: 0, fds: 0 };
      const counts: Record<string, number> = {};
      console.log(`fuzz: seed ${SEED}, ${RUNS} runs (LINK_KIT_FUZZ_SEED=${SEED} replays them)`);
      await fc.assert(
        fc.asyncProperty(hostile(me.id, me.owner, RUNS > 500 ? 16 * 1024 * 1024 : 1 << 20), async (input) => {
          const kind = `${input.phase}: ${input.label}`;
          counts[kind] = (counts[kind] ?? 0) + 1;
          if (input.phase === "before") await beforeHandshake(binding.endpoint, input.bytes);
          else {
            const conn = await provenSocket(binding.endpoint, me);
            const { frames } = await exchange(conn, input.bytes, 100);
            conn.close();
            // Bad input is refused for what it is; `internal` would mean the host failed at it.
            // A reply answers a request by its exact id, never by `null` or a number rounded.
            for (const frame of frames as Array<{ type?: string; id?: unknown; reply?: { error?: string } }>) {
              expect({ type: frame.type, exactId: exactId(frame.id), internal: frame.reply?.error === "internal" }, input.what).toEqual({
                type: "reply",
                exactId: true,
                internal: false,
              });
            }
          }
          await check(`after ${input.phase} the handshake: ${input.what}`);
          peak.rss = Math.max(peak.rss, residentBytes(pid));
          peak.fds = Math.max(peak.fds, openDescriptors(pid));
          expect(running(pid)).toBe(true);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      // A fresh client still gets through: the listener is alive.
      const fresh = new Bridged(binding);
      expect(await fresh.request({ kind: "conversation_last", thread: "link:main" })).toEqual({
        kind: "last",
        thread: "link:main",
        seq: 3,
      });
      fresh.close();
      await new Promise((r) => setTimeout(r, 200));
      const settled = openDescriptors(pid);
      // Whatever the fuzz left on disk opens again: every thread it touched is served after a restart.
      await served.restart();
      await check("after a restart");
      for (const thread of ["link:fuzz", "link:main"] as const) {
        expect(await client.request({ kind: "conversation_last", thread }), thread).toMatchObject({ kind: "last" });
      }
      // No spelling of an ill-formed name landed on a file.
      const listed = await client.call({ kind: "file_list", prefix: "" });
      expect(JSON.stringify(listed).includes("\\ufffd") || JSON.stringify(listed).includes("\ufffd")).toBe(false);
      console.log(
        `fuzz: ${RUNS} inputs; host RSS ${(baseline.rss / 2 ** 20).toFixed(0)} MiB at start, peak ${(peak.rss / 2 ** 20).toFixed(0)} MiB; descriptors ${baseline.fds} at start, peak ${peak.fds}, ${settled} after; ${JSON.stringify(counts)}`,
      );
      // Bounded: a few frames' worth of memory over the start, and no descriptor kept per connection.
      expect(peak.rss - baseline.rss).toBeLessThan(256 * 2 ** 20);
      expect(settled).toBeLessThanOrEqual(baseline.fds + 4);
    } finally {
      client.close();
      await served.stop();
    }
  }, 900_000);
});
