// The conversation store: per agent and thread, an append-only, fdatasync'd log of raw records
// numbered from 1, with `last`, range reads, CAS appends on the expected last sequence, leases,
// and the source index `context::append` needs (C9). Survives SIGKILL at any point: each entry
// carries a checksum and its batch's last sequence, so on open a torn or partial tail batch is
// cut and never served, and every acknowledged append is there exactly once.

import { randomBytes } from "node:crypto";
import * as fs from "node:fs";

import type { Lease, SeqRecord, Source, U64 } from "../../generated/index.js";
import { FRAME_MAX } from "../bridge/frames.js";
import type { Dir } from "../durable/dir.js";
import { encodeLines, readLines } from "../durable/lines.js";
import { parse, RawJson, stringify, utf8Text, type JsonObject, type JsonValue } from "../json/index.js";
import { StoreRefusal } from "../bridge/errors.js";

/**
 * A record's JSON text: a string, or the UTF-8 bytes it came in as (a large frame's records, which
 * the host never decodes to store them: see `FrameReader.cutAt`).
 */
export type RecordText = string | Uint8Array;

/** Sequences stay numbers: 2^53 records is beyond any conversation's reach. */
interface Entry {
  seq: number;
  /** The record's JSON text as stored (bytes until first read, then the string). */
  record: RecordText;
  source?: Source;
}

function sourceKey(source: Source): string {
  return `${source.adapter}\u0000${source.native_session}\u0000${source.native_record}`;
}

/**
 * Whether two record texts hold the same content: the same bytes, or the same JSON value (compared
 * in its printed form), so a retry that spaces or escapes a record differently is still the same
 * record. Only a repeated source asks, so an append of new records never prints one again.
 */
function sameContent(stored: RecordText, incoming: RecordText): boolean {
  if (
    typeof stored !== "string" &&
    typeof incoming !== "string" &&
    Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength).equals(incoming)
  )
    return true;
  const a = utf8Text(stored);
  const b = utf8Text(incoming);
  return a === b || canonical(a) === canonical(b);
}

/**
 * A record's canonical printed form. Total, so that a log line written before the wire refused
 * inexact numbers (one that has no canonical form) still compares: such a record is known by its
 * exact text, which no other record shares.
 */
function canonical(text: string): string {
  try {
    return stringify(parse(text));
  } catch {
    return `text:${text}`;
  }
}

/** One log line's body (src/durable/lines.ts) in pieces: the entry, its batch's last sequence, its record's text. */
function entryPieces(seq: number, end: number, record: RecordText, source: Source | undefined): RecordText[] {
  return [`{"seq":${seq},"end":${end}${source ? `,"source":${stringify(source as unknown as JsonValue)}` : ""},"record":`, record, "}"];
}

/** The most JSON a `records` reply holds: the frame cap less room for the frame's envelope. */
export const REPLY_MAX_BYTES = FRAME_MAX - 1024;

/**
 * The open log descriptors of a host, least recently used first. A thread's log stays open
 * between appends, but past `max` the least recently used is closed (its thread reopens it on
 * its next append), so touching many threads never exhausts the process's descriptors.
 */
export class LogDescriptors {
  private readonly open = new Set<Thread>();

  constructor(readonly max = 64) {}

  /** Marks `thread`'s descriptor as just used, closing the least recently used past the cap. */
  used(thread: Thread): void {
    this.open.delete(thread);
    this.open.add(thread);
    while (this.open.size > this.max) this.closeOldest();
  }

  /** Closes the least recently used descriptor; false when none is open. */
  closeOldest(): boolean {
    const [oldest] = this.open;
    if (oldest === undefined) return false;
    this.open.delete(oldest);
    oldest.closeLog();
    return true;
  }

  forget(thread: Thread): void {
    this.open.delete(thread);
  }
}

export class Thread {
  private readonly entries: Entry[] = [];
  /** Each captured source's sequence (C9). */
  private readonly sources = new Map<string, number>();
  private lease: Lease | undefined;
  private size = 0;
  /** The log's descriptor while open; the pool closes it when other threads need descriptors. */
  private fd: number | undefined;

  private constructor(
    readonly name: string,
    private readonly dir: Dir,
    private readonly descriptors: LogDescriptors,
  ) {}

  private get fileName(): string {
    return `${this.name.slice("link:".length)}.log`;
  }

  /** Opens a thread's log (creating it), cutting a torn tail. */
  static open(dir: Dir, thread: string, descriptors = new LogDescriptors()): Thread {
    const t = new Thread(thread, dir, descriptors);
    const fd = t.log();
    t.recover(fd, fs.readFileSync(fd));
    return t;
  }

  /**
   * The log's descriptor, opened again if the pool closed it. Out of descriptors, the pool closes
   * other logs and this tries once more; still out, the append is refused with nothing written.
   */
  private log(): number {
    if (this.fd === undefined) {
      let fd: number;
      try {
        fd = this.dir.openLog(this.fileName);
      } catch (error) {
        if (!outOfDescriptors(error) || !this.descriptors.closeOldest()) throw refusedOpen(this.name, error);
        try {
          fd = this.dir.openLog(this.fileName);
        } catch (again) {
          throw refusedOpen(this.name, again);
        }
      }
      // Reopened: the log must be as this thread left it (the host alone writes it).
      if (this.size > 0 && fs.fstatSync(fd).size !== this.size) {
        fs.closeSync(fd);
        throw new StoreRefusal("internal", `${this.name}: the log changed outside the host; nothing was written`);
      }
      this.fd = fd;
    }
    this.descriptors.used(this);
    return this.fd;
  }

  /** Closes the log's descriptor; the next append opens it again. */
  closeLog(): void {
    if (this.fd === undefined) return;
    fs.closeSync(this.fd);
    this.fd = undefined;
  }

  private recover(fd: number, bytes: Buffer): void {
    let good = 0;
    const pending: Entry[] = [];
    for (const { body, end } of readLines(bytes)) {
      const entry = parse(body) as unknown as { seq: number; end: number; source?: Source; record: JsonObject };
      const recordText = body.slice(body.indexOf(',"record":') + ',"record":'.length, -1);
      pending.push({ seq: entry.seq, record: recordText, ...(entry.source ? { source: entry.source } : {}) });
      if (entry.seq === entry.end) {
        // A batch is complete only at its last line: commit it.
        for (const e of pending) this.index(e);
        pending.length = 0;
        good = end;
      }
    }
    if (good < bytes.length) fs.ftruncateSync(fd, good); // cut the torn or partial batch
    if (good < bytes.length) fs.fdatasyncSync(fd);
    this.size = good;
  }

  private index(entry: Entry): void {
    if (entry.seq !== this.entries.length + 1) throw new StoreRefusal("internal", `${this.name}: log out of sequence at ${entry.seq}`);
    this.entries.push(entry);
    if (entry.source) this.sources.set(sourceKey(entry.source), entry.seq);
  }

  get last(): number {
    return this.entries.length;
  }

  /**
   * The `records` reply for `from..=through` as JSON text, built from the stored record texts
   * directly: the records' bytes are copied, never re-printed. The reply stops short of `through`
   * when more would pass `maxBytes` (the frame cap), never before its first record: a reader goes
   * on from the sequence after the last one it got.
   */
  readReply(from: number, through: number, maxBytes = REPLY_MAX_BYTES): string {
    const start = Math.max(1, from);
    const end = Math.min(through, this.entries.length);
    const head = `{"kind":"records","thread":${JSON.stringify(this.name)},"records":[`;
    const parts: string[] = [];
    // UTF-16 units times 3 bound the UTF-8 size; exact byte counts only once that bound nears the cap.
    let units = head.length + 2;
    let bytes = -1;
    for (let seq = start; seq <= end; seq++) {
      const e = this.entries[seq - 1] as Entry;
      if (typeof e.record !== "string") e.record = utf8Text(e.record);
      const part = `{"seq":${seq},"record":${e.record}${e.source ? `,"source":${JSON.stringify(e.source)}` : ""}}`;
      units += part.length + 1;
      // Exact: the head, the closing `]}`, the parts and a comma before each but the first.
      if (bytes < 0 && units * 3 > maxBytes)
        bytes = Buffer.byteLength(head) + 2 + parts.reduce((n, p) => n + Buffer.byteLength(p) + 1, 0) - (parts.length > 0 ? 1 : 0);
      if (bytes >= 0) {
        const size = Buffer.byteLength(part) + (parts.length > 0 ? 1 : 0);
        if (bytes + size > maxBytes && parts.length > 0) break;
        bytes += size;
      }
      parts.push(part);
    }
    return `${head}${parts.join(",")}]}`;
  }

  read(from: number, through: number): SeqRecord[] {
    const start = Math.max(1, from);
    const end = Math.min(through, this.entries.length);
    const out: SeqRecord[] = [];
    for (let seq = start; seq <= end; seq++) {
      const e = this.entries[seq - 1] as Entry;
      if (typeof e.record !== "string") e.record = utf8Text(e.record);
      out.push({ seq, record: new RawJson(e.record) as unknown as SeqRecord["record"], ...(e.source ? { source: e.source } : {}) });
    }
    return out;
  }

  private checkLease(lease: string | undefined, now: number): void {
    if (this.lease === undefined || this.lease.expires_at_ms <= now) return;
    if (lease !== this.lease.id) throw new StoreRefusal("lease_held", `${this.name} is leased by ${this.lease.holder}`);
  }

  /**
   * Appends records durably (one write, one fdatasync) if the last sequence is `expectedLast`.
   * Each record is kept as the JSON text given (its original bytes, C6), or printed from a value.
   */
  append(
    records: ReadonlyArray<RecordText | Record<string, unknown>>,
    expectedLast: number,
    lease: string | undefined,
    now = Date.now(),
  ): { first: number; last: number } {
    this.checkLease(lease, now);
    if (expectedLast !== this.last)
      throw new StoreRefusal("conflict", `${this.name}: last sequence is ${this.last}, not ${expectedLast}`, this.last);
    if (records.length === 0) return { first: this.last + 1, last: this.last };
    return this.write(records.map((r) => ({ record: typeof r === "string" || r instanceof Uint8Array ? r : stringify(r as JsonValue) })));
  }

  /**
   * Appends one captured record under its source; a repeated source returns the original (C9).
   * "The same content" is the same JSON value (compared in its printed form), so a retry that
   * spaces or escapes the record differently is still the same record.
   */
  contextAppend(record: RecordText | Record<string, unknown>, source: Source, now = Date.now()): { seq: number; repeated: boolean } {
    const text = typeof record === "string" || record instanceof Uint8Array ? record : stringify(record as JsonValue);
    return this.appendSourced([{ record: text, source }], now, () => "")[0] as { seq: number; repeated: boolean };
  }

  /**
   * `context::append` for many records (C9) in one durable write: each source already captured
   * with the same content returns its original sequence, the new ones get the next sequences in
   * order. A source captured (before, or earlier in the batch) with other content refuses the
   * whole batch, nothing written.
   */
  contextAppendBatch(items: Array<{ record: RecordText; source: Source }>, now = Date.now()): Array<{ seq: number; repeated: boolean }> {
    return this.appendSourced(items, now, (i) => `record ${i} of the batch: `);
  }

  /** Both appends: everything that can fail is checked before the one write, so a reply never hides a stored record. */
  private appendSourced(
    items: Array<{ record: RecordText; source: Source }>,
    now: number,
    which: (i: number) => string,
  ): Array<{ seq: number; repeated: boolean }> {
    const fresh: Array<{ record: RecordText; source: Source }> = [];
    const inBatch = new Map<string, number>();
    const results = items.map(({ record, source }, i) => {
      const key = sourceKey(source);
      const seen = this.sources.get(key) ?? inBatch.get(key);
      if (seen !== undefined) {
        const stored =
          seen <= this.last ? (this.entries[seen - 1] as Entry).record : (fresh[seen - this.last - 1] as { record: RecordText }).record;
        if (sameContent(stored, record)) return { seq: seen, repeated: true };
        throw new StoreRefusal(
          "source_conflict",
          `${this.name}: ${which(i)}source ${source.adapter}/${source.native_session}/${source.native_record} was captured at ${seen} with different content`,
          seen,
        );
      }
      const seq = this.last + fresh.length + 1;
      inBatch.set(key, seq);
      fresh.push({ record, source });
      return { seq, repeated: false };
    });
    if (fresh.length > 0) {
      this.checkLease(undefined, now);
      this.write(fresh);
    }
    return results;
  }

  private write(batch: Array<{ record: RecordText; source?: Source }>): { first: number; last: number } {
    const first = this.last + 1;
    const end = this.last + batch.length;
    const entries: Entry[] = batch.map((b, i) => ({ seq: first + i, ...b }));
    const bytes = encodeLines(entries.map((e) => entryPieces(e.seq, end, e.record, e.source)));
    const fd = this.log();
    try {
      fs.writeSync(fd, bytes);
      fs.fdatasyncSync(fd);
    } catch (error) {
      // The tail may be torn; the next open cuts it. Refuse further writes on this handle.
      throw new StoreRefusal("internal", `${this.name}: append failed, outcome unknown: ${String(error)}`);
    }
    this.size += bytes.length;
    for (const e of entries) this.index(e);
    return { first, last: end };
  }

  acquire(holder: string, ttlMs: number, now = Date.now()): Lease {
    if (this.lease !== undefined && this.lease.expires_at_ms > now && this.lease.holder !== holder) {
      throw new StoreRefusal("lease_held", `${this.name} is leased by ${this.lease.holder}`);
    }
    this.lease = { id: `lease-${randomBytes(12).toString("hex")}`, holder, expires_at_ms: now + ttlMs };
    return this.lease;
  }

  renew(id: string, ttlMs: number, now = Date.now()): Lease {
    if (this.lease === undefined || this.lease.id !== id || this.lease.expires_at_ms <= now) {
      throw new StoreRefusal("conflict", `${this.name}: lease ${id} is not held`);
    }
    this.lease = { ...this.lease, expires_at_ms: now + ttlMs };
    return this.lease;
  }

  release(id: string): void {
    if (this.lease === undefined || this.lease.id !== id) throw new StoreRefusal("conflict", `${this.name}: lease ${id} is not held`);
    this.lease = undefined;
  }

  close(): void {
    this.descriptors.forget(this);
    this.closeLog();
  }
}

/** EMFILE or ENFILE, as FsError passes the system's message on. */
function outOfDescriptors(error: unknown): boolean {
  return /\bE[MN]FILE\b/.test(error instanceof Error ? error.message : String(error));
}

function refusedOpen(thread: string, error: unknown): StoreRefusal {
  if (error instanceof StoreRefusal) return error;
  return new StoreRefusal(
    "internal",
    `${thread}: cannot open the log (${error instanceof Error ? error.message : String(error)}); nothing was written`,
  );
}

/** The threads of one agent, opened on first use; their log descriptors come from `descriptors`. */
export class Conversations {
  private readonly threads = new Map<string, Thread>();

  constructor(
    private readonly dir: Dir,
    private readonly descriptors = new LogDescriptors(),
  ) {}

  thread(name: string): Thread {
    let thread = this.threads.get(name);
    if (thread === undefined) {
      thread = Thread.open(this.dir, name, this.descriptors);
      this.threads.set(name, thread);
    }
    return thread;
  }

  close(): void {
    for (const t of this.threads.values()) t.close();
    this.threads.clear();
  }
}

export function seqOf(value: U64): number {
  const n = typeof value === "bigint" ? value : BigInt(value);
  if (n > BigInt(Number.MAX_SAFE_INTEGER)) return Number.MAX_SAFE_INTEGER;
  return Number(n);
}
