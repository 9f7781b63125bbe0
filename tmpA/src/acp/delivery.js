// Where the ACP proxy's captured records go, and when. A session's records are held while a
// prompt is open and sent as one batch when it is answered (or once `HELD_RECORDS` are held), off
// the forwarding path, in order, so a slow or absent store never holds a message back. They go
// through the capture session every driver shares (src/adapter/capture.ts): admitted to the
// adapter's durable queue under its home (Q1), then the queue replayed, so a store that is down
// loses nothing.
import { stringify } from "../json/index.js";
import { captureSession } from "../adapter/capture.js";
import { CaptureQueue } from "../queue/index.js";
import { SessionCapture } from "./capture.js";
/**
 * How many records a turn holds before it sends them anyway: storage stays off the turn's path
 * (a turn's records go as one batch once it is answered) without a long turn held in memory.
 */
const HELD_RECORDS = 64;
/**
 * Resolves a millisecond from now: after the lines already read are passed on, and after this
 * process has let the CPU go, so that storing a turn never keeps the client that was just
 * answered waiting for a core (on two cores the client is often woken on this one; with
 * `setImmediate` the capture ran before it and the turn waited: `npm run bench -- --only
 * acp_proxy_vs_forwarder` shows the ratio).
 */
const afterTheAnswer = () => new Promise((resolve) => setTimeout(resolve, 1));
const why = (error) => (error instanceof Error ? error.message : String(error));
/** Sends records to the proxy's thread, one delivery after another. */
export class Delivery {
    bridge;
    thread;
    home;
    log;
    appending = Promise.resolve();
    queue;
    constructor(bridge, thread, home, log) {
        this.bridge = bridge;
        this.thread = thread;
        this.home = home;
        this.log = log;
    }
    /** Sends `records`, after every delivery before them and after the lines already read are passed on. */
    send(records) {
        const bridge = this.bridge;
        if (bridge === undefined || records.length === 0)
            return;
        const items = records.map((r) => ({ record: stringify(r.record), source: r.source }));
        this.appending = this.appending.then(afterTheAnswer).then(() => this.queued(bridge, items));
    }
    /** Settles once every delivery begun has ended. */
    settled() {
        return this.appending;
    }
    close() {
        this.queue?.close();
    }
    /** Through the adapter's queue: admitted (room made when it is full), then the queue replayed. */
    async queued(bridge, items) {
        const home = this.home;
        let admitted = false;
        try {
            const queue = (this.queue ??= CaptureQueue.open(home, bridge.binding.agent));
            await queue.locked(() => captureSession(queue, bridge, home, [{ thread: this.thread, records: items }], { admitted: () => (admitted = true) }));
        }
        catch (error) {
            this.log(admitted
                ? `link-kit acp: capture queued under ${home}, not stored yet (a later drain stores it): ${why(error)}`
                : `link-kit acp: capture could not be queued under ${home}: ${why(error)}`);
        }
    }
}
/** One ACP session's records: derived from its updates, held while a prompt is open, then sent. */
export class SessionRecords {
    adapter;
    sessionId;
    delivery;
    capture;
    /** Prompts sent on and not yet answered: while one is, the turn's records are held. */
    open = 0;
    /** The turn's records so far, sent when it ends (or when `HELD_RECORDS` are held). */
    held = [];
    constructor(adapter, sessionId, delivery) {
        this.adapter = adapter;
        this.sessionId = sessionId;
        this.delivery = delivery;
        this.capture = new SessionCapture(adapter, sessionId);
    }
    /** A prompt sent on: its user record comes first in the turn (agents do not echo it, issue 38.8). */
    prompt(params) {
        this.open++;
        this.held.push(this.capture.prompt(params));
    }
    /** A `session/load`: the agent replays the history from its start, captured afresh and found again by source (C9). */
    restart() {
        this.capture = new SessionCapture(this.adapter, this.sessionId);
    }
    /** A `session/update`'s records: sent now outside a prompt, held within one. */
    update(params) {
        const records = this.capture.push(params);
        if (this.open === 0)
            this.delivery.send(records);
        else if (this.held.push(...records) >= HELD_RECORDS)
            this.delivery.send(this.held.splice(0));
    }
    /** A prompt answered: the turn's records go now, as one batch. */
    answered() {
        this.open = Math.max(0, this.open - 1);
        this.flush();
    }
    /** Sends what is held and the message being streamed (a turn the agent never answered, too). */
    flush() {
        this.delivery.send([...this.held.splice(0), ...this.capture.flush()]);
    }
}
