// The `link-kit` command's dispatcher: one module per subcommand, failures mapped to the exit
// codes of src/cli/exit.ts. Kept apart from main.ts so tests can run commands in-process.

import { SCHEMAS } from "../../generated/index.js";
import { RUST_TYPES } from "../validate/index.js";
import { EXIT, UsageError, type ExitCode } from "./exit.js";
import { CONFORMANCE_HELP, runConformance } from "./conformance.js";
import { CONTEXT_HELP, MEMORY_HELP, runContext, runMemory } from "./context.js";
import { HOST_HELP, runHost } from "./host.js";
import { LEDGER_HELP, runLedger } from "./ledger.js";
import { FILE_HELP, runFile, runStore, STORE_HELP } from "./store.js";
import { runValidate, VALIDATE_HELP } from "./validate.js";

const HELP = `usage: link-kit <command> [options]

Commands:
  validate <schema> <file>   check JSON or JSON Lines against a canonical schema (K5)
  schemas [--json]           list the canonical schemas by Rust type path
  host ...                   the reference host: agent add|list, start, serve (B1-B7)
  store <request>            send one store::Request through the bridge, print the Reply
  file read|write|delete|list  files through the bridge, with CAS versions (B8-B10)
  context append|read|current  captured records, snapshots and cursors (C9, R1-R3)
  memory get|put|delete|remove portable memory documents (M1-M4)
  conformance [--settings <f>] run the conformance vectors here, and against a bridge (K8)
  ledger --dir <d> <command>   the authority ledger: show, sessions, requests, respond, recover, schema (A1-A12)

Run \`link-kit <command> --help\` for a command's options.
Exit codes: 0 ok, 1 failure or invalid input, 2 usage, 3 refused by store or ledger, 4 transport or uncertain.

${VALIDATE_HELP.split("\n")[0]}
${HOST_HELP.split("\n").slice(1, 5).join("\n")}
${STORE_HELP.split("\n")[0]}
${FILE_HELP.split("\n").slice(0, 2).join("\n")}
${CONTEXT_HELP.split("\n").slice(1, 5).join("\n")}
${MEMORY_HELP.split("\n").slice(1, 5).join("\n")}
${CONFORMANCE_HELP.split("\n")[0]}
${LEDGER_HELP.split("\n")[0]}`;

function runSchemas(args: string[], out: (s: string) => void): ExitCode {
  if (args.includes("--json")) {
    out(JSON.stringify(RUST_TYPES.map((t) => ({ rust_type: t, file: SCHEMAS[t].file, type: SCHEMAS[t].title, sha256: SCHEMAS[t].sha256 }))));
  } else {
    for (const t of RUST_TYPES) out(`${t.padEnd(60)} schemas/${SCHEMAS[t].file}`);
  }
  return EXIT.ok;
}

export async function run(argv: string[], out: (s: string) => void, err: (s: string) => void): Promise<ExitCode> {
  const io = { out, err };
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case "validate":
        return runValidate(rest, out, err);
      case "schemas":
        return runSchemas(rest, out);
      case "host":
        return await runHost(rest, io);
      case "store":
        return await runStore(rest, io);
      case "file":
        return await runFile(rest, io);
      case "context":
        return await runContext(rest, io);
      case "memory":
        return await runMemory(rest, io);
      case "conformance":
        return await runConformance(rest, io);
      case "ledger":
        return await runLedger(rest, io);
      case undefined:
      case "help":
      case "--help":
      case "-h":
        out(HELP);
        return command === undefined ? EXIT.usage : EXIT.ok;
      default:
        throw new UsageError(`unknown command ${JSON.stringify(command)}`);
    }
  } catch (error) {
    if (error instanceof UsageError || (error instanceof TypeError && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS"))) {
      err(`link-kit: ${error.message}\nRun \`link-kit ${command && command !== "help" ? command + " " : ""}--help\` for usage.`);
      return EXIT.usage;
    }
    err(`link-kit: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
    return EXIT.failure;
  }
}

