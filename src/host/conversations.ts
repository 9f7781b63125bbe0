// The conversation store of one agent: its threads (src/host/thread.ts), each opened on first use
// and opened anew, its log read again and a tear cut, once an append left it broken.

import type { U64 } from "../../generated/index.js";
import type { Dir } from "../durable/dir.js";
import { LogDescriptors } from "./descriptors.js";
import { hostStderr } from "./log.js";
import { LogDamaged, Thread } from "./thread.js";

/** The threads of one agent, opened on first use; their log descriptors come from `descriptors`. */
export class Conversations {
  private readonly threads = new Map<string, Thread>();
  /** Damaged threads already named in the host's log, named once each. */
  private readonly named = new Set<string>();

  constructor(
    private readonly dir: Dir,
    private readonly descriptors = new LogDescriptors(),
    private readonly log: (line: string) => void = hostStderr.write,
  ) {}

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
      if (thread !== undefined) fresh.lease.inherit(thread.lease);
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

/** A sequence on the wire as a number: past 2^53 - 1 (beyond any thread), that. */
export function seqOf(value: U64): number {
  const n = typeof value === "bigint" ? value : BigInt(value);
  if (n > BigInt(Number.MAX_SAFE_INTEGER)) return Number.MAX_SAFE_INTEGER;
  return Number(n);
}
