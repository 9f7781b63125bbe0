// The `link-kit` command as a table: each verb is declared once (its words, usage line, summary,
// options and handler), and parsing, each verb's --help, each group's help and the top-level
// help are all derived from that table. Every handler has one signature, `(args, io)`.

import { parseArgs, type ParseArgsConfig } from "node:util";

import { EXIT, UsageError, type ExitCode } from "./exit.js";

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
export class Args {
  constructor(
    readonly values: Readonly<Record<string, string | boolean | Array<string | boolean> | undefined>>,
    readonly positionals: readonly string[],
  ) {}

  /** A string option, or undefined. */
  string(name: string): string | undefined {
    const value = this.values[name];
    return typeof value === "string" ? value : undefined;
  }

  /** A string option that must be given: `--<name> <what>`. */
  need(name: string, what = name): string {
    const value = this.string(name);
    if (value === undefined) throw new UsageError(`--${name} <${what}> is required`);
    return value;
  }

  /** Every value of a repeatable option. */
  strings(name: string): string[] {
    const value = this.values[name];
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  }

  flag(name: string): boolean {
    return this.values[name] === true;
  }

  get json(): boolean {
    return this.flag("json");
  }
}

/**
 * Old option names kept working (issue 40.6: "settings" also names each harness's own file, so
 * the kit's binding file is `--binding`; hooks set up by earlier kits say `--settings`).
 */
const ALIASES: Readonly<Record<string, string>> = { "--settings": "--binding" };

/** argv with each alias written as the option it stands for (`--settings=f` too). */
function unalias(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i] as string;
    if (token === "--") return [...out, ...argv.slice(i)];
    const [name, value] = token.startsWith("--") ? [token.split("=", 1)[0] as string, token.slice(token.indexOf("=") + 1)] : [token, ""];
    const canonical = ALIASES[name];
    out.push(canonical === undefined ? token : token.includes("=") ? `${canonical}=${value}` : canonical);
  }
  return out;
}

const COMMON: Options = {
  json: { type: "boolean", default: false },
  help: { type: "boolean", short: "h", default: false },
};

/** The widest line help prints (issue 40.13: a terminal's width, not 378 characters). */
export const HELP_WIDTH = 100;

/**
 * Help text fitted to HELP_WIDTH: each longer line broken at spaces, its continuation indented as
 * the line was (two more for a usage line), so nothing of it is lost or reordered.
 */
export function fitHelp(text: string, width = HELP_WIDTH): string {
  return text
    .split("\n")
    .flatMap((line) => {
      if (line.length <= width) return [line];
      const indent = /^\s*/.exec(line)?.[0] ?? "";
      const more = /^\s*(usage:|link-kit )/.test(line) ? `${indent}${" ".repeat(line.trimStart().startsWith("usage:") ? 9 : 4)}` : indent;
      const out: string[] = [];
      let rest = line;
      while (rest.length > width) {
        const cut = rest.lastIndexOf(" ", width);
        if (cut <= more.length) break; // one word longer than the width: left whole
        out.push(rest.slice(0, cut).trimEnd());
        rest = more + rest.slice(cut + 1).trimStart();
      }
      return [...out, rest];
    })
    .join("\n");
}

/** `link-kit <name> <usage>`. */
export function usageLine(command: Command): string {
  return `link-kit ${command.name.join(" ")} ${command.usage}`.trimEnd();
}

/** A verb's own --help. */
export function verbHelp(command: Command): string {
  return fitHelp([`usage: ${usageLine(command)}`, "", command.summary, ...(command.help ? ["", command.help] : [])].join("\n"));
}

/** The help of a group of verbs (`link-kit file`): each verb's usage line and summary. */
export function groupHelp(commands: readonly Command[]): string {
  return fitHelp(
    [
      "usage:",
      ...commands.flatMap((c) => [`  ${usageLine(c)}`, `      ${c.summary}`]),
      "",
      `\`link-kit ${commands[0]?.name.slice(0, commonDepth(commands)).join(" ") ?? ""} <verb> --help\` says more of each.`,
    ].join("\n"),
  );
}

/** What argv asks for: a verb with its remaining arguments, or a group named without one of its verbs. */
export type Match = { command: Command; rest: string[] } | { group: Command[]; unknown?: string } | undefined;

/**
 * Finds the verb argv names. The name's words may come between options (`ledger --dir d show`):
 * options are skipped, with the value of any option some verb declares as a string.
 */
export function match(table: readonly Command[], given: readonly string[]): Match {
  const argv = unalias(given);
  const takesValue = new Set(
    table.flatMap((c) =>
      Object.entries(c.options ?? {})
        .filter(([, o]) => o.type === "string")
        .map(([n, o]) => [`--${n}`, ...(o.short ? [`-${o.short}`] : [])])
        .flat(),
    ),
  );
  const words: Array<{ word: string; at: number }> = [];
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i] as string;
    if (token === "--") break;
    if (token.startsWith("-") && token !== "-") {
      if (takesValue.has(token)) i++;
      continue;
    }
    words.push({ word: token, at: i });
  }
  let best: Command | undefined;
  for (const command of table) {
    const n = command.name.length;
    if (n <= words.length && command.name.every((w, i) => words[i]?.word === w) && n > (best?.name.length ?? 0)) best = command;
  }
  if (best !== undefined) {
    const taken = new Set(words.slice(0, best.name.length).map((w) => w.at));
    return { command: best, rest: argv.filter((_, i) => !taken.has(i)) };
  }
  // No verb: the deepest group the words name (`host agent`), and the word after it, if any.
  const prefix = (c: Command, depth: number) => c.name.length >= depth && c.name.slice(0, depth).every((w, i) => words[i]?.word === w);
  let depth = 0;
  while (depth < words.length && table.some((c) => prefix(c, depth + 1))) depth++;
  if (depth === 0) return undefined;
  const group = table.filter((c) => prefix(c, depth));
  const unknown = words[depth]?.word;
  return { group, ...(unknown === undefined ? {} : { unknown }) };
}

/** How many leading words every command of a group shares. */
function commonDepth(group: readonly Command[]): number {
  const first = group[0]?.name ?? [];
  let depth = 0;
  while (depth < first.length - 1 && group.every((c) => c.name[depth] === first[depth])) depth++;
  return depth;
}

/** Parses a verb's arguments by its own options; an unknown option or a stray positional is a usage error. */
export function parse(command: Command, rest: string[]): Args {
  const { values, positionals } = parseArgs({
    args: rest,
    options: { ...COMMON, ...command.options },
    allowPositionals: true,
    strict: true,
  });
  if (!command.positionals && positionals.length > 0 && !values.help) {
    throw new UsageError(`${command.name.join(" ")} takes no argument ${JSON.stringify(positionals[0])}`);
  }
  return new Args(values, positionals);
}

/**
 * Runs what argv names: a verb (its --help, or its handler), a group's help, or a usage error.
 * Help that was asked for goes to stdout (exit 0); help in place of a missing verb to stderr (2).
 */
export async function dispatch(table: readonly Command[], argv: readonly string[], io: Io): Promise<ExitCode> {
  const found = match(table, argv);
  const asked = argv.includes("--help") || argv.includes("-h");
  if (found === undefined) throw new UsageError(`unknown command ${JSON.stringify(argv.find((a) => !a.startsWith("-")) ?? argv[0])}`);
  if ("group" in found) {
    if (found.unknown !== undefined) {
      const depth = commonDepth(found.group);
      const verbs = [...new Set(found.group.map((c) => c.name.slice(depth).join(" ")))];
      throw new UsageError(
        `unknown ${found.group[0]?.name.slice(0, depth).join(" ")} command ${JSON.stringify(found.unknown)}; ${verbs.join(", ")}`,
      );
    }
    (asked ? io.out : io.err)(groupHelp(found.group));
    return asked ? EXIT.ok : EXIT.usage;
  }
  try {
    const args = parse(found.command, found.rest);
    if (args.flag("help")) {
      io.out(verbHelp(found.command));
      return EXIT.ok;
    }
    return await found.command.run(args, io);
  } catch (error) {
    // The verb it happened in, so the one-line report points at that verb's --help.
    if (error instanceof Error) Object.assign(error, { verb: found.command.name.join(" ") });
    throw error;
  }
}
