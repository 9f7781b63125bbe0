// The capture queue (Q1-Q6): what a hook client admitted, kept on disk until storage confirmed
// it. One file per batch under `<home>/.lnk/agent-context/captures/`, a `CaptureBatch` written
// durably (temp file, fsync, rename, directory fsync) before storage is contacted. Replay goes in
// admission order through `context.append` (batched) with each record's original source, so a lost
// acknowledgement finds the original sequence (C9); a batch file is removed only once every
// record in it is confirmed. An entry that is corrupt, truncated, foreign, or of a version this
// kit does not know is kept byte for byte and stops replay and context preparation, naming the
// file: nothing skips past it; a file in the queue that is no entry at all is foreign too. A
// batch the store refuses for a record's content (a source captured before with other content,
// a record it cannot take) is different: its other records are stored one by one, and the batch is
// set aside whole under `set-aside/`, with why, reported once and listed by `queue status`, so
// capture goes on with what follows. Callers hold the queue's lock (`CaptureQueue.locked`) around
// admission and replay, so hook clients started at once take turns.

import { createHash, randomBytes } from "node:crypto";
import { basename, join, resolve } from "node:path";

import type { CaptureBatch, Source } from "../../generated/index.js";
import type { Bridged } from "../bridge/client.js";
import { StoreRefusal } from "../bridge/errors.js";
import { appendMany, appendRecord } from "../context/append.js";
import { Dir, FsError } from "../durable/dir.js";
import { lockDir, type Held } from "../durable/lock.js";
import { parse, parseWithRaws, RawJson, stringify, type JsonValue } from "../json/index.js";
import { validate } from "../validate/index.js";

/** Where the queue lives under an adapter's home. */
export const QUEUE_DIR = join(".lnk", "agent-context", "captures");
export const BATCH_FORMAT = "link.capture-batch";
export const BATCH_VERSION = 1;
/** Q5: at most this many batches, this many bytes in all, and this many bytes in one batch. */
/** A size as people read it: `12.3 MiB`. */
export const mib = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;

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

/** A batch set aside: its file (the original, byte for byte) and why, with each refused record. */
export interface SetAside {
  file: string;
  seq: bigint;
  thread: string;
  /** The records of the batch the store took (stored, or found stored). */
  stored: number;
  refused: Array<{ index: number; source: Source; kind: string; message: string }>;
}

/**
 * What a drain did: batches and records confirmed, how many of those were repeats, what is left,
 * and the batches it set aside (each named here once, on the drain that set it aside).
 */
export interface DrainReport {
  batches: number;
  records: number;
  repeated: number;
  left: number;
  setAside: SetAside[];
}

/** One line naming a set-aside batch and why, for a person (`set_aside: <file>: ...`). */
export function setAsideLine(aside: SetAside): string {
  const why = aside.refused
    .map((r) => `record ${r.index} (${r.source.adapter}/${r.source.native_session}/${r.source.native_record}) ${r.kind}: ${r.message}`)
    .join("; ");
  return `set_aside: ${aside.file}: the store refused ${aside.refused.length} record(s) of this batch for ${aside.thread} for their content (${why}); its ${aside.stored} other record(s) are stored; the batch is kept there and capture goes on`;
}

/** An entry's name: its sequence in 16 digits. Any other name in the queue is a foreign file. */
const ENTRY = /^(\d{16})\.json$/;
/** writeAtomic's temp files, left by a writer that died: not entries, and removed under the lock. */
const TEMP = /^\..*\.tmp-[0-9a-f]{16}$/;
/** Where batches the store refused for a record's content are kept, with why. */
const SET_ASIDE = "set-aside";
/** The largest sequence an entry's name holds. */
const LAST_SEQ = 10n ** 16n - 1n;
/** The refusals that are about a record's content, not about storage: replaying again cannot change them. */
const CONTENT_REFUSALS = new Set(["source_conflict", "invalid", "too_large"]);
/** Where a batch file keeps its records' texts (kept byte for byte) and the array its checksum covers. */
const RAWS = [["records", "*", "record"], ["records"]] as const;

/** A batch file's bytes besides its records: the head (a thread name is at most 133 characters) and the checksum. */
const BATCH_FRAME_BYTES = 1024;

/** One record as a batch file holds it, its text kept as it is (C6). */
function recordEntry(r: QueuedRecord): string {
  return stringify({ source: r.source as unknown as JsonValue, record: new RawJson(r.record) });
}

/** A set-aside batch's name: its sequence, and a random part (sequences start again in an empty queue). */
const SET_ASIDE_NAME = /^\d{16}-[0-9a-f]{8}\.json$/;

/** The note beside a set-aside batch, saying why it was set aside. */
function noteName(setAside: string): string {
  return setAside.replace(/\.json$/, ".why.json");
}

/** An entry's file name: its sequence in 16 digits. */
function entryName(seq: bigint): string {
  return `${String(seq).padStart(16, "0")}.json`;
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

  /** The queue under an adapter's home when one was ever made there; undefined otherwise. */
  static openIfPresent(home: string, agent: string): CaptureQueue | undefined {
    try {
      return new CaptureQueue(Dir.open(resolve(home, QUEUE_DIR)), agent);
    } catch (error) {
      if (error instanceof FsError && error.kind === "not_found") return undefined;
      throw error;
    }
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

  /**
   * The entries' names and sequences in admission order, unread, and the names of everything else
   * in the queue that is not a leftover temp file or the set-aside directory: foreign files.
   */
  private names(): { entries: Array<{ name: string; seq: bigint; kind: string }>; foreign: Array<{ name: string; kind: string }> } {
    const entries: Array<{ name: string; seq: bigint; kind: string }> = [];
    const foreign: Array<{ name: string; kind: string }> = [];
    for (const e of this.dir.list()) {
      const m = ENTRY.exec(e.name);
      if (m) entries.push({ name: e.name, seq: BigInt(m[1] as string), kind: e.kind });
      else if (!(TEMP.test(e.name) && e.kind === "file") && !(e.name === SET_ASIDE && e.kind === "directory"))
        foreign.push({ name: e.name, kind: e.kind });
    }
    entries.sort((a, b) => (a.seq < b.seq ? -1 : a.seq > b.seq ? 1 : 0));
    foreign.sort((a, b) => (a.name < b.name ? -1 : 1));
    return { entries, foreign };
  }

  /**
   * Files in the queue that are no entry of it (another program's, or an entry renamed by hand):
   * kept as they are, never read as batches; they refuse context preparation (Q6) until a person
   * moves them out, and `queue status` names them.
   */
  foreign(): QueueError[] {
    return this.names().foreign.map(
      ({ name, kind }) =>
        new QueueError(
          "foreign",
          `is not a capture batch of this queue (${kind === "file" ? "an entry is named <16 digits>.json" : `a ${kind}`}); it is kept as it is`,
          join(this.dir.path, name),
        ),
    );
  }

  /** Every entry, in admission order, each read and checked (Q6). */
  entries(): QueueEntry[] {
    return this.names().entries.map((e) => this.entryOf(e));
  }

  /** One entry, read and checked. */
  private entryOf({ name, seq, kind }: { name: string; seq: bigint; kind: string }): QueueEntry {
    const file = join(this.dir.path, name);
    if (kind !== "file") return { file, seq, bytes: 0, problem: new QueueError("corrupt", `is not a regular file`, file) };
    const { bytes } = this.dir.readFile(name);
    try {
      return { file, seq, bytes: bytes.length, batch: this.check(bytes, seq, file) };
    } catch (error) {
      if (!(error instanceof QueueError)) throw error;
      return { file, seq, bytes: bytes.length, problem: error };
    }
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
    const named = this.names().entries;
    const entries = named.map((e) => ({ ...e, bytes: e.kind === "file" ? Number(this.dir.identify(e.name)?.size ?? 0) : 0 }));
    const first = (entries.at(-1)?.seq ?? 0n) + 1n;
    if (first + BigInt(groups.length) - 1n > LAST_SEQ) {
      // Only a file no admission wrote can take the last names (a foreign one): never write past it.
      const file = join(this.dir.path, (named.at(-1) as { name: string }).name);
      throw new QueueError("foreign", `takes the last sequence a batch can be named with; nothing was admitted`, file);
    }
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
    const taken = new Set(named.map((e) => e.name));
    return texts.map(({ text, bytes }, i) => {
      const seq = first + BigInt(i);
      const name = entryName(seq);
      if (taken.has(name)) throw new QueueError("corrupt", `is taken; nothing more was admitted`, join(this.dir.path, name));
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
    // One batch read at a time: a long queue is replayed in memory bounded by its largest batch.
    const entries = this.names().entries;
    const report: DrainReport = { batches: 0, records: 0, repeated: 0, left: entries.length, setAside: [] };
    for (const name of entries) {
      const entry = this.entryOf(name);
      if (entry.problem) throw entry.problem;
      const batch = entry.batch as NonNullable<QueueEntry["batch"]>;
      const items = batch.records.map((r, i) => ({ record: batch.recordTexts[i] as string, source: r.source }));
      try {
        // One batch append per few MiB: a lost reply retried finds every record at its sequence (C9).
        const outcomes = await appendMany(bridge, batch.thread, items);
        report.records += outcomes.length;
        report.repeated += outcomes.filter((o) => o.repeated).length;
        this.dir.unlink(basename(entry.file));
      } catch (error) {
        if (!(error instanceof StoreRefusal && CONTENT_REFUSALS.has(error.kind))) throw error;
        report.setAside.push(await this.setAside(bridge, entry, items, report));
      }
      report.batches++;
      report.left--;
      onBatch?.(report.batches, entries.length);
    }
    return report;
  }

  /**
   * A batch the store refused for a record's content: its records are sent one by one, so every
   * record the store takes is stored (or found stored, C9), and those it refuses for their content
   * are named; then the batch file moves whole to `set-aside/`, beside a note of why. Any other
   * failure stops here, the batch still queued (a later replay finds what was stored by source).
   */
  private async setAside(
    bridge: Bridged,
    entry: QueueEntry,
    items: Array<{ record: string; source: Source }>,
    report: DrainReport,
  ): Promise<SetAside> {
    const batch = entry.batch as NonNullable<QueueEntry["batch"]>;
    const refused: SetAside["refused"] = [];
    let stored = 0;
    for (const [index, item] of items.entries()) {
      try {
        const { repeated } = await appendRecord(bridge, batch.thread, item.record, item.source);
        stored++;
        report.records++;
        if (repeated) report.repeated++;
      } catch (error) {
        if (!(error instanceof StoreRefusal && CONTENT_REFUSALS.has(error.kind))) throw error;
        refused.push({ index, source: item.source, kind: error.kind, message: error.message });
      }
    }
    const name = basename(entry.file);
    // Sequences start again at 1 once the queue is empty: a set-aside name also holds a random part.
    const kept = `${name.slice(0, 16)}-${randomBytes(4).toString("hex")}.json`;
    const aside = this.dir.openDir(SET_ASIDE, { create: true, mode: 0o700 });
    try {
      const why = { format: "link.capture-set-aside", batch: name, thread: batch.thread, stored, refused };
      aside.writeAtomic(noteName(kept), `${stringify(why as unknown as JsonValue)}\n`, 0o600, { locked: true });
      this.dir.moveInto(name, aside, kept); // the original, byte for byte
    } finally {
      aside.close();
    }
    return { file: join(aside.path, kept), seq: entry.seq, thread: batch.thread, stored, refused };
  }

  /**
   * The batches set aside so far, as their notes say (a note whose batch is gone is left out):
   * they need a person, never block capture, and are not counted against the queue's limits.
   */
  setAsideBatches(): SetAside[] {
    let aside: Dir;
    try {
      aside = this.dir.openDir(SET_ASIDE);
    } catch (error) {
      if (error instanceof FsError && error.kind === "not_found") return [];
      throw error;
    }
    try {
      const names = new Set(aside.list().map((e) => e.name));
      return [...names]
        .filter((n) => SET_ASIDE_NAME.test(n))
        .sort()
        .map((name) => {
          const note = names.has(noteName(name)) ? (parse(aside.readFile(noteName(name)).bytes) as unknown as Partial<SetAside>) : {};
          return {
            file: join(aside.path, name),
            seq: BigInt(name.slice(0, 16)),
            thread: note.thread ?? "",
            stored: note.stored ?? 0,
            refused: note.refused ?? [],
          };
        });
    } finally {
      aside.close();
    }
  }

  /**
   * What comes before context is prepared: pending batches replayed in order (Q2), then any
   * reason left not to prepare it thrown (Q6). Call it holding the lock.
   */
  async replayForContext(bridge: Bridged): Promise<DrainReport> {
    const report = await this.drain(bridge);
    this.assertReadable();
    return report;
  }

  /**
   * Throws the first reason context must not be prepared (Q6): an unusable entry, in order, or a
   * foreign file in the queue.
   */
  assertReadable(): void {
    const bad = this.entries().find((e) => e.problem);
    if (bad?.problem) throw bad.problem;
    const [foreign] = this.foreign();
    if (foreign !== undefined) throw foreign;
  }

  close(): void {
    this.dir.close();
  }
}
