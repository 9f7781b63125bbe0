// `link-kit schema diff <old-dir> <new-dir>` (K4): the upstream change report between two schema
// sets, each change classified for readers and writers; exit 1 when anything breaks.
import { existsSync, statSync } from "node:fs";
import { diffSchemaSets, isBreaking, loadSchemaSet, reportLines } from "../schemas/diff.js";
import { InputError, printJson } from "./common.js";
import { EXIT, UsageError } from "./exit.js";
function schemaDir(path, what) {
    if (!existsSync(path) || !statSync(path).isDirectory())
        throw new InputError("not_found", `${what} ${path} is not a directory of schemas`);
    return path;
}
function diff(args, io) {
    if (args.positionals.length !== 2)
        throw new UsageError("schema diff takes two directories: the old schemas, then the new");
    const [old, now] = args.positionals;
    const oldSet = loadSchemaSet(schemaDir(old, "the old set"));
    const newSet = loadSchemaSet(schemaDir(now, "the new set"));
    if (oldSet.size === 0 || newSet.size === 0)
        throw new InputError("not_found", `no *.json schema in ${oldSet.size === 0 ? old : now}`);
    const changes = diffSchemaSets(oldSet, newSet);
    const breaking = changes.filter(isBreaking).length;
    if (args.json)
        printJson(io, { changes, breaking });
    else {
        for (const line of reportLines(changes))
            io.out(line);
        io.out(`${changes.length} change(s), ${breaking} breaking`);
    }
    return breaking > 0 ? EXIT.failure : EXIT.ok;
}
export const SCHEMA_COMMANDS = [
    {
        name: ["schema", "diff"],
        usage: "<old-dir> <new-dir> [--json]",
        summary: "reports what changed between two schema sets, per type, breaking or compatible for readers and writers",
        help: `Compares every schema (*.json but manifest.json) of two directories, type by type and member
by member, one finding per member. Each finding says whether it breaks readers (code built on
the old schemas reading new documents) or writers (code built on the old schemas writing for
new readers). A change that lets documents hold more breaks readers: a wider integer, a new enum
variant, null allowed, a member made optional, a member added to a closed object. One that lets
them hold fewer breaks writers: a narrower integer, a variant removed, a member made required,
an object closed. A change after which a value reads as something else breaks both: a possible
rename (a member removed and one added with the same values, in the same place or with the same
default), a default changed, a tag renamed, a retype. Unknown members are ignored, as Serde
does, unless the object is closed. The rules, with their oasdiff and buf analogues, are in
docs/schema-diff.md.

--json prints {"changes": [{"type", "field", "change", "detail", "readers", "writers",
"classes", "renamed_from"}], "breaking": N}. Exit 1 when anything is breaking, 0 otherwise.
\`npm run codegen -- --report\` prints the same report for the schemas in schemas/ against the
last committed ones, naming the generated type and the runtime's uses of each breaking change.

Example: link-kit schema diff ./schemas-before ./schemas`,
        positionals: true,
        run: diff,
    },
];
