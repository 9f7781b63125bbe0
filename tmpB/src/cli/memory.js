// `link-kit memory get|put|delete|remove` (M1-M4): portable memory documents by CAS.
import { MemoryDocs } from "../context/index.js";
import { u64 } from "../json/index.js";
import { StoreRefusal } from "../bridge/errors.js";
import { validate } from "../validate/index.js";
import { parseSource } from "./context.js";
import { expectedVersion, InputError, parseInput, printJson, readInput, threadArg, withClient } from "./common.js";
import { EXIT, UsageError } from "./exit.js";
const SETTINGS = { binding: { type: "string" } };
const DOCUMENTS = `Portable documents live at memory/portable/<id>.json (M1). Versions are opaque CAS tokens kept
outside the document (M3).`;
/** The one <id> a memory verb names. */
function idOf(args, verb) {
    if (args.positionals.length !== 1)
        throw new UsageError(`memory ${verb} takes one <id>`);
    return args.positionals[0];
}
/** The --expected a destructive verb must give. */
function neededVersion(args, verb) {
    if (args.string("expected") === undefined)
        throw new UsageError(`memory ${verb} needs --expected <version> (CAS)`);
    return expectedVersion(args.string("expected"));
}
async function get(args, io) {
    const id = idOf(args, "get");
    return withClient(args, async (client) => {
        const doc = await new MemoryDocs(client).get(id);
        if (args.json)
            printJson(io, { id, version: doc.version, ...(doc.memory ? { memory: doc.memory } : {}) });
        else
            io.out(doc.memory ? `${doc.memory.deleted ? "(deleted) " : ""}${doc.memory.text}\n-- version ${doc.version}` : `missing (version 0)`);
        return EXIT.ok;
    });
}
/** The --evidence a person typed, each naming a record that exists (past the thread's last is refused). */
async function evidenceOf(args, client) {
    const evidence = args.strings("evidence").map((e) => {
        const m = /^(link:[^#]+)#(\d+)$/.exec(e);
        if (!m)
            throw new UsageError(`--evidence must be <link:name>#<seq>, not ${JSON.stringify(e)}`);
        return { thread: threadArg(m[1], "--evidence"), seq: u64(m[2]) };
    });
    for (const e of evidence) {
        const last = await client.call({ kind: "conversation_last", thread: e.thread });
        const lastSeq = last.kind === "last" ? BigInt(last.seq) : 0n;
        if (BigInt(e.seq) < 1n || BigInt(e.seq) > lastSeq) {
            throw new StoreRefusal("invalid", `--evidence ${e.thread}#${e.seq}: ${e.thread} has records 1..${lastSeq} (none when 0); evidence must name one of them`);
        }
    }
    return evidence;
}
async function put(args, io) {
    const id = idOf(args, "put");
    const file = args.string("file");
    const text = args.string("text");
    const expected = expectedVersion(args.string("expected"));
    let fromFile;
    if (file !== undefined) {
        const original = readInput(file, "the memory document").toString("utf8");
        const checked = validate("store::context::Memory", parseInput(original, `the memory document ${file}`));
        if (!checked.ok)
            throw new InputError("invalid", `${file} is not a store::context::Memory: ${checked.errors.map((e) => `${e.pointer || "(root)"}: ${e.message}`).join("; ")}`);
        if (checked.value.id !== id)
            throw new UsageError(`the document's id ${JSON.stringify(checked.value.id)} is not ${JSON.stringify(id)}`);
        fromFile = { memory: checked.value, original };
    }
    else if (text === undefined) {
        throw new UsageError("memory put needs --file <doc.json> or --text <text>");
    }
    return withClient(args, async (client) => {
        const docs = new MemoryDocs(client);
        let memory;
        let original;
        if (fromFile) {
            ({ memory, original } = fromFile);
        }
        else {
            // Replacing: the stored document's source and evidence stay unless given again, and its
            // unknown metadata is kept (M2). A new text is an edit of the same memory, not a new one.
            const stored = args.string("expected") !== undefined && args.string("expected") !== "0" ? await docs.get(id) : undefined;
            original = stored?.raw;
            const given = args.string("source");
            const source = given !== undefined ? parseSource(given) : stored?.memory?.source;
            memory = {
                id,
                text: text,
                evidence: args.strings("evidence").length > 0 ? await evidenceOf(args, client) : (stored?.memory?.evidence ?? []),
                modified_at: new Date().toISOString(),
                ...(source ? { source } : {}),
            };
        }
        const version = await docs.update(memory, expected, original);
        if (args.json)
            printJson(io, { id, version });
        else
            io.out(`${id} version ${version}`);
        return EXIT.ok;
    });
}
async function remove(args, io, sourced) {
    const verb = sourced ? "delete" : "remove";
    const id = idOf(args, verb);
    const expected = neededVersion(args, verb);
    return withClient(args, async (client) => {
        const docs = new MemoryDocs(client);
        if (!sourced) {
            await docs.remove(id, expected);
            if (args.json)
                printJson(io, { id, removed: true });
            else
                io.out(`${id} removed`);
            return EXIT.ok;
        }
        const current = await docs.get(id);
        if (current.version !== 0 && String(current.version) !== String(expected))
            throw new StoreRefusal("conflict", `${id} is at another version than expected`, current.version);
        const version = await docs.delete(current);
        if (args.json)
            printJson(io, { id, version, deleted: true });
        else
            io.out(`${id} deleted (sourced deletion) at version ${version}`);
        return EXIT.ok;
    });
}
export const MEMORY_COMMANDS = [
    {
        name: ["memory", "get"],
        usage: "--binding <file> <id> [--json]",
        summary: "prints a document's text and version (missing: version 0)",
        help: DOCUMENTS,
        options: SETTINGS,
        positionals: true,
        run: get,
    },
    {
        name: ["memory", "put"],
        usage: "--binding <file> <id> (--file <doc.json> | --text <text>) [--expected <version>] [--source <adapter>/<session>/<record>] [--evidence <link:name>#<seq> ...]",
        summary: "creates (--expected 0, the default) or replaces a document by CAS",
        help: `${DOCUMENTS} Replacing with the version get printed keeps unknown metadata byte for
byte (M2), and with --text keeps the stored source and evidence unless --source or --evidence
give new ones (use --file to replace the whole document). Each --evidence must name a record
that exists.`,
        options: {
            ...SETTINGS,
            file: { type: "string" },
            text: { type: "string" },
            expected: { type: "string" },
            source: { type: "string" },
            evidence: { type: "string", multiple: true },
        },
        positionals: true,
        run: put,
    },
    {
        name: ["memory", "delete"],
        usage: "--binding <file> <id> --expected <version>",
        summary: "writes a sourced deletion (empty text, deleted: true; ID, source and evidence kept) at a new version",
        help: DOCUMENTS,
        options: { ...SETTINGS, expected: { type: "string" } },
        positionals: true,
        run: (args, io) => remove(args, io, true),
    },
    {
        name: ["memory", "remove"],
        usage: "--binding <file> <id> --expected <version>",
        summary: "deletes the document's file itself",
        help: DOCUMENTS,
        options: { ...SETTINGS, expected: { type: "string" } },
        positionals: true,
        run: (args, io) => remove(args, io, false),
    },
];
