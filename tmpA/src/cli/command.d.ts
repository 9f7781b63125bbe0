import { type ParseArgsConfig } from "node:util";
import { type ExitCode } from "./exit.js";
export type Options = NonNullable<ParseArgsConfig["options"]>;
/** Where a command writes: stdout and stderr, one line per call. */
export interface Io {
    out: (s: string) => void;
    err: (s: string) => void;
    /** Resolves once what `out` wrote has gone to a reader that keeps up (long output waits on it, so it is never held in memory). */
    drained?: () => Promise<void>;
}
/** One verb of `link-kit`. */
export interface Command {
    /** The words that name it after `link-kit`: `["host", "agent", "add"]`. */
    name: string[];
    /** Its arguments and options after the name, as the usage line shows them. */
    usage: string;
    /** One line: what it does (the top-level help shows it under the usage). */
    summary: string;
    /** What its --help adds: details, defaults, examples. */
    help?: string;
    /** Its options; every verb also takes --json and --help. */
    options?: Options;
    /** Whether it takes positional arguments (otherwise one is a usage error). */
    positionals?: boolean;
    run: (args: Args, io: Io) => ExitCode | Promise<ExitCode>;
}
/** The parsed arguments of one verb, with accessors that turn a missing or bad one into a usage error. */
export declare class Args {
    readonly values: Readonly<Record<string, string | boolean | Array<string | boolean> | undefined>>;
    readonly positionals: readonly string[];
    constructor(values: Readonly<Record<string, string | boolean | Array<string | boolean> | undefined>>, positionals: readonly string[]);
    /** A string option, or undefined. */
    string(name: string): string | undefined;
    /** A string option that must be given: `--<name> <what>`. */
    need(name: string, what?: string): string;
    /** Every value of a repeatable option. */
    strings(name: string): string[];
    flag(name: string): boolean;
    get json(): boolean;
}
/** The widest line help prints (issue 40.13: a terminal's width, not 378 characters). */
export declare const HELP_WIDTH = 100;
/**
 * Help text fitted to HELP_WIDTH: each longer line broken at spaces, its continuation indented as
 * the line was (two more for a usage line), so nothing of it is lost or reordered.
 */
export declare function fitHelp(text: string, width?: number): string;
/** `link-kit <name> <usage>`. */
export declare function usageLine(command: Command): string;
/** A verb's own --help. */
export declare function verbHelp(command: Command): string;
/** The help of a group of verbs (`link-kit file`): each verb's usage line and summary. */
export declare function groupHelp(commands: readonly Command[]): string;
/** What argv asks for: a verb with its remaining arguments, or a group named without one of its verbs. */
export type Match = {
    command: Command;
    rest: string[];
} | {
    group: Command[];
    unknown?: string;
} | undefined;
/**
 * Finds the verb argv names. The name's words may come between options (`ledger --dir d show`):
 * options are skipped, with the value of any option some verb declares as a string.
 */
export declare function match(table: readonly Command[], given: readonly string[]): Match;
/** Parses a verb's arguments by its own options; an unknown option or a stray positional is a usage error. */
export declare function parse(command: Command, rest: string[]): Args;
/**
 * Runs what argv names: a verb (its --help, or its handler), a group's help, or a usage error.
 * Help that was asked for goes to stdout (exit 0); help in place of a missing verb to stderr (2).
 */
export declare function dispatch(table: readonly Command[], argv: readonly string[], io: Io): Promise<ExitCode>;
