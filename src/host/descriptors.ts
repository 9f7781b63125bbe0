// The open log descriptors of a host, least recently used first. A thread's log stays open
// between appends, but past `max` the least recently used is closed (its thread reopens it on
// its next append), so touching many threads never exhausts the process's descriptors.

import type { FileOps } from "../durable/append.js";
import { LineScratch } from "../durable/lines.js";

/** What holds a descriptor the pool may close. */
export interface HeldLog {
  closeLog(): void;
}

export class LogDescriptors {
  private readonly open = new Set<HeldLog>();
  /** Where every thread of the host encodes the lines of an append, written out at once. */
  readonly scratch = new LineScratch();

  constructor(
    readonly max = 64,
    /** The system calls the logs' appends make (tests hand in ones that fail on purpose). */
    readonly ops?: FileOps,
  ) {}

  /** Marks `log`'s descriptor as just used, closing the least recently used past the cap. */
  used(log: HeldLog): void {
    this.open.delete(log);
    this.open.add(log);
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

  forget(log: HeldLog): void {
    this.open.delete(log);
  }
}

/** EMFILE or ENFILE, as FsError passes the system's message on. */
export function outOfDescriptors(error: unknown): boolean {
  return /\bE[MN]FILE\b/.test(error instanceof Error ? error.message : String(error));
}
