// The capture queue (Q1-Q6): what a hook client admitted, kept on disk until storage confirmed
// it. One file per batch under `<home>/.lnk/agent-context/captures/`, a `CaptureBatch` written
// durably (temp file, fsync, rename, directory fsync) before storage is contacted. Replay goes in
// admission order through `context.append` (batched) with each record's original source, so a lost
// acknowledgement finds the original sequence (C9); a batch file is removed only once every
// record in it is confirmed. An entry that is corrupt, truncated, foreign, or of a version this
// kit does not know is kept byte for byte and stops replay and context preparation, naming the
// file: nothing skips past it. Callers hold the queue's lock (`CaptureQueue.locked`) around
// admission and replay, so hook clients started at once take turns.

import { createHash } from "node:crypto";
import { join, resolve } from "node:path";

import type { CaptureBatch, Source } from "../../generated/index.js";
import type { Bridged } from "../bridge/client.js";
import { appendMany } from "../context/append.js";
import { Dir } from "../durable/dir.js";
import { lockDir, type Held } from "../durable/lock.js";
import { parseWithRaws, RawJson, stringify, type JsonValue } from "../json/index.js";
import { validate } from "../validate/index.js";

/** Where the queue lives under an adapter's home. */
export const QUEUE_DIR = join(".lnk", "agent-context", "captures");
export const BATCH_FORMAT = "link.capture-batch";
export const BATCH_VERSION = 1;
/** Q5: at most this many batches, this many bytes in all, and this many bytes in one batch. */
export const QUEUE_LIMITS = { batches: 1024, bytes: 64 * 1024 * 1024, batchBytes: 16 * 1024 * 1024 } as const;

/**
 * Why the queue refused or stopped.
 * - `full`: admission would pass a limit (Q5); nothing was written. Drain when storage is back.
 * - `too_large`: one batch over 16 MiB; split it.
 * - `corrupt`: an entry that is not a whole, checksummed CaptureBatch (a cut write, an edit).
 * - `foreign`: an entry of another agent, or not a capture batch at all.
 * - `unsupported`: an entry of a version this kit does not know.
 * The last three name the file, which is kept byte for byte; replay and context preparation stop
 * there until a person looks at it (`link-kit queue inspect`).
 */
export type QueueErrorKind = "full" | "too_large" | "corrupt" | "foreign" | "unsupported";

export class QueueError extends Error {
  override readonly name = "QueueError";
  /** The entry at fault, when there is one: the message starts with it. */
  readonly file?: string;

  constructor(kind: QueueErrorKind, detail: string, file?: string);
  constructor(
    readonly kind: QueueErrorKind,
    detail: string,
    file?: string,
  ) {
    super(file === undefined ? detail : `${file} ${detail}`);
    if (file !== undefined) this.file = file;
  }
}

/** One record to admit: its JSON text (kept byte for byte, C6) and its source (C4). */
export interface QueuedRecord {
  record: string;
  source: Source;
}

/** An entry as it is on disk: its file, sequence and size, and either its batch or why it cannot be used. */
export interface QueueEntry {
  file: string;
  seq: bigint;
  bytes: number;
  batch?: CaptureBatch & { recordTexts: string[] };
  problem?: QueueError;
}

/** What a drain did: batches and records confirmed, how many of those were repeats, what is left. */
export interface DrainReport {
  batches: number;
  records: number;
  repeated: number;
  left: number;
}

const ENTRY = /^(\d{16})\.json$/;
/** Where a batch file keeps its records' texts (kept byte for byte) and the array its checksum covers. */
const RAWS = [["records", "*", "record"], ["records"]] as const;

/** A batch file's bytes besides its records: the head (a thread name is at most 133 characters) and the checksum. */
const BATCH_FRAME_BYTES = 1024;

/** One record as a batch file holds it, its text kept as it is (C6). */
function recordEntry(r: QueuedRecord): string {
  return stringify({ source: r.source as unknown as JsonValue, record: new RawJson(r.record) });
}

/** The checksum of a batch: over the `records` array exactly as the file holds it. */
function checksum(recordsText: string): string {
  return `sha256:${createHash("sha256").update(recordsText).digest("hex")}`;
}

export class CaptureQueue {
  private constructor(
    private readonly dir: Dir,
    /** The agent this client captures for: entries of another are foreign. */
    readonly agent: string,
  ) {}

  /** Opens (creating it private, 0700) the queue under an adapter's home, for `agent`. */
  static open(home: string, agent: string): CaptureQueue {
    return new CaptureQueue(Dir.open(resolve(home, QUEUE_DIR), { create: true, mode: 0o700 }), agent);
  }

  get path(): string {
    return this.dir.path;
  }

  /** Runs `use` holding the queue's lock (Q4): hook clients of one home take turns. */
  async locked<T>(use: () => Promise<T>): Promise<T> {
    const held: Held = await lockDir(this.dir, "capture-queue", 30_000);
    try {
      return await use();
    } finally {
      await held.release();
    }
  }

  /** The entries' names and sequences in admission order, unread. Leftover temp files are not entries. */
  private names(): Array<{ name: string; seq: bigint; kind: string }> {
    return this.dir
      .list()
      .flatMap((e) => {
        const m = ENTRY.exec(e.name);
        return m ? [{ name: e.name, seq: BigInt(m[1] as string), kind: e.kind }] : [];
      })
      .sort((a, b) => (a.seq < b.seq ? -1 : a.seq > b.seq ? 1 : 0));
  }

  /** Every entry, in admission order, each read and checked (Q6). */
  entries(): QueueEntry[] {
    return this.names().map(({ name, seq, kind }) => {
      const file = join(this.dir.path, name);
      if (kind !== "file") return { file, seq, bytes: 0, problem: new QueueError("corrupt", `is not a regular file`, file) };
      const { bytes } = this.dir.readFile(name);
      try {
        return { file, seq, bytes: bytes.length, batch: this.check(bytes, seq, file) };
      } catch (error) {
        if (!(error instanceof QueueError)) throw error;
        return { file, seq, bytes: bytes.length, problem: error };
      }
    });
  }

  private check(bytes: Buffer, seq: bigint, file: string): CaptureBatch & { recordTexts: string[] } {
    let value: JsonValue;
    let recordTexts: string[];
    let recordsText: string;
    try {
      const text = bytes.toString("utf8");
      const parsed = parseWithRaws(text, RAWS);
      value = parsed.value;
      recordTexts = parsed.raws[0] ?? [];
      recordsText = parsed.raws[1]?.[0] ?? "";
    } catch (error) {
      throw new QueueError("corrupt", `is not whole JSON (${(error as Error).message}); it may be a cut write`, file);
    }
    const head = (value ?? {}) as { format?: unknown; version?: unknown; agent?: unknown };
    if (head.format !== BATCH_FORMAT)
      throw new QueueError("foreign", `is not a capture batch (format ${JSON.stringify(head.format)})`, file);
    if (head.version !== BATCH_VERSION)
      throw new QueueError(
        "unsupported",
        `is capture batch version ${String(head.version)}; this kit reads version ${BATCH_VERSION}`,
        file,
      );
    const checked = validate("link_harness_contract::CaptureBatch", value);
    if (!checked.ok)
      throw new QueueError("corrupt", `is not a CaptureBatch: ${checked.errors.map((e) => `${e.pointer}: ${e.message}`).join("; ")}`, file);
    const batch = checked.value;
    if (batch.agent !== this.agent) throw new QueueError("foreign", `holds agent ${batch.agent}'s captures, not ${this.agent}'s`, file);
    if (BigInt(batch.seq) !== seq) throw new QueueError("corrupt", `says it is batch ${String(batch.seq)}`, file);
    if (batch.checksum !== checksum(recordsText)) throw new QueueError("corrupt", `does not match its checksum`, file);
    return { ...batch, recordTexts };
  }

  /**
   * Admits one batch (Q1, Q5): written durably before the caller contacts storage. Refuses, and
   * writes nothing, when the queue is full or the batch too large. Call it holding the lock.
   */
  admit(thread: string, records: QueuedRecord[], admittedAt = new Date().toISOString()): QueueEntry {
    return this.admitGroups(thread, [records.map(recordEntry)], admittedAt)[0] as QueueEntry;
  }

  /**
   * Admits `records` as as many batches as the per-batch limit needs (Q5), in order: all of them,
   * or nothing when the queue has no room for them all. A record too large for a batch of its own
   * refuses the admission (`too_large`, naming its source), or, given `oversized`, is handed to it
   * and left out (the only record the queue can never hold).
   */
  admitAll(
    thread: string,
    records: QueuedRecord[],
    admittedAt = new Date().toISOString(),
    oversized?: (record: QueuedRecord, bytes: number) => void,
  ): QueueEntry[] {
    const groups: string[][] = [];
    let group: string[] = [];
    let size = 0;
    for (const r of records) {
      const text = recordEntry(r);
      const bytes = Buffer.byteLength(text) + 1; // and its comma
      if (bytes > QUEUE_LIMITS.batchBytes - BATCH_FRAME_BYTES) {
        if (oversized !== undefined) {
          oversized(r, bytes);
          continue;
        }
        throw new QueueError(
          "too_large",
          `the record ${r.source.adapter}/${r.source.native_session}/${r.source.native_record} takes ${bytes} bytes, more than a batch holds (${QUEUE_LIMITS.batchBytes} bytes in all); nothing was admitted`,
        );
      }
      if (group.length > 0 && size + bytes > QUEUE_LIMITS.batchBytes - BATCH_FRAME_BYTES) {
        groups.push(group);
        group = [];
        size = 0;
      }
      group.push(text);
      size += bytes;
    }
    if (group.length > 0) groups.push(group);
    return this.admitGroups(thread, groups, admittedAt);
  }

  /** Writes one batch per group of record entries, after checking the limits for them all. */
  private admitGroups(thread: string, groups: string[][], admittedAt: string): QueueEntry[] {
    // Counted from the names and sizes only: admission must stay cheap with a thousand entries.
    const entries = this.names().map((e) => ({ ...e, bytes: e.kind === "file" ? Number(this.dir.identify(e.name)?.size ?? 0) : 0 }));
    const first = (entries.at(-1)?.seq ?? 0n) + 1n;
    const texts = groups.map((group, i) => {
      const recordsText = `[${group.join(",")}]`;
      const head = {
        format: BATCH_FORMAT,
        version: BATCH_VERSION,
        seq: first + BigInt(i),
        agent: this.agent,
        thread,
        admitted_at: admittedAt,
      };
      const text = `${stringify(head as unknown as JsonValue).slice(0, -1)},"records":${recordsText},"checksum":${JSON.stringify(checksum(recordsText))}}\n`;
      const bytes = Buffer.byteLength(text);
      if (bytes > QUEUE_LIMITS.batchBytes)
        throw new QueueError(
          "too_large",
          `a batch of ${bytes} bytes is over the ${QUEUE_LIMITS.batchBytes}-byte limit; admit fewer records at once`,
        );
      return { text, bytes };
    });
    const used = entries.reduce((n, e) => n + e.bytes, 0);
    const adding = texts.reduce((n, t) => n + t.bytes, 0);
    if (entries.length + texts.length > QUEUE_LIMITS.batches || used + adding > QUEUE_LIMITS.bytes) {
      throw new QueueError(
        "full",
        `the capture queue at ${this.dir.path} is full (${entries.length} of ${QUEUE_LIMITS.batches} batches, ${used} of ${QUEUE_LIMITS.bytes} bytes; ${texts.length} batch(es) of ${adding} bytes to admit); nothing was admitted: it drains when storage is reachable`,
      );
    }
    return texts.map(({ text, bytes }, i) => {
      const seq = first + BigInt(i);
      const name = `${String(seq).padStart(16, "0")}.json`;
      this.dir.writeAtomic(name, text, 0o600, { locked: true });
      return { file: join(this.dir.path, name), seq, bytes };
    });
  }

  /**
   * Replays every entry in order (Q2, Q3): each record through `context.append` with its
   * original source; a batch file is removed once all its records are confirmed. Stops at the
   * first entry that cannot be used (throws its QueueError) and at the first failed append
   * (throws it): what is left stays queued. Call it holding the lock.
   */
  async drain(bridge: Bridged, onBatch?: (done: number, total: number) => void): Promise<DrainReport> {
    const entries = this.entries();
    const report: DrainReport = { batches: 0, records: 0, repeated: 0, left: entries.length };
    for (const entry of entries) {
      if (entry.problem) throw entry.problem;
      const batch = entry.batch as NonNullable<QueueEntry["batch"]>;
      // One batch append per few MiB: a lost reply retried finds every record at its sequence (C9).
      const outcomes = await appendMany(
        bridge,
        batch.thread,
        batch.records.map((r, i) => ({ record: batch.recordTexts[i] as string, source: r.source })),
      );
      report.records += outcomes.length;
      report.repeated += outcomes.filter((o) => o.repeated).length;
      this.dir.unlink(entry.file.slice(this.dir.path.length + 1));
      report.batches++;
      report.left--;
      onBatch?.(report.batches, entries.length);
    }
    return report;
  }

  /** Throws the first unusable entry's error (Q6): context preparation must not go past it. */
  assertReadable(): void {
    const bad = this.entries().find((e) => e.problem);
    if (bad?.problem) throw bad.problem;
  }

  close(): void {
    this.dir.close();
  }
}
