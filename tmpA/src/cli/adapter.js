// `link-kit memory export|reconcile|supply <harness>` (M5-M7) and `link-kit context prepare
// <harness>` (R5-R8): an adapter's native memory against the shared documents, and the context a
// native session starts from or comes back to. The harness's files are only read.
import { resolve } from "node:path";
import { envDir, homeDir } from "../env.js";
import { AdapterStateFile } from "../adapter/state.js";
import { prepareSession } from "../adapter/session.js";
import { adapterById, adapterFor, HARNESS_WORDS } from "../harness/index.js";
import { defaultHome } from "../setup/harnesses.js";
import { exportMemory, reconcile } from "../memory/exports.js";
import { nativeMemory } from "../memory/native.js";
import { suppliedMemory, writeSupplied } from "../memory/supply.js";
import { appender } from "../context/append.js";
import { CaptureQueue, replayForContext, setAsideLine } from "../queue/index.js";
import { printJson, Refused, settingsFrom, threadArg, withClient } from "./common.js";
import { EXIT, UsageError } from "./exit.js";
/** The harness word a verb names first (claude, codex, gemini), as its adapter's ID. */
function harnessOf(args, verb) {
    const word = args.positionals[0];
    const harness = adapterFor(word);
    if (harness === undefined)
        throw new UsageError(`${verb} takes a harness first: ${HARNESS_WORDS.slice(0, -1).join(", ")} or ${HARNESS_WORDS.at(-1)}${word ? `, not ${JSON.stringify(word)}` : ""}`);
    return harness.id;
}
/** The adapter's home (its state, queue and shared-memory file). */
function homeOf(args, harness) {
    const given = args.string("home");
    if (given !== undefined)
        return resolve(given);
    const word = adapterById(harness)?.word;
    if (word === undefined)
        throw new UsageError(`no harness ${harness}`);
    return defaultHome(word);
}
/** The harness's native memory, from --cwd (the project) and --native-home (the user's home). */
function nativeOf(args, harness, io) {
    const { files, skipped } = nativeMemory(harness, {
        cwd: resolve(args.string("cwd") ?? process.cwd()),
        home: resolve(args.string("native-home") ?? homeDir()),
        ...(process.env.CODEX_HOME ? { codexHome: envDir("CODEX_HOME", () => "") } : {}),
    });
    for (const s of skipped)
        io.err(`link-kit: skipped ${s.file}: ${s.why}`);
    return files;
}
/** Runs `use` with the adapter's state open. */
async function withState(args, harness, use) {
    const state = AdapterStateFile.open(homeOf(args, harness), harness);
    try {
        return await use(state);
    }
    finally {
        state.close();
    }
}
function resultLine(r) {
    return `${r.outcome.padEnd(13)} ${r.id} (${r.nativePath}) version ${r.version}`;
}
/** A conflict or a refusal as its one line: `link-kit: <kind>: <id>: <why>`. */
function problemLine(r) {
    if (r.outcome === "conflict")
        return `link-kit: conflict: ${r.id}: ${r.conflict ?? "both sides changed"}`;
    if (r.outcome === "refused")
        return `link-kit: ${r.error?.kind ?? "refused"}: ${r.id}: ${r.error?.message ?? ""}`;
    return undefined;
}
/** Prints export results; conflicts and refusals are one line each on stderr, and exit 3. */
function printResults(args, io, results) {
    const problems = results.flatMap((r) => problemLine(r) ?? []);
    if (args.json)
        printJson(io, { results, conflicts: results.filter((r) => r.outcome === "conflict").length });
    else
        for (const r of results)
            if (problemLine(r) === undefined)
                io.out(resultLine(r));
    for (const line of problems)
        io.err(line);
    return problems.length > 0 ? EXIT.refused : EXIT.ok;
}
async function exportVerb(args, io) {
    const harness = harnessOf(args, "memory export");
    if (args.positionals.length !== 1)
        throw new UsageError("memory export takes one harness");
    const native = nativeOf(args, harness, io);
    return withClient(args, (client) => withState(args, harness, async (state) => printResults(args, io, await exportMemory(client, state, native))));
}
async function reconcileVerb(args, io) {
    const harness = harnessOf(args, "memory reconcile");
    const id = args.positionals[1];
    if (id === undefined || args.positionals.length !== 2)
        throw new UsageError("memory reconcile takes a harness and one <id>");
    const keep = args.need("keep", "native|shared");
    if (keep !== "native" && keep !== "shared")
        throw new UsageError(`--keep must be native or shared, not ${JSON.stringify(keep)}`);
    const native = nativeOf(args, harness, io).find((n) => n.id === id);
    return withClient(args, (client) => withState(args, harness, async (state) => {
        if (!native && !state.exportOf(id))
            throw new Refused("not_found", `${harness} has no native memory exported as ${id}`);
        return printResults(args, io, [await reconcile(client, state, id, native, keep)]);
    }));
}
async function supplyVerb(args, io) {
    const harness = harnessOf(args, "memory supply");
    const home = homeOf(args, harness);
    return withClient(args, async (client) => {
        const supplied = await suppliedMemory(client, harness);
        const file = writeSupplied(home, supplied);
        if (args.json)
            printJson(io, { file, documents: supplied.documents.map((d) => ({ id: d.id, version: d.version })) });
        else
            io.out(`${supplied.documents.length} document(s) from other harnesses in ${file}`);
        return EXIT.ok;
    });
}
/**
 * The adapter's capture queue under its home, replayed before context is prepared (Q2): a batch
 * set aside is named once on stderr, and an unusable entry or a foreign file refuses preparation
 * (Q6, exit 3). A home that never had a queue has nothing to replay.
 */
async function replayQueue(args, harness, client, io) {
    const agent = settingsFrom(args.string("binding")).storage?.agent;
    const queue = agent === undefined ? undefined : CaptureQueue.openIfPresent(homeOf(args, harness), agent);
    if (queue === undefined)
        return;
    try {
        const report = await queue.locked(() => replayForContext(queue, appender(client)));
        for (const a of report.setAside)
            io.err(`link-kit: ${setAsideLine(a)}`);
    }
    finally {
        queue.close();
    }
}
async function prepareVerb(args, io) {
    const harness = harnessOf(args, "context prepare");
    const thread = threadArg(args.need("thread", "link:name"));
    const native = args.flag("no-export") ? undefined : nativeOf(args, harness, io);
    const session = args.string("session");
    return withClient(args, (client) => withState(args, harness, async (state) => {
        await replayQueue(args, harness, client, io);
        const prepared = await prepareSession(client, state, {
            thread,
            home: homeOf(args, harness),
            ...(native ? { native } : {}),
            ...(session !== undefined ? { nativeSession: session } : {}),
        });
        for (const line of prepared.exports.flatMap((e) => problemLine(e) ?? []))
            io.err(line);
        if (args.json)
            printJson(io, {
                kind: prepared.kind,
                cursor: prepared.cursor,
                ...(prepared.previous ? { previous: prepared.previous } : {}),
                intervening: prepared.intervening.length,
                exports: prepared.exports,
                supplied: prepared.supplied.documents.map((d) => ({ id: d.id, version: d.version })),
                text: prepared.text,
            });
        else
            io.out(prepared.text);
        return EXIT.ok;
    }));
}
const NATIVE = {
    binding: { type: "string" },
    home: { type: "string" },
    cwd: { type: "string" },
    "native-home": { type: "string" },
};
const WHERE = `--home is the adapter's home (default $LINK_KIT_HOME, else $XDG_STATE_HOME/link-kit/<harness>, as the hook's): its state is
<home>/.lnk/agent-context/state.json. The native memory is read from --cwd (the project; default the
working directory; its chain runs from the repository root down) and --native-home (the user's home,
with .claude, .codex and .gemini; default the real one; Codex's is $CODEX_HOME when set):
  claude: ~/.claude/CLAUDE.md, CLAUDE.md, .claude/CLAUDE.md and CLAUDE.local.md down the project,
          ~/.claude/projects/<project>/memory/*.md (the auto memory)
  codex:  ~/.codex/AGENTS.md (or AGENTS.override.md), AGENTS.md down the project, ~/.codex/memories/
  gemini: ~/.gemini/GEMINI.md and GEMINI.md down the project, the "## Gemini Added Memories"
          section as a document of its own
Each becomes memory/portable/<adapter>.<where>.<path>.json, with source {adapter, "memory",
<where>/<path>}. The kit never writes these files.`;
export const MEMORY_ADAPTER_COMMANDS = [
    {
        name: ["memory", "export"],
        usage: "<claude|codex|gemini> --binding <file> [--home <dir>] [--cwd <dir>] [--native-home <dir>] [--json]",
        summary: "exports a harness's native memory to portable documents under its own IDs, by the memory-sharing rules; conflicts exit 3",
        help: `Per file, against the adapter's record of its last export (the native text's digest, the version written):
  native unchanged, shared changed     keep_shared    (a correction made elsewhere survives)
  native unchanged, shared deleted     keep_deletion  (an old export never overwrites a deletion)
  native changed,   shared unchanged   write          (CAS on the recorded version)
  native changed,   shared changed     conflict       (refused until reconciled)
  native changed,   shared deleted     conflict       (never a silent resurrection)
  native removed,   shared unchanged   delete         (a sourced deletion)
A first export creates the document. Each conflict is one line on stderr and the exit is 3;
the other files are still exported. ${WHERE}`,
        options: NATIVE,
        positionals: true,
        run: exportVerb,
    },
    {
        name: ["memory", "reconcile"],
        usage: "<claude|codex|gemini> <id> --keep native|shared --binding <file> [--home <dir>] [--cwd <dir>] [--native-home <dir>]",
        summary: "ends an export conflict: --keep native writes the native text over the shared version; --keep shared keeps it",
        help: `--keep native: the native text (or, for a removed native file, a sourced deletion) becomes a new
version, CAS on the one there now. --keep shared: the shared document stays, and the native file
as it is now counts as exported; only a later change to it is exported again. ${WHERE}`,
        options: { ...NATIVE, keep: { type: "string" } },
        positionals: true,
        run: reconcileVerb,
    },
    {
        name: ["memory", "supply"],
        usage: "<claude|codex|gemini> --binding <file> [--home <dir>] [--json]",
        summary: "writes other harnesses' memory, each item labelled with its source and version, to <home>/.lnk/agent-context/shared-memory.md",
        help: `The file is the kit's own: a harness reads it by its own means (an @ import in CLAUDE.md, a line in
AGENTS.md or GEMINI.md naming it). The kit never writes a vendor's memory files.`,
        options: { binding: { type: "string" }, home: { type: "string" } },
        positionals: true,
        run: supplyVerb,
    },
];
export const CONTEXT_ADAPTER_COMMANDS = [
    {
        name: ["context", "prepare"],
        usage: "<claude|codex|gemini> --binding <file> --thread <link:name> [--session <native id>] [--home <dir>] [--cwd <dir>] [--native-home <dir>] [--no-export] [--json]",
        summary: "the context a native session starts from or returns to: memory exported and reconciled, what moved since, others' memory",
        help: `In order: the harness's native memory is exported (as memory export; --no-export skips it), the
cursor last supplied for the thread is compared with the store, others' memory is written to
<home>/.lnk/agent-context/shared-memory.md, and the context is selected: on a return, the records
added since and the memory that moved first, then the latest records; for a new session, the latest
records (R7). Tool records in it are labelled as history (R8). With --session, the adapter's
state maps that native session to the thread and records the cursor supplied (R5). First of all,
the capture queue under --home is replayed (Q2); an entry of it that cannot be used (corrupt,
cut short, another agent's, of an unknown version) or a foreign file in it refuses preparation,
exit 3, naming the file (Q6).
Example, giving Codex a thread Claude Code worked on:
  codex "$(link-kit context prepare codex --binding binding.json --thread link:main)"
${WHERE}`,
        options: { ...NATIVE, thread: { type: "string" }, session: { type: "string" }, "no-export": { type: "boolean" } },
        positionals: true,
        run: prepareVerb,
    },
];
