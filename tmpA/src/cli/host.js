// `link-kit host ...`: the reference host's admin verbs and its server (B1-B7, G1-G6).
import { spawn } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { writeSettings } from "../bridge/config.js";
import { newSecret } from "../secret.js";
import { stringify } from "../json/index.js";
import { BridgeHost } from "../host/server.js";
import { HostBusy, HostState } from "../host/state.js";
import { checkState, SalvageRefused, salvageThread } from "../host/check.js";
import { hostStderr, hostStdout } from "../host/log.js";
import { InputError, threadArg } from "./common.js";
import { EXIT, UsageError } from "./exit.js";
/** How long `host stop` waits for the host to release the state after SIGTERM. */
const STOP_TIMEOUT_MS = 10_000;
const GRANTS = {
    instructions: "instructions",
    skills: "skills",
    home: "home",
    memory: "memory_index",
    notes: "notes",
};
const STATE = { state: { type: "string" } };
/** Runs `use` with the state directory --state names (created only when `create`), closed after. */
async function withState(args, use, create = false) {
    const state = HostState.open(args.need("state", "dir"), { create });
    try {
        return await use(state);
    }
    finally {
        state.close();
    }
}
function agentAdd(args, io) {
    const name = args.need("name");
    const owner = args.need("owner");
    const grants = { instructions: false, skills: false, home: false, memory_index: false, notes: false };
    for (const grant of args
        .strings("grant")
        .flatMap((g) => g.split(","))
        .filter((g) => g !== "")) {
        const key = GRANTS[grant];
        if (key === undefined)
            throw new UsageError(`unknown grant ${JSON.stringify(grant)}; grants: ${Object.keys(GRANTS).join(", ")}`);
        grants[key] = true;
    }
    const limit = args.string("notes-limit") ?? "65536";
    if (!/^\d+$/.test(limit) || !Number.isSafeInteger(Number(limit)))
        throw new UsageError(`--notes-limit must be a byte count, not ${JSON.stringify(limit)}`);
    return withState(args, (state) => {
        const { agent, folder } = state.addAgent({ name, owner, grants, notesLimit: Number(limit) });
        io.out(stringify({ ...agent, folder }));
        return EXIT.ok;
    }, true);
}
function agentList(args, io) {
    return withState(args, (state) => {
        for (const agent of state.listAgents())
            io.out(stringify({ ...agent, folder: state.folderPath(agent.id) }));
        return EXIT.ok;
    });
}
function start(args, io) {
    const id = args.need("agent", "id");
    const settings = args.need("binding", "file");
    return withState(args, (state) => {
        const agent = state.agent(id);
        const started = state.currentSecret(id) !== undefined;
        // The new secret takes effect only once the Settings holding it are durably written (issue
        // 39.7): a write refused (an unsafe directory, a full disk, a link) leaves the old binding working.
        const secret = newSecret();
        writeSettings(settings, {
            storage: { endpoint: state.bridgeSocket, endpoint_key: secret, agent: id, owner: agent.owner, memory_endpoint: state.memorySocket },
        });
        try {
            state.rotateSecret(id, secret);
        }
        catch (error) {
            if (error instanceof Error)
                error.message += `; ${resolve(settings)} now holds a secret the host does not have: run host start again`;
            throw error;
        }
        io.err(`started ${id}: new binding secret written to ${resolve(settings)}${started ? " (the previous start's secret no longer works)" : ""}`);
        return EXIT.ok;
    });
}
async function serve(args, io) {
    const memorySocket = args.flag("memory-socket");
    if (args.flag("detach"))
        return await detach(args.need("state", "dir"), memorySocket, io);
    const state = HostState.open(args.need("state", "dir"));
    try {
        const host = new BridgeHost(state, { memorySocket });
        await host.listen();
        // The host's own lines go through sinks that a full disk cannot make fail (src/host/log.ts).
        hostStdout.write(`link-kit host: serving ${state.listAgents().length} agent(s) on ${state.bridgeSocket}${memorySocket ? ` and ${state.memorySocket}` : ""}`);
        await new Promise((done) => {
            process.once("SIGINT", done);
            process.once("SIGTERM", done);
        });
        await host.close();
        hostStderr.write("link-kit host: stopped");
        return EXIT.ok;
    }
    finally {
        state.close();
    }
}
/** True once `pid` is no process, or one that has ended and waits for its parent (a zombie). */
function ended(pid) {
    try {
        process.kill(pid, 0);
    }
    catch (error) {
        return error.code !== "EPERM"; // ESRCH: no such process
    }
    try {
        return /^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, "utf8"));
    }
    catch {
        return true; // gone between the two looks
    }
}
function stop(args, io) {
    return withState(args, async (state) => {
        const serving = await state.servingHost();
        if (serving === undefined) {
            if (args.json)
                io.out(stringify({ stopped: null }));
            else
                io.err(`link-kit host: no host serves ${state.path}; nothing to stop`);
            return EXIT.ok;
        }
        if (serving.pid === undefined)
            throw new HostBusy(state.path, undefined);
        process.kill(serving.pid, "SIGTERM");
        // Stopped when its lock is free: it removed its sockets and released the state.
        const deadline = Date.now() + STOP_TIMEOUT_MS;
        while ((await state.servingHost()) !== undefined) {
            if (Date.now() > deadline)
                throw new HostBusy(state.path, serving.pid);
            await new Promise((r) => setTimeout(r, 50));
        }
        // The host frees its lock just before its process ends: "stopped" waits for the end too, so
        // a script that checks the pid next finds it gone (the state is free either way).
        while (!ended(serving.pid) && Date.now() < deadline)
            await new Promise((r) => setTimeout(r, 10));
        if (args.json)
            io.out(stringify({ stopped: serving.pid }));
        else
            io.err(`link-kit host: stopped the host (pid ${serving.pid}) serving ${state.path}`);
        return EXIT.ok;
    });
}
/** `host check`: every thread log and version journal read and checked; `--salvage` repairs one thread. */
function check(args, io) {
    return withState(args, async (state) => {
        const salvage = args.string("salvage");
        if (salvage !== undefined) {
            const serving = await state.servingHost();
            if (serving !== undefined)
                throw new HostBusy(state.path, serving.pid);
            const agents = state.listAgents().map((a) => a.id);
            const agent = args.string("agent") ?? (agents.length === 1 ? agents[0] : undefined);
            if (agent === undefined || !agents.includes(agent))
                throw new UsageError(`--salvage needs --agent <id> (one of: ${agents.join(", ") || "none registered"})`);
            let done;
            try {
                done = salvageThread(join(state.path, "agents", agent, "conversations"), threadArg(salvage, "--salvage"));
            }
            catch (error) {
                if (error instanceof SalvageRefused)
                    throw new InputError("invalid", error.message);
                throw error;
            }
            if (args.json)
                io.out(stringify({ thread: salvage, agent, ...done }));
            else
                io.out(`link-kit host check: ${salvage}: salvaged: ${done.kept} line(s) kept, ${done.placeholders} sequence(s) held by placeholders; the log as it was is ${done.aside}`);
            return EXIT.ok;
        }
        const findings = checkState(state.path);
        const damaged = findings.filter((f) => f.status === "damaged");
        if (args.json)
            io.out(stringify({ ok: damaged.length === 0, findings }));
        else {
            const word = { ok: "ok  ", damaged: "FAIL", torn: "info", kept: "info" };
            for (const f of findings)
                io.out(`${word[f.status]} ${f.agent} ${f.what}: ${f.detail} (${f.file})`);
            const threads = new Set(findings.filter((f) => f.what.startsWith("link:")).map((f) => `${f.agent}/${f.what}`)).size;
            io.out(damaged.length === 0
                ? `link-kit host check: ${threads} thread(s) and the version journals: nothing damaged`
                : `link-kit host check: ${damaged.length} damaged line(s); README.md, "Run a reference host", says what to do next (restore from a backup, or --salvage)`);
        }
        return damaged.length === 0 ? EXIT.ok : EXIT.failure;
    });
}
export const HOST_COMMANDS = [
    {
        name: ["host", "agent", "add"],
        usage: "--state <dir> --name <name> --owner <owner> [--grant instructions,skills,home,memory,notes] [--notes-limit <bytes>]",
        summary: "registers an agent with a new immutable ID and lays out its folder; prints the agent as JSON",
        help: `The folder is instructions/ skills/ home/ memory/ memory/portable/, and "folder" in the output is
its absolute path; --state is created (0700) when missing. Grants: instructions and skills (G1),
home (home/ and other memory/ documents), memory (the memory index, through the memory socket
only, G4), notes (memory/notes.md and memory/portable/, G3, G6). --notes-limit defaults to 65536.`,
        options: {
            ...STATE,
            name: { type: "string" },
            owner: { type: "string" },
            grant: { type: "string", multiple: true },
            "notes-limit": { type: "string" },
        },
        run: agentAdd,
    },
    {
        name: ["host", "agent", "list"],
        usage: "--state <dir>",
        summary: "prints each registered agent as one line of JSON",
        options: STATE,
        run: agentList,
    },
    {
        name: ["host", "start"],
        usage: "--state <dir> --agent <id> --binding <file>",
        summary: "begins a new start of the agent: a new binding secret, and the harness's Settings written to <file>",
        help: `The new secret replaces the previous one at once (B2). The Settings (storage: endpoint,
endpoint_key, agent, owner) are written 0600, in a directory created 0700 when missing (B3); the
secret itself stays in <dir>/agents/<id>/secret for the host, and is never printed.`,
        options: { ...STATE, agent: { type: "string" }, binding: { type: "string" } },
        run: start,
    },
    {
        name: ["host", "serve"],
        usage: "--state <dir> [--memory-socket] [--detach]",
        summary: "runs the bridge for every agent in <dir> on <dir>/run/bridge.sock until SIGINT or SIGTERM",
        help: `--memory-socket also serves <dir>/run/memory.sock (G4). One host per state directory: a second
is refused (host_running, exit 3) naming the first's pid, which it records in <dir>/run/host.pid.
A host killed with SIGKILL blocks nothing. --detach starts the host in the background, returns
once it serves, and leaves its output in <dir>/run/host.log.`,
        options: { ...STATE, "memory-socket": { type: "boolean", default: false }, detach: { type: "boolean", default: false } },
        run: serve,
    },
    {
        name: ["host", "check"],
        usage: "--state <dir> [--json] | --state <dir> --salvage <link:name> [--agent <id>]",
        summary: "checks every thread log and version journal for damage (a line whose checksum fails); exit 0 when none, 1 when some",
        help: `Reads every agent's thread logs and file-store version journals line by line, a few MiB at a
time, each line's checksum on its own, and writes nothing. One line per log: ok (its line count),
FAIL for each damaged line (the thread or journal, the line and byte), info for a torn tail (an
append cut short, never acknowledged, which the host cuts on next use) or a journal kept aside.
The host refuses a damaged thread (unavailable, "damaged: line N") and keeps every byte; a
damaged journal line is skipped and versions are issued past it. --json prints {ok, findings:
[{agent, what, file, status, detail, line, offset}]}.

--salvage <link:name> (host stopped; --agent when the state has more than one) makes a damaged
thread usable again: the log as it was is kept beside it (<name>.log.damaged-<time>), every good
line keeps its sequence, and each sequence the damage took is held by a placeholder record
({"link_kit_damaged": {...}}), so no sequence is issued twice. Restore the log from a backup
instead when you have one.`,
        options: { ...STATE, salvage: { type: "string" }, agent: { type: "string" } },
        run: check,
    },
    {
        name: ["host", "stop"],
        usage: "--state <dir> [--json]",
        summary: "stops the host serving <dir> and waits until it has released the state and ended; exit 0 also when none serves it",
        help: `It sends SIGTERM to the pid the host recorded. Use this rather than killing
\`npx link-kit host serve\`'s pid, which is npx's, not the host's.`,
        options: STATE,
        run: stop,
    },
];
/**
 * `host serve --detach`: starts the host as its own process, in its own session, with its output
 * in <state>/run/host.log, and returns once it holds the state (or says why it could not).
 */
async function detach(statePath, memorySocket, io) {
    const state = HostState.open(statePath);
    try {
        const already = await state.servingHost();
        if (already !== undefined)
            throw new HostBusy(state.path, already.pid);
        const log = openSync(join(state.path, "run", "host.log"), "a", 0o600);
        const child = spawn(process.execPath, [process.argv[1], "host", "serve", "--state", state.path, ...(memorySocket ? ["--memory-socket"] : [])], {
            detached: true,
            stdio: ["ignore", log, log],
        });
        closeSync(log);
        const exited = new Promise((done) => child.once("exit", (code) => done(code)));
        const deadline = Date.now() + STOP_TIMEOUT_MS;
        for (;;) {
            const serving = await state.servingHost();
            if (serving?.pid === child.pid)
                break;
            const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r(undefined), 50))]);
            if (code !== undefined)
                throw new InputError("host_exited", `the host exited (${code}) before serving; see ${join(state.path, "run", "host.log")}`);
            if (Date.now() > deadline)
                throw new InputError("host_slow", `the host did not serve within ${STOP_TIMEOUT_MS} ms; see ${join(state.path, "run", "host.log")}`);
        }
        child.unref();
        io.out(`link-kit host: serving ${state.path} in the background (pid ${child.pid}); stop it with \`link-kit host stop --state ${statePath}\``);
        return EXIT.ok;
    }
    finally {
        state.close();
    }
}
