// What every command shares: output sinks, one classification of every failure into the SPEC's
// exit codes and one printed line, reading what a person named, and the settings file's client.
import { readFileSync } from "node:fs";
import { BridgeError, Bridged } from "../bridge/client.js";
import { bindingFrom, readBinding } from "../bridge/config.js";
import { NotATranscript, WrongFormat } from "../capture/index.js";
import { HookInputError } from "../harness/index.js";
import { TranscriptUnreadable } from "../adapter/capture.js";
import { TesteeError } from "../conformance/errors.js";
import { FsError } from "../durable/dir.js";
import { HostBusy } from "../host/state.js";
import { QueueError } from "../queue/index.js";
import { JsonError, parse, stringify, u64 } from "../json/index.js";
import { StoreRefusal } from "../bridge/errors.js";
import { validate, ValidationError } from "../validate/index.js";
import { dispatch } from "./command.js";
import { EXIT, UsageError } from "./exit.js";
/**
 * An input a person named that cannot be used: a file that cannot be read, a document that is not
 * JSON or not of its type. Exit 2, like a usage error, with the kind of what was wrong.
 */
export class InputError extends Error {
    kind;
    name = "InputError";
    constructor(kind, message) {
        super(message);
        this.kind = kind;
    }
}
/** A refusal by a component this module does not import (the ledger, A1): exit 3 with its kind. */
export class Refused extends Error {
    kind;
    name = "Refused";
    constructor(kind, message) {
        super(message);
        this.kind = kind;
    }
}
/**
 * Node's parseArgs messages, said plainly: `Unknown option '--bogus'. To specify a positional
 * argument starting with a '-', place it at the end of the command after '--', as in '-- "--bogus"`
 * becomes `unknown option --bogus`.
 */
function parseArgsMessage(message) {
    const unknown = /^Unknown option '([^']+)'/.exec(message);
    if (unknown)
        return `unknown option ${unknown[1]}`;
    const missing = /^Option '([^']+?)(?: <value>)?' argument missing/.exec(message);
    if (missing)
        return `${missing[1]} needs a value`;
    const unexpected = /^Unexpected argument '([^']+)'/.exec(message);
    if (unexpected)
        return `unexpected argument ${unexpected[1]}`;
    return message.replace(/\. To specify a positional argument.*$/, "");
}
/**
 * Classifies any error by the SPEC's exit codes: 2 usage and unusable input, 3 refused by the
 * store, ledger or host, 4 transport or uncertain, 1 the kit itself failed (`internal`).
 */
export function classify(error) {
    const message = error instanceof Error ? error.message.replace(/\s*\n\s*/g, " ") : String(error);
    if (error instanceof UsageError)
        return { kind: "usage", code: EXIT.usage, message };
    if (error instanceof TypeError && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS"))
        return { kind: "usage", code: EXIT.usage, message: parseArgsMessage(error.message) };
    if (error instanceof InputError)
        return { kind: error.kind, code: EXIT.usage, message };
    if (error instanceof HookInputError || error instanceof TranscriptUnreadable)
        return { kind: error.kind, code: EXIT.usage, message };
    if (error instanceof NotATranscript)
        return { kind: error.kind, code: EXIT.usage, message };
    if (error instanceof WrongFormat)
        return { kind: error.kind, code: EXIT.usage, message };
    // A testee that does not start or does not speak the protocol fails the run.
    if (error instanceof TesteeError)
        return { kind: error.kind, code: EXIT.failure, message };
    // The store cannot tell whether the operation took effect: retry it only as it is safe to.
    if (error instanceof StoreRefusal && error.kind === "uncertain")
        return { kind: error.kind, code: EXIT.uncertain, message };
    if (error instanceof StoreRefusal) {
        // A conflict says what is current, so a person can re-read and retry with it.
        const current = error.kind === "conflict" && error.current !== undefined
            ? ` (current: ${String(error.current)}; re-read, then retry with --expected ${String(error.current)})`
            : "";
        return {
            kind: error.kind,
            code: EXIT.refused,
            message: message + current,
            ...(error.current === undefined ? {} : { current: error.current }),
        };
    }
    if (error instanceof Refused)
        return { kind: error.kind, code: error.kind === "uncertain" ? EXIT.uncertain : EXIT.refused, message };
    if (error instanceof QueueError)
        return { kind: error.kind, code: EXIT.refused, message };
    if (error instanceof HostBusy)
        return { kind: error.kind, code: EXIT.refused, message };
    if (error instanceof BridgeError)
        return {
            kind: error.kind,
            code: error.kind === "unauthenticated" || error.kind === "unavailable" ? EXIT.refused : EXIT.uncertain,
            message,
        };
    // A full disk refused a write that left nothing behind; a write whose outcome is unknown.
    if (error instanceof FsError && error.kind === "no_space")
        return { kind: "unavailable", code: EXIT.refused, message };
    if (error instanceof FsError && error.kind === "uncertain")
        return { kind: "uncertain", code: EXIT.uncertain, message };
    // A path the person named (settings, state, a content file) that cannot be used as it is.
    if (error instanceof FsError)
        return { kind: error.kind, code: EXIT.usage, message };
    if (error instanceof JsonError)
        return { kind: error.kind, code: EXIT.usage, message: `not JSON: ${message}` };
    if (error instanceof ValidationError)
        return { kind: "invalid", code: EXIT.usage, message };
    const errno = error;
    if (error instanceof Error && typeof errno.code === "string" && typeof errno.path === "string") {
        return { kind: errno.code.toLowerCase(), code: EXIT.usage, message: `cannot use ${errno.path}: ${errno.code}` };
    }
    return { kind: "internal", code: EXIT.failure, message };
}
/**
 * Runs the verb `argv` names among the commands `load` gives (`known`: its first word is theirs):
 * anything a person can cause is one line with its documented exit code, never a stack trace
 * (LINK_KIT_DEBUG=1 adds one); an unknown command is not offered its own --help. A hook exits 0
 * or 1 only, whatever it was given, a usage error included: its harness reads the code, and 2
 * blocks Claude Code (the one exception to the exit codes).
 */
export async function runVerb(load, argv, io, known) {
    const first = argv[0];
    let code;
    try {
        code = await dispatch(await load(), argv, io);
    }
    catch (error) {
        const verb = error.verb;
        code = report(error, io, argv.includes("--json"), `see \`link-kit ${typeof verb === "string" ? `${verb} ` : known ? `${first} ` : ""}--help\``);
    }
    return first === "hook" && code !== EXIT.ok ? EXIT.failure : code;
}
/**
 * Prints a failure as one line (`link-kit: <kind>: <message>` on stderr, or
 * `{"error":{"kind","message"}}` on stdout with --json) and returns its exit code. The stack
 * trace only with LINK_KIT_DEBUG=1.
 */
export function report(error, io, json, hint) {
    const failure = classify(error);
    if (json)
        io.out(stringify({
            error: { kind: failure.kind, message: failure.message, ...(failure.current === undefined ? {} : { current: failure.current }) },
        }));
    else
        io.err(`link-kit: ${failure.kind}: ${failure.message}${failure.kind === "usage" && hint ? ` (${hint})` : ""}`);
    if (process.env.LINK_KIT_DEBUG === "1" && error instanceof Error && error.stack)
        io.err(error.stack);
    return failure.code;
}
/** Reads a file a person named (`-` for stdin); one that cannot be read is an InputError. */
export function readInput(path, what) {
    try {
        return readFileSync(path === "-" ? 0 : path);
    }
    catch (error) {
        const code = error.code ?? "unreadable";
        throw new InputError(code === "ENOENT" ? "not_found" : code.toLowerCase(), `cannot read ${what} ${path === "-" ? "(stdin)" : path}: ${code === "ENOENT" ? "no such file" : code}`);
    }
}
/** Parses a document a person gave; one that is not JSON is an InputError naming it. */
export function parseInput(text, what) {
    try {
        return parse(text);
    }
    catch (error) {
        if (!(error instanceof JsonError))
            throw error;
        throw new InputError(error.kind, `${what} is not JSON: ${error.message.replace(/\s*\n\s*/g, " ")}`);
    }
}
/**
 * Reads the binding file a person named (the Settings document `link-kit host start` writes for a
 * harness: issue 40.6), each failure a one-line error naming the file; a missing one says how to get it.
 */
export function settingsFrom(settingsPath) {
    const start = "`link-kit host start --state <dir> --agent <id> --binding <file>` writes it";
    if (!settingsPath)
        throw new UsageError(`--binding <file> is required: the binding file (${start})`);
    try {
        return readBinding(settingsPath);
    }
    catch (error) {
        // Say which file: the binding is the one input every bridge command reads.
        if (error instanceof JsonError)
            throw new InputError(error.kind, `the binding file ${settingsPath} is not JSON: ${error.message.replace(/\s*\n\s*/g, " ")}`);
        if (error instanceof ValidationError)
            throw new InputError("invalid", `the binding file ${settingsPath} is not a Settings document: ${error.errors.map((e) => `${e.pointer || "(root)"}: ${e.message}`).join("; ")}`);
        if (error instanceof FsError && error.kind === "not_found")
            throw new InputError("not_found", `the binding file ${settingsPath} does not exist: ${start} (with the agent's ID from \`link-kit host agent list\`)`);
        if (error instanceof FsError)
            throw new InputError(error.kind, `the binding file ${settingsPath}: ${error.message}`);
        throw error;
    }
}
export function clientFrom(settingsPath, options = {}) {
    return new Bridged(bindingFrom(settingsFrom(settingsPath)), options);
}
/** Runs `run` with a client bound by the --binding file, closed after, whatever `run` did. */
export async function withClient(args, run, options = {}) {
    const client = clientFrom(args.string("binding"), options);
    try {
        return await run(client);
    }
    finally {
        client.close();
    }
}
/** Prints a value as one line of JSON. */
export function printJson(io, value) {
    io.out(stringify(value));
}
/** A `--thread` (or evidence) a person typed: a Link thread name, `link:<name>`, or a usage error. */
export function threadArg(text, flag = "--thread") {
    if (text === undefined)
        throw new UsageError(`${flag} <link:name> is required`);
    if (!validate("store::ThreadName", text).ok)
        throw new UsageError(`${flag} must be a Link thread, link:<name> (letters, digits, '.', '_', '-'), not ${JSON.stringify(text)}`);
    return text;
}
/** The `--expected <version>` of a CAS command: an exact u64 (default 0, create only). */
export function expectedVersion(text) {
    try {
        return u64(text ?? "0");
    }
    catch {
        throw new UsageError(`--expected must be a version (a u64), not ${JSON.stringify(text)}`);
    }
}
