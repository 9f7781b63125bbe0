// `link-kit ledger --dir <dir> show|sessions|requests|respond|recover|schema` (A1-A12): the
// authority ledger for hosts and operators. Running as the host's user, with access to the
// private ledger directory, is how this command authenticates the owner for `respond` (A7).

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";

import { stringify, type JsonValue } from "../json/index.js";
import { Ledger, LedgerError, OwnerProof } from "../ledger/index.js";
import { PACKAGE_ROOT } from "../root.js";
import { Refused, report, type Io } from "./common.js";
import { EXIT, UsageError, type ExitCode } from "./exit.js";

export const LEDGER_HELP = `usage: link-kit ledger --dir <dir> <command> [--json]

commands:
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

export async function runLedger(args: string[], io: Io): Promise<ExitCode> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { dir: { type: "string" }, owner: { type: "string" }, json: { type: "boolean", default: false }, help: { type: "boolean", short: "h", default: false } } });
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
        print(sessions, () => sessions.map((s) => `${s.session_id}\t${s.agent}\t${s.owner}\t${s.thread}\t${s.binding_ref}`));
        return EXIT.ok;
      }
      case "requests": {
        const requests = (await ledger.read()).requests ?? [];
        print(requests, () => requests.map((r) => `${r.request_id}\t${r.status}${r.claimed ? " claimed" : ""}${r.recovery_required ? " recovery_required" : ""}\t${r.call.tool}\tattempt ${r.attempt_id} gen ${r.generation}`));
        return EXIT.ok;
      }
      case "respond": {
        const [request, decision] = rest;
        if (!request || (decision !== "allow_once" && decision !== "deny")) throw new UsageError("respond takes <request> allow_once|deny");
        if (!values.owner) throw new UsageError("respond needs --owner <owner>: the owner this operator authenticated");
        const answered = await ledger.respond(request, decision, OwnerProof.authenticated(values.owner));
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

