import { FrameBudget, FrameTransport } from "../bridge/transport.js";
import { type DispatchOptions } from "./dispatch.js";
import type { Scope } from "./paths.js";
import type { HostState } from "./state.js";
export { FRAME_DEADLINE_MS, IDLE_MS } from "./dispatch.js";
export interface BridgeHostOptions extends DispatchOptions {
    /** Also serve memory's own socket (G4). */
    memorySocket?: boolean;
    /** The cap on partial frames held over all connections at once (default FRAME_BUDGET). */
    frameBudget?: number;
}
/** The default cap on partial frames over all of a host's connections: eight whole maximal frames. */
export declare const FRAME_BUDGET: number;
export declare class BridgeHost {
    readonly state: HostState;
    private readonly options;
    private readonly servers;
    private readonly connections;
    private readonly dispatch;
    /** Every connection's partial frames count against one cap (issue 39.12). */
    readonly budget: FrameBudget;
    /** The state's serving lock, held from `listen` to `close`. */
    private serving;
    constructor(state: HostState, options?: BridgeHostOptions);
    /**
     * Starts listening on the bridge socket (and the memory socket when asked). One host per state:
     * a second is refused `HostBusy` before it touches the first one's sockets.
     */
    listen(): Promise<void>;
    private serve;
    /**
     * Serves one connection on any transport: the handshake, then the proven agent's requests. The
     * sockets' accept calls it; so does a test with one end of a `memoryPair`.
     */
    attach(transport: FrameTransport, scope?: Scope): void;
    /**
     * The agent a handshake claims, with its current start secret; undefined when unknown. A failure
     * of the host's own (out of descriptors) is thrown `unavailable`: the client is told to try
     * again, never that its proof is wrong.
     */
    private known;
    /** The processes this host started, for inspection (the environ/cmdline test). */
    childPids(): number[];
    close(): Promise<void>;
}
