/** A sink for whole lines on one descriptor (2: stderr, 1: stdout). */
export declare class LineSink {
    private readonly fd;
    private dropped;
    private why;
    constructor(fd: number);
    /** Writes `line` and a newline, or counts it as dropped; never throws. */
    readonly write: (line: string) => void;
}
/** The host's stderr, as a LineSink: the default sink of every diagnostic line. */
export declare const hostStderr: LineSink;
/** The host's stdout (the "serving" line a starter waits for). */
export declare const hostStdout: LineSink;
