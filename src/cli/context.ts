// `link-kit context append|read|current` (C9, R1-R3): captured records, snapshots and cursors.

import type { Role, Source } from "../../generated/index.js";
import { appendRecord, cursorCurrent, ROLES } from "../context/index.js";
import { readBounds, readEventPages, readMemory, readPages } from "../context/read.js";
import { RawJson, stringify, type JsonValue } from "../json/index.js";
import { validate } from "../validate/index.js";
import type { Args, Command, Io, Options } from "./command.js";
import { InputError, parseInput, printJson, readInput, Refused, threadArg, withClient } from "./common.js";
import { EXIT, UsageError, type ExitCode } from "./exit.js";

/** `--source <adapter>/<native_session>/<native_record>` (C4). */
export function parseSource(text: string | undefined): Source {
  const m = /^([^/]+)\/([^/]+)\/(.+)$/.exec(text ?? "");
  if (text === undefined)
    throw new UsageError("--source <adapter>/<native_session>/<native_record> is required (where the record came from, C4)");
  if (!m) throw new UsageError(`--source must be <adapter>/<native_session>/<native_record>, not ${JSON.stringify(text)}`);
  return { adapter: m[1] as string, native_session: m[2] as string, native_record: m[3] as string };
}

const SETTINGS: Options = { binding: { type: "string" } };

async function append(args: Args, io: Io): Promise<ExitCode> {
  const thread = threadArg(args.string("thread"));
  if (args.positionals.length !== 1) throw new UsageError("context append takes one record file (or -)");
  const path = args.positionals[0] as string;
  const text = readInput(path, "the record").toString("utf8").trim();
  const record = parseInput(text, `the record ${path === "-" ? "(stdin)" : path}`);
  if (record === null || typeof record !== "object" || Array.isArray(record))
    throw new InputError("invalid", `the record ${path} must be one JSON object`);
  const source = parseSource(args.string("source"));
  return withClient(args, async (client) => {
    const appended = await appendRecord(client, thread, text, source);
    printJson(io, { thread, ...appended });
    // Kept all the same (C3), but say so: a record without a portable role is never context.
    const role = (record as Record<string, JsonValue>).role;
    if (!ROLES.includes(role as Role)) {
      io.err(
        `link-kit: note: record ${appended.seq} is raw-only: ${role === undefined ? 'it has no "role"' : `its role ${stringify(role)} is not one of ${ROLES.join(", ")}`}, so it is archived but never read as context (C3)`,
      );
    }
    return EXIT.ok;
  });
}

/** `--latest <n>` or `--from <seq>`: the part of the log a read asks for (whole by default). */
function readWindow(args: Args): { latest?: number; from?: number } {
  const count = (flag: string) => {
    const text = args.string(flag);
    if (text === undefined) return undefined;
    if (!/^[1-9]\d{0,15}$/.test(text)) throw new UsageError(`--${flag} takes a whole number from 1, not ${JSON.stringify(text)}`);
    return Number(text);
  };
  const latest = count("latest");
  const from = count("from");
  if (latest !== undefined && from !== undefined) throw new UsageError("--latest and --from pick the window two ways: give one");
  return latest !== undefined ? { latest } : from !== undefined ? { from } : {};
}

/** Records asked for per page when a read is printed as it comes: a page's memory stays small. */
const PRINT_PAGE = 1000;

/**
 * Prints a read as it comes, a page at a time, so a long thread is never held whole: with --json
 * the Snapshot (records as their original bytes, one per line) and "events"; without it, one
 * line per record. The memory documents are read first, so the cursor can lead the output.
 */
async function read(args: Args, io: Io): Promise<ExitCode> {
  const thread = threadArg(args.string("thread"));
  const window = readWindow(args);
  return withClient(args, async (client) => {
    const { through, first } = await readBounds(client, { thread, ...window });
    // A thread with no records is most often a typo (issue 40.13); the store itself answers seq 0.
    if (through === 0) throw new Refused("not_found", `${thread} has no records: is the thread's name right?`);
    const { memory, cursor } = await readMemory(client, thread, through, args.strings("memory"));
    const wireMemory = memory.map((m) => ({ id: m.id, version: m.version, ...(m.memory ? { memory: m.memory } : {}) }));
    if (args.json) {
      // Records, then events: two passes over the same range (the log through N never changes),
      // so neither is held whole.
      io.out(`{"cursor":${stringify(cursor as unknown as JsonValue)},"records":[`);
      let printed = 0;
      for await (const page of readPages(client, thread, first, through, PRINT_PAGE)) {
        for (const r of page)
          io.out(
            `${printed++ > 0 ? "," : ""}${stringify({ seq: r.seq, record: new RawJson(r.raw), ...(r.source ? { source: r.source } : {}) } as unknown as JsonValue)}`,
          );
        await io.drained?.();
      }
      io.out(`],"memory":${stringify(wireMemory as unknown as JsonValue)},"events":[`);
      printed = 0;
      for await (const page of readEventPages(client, thread, first, through, PRINT_PAGE)) {
        for (const r of page) if (r.event) io.out(`${printed++ > 0 ? "," : ""}${stringify(r.event as unknown as JsonValue)}`);
        await io.drained?.();
      }
      io.out("]}");
      return EXIT.ok;
    }
    for await (const page of readEventPages(client, thread, first, through, PRINT_PAGE)) {
      for (const r of page)
        io.out(
          r.event
            ? `${r.seq}\t${r.event.role}\t${r.event.at}\t${JSON.stringify(r.event.text).slice(1, -1).slice(0, 200)}`
            : `${r.seq}\t(raw only)`,
        );
      await io.drained?.();
    }
    for (const m of memory)
      io.out(`memory ${m.id} version ${m.version}${m.memory ? (m.memory.deleted ? " (deleted)" : "") : " (missing)"}`);
    io.err(`cursor: ${stringify(cursor as unknown as JsonValue)}`);
    return EXIT.ok;
  });
}

async function current(args: Args, io: Io): Promise<ExitCode> {
  const file = args.string("cursor");
  if (!file) throw new UsageError("context current needs --cursor <cursor.json>");
  const doc = parseInput(readInput(file, "the cursor"), `the cursor ${file}`);
  const given = doc !== null && typeof doc === "object" && !Array.isArray(doc) && "cursor" in doc ? doc.cursor : doc;
  const checked = validate("store::context::Cursor", given as JsonValue);
  if (!checked.ok)
    throw new InputError(
      "invalid",
      `${file} holds no store::context::Cursor (nor a snapshot with one): ${checked.errors.map((e) => `${e.pointer || "(root)"}: ${e.message}`).join("; ")}`,
    );
  return withClient(args, async (client) => {
    const status = await cursorCurrent(client, checked.value);
    if (args.json) printJson(io, status);
    else
      io.out(
        status.current
          ? "current"
          : `stale: last ${status.last}${status.moved ? " (later records)" : ""}${status.changed.length ? `; changed ${status.changed.join(", ")}` : ""}${status.deleted.length ? `; deleted ${status.deleted.join(", ")}` : ""}`,
      );
    return EXIT.ok;
  });
}

export const CONTEXT_COMMANDS: Command[] = [
  {
    name: ["context", "append"],
    usage: "--binding <file> --thread <link:name> --source <adapter>/<native_session>/<native_record> <record.json | ->",
    summary: "appends one record under its source and prints its sequence; the same record and source again prints the original",
    help: `A record is one JSON object, kept byte for byte (C6): a captured native record. One with a
portable "role" (user, assistant, tool, system) and "text" is also read as context; any other is
archived raw-only, and append says so. The same record and source again prints the original
sequence with "repeated": true; a different record under the same source is refused
source_conflict. A lost reply is retried with the same record and source.

example: echo '{"role":"user","text":"hi"}' | link-kit context append --binding binding.json --thread link:main --source claude-code/s1/r1 -`,
    options: { ...SETTINGS, thread: { type: "string" }, source: { type: "string" } },
    positionals: true,
    run: append,
  },
  {
    name: ["context", "read"],
    usage: "--binding <file> --thread <link:name> [--latest <n> | --from <seq>] [--memory <id> ...] [--json]",
    summary: "reads Last = N, the log through N and the memory documents named, and prints the events",
    help: `With --json: the Snapshot, records as their original bytes, plus "events". Without it, one line
per record (sequence, role, time, text) and the cursor on stderr. A long thread can be read in
part: --latest <n> reads its last n records, --from <seq> those from that sequence on; the cursor
is still the whole thread's (through its last record), so \`context current\` works the same.
Without either, the whole log is read. Either way the output is printed as it is read, a page
of records at a time, so memory stays small however long the thread (--json reads the range
twice: the records, then the events).`,
    options: {
      ...SETTINGS,
      thread: { type: "string" },
      memory: { type: "string", multiple: true },
      latest: { type: "string" },
      from: { type: "string" },
    },
    run: read,
  },
  {
    name: ["context", "current"],
    usage: "--binding <file> --cursor <cursor.json> [--json]",
    summary: "compares a cursor (or the cursor of a snapshot) with the store now: later records, changed and deleted memory",
    options: { ...SETTINGS, cursor: { type: "string" } },
    run: current,
  },
];
