// The agent the ACP proxy runs: a child in its own process group, so that when the proxy ends the
// agent ends whole (an agent's wrapper may start the real agent as its child and not pass a signal
// on, as codex-acp's npm wrapper does), stopped with SIGTERM and then SIGKILL.
import { spawn } from "node:child_process";
/** How long an agent has to exit once its input ends, or once asked to stop, before it is made to. */
export const AGENT_GRACE_MS = 2000;
export class AgentProcess {
    child;
    /** The proxy stopped the agent itself. */
    stopping = false;
    constructor(program, args, env) {
        this.child = spawn(program, args, { stdio: ["pipe", "pipe", "inherit"], detached: true, env });
        this.child.stdin.on("error", () => { });
    }
    get stdin() {
        return this.child.stdin;
    }
    get stdout() {
        return this.child.stdout;
    }
    /** Ends the agent's input; an agent that does not exit when it ends (codex-acp) is stopped. */
    endInput() {
        this.child.stdin.end();
        setTimeout(() => this.stop(), AGENT_GRACE_MS).unref();
    }
    /** Stops the agent and every process of its group: SIGTERM, then SIGKILL. */
    stop() {
        if (this.child.exitCode !== null || this.child.signalCode !== null)
            return;
        this.stopping = true;
        this.signalGroup("SIGTERM");
        setTimeout(() => this.signalGroup("SIGKILL"), AGENT_GRACE_MS).unref();
    }
    /** Sends `signal` to the agent's whole process group (what it left running, after it exits). */
    signalGroup(signal) {
        const pid = this.child.pid;
        if (pid === undefined)
            return;
        try {
            process.kill(-pid, signal);
        }
        catch {
            // The group is gone already.
        }
    }
}
