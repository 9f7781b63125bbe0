import { Bridged } from "../bridge/client.js";
import { type JsonValue } from "../json/index.js";
import type { Settings, U64 } from "../../generated/index.js";
import { type Args, type Command, type Io } from "./command.js";
import { type ExitCode } from "./exit.js";
export type { Io } from "./command.js";
/**
 * An input a person named that cannot be used: a file that cannot be read, a document that is not
 * JSON or not of its type. Exit 2, like a usage error, with the kind of what was wrong.
 */
export declare class InputError extends Error {
    readonly kind: string;
    readonly name = "InputError";
    constructor(kind: string, message: string);
}
/** A refusal by a component this module does not import (the ledger, A1): exit 3 with its kind. */
export declare class Refused extends Error {
    readonly kind: string;
    readonly name = "Refused";
    constructor(kind: string, message: string);
}
/** What went wrong, as a person sees it: the kind, the exit code and one line of message. */
export interface Failure {
    kind: string;
    code: ExitCode;
    message: string;
    /** A refusal's current version or sequence, when it names one. */
    current?: U64;
}
/**
 * Classifies any error by the SPEC's exit codes: 2 usage and unusable input, 3 refused by the
 * store, ledger or host, 4 transport or uncertain, 1 the kit itself failed (`internal`).
 */
export declare function classify(error: unknown): Failure;
/**
 * Runs the verb `argv` names among the commands `load` gives (`known`: its first word is theirs):
 * anything a person can cause is one line with its documented exit code, never a stack trace
 * (LINK_KIT_DEBUG=1 adds one); an unknown command is not offered its own --help. A hook exits 0
 * or 1 only, whatever it was given, a usage error included: its harness reads the code, and 2
 * blocks Claude Code (the one exception to the exit codes).
 */
export declare function runVerb(load: () => Promise<readonly Command[]>, argv: string[], io: Io, known: boolean): Promise<ExitCode>;
/**
 * Prints a failure as one line (`link-kit: <kind>: <message>` on stderr, or
 * `{"error":{"kind","message"}}` on stdout with --json) and returns its exit code. The stack
 * trace only with LINK_KIT_DEBUG=1.
 */
export declare function report(error: unknown, io: Io, json: boolean, hint?: string): ExitCode;
/** Reads a file a person named (`-` for stdin); one that cannot be read is an InputError. */
export declare function readInput(path: string, what: string): Buffer;
/** Parses a document a person gave; one that is not JSON is an InputError naming it. */
export declare function parseInput(text: string | Uint8Array, what: string): JsonValue;
/**
 * Reads the binding file a person named (the Settings document `link-kit host start` writes for a
 * harness: issue 40.6), each failure a one-line error naming the file; a missing one says how to get it.
 */
export declare function settingsFrom(settingsPath: string | undefined): Settings;
export declare function clientFrom(settingsPath: string | undefined, options?: {
    memory?: boolean;
}): Bridged;
/** Runs `run` with a client bound by the --binding file, closed after, whatever `run` did. */
export declare function withClient<T>(args: Args, run: (client: Bridged) => Promise<T>, options?: {
    memory?: boolean;
}): Promise<T>;
/** Prints a value as one line of JSON. */
export declare function printJson(io: Io, value: unknown): void;
/** A `--thread` (or evidence) a person typed: a Link thread name, `link:<name>`, or a usage error. */
export declare function threadArg(text: string | undefined, flag?: string): string;
/** The `--expected <version>` of a CAS command: an exact u64 (default 0, create only). */
export declare function expectedVersion(text: string | undefined): U64;
