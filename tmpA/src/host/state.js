// The reference host's state directory: registered agents, their protected folders (`Agent/`),
// the Keyring of current start secrets, the file stores' and conversations' private state, and
// the run directory holding the bridge sockets. Everything is private (0700 dirs, 0600 files).
//
//   <state>/agents/<id>/agent.json      store::Agent
//   <state>/agents/<id>/Agent/          the agent folder: instructions/ skills/ home/ memory/
//   <state>/agents/<id>/secret          this start's binding secret (the Keyring entry)
//   <state>/agents/<id>/file-store/     lnk-file-store's version index
//   <state>/agents/<id>/conversations/  one log per thread
//   <state>/run/bridge.sock, memory.sock, host.pid (the serving host; its lock is on run/)
import { randomBytes } from "node:crypto";
import { join, resolve } from "node:path";
import { newSecret } from "../secret.js";
import { Dir, FsError } from "../durable/dir.js";
import { tryLockDir } from "../durable/lock.js";
import { PLATFORM } from "../durable/platform.js";
import { parse, stringify, u64 } from "../json/index.js";
import { StoreRefusal } from "../bridge/errors.js";
import { assertValid } from "../validate/index.js";
/** The serving host's pid, beside its sockets. */
const PID_FILE = "host.pid";
/** Another host serves this state directory: one host per state. */
export class HostBusy extends Error {
    state;
    pid;
    name = "HostBusy";
    kind = "host_running";
    constructor(state, pid) {
        super(`another host${pid === undefined ? "" : ` (pid ${pid})`} already serves ${state}; stop it first (link-kit host stop --state ${state})`);
        this.state = state;
        this.pid = pid;
    }
}
function servingPid(run) {
    try {
        const text = run.readFile(PID_FILE).bytes.toString("utf8").trim();
        return /^\d+$/.test(text) ? Number(text) : undefined;
    }
    catch {
        return undefined;
    }
}
/** sun_path holds 108 bytes including the terminating NUL. */
const SUN_PATH_MAX = 107;
export const AGENT_LAYOUT = ["instructions", "skills", "home", "memory"];
export class HostState {
    path;
    dir;
    constructor(path, dir) {
        this.path = path;
        this.dir = dir;
    }
    static open(path, options = {}) {
        const absolute = resolve(path);
        const dir = Dir.open(absolute, { create: options.create ?? false, mode: 0o700 });
        const mode = dir.stat().mode & 511n;
        if ((mode & 63n) !== 0n) {
            dir.close();
            throw new FsError("unsafe", `state directory ${absolute} is accessible to others (mode ${mode.toString(8)}); it must be private (0700)`, absolute);
        }
        const state = new HostState(absolute, dir);
        dir.openDir("agents", { create: true }).close();
        dir.openDir("run", { create: true }).close();
        return state;
    }
    get bridgeSocket() {
        return this.socket("bridge.sock");
    }
    get memorySocket() {
        return this.socket("memory.sock");
    }
    socket(name) {
        const path = join(this.path, "run", name);
        if (Buffer.byteLength(path) > SUN_PATH_MAX) {
            throw new StoreRefusal("invalid", `socket path ${path} is longer than ${SUN_PATH_MAX} bytes; choose a shorter state directory`);
        }
        return path;
    }
    runDir() {
        return this.dir.openDir("run", { create: true });
    }
    /**
     * Claims the state for one serving host: the run directory's lock (released by the kernel if
     * this process dies, so a SIGKILLed host never blocks the next), then this process's pid in
     * `run/host.pid`. Refused `HostBusy`, naming the serving host's pid, while another host holds it.
     */
    async claimServing() {
        if (PLATFORM !== "linux")
            throw new FsError("unsupported", "a host serves only on Linux, where its no-follow resolution goes through /proc/self/fd (B8, B9); this process runs the portable platform (not Linux, or LINK_KIT_PORTABLE=1)", this.path);
        const run = this.runDir();
        try {
            const held = await tryLockDir(run, "host");
            if (held === undefined)
                throw new HostBusy(this.path, servingPid(run));
            run.writeAtomic(PID_FILE, `${process.pid}\n`);
            return held;
        }
        finally {
            run.close();
        }
    }
    /** The host serving this state (with its pid when recorded), or undefined when none does. */
    async servingHost() {
        const run = this.runDir();
        try {
            const held = await tryLockDir(run, "host");
            if (held === undefined)
                return { pid: servingPid(run) };
            await held.release();
            return undefined;
        }
        finally {
            run.close();
        }
    }
    agents() {
        return this.dir.openDir("agents", { create: true });
    }
    /** Registers an agent with a new immutable ID and lays out its folder. */
    addAgent(input) {
        const id = `agt-${randomBytes(8).toString("hex")}`;
        const agent = assertValid("store::Agent", {
            id,
            name: input.name,
            owner: input.owner,
            grants: input.grants,
            notes_limit: u64(input.notesLimit),
        });
        const agents = this.agents();
        try {
            const home = agents.openDir(id, { create: true });
            try {
                const folder = home.openDir("Agent", { create: true });
                for (const part of AGENT_LAYOUT)
                    folder.openDir(part, { create: true }).close();
                folder.openDir("memory").openDir("portable", { create: true }).close();
                folder.close();
                home.openDir("file-store", { create: true }).close();
                home.openDir("conversations", { create: true }).close();
                home.createExclusive("agent.json", stringify(agent, 2) + "\n");
            }
            finally {
                home.close();
            }
        }
        finally {
            agents.close();
        }
        return { agent, folder: this.folderPath(id) };
    }
    folderPath(id) {
        return join(this.path, "agents", id, "Agent");
    }
    agentDir(id) {
        if (!/^agt-[0-9a-f]{16}$/.test(id) && !/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(id)) {
            throw new StoreRefusal("invalid", `not an agent ID: ${JSON.stringify(id)}`);
        }
        const agents = this.agents();
        try {
            return agents.openDir(id);
        }
        catch (error) {
            if (error instanceof FsError && error.kind === "not_found")
                throw new StoreRefusal("not_found", `no agent ${id} in ${this.path}`);
            throw unavailable(`the agent ${id}`, error);
        }
        finally {
            agents.close();
        }
    }
    agent(id) {
        const dir = this.agentDir(id);
        try {
            return assertValid("store::Agent", parse(dir.readFile("agent.json").bytes));
        }
        finally {
            dir.close();
        }
    }
    listAgents() {
        const agents = this.agents();
        try {
            return agents
                .list()
                .filter((e) => e.kind === "directory")
                .map((e) => this.agent(e.name));
        }
        finally {
            agents.close();
        }
    }
    /**
     * A new start: a new secret (`secret`, or one made here) replaces the old one in the Keyring at
     * once (B2). `host start` makes the secret first and calls this only once the Settings holding
     * it are written, so a start that fails leaves the working binding working.
     */
    rotateSecret(id, secret = newSecret()) {
        const dir = this.agentDir(id);
        try {
            dir.writeAtomic("secret", secret + "\n", 0o600);
        }
        finally {
            dir.close();
        }
        return secret;
    }
    /** The Keyring lookup: the agent's current start secret, or undefined before any start. */
    currentSecret(id) {
        let dir;
        try {
            dir = this.agentDir(id);
        }
        catch (error) {
            if (error instanceof StoreRefusal && (error.kind === "not_found" || error.kind === "invalid"))
                return undefined;
            throw error;
        }
        try {
            return dir.readFile("secret").bytes.toString("utf8").trim();
        }
        catch (error) {
            // Not started yet; anything else (out of descriptors) is the host's trouble, not the client's proof.
            if (error instanceof FsError && error.kind === "not_found")
                return undefined;
            throw unavailable(`the agent ${id}'s secret`, error);
        }
        finally {
            dir.close();
        }
    }
    /** Opens one of an agent's private directories: `Agent`, `file-store`, `conversations`. */
    openAgentDir(id, name) {
        const dir = this.agentDir(id);
        try {
            return dir.openDir(name, { create: name !== "Agent" });
        }
        finally {
            dir.close();
        }
    }
    close() {
        this.dir.close();
    }
}
/** A failure of the host's own (out of descriptors, an I/O error): `unavailable`, try again. */
function unavailable(what, error) {
    return new StoreRefusal("unavailable", `the host cannot read ${what} now (${error instanceof Error ? error.message : String(error)}); try again`);
}
