import type { Bridged } from "../bridge/client.js";
import { type AcpRecord } from "./capture.js";
/** Sends records to the proxy's thread, one delivery after another. */
export declare class Delivery {
    private readonly bridge;
    private readonly thread;
    private readonly home;
    private readonly log;
    private appending;
    private queue;
    constructor(bridge: Bridged | undefined, thread: string, home: string, log: (line: string) => void);
    /** Sends `records`, after every delivery before them and after the lines already read are passed on. */
    send(records: AcpRecord[]): void;
    /** Settles once every delivery begun has ended. */
    settled(): Promise<void>;
    close(): void;
    /** Through the adapter's queue: admitted (room made when it is full), then the queue replayed. */
    private queued;
}
/** One ACP session's records: derived from its updates, held while a prompt is open, then sent. */
export declare class SessionRecords {
    private readonly adapter;
    private readonly sessionId;
    private readonly delivery;
    private capture;
    /** Prompts sent on and not yet answered: while one is, the turn's records are held. */
    private open;
    /** The turn's records so far, sent when it ends (or when `HELD_RECORDS` are held). */
    private readonly held;
    constructor(adapter: string, sessionId: string, delivery: Delivery);
    /** A prompt sent on: its user record comes first in the turn (agents do not echo it, issue 38.8). */
    prompt(params: Record<string, unknown>): void;
    /** A `session/load`: the agent replays the history from its start, captured afresh and found again by source (C9). */
    restart(): void;
    /** A `session/update`'s records: sent now outside a prompt, held within one. */
    update(params: unknown): void;
    /** A prompt answered: the turn's records go now, as one batch. */
    answered(): void;
    /** Sends what is held and the message being streamed (a turn the agent never answered, too). */
    flush(): void;
}
