// The adapter's own state under its home (R5): `<home>/.lnk/agent-context/state.json`, a
// `link_harness_contract::AdapterState` naming the adapter, each native session's Link thread
// with the last cursor supplied to it, and the exports. Checked against its schema on every read,
// replaced durably on every change. The native session (for ACP adapters, the ACP session ID),
// the Link thread and the ledger's permanent session ID stay apart: this file maps the first to
// the second, the ledger the second to the third.

import { resolve } from "node:path";

import type { AdapterState, Cursor, ExportRecord } from "../../generated/index.js";
import { Dir } from "../durable/dir.js";
import { parse, stringify, type JsonValue } from "../json/index.js";
import { assertValid } from "../validate/index.js";

const FILE = "state.json";

/**
 * The most native sessions the state keeps, the least recently mapped dropped first. The file is
 * read and replaced whole at every session's start, which the harness waits on: with 10,000
 * sessions kept, a SessionStart hook took 130 ms longer, with 1,000 about 10 ms. A session
 * dropped, on a return, is given what moved since the last cursor this adapter supplied for its
 * thread (`lastCursor`).
 */
export const MAX_SESSIONS = 256;

export class AdapterStateFile {
  private constructor(
    private readonly dir: Dir,
    private state: AdapterState,
  ) {}

  /** Opens `<home>/.lnk/agent-context/state.json` for `adapter` (a new state when there is none). */
  static open(home: string, adapter: string): AdapterStateFile {
    const dir = Dir.open(resolve(home, ".lnk", "agent-context"), { create: true, mode: 0o700 });
    let state: AdapterState = { adapter, sessions: [], exports: [] };
    try {
      state = assertValid("link_harness_contract::AdapterState", parse(dir.readFile(FILE).bytes));
    } catch (error) {
      if ((error as { kind?: string }).kind !== "not_found") {
        dir.close();
        throw error;
      }
    }
    if (state.adapter !== adapter) {
      dir.close();
      throw new Error(
        `${resolve(home, ".lnk", "agent-context", FILE)} belongs to adapter ${JSON.stringify(state.adapter)}, not ${JSON.stringify(adapter)}`,
      );
    }
    return new AdapterStateFile(dir, state);
  }

  /** A copy of the whole state. */
  get current(): AdapterState {
    return structuredClone(this.state);
  }

  /** The adapter the state belongs to. */
  get adapter(): string {
    return this.state.adapter;
  }

  /** The thread a native session maps to, if any. */
  threadOf(nativeSession: string): string | undefined {
    return (this.state.sessions ?? []).find((s) => s.native_session === nativeSession)?.thread;
  }

  /**
   * The cursor this adapter last supplied for `thread`: the native session's own, else the one
   * supplied last to any session of the thread (a copy).
   */
  lastCursor(thread: string, nativeSession?: string): Cursor | undefined {
    const sessions = this.state.sessions ?? [];
    const of = (s: (typeof sessions)[number]) => (s.thread === thread && s.last_cursor?.thread === thread ? s.last_cursor : undefined);
    const own = sessions.find((s) => s.native_session === nativeSession);
    const cursor = (own && of(own)) ?? sessions.findLast((s) => of(s) !== undefined)?.last_cursor;
    return cursor ? structuredClone(cursor) : undefined;
  }

  /**
   * Maps a native session to a thread (R5) and, given `cursor`, records it as the last cursor
   * supplied to that session, in one durable write (a SessionStart makes both: two replaces, four
   * fsyncs, were a millisecond or two of the hook the harness waits on). The same mapping again,
   * with no cursor, writes nothing. The mapping goes last, as the most recent; past
   * `MAX_SESSIONS`, the least recent are dropped.
   */
  mapSession(nativeSession: string, thread: string, cursor?: Cursor): void {
    const sessions = (this.state.sessions ??= []);
    const at = sessions.findIndex((s) => s.native_session === nativeSession);
    const mapping = at < 0 ? { native_session: nativeSession, thread } : (sessions[at] as (typeof sessions)[number]);
    if (at >= 0 && mapping.thread === thread && cursor === undefined) return;
    mapping.thread = thread;
    if (cursor !== undefined) mapping.last_cursor = cursor;
    if (at >= 0) sessions.splice(at, 1);
    sessions.push(mapping);
    if (sessions.length > MAX_SESSIONS) sessions.splice(0, sessions.length - MAX_SESSIONS);
    this.write();
  }

  /** Every export recorded (copies). */
  exportRecords(): ExportRecord[] {
    return (this.state.exports ?? []).map((e) => ({ ...e }));
  }

  /** The last successful export of a memory document (M6), if any. */
  exportOf(memoryId: string): ExportRecord | undefined {
    const found = (this.state.exports ?? []).find((e) => e.memory_id === memoryId);
    return found === undefined ? undefined : { ...found };
  }

  /** Records a successful export (its native digest and the version written), durably (M6). */
  recordExport(record: ExportRecord): void {
    const exports = (this.state.exports ??= []);
    const at = exports.findIndex((e) => e.memory_id === record.memory_id);
    if (at >= 0) exports[at] = { ...record };
    else exports.push({ ...record });
    this.write();
  }

  /** Forgets an export (its native file is gone and the shared document says so), durably. */
  dropExport(memoryId: string): void {
    const exports = this.state.exports ?? [];
    const at = exports.findIndex((e) => e.memory_id === memoryId);
    if (at < 0) return;
    exports.splice(at, 1);
    this.write();
  }

  private write(): void {
    this.dir.writeAtomic(FILE, stringify(assertValid("link_harness_contract::AdapterState", this.state) as unknown as JsonValue), 0o600);
  }

  close(): void {
    this.dir.close();
  }
}
