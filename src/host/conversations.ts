// The conversation store: per agent and thread, an append-only, fdatasync'd log of raw records
// numbered from 1, with `last`, range reads, CAS appends on the expected last sequence, leases,
// and the source index `context::append` needs (C9). Survives SIGKILL at any point: each entry
// carries a checksum and its batch's last sequence, so on open a torn or partial tail batch is
// cut and never served, and every acknowledged append is there exactly once. An append is written
// whole or not at all (src/durable/append.ts): a full disk refuses it `unavailable` with the log as
// it was, and a log that could not be put back is opened anew, its tear cut, before the next use.
//
// Records stay in the log: memory holds where each one sits (`Positions`) and the source index,
// and a read takes the records' bytes from the log (checking each line's checksum whenever the file
// is not as the host left it), so a host's
// memory does not grow with what its threads hold.

import { randomBytes } from "node:crypto";
import * as fs from "node:fs";

import type { Lease, SeqRecord, Source, U64 } from "../../generated/index.js";
import { kernels } from "../kernels.js";
import { FRAME_MAX } from "../bridge/frames.js";
import { AppendLog, type FileOps } from "../durable/append.js";
import { FsError, type Dir } from "../durable/dir.js";
import { encodeLines, goodLength, LineScratch, type DamagedLine } from "../durable/lines.js";
import { compositeEnd, parse, RawJson, stringify, utf8Text, type JsonValue } from "../json/index.js";
import { StoreRefusal } from "../bridge/errors.js";
import { sourceText } from "../context/event.js";
import { hostStderr } from "./log.js";
import { SourceIndex, sourceHash } from "./source-index.js";

/**
 * A record's JSON text: a string, or the UTF-8 bytes it came in as (a large frame's records, which
 * the host never decodes to store them: see `FrameReader.cutAt`).
 */
export type RecordText = string | Uint8Array;

/** `,"record":`, between an entry's source and its record in a log line. */
const RECORD_KEY = ',"record":';
const RECORD_KEY_BYTES = Buffer.from(RECORD_KEY);
/** How a log line's body starts, and what comes between its sequence and its batch's end. */
const SEQ_OPEN = Buffer.from('{"seq":');
const END_KEY = Buffer.from(',"end":');
const SOURCE_KEY = Buffer.from(',"source":');
/** A line's checksum and the space after it. */
const DIGEST = 17;
/** How much of a log is read at a time when a thread opens. */
const RECOVER_CHUNK = 8 * 1024 * 1024;

/**
 * Where each entry sits in the log, by sequence (index 0 is sequence 1): its line's offset, and
 * within the line its record's offset and length and its source's offset (0: none; the source
 * ends where `,"record":` starts). Sequences stay numbers: 2^53 records is beyond any thread.
 */
class Positions {
  line = new Float64Array(1024);
  record = new Int32Array(1024);
  /** The record's length in bytes as it was given (its text, escaped or not in the line). */
  recordLength = new Int32Array(1024);
  source = new Int32Array(1024);
  /** 1 when the line holds the record as a JSON string of its text (see `placeEntry`). */
  escaped = new Uint8Array(1024);
  count = 0;

  push(line: number, record: number, recordLength: number, source: number, escaped: boolean): void {
    if (this.count === this.line.length) {
      const grow = <T extends Float64Array | Int32Array | Uint8Array>(a: T): T => {
        const b = new (a.constructor as new (n: number) => T)(a.length * 2);
        b.set(a);
        return b;
      };
      this.line = grow(this.line);
      this.record = grow(this.record);
      this.recordLength = grow(this.recordLength);
      this.source = grow(this.source);
      this.escaped = grow(this.escaped);
    }
    this.line[this.count] = line;
    this.record[this.count] = record;
    this.recordLength[this.count] = recordLength;
    this.source[this.count] = source;
    this.escaped[this.count] = escaped ? 1 : 0;
    this.count++;
  }
}

/** An entry's line, as `placeEntry` lays it out, with where its record and source sit in it. */
interface Placed {
  head: string;
  /** The record as the line holds it: its text, or a JSON string of it when the text has a newline. */
  stored: RecordText;
  escaped: boolean;
  recordAt: number;
  recordLength: number;
  sourceAt: number;
  lineLength: number;
}

/** What tells one source from another: its three members (a source's other members are kept, not compared). */
function sourceKey(source: Source): string {
  return `${source.adapter}\u0000${source.native_session}\u0000${source.native_record}`;
}

/** True when `bytes` holds `what` at `at`. */
function holds(bytes: Buffer, at: number, what: Buffer): boolean {
  return bytes.compare(what, 0, what.length, at, at + what.length) === 0;
}

/** The decimal integer at `at` in `bytes` (ASCII digits), and where it ends; undefined when there is none. */
function integerAt(bytes: Buffer, at: number): { value: number; end: number } | undefined {
  let value = 0;
  let end = at;
  for (; end < bytes.length && end - at < 16; end++) {
    const d = (bytes[end] as number) - 0x30;
    if (d < 0 || d > 9) break;
    value = value * 10 + d;
  }
  return end === at ? undefined : { value, end };
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

/**
 * One log line's body (src/durable/lines.ts), `{"seq":..,"end":..,"source":..,"record":..}`: the
 * entry, its batch's last sequence, its source, its record's text last; with the byte offsets
 * of the record and the source in the line.
 */
function placeEntry(seq: number, end: number, record: RecordText, source: Source | undefined): Placed {
  const before = `{"seq":${seq},"end":${end}`;
  const head = source ? `${before},"source":${sourceText(source)}${RECORD_KEY}` : `${before}${RECORD_KEY}`;
  const headLength = Buffer.byteLength(head);
  const recordLength = typeof record === "string" ? Buffer.byteLength(record) : record.length;
  // A record's text may hold a newline (JSON spacing, as in Gemini CLI's older single-JSON form),
  // which would end the line: the line holds it as a JSON string instead, and reads give the text
  // back byte for byte. A record is an object, so a string in its place can only mean this.
  // A Buffer's indexOf is memchr; a plain Uint8Array's walks byte by byte, several times slower.
  const escaped =
    typeof record === "string"
      ? record.includes("\n")
      : Buffer.from(record.buffer, record.byteOffset, record.byteLength).indexOf(0x0a) >= 0;
  const stored = escaped ? JSON.stringify(utf8Text(record)) : record;
  const storedLength = escaped ? Buffer.byteLength(stored) : recordLength;
  return {
    head,
    stored,
    escaped,
    recordAt: DIGEST + headLength,
    recordLength,
    sourceAt: source ? DIGEST + before.length + ',"source":'.length : 0,
    lineLength: DIGEST + headLength + storedLength + 2, // the closing brace and the newline
  };
}

/**
 * An append of at least this many bytes (a batch of an import or a replay) gives the log's written
 * pages back once durable; a hook's append of a turn or two keeps them, for the reads that follow.
 */
const RELEASE_FROM = 1024 * 1024;
/** The page size the kernel rounds advice to, where Linux runs on x86 and most of arm64. */
const PAGE = 4096;

/** The most JSON a `records` reply holds: the frame cap less room for the frame's envelope. */
export const REPLY_MAX_BYTES = FRAME_MAX - 1024;

/**
 * The open log descriptors of a host, least recently used first. A thread's log stays open
 * between appends, but past `max` the least recently used is closed (its thread reopens it on
 * its next append), so touching many threads never exhausts the process's descriptors.
 */
export class LogDescriptors {
  private readonly open = new Set<Thread>();
  /** Where every thread of the host encodes the lines of an append, written out at once. */
  readonly scratch = new LineScratch();

  constructor(
    readonly max = 64,
    /** The system calls the logs' appends make (tests hand in ones that fail on purpose). */
    readonly ops?: FileOps,
  ) {}

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
  private readonly positions = new Positions();
  /** Each captured source's sequence (C9), by a hash of its key; candidates are told apart from the log. */
  private readonly sources = new SourceIndex();
  private lease: Lease | undefined;
  /** The log's good length: every byte before it is whole and synced. */
  private size = 0;
  /**
   * The log as the host last left it (its change time and size, from fstat after it was read
   * whole and checked, or after an append): while the file still says so, nobody else wrote it,
   * and a read serves its bytes without checking each line's checksum again.
   */
  private known: { ctimeNs: bigint; size: bigint } | undefined;
  /** Where the log's pages not yet given back start (see `RELEASE_FROM`). */
  private released = 0;
  /** The log while open; the pool closes it when other threads need descriptors. */
  private file: AppendLog | undefined;
  /**
   * True once an append failed and the log could not be cut back to its good length: it may end
   * in a tear, so this thread answers nothing more, and its store opens the log anew (`Conversations`).
   */
  broken = false;

  private constructor(
    readonly name: string,
    private readonly dir: Dir,
    private readonly descriptors: LogDescriptors,
  ) {}

  get fileName(): string {
    return `${this.name.slice("link:".length)}.log`;
  }

  /** Opens a thread's log (creating it), cutting a torn tail; a log that cannot be is refused `unavailable`. */
  static open(dir: Dir, thread: string, descriptors = new LogDescriptors()): Thread {
    const t = new Thread(thread, dir, descriptors);
    const fd = t.openDescriptor();
    try {
      const { good, damage } = t.recover(fd);
      // Only a torn tail is cut: a damaged whole line keeps the thread shut, every byte kept.
      if (damage !== undefined) throw new LogDamaged(thread, t.fileName, damage);
      t.size = good;
      t.file = AppendLog.open(fd, t.size, `${thread}'s log`, descriptors.ops);
      t.remember(fd);
    } catch (error) {
      fs.closeSync(fd);
      throw refusedOpen(thread, error);
    }
    descriptors.used(t);
    return t;
  }

  /**
   * A new descriptor of the log. Out of descriptors, the pool closes other logs and this tries
   * once more; still out, the operation is refused with nothing written.
   */
  private openDescriptor(): number {
    try {
      return this.dir.openLog(this.fileName);
    } catch (error) {
      if (!outOfDescriptors(error) || !this.descriptors.closeOldest()) throw refusedOpen(this.name, error);
      try {
        return this.dir.openLog(this.fileName);
      } catch (again) {
        throw refusedOpen(this.name, again);
      }
    }
  }

  /** The log, opened again if the pool closed it. */
  private log(): AppendLog {
    if (this.broken) throw new StoreRefusal("unavailable", `${this.name}: the log is being recovered after a failed append; retry`);
    if (this.file === undefined) {
      const fd = this.openDescriptor();
      // Reopened: the log must be as this thread left it (the host alone writes it).
      if (fs.fstatSync(fd).size !== this.size) {
        fs.closeSync(fd);
        throw new StoreRefusal("internal", `${this.name}: the log changed outside the host; nothing was written`);
      }
      this.file = AppendLog.open(fd, this.size, `${this.name}'s log`, this.descriptors.ops);
    }
    this.descriptors.used(this);
    return this.file;
  }

  /**
   * Gives the log's pages written since the last release back to the kernel, now that they are
   * durable (native/pages.c says why); the page the next append fills stays. Without link-kit-native,
   * the pages stay cached.
   */
  private releasePages(fd: number): void {
    const from = this.released - (this.released % PAGE);
    this.released = this.size;
    kernels().releasePages(fd, from, this.size);
  }

  /** Closes the log's descriptor; the next append opens it again. */
  closeLog(): void {
    if (this.file === undefined) return;
    fs.closeSync(this.file.fd);
    this.file = undefined;
  }

  /**
   * Indexes the log's good part, whole batches only, and returns its length (what follows is cut),
   * or the first whole line whose checksum fails (damage: nothing is cut then). The log is read a
   * chunk at a time, so a log of any size (past Node's 2 GiB buffer, say) opens in memory bounded
   * by the chunk and the longest line. Each line is read by the layout `placeEntry` writes, from
   * its bytes: the record is never decoded, and only the source is parsed, for its key.
   */
  private recover(fd: number): { good: number; damage?: DamagedLine } {
    const size = fs.fstatSync(fd).size;
    let good = 0;
    /** Set once a line breaks the layout: no batch commits after it (what follows is cut). */
    let stopped = false;
    let lineNumber = 0;
    const pending: Array<{
      seq: number;
      line: number;
      record: number;
      recordLength: number;
      sourceAt: number;
      escaped: boolean;
      hash?: number;
    }> = [];
    const take = (bytes: Buffer, start: number, end: number, base: number): boolean => {
      const body = start + DIGEST;
      if (!holds(bytes, body, SEQ_OPEN)) return false;
      const seq = integerAt(bytes, body + SEQ_OPEN.length);
      if (seq === undefined || !holds(bytes, seq.end, END_KEY)) return false;
      const last = integerAt(bytes, seq.end + END_KEY.length);
      if (last === undefined) return false;
      let sourceAt = 0;
      let recordKey = last.end;
      let hash: number | undefined;
      if (holds(bytes, last.end, SOURCE_KEY)) {
        sourceAt = last.end + SOURCE_KEY.length;
        recordKey = compositeEnd(bytes, sourceAt);
        if (recordKey < 0 || !holds(bytes, recordKey, RECORD_KEY_BYTES)) return false;
        hash = sourceHash(sourceKey(parse(bytes.subarray(sourceAt, recordKey)) as unknown as Source));
      } else if (!holds(bytes, last.end, RECORD_KEY_BYTES)) return false;
      const recordAt = recordKey + RECORD_KEY.length;
      if (bytes[end - 2] !== 0x7d || recordAt >= end - 2) return false; // `}` then the newline
      // A record held as a JSON string of its text (see `placeEntry`): its length is the text's.
      const escaped = bytes[recordAt] === 0x22;
      const recordLength = escaped ? Buffer.byteLength(parse(bytes.subarray(recordAt, end - 2)) as string) : end - 2 - recordAt;
      pending.push({
        seq: seq.value,
        line: base + start,
        record: recordAt - start,
        recordLength,
        sourceAt: sourceAt === 0 ? 0 : sourceAt - start,
        escaped,
        ...(hash === undefined ? {} : { hash }),
      });
      if (seq.value === last.value) {
        // A batch is complete only at its last line: commit it.
        for (const e of pending) this.index(e.seq, e.line, e.record, e.recordLength, e.sourceAt, e.escaped, e.hash);
        pending.length = 0;
        good = base + end;
      }
      return true;
    };
    // One buffer, reused: the incomplete line a chunk ends in moves to its front and the next read
    // goes after it; it doubles only for a line longer than it.
    let buffer = Buffer.allocUnsafe(Math.min(RECOVER_CHUNK, Math.max(size, 1)));
    let held = 0; // bytes at the front of `buffer`: the incomplete line carried over
    let base = 0; // the log offset of buffer[0]
    for (let position = 0; position < size;) {
      if (held === buffer.length) {
        const bigger = Buffer.allocUnsafe(buffer.length * 2);
        buffer.copy(bigger, 0, 0, held);
        buffer = bigger;
      }
      const n = fs.readSync(fd, buffer, held, buffer.length - held, position);
      if (n === 0) break;
      position += n;
      const bytes = buffer.subarray(0, held + n);
      // Whole lines whose checksums hold, from the start of what is here (one kernel call).
      const whole = goodLength(bytes);
      let offset = 0;
      while (offset < whole) {
        const end = bytes.indexOf(0x0a, offset) + 1;
        lineNumber++;
        if (!stopped && !take(bytes, offset, end, base)) stopped = true;
        offset = end;
      }
      // A whole line after them whose checksum fails is damage; an incomplete one waits for more.
      if (bytes.indexOf(0x0a, offset) >= 0) return { good, damage: { line: lineNumber + 1, offset: base + offset } };
      held = bytes.copy(buffer, 0, offset);
      base += offset;
    }
    return { good };
  }

  private index(
    seq: number,
    line: number,
    record: number,
    recordLength: number,
    sourceAt: number,
    escaped: boolean,
    hash: number | undefined,
  ): void {
    if (seq !== this.positions.count + 1) throw new StoreRefusal("internal", `${this.name}: log out of sequence at ${seq}`);
    this.positions.push(line, record, recordLength, sourceAt, escaped);
    if (hash !== undefined) this.sources.add(hash, seq);
  }

  /** The sequence captured under the source with `key` (of hash `hash`), read back from the log to be sure. */
  private sourceSeq(key: string, hash: number): number | undefined {
    return this.sources.find(hash, (seq) => {
      const i = seq - 1;
      const line = this.readLog(i, i); // the line alone: its source and record offsets are within it
      const source = line.subarray(this.positions.source[i] as number, (this.positions.record[i] as number) - RECORD_KEY.length);
      return sourceKey(parse(source) as unknown as Source) === key;
    });
  }

  get last(): number {
    return this.positions.count;
  }

  /** Where the line of entry `i` (sequence i + 1) ends: where the next starts, or the log's end. */
  private lineEnd(i: number): number {
    return i + 1 < this.positions.count ? (this.positions.line[i + 1] as number) : this.size;
  }

  /** True when the log is as the host left it (see `known`). */
  private unchanged(fd: number): boolean {
    if (this.known === undefined) return false;
    const stat = fs.fstatSync(fd, { bigint: true });
    return stat.ctimeNs === this.known.ctimeNs && stat.size === this.known.size;
  }

  /** Notes the log as the host leaves it now (see `known`). */
  private remember(fd: number): void {
    const stat = fs.fstatSync(fd, { bigint: true });
    this.known = { ctimeNs: stat.ctimeNs, size: stat.size };
  }

  /**
   * The log's bytes from entry `first`'s line through entry `last`'s (indices). A log changed
   * outside the host is refused, never served: when its change time or size is not what the host
   * left (`known`), each line read has its checksum checked first.
   */
  private readLog(first: number, last: number): Buffer {
    const base = this.positions.line[first] as number;
    const bytes = Buffer.allocUnsafe(this.lineEnd(last) - base);
    const fd = this.log().fd;
    const unchanged = this.unchanged(fd);
    for (let got = 0; got < bytes.length;) {
      const n = fs.readSync(fd, bytes, got, bytes.length - got, base + got);
      if (n === 0) throw new StoreRefusal("internal", `${this.name}: the log is shorter than the host wrote it`);
      got += n;
    }
    if (unchanged) return bytes;
    const good = goodLength(bytes);
    if (good !== bytes.length) {
      let i = first;
      while (i < last && (this.positions.line[i + 1] as number) - base <= good) i++;
      throw new StoreRefusal("internal", `${this.name}: the log changed outside the host at sequence ${i + 1}; nothing was served`);
    }
    return bytes;
  }

  /** The stored record of sequence `seq`, as read from the log. */
  private storedRecord(seq: number): RecordText {
    const i = seq - 1;
    return this.recordIn(this.readLog(i, i), i, this.positions.line[i] as number);
  }

  /** Entry `i`'s record in `lines`, the log's bytes from offset `base`: its bytes, or its text when the line escaped it. */
  private recordIn(lines: Buffer, i: number, base: number): RecordText {
    const at = (this.positions.line[i] as number) - base + (this.positions.record[i] as number);
    if (this.positions.escaped[i] === 1) return parse(lines.subarray(at, this.lineEnd(i) - base - 2)) as string;
    return lines.subarray(at, at + (this.positions.recordLength[i] as number));
  }

  /**
   * The `records` reply for `from..=through` as JSON, built from the stored bytes directly: the
   * records' bytes are copied from the log, never re-printed. The reply stops short of `through`
   * when more would pass `maxBytes` (the frame cap), never before its first record: a reader goes
   * on from the sequence after the last one it got. Which records fit is known before the log is
   * read, so a long thread is never read whole for one page.
   */
  readReply(from: number, through: number, maxBytes = REPLY_MAX_BYTES): Buffer {
    const first = Math.max(1, from) - 1;
    const head = Buffer.from(`{"kind":"records","thread":${JSON.stringify(this.name)},"records":[`);
    const p = this.positions;
    // Each part: `{"seq":N,"record":<record>,"source":<source>}`, a comma before all but the first.
    const partBytes = (i: number) => {
      const source = p.source[i] as number;
      const sourceLength = source === 0 ? 0 : (p.record[i] as number) - RECORD_KEY.length - source;
      return `{"seq":${i + 1},"record":}`.length + (p.recordLength[i] as number) + (source === 0 ? 0 : ',"source":'.length + sourceLength);
    };
    let last = first - 1;
    let bytes = head.length + 2;
    for (let i = first; i < Math.min(through, p.count); i++) {
      const size = partBytes(i) + (i > first ? 1 : 0);
      if (bytes + size > maxBytes && i > first) break;
      bytes += size;
      last = i;
    }
    const out = Buffer.allocUnsafe(bytes);
    let at = head.copy(out, 0);
    if (last >= first) {
      const lines = this.readLog(first, last);
      const base = p.line[first] as number;
      for (let i = first; i <= last; i++) {
        const line = (p.line[i] as number) - base;
        const record = line + (p.record[i] as number);
        const source = p.source[i] as number;
        at += out.write(`${i > first ? "," : ""}{"seq":${i + 1},"record":`, at, "latin1");
        if (p.escaped[i] === 1) at += out.write(this.recordIn(lines, i, base) as string, at, "utf8");
        else at += lines.copy(out, at, record, record + (p.recordLength[i] as number));
        if (source !== 0) {
          at += out.write(',"source":', at, "latin1");
          at += lines.copy(out, at, line + source, record - RECORD_KEY.length);
        }
        out[at++] = 0x7d; // }
      }
    }
    at += out.write("]}", at, "latin1");
    // The sizes reckoned from the positions must be the bytes written: a reply is never sent cut short.
    if (at !== bytes) throw new StoreRefusal("internal", `${this.name}: a records reply came to ${at} bytes where ${bytes} were reckoned`);
    return out;
  }

  read(from: number, through: number): SeqRecord[] {
    const first = Math.max(1, from) - 1;
    const last = Math.min(through, this.last) - 1;
    if (last < first) return [];
    const p = this.positions;
    const lines = this.readLog(first, last);
    const base = p.line[first] as number;
    const out: SeqRecord[] = [];
    for (let i = first; i <= last; i++) {
      const line = (p.line[i] as number) - base;
      const record = line + (p.record[i] as number);
      const source = p.source[i] as number;
      out.push({
        seq: i + 1,
        record: new RawJson(utf8Text(this.recordIn(lines, i, base))) as unknown as SeqRecord["record"],
        ...(source === 0 ? {} : { source: parse(lines.subarray(line + source, record - RECORD_KEY.length)) as unknown as Source }),
      });
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
    const fresh: Array<{ record: RecordText; source: Source; hash: number }> = [];
    const inBatch = new Map<string, number>();
    const results = new Array<{ seq: number; repeated: boolean }>(items.length);
    for (let i = 0; i < items.length; i++) {
      const { record, source } = items[i] as { record: RecordText; source: Source };
      const key = sourceKey(source);
      const hash = sourceHash(key);
      const seen = inBatch.get(key) ?? this.sourceSeq(key, hash);
      if (seen !== undefined) {
        const stored = seen <= this.last ? this.storedRecord(seen) : (fresh[seen - this.last - 1] as { record: RecordText }).record;
        if (!sameContent(stored, record))
          throw new StoreRefusal(
            "source_conflict",
            `${this.name}: ${which(i)}source ${source.adapter}/${source.native_session}/${source.native_record} was captured at ${seen} with different content`,
            seen,
          );
        results[i] = { seq: seen, repeated: true };
        continue;
      }
      const seq = this.last + fresh.length + 1;
      inBatch.set(key, seq);
      fresh.push({ record, source, hash });
      results[i] = { seq, repeated: false };
    }
    if (fresh.length > 0) {
      this.checkLease(undefined, now);
      this.write(fresh);
    }
    return results;
  }

  /** Writes entries after the last, in one write and one fdatasync; `hash` is a source's, for the index. */
  private write(batch: Array<{ record: RecordText; source?: Source; hash?: number }>): { first: number; last: number } {
    const first = this.last + 1;
    const end = this.last + batch.length;
    const placed = new Array<Placed>(batch.length);
    const lines = new Array<RecordText[]>(batch.length);
    let length = 0;
    for (let i = 0; i < batch.length; i++) {
      const b = batch[i] as { record: RecordText; source?: Source };
      const e = placeEntry(first + i, end, b.record, b.source);
      placed[i] = e;
      lines[i] = [e.head, e.stored, "}"];
      length += e.lineLength;
    }
    // Encoded into the host's scratch, which the write below empties before the next append.
    const bytes = encodeLines(lines, this.descriptors.scratch);
    if (bytes.length !== length)
      throw new StoreRefusal("internal", `${this.name}: an append's lines are not the length their places say; nothing was written`);
    const file = this.log();
    const trusted = this.unchanged(file.fd);
    try {
      file.append(bytes); // all of it, synced, or nothing (src/durable/append.ts)
    } catch (error) {
      throw this.failedAppend(error);
    }
    let line = this.size;
    this.size += bytes.length;
    // Its own append changed the log's change time: still trusted only if nobody else had changed
    // it before (checked ahead of the write) and it grew by exactly what was written.
    if (trusted) {
      const before = this.known as { size: bigint };
      this.remember(file.fd);
      if (before.size + BigInt(bytes.length) !== this.known?.size) this.known = undefined;
    } else this.known = undefined;
    if (bytes.length >= RELEASE_FROM) this.releasePages(file.fd);
    for (let i = 0; i < placed.length; i++) {
      const e = placed[i] as Placed;
      const b = batch[i] as { hash?: number };
      this.index(first + i, line, e.recordAt, e.recordLength, e.sourceAt, e.escaped, b.hash);
      line += e.lineLength;
    }
    return { first, last: end };
  }

  /**
   * What a failed append tells its client: `unavailable` when the log is as it was (nothing
   * stored), `uncertain` when it could not be put back; the thread is then broken, and its store
   * opens the log anew, cutting the tear, before the next request (a retry with the same source
   * finds the record, or stores it once).
   */
  private failedAppend(error: unknown): StoreRefusal {
    const why = error instanceof Error ? error.message : String(error);
    if (error instanceof FsError && error.kind === "uncertain") {
      this.broken = true;
      this.close();
      return new StoreRefusal("uncertain", `${this.name}: ${why}; retry with the same source to find out whether it was stored`);
    }
    return new StoreRefusal("unavailable", `${this.name}: ${why}; nothing was stored`);
  }

  /** Carries a lease over from the thread this one replaces (a log opened anew after a fault). */
  inherit(from: Thread): void {
    this.lease = from.lease;
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

/**
 * A thread whose log holds a damaged line that is not its torn tail (bit rot, an edit): refused
 * `unavailable` on every use, nothing cut, served or written, until a person acts (`link-kit host
 * check` names it; docs/host.md says what to do next).
 */
export class LogDamaged extends StoreRefusal {
  constructor(
    readonly thread: string,
    readonly file: string,
    readonly damage: DamagedLine,
  ) {
    super(
      "unavailable",
      `${thread}: damaged: line ${damage.line} of its log ${file} (byte ${damage.offset}) fails its checksum; the thread is refused, nothing cut or written, until a person acts (link-kit host check --state <dir>)`,
    );
  }
}

function refusedOpen(thread: string, error: unknown): StoreRefusal {
  if (error instanceof StoreRefusal) return error;
  return new StoreRefusal(
    "unavailable",
    `${thread}: cannot open the log (${error instanceof Error ? error.message : String(error)}); nothing was written`,
  );
}

/** The threads of one agent, opened on first use; their log descriptors come from `descriptors`. */
export class Conversations {
  private readonly threads = new Map<string, Thread>();

  constructor(
    private readonly dir: Dir,
    private readonly descriptors = new LogDescriptors(),
    private readonly log: (line: string) => void = hostStderr.write,
  ) {}

  /** Damaged threads already named in the host's log, named once each. */
  private readonly named = new Set<string>();

  /** The thread, opened on first use, and opened anew (its log read again, a tear cut) once broken. */
  thread(name: string): Thread {
    let thread = this.threads.get(name);
    if (thread === undefined || thread.broken) {
      let fresh: Thread;
      try {
        fresh = Thread.open(this.dir, name, this.descriptors);
      } catch (error) {
        if (error instanceof LogDamaged && !this.named.has(name)) {
          this.named.add(name);
          this.log(`link-kit host: ${error.message}`);
        }
        throw error;
      }
      if (thread !== undefined) fresh.inherit(thread);
      this.threads.set(name, fresh);
      thread = fresh;
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
