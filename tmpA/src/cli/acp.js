// `link-kit acp --binding <file> --thread <link:name> [--ledger <dir>] -- <agent command ...>`
// (P1): the ACP proxy an ACP client starts in place of the agent (src/acp/proxy.ts).
import { resolve } from "node:path";
import { AcpProxy } from "../acp/proxy.js";
import { Bridged } from "../bridge/client.js";
import { bindingFrom } from "../bridge/config.js";
import { Ledger, LedgerError } from "../ledger/index.js";
import { fingerprint } from "../secret.js";
import { defaultHome } from "../setup/harnesses.js";
import { Refused, settingsFrom, threadArg } from "./common.js";
import { EXIT, UsageError } from "./exit.js";
async function acp(args) {
    const thread = threadArg(args.need("thread", "link:name"));
    // Stopped by its client (an editor closing the agent): the agent goes too, then the proxy. The
    // handlers come first, so a signal that arrives while the agent starts is never the default exit
    // that would leave the agent running without its proxy.
    let proxy = undefined;
    let stopped = false;
    for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"])
        process.on(signal, () => {
            stopped = true;
            proxy?.kill();
        });
    if (args.positionals.length === 0)
        throw new UsageError("give the agent's command after --: link-kit acp ... -- <agent command ...>");
    const binding = bindingFrom(settingsFrom(args.string("binding")));
    const bridge = new Bridged(binding);
    let ledger;
    const dir = args.string("ledger");
    if (dir !== undefined) {
        let opened;
        let left;
        try {
            opened = await Ledger.open(dir, { host: args.string("host") ?? "link-kit", startSecret: binding.key });
            // A restart is the barrier (A10): what the previous proxy left unresolved stays inspectable.
            left = await opened.recover();
        }
        catch (error) {
            if (!(error instanceof LedgerError))
                throw error;
            // A ledger made for a named host (ledger init --host) is that host's: say how to name it.
            const hint = error.kind === "foreign" && args.string("host") === undefined && /belongs to host/.test(error.message)
                ? "; name its host with --host <name>, as ledger init was given"
                : "";
            throw new Refused(error.kind, `the ledger ${dir}: ${error.message}${hint}`);
        }
        if (left.length > 0)
            process.stderr.write(`link-kit acp: ${left.length} owner request(s) left by a previous run are marked recovery_required\n`);
        const agent = { id: binding.agent, name: binding.agent, owner: binding.owner, grants: {}, notes_limit: 0 };
        ledger = { ledger: opened, agent, bindingRef: `acp:${fingerprint(binding.key).slice(7, 23)}`, startSecret: binding.key };
    }
    const home = resolve(args.string("home") ?? defaultHome("acp"));
    if (stopped) {
        // stopped before the agent started
        bridge.close();
        ledger?.ledger.close();
        return EXIT.failure;
    }
    proxy = new AcpProxy({
        command: [...args.positionals],
        client: { input: process.stdin, output: process.stdout },
        bridge,
        thread,
        ...(ledger ? { ledger } : {}),
        home,
        log: (line) => process.stderr.write(`${line}\n`),
    });
    const started = proxy;
    process.stdout.on("error", () => started.kill());
    try {
        return (await proxy.done);
    }
    finally {
        process.stdin.destroy(); // the agent is gone: nothing more to read from the client
        bridge.close();
        ledger?.ledger.close();
    }
}
export const ACP_COMMANDS = [
    {
        name: ["acp"],
        usage: "--binding <file> --thread <link:name> [--home <dir>] [--ledger <dir> [--host <name>]] -- <agent command ...>",
        summary: "an ACP proxy in place of the agent: forwards everything, captures the session into a thread, fences tool calls with the ledger",
        help: `An ACP client (an editor) starts this in place of the agent; it starts the agent given after --,
forwards every JSON-RPC message both ways unchanged but for request ids, and:
- captures each session/update into the thread (messages joined, tool calls as tool, thoughts
  raw-only), with source {adapter: "acp:<agent>", native_session: <ACP session id>, ...};
- with --ledger <dir> (the authority ledger, host <name>, "link-kit" by default): each
  session/prompt is an attempt, each session/request_permission a proposal; the client's choice
  is the owner's answer (an allow option: allow_once; a reject option or a cancel: deny), and an
  allowed call is consumed before the agent hears it. Without --ledger nothing is fenced and no
  capability is added or advertised either way.
- on session/cancel, permission requests still waiting are answered cancelled at once;
- a turn's records are admitted to the capture queue under --home <dir> (default
  $LINK_KIT_HOME, else $XDG_STATE_HOME/link-kit/acp) before they are stored, so a store that is
  down loses nothing (the next turn, or \`link-kit queue drain\`, stores them); each ACP
  session's thread is recorded in the adapter's state, <home>/.lnk/agent-context/state.json (R5).
Exit: the agent's exit code.

Example: link-kit acp --binding ./harness/binding.json --thread link:main -- npx @zed-industries/claude-agent-acp`,
        options: {
            binding: { type: "string" },
            thread: { type: "string" },
            home: { type: "string" },
            ledger: { type: "string" },
            host: { type: "string" },
        },
        positionals: true,
        run: acp,
    },
];
