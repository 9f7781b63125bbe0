import type { Agent, Reply, Request } from "../../generated/index.js";
import { ReplyBytes } from "../bridge/frames.js";
import type { Proven } from "../bridge/handshake.js";
import type { FrameTransport } from "../bridge/transport.js";
import type { FileOps } from "../durable/append.js";
import type { RecordText } from "./log-line.js";
import { type Scope } from "./paths.js";
import type { HostState } from "./state.js";
export interface DispatchOptions {
    /** How long a frame may take from its first byte to its last before the connection is dropped. */
    frameDeadlineMs?: number;
    /** How long a connection with nothing in flight may send nothing before it is closed. */
    idleMs?: number;
    /** Where diagnostic lines go (stderr unless given; tests collect them). */
    log?: (line: string) => void;
    /** Start each lnk-file-store with `--walk` (the attack suite runs with and without openat2). */
    fileStoreWalk?: boolean;
    /** The system calls the thread logs' appends make (tests hand in ones that fail on purpose). */
    logOps?: FileOps;
}
/** A frame must be whole within this long of its first byte: a partial frame is not held forever. */
export declare const FRAME_DEADLINE_MS = 30000;
/** A connection silent this long, with nothing in flight, is closed; Bridged reconnects on its next request. */
export declare const IDLE_MS: number;
/** A request as it came off the wire, with what of its text the host keeps. */
interface Incoming {
    request: Request;
    /** The records' JSON text, or its bytes, as the client sent it (C6); without it they are printed anew. */
    records?: RecordText[];
    /**
     * The frame's walk found no number with an exponent or a long digit run, so no record can hold
     * an inexact one and the records are not walked again to look.
     */
    plainNumbers: boolean;
    /** The request's JSON text (or bytes) as sent, checked: a file store gets it as it is, not printed again. */
    text?: RecordText;
    /** Gives the frame's buffer back to the reader (see `ParsedFrame.release`): called once an append has stored the records. */
    release?: () => void;
}
export declare class Dispatch {
    readonly state: HostState;
    private readonly options;
    private readonly fileStores;
    private readonly conversations;
    /** Every agent's thread logs share one bounded set of open descriptors. */
    private readonly logs;
    constructor(state: HostState, options?: DispatchOptions);
    /**
     * Serves the requests of one authenticated transport until it closes. Backpressure: requests
     * run in order, at most MAX_IN_FLIGHT at a time, and none starts while replies the client has
     * not read pass HIGH_WATER bytes; with MAX_QUEUED waiting, the transport is not read. A client
     * that sends and never reads holds a bounded amount of the host's memory.
     */
    serve(transport: FrameTransport, proven: Proven<Agent>, scope: Scope): void;
    /** The processes this host started, for inspection (the environ/cmdline test). */
    childPids(): number[];
    private fileStore;
    private threads;
    /** One request from a proven connection (see `Incoming` for what of its text comes with it). */
    handle(proven: Proven<Agent>, scope: Scope, incoming: Incoming): Promise<Reply | ReplyBytes>;
    /** Stops every file store and closes every thread log. */
    close(): Promise<void>;
}
export {};
