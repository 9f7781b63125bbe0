// The adapter's own state under its home (R5): `<home>/.lnk/agent-context/state.json`, a
// `link_harness_contract::AdapterState` naming the adapter, each native session's Link thread
// with the last cursor supplied to it, and the exports. Checked against its schema on every read,
// replaced durably on every change. The native session (for ACP adapters, the ACP session ID),
// the Link thread and the ledger's permanent session ID stay apart: this file maps the first to
// the second, the ledger the second to the third.
import { resolve } from "node:path";
import { Dir } from "../durable/dir.js";
import { parse, stringify } from "../json/index.js";
import { assertValid } from "../validate/index.js";
const FILE = "state.json";
export class AdapterStateFile {
    dir;
    state;
    constructor(dir, state) {
        this.dir = dir;
        this.state = state;
    }
    /** Opens `<home>/.lnk/agent-context/state.json` for `adapter` (a new state when there is none). */
    static open(home, adapter) {
        const dir = Dir.open(resolve(home, ".lnk", "agent-context"), { create: true, mode: 0o700 });
        let state = { adapter, sessions: [], exports: [] };
        try {
            state = assertValid("link_harness_contract::AdapterState", parse(dir.readFile(FILE).bytes));
        }
        catch (error) {
            if (error.kind !== "not_found") {
                dir.close();
                throw error;
            }
        }
        if (state.adapter !== adapter) {
            dir.close();
            throw new Error(`${resolve(home, ".lnk", "agent-context", FILE)} belongs to adapter ${JSON.stringify(state.adapter)}, not ${JSON.stringify(adapter)}`);
        }
        return new AdapterStateFile(dir, state);
    }
    get current() {
        return structuredClone(this.state);
    }
    /** The thread a native session maps to, if any. */
    threadOf(nativeSession) {
        return (this.state.sessions ?? []).find((s) => s.native_session === nativeSession)?.thread;
    }
    /**
     * Maps a native session to a thread (R5) and, given `cursor`, records it as the last cursor
     * supplied to that session, in one durable write (a SessionStart makes both: two replaces, four
     * fsyncs, were a millisecond or two of the hook the harness waits on). The same mapping again,
     * with no cursor, writes nothing.
     */
    mapSession(nativeSession, thread, cursor) {
        const sessions = (this.state.sessions ??= []);
        let mapping = sessions.find((s) => s.native_session === nativeSession);
        if (mapping?.thread === thread && cursor === undefined)
            return;
        if (mapping)
            mapping.thread = thread;
        else
            sessions.push((mapping = { native_session: nativeSession, thread }));
        if (cursor !== undefined)
            mapping.last_cursor = cursor;
        this.write();
    }
    /** The last successful export of a memory document (M6), if any. */
    exportOf(memoryId) {
        const found = (this.state.exports ?? []).find((e) => e.memory_id === memoryId);
        return found === undefined ? undefined : { ...found };
    }
    /** Records a successful export (its native digest and the version written), durably (M6). */
    recordExport(record) {
        const exports = (this.state.exports ??= []);
        const at = exports.findIndex((e) => e.memory_id === record.memory_id);
        if (at >= 0)
            exports[at] = { ...record };
        else
            exports.push({ ...record });
        this.write();
    }
    /** Forgets an export (its native file is gone and the shared document says so), durably. */
    dropExport(memoryId) {
        const exports = this.state.exports ?? [];
        const at = exports.findIndex((e) => e.memory_id === memoryId);
        if (at < 0)
            return;
        exports.splice(at, 1);
        this.write();
    }
    write() {
        this.dir.writeAtomic(FILE, stringify(assertValid("link_harness_contract::AdapterState", this.state)), 0o600);
    }
    close() {
        this.dir.close();
    }
}
