import type { Source } from "../../generated/index.js";
/** One captured record: the record object and its source. */
export interface AcpRecord {
    record: Record<string, unknown>;
    source: Source;
}
/** The capture of one ACP session: push each `session/update`'s params, flush at the end of a turn. */
export declare class SessionCapture {
    readonly adapter: string;
    readonly session: string;
    private joining;
    private messages;
    /** The last prompt's text: an agent that echoes it as `user_message_chunk` adds no second user event. */
    private echo;
    private readonly counts;
    constructor(adapter: string, session: string);
    private source;
    private next;
    /** One notification's params; returns the records it completed. */
    push(params: unknown): AcpRecord[];
    /**
     * The person's prompt (`session/prompt`'s params): a `user` record of its text blocks, keeping the
     * params as `native`. Its record is `prompt:<time>:<digest>`: the proxy sees each prompt once,
     * and a prompt re-sent is another turn.
     */
    prompt(params: unknown): AcpRecord;
    /** The message being joined, complete now (the turn ended, or another kind of update came). */
    flush(): AcpRecord[];
}
