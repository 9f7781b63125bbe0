import { type ChildProcessByStdio } from "node:child_process";
import type { Readable, Writable } from "node:stream";
/** How long an agent has to exit once its input ends, or once asked to stop, before it is made to. */
export declare const AGENT_GRACE_MS = 2000;
export declare class AgentProcess {
    readonly child: ChildProcessByStdio<Writable, Readable, null>;
    /** The proxy stopped the agent itself. */
    stopping: boolean;
    constructor(program: string, args: string[], env: NodeJS.ProcessEnv);
    get stdin(): Writable;
    get stdout(): Readable;
    /** Ends the agent's input; an agent that does not exit when it ends (codex-acp) is stopped. */
    endInput(): void;
    /** Stops the agent and every process of its group: SIGTERM, then SIGKILL. */
    stop(): void;
    /** Sends `signal` to the agent's whole process group (what it left running, after it exits). */
    signalGroup(signal: NodeJS.Signals): void;
}
