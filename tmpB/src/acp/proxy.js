// The ACP proxy (P1): an ACP client starts it in place of the agent; it starts the real agent as
// a child and forwards every JSON-RPC message both ways, one per line, as the bytes that came
// unless it must change them: the agent's requests get ids of the proxy's (so the proxy can
// answer the agent itself, and a late answer of the client's is never passed on twice); the
// client's keep theirs. Unknown methods, `_meta` and extensions pass unchanged.
// This file routes each method; Link's behaviour rides on top, each in a file of its own:
// - capture: each `session/update` becomes records in the Link thread (capture.ts), sent in
//   order, off the forwarding path (delivery.ts), so a slow or absent store never holds a message back;
// - with a ledger (fence.ts): `session/new|load|resume` opens the ledger session of the thread,
//   each `session/prompt` is an attempt, and a `session/request_permission` a proposal whose
//   allowed call is consumed before the agent hears the client's answer;
// - the lines (relay.ts) and the agent's process (agent-process.ts);
// - `session/cancel`: passed on, and every permission request of that session still waiting is
//   answered `cancelled` by the proxy at once (the client's later answer is dropped).
// Messages in each direction are handled in the order they come: one that waits for the ledger
// holds back the ones behind it, never reorders them.
import { fieldsOf as fields } from "../json/index.js";
import { AdapterStateFile } from "../adapter/state.js";
import { AgentProcess } from "./agent-process.js";
import { Delivery, SessionRecords } from "./delivery.js";
import { LedgerFence } from "./fence.js";
import { eachLine, idKey, messageOf, sendMessage } from "./relay.js";
import { INSIDE_ACP } from "../env.js";
export class AcpProxy {
    options;
    agent;
    toAgent = new Map();
    toClient = new Map();
    nextAgentId = 1;
    nextClientId = 1;
    fromClient = Promise.resolve();
    fromAgent = Promise.resolve();
    sessions = new Map();
    delivery;
    fence;
    /** The agent's name: its `agentInfo.name` once it has answered `initialize`, else its program's. */
    agentName = "agent";
    state;
    /** Settles when the agent has exited and every record is appended. */
    done;
    constructor(options) {
        this.options = options;
        const [program, ...args] = options.command;
        if (program === undefined)
            throw new Error("no agent command");
        this.agentName = program.split("/").pop() ?? program;
        this.delivery = new Delivery(options.bridge, options.thread, options.home, options.log);
        this.fence = options.ledger === undefined ? undefined : new LedgerFence(options.ledger, options.thread);
        // The agent's harness learns it runs inside this proxy: the kit's own hooks it runs store
        // nothing for turns the proxy captures (issue 38.9).
        this.agent = new AgentProcess(program, args, { ...process.env, [INSIDE_ACP]: options.thread });
        eachLine(options.client.input, (line) => {
            this.fromClient = this.fromClient.then(() => this.clientLine(line)).catch((e) => this.fail("client", e));
        });
        options.client.input.on("end", () => {
            this.fromClient = this.fromClient.then(() => this.agent.endInput());
        });
        eachLine(this.agent.stdout, (line) => {
            this.fromAgent = this.fromAgent.then(() => this.agentLine(line)).catch((e) => this.fail("agent", e));
        });
        this.done = new Promise((resolve) => {
            this.agent.child.on("close", (code, signal) => {
                this.agent.signalGroup("SIGKILL"); // what the agent left running in its group
                void this.fromAgent
                    .then(() => this.orphaned(`the agent exited (${code ?? signal}) before answering`))
                    .then(() => {
                    // A turn the agent never answered: what it held, and the message it was streaming, are
                    // sent all the same.
                    for (const session of this.sessions.values())
                        session.flush();
                    return this.delivery.settled();
                })
                    .then(() => {
                    this.state?.close();
                    this.delivery.close();
                    // Stopped by the proxy (its client went, or a signal came): that is how it was meant to end.
                    resolve(code ?? (signal && !this.agent.stopping ? 1 : 0));
                });
            });
            this.agent.child.on("error", (error) => {
                // The command a person gave cannot run: one line with its kind, and the usage exit code.
                const why = error.code === "ENOENT" ? "no such program" : error.code === "EACCES" ? "not executable" : error.message;
                options.log(`link-kit: not_found: cannot start the agent ${program}: ${why}`);
                resolve(2);
            });
        });
    }
    /** Answers every client request the agent will never answer now, so no client waits forever. */
    orphaned(message) {
        for (const pending of this.toAgent.values())
            this.sendClient({ jsonrpc: "2.0", id: pending.id, error: { code: -32603, message } });
        this.toAgent.clear();
    }
    /** Stops the agent and every process of its group (the client went away): SIGTERM, then SIGKILL. */
    kill() {
        this.agent.stop();
    }
    fail(side, error) {
        this.options.log(`link-kit acp: handling a message from the ${side}: ${error instanceof Error ? error.message : String(error)}`);
    }
    sendAgent(message) {
        sendMessage(this.agent.stdin, message);
    }
    sendClient(message) {
        sendMessage(this.options.client.output, message);
    }
    session(id) {
        let session = this.sessions.get(id);
        if (session === undefined) {
            session = new SessionRecords(`acp:${this.agentName}`, id, this.delivery);
            this.sessions.set(id, session);
        }
        return session;
    }
    // ---- from the client ----
    async clientLine(line) {
        const message = messageOf(line);
        if (message === undefined) {
            this.agent.stdin.write(line); // not ours to judge: passed on as it came
            return;
        }
        if (message.method !== undefined && message.id !== undefined)
            return this.clientRequest(message, line);
        if (message.method !== undefined)
            return this.clientNotification(message, line);
        return this.clientResponse(message);
    }
    async clientRequest(message, line) {
        const params = fields(message.params);
        const sessionId = typeof params.sessionId === "string" ? params.sessionId : undefined;
        if (message.method === "session/prompt" && sessionId !== undefined && this.fence !== undefined) {
            try {
                await this.fence.begin(sessionId);
            }
            catch (error) {
                // The ledger would not admit the turn: it never reaches the agent, and the client hears why.
                const why = `the ledger did not admit this turn: ${error instanceof Error ? error.message : String(error)}`;
                this.sendClient({ jsonrpc: "2.0", id: message.id, error: { code: -32603, message: why } });
                return;
            }
        }
        // The client's id is kept, so the request and its answer pass as they came; only an id the
        // client reuses while the agent still owes an answer to it is renamed.
        const pending = { id: message.id, method: message.method, params };
        if (!this.toAgent.has(idKey(pending.id))) {
            this.toAgent.set(idKey(pending.id), pending);
            this.agent.stdin.write(line);
        }
        else {
            pending.renamed = true;
            const id = `link-kit-${this.nextAgentId++}`;
            this.toAgent.set(idKey(id), pending);
            this.sendAgent({ ...message, id });
        }
        // The turn's capture starts once the agent has the prompt, off its way there: nothing the agent
        // sends back is read before this returns, so the prompt's record still comes first.
        if (message.method === "session/prompt" && sessionId !== undefined)
            this.session(sessionId).prompt(params);
        if (message.method === "session/load" && sessionId !== undefined)
            this.session(sessionId).restart();
    }
    async clientNotification(message, line) {
        this.agent.stdin.write(line);
        const params = fields(message.params);
        if (message.method === "session/cancel" && typeof params.sessionId === "string")
            await this.cancelPermissions(params.sessionId);
    }
    async clientResponse(message) {
        const pending = this.toClient.get(String(message.id));
        if (pending === undefined)
            return; // an answer to nothing we asked: dropped
        this.toClient.delete(String(message.id));
        if (pending.answered)
            return; // answered `cancelled` already: the agent hears once
        if (pending.method === "session/request_permission" && pending.requestId !== undefined) {
            try {
                await this.fence?.decide(pending.requestId, pending.params, message.result);
            }
            catch (error) {
                // The ledger refused the answer or the claim (a repeated allow, a stale attempt): the
                // agent does not go ahead on it.
                this.fail("client", error);
                this.sendAgent({ jsonrpc: "2.0", id: pending.id, result: { outcome: { outcome: "cancelled" } } });
                return;
            }
        }
        this.sendAgent({ ...message, id: pending.id });
    }
    // ---- from the agent ----
    async agentLine(line) {
        const message = messageOf(line);
        if (message === undefined) {
            this.options.client.output.write(line);
            return;
        }
        if (message.method !== undefined && message.id !== undefined)
            return this.agentRequest(message);
        if (message.method !== undefined)
            return this.agentNotification(message, line);
        return this.agentResponse(message, line);
    }
    async agentRequest(message) {
        const params = fields(message.params);
        const pending = { id: message.id, method: message.method, params };
        if (message.method === "session/request_permission" && this.fence !== undefined) {
            try {
                const requestId = await this.fence.propose(params);
                if (requestId !== undefined)
                    pending.requestId = requestId;
            }
            catch (error) {
                // The ledger would not take the call: the agent is told no, and the client never asked.
                this.fail("agent", error);
                this.sendAgent({ jsonrpc: "2.0", id: pending.id, result: { outcome: { outcome: "cancelled" } } });
                return;
            }
        }
        const id = this.nextClientId++;
        this.toClient.set(String(id), pending);
        this.sendClient({ ...message, id });
    }
    async agentNotification(message, line) {
        this.options.client.output.write(line);
        const params = fields(message.params);
        if (message.method === "session/update" && typeof params.sessionId === "string")
            this.session(params.sessionId).update(message.params);
    }
    async agentResponse(message, line) {
        const pending = this.toAgent.get(idKey(message.id));
        if (pending === undefined)
            return;
        this.toAgent.delete(idKey(message.id));
        const result = fields(message.result);
        const sessionId = typeof result.sessionId === "string"
            ? result.sessionId
            : typeof pending.params.sessionId === "string"
                ? pending.params.sessionId
                : undefined;
        const agentInfo = fields(result.agentInfo);
        if (pending.method === "initialize" && typeof agentInfo.name === "string" && agentInfo.name !== "")
            this.agentName = agentInfo.name;
        if (message.error === undefined && sessionId !== undefined && /^session\/(new|load|resume)$/.test(pending.method))
            await this.openSession(sessionId);
        const turn = pending.method === "session/prompt" && sessionId !== undefined ? sessionId : undefined;
        if (turn !== undefined && this.fence !== undefined)
            await this.fence.end(turn);
        if (pending.renamed)
            this.sendClient({ ...message, id: pending.id });
        else
            this.options.client.output.write(line);
        if (turn !== undefined)
            this.session(turn).answered();
    }
    /**
     * The ACP session (the native session, for these adapters) maps to the thread in the adapter's
     * state (R5); the ledger maps the thread to Link's permanent session ID (A2).
     */
    async openSession(sessionId) {
        this.state ??= AdapterStateFile.open(this.options.home, `acp:${this.agentName}`);
        this.state.mapSession(sessionId, this.options.thread);
        this.session(sessionId);
        await this.fence?.open(sessionId);
    }
    /** On a cancel, every permission request of the session still waiting is answered `cancelled` now. */
    async cancelPermissions(sessionId) {
        for (const pending of this.toClient.values()) {
            if (pending.answered || pending.method !== "session/request_permission" || pending.params.sessionId !== sessionId)
                continue;
            pending.answered = true;
            this.sendAgent({ jsonrpc: "2.0", id: pending.id, result: { outcome: { outcome: "cancelled" } } });
            if (pending.requestId !== undefined)
                await this.fence?.withdraw(pending.requestId);
        }
    }
}
