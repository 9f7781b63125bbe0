import type { Answer, Model } from "./judge.js";
import type { Vector } from "./vectors.js";
/** What a testee says about itself in reply to `start`. */
export interface TesteeInfo {
    implementation: {
        name: string;
        version?: string;
        language?: string;
    };
    /** The vector kinds it answers; others are reported as not claimed. */
    kinds: string[];
    model?: Model;
    /** Vectors it is known to fail, each with why: failing them is expected, passing one is news. */
    expected_failures?: Array<{
        id: string;
        reason: string;
    }>;
}
/** A testee's reply to one vector: an answer, a skip with why, or an error. */
export type TesteeReply = {
    answer: Answer;
} | {
    skipped: string;
} | {
    errored: string;
};
/** How long a testee may be silent when an answer is due, by default. */
export declare const DEFAULT_TIMEOUT_MS = 10000;
/** The protocol's version, sent with `start`. */
export declare const TESTEE_PROTOCOL = 1;
export declare class Testee {
    readonly command: string;
    private readonly child;
    private readonly timeoutMs;
    private readonly lines;
    private waiting;
    private ended;
    /** Killed for its silence: every later request fails at once, with why. */
    private silenced;
    private stderr;
    private seq;
    /** The last exchange, request then response lines, for a failure's report. */
    transcript: string[];
    private constructor();
    /**
     * Starts `command` (run by the shell) and asks who it is. A testee that does not answer `start`
     * as the protocol says is stopped (killed if it must be) before the error is thrown.
     */
    static start(command: string, timeoutMs?: number): Promise<{
        testee: Testee;
        info: TesteeInfo;
    }>;
    /** Runs one vector: its expectation is not sent. */
    run(vector: Vector): Promise<TesteeReply>;
    /**
     * Asks the testee to stop and ends its input; one that has not exited within `STOP_GRACE_MS` is
     * killed. Its output streams are then let go, so a process it left behind cannot hold the run.
     */
    stop(): Promise<void>;
    private exchange;
    private next;
    private gone;
}
