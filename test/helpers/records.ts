// A thread's records as the host serves them: read from its `records` reply's bytes, so a test
// sees each record's text exactly as the reply carries it (the stored bytes, C6).

import type { Source } from "../../generated/index.js";
import type { Thread } from "../../src/host/thread.js";
import { compositeEnd } from "../../src/json/index.js";

export interface ServedRecord {
  seq: number;
  /** The record's JSON text as the reply holds it. */
  text: string;
  source?: Source;
}

/** The records `thread` serves for `from..=through` (one reply, uncapped). */
export function servedRecords(thread: Thread, from: number, through: number): ServedRecord[] {
  const reply = thread.readReply(from, through, Number.MAX_SAFE_INTEGER);
  const out: ServedRecord[] = [];
  let at = reply.indexOf('"records":[') + '"records":['.length;
  while (reply[at] !== 0x5d) {
    const head = /^,?\{"seq":(\d+),"record":/.exec(reply.toString("latin1", at, at + 40));
    if (head === null) throw new Error(`not a records reply at byte ${at}: ${reply.toString()}`);
    at += head[0].length;
    const recordEnd = compositeEnd(reply, at);
    const served: ServedRecord = { seq: Number(head[1]), text: reply.toString("utf8", at, recordEnd) };
    at = recordEnd;
    if (reply.toString("latin1", at, at + 10) === ',"source":') {
      const sourceEnd = compositeEnd(reply, at + 10);
      served.source = JSON.parse(reply.toString("utf8", at + 10, sourceEnd)) as Source;
      at = sourceEnd;
    }
    if (reply[at] !== 0x7d) throw new Error(`a record's part does not close at byte ${at}`);
    at++;
    out.push(served);
  }
  return out;
}
