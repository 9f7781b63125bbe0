// `link-kit host ...`: the reference host's admin commands and its server (B1-B7, G1-G6).

import { spawn } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";

import type { Grants } from "../../generated/index.js";
import { writeSettings } from "../bridge/config.js";
import { stringify, type JsonValue } from "../json/index.js";
import { BridgeHost } from "../host/server.js";
import { HostBusy, HostState } from "../host/state.js";
import { InputError, report, type Io } from "./common.js";
import { EXIT, UsageError, type ExitCode } from "./exit.js";

export const HOST_HELP = `usage:
  link-kit host agent add --state <dir> --name <name> --owner <owner>
                          [--grant instructions,skills,home,memory,notes] [--notes-limit <bytes>]
  link-kit host agent list --state <dir>
  link-kit host start --state <dir> --agent <id> --settings <file>
  link-kit host serve --state <dir> [--memory-socket] [--detach]
  link-kit host stop --state <dir> [--json]

agent add   registers an agent with a new immutable ID and lays out its folder
            (instructions/ skills/ home/ memory/ memory/portable/); prints the agent as JSON
            with "folder", the absolute path of its agent folder. Grants: instructions and
            skills (G1), home (home/ and other memory/ documents), memory (the memory index,
            through the memory socket only, G4), notes (memory/notes.md and memory/portable/,
            G3, G6). --notes-limit defaults to 65536 bytes.
start       begins a new start of the agent: a new binding secret replaces the previous one at
            once (B2), and the harness's Settings (storage: endpoint, endpoint_key, agent,
            owner) are written to <file>, 0600 in a 0700 directory (B3). The secret is never printed.
serve       runs the bridge for every agent in <dir> on <dir>/run/bridge.sock until SIGINT or
            SIGTERM; --memory-socket also serves <dir>/run/memory.sock (G4). One host per
            state directory: a second is refused (host_running, exit 3) naming the first's pid,
            which it records in <dir>/run/host.pid. A host killed with SIGKILL blocks nothing.
            --detach starts the host in the background, returns once it serves, and
            leaves its output in <dir>/run/host.log.
stop        stops the host serving <dir> (SIGTERM to the pid it recorded) and waits until it
            has released the state; exit 0, also when no host serves it. Use this rather than
            killing \`npx link-kit host serve\`'s pid, which is npx's, not the host's.`;

/** How long `host stop` waits for the host to release the state after SIGTERM. */
const STOP_TIMEOUT_MS = 10_000;

const GRANTS: Record<string, keyof Grants> = { instructions: "instructions", skills: "skills", home: "home", memory: "memory_index", notes: "notes" };

export async function runHost(args: string[], io: Io): Promise<ExitCode> {
  const [sub, maybe, ...rest] = args;
  if (sub === undefined || sub === "--help" || sub === "-h") {
    io.out(HOST_HELP);
    return sub === undefined ? EXIT.usage : EXIT.ok;
  }
  const verb = sub === "agent" ? `agent ${maybe ?? ""}` : sub;
  const tail = sub === "agent" ? rest : [maybe, ...rest].filter((a): a is string => a !== undefined);
  const { values } = parseArgs({
    args: tail,
    options: {
      state: { type: "string" },
      name: { type: "string" },
      owner: { type: "string" },
      grant: { type: "string", multiple: true },
      "notes-limit": { type: "string" },
      agent: { type: "string" },
      settings: { type: "string" },
      "memory-socket": { type: "boolean", default: false },
      detach: { type: "boolean", default: false },
      json: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    io.out(HOST_HELP);
    return EXIT.ok;
  }
  if (!values.state) throw new UsageError("--state <dir> is required");
  try {
    switch (verb) {
      case "agent add": {
        if (!values.name || !values.owner) throw new UsageError("agent add needs --name and --owner");
        const grants: Grants = { instructions: false, skills: false, home: false, memory_index: false, notes: false };
        for (const name of (values.grant ?? []).flatMap((g) => g.split(",")).filter((g) => g !== "")) {
          const key = GRANTS[name];
          if (key === undefined) throw new UsageError(`unknown grant ${JSON.stringify(name)}; grants: ${Object.keys(GRANTS).join(", ")}`);
          grants[key] = true;
        }
        const limit = values["notes-limit"] ?? "65536";
        if (!/^\d+$/.test(limit) || !Number.isSafeInteger(Number(limit))) throw new UsageError(`--notes-limit must be a byte count, not ${JSON.stringify(limit)}`);
        const state = HostState.open(values.state, { create: true });
        try {
          const { agent, folder } = state.addAgent({ name: values.name, owner: values.owner, grants, notesLimit: Number(limit) });
          io.out(stringify({ ...(agent as unknown as Record<string, JsonValue>), folder }));
        } finally {
          state.close();
        }
        return EXIT.ok;
      }
      case "agent list": {
        const state = HostState.open(values.state);
        try {
          for (const agent of state.listAgents()) io.out(stringify({ ...(agent as unknown as Record<string, JsonValue>), folder: state.folderPath(agent.id as string) }));
        } finally {
          state.close();
        }
        return EXIT.ok;
      }
      case "start": {
        if (!values.agent || !values.settings) throw new UsageError("start needs --agent <id> and --settings <file>");
        const state = HostState.open(values.state);
        try {
          const agent = state.agent(values.agent);
          const secret = state.rotateSecret(values.agent);
          writeSettings(values.settings, {
            storage: { endpoint: state.bridgeSocket, endpoint_key: secret, agent: values.agent, owner: agent.owner, memory_endpoint: state.memorySocket },
          });
          io.err(`started ${values.agent}: new binding secret written to ${resolve(values.settings)} (the previous start's secret no longer works)`);
        } finally {
          state.close();
        }
        return EXIT.ok;
      }
      case "serve": {
        if (values.detach) return await detach(values.state, values["memory-socket"], io);
        const state = HostState.open(values.state);
        const host = new BridgeHost(state, { memorySocket: values["memory-socket"] });
        await host.listen();
        io.out(`link-kit host: serving ${state.listAgents().length} agent(s) on ${state.bridgeSocket}${values["memory-socket"] ? ` and ${state.memorySocket}` : ""}`);
        await new Promise<void>((done) => {
          const stop = () => done();
          process.once("SIGINT", stop);
          process.once("SIGTERM", stop);
        });
        await host.close();
        state.close();
        io.err("link-kit host: stopped");
        return EXIT.ok;
      }
      case "stop": {
        const state = HostState.open(values.state);
        try {
          const serving = await state.servingHost();
          if (serving === undefined) {
            if (values.json) io.out(stringify({ stopped: null }));
            else io.err(`link-kit host: no host serves ${state.path}; nothing to stop`);
            return EXIT.ok;
          }
          if (serving.pid === undefined) throw new HostBusy(state.path, undefined);
          process.kill(serving.pid, "SIGTERM");
          // Stopped when its lock is free: it removed its sockets and released the state.
          const deadline = Date.now() + STOP_TIMEOUT_MS;
          while ((await state.servingHost()) !== undefined) {
            if (Date.now() > deadline) throw new HostBusy(state.path, serving.pid);
            await new Promise((r) => setTimeout(r, 50));
          }
          if (values.json) io.out(stringify({ stopped: serving.pid }));
          else io.err(`link-kit host: stopped the host (pid ${serving.pid}) serving ${state.path}`);
          return EXIT.ok;
        } finally {
          state.close();
        }
      }
      default:
        throw new UsageError(`unknown host command ${JSON.stringify(verb.trim())}`);
    }
  } catch (error) {
    return report(error, io, values.json);
  }
}

/**
 * `host serve --detach`: starts the host as its own process, in its own session, with its output
 * in <state>/run/host.log, and returns once it holds the state (or says why it could not).
 */
async function detach(statePath: string, memorySocket: boolean, io: Io): Promise<ExitCode> {
  const state = HostState.open(statePath);
  try {
    const already = await state.servingHost();
    if (already !== undefined) throw new HostBusy(state.path, already.pid);
    const log = openSync(join(state.path, "run", "host.log"), "a", 0o600);
    const child = spawn(process.execPath, [process.argv[1] as string, "host", "serve", "--state", state.path, ...(memorySocket ? ["--memory-socket"] : [])], {
      detached: true,
      stdio: ["ignore", log, log],
    });
    closeSync(log);
    const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
    const deadline = Date.now() + STOP_TIMEOUT_MS;
    for (;;) {
      const serving = await state.servingHost();
      if (serving?.pid === child.pid) break;
      const code = await Promise.race([exited, new Promise<undefined>((r) => setTimeout(() => r(undefined), 50))]);
      if (code !== undefined) throw new InputError("host_exited", `the host exited (${code}) before serving; see ${join(state.path, "run", "host.log")}`);
      if (Date.now() > deadline) throw new InputError("host_slow", `the host did not serve within ${STOP_TIMEOUT_MS} ms; see ${join(state.path, "run", "host.log")}`);
    }
    child.unref();
    io.out(`link-kit host: serving ${state.path} in the background (pid ${child.pid}); stop it with \`link-kit host stop --state ${statePath}\``);
    return EXIT.ok;
  } finally {
    state.close();
  }
}
