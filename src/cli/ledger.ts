// `link-kit ledger --dir <dir> show|sessions|requests|respond|recover|schema` (A1-A12): the
// authority ledger for hosts and operators. Running as the host's user, with access to the
// private ledger directory, is how this command authenticates the owner for `respond` (A7).

import { existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";

import { stringify, type JsonValue } from "../json/index.js";
import { HostState } from "../host/state.js";
import { AUTHORITY_FILE, Ledger, LedgerError, OwnerProof } from "../ledger/index.js";
import { PACKAGE_ROOT } from "../root.js";
import { InputError, readInput, Refused, report, type Io } from "./common.js";
import { EXIT, UsageError, type ExitCode } from "./exit.js";

export const LEDGER_HELP = `usage:
  link-kit ledger init --dir <dir> --host <name> (--state <dir> --agent <id> | --secret-file <file>) [--json]
  link-kit ledger --dir <dir> show|sessions|requests|recover [--json]
  link-kit ledger --dir <dir> respond <request> allow_once|deny --owner <owner> [--json]
  link-kit ledger schema

commands:
  init                                   create the private directory (0700) and its authority.json
                                         for host <name>, holding only the fingerprint of the start
                                         secret: the reference host's current one for --agent (what
                                         \`host start\` wrote to <state>/agents/<id>/secret), or the
                                         hex secret in --secret-file (a 0600 file). A host passes the
                                         same secret to Ledger.open at every start.
  show                                   the whole authority.json (sessions, active attempt, requests)
  sessions                               session mappings: session ID, agent, owner, thread, binding reference
  requests                               requests to the owner with status, claimed, recovery_required
  respond <request> allow_once|deny --owner <owner>
                                         answer a pending request for <owner>, who must own the
                                         request's session agent (else wrong_owner, exit 3)
  recover                                the restart barrier: unresolved requests become recovery_required
  schema                                 the JSON Schema of authority.json

The ledger is host-only metadata; nothing else in the kit opens it. Refusals exit 3 with their
kind (unsafe, corrupt, foreign, unknown_version, too_large, already_decided, wrong_owner, ...).

Who may answer: this command is the host's own tool. Reaching the private ledger directory
(0700, the host's user) is what authenticates the operator as the host; the operator then
answers for the owner they authenticated by their own means, and the ledger refuses an answer
for anyone but the owner of the request's session agent. Native metadata never answers (A7).`;

const LEDGER_COMMANDS = ["show", "sessions", "requests", "respond", "recover"];

export async function runLedger(args: string[], io: Io): Promise<ExitCode> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      dir: { type: "string" },
      owner: { type: "string" },
      host: { type: "string" },
      state: { type: "string" },
      agent: { type: "string" },
      "secret-file": { type: "string" },
      json: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help || positionals.length === 0) {
    io.out(LEDGER_HELP);
    return values.help ? EXIT.ok : EXIT.usage;
  }
  const [command, ...rest] = positionals as [string, ...string[]];
  if (command === "schema") {
    io.out(readFileSync(join(PACKAGE_ROOT, "schemas", "link_harness_contract.harness.authority.AuthorityFile.json"), "utf8").trimEnd());
    return EXIT.ok;
  }
  if (!values.dir) throw new UsageError("--dir <dir> is required");
  if (command === "init") return initLedger(values.dir, values, io);
  if (!LEDGER_COMMANDS.includes(command)) throw new UsageError(`unknown ledger command ${JSON.stringify(command)}; ${LEDGER_COMMANDS.join(", ")}`);
  if (command === "respond") {
    const [request, decision] = rest;
    if (!request || (decision !== "allow_once" && decision !== "deny")) throw new UsageError(`respond takes <request> allow_once|deny${decision === undefined ? "" : `, not ${JSON.stringify(decision)}`}`);
    if (!values.owner) throw new UsageError("respond needs --owner <owner>: the owner this operator authenticated");
  }
  if (!existsSync(values.dir)) throw new InputError("not_found", `no ledger directory ${values.dir} (create one with \`link-kit ledger init\`)`);
  const print = (value: unknown, text: () => string[]) => (values.json ? io.out(stringify(value as JsonValue)) : text().forEach((l) => io.out(l)));
  let ledger: Ledger | undefined;
  try {
    ledger = await Ledger.inspect(values.dir);
    switch (command) {
      case "show": {
        const doc = await ledger.read();
        print(doc, () => [stringify(doc as unknown as JsonValue, 2)]);
        return EXIT.ok;
      }
      case "sessions": {
        const sessions = (await ledger.read()).sessions ?? [];
        if (sessions.length === 0 && !values.json) io.err(`no sessions in ${values.dir}`);
        print(sessions, () => sessions.map((s) => `${s.session_id}\t${s.agent}\t${s.owner}\t${s.thread}\t${s.binding_ref}`));
        return EXIT.ok;
      }
      case "requests": {
        const requests = (await ledger.read()).requests ?? [];
        if (requests.length === 0 && !values.json) io.err(`no requests in ${values.dir}`);
        print(requests, () => requests.map((r) => `${r.request_id}\t${r.status}${r.claimed ? " claimed" : ""}${r.recovery_required ? " recovery_required" : ""}\t${r.call.tool}\tattempt ${r.attempt_id} gen ${r.generation}`));
        return EXIT.ok;
      }
      case "respond": {
        const [request, decision] = rest as [string, "allow_once" | "deny"];
        const answered = await ledger.respond(request, decision, OwnerProof.authenticated(values.owner as string));
        print(answered, () => [`${answered.request_id} ${answered.status}`]);
        return EXIT.ok;
      }
      case "recover": {
        const unresolved = await ledger.recover();
        print(unresolved, () => [`${unresolved.length} unresolved request(s) marked recovery_required`, ...unresolved.map((r) => `${r.request_id}\t${r.status}\t${r.call.tool}`)]);
        return EXIT.ok;
      }
      default:
        throw new UsageError(`unknown ledger command ${JSON.stringify(command)}`);
    }
  } catch (error) {
    if (!(error instanceof LedgerError)) throw error;
    return report(new Refused(error.kind, error.message), io, values.json);
  } finally {
    ledger?.close();
  }
}


/** `ledger init`: a private directory and a fresh authority.json for a host and its start secret. */
async function initLedger(dir: string, values: { host?: string; state?: string; agent?: string; "secret-file"?: string; json?: boolean }, io: Io): Promise<ExitCode> {
  if (!values.host) throw new UsageError("ledger init needs --host <name>");
  const fromState = values.state !== undefined || values.agent !== undefined;
  if (fromState === (values["secret-file"] !== undefined)) throw new UsageError("ledger init needs the start secret: --state <dir> --agent <id>, or --secret-file <file>");
  let secret: string | undefined;
  if (fromState) {
    if (!values.state || !values.agent) throw new UsageError("--state and --agent go together");
    const state = HostState.open(values.state);
    try {
      state.agent(values.agent);
      secret = state.currentSecret(values.agent);
    } finally {
      state.close();
    }
    if (secret === undefined) throw new InputError("not_found", `agent ${values.agent} has no start yet: run \`link-kit host start\` first`);
  } else {
    const file = values["secret-file"] as string;
    const stat = statSync(file);
    if ((stat.mode & 0o077) !== 0) throw new InputError("unsafe", `${file} is readable by others (mode ${(stat.mode & 0o777).toString(8)}); a secret file must be 0600`);
    secret = readInput(file, "the secret file").toString("utf8").trim();
    if (!/^[0-9a-f]{64}$/.test(secret)) throw new InputError("invalid", `${file} must hold the start secret as 64 hex digits`);
  }
  mkdirSync(resolve(dir), { recursive: true, mode: 0o700 });
  let ledger: Ledger | undefined;
  try {
    if (existsSync(join(dir, AUTHORITY_FILE))) throw new LedgerError("foreign", `${join(dir, AUTHORITY_FILE)} exists already; init makes a new ledger only`);
    ledger = await Ledger.open(dir, { host: values.host, startSecret: secret });
    const doc = await ledger.read();
    if (values.json) io.out(stringify(doc as unknown as JsonValue));
    else io.out(`initialized ${join(resolve(dir), AUTHORITY_FILE)} for host ${values.host} (start secret ${doc.start_secret_fingerprint})`);
    return EXIT.ok;
  } catch (error) {
    if (!(error instanceof LedgerError)) throw error;
    return report(new Refused(error.kind, error.message), io, values.json ?? false);
  } finally {
    ledger?.close();
  }
}
