// The demo's portable-context part: real transcripts (test/fixtures, copied from
// ../shared/fixtures) captured through the bridge, the event view beside a raw record, a memory
// document written, corrected and deleted, and a snapshot whose cursor then reports later activity.

import { readFileSync } from "node:fs";
import { join } from "node:path";

import type { Bridged } from "../bridge/client.js";
import { captureTranscript, CLAUDE_CODE, CODEX } from "../capture/index.js";
import { appendRecord, cursorCurrent, MemoryDocs, readContext } from "../context/index.js";
import { rawValues } from "../json/index.js";
import { PACKAGE_ROOT } from "../root.js";
import { isoTime } from "../time.js";

/** One step of the demo as it is reported: what, whether it held, and what was seen. */
export interface DemoStep {
  name: string;
  ok: boolean;
  detail: string;
  /** Why the step did not run (it is then neither passed nor failed). */
  skipped?: string;
}

/** A version as the demo shows it: opaque numbers the host hands out, by their last four digits. */
export const ver = (version: unknown) => `v…${String(version).slice(-4)}`;

const FIXTURES = join(PACKAGE_ROOT, "test", "fixtures");

const clip = (text: string, n = 60) => (text.length > n ? `${text.slice(0, n - 1)}…` : text).replace(/\n/g, " ");

export async function contextDemo(client: Bridged, say: (step: DemoStep) => void): Promise<void> {
  const files = [
    { harness: CLAUDE_CODE, file: join(FIXTURES, "claude-code", "spotter_short_v2.1.38.jsonl") },
    { harness: CODEX, file: join(FIXTURES, "codex", "simonw-cct_sample_codex_session_v0.77.0.jsonl") },
  ] as const;
  let appended = 0;
  for (const { harness, file } of files) {
    for (const c of captureTranscript(harness, readFileSync(file, "utf8"), file)) {
      await appendRecord(client, "link:demo", c.record, c.source);
      appended++;
    }
  }
  const snapshot = await readContext(client, { thread: "link:demo", memory: ["tabs"] });
  const events = snapshot.events();
  const byteExact = snapshot.records.every((r) => rawValues(r.raw, ["native"]).length === 1);
  say({
    name: "capture",
    ok: snapshot.records.length === appended && byteExact,
    detail: `${appended} native lines from 2 real transcripts appended; ${events.length} became events, ${appended - events.length} stay raw-only`,
  });
  const sample = snapshot.records.find((r) => r.event?.role === "assistant" && (r.event.text ?? "").trim().length > 10);
  if (sample?.event) {
    const native = rawValues(sample.raw, ["native"])[0] ?? "";
    say({
      name: "view",
      ok: true,
      detail: `seq ${sample.seq} raw ${clip(native, 70)}\n                 event ${sample.event.role} "${clip(sample.event.text ?? "")}"`,
    });
  }
  const thinking = snapshot.records.find((r) => r.raw.includes('"type":"thinking"'));
  say({
    name: "reasoning",
    ok: thinking !== undefined && thinking.event === undefined,
    detail: `a thinking block (seq ${thinking?.seq}) is kept in the raw log and yields no readable event`,
  });

  const docs = new MemoryDocs(client);
  const v1 = await docs.create({
    id: "tabs",
    text: "prefers spaces",
    source: { adapter: CLAUDE_CODE, native_session: "s1", native_record: "MEMORY.md" },
    evidence: [{ thread: "link:demo", seq: 4 }],
    modified_at: isoTime(),
  });
  const read = await docs.get("tabs");
  const v2 = await docs.update(
    { ...(read.memory as NonNullable<typeof read.memory>), text: "prefers tabs", modified_at: isoTime() },
    v1,
    read.raw,
  );
  const v3 = await docs.delete(await docs.get("tabs"));
  const deleted = await docs.get("tabs");
  say({
    name: "memory",
    ok: deleted.memory?.deleted === true && deleted.memory.text === "",
    detail: `tabs: created at ${ver(v1)}, corrected at ${ver(v2)}, deleted at ${ver(v3)} (a sourced deletion: ID, source and evidence kept)`,
  });

  await appendRecord(
    client,
    "link:demo",
    { role: "user", text: "one more thing" },
    { adapter: "demo", native_session: "s", native_record: "late" },
  );
  const status = await cursorCurrent(client, snapshot.cursor);
  say({
    name: "cursor",
    ok: !status.current && status.moved && status.changed.length === 1,
    detail: `snapshot through ${snapshot.cursor.through_seq}; now last ${status.last}, changed: ${status.changed.join(", ")}`,
  });
}
