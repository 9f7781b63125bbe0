// `link-kit file read|write|delete|list`: the agent folder's files through the bridge, with
// exact CAS versions (B8-B10).
import { unreachable } from "../bridge/errors.js";
import { expectedVersion, printJson, readInput, withClient } from "./common.js";
import { EXIT, UsageError } from "./exit.js";
const SETTINGS = { binding: { type: "string" } };
const VERSIONS = `Versions are opaque u64 CAS tokens: pass back exactly what read printed. Exit 3 when the store
refuses (conflict, permission_denied, invalid, too_large, ...), 4 on transport failure or an
uncertain outcome.`;
/** The one <path> of a file verb, relative to the agent folder. */
function pathOf(args, verb) {
    if (args.positionals.length > 1)
        throw new UsageError(`file ${verb} takes one path`);
    const path = args.positionals[0];
    if (path === undefined)
        throw new UsageError(`file ${verb} needs <path>, relative to the agent folder (for example home/notes.md)`);
    return path;
}
function send(args, io, op) {
    return withClient(args, async (client) => {
        const reply = await client.call(op);
        switch (reply.kind) {
            case "file":
                if (args.json)
                    printJson(io, { path: reply.path, version: reply.version, content: reply.content });
                else
                    process.stdout.write(reply.content);
                break;
            case "written":
                if (args.json)
                    printJson(io, { path: reply.path, version: reply.version });
                else
                    io.out(`written ${reply.path} version ${reply.version}`);
                break;
            case "deleted":
                if (args.json)
                    printJson(io, { path: reply.path, deleted: true });
                else
                    io.out(`deleted ${reply.path}`);
                break;
            case "listing":
                if (args.json)
                    printJson(io, { prefix: op.kind === "file_list" ? op.prefix : "", entries: reply.entries });
                else
                    for (const e of reply.entries)
                        io.out(`${e.version}\t${e.size}\t${e.path}`);
                break;
            default:
                unreachable(reply);
        }
        return EXIT.ok;
    });
}
export const FILE_COMMANDS = [
    {
        name: ["file", "read"],
        usage: "--binding <file> <path> [--json]",
        summary: 'prints the file\'s content (with --json: {"path","version","content"})',
        help: VERSIONS,
        options: SETTINGS,
        positionals: true,
        run: (args, io) => send(args, io, { kind: "file_read", path: pathOf(args, "read") }),
    },
    {
        name: ["file", "write"],
        usage: "--binding <file> <path> [--content-file <f>] [--expected <version>] [--json]",
        summary: "replaces the file with --content-file (or stdin) if its version is --expected (default 0: create only); prints the new version",
        help: VERSIONS,
        options: { ...SETTINGS, "content-file": { type: "string" }, expected: { type: "string" } },
        positionals: true,
        run: (args, io) => {
            const path = pathOf(args, "write");
            const content = readInput(args.string("content-file") ?? "-", "--content-file").toString("utf8");
            return send(args, io, { kind: "file_write", path, content, expected: expectedVersion(args.string("expected")) });
        },
    },
    {
        name: ["file", "delete"],
        usage: "--binding <file> <path> --expected <version> [--json]",
        summary: "deletes the file if its version is --expected",
        help: VERSIONS,
        options: { ...SETTINGS, expected: { type: "string" } },
        positionals: true,
        run: (args, io) => {
            const path = pathOf(args, "delete");
            if (args.string("expected") === undefined)
                throw new UsageError("file delete needs --expected <version> (CAS)");
            return send(args, io, { kind: "file_delete", path, expected: expectedVersion(args.string("expected")) });
        },
    },
    {
        name: ["file", "list"],
        usage: "--binding <file> [<prefix>] [--json]",
        summary: "lists the files under <prefix> (empty: everything) as version, size and path",
        options: SETTINGS,
        positionals: true,
        run: (args, io) => {
            if (args.positionals.length > 1)
                throw new UsageError("file list takes one prefix");
            return send(args, io, { kind: "file_list", prefix: args.positionals[0] ?? "" });
        },
    },
];
