// The `link-kit` command as a table: each verb is declared once (its words, usage line, summary,
// options and handler), and parsing, each verb's --help, each group's help and the top-level
// help are all derived from that table. Every handler has one signature, `(args, io)`.
import { parseArgs } from "node:util";
import { EXIT, UsageError } from "./exit.js";
/** The parsed arguments of one verb, with accessors that turn a missing or bad one into a usage error. */
export class Args {
    values;
    positionals;
    constructor(values, positionals) {
        this.values = values;
        this.positionals = positionals;
    }
    /** A string option, or undefined. */
    string(name) {
        const value = this.values[name];
        return typeof value === "string" ? value : undefined;
    }
    /** A string option that must be given: `--<name> <what>`. */
    need(name, what = name) {
        const value = this.string(name);
        if (value === undefined)
            throw new UsageError(`--${name} <${what}> is required`);
        return value;
    }
    /** Every value of a repeatable option. */
    strings(name) {
        const value = this.values[name];
        return Array.isArray(value) ? value.filter((v) => typeof v === "string") : [];
    }
    flag(name) {
        return this.values[name] === true;
    }
    get json() {
        return this.flag("json");
    }
}
/**
 * Old option names kept working (issue 40.6: "settings" also names each harness's own file, so
 * the kit's binding file is `--binding`; hooks set up by earlier kits say `--settings`).
 */
const ALIASES = { "--settings": "--binding" };
/** argv with each alias written as the option it stands for (`--settings=f` too). */
function unalias(argv) {
    const out = [];
    for (let i = 0; i < argv.length; i++) {
        const token = argv[i];
        if (token === "--")
            return [...out, ...argv.slice(i)];
        const [name, value] = token.startsWith("--") ? [token.split("=", 1)[0], token.slice(token.indexOf("=") + 1)] : [token, ""];
        const canonical = ALIASES[name];
        out.push(canonical === undefined ? token : token.includes("=") ? `${canonical}=${value}` : canonical);
    }
    return out;
}
const COMMON = {
    json: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
};
/** The widest line help prints (issue 40.13: a terminal's width, not 378 characters). */
export const HELP_WIDTH = 100;
/**
 * Help text fitted to HELP_WIDTH: each longer line broken at spaces, its continuation indented as
 * the line was (two more for a usage line), so nothing of it is lost or reordered.
 */
export function fitHelp(text, width = HELP_WIDTH) {
    return text
        .split("\n")
        .flatMap((line) => {
        if (line.length <= width)
            return [line];
        const indent = /^\s*/.exec(line)?.[0] ?? "";
        const more = /^\s*(usage:|link-kit )/.test(line) ? `${indent}${" ".repeat(line.trimStart().startsWith("usage:") ? 9 : 4)}` : indent;
        const out = [];
        let rest = line;
        while (rest.length > width) {
            const cut = rest.lastIndexOf(" ", width);
            if (cut <= more.length)
                break; // one word longer than the width: left whole
            out.push(rest.slice(0, cut).trimEnd());
            rest = more + rest.slice(cut + 1).trimStart();
        }
        return [...out, rest];
    })
        .join("\n");
}
/** `link-kit <name> <usage>`. */
export function usageLine(command) {
    return `link-kit ${command.name.join(" ")} ${command.usage}`.trimEnd();
}
/** A verb's own --help. */
export function verbHelp(command) {
    return fitHelp([`usage: ${usageLine(command)}`, "", command.summary, ...(command.help ? ["", command.help] : [])].join("\n"));
}
/** The help of a group of verbs (`link-kit file`): each verb's usage line and summary. */
export function groupHelp(commands) {
    return fitHelp([
        "usage:",
        ...commands.flatMap((c) => [`  ${usageLine(c)}`, `      ${c.summary}`]),
        "",
        `\`link-kit ${commands[0]?.name.slice(0, commonDepth(commands)).join(" ") ?? ""} <verb> --help\` says more of each.`,
    ].join("\n"));
}
/**
 * Finds the verb argv names. The name's words may come between options (`ledger --dir d show`):
 * options are skipped, with the value of any option some verb declares as a string.
 */
export function match(table, given) {
    const argv = unalias(given);
    const takesValue = new Set(table.flatMap((c) => Object.entries(c.options ?? {})
        .filter(([, o]) => o.type === "string")
        .map(([n, o]) => [`--${n}`, ...(o.short ? [`-${o.short}`] : [])])
        .flat()));
    const words = [];
    for (let i = 0; i < argv.length; i++) {
        const token = argv[i];
        if (token === "--")
            break;
        if (token.startsWith("-") && token !== "-") {
            if (takesValue.has(token))
                i++;
            continue;
        }
        words.push({ word: token, at: i });
    }
    let best;
    for (const command of table) {
        const n = command.name.length;
        if (n <= words.length && command.name.every((w, i) => words[i]?.word === w) && n > (best?.name.length ?? 0))
            best = command;
    }
    if (best !== undefined) {
        const taken = new Set(words.slice(0, best.name.length).map((w) => w.at));
        return { command: best, rest: argv.filter((_, i) => !taken.has(i)) };
    }
    // No verb: the deepest group the words name (`host agent`), and the word after it, if any.
    const prefix = (c, depth) => c.name.length >= depth && c.name.slice(0, depth).every((w, i) => words[i]?.word === w);
    let depth = 0;
    while (depth < words.length && table.some((c) => prefix(c, depth + 1)))
        depth++;
    if (depth === 0)
        return undefined;
    const group = table.filter((c) => prefix(c, depth));
    const unknown = words[depth]?.word;
    return { group, ...(unknown === undefined ? {} : { unknown }) };
}
/** How many leading words every command of a group shares. */
function commonDepth(group) {
    const first = group[0]?.name ?? [];
    let depth = 0;
    while (depth < first.length - 1 && group.every((c) => c.name[depth] === first[depth]))
        depth++;
    return depth;
}
/** Parses a verb's arguments by its own options; an unknown option or a stray positional is a usage error. */
export function parse(command, rest) {
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
export async function dispatch(table, argv, io) {
    const found = match(table, argv);
    const asked = argv.includes("--help") || argv.includes("-h");
    if (found === undefined)
        throw new UsageError(`unknown command ${JSON.stringify(argv.find((a) => !a.startsWith("-")) ?? argv[0])}`);
    if ("group" in found) {
        if (found.unknown !== undefined) {
            const depth = commonDepth(found.group);
            const verbs = [...new Set(found.group.map((c) => c.name.slice(depth).join(" ")))];
            throw new UsageError(`unknown ${found.group[0]?.name.slice(0, depth).join(" ")} command ${JSON.stringify(found.unknown)}; ${verbs.join(", ")}`);
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
    }
    catch (error) {
        // The verb it happened in, so the one-line report points at that verb's --help.
        if (error instanceof Error)
            Object.assign(error, { verb: found.command.name.join(" ") });
        throw error;
    }
}
