// The `link-kit` command's dispatcher: one module per subcommand, failures mapped to the exit
// codes of src/cli/exit.ts. Kept apart from main.ts so tests can run commands in-process.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";

import { SCHEMAS } from "../../generated/index.js";
import { RUST_TYPES } from "../validate/index.js";
import { parse } from "../json/index.js";
import { PACKAGE_ROOT } from "../root.js";
import { report } from "./common.js";
import { EXIT, UsageError, type ExitCode } from "./exit.js";
import { CONFORMANCE_HELP, runConformance } from "./conformance.js";
import { CONTEXT_HELP, MEMORY_HELP, runContext, runMemory } from "./context.js";
import { HOST_HELP, runHost } from "./host.js";
import { LEDGER_HELP, runLedger } from "./ledger.js";
import { FILE_HELP, runFile, runStore, STORE_HELP } from "./store.js";
import { runValidate, VALIDATE_HELP } from "./validate.js";

/** The usage lines of a command's help (`link-kit ...` and their continuation lines). */
function usageLines(help: string): string[] {
  const lines: string[] = [];
  let inUsage = false;
  for (const line of help.split("\n")) {
    const at = line.indexOf("link-kit ");
    if (at >= 0 && /^(usage: |\s*)link-kit /.test(line)) {
      lines.push(`  ${line.slice(at)}`);
      inUsage = true;
    } else if (inUsage && /^\s{10,}\S/.test(line) && !/^\s*link-kit/.test(line)) {
      lines.push(`    ${line.trim()}`);
    } else {
      inUsage = false;
    }
  }
  return lines;
}

const HELP = `usage: link-kit <command> [options]
       link-kit <command> --help     that command's options, verbs and examples
       link-kit --version

Commands:
  validate <schema> <file>       check JSON or JSON Lines against a canonical schema (K5)
  schemas [--json]               list the canonical schemas by Rust type path
  host agent add|list, start, serve, stop
                                 the reference host (B1-B7)
  store <request>                send one store::Request through the bridge, print the Reply
  file read|write|delete|list    files through the bridge, with CAS versions (B8-B10)
  context append|read|current    captured records, snapshots and cursors (C9, R1-R3)
  memory get|put|delete|remove   portable memory documents (M1-M4)
  conformance [--settings <f>]   run the conformance vectors here, and against a bridge (K8)
  ledger --dir <d> <command>     the authority ledger: init, show, sessions, requests, respond,
                                 recover, schema (A1-A12)

Every command and verb:
${[VALIDATE_HELP, "  link-kit schemas [--json]", HOST_HELP, STORE_HELP, FILE_HELP, CONTEXT_HELP, MEMORY_HELP, CONFORMANCE_HELP, LEDGER_HELP].flatMap(usageLines).join("\n")}

Exit codes: 0 ok; 1 the kit failed, or \`validate\` found invalid documents; 2 usage, or an input
that cannot be read or parsed; 3 refused by the store, ledger or host (the kind is printed);
4 transport failure or an uncertain outcome. Errors are one line, \`link-kit: <kind>: <message>\`
(\`{"error":{"kind","message"}}\` on stdout with --json); LINK_KIT_DEBUG=1 adds a stack trace.`;

/** The commands, for the usage hint (an unknown command is not offered its own --help). */
const COMMANDS = ["validate", "schemas", "host", "store", "file", "context", "memory", "conformance", "ledger"];

function version(): string {
  return (parse(readFileSync(join(PACKAGE_ROOT, "package.json"))) as { version: string }).version;
}

function runSchemas(args: string[], out: (s: string) => void): ExitCode {
  const { values } = parseArgs({ args, options: { json: { type: "boolean", default: false }, help: { type: "boolean", short: "h", default: false } } });
  if (values.help) {
    out("usage: link-kit schemas [--json]\n\nLists the canonical schemas: Rust type path and file (with --json: rust_type, file, type, sha256).");
    return EXIT.ok;
  }
  if (values.json) {
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
      case "--version":
      case "-V":
      case "version":
        out(`link-kit ${version()}`);
        return EXIT.ok;
      case undefined:
      case "help":
      case "--help":
      case "-h":
        if (command === undefined) {
          err(HELP);
          return EXIT.usage;
        }
        out(HELP);
        return EXIT.ok;
      default:
        throw new UsageError(`unknown command ${JSON.stringify(command)}`);
    }
  } catch (error) {
    // One line with the documented exit code for anything a person can cause; never a stack
    // trace (LINK_KIT_DEBUG=1 adds one).
    const known = command !== undefined && COMMANDS.includes(command);
    return report(error, io, argv.includes("--json"), `see \`link-kit ${known ? command + " " : ""}--help\``);
  }
}

