// The `link-kit` command: the table of every verb (each module declares its own), the top-level
// help derived from it, and one place where any failure becomes one line and an exit code
// (src/cli/exit.ts). Kept apart from main.ts so tests can run commands in-process.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "../json/index.js";
import { PACKAGE_ROOT } from "../root.js";
import { fitHelp, usageLine } from "./command.js";
import { runVerb } from "./common.js";
import { EXIT } from "./exit.js";
/**
 * Every command group by its first word, in the order the help lists them. A run loads only the
 * group it names (a hook runs on every turn of a session, and its start is what users feel); the
 * top-level help, or a word no group has, loads them all.
 */
const GROUPS = [
    ["validate", async () => (await import("./validate.js")).VALIDATE_COMMANDS],
    ["schemas", async () => (await import("./validate.js")).SCHEMAS_COMMANDS],
    ["schema", async () => (await import("./schema.js")).SCHEMA_COMMANDS],
    ["host", async () => (await import("./host.js")).HOST_COMMANDS],
    ["store", async () => (await import("./store.js")).STORE_COMMANDS],
    ["file", async () => (await import("./file.js")).FILE_COMMANDS],
    ["context", async () => [...(await import("./context.js")).CONTEXT_COMMANDS, ...(await import("./adapter.js")).CONTEXT_ADAPTER_COMMANDS]],
    ["capture", async () => (await import("./capture.js")).CAPTURE_COMMANDS],
    ["hook", async () => (await import("./hook.js")).HOOK_COMMANDS],
    ["memory", async () => [...(await import("./memory.js")).MEMORY_COMMANDS, ...(await import("./adapter.js")).MEMORY_ADAPTER_COMMANDS]],
    ["queue", async () => (await import("./queue.js")).QUEUE_COMMANDS],
    ["conformance", async () => (await import("./conformance.js")).CONFORMANCE_COMMANDS],
    ["ledger", async () => (await import("./ledger.js")).LEDGER_COMMANDS],
    ["acp", async () => (await import("./acp.js")).ACP_COMMANDS],
    ["setup", async () => (await import("./setup.js")).SETUP_COMMANDS],
    ["doctor", async () => (await import("./setup.js")).DOCTOR_COMMANDS],
];
/** Every verb of `link-kit`, in the order the help lists them. */
export async function allCommands() {
    return (await Promise.all(GROUPS.map(([, load]) => load()))).flat();
}
/** The top-level help: every verb's usage line and summary, from the table. */
export function topHelp(table) {
    return fitHelp(`usage: link-kit <command> [<verb>] [options]
       link-kit <command> [<verb>] --help     that verb's options, details and examples
       link-kit --version

link-kit is the command of the npm package ${manifest().name} (npm install ${manifest().name};
outside a project that has it: npx --package ${manifest().name} link-kit <command>).

Every command and verb:
${table.map((c) => `  ${usageLine(c)}\n      ${c.summary}`).join("\n")}

Exit codes: 0 ok; 1 the kit failed, or \`validate\` found invalid documents; 2 usage, or an input
that cannot be read or parsed; 3 refused by the store, ledger or host (the kind is printed);
4 transport failure or an uncertain outcome (\`hook\` exits 0 or 1 only: 2 would block Claude Code).
A write the store refused with nothing stored is \`unavailable\` (3: retry when storage recovers);
one whose outcome is unknown is \`uncertain\` (4). Errors are one line, \`link-kit: <kind>: <message>\`
(\`{"error":{"kind","message"}}\` on stdout with --json); LINK_KIT_DEBUG=1 adds a stack trace.`);
}
/** The package's name on the registry (not `link-kit`: issue 40.1) and version, from its package.json. */
function manifest() {
    return parse(readFileSync(join(PACKAGE_ROOT, "package.json")));
}
export async function run(argv, out, err, drained) {
    const io = { out, err, ...(drained ? { drained } : {}) };
    const [first] = argv;
    if (first === "--version" || first === "-V" || first === "version") {
        const { name, version } = manifest();
        out(`link-kit ${version} (npm package ${name})`);
        return EXIT.ok;
    }
    if (first === undefined || first === "help" || first === "--help" || first === "-h") {
        (first === undefined ? err : out)(topHelp(await allCommands()));
        return first === undefined ? EXIT.usage : EXIT.ok;
    }
    const group = GROUPS.find(([word]) => word === first);
    return runVerb(group ? group[1] : allCommands, argv, io, group !== undefined);
}
