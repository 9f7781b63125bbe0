// The host's own output (its diagnostic lines, "serving", "stopped"), written so that it can never
// take the host down: with --detach it goes to <state>/run/host.log, and a full disk makes that
// write fail. A line that cannot be written is counted and dropped; the next line that can be
// says how many were lost. A stream's write would instead end the process on its 'error' event.
import { writeAll } from "../durable/append.js";
/** A sink for whole lines on one descriptor (2: stderr, 1: stdout). */
export class LineSink {
    fd;
    dropped = 0;
    why = "";
    constructor(fd) {
        this.fd = fd;
    }
    /** Writes `line` and a newline, or counts it as dropped; never throws. */
    write = (line) => {
        const lost = this.dropped > 0 ? `(${this.dropped} line(s) of this log could not be written: ${this.why})\n` : "";
        try {
            writeAll(this.fd, `${lost}${line}\n`);
            this.dropped = 0;
        }
        catch (error) {
            this.dropped++;
            this.why = error instanceof Error ? error.message : String(error);
        }
    };
}
/** The host's stderr, as a LineSink: the default sink of every diagnostic line. */
export const hostStderr = new LineSink(2);
/** The host's stdout (the "serving" line a starter waits for). */
export const hostStdout = new LineSink(1);
