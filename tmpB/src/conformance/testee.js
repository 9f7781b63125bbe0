// An implementation in another language under test (K8), speaking the testee protocol over its
// stdin and stdout (docs/conformance.md): one JSON request per line, one JSON response per line.
// `start` answers who it is and which vector kinds it claims; `run` carries a sequence number and
// a vector (without its expectation); `stop` ends it. A testee that dies, answers out of order or
// is silent past the deadline fails the vector it was given, with its stderr's tail. Whatever a
// testee does (it never answers, answers `start` wrongly, ignores the end of its input), the run
// ends in bounded time: it is killed when it has had its deadline.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { JsonError, parse, stringify } from "../json/index.js";
import { resolveType } from "../validate/index.js";
import { TesteeError } from "./errors.js";
/** How long a testee may be silent when an answer is due, by default. */
export const DEFAULT_TIMEOUT_MS = 10_000;
/** How long a testee has to exit once asked to stop. */
const STOP_GRACE_MS = 2000;
/** The protocol's version, sent with `start`. */
export const TESTEE_PROTOCOL = 1;
export class Testee {
    command;
    child;
    timeoutMs;
    lines = [];
    waiting;
    ended = false;
    /** Killed for its silence: every later request fails at once, with why. */
    silenced = false;
    stderr = "";
    seq = 0;
    /** The last exchange, request then response lines, for a failure's report. */
    transcript = [];
    constructor(command, child, timeoutMs) {
        this.command = command;
        this.child = child;
        this.timeoutMs = timeoutMs;
        createInterface({ input: child.stdout }).on("line", (line) => {
            if (this.waiting) {
                const done = this.waiting;
                this.waiting = undefined;
                done(line);
            }
            else
                this.lines.push(line);
        });
        child.stderr.on("data", (d) => {
            this.stderr = (this.stderr + d.toString()).slice(-2000);
        });
        child.on("close", () => {
            this.ended = true;
            this.waiting?.(undefined);
            this.waiting = undefined;
        });
        child.stdin.on("error", () => { }); // a testee that exits early: its replies say so
    }
    /**
     * Starts `command` (run by the shell) and asks who it is. A testee that does not answer `start`
     * as the protocol says is stopped (killed if it must be) before the error is thrown.
     */
    static async start(command, timeoutMs = DEFAULT_TIMEOUT_MS) {
        const child = spawn(command, { shell: true, stdio: ["pipe", "pipe", "pipe"] });
        const testee = new Testee(command, child, timeoutMs);
        const reply = await testee.exchange({ cmd: "start", version: TESTEE_PROTOCOL });
        const info = "errored" in reply ? undefined : reply.value;
        const wrong = "errored" in reply
            ? reply.errored
            : typeof info?.implementation?.name !== "string" || !Array.isArray(info.kinds)
                ? `the reply names no implementation and kinds: ${stringify(reply.value)}`
                : undefined;
        if (wrong !== undefined) {
            await testee.stop();
            throw new TesteeError(`${command}: start: ${wrong}`);
        }
        return { testee, info: info };
    }
    /** Runs one vector: its expectation is not sent. */
    async run(vector) {
        const seq = ++this.seq;
        const { expect: _expect, description: _description, ...sent } = vector;
        // The type by its full Rust path, whatever short name the vector file uses.
        if (sent.type !== undefined)
            sent.type = resolveType(sent.type) ?? sent.type;
        const reply = await this.exchange({ cmd: "run", seq, vector: sent });
        if ("errored" in reply)
            return reply;
        const value = reply.value;
        if (value.seq !== seq)
            return { errored: `answered seq ${stringify((value.seq ?? null))} to seq ${seq}` };
        if (typeof value.skipped === "string")
            return { skipped: value.skipped };
        if (typeof value.errored === "string")
            return { errored: value.errored };
        if (value.answer === null || typeof value.answer !== "object")
            return { errored: "the reply has no answer, skipped or errored" };
        return { answer: value.answer };
    }
    /**
     * Asks the testee to stop and ends its input; one that has not exited within `STOP_GRACE_MS` is
     * killed. Its output streams are then let go, so a process it left behind cannot hold the run.
     */
    async stop() {
        if (!this.ended)
            this.child.stdin.end(`${stringify({ cmd: "stop" })}\n`);
        const exited = this.child.exitCode !== null || this.child.signalCode !== null;
        if (!exited) {
            const timer = setTimeout(() => this.child.kill("SIGKILL"), STOP_GRACE_MS);
            await new Promise((done) => this.child.once("exit", () => done()));
            clearTimeout(timer);
        }
        this.child.stdout.destroy();
        this.child.stderr.destroy();
    }
    async exchange(request) {
        const line = stringify(request);
        this.transcript = [`> ${line}`];
        if (this.ended || this.silenced)
            return { errored: this.gone() };
        this.child.stdin.write(`${line}\n`);
        const response = await this.next();
        if (response === undefined)
            return { errored: this.gone() };
        this.transcript.push(`< ${response}`);
        try {
            return { value: parse(response) };
        }
        catch (error) {
            if (!(error instanceof JsonError))
                throw error;
            return { errored: `answered a line that is not JSON (${error.message}): ${response.slice(0, 200)}` };
        }
    }
    next() {
        const queued = this.lines.shift();
        if (queued !== undefined)
            return Promise.resolve(queued);
        if (this.ended)
            return Promise.resolve(undefined);
        return new Promise((done) => {
            const timer = setTimeout(() => {
                this.waiting = undefined;
                this.silenced = true;
                this.child.kill("SIGKILL"); // silent too long: it answers nothing more
                done(undefined);
            }, this.timeoutMs);
            this.waiting = (line) => {
                clearTimeout(timer);
                done(line);
            };
        });
    }
    gone() {
        const tail = this.stderr.trim().split("\n").slice(-3).join(" | ");
        const what = this.silenced
            ? `the testee said nothing for ${this.timeoutMs} ms and was killed`
            : `the testee exited (${this.child.exitCode ?? this.child.signalCode})`;
        return `${what}${tail ? `; its stderr: ${tail}` : ""}`;
    }
}
