// The batch append (C6, C9; issue 13): many captured records in one request and one durable write,
// with per-record source idempotency and exact sequences, through a real host.

import { describe, expect, it } from "vitest";

import { appendMany, appendRecord, prepareMany, sendMany } from "../../src/context/index.js";
import type { PreparedRequest } from "../../src/bridge/client.js";
import { parse } from "../../src/json/index.js";
import { suiteHost } from "../helpers/host.js";

const suite = suiteHost();
const item = (n: number, text = `t${n}`) => ({
  record: `{ "role": "user", "text": "${text}", "n": 18446744073709551615 }`,
  source: { adapter: "codex", native_session: "s", native_record: `line:${n}` },
});

describe("context_append_batch (C6, C9)", () => {
  it("C9: a batch appends in order; a source seen before, or earlier in the same batch, returns its original sequence", async () => {
    const client = suite.host.client(suite.agent);
    expect(await appendRecord(client, "link:b1", item(1).record, item(1).source)).toEqual({ seq: 1, repeated: false });
    const out = await appendMany(client, "link:b1", [item(1), item(2), item(3), item(2)]);
    expect(out).toEqual([
      { seq: 1, repeated: true },
      { seq: 2, repeated: false },
      { seq: 3, repeated: false },
      { seq: 2, repeated: true },
    ]);
    expect(await client.call({ kind: "conversation_last", thread: "link:b1" })).toMatchObject({ seq: 3 });
    expect(await appendMany(client, "link:b1", [])).toEqual([]);
  });

  it("C6: each record keeps its bytes as sent, spacing and a u64 included", async () => {
    const client = suite.host.client(suite.agent);
    await appendMany(client, "link:b2", [item(1), item(2)]);
    const read = await client.requestWithText({ kind: "conversation_read", thread: "link:b2", from: 1, through: 2 });
    expect(read.recordTexts).toEqual([item(1).record, item(2).record]);
  });

  it("C9: a source captured before with other content refuses the whole batch, and nothing of it is written", async () => {
    const client = suite.host.client(suite.agent);
    await appendMany(client, "link:b3", [item(1)]);
    await expect(appendMany(client, "link:b3", [item(2), item(1, "changed"), item(3)])).rejects.toMatchObject({
      kind: "source_conflict",
      message: expect.stringContaining("record 1 of the batch"),
    });
    await expect(appendMany(client, "link:b3", [item(4), item(4, "other")])).rejects.toMatchObject({ kind: "source_conflict" });
    expect(await client.call({ kind: "conversation_last", thread: "link:b3" })).toMatchObject({ seq: 1 });
  });

  it("K6: a record holding a number JSON cannot carry exactly is refused `invalid` with its pointer, the batch unwritten", async () => {
    const client = suite.host.client(suite.agent);
    const bad = { record: '{"role":"user","n":1e400}', source: { adapter: "codex", native_session: "s", native_record: "line:9" } };
    await expect(appendMany(client, "link:b4", [item(1), bad])).rejects.toMatchObject({
      kind: "invalid",
      message: expect.stringContaining("/records/1/record/n"),
    });
    expect(await client.call({ kind: "conversation_last", thread: "link:b4" })).toMatchObject({ seq: 0 });
  });

  it("C9: prepared batches (encoded ahead, as an import does while the previous piece is stored) append as appendMany does; a batch that cannot be prepared refuses when its turn comes, after the ones before it", async () => {
    const client = suite.host.client(suite.agent);
    const big = (n: number) => ({
      record: `{"role":"user","text":"${"x".repeat(3 * 1024 * 1024)}"}`,
      source: { adapter: "codex", native_session: "s", native_record: `big:${n}` },
    });
    const huge = {
      record: `{"role":"user","text":"${"\\u0000".repeat(3 * 1024 * 1024)}"}`,
      source: { adapter: "codex", native_session: "s", native_record: "huge" },
    };
    // Three batches: a big record, a huge one (its frame passes the cap once escaped), another big one.
    const prepared = prepareMany(client, "link:b5", [big(1), huge, big(2)]);
    expect(prepared.batches.map((b) => b.request instanceof Error)).toEqual([false, true, false]);
    await expect(sendMany(client, prepared)).rejects.toMatchObject({ kind: "too_large" });
    expect(await client.call({ kind: "conversation_last", thread: "link:b5" })).toMatchObject({ seq: 1 });
    // A prepared request goes once; the next is prepared anew.
    const once = client.prepare({ kind: "conversation_last", thread: "link:b5" });
    expect(await client.callPrepared(once)).toMatchObject({ kind: "last", seq: 1 });
    expect(() => client.callPrepared(once)).toThrow(/sent already/);
    expect(() => client.prepare({ kind: "conversation_last", thread: "not a thread" })).toThrow(/not a store::Request/);
  });

  it("C6 C9: a large frame's records (scanned by the addon, stored as the bytes that came in) keep their bytes, find their repeats in small frames and are refused as small frames' are", async () => {
    const client = suite.host.client(suite.agent);
    const pad = "y".repeat(40 * 1024); // one record past the size at which the host scans natively
    const large = (n: number, text = `t${n}`) => ({
      record: `{ "role": "user", "text": "${text}", "pad": "${pad}", "é": "😀\\u00e9" }`,
      source: { adapter: "codex", native_session: "s", native_record: `large:${n}` },
    });
    // Sent as parts, the native line as bytes, as an import sends what it read.
    const head = '{"role":"user","native":';
    const native = Buffer.from(`{"uuid":"u-1","n":[1, 2.5],"text":"${pad}"}`);
    const parted = {
      record: `${head}${native.toString()}}`,
      parts: { head, native },
      source: { adapter: "claude-code", native_session: "s", native_record: "u-1" },
    };
    expect(await appendMany(client, "link:b6", [large(1), item(2), parted])).toEqual([
      { seq: 1, repeated: false },
      { seq: 2, repeated: false },
      { seq: 3, repeated: false },
    ]);
    // Repeats found whichever way the original came and the retry goes.
    expect(await appendRecord(client, "link:b6", large(1).record, large(1).source)).toEqual({ seq: 1, repeated: true });
    expect(await appendMany(client, "link:b6", [item(2), large(1), parted])).toEqual([
      { seq: 2, repeated: true },
      { seq: 1, repeated: true },
      { seq: 3, repeated: true },
    ]);
    const read = await client.requestWithText({ kind: "conversation_read", thread: "link:b6", from: 1, through: 3 });
    expect(read.recordTexts).toEqual([large(1).record, item(2).record, parted.record]);
    // What the scan declines, the parser refuses as it does in a small frame: a duplicate key is
    // no JSON the host takes, and the connection is dropped.
    const duplicate = (n: number, padding: string) => ({ ...large(n), record: `{"a":1,"a":2,"pad":"${padding}"}` });
    for (const padding of ["", pad])
      await expect(appendMany(client, "link:b6", [duplicate(4, padding)], { attempts: 1 })).rejects.toMatchObject({ kind: "uncertain" });
    await expect(appendMany(client, "link:b6", [large(6, "other"), large(1, "changed")])).rejects.toMatchObject({
      kind: "source_conflict",
      message: expect.stringContaining("record 1 of the batch"),
    });
    await expect(appendMany(client, "link:b6", [large(7), { ...large(8), record: `{"pad":"${pad}","n":1e400}` }])).rejects.toMatchObject({
      kind: "invalid",
      message: expect.stringContaining("/records/1/record/n"),
    });
    expect(await client.call({ kind: "conversation_last", thread: "link:b6" })).toMatchObject({ seq: 3 });
  });

  it("C9: a batch sent again after an uncertain outcome is the same request under a new id, and finds every record at its sequence", async () => {
    const client = suite.host.client(suite.agent);
    const request = prepareMany(client, "link:b7", [item(1), item(2)]).batches[0]?.request as PreparedRequest;
    // The first attempt lands; its reply is what a caller would have lost.
    expect(await client.callPrepared(request)).toMatchObject({ results: [{ seq: 1 }, { seq: 2 }] });
    const again = client.prepareAgain(request);
    const body = (frame: Buffer) => parse(frame.subarray(4)) as { id: number; request: unknown };
    expect(body(again.first.frame).id).not.toBe(body(request.first.frame).id);
    expect(body(again.first.frame).request).toEqual(body(request.first.frame).request);
    expect(await client.callPrepared(again)).toMatchObject({
      results: [
        { seq: 1, repeated: true },
        { seq: 2, repeated: true },
      ],
    });
  });
});
