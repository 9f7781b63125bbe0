import type { Agent } from "../../generated/index.js";
import { type JsonValue } from "../json/index.js";
import { type Ledger } from "../ledger/index.js";
/** The ledger, with what the proxy needs to use it for one agent (see `link-kit acp --ledger`). */
export interface LedgerUse {
    ledger: Ledger;
    agent: Agent;
    /** The adapter's opaque binding reference (A3). */
    bindingRef: string;
    /** This start's binding secret; `consume` compares its fingerprint. */
    startSecret: string;
}
type Fields = Record<string, unknown>;
export declare class LedgerFence {
    private readonly use;
    private readonly thread;
    private readonly sessions;
    constructor(use: LedgerUse, thread: string);
    private session;
    /** Maps the ACP session to the thread's permanent ledger session (A2), once. */
    open(sessionId: string): Promise<void>;
    /** A prompt: its attempt admitted, retry-safe by a key of the session and the prompt's place (A3). */
    begin(sessionId: string): Promise<void>;
    /** The prompt answered: its attempt retired (A10). */
    end(sessionId: string): Promise<void>;
    /**
     * A permission request as the attempt's proposal (A6); returns the ledger request's id, or
     * undefined outside a prompt (nothing to fence).
     */
    propose(params: Fields): Promise<string | undefined>;
    /**
     * The client's choice for the permission request `params` (ledger request `requestId`), as the
     * owner's answer: allow once, or deny (A7, A8); an allowed call is consumed (A9).
     */
    decide(requestId: string, params: Fields, result: JsonValue | undefined): Promise<void>;
    /** A permission request the proxy answered `cancelled` itself (a `session/cancel`): denied. */
    withdraw(requestId: string): Promise<void>;
}
export {};
