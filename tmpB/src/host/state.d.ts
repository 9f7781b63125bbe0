import type { Agent, Grants } from "../../generated/index.js";
import { Dir } from "../durable/dir.js";
import { type Held } from "../durable/lock.js";
/** Another host serves this state directory: one host per state. */
export declare class HostBusy extends Error {
    readonly state: string;
    readonly pid: number | undefined;
    readonly name = "HostBusy";
    readonly kind = "host_running";
    constructor(state: string, pid: number | undefined);
}
export declare const AGENT_LAYOUT: readonly ["instructions", "skills", "home", "memory"];
export declare class HostState {
    readonly path: string;
    private readonly dir;
    private constructor();
    static open(path: string, options?: {
        create?: boolean;
    }): HostState;
    get bridgeSocket(): string;
    get memorySocket(): string;
    private socket;
    runDir(): Dir;
    /**
     * Claims the state for one serving host: the run directory's lock (released by the kernel if
     * this process dies, so a SIGKILLed host never blocks the next), then this process's pid in
     * `run/host.pid`. Refused `HostBusy`, naming the serving host's pid, while another host holds it.
     */
    claimServing(): Promise<Held>;
    /** The host serving this state (with its pid when recorded), or undefined when none does. */
    servingHost(): Promise<{
        pid: number | undefined;
    } | undefined>;
    private agents;
    /** Registers an agent with a new immutable ID and lays out its folder. */
    addAgent(input: {
        name: string;
        owner: string;
        grants: Grants;
        notesLimit: number;
    }): {
        agent: Agent;
        folder: string;
    };
    folderPath(id: string): string;
    private agentDir;
    agent(id: string): Agent;
    listAgents(): Agent[];
    /**
     * A new start: a new secret (`secret`, or one made here) replaces the old one in the Keyring at
     * once (B2). `host start` makes the secret first and calls this only once the Settings holding
     * it are written, so a start that fails leaves the working binding working.
     */
    rotateSecret(id: string, secret?: string): string;
    /** The Keyring lookup: the agent's current start secret, or undefined before any start. */
    currentSecret(id: string): string | undefined;
    /** Opens one of an agent's private directories: `Agent`, `file-store`, `conversations`. */
    openAgentDir(id: string, name: "Agent" | "file-store" | "conversations"): Dir;
    close(): void;
}
