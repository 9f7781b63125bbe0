// `link-kit validate <schema> <file>`: checks foreign metadata against a canonical schema (K5).
import { SCHEMAS } from "../../generated/index.js";
import { decodeUtf8, JsonError, parse, parseLines, stringify } from "../json/index.js";
import { resolveType, RUST_TYPES, validate } from "../validate/index.js";
import { readInput } from "./common.js";
import { EXIT, UsageError } from "./exit.js";
function runValidate(args, io) {
    const { positionals } = args;
    if (positionals.length !== 2)
        throw new UsageError(`validate takes <schema> <file>, got ${positionals.length} argument(s)`);
    const [schemaName, file] = positionals;
    const type = resolveType(schemaName);
    if (type === undefined) {
        throw new UsageError(`unknown schema ${JSON.stringify(schemaName)}; known: ${RUST_TYPES.join(", ")}`);
    }
    const bytes = readInput(file, "the document file");
    const documents = splitDocuments(bytes, args.flag("lines") || /\.(jsonl|ndjson)$/.test(file));
    const issues = [];
    for (const doc of documents) {
        if ("error" in doc) {
            issues.push({ line: doc.line, pointer: "", keyword: "json", message: `${doc.error.kind}: ${doc.error.message}` });
            continue;
        }
        const result = validate(type, doc.value);
        if (!result.ok)
            issues.push(...result.errors.map((e) => ({ line: doc.line, ...e })));
    }
    if (args.json) {
        io.out(stringify({
            valid: issues.length === 0,
            schema: type,
            documents: documents.length,
            errors: issues.map((i) => ({ ...i })),
        }));
    }
    else {
        for (const issue of issues)
            io.out(`${issue.line}:${issue.pointer}: ${issue.message}`);
        // An empty object passes a schema whose every field is optional; say so, since nothing was checked.
        const empty = documents.filter((d) => "value" in d && isEmptyObject(d.value) && !issues.some((i) => i.line === d.line));
        if (empty.length > 0)
            io.err(`note: line ${empty.map((d) => d.line).join(", ")}: {} is valid because every field of ${SCHEMAS[type].title} is optional; nothing in it was checked`);
        const invalid = new Set(issues.map((i) => i.line)).size;
        io.err(issues.length === 0
            ? `ok: ${documents.length} document(s) valid against ${type} (${SCHEMAS[type].file})`
            : `invalid: ${invalid} of ${documents.length} document(s) fail ${type}`);
    }
    return issues.length === 0 && documents.length > 0 ? EXIT.ok : EXIT.failure;
}
/**
 * The documents in <file>, each with the line it starts on. A file is JSON Lines when asked
 * (--lines, .jsonl, .ndjson) or when it is not one document but its first line is; otherwise a
 * syntax error is one error at the line where it is, however many lines the document spans.
 */
function splitDocuments(bytes, forceLines) {
    let text;
    try {
        text = decodeUtf8(bytes);
    }
    catch (error) {
        if (error instanceof JsonError)
            return [{ line: 1, error }];
        throw error;
    }
    if (!forceLines) {
        try {
            return [{ line: lineAt(text, text.search(/\S/)), value: parse(text) }];
        }
        catch (error) {
            if (!(error instanceof JsonError))
                throw error;
            if (error.kind !== "syntax" || !firstLineIsDocument(text))
                return [{ line: lineAt(text, error.offset), error: located(text, error) }];
        }
    }
    const lines = parseLines(text);
    if (lines.length === 0)
        return [{ line: 1, error: new JsonError("syntax", "no JSON document in the input") }];
    return lines;
}
/** Whether the first non-blank line is a whole JSON document on its own (so the file is JSON Lines). */
function firstLineIsDocument(text) {
    const first = text.split("\n").find((l) => l.trim() !== "");
    if (first === undefined)
        return false;
    try {
        parse(first);
        return true;
    }
    catch {
        return false;
    }
}
/** A syntax error whose message names its line and column rather than an offset in the file. */
function located(text, error) {
    if (error.offset === undefined)
        return error;
    const line = lineAt(text, error.offset);
    const column = error.offset - text.lastIndexOf("\n", error.offset - 1);
    return new JsonError(error.kind, `${error.message.replace(/ (in JSON )?at position \d+.*$/, "")} at line ${line}, column ${column}`, error.offset);
}
function isEmptyObject(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
}
function lineAt(text, offset) {
    if (offset === undefined || offset < 0)
        return 1;
    let line = 1;
    for (let i = 0; i < offset && i < text.length; i++)
        if (text.charCodeAt(i) === 10)
            line++;
    return line;
}
export const VALIDATE_COMMANDS = [
    {
        name: ["validate"],
        usage: "<schema> <file> [--json] [--lines]",
        summary: "checks JSON or JSON Lines against a canonical schema; one line per error, <line>:<pointer>: <message>",
        help: `<line> is the line where the document starts; <pointer> an RFC 6901 JSON pointer into that
document (empty for the whole document).

  <schema>  a Rust type path (store::context::Memory), a schema file name
            (store.context.Memory.json) or a type name when unambiguous (Memory);
            \`link-kit schemas\` lists them
  <file>    a JSON document, or JSON Lines (one document per line); - reads stdin
  --lines   treat <file> as JSON Lines even if it is one JSON document
  --json    print {"valid":..., "documents":..., "errors":[{"line","pointer","message","keyword"}]}

Integers are read exactly (u64 up to 18446744073709551615); duplicate keys and invalid UTF-8
are errors. A document that is not JSON is an invalid document (its line, keyword json, the
syntax error), not a usage error. Exit: 0 all valid, 1 any invalid (unparsable ones included),
2 usage error or a file that cannot be read.

example: link-kit validate store::Request request.json`,
        options: { lines: { type: "boolean", default: false } },
        positionals: true,
        run: runValidate,
    },
];
/** `schemas`: the canonical schemas this kit was generated from. */
export const SCHEMAS_COMMANDS = [
    {
        name: ["schemas"],
        usage: "[--json]",
        summary: "lists the canonical schemas: Rust type path and file (--json: rust_type, file, type, sha256)",
        run: (args, io) => {
            if (args.json)
                io.out(JSON.stringify(RUST_TYPES.map((t) => ({ rust_type: t, file: SCHEMAS[t].file, type: SCHEMAS[t].title, sha256: SCHEMAS[t].sha256 }))));
            else
                for (const t of RUST_TYPES)
                    io.out(`${t.padEnd(60)} schemas/${SCHEMAS[t].file}`);
            return EXIT.ok;
        },
    },
];
