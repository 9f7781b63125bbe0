// The reference bridge host (B5, B7): Unix sockets in the private run directory, one host per
// state directory. Each connection is three layers: a FrameTransport over the accepted socket
// (bridge/transport.ts), the host's side of the handshake (bridge/handshake.ts), then the
// dispatch of the proven agent's requests (dispatch.ts). `attach` takes any transport, so a test
// can serve a client from one end of an in-memory pair with no socket at all.
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import { challengeClient } from "../bridge/handshake.js";
import { FrameBudget, FrameTransport } from "../bridge/transport.js";
import { FRAME_MAX } from "../bridge/frames.js";
import { Dispatch } from "./dispatch.js";
import { StoreRefusal } from "../bridge/errors.js";
import { stderrLine } from "./file-store-client.js";
export { FRAME_DEADLINE_MS, IDLE_MS } from "./dispatch.js";
/** The default cap on partial frames over all of a host's connections: eight whole maximal frames. */
export const FRAME_BUDGET = 8 * FRAME_MAX;
export class BridgeHost {
    state;
    options;
    servers = [];
    connections = new Set();
    dispatch;
    /** Every connection's partial frames count against one cap (issue 39.12). */
    budget;
    /** The state's serving lock, held from `listen` to `close`. */
    serving;
    constructor(state, options = {}) {
        this.state = state;
        this.options = options;
        this.dispatch = new Dispatch(state, options);
        this.budget = new FrameBudget(options.frameBudget ?? FRAME_BUDGET);
    }
    /**
     * Starts listening on the bridge socket (and the memory socket when asked). One host per state:
     * a second is refused `HostBusy` before it touches the first one's sockets.
     */
    async listen() {
        this.serving = await this.state.claimServing();
        await this.serve(this.state.bridgeSocket, "bridge");
        if (this.options.memorySocket)
            await this.serve(this.state.memorySocket, "memory");
    }
    serve(path, scope) {
        rmSync(path, { force: true });
        const server = createServer((socket) => this.attach(new FrameTransport(socket), scope));
        this.servers.push(server);
        return new Promise((resolve, reject) => {
            server.once("error", reject);
            server.listen(path, () => {
                server.off("error", reject);
                // After listening, an error is one failed accept (EMFILE, say): that client is dropped,
                // the listener goes on. Without a listener it would take the host down.
                server.on("error", (error) => (this.options.log ?? stderrLine)(`link-kit host: accept failed on ${path}: ${error.message}`));
                resolve();
            });
        });
    }
    /**
     * Serves one connection on any transport: the handshake, then the proven agent's requests. The
     * sockets' accept calls it; so does a test with one end of a `memoryPair`.
     */
    attach(transport, scope = "bridge") {
        this.connections.add(transport);
        transport.budget = this.budget;
        transport.onClose(() => this.connections.delete(transport));
        void challengeClient(transport, (id) => this.known(id)).then((proven) => {
            if (proven !== undefined && !transport.closed)
                this.dispatch.serve(transport, proven, scope);
        });
    }
    /**
     * The agent a handshake claims, with its current start secret; undefined when unknown. A failure
     * of the host's own (out of descriptors) is thrown `unavailable`: the client is told to try
     * again, never that its proof is wrong.
     */
    known(id) {
        try {
            return { account: this.state.agent(id), secret: this.state.currentSecret(id) };
        }
        catch (error) {
            if (error instanceof StoreRefusal && (error.kind === "not_found" || error.kind === "invalid"))
                return undefined;
            throw error instanceof StoreRefusal
                ? error
                : new StoreRefusal("unavailable", `the host cannot read the agent now (${error instanceof Error ? error.message : String(error)}); try again`);
        }
    }
    /** The processes this host started, for inspection (the environ/cmdline test). */
    childPids() {
        return this.dispatch.childPids();
    }
    async close() {
        for (const server of this.servers)
            server.close();
        for (const connection of this.connections)
            connection.close();
        await this.dispatch.close();
        if (this.serving === undefined)
            return; // never listened: the sockets are another host's
        rmSync(this.state.bridgeSocket, { force: true });
        if (this.options.memorySocket)
            rmSync(this.state.memorySocket, { force: true });
        await this.serving.release();
        this.serving = undefined;
    }
}
