// `link-kit ledger ...` (A1-A12): the authority ledger for hosts and operators. Running as the
// host's user, with access to the private ledger directory, is how this command authenticates the
// owner for `respond` (A7).
import { existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { HostState } from "../host/state.js";
import { stringify } from "../json/index.js";
import { AUTHORITY_FILE, Ledger, LedgerError, OwnerProof } from "../ledger/index.js";
import { PACKAGE_ROOT } from "../root.js";
import { InputError, printJson, readInput, Refused } from "./common.js";
import { EXIT, UsageError } from "./exit.js";
const DIR = { dir: { type: "string" } };
const REFUSALS = `Refusals exit 3 with their kind (unsafe, corrupt, foreign, unknown_version, too_large,
already_decided, wrong_owner, ...). The ledger is host-only metadata; nothing else in the kit opens it.`;
/** Runs `use` on the ledger at --dir opened for inspection; a ledger refusal becomes `Refused` (exit 3). */
async function withLedger(args, use) {
    const dir = args.need("dir", "dir");
    if (!existsSync(dir))
        throw new InputError("not_found", `no ledger directory ${dir} (create one with \`link-kit ledger init\`)`);
    let ledger;
    try {
        ledger = await Ledger.inspect(dir);
        return await use(ledger, dir);
    }
    catch (error) {
        throw error instanceof LedgerError ? new Refused(error.kind, error.message) : error;
    }
    finally {
        ledger?.close();
    }
}
/** Prints `value` as JSON with --json, else the lines `text` gives. */
function print(args, io, value, text) {
    if (args.json)
        printJson(io, value);
    else
        text().forEach((line) => io.out(line));
}
/** The start secret `ledger init` fingerprints: the reference host's current one, or a 0600 file's. */
function startSecret(args) {
    const statePath = args.string("state");
    const agent = args.string("agent");
    const file = args.string("secret-file");
    if ((statePath !== undefined || agent !== undefined) === (file !== undefined))
        throw new UsageError("ledger init needs the start secret: --state <dir> --agent <id>, or --secret-file <file>");
    if (file !== undefined) {
        const mode = statSync(file).mode;
        if ((mode & 0o077) !== 0)
            throw new InputError("unsafe", `${file} is readable by others (mode ${(mode & 0o777).toString(8)}); a secret file must be 0600`);
        const secret = readInput(file, "the secret file").toString("utf8").trim();
        if (!/^[0-9a-f]{64}$/.test(secret))
            throw new InputError("invalid", `${file} must hold the start secret as 64 hex digits`);
        return secret;
    }
    if (!statePath || !agent)
        throw new UsageError("--state and --agent go together");
    const state = HostState.open(statePath);
    try {
        state.agent(agent);
        const secret = state.currentSecret(agent);
        if (secret === undefined)
            throw new InputError("not_found", `agent ${agent} has no start yet: run \`link-kit host start\` first`);
        return secret;
    }
    finally {
        state.close();
    }
}
/** `ledger init`: a private directory and a fresh authority.json for a host and its start secret. */
async function init(args, io) {
    const dir = args.need("dir", "dir");
    const host = args.need("host", "name");
    const secret = startSecret(args);
    mkdirSync(resolve(dir), { recursive: true, mode: 0o700 });
    let ledger;
    try {
        if (existsSync(join(dir, AUTHORITY_FILE)))
            throw new LedgerError("exists", `${join(dir, AUTHORITY_FILE)} exists already; init makes a new ledger only (inspect it with \`link-kit ledger show --dir ${dir}\`)`);
        ledger = await Ledger.open(dir, { host, startSecret: secret });
        const doc = await ledger.read();
        print(args, io, doc, () => [
            `initialized ${join(resolve(dir), AUTHORITY_FILE)} for host ${host} (start secret ${doc.start_secret_fingerprint})`,
        ]);
        return EXIT.ok;
    }
    catch (error) {
        throw error instanceof LedgerError ? new Refused(error.kind, error.message) : error;
    }
    finally {
        ledger?.close();
    }
}
/**
 * A verb over the ledger at --dir that prints what `act` gives: `value` as JSON with --json, else
 * its `lines` (and, when there are none, a word on stderr that the part is empty).
 */
function inspecting(verb, summary, act) {
    return {
        name: ["ledger", verb],
        usage: "--dir <dir> [--json]",
        summary,
        help: REFUSALS,
        options: DIR,
        run: (args, io) => withLedger(args, async (ledger, dir) => {
            const { value, lines } = await act(ledger);
            if (lines.length === 0 && !args.json)
                io.err(`no ${verb} in ${dir}`);
            print(args, io, value, () => lines);
            return EXIT.ok;
        }),
    };
}
export const LEDGER_COMMANDS = [
    {
        name: ["ledger", "init"],
        usage: "--dir <dir> --host <name> (--state <dir> --agent <id> | --secret-file <file>) [--json]",
        summary: "creates the private directory (0700) and its authority.json for host <name>, holding only the start secret's fingerprint",
        help: `The secret is the reference host's current one for --agent (what \`host start\` wrote to
<state>/agents/<id>/secret), or the hex secret in --secret-file (a 0600 file). A host passes the
same secret to Ledger.open at every start. An existing ledger is refused (exists, exit 3).`,
        options: { ...DIR, host: { type: "string" }, state: { type: "string" }, agent: { type: "string" }, "secret-file": { type: "string" } },
        run: init,
    },
    inspecting("show", "prints the whole authority.json (sessions, active attempt, requests)", async (ledger) => {
        const doc = await ledger.read();
        return { value: doc, lines: [stringify(doc, 2)] };
    }),
    inspecting("sessions", "lists the session mappings: session ID, agent, owner, thread, binding reference", async (ledger) => {
        const sessions = (await ledger.read()).sessions ?? [];
        return { value: sessions, lines: sessions.map((s) => `${s.session_id}\t${s.agent}\t${s.owner}\t${s.thread}\t${s.binding_ref}`) };
    }),
    inspecting("archived", "lists the requests and sessions that left the live document once done (authority.archive.jsonl)", async (ledger) => {
        const { requests, sessions } = await ledger.history();
        return {
            value: { requests, sessions },
            lines: [
                ...requests.map((r) => `${r.request_id}\t${r.status}${r.claimed ? " claimed" : ""}\t${r.call.tool}\tattempt ${r.attempt_id} gen ${r.generation}`),
                ...sessions.map((x) => `${x.session_id}\t${x.agent}\t${x.owner}\t${x.thread}`),
            ],
        };
    }),
    inspecting("requests", "lists the requests to the owner with their status, claimed and recovery_required", async (ledger) => {
        const requests = (await ledger.read()).requests ?? [];
        return {
            value: requests,
            lines: requests.map((r) => `${r.request_id}\t${r.status}${r.claimed ? " claimed" : ""}${r.recovery_required ? " recovery_required" : ""}\t${r.call.tool}\tattempt ${r.attempt_id} gen ${r.generation}`),
        };
    }),
    {
        name: ["ledger", "respond"],
        usage: "--dir <dir> <request> allow_once|deny --owner <owner> [--json]",
        summary: "answers a pending request for <owner>, who must own the request's session agent (else wrong_owner, exit 3)",
        help: `Who may answer: this command is the host's own tool. Reaching the private ledger directory
(0700, the host's user) is what authenticates the operator as the host; the operator then
answers for the owner they authenticated by their own means, and the ledger refuses an answer
for anyone but the owner of the request's session agent. Native metadata never answers (A7).
${REFUSALS}`,
        options: { ...DIR, owner: { type: "string" } },
        positionals: true,
        run: (args, io) => {
            const [request, decision] = args.positionals;
            if (!request || (decision !== "allow_once" && decision !== "deny") || args.positionals.length > 2) {
                throw new UsageError(`respond takes <request> allow_once|deny${decision === undefined ? "" : `, not ${JSON.stringify(decision)}`}`);
            }
            const owner = args.string("owner");
            if (!owner)
                throw new UsageError("respond needs --owner <owner>: the owner this operator authenticated");
            return withLedger(args, async (ledger) => {
                const answered = await ledger.respond(request, decision, OwnerProof.authenticated(owner));
                print(args, io, answered, () => [`${answered.request_id} ${answered.status}`]);
                return EXIT.ok;
            });
        },
    },
    inspecting("recover", "the restart barrier: unresolved requests become recovery_required", async (ledger) => {
        const unresolved = await ledger.recover();
        return {
            value: unresolved,
            lines: [
                `${unresolved.length} unresolved request(s) marked recovery_required`,
                ...unresolved.map((r) => `${r.request_id}\t${r.status}\t${r.call.tool}`),
            ],
        };
    }),
    {
        name: ["ledger", "schema"],
        usage: "[--dir <dir>]",
        summary: "prints the JSON Schema of authority.json (the same for every ledger; --dir is taken, as the other ledger verbs take it)",
        options: { dir: { type: "string" } },
        run: (_args, io) => {
            io.out(readFileSync(join(PACKAGE_ROOT, "schemas", "link_harness_contract.harness.authority.AuthorityFile.json"), "utf8").trimEnd());
            return EXIT.ok;
        },
    },
];
