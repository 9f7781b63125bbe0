// The capture queue's store (Q1, Q4-Q6): what a hook client admitted, kept on disk until storage
// confirmed it. One file per batch under `<home>/.lnk/agent-context/captures/`
// (src/queue/batch-file.ts says what a file holds), written durably (temp file, fsync, rename,
// directory fsync) before storage is contacted. An entry that is corrupt, truncated, foreign, or
// of a version this kit does not know is kept byte for byte and stops replay and context
// preparation, naming the file: nothing skips past it; a file in the queue that is no entry at all
// is foreign too. A batch set aside (src/queue/replay.ts says when) moves whole under
// `set-aside/`, with a note of why, and is listed by `queue status`. Callers hold the queue's lock
// (`CaptureQueue.locked`) around admission and replay, so hook clients started at once take turns.
// Nothing here talks to storage: replay (src/queue/replay.ts) is given the append to use.

import { randomBytes } from "node:crypto";
import { basename, join, resolve } from "node:path";

import type { Source } from "../../generated/index.js";
import { Dir, FsError } from "../durable/dir.js";
import { lockDir, type Held } from "../durable/lock.js";
import { parse, stringify, type JsonValue } from "../json/index.js";
import { isoTime } from "../time.js";
import { BATCH_HEAD_BYTES, batchRecord, decodeBatch, encodeBatch, type Batch, type BatchRecord, type QueuedRecord } from "./batch-file.js";
import { QueueError } from "./errors.js";

export { BATCH_FORMAT, BATCH_VERSION, type Batch, type QueuedRecord } from "./batch-file.js";
export { QueueError, type QueueErrorKind } from "./errors.js";

/** Where the queue lives under an adapter's home. */
export const QUEUE_DIR = join(".lnk", "agent-context", "captures");
/** A size as people read it: `12.3 MiB`. */
export const mib = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;

/** Q5: at most this many batches, this many bytes in all, and this many bytes in one batch. */
export const QUEUE_LIMITS = { batches: 1024, bytes: 64 * 1024 * 1024, batchBytes: 16 * 1024 * 1024 } as const;

/** An entry not yet read: its name in the queue, its sequence, and what kind of file it is. */
export interface Pending {
  name: string;
  seq: bigint;
  kind: string;
}

/** An entry as it is on disk: its file, sequence and size, and either its batch or why it cannot be used. */
export interface QueueEntry {
  file: string;
  seq: bigint;
  bytes: number;
  batch?: Batch;
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
  private names(): { entries: Pending[]; foreign: Array<{ name: string; kind: string }> } {
    const entries: Pending[] = [];
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
    return this.names().entries.map((e) => this.read(e));
  }

  /** One entry, read and checked. */
  read({ name, seq, kind }: Pending): QueueEntry {
    const file = join(this.dir.path, name);
    if (kind !== "file") return { file, seq, bytes: 0, problem: new QueueError("corrupt", `is not a regular file`, file) };
    const { bytes } = this.dir.readFile(name);
    try {
      return { file, seq, bytes: bytes.length, batch: decodeBatch(bytes, seq, this.agent, file) };
    } catch (error) {
      if (!(error instanceof QueueError)) throw error;
      return { file, seq, bytes: bytes.length, problem: error };
    }
  }

  /**
   * Admits one batch (Q1, Q5): written durably before the caller contacts storage. Refuses, and
   * writes nothing, when the queue is full or the batch too large. Call it holding the lock.
   */
  admit(thread: string, records: QueuedRecord[], admittedAt = isoTime()): QueueEntry {
    return this.admitGroups(thread, [records.map(batchRecord)], admittedAt)[0] as QueueEntry;
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
    admittedAt = isoTime(),
    oversized?: (record: QueuedRecord, bytes: number) => void,
  ): QueueEntry[] {
    const groups: BatchRecord[][] = [];
    let group: BatchRecord[] = [];
    let size = 0;
    for (const r of records) {
      const laid = batchRecord(r);
      const bytes = laid.bytes;
      if (bytes > QUEUE_LIMITS.batchBytes - BATCH_HEAD_BYTES) {
        if (oversized !== undefined) {
          oversized(r, bytes);
          continue;
        }
        throw new QueueError(
          "too_large",
          `the record ${r.source.adapter}/${r.source.native_session}/${r.source.native_record} takes ${bytes} bytes, more than a batch holds (${QUEUE_LIMITS.batchBytes} bytes in all); nothing was admitted`,
        );
      }
      if (group.length > 0 && size + bytes > QUEUE_LIMITS.batchBytes - BATCH_HEAD_BYTES) {
        groups.push(group);
        group = [];
        size = 0;
      }
      group.push(laid);
      size += bytes;
    }
    if (group.length > 0) groups.push(group);
    return this.admitGroups(thread, groups, admittedAt);
  }

  /** Writes one batch per group of records, after checking the limits for them all. */
  private admitGroups(thread: string, groups: BatchRecord[][], admittedAt: string): QueueEntry[] {
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
      const text = encodeBatch({ seq: first + BigInt(i), agent: this.agent, thread, admitted_at: admittedAt }, group);
      if (text.length > QUEUE_LIMITS.batchBytes)
        throw new QueueError(
          "too_large",
          `a batch of ${text.length} bytes is over the ${QUEUE_LIMITS.batchBytes}-byte limit; admit fewer records at once`,
        );
      return { text, bytes: text.length };
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
   * Removes an entry whose every record storage confirmed (Q3). The removal is not fsynced: an
   * entry a crash brings back is replayed, and storage finds each of its records again by its
   * source (C9), so nothing is stored twice; the next admission's directory fsync makes it
   * durable anyway.
   */
  remove(entry: QueueEntry): void {
    this.dir.unlink(basename(entry.file), { lossy: true });
  }

  /**
   * Moves an entry whole (the original, byte for byte) to `set-aside/`, beside a note of why: the
   * store refused `refused` of its records for their content and took its `stored` others.
   */
  setAside(entry: QueueEntry, stored: number, refused: SetAside["refused"]): SetAside {
    const thread = entry.batch?.thread ?? "";
    const name = basename(entry.file);
    // Sequences start again at 1 once the queue is empty: a set-aside name also holds a random part.
    const kept = `${name.slice(0, 16)}-${randomBytes(4).toString("hex")}.json`;
    const aside = this.dir.openDir(SET_ASIDE, { create: true, mode: 0o700 });
    try {
      const why = { format: "link.capture-set-aside", batch: name, thread, stored, refused };
      aside.writeAtomic(noteName(kept), `${stringify(why as unknown as JsonValue)}\n`, 0o600, { locked: true });
      this.dir.moveInto(name, aside, kept);
    } finally {
      aside.close();
    }
    return { file: join(aside.path, kept), seq: entry.seq, thread, stored, refused };
  }

  /** The entries' names and sequences in admission order, unread (a replay reads one at a time, `read`). */
  pending(): Pending[] {
    return this.names().entries;
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
