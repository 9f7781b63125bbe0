/**
 * Where a captured record came from (C4): scoped to the Link agent and thread.
 */
export interface Source {
    /**
     * The adapter that captured the record, such as `claude-code`.
     */
    adapter: string;
    /**
     * The harness's own session ID.
     */
    native_session: string;
    /**
     * The harness's own record ID within that session.
     */
    native_record: string;
}
