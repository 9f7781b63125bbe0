// The bottom layer of the bridge (B5): frames over one byte stream. `FrameTransport` is the one
// place bytes become frames and frames bytes, for the client, the host and the tests alike; its
// stream is a Unix socket (`connectUnix`, or a host's accepted socket) or one end of an in-memory
// pair (`memoryPair`), so a client and a host can run in one process with no socket at all.
// Above it: the handshake (handshake.ts), then the client (client.ts) or the host's dispatch.
import { connect } from "node:net";
import { Duplex } from "node:stream";
import { encodeFrame, FrameError, FrameReader } from "./frames.js";
/**
 * A cap on the bytes of partial frames all of a host's connections hold at once (issue 39.12): a
 * cap per frame alone lets many clients each stalling a large frame push the host's memory up
 * without bound. Past the cap, the connection whose frame pushed it over stops being read (its
 * socket's own buffer fills, and its client waits: no error); whenever the total goes back under
 * (a frame completes, a connection ends or a stalled frame is dropped at its deadline), the
 * connections held by it are read again. A frame held by the cap is still timed: one that cannot
 * be whole by its deadline is dropped (its client retries), so the cap never deadlocks.
 */
export class FrameBudget {
    cap;
    used = 0;
    held = new Map();
    waiting = new Set();
    constructor(cap) {
        this.cap = cap;
    }
    /** The bytes of partial frames held now, over every connection. */
    get total() {
        return this.used;
    }
    /** Notes that `transport` holds `partial` bytes of a frame now; pauses it past the cap, resumes the waiting once under. */
    note(transport, partial) {
        const before = this.held.get(transport) ?? 0;
        if (partial === before)
            return;
        this.used += partial - before;
        if (partial === 0)
            this.held.delete(transport);
        else
            this.held.set(transport, partial);
        if (partial > before && this.used > this.cap) {
            this.waiting.add(transport);
            transport.pause("budget");
        }
        else if (partial < before && this.used <= this.cap) {
            for (const w of this.waiting)
                w.resume("budget");
            this.waiting.clear();
        }
        if (partial === 0)
            this.waiting.delete(transport);
    }
}
export class FrameTransport {
    stream;
    /** The frame reader: its `limit` (4 KiB until the handshake raises it) and `rawAt` are the layers' to set. */
    reader = new FrameReader();
    /** The host's cap on partial frames over all its connections, when this is a host's connection. */
    budget;
    /** Why reading is paused: each reason resumes only its own (work waiting, the budget). */
    holds = new Set();
    onFrame;
    onBadFrame;
    /** Frames that arrived while no layer listened (between the handshake and the next layer). */
    held = [];
    closeError;
    frameTimer;
    idleTimer;
    /** When the stream was last read (Date.now() ms), for the idle deadline. */
    lastRead = 0;
    limits;
    constructor(stream) {
        this.stream = stream;
        stream.on("data", (chunk) => this.receive(chunk));
        // A stream error ends the stream; `onClose` hears it with the error.
        stream.on("error", (error) => {
            this.closeError ??= error;
            stream.destroy();
        });
        stream.on("close", () => {
            clearTimeout(this.frameTimer);
            clearTimeout(this.idleTimer);
            this.budget?.note(this, 0);
        });
    }
    /**
     * Frames go to `onFrame` from now on, those held first; `onBadFrame` hears bytes that are not a
     * frame (over the reader's limit, or not JSON), after which nothing more is read. Without
     * `onBadFrame` such a stream is closed. `listen()` with no handler holds what arrives.
     */
    listen(onFrame, onBadFrame) {
        this.onFrame = onFrame;
        this.onBadFrame = onBadFrame;
        while (this.onFrame === onFrame && onFrame !== undefined && this.held.length > 0 && !this.closed)
            onFrame(this.held.shift());
    }
    /** Bytes read from the stream (a socket read with `onread` hands them here, not to a 'data' event). */
    receive(chunk) {
        let frames;
        try {
            frames = this.reader.pushWithText(chunk);
        }
        catch (error) {
            this.stream.pause();
            if (this.onBadFrame && error instanceof FrameError)
                this.onBadFrame(error);
            else
                this.close();
            return;
        }
        this.budget?.note(this, this.reader.partial);
        if (this.limits)
            this.armDeadlines();
        for (const frame of frames) {
            if (this.closed)
                return;
            if (this.onFrame)
                this.onFrame(frame);
            else
                this.held.push(frame);
        }
    }
    /** Sends one value as a frame; nothing once the stream is closed. */
    send(value) {
        if (!this.closed)
            this.stream.write(encodeFrame(value));
    }
    /** Sends frame bytes already encoded (a reply built from stored JSON, say). */
    sendFrame(frame) {
        if (!this.closed)
            this.stream.write(frame);
    }
    /** Bytes sent that the peer has not taken yet. */
    get backlog() {
        return this.stream.writableLength;
    }
    /** Stops reading the stream (backpressure) for `reason`; `resume` with the same reason reads again once no other holds it. */
    pause(reason = "work") {
        this.holds.add(reason);
        this.stream.pause();
    }
    resume(reason = "work") {
        this.holds.delete(reason);
        if (!this.closed && this.holds.size === 0)
            this.stream.resume();
    }
    get paused() {
        return this.stream.isPaused();
    }
    /** Resolves once every byte sent so far has been handed to the stream's peer (or the stream closed). */
    drained() {
        if (this.closed || this.backlog === 0)
            return Promise.resolve();
        return new Promise((resolve) => {
            const done = () => {
                this.stream.off("drain", done);
                this.stream.off("close", done);
                resolve();
            };
            this.stream.on("drain", done);
            this.stream.on("close", done);
        });
    }
    onDrain(listener) {
        this.stream.on("drain", listener);
    }
    /** `listener` runs once when the stream is gone, with the error that ended it if one did. */
    onClose(listener) {
        if (this.closed)
            queueMicrotask(() => listener(this.closeError));
        else
            this.stream.once("close", () => listener(this.closeError));
    }
    get closed() {
        return this.stream.destroyed;
    }
    /** Ends the stream once what was sent is flushed (a rejection's last frame reaches the peer). */
    end() {
        if (this.closed)
            return;
        this.stream.pause();
        this.stream.end(() => this.stream.destroy());
    }
    /** Closes the stream now; whatever is in flight is lost. */
    close() {
        this.stream.destroy();
    }
    /**
     * Applies the deadlines of an authenticated stream: a frame begun must end in time (no partial
     * frame is held open forever) and a stream with nothing to do is closed after a long silence.
     * While this side has stopped reading (backpressure), the frame clock waits.
     */
    deadlines(limits) {
        this.limits = limits;
        this.armDeadlines();
    }
    armDeadlines() {
        const limits = this.limits;
        if (this.reader.partial === 0) {
            clearTimeout(this.frameTimer);
            this.frameTimer = undefined;
        }
        else {
            this.frameTimer ??= setTimeout(() => {
                this.frameTimer = undefined;
                // Held for this side's own work, the clock waits; held by the host's frame budget, it
                // runs: a frame stalled behind the cap is dropped like any other, so the cap never
                // deadlocks with every holder paused.
                if (this.paused && !this.holds.has("budget"))
                    this.armDeadlines();
                else
                    this.close();
            }, limits.frameMs);
        }
        // Silence is timed from the last read, noted per read; the one idle timer looks when it may
        // have run out and sets itself again for the rest, so a busy stream costs no timer per frame.
        this.lastRead = Date.now();
        this.idleTimer ??= setTimeout(() => this.idleCheck(), limits.idleMs);
    }
    idleCheck() {
        const limits = this.limits;
        const silent = Date.now() - this.lastRead;
        if (silent < limits.idleMs) {
            this.idleTimer = setTimeout(() => this.idleCheck(), limits.idleMs - silent);
            return;
        }
        this.idleTimer = undefined;
        if (!limits.busy() && this.reader.partial === 0)
            this.close();
        else
            this.armDeadlines();
    }
}
/** Connects to a Unix socket; rejects with the socket's error (ENOENT, ECONNREFUSED, ...). */
export function connectUnix(path) {
    return new Promise((resolve, reject) => {
        // Reads land in one reused buffer and go straight to the frame reader, without the stream
        // machinery of a 'data' event; a copy is what the reader may keep.
        let transport;
        const early = [];
        const onread = {
            buffer: Buffer.allocUnsafe(64 * 1024),
            callback: (n, buffer) => {
                const chunk = Buffer.from(buffer.subarray(0, n));
                if (transport)
                    transport.receive(chunk);
                else
                    early.push(chunk);
                return true;
            },
        };
        const socket = connect({ path, onread });
        socket.once("error", reject);
        socket.once("connect", () => {
            socket.off("error", reject);
            transport = new FrameTransport(socket);
            for (const chunk of early.splice(0))
                transport.receive(chunk);
            resolve(transport);
        });
    });
}
/**
 * Two transports joined in memory: what one sends, the other receives, in order; closing one
 * closes both. For running a client against a host (or a handshake against its peer) in one process.
 */
export function memoryPair() {
    const [a, b] = duplexPair();
    return [new FrameTransport(a), new FrameTransport(b)];
}
function duplexPair() {
    const ends = [];
    const end = (peer) => new Duplex({
        allowHalfOpen: false,
        read() { },
        write(chunk, _encoding, done) {
            // Delivered on a later turn, as a socket would: a sender never re-enters its own handler.
            setImmediate(() => {
                if (!peer().destroyed)
                    peer().push(chunk);
                done();
            });
        },
        final(done) {
            setImmediate(() => {
                if (!peer().destroyed)
                    peer().push(null);
                done();
            });
        },
        destroy(error, done) {
            if (!peer().destroyed)
                peer().destroy();
            done(error);
        },
    });
    ends.push(end(() => ends[1]), end(() => ends[0]));
    return [ends[0], ends[1]];
}
