import { Duplex } from "node:stream";
import type { JsonValue } from "../json/index.js";
import { FrameError, FrameReader, type ParsedFrame } from "./frames.js";
/** One frame as received (see `ParsedFrame`). */
export type ReceivedFrame = ParsedFrame;
/** Deadlines after the handshake (see `FrameTransport.deadlines`). */
export interface Deadlines {
    /** A frame must be whole within this long of its first byte. */
    frameMs: number;
    /** With nothing in flight (`busy` false) and no frame partway in, a stream silent this long is closed. */
    idleMs: number;
    busy: () => boolean;
}
/**
 * A cap on the bytes of partial frames all of a host's connections hold at once (issue 39.12): a
 * cap per frame alone lets many clients each stalling a large frame push the host's memory up
 * without bound. Past the cap, the connection whose frame pushed it over stops being read (its
 * socket's own buffer fills, and its client waits: no error); whenever the total goes back under
 * (a frame completes, a connection ends or a stalled frame is dropped at its deadline), the
 * connections held by it are read again. A frame held by the cap is still timed: one that cannot
 * be whole by its deadline is dropped (its client retries), so the cap never deadlocks.
 */
export declare class FrameBudget {
    readonly cap: number;
    private used;
    private readonly held;
    private readonly waiting;
    constructor(cap: number);
    /** The bytes of partial frames held now, over every connection. */
    get total(): number;
    /** Notes that `transport` holds `partial` bytes of a frame now; pauses it past the cap, resumes the waiting once under. */
    note(transport: FrameTransport, partial: number): void;
}
export declare class FrameTransport {
    private readonly stream;
    /** The frame reader: its `limit` (4 KiB until the handshake raises it) and `rawAt` are the layers' to set. */
    readonly reader: FrameReader;
    /** The host's cap on partial frames over all its connections, when this is a host's connection. */
    budget: FrameBudget | undefined;
    /** Why reading is paused: each reason resumes only its own (work waiting, the budget). */
    private readonly holds;
    private onFrame;
    private onBadFrame;
    /** Frames that arrived while no layer listened (between the handshake and the next layer). */
    private held;
    private closeError;
    private frameTimer;
    private idleTimer;
    /** When the stream was last read (Date.now() ms), for the idle deadline. */
    private lastRead;
    private limits;
    constructor(stream: Duplex);
    /**
     * Frames go to `onFrame` from now on, those held first; `onBadFrame` hears bytes that are not a
     * frame (over the reader's limit, or not JSON), after which nothing more is read. Without
     * `onBadFrame` such a stream is closed. `listen()` with no handler holds what arrives.
     */
    listen(onFrame?: (frame: ReceivedFrame) => void, onBadFrame?: (error: FrameError) => void): void;
    /** Bytes read from the stream (a socket read with `onread` hands them here, not to a 'data' event). */
    receive(chunk: Buffer): void;
    /** Sends one value as a frame; nothing once the stream is closed. */
    send(value: JsonValue): void;
    /** Sends frame bytes already encoded (a reply built from stored JSON, say). */
    sendFrame(frame: Buffer): void;
    /** Bytes sent that the peer has not taken yet. */
    get backlog(): number;
    /** Stops reading the stream (backpressure) for `reason`; `resume` with the same reason reads again once no other holds it. */
    pause(reason?: string): void;
    resume(reason?: string): void;
    get paused(): boolean;
    /** Resolves once every byte sent so far has been handed to the stream's peer (or the stream closed). */
    drained(): Promise<void>;
    onDrain(listener: () => void): void;
    /** `listener` runs once when the stream is gone, with the error that ended it if one did. */
    onClose(listener: (error?: Error) => void): void;
    get closed(): boolean;
    /** Ends the stream once what was sent is flushed (a rejection's last frame reaches the peer). */
    end(): void;
    /** Closes the stream now; whatever is in flight is lost. */
    close(): void;
    /**
     * Applies the deadlines of an authenticated stream: a frame begun must end in time (no partial
     * frame is held open forever) and a stream with nothing to do is closed after a long silence.
     * While this side has stopped reading (backpressure), the frame clock waits.
     */
    deadlines(limits: Deadlines): void;
    private armDeadlines;
    private idleCheck;
}
/** Connects to a Unix socket; rejects with the socket's error (ENOENT, ECONNREFUSED, ...). */
export declare function connectUnix(path: string): Promise<FrameTransport>;
/**
 * Two transports joined in memory: what one sends, the other receives, in order; closing one
 * closes both. For running a client against a host (or a handshake against its peer) in one process.
 */
export declare function memoryPair(): [FrameTransport, FrameTransport];
