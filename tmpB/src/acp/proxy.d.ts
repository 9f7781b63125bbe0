import type { Readable, Writable } from "node:stream";
import type { Bridged } from "../bridge/client.js";
import { type LedgerUse } from "./fence.js";
export type { LedgerUse } from "./fence.js";
export interface ProxyOptions {
    /** The agent's command line. */
    command: string[];
    /** The client's side: what it writes to us, and where we write to it. */
    client: {
        input: Readable;
        output: Writable;
    };
    /** Where captured records go; none: forward only. */
    bridge?: Bridged;
    thread: string;
    ledger?: LedgerUse;
    /**
     * The adapter's home: its capture queue, where a turn's records are admitted before they are
     * stored (Q1), and its state, where each ACP session's thread is recorded (R5).
     */
    home: string;
    /** One line of diagnostics (stderr); never the protocol stream. */
    log: (line: string) => void;
}
export declare class AcpProxy {
    private readonly options;
    private readonly agent;
    private readonly toAgent;
    private readonly toClient;
    private nextAgentId;
    private nextClientId;
    private fromClient;
    private fromAgent;
    private readonly sessions;
    private readonly delivery;
    private readonly fence;
    /** The agent's name: its `agentInfo.name` once it has answered `initialize`, else its program's. */
    private agentName;
    private state;
    /** Settles when the agent has exited and every record is appended. */
    readonly done: Promise<number>;
    constructor(options: ProxyOptions);
    /** Answers every client request the agent will never answer now, so no client waits forever. */
    private orphaned;
    /** Stops the agent and every process of its group (the client went away): SIGTERM, then SIGKILL. */
    kill(): void;
    private fail;
    private sendAgent;
    private sendClient;
    private session;
    private clientLine;
    private clientRequest;
    private clientNotification;
    private clientResponse;
    private agentLine;
    private agentRequest;
    private agentNotification;
    private agentResponse;
    /**
     * The ACP session (the native session, for these adapters) maps to the thread in the adapter's
     * state (R5); the ledger maps the thread to Link's permanent session ID (A2).
     */
    private openSession;
    /** On a cancel, every permission request of the session still waiting is answered `cancelled` now. */
    private cancelPermissions;
}
