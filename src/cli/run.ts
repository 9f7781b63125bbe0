// The `link-kit` command: the table of every verb (each module declares its own), the top-level
// help derived from it, and one place where any failure becomes one line and an exit code
// (src/cli/exit.ts). Kept apart from main.ts so tests can run commands in-process.

import { readFileSync } from "node:fs";
import { join } from "node:path";

import { SCHEMAS } from "../../generated/index.js";
import { parse } from "../json/index.js";
import { PACKAGE_ROOT } from "../root.js";
import { RUST_TYPES } from "../validate/index.js";
import { dispatch, usageLine, type Command, type Io } from "./command.js";
import { report } from "./common.js";
import { CAPTURE_COMMANDS } from "./capture.js";
import { CONFORMANCE_COMMANDS } from "./conformance.js";
import { CONTEXT_COMMANDS } from "./context.js";
import { EXIT, type ExitCode } from "./exit.js";
import { FILE_COMMANDS } from "./file.js";
import { HOOK_COMMANDS } from "./hook.js";
import { HOST_COMMANDS } from "./host.js";
import { LEDGER_COMMANDS } from "./ledger.js";
import { MEMORY_COMMANDS } from "./memory.js";
import { QUEUE_COMMANDS } from "./queue.js";
import { STORE_COMMANDS } from "./store.js";
import { VALIDATE_COMMANDS } from "./validate.js";

const SCHEMAS_COMMANDS: Command[] = [
  {
    name: ["schemas"],
    usage: "[--json]",
    summary: "lists the canonical schemas: Rust type path and file (--json: rust_type, file, type, sha256)",
    run: (args, io) => {
      if (args.json)
        io.out(
          JSON.stringify(
            RUST_TYPES.map((t) => ({ rust_type: t, file: SCHEMAS[t].file, type: SCHEMAS[t].title, sha256: SCHEMAS[t].sha256 })),
          ),
        );
      else for (const t of RUST_TYPES) io.out(`${t.padEnd(60)} schemas/${SCHEMAS[t].file}`);
      return EXIT.ok;
    },
  },
];

/** Every verb of `link-kit`, in the order the help lists them. */
export const COMMANDS: readonly Command[] = [
  ...VALIDATE_COMMANDS,
  ...SCHEMAS_COMMANDS,
  ...HOST_COMMANDS,
  ...STORE_COMMANDS,
  ...FILE_COMMANDS,
  ...CONTEXT_COMMANDS,
  ...CAPTURE_COMMANDS,
  ...HOOK_COMMANDS,
  ...MEMORY_COMMANDS,
  ...QUEUE_COMMANDS,
  ...CONFORMANCE_COMMANDS,
  ...LEDGER_COMMANDS,
];

/** The top-level help: every verb's usage line and summary, from the table. */
export function topHelp(table: readonly Command[] = COMMANDS): string {
  return `usage: link-kit <command> [<verb>] [options]
       link-kit <command> [<verb>] --help     that verb's options, details and examples
       link-kit --version

Every command and verb:
${table.map((c) => `  ${usageLine(c)}\n      ${c.summary}`).join("\n")}

Exit codes: 0 ok; 1 the kit failed, or \`validate\` found invalid documents; 2 usage, or an input
that cannot be read or parsed; 3 refused by the store, ledger or host (the kind is printed);
4 transport failure or an uncertain outcome. Errors are one line, \`link-kit: <kind>: <message>\`
(\`{"error":{"kind","message"}}\` on stdout with --json); LINK_KIT_DEBUG=1 adds a stack trace.`;
}

function version(): string {
  return (parse(readFileSync(join(PACKAGE_ROOT, "package.json"))) as { version: string }).version;
}

export async function run(argv: string[], out: (s: string) => void, err: (s: string) => void): Promise<ExitCode> {
  const io: Io = { out, err };
  const [first] = argv;
  if (first === "--version" || first === "-V" || first === "version") {
    out(`link-kit ${version()}`);
    return EXIT.ok;
  }
  if (first === undefined || first === "help" || first === "--help" || first === "-h") {
    (first === undefined ? err : out)(topHelp());
    return first === undefined ? EXIT.usage : EXIT.ok;
  }
  try {
    return await dispatch(COMMANDS, argv, io);
  } catch (error) {
    // One line with the documented exit code for anything a person can cause; never a stack
    // trace (LINK_KIT_DEBUG=1 adds one). An unknown command is not offered its own --help.
    const known = COMMANDS.some((c) => c.name[0] === first);
    return report(error, io, argv.includes("--json"), `see \`link-kit ${known ? first + " " : ""}--help\``);
  }
}
