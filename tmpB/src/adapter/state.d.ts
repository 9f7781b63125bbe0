import type { AdapterState, Cursor, ExportRecord } from "../../generated/index.js";
export declare class AdapterStateFile {
    private readonly dir;
    private state;
    private constructor();
    /** Opens `<home>/.lnk/agent-context/state.json` for `adapter` (a new state when there is none). */
    static open(home: string, adapter: string): AdapterStateFile;
    get current(): AdapterState;
    /** The thread a native session maps to, if any. */
    threadOf(nativeSession: string): string | undefined;
    /**
     * Maps a native session to a thread (R5) and, given `cursor`, records it as the last cursor
     * supplied to that session, in one durable write (a SessionStart makes both: two replaces, four
     * fsyncs, were a millisecond or two of the hook the harness waits on). The same mapping again,
     * with no cursor, writes nothing.
     */
    mapSession(nativeSession: string, thread: string, cursor?: Cursor): void;
    /** The last successful export of a memory document (M6), if any. */
    exportOf(memoryId: string): ExportRecord | undefined;
    /** Records a successful export (its native digest and the version written), durably (M6). */
    recordExport(record: ExportRecord): void;
    /** Forgets an export (its native file is gone and the shared document says so), durably. */
    dropExport(memoryId: string): void;
    private write;
    close(): void;
}
