// `link-kit context append|read|current` and `link-kit memory get|put|delete|remove` (C9, M1-M4,
// R1-R3): the portable-context API for people and scripts.

import { parseArgs } from "node:util";

import type { Memory, Role, Source } from "../../generated/index.js";
import type { Bridged } from "../bridge/client.js";
import { appendRecord, cursorCurrent, MemoryDocs, readContext, ROLES } from "../context/index.js";
import { stringify, u64, type JsonValue } from "../json/index.js";
import { StoreRefusal } from "../store/errors.js";
import { validate } from "../validate/index.js";
import { expectedVersion, helpFor, InputError, parseInput, readInput, report, threadArg, withClient, type Io } from "./common.js";
import { EXIT, UsageError, type ExitCode } from "./exit.js";

export const CONTEXT_HELP = `usage:
  link-kit context append --settings <file> --thread <link:name>
                          --source <adapter>/<native_session>/<native_record> <record.json | ->
  link-kit context read --settings <file> --thread <link:name> [--memory <id> ...] [--json]
  link-kit context current --settings <file> --cursor <cursor.json> [--json]

append   appends one record (a JSON object, kept byte for byte) under its source and prints its
         sequence; the same record and source again prints the original sequence with
         "repeated": true (C9). A lost reply is retried with the same record and source.
read     reads Last = N, the log through N and the memory documents named, and prints the events
         (--json: the Snapshot, records as their original bytes, plus "events") (R1, R2)
current  compares a cursor (the "cursor" of a snapshot) with the store now: later records,
         changed and deleted memory files (R3)`;

export const MEMORY_HELP = `usage:
  link-kit memory get --settings <file> <id> [--json]
  link-kit memory put --settings <file> <id> (--file <doc.json> | --text <text>) [--expected <version>]
                      [--source <adapter>/<session>/<record>] [--evidence <link:name>#<seq> ...]
  link-kit memory delete --settings <file> <id> --expected <version>
  link-kit memory remove --settings <file> <id> --expected <version>

Portable documents live at memory/portable/<id>.json (M1). Versions are opaque CAS tokens kept
outside the document (M3): put with --expected 0 (the default) creates; put with the version
get printed replaces, keeping unknown metadata byte for byte (M2). delete writes a sourced
deletion (empty text, deleted: true, ID, source and evidence kept) at a new version (M4);
remove deletes the file itself.`;

function parseSource(text: string | undefined): Source {
  const m = /^([^/]+)\/([^/]+)\/(.+)$/.exec(text ?? "");
  if (!m) throw new UsageError(`--source must be <adapter>/<native_session>/<native_record>, not ${JSON.stringify(text)}`);
  return { adapter: m[1] as string, native_session: m[2] as string, native_record: m[3] as string };
}


const json = (io: Io, value: unknown) => io.out(stringify(value as JsonValue));

export async function runContext(args: string[], io: Io): Promise<ExitCode> {
  const [verb, ...rest] = args;
  const early = helpFor(verb, CONTEXT_HELP, io);
  if (early !== undefined) return early;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      settings: { type: "string" },
      thread: { type: "string" },
      source: { type: "string" },
      memory: { type: "string", multiple: true },
      cursor: { type: "string" },
      json: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    io.out(CONTEXT_HELP);
    return EXIT.ok;
  }
  if (verb !== "current" && verb !== "append" && verb !== "read") throw new UsageError(`unknown context command ${JSON.stringify(verb)}; append, read or current`);
  if (verb !== "current") threadArg(values.thread);
  let run: (client: Bridged) => Promise<void>;
  switch (verb) {
    case "append": {
      if (positionals.length !== 1) throw new UsageError("context append takes one record file (or -)");
      const path = positionals[0] as string;
      const text = readInput(path, "the record").toString("utf8").trim();
      const record = parseInput(text, `the record ${path === "-" ? "(stdin)" : path}`);
      if (record === null || typeof record !== "object" || Array.isArray(record)) throw new InputError("invalid", `the record ${path} must be one JSON object`);
      const source = parseSource(values.source);
      run = async (client) => {
        const appended = await appendRecord(client, values.thread as string, text, source);
        json(io, { thread: values.thread, ...appended });
        // Kept all the same (C3), but say so: a record without a portable role is never context.
        const role = (record as Record<string, JsonValue>).role;
        if (!ROLES.includes(role as Role)) {
          io.err(`link-kit: note: record ${appended.seq} is raw-only: ${role === undefined ? "it has no \"role\"" : `its role ${stringify(role)} is not one of ${ROLES.join(", ")}`}, so it is archived but never read as context (C3)`);
        }
      };
      break;
    }
    case "read":
      run = async (client) => {
        const snapshot = await readContext(client, { thread: values.thread as string, memory: values.memory ?? [] });
        if (values.json) {
          json(io, { ...snapshot.toWire(), events: snapshot.events() });
          return;
        }
        for (const r of snapshot.records) {
          io.out(r.event ? `${r.seq}\t${r.event.role}\t${r.event.at}\t${JSON.stringify(r.event.text).slice(1, -1).slice(0, 200)}` : `${r.seq}\t(raw only)`);
        }
        for (const m of snapshot.memory) io.out(`memory ${m.id} version ${m.version}${m.memory ? (m.memory.deleted ? " (deleted)" : "") : " (missing)"}`);
        io.err(`cursor: ${stringify(snapshot.cursor as unknown as JsonValue)}`);
      };
      break;
    case "current": {
      if (!values.cursor) throw new UsageError("context current needs --cursor <cursor.json>");
      const doc = parseInput(readInput(values.cursor, "the cursor"), `the cursor ${values.cursor}`);
      const given = doc !== null && typeof doc === "object" && !Array.isArray(doc) && "cursor" in doc ? doc.cursor : doc;
      const checked = validate("store::context::Cursor", given as JsonValue);
      if (!checked.ok) throw new InputError("invalid", `${values.cursor} holds no store::context::Cursor (nor a snapshot with one): ${checked.errors.map((e) => `${e.pointer || "(root)"}: ${e.message}`).join("; ")}`);
      const cursor = checked.value;
      run = async (client) => {
        const status = await cursorCurrent(client, cursor);
        if (values.json) json(io, status);
        else io.out(status.current ? "current" : `stale: last ${status.last}${status.moved ? " (later records)" : ""}${status.changed.length ? `; changed ${status.changed.join(", ")}` : ""}${status.deleted.length ? `; deleted ${status.deleted.join(", ")}` : ""}`);
      };
      break;
    }
    default:
      throw new UsageError(`unknown context command ${JSON.stringify(verb)}; append, read or current`);
  }
  return withClient(values.settings, io, values.json, async (client) => {
    await run(client);
    return EXIT.ok;
  });
}

export async function runMemory(args: string[], io: Io): Promise<ExitCode> {
  const [verb, ...rest] = args;
  const early = helpFor(verb, MEMORY_HELP, io);
  if (early !== undefined) return early;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      settings: { type: "string" },
      file: { type: "string" },
      text: { type: "string" },
      expected: { type: "string" },
      source: { type: "string" },
      evidence: { type: "string", multiple: true },
      json: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    io.out(MEMORY_HELP);
    return EXIT.ok;
  }
  const id = positionals[0];
  if (id === undefined || positionals.length !== 1) throw new UsageError(`memory ${verb} takes one <id>`);
  const expected = () => expectedVersion(values.expected);
  if ((verb === "delete" || verb === "remove") && values.expected === undefined) throw new UsageError(`memory ${verb} needs --expected <version> (CAS)`);
  return withClient(values.settings, io, values.json, async (client) => {
    const docs = new MemoryDocs(client);
    switch (verb) {
      case "get": {
        const doc = await docs.get(id);
        if (values.json) json(io, { id, version: doc.version, ...(doc.memory ? { memory: doc.memory } : {}) });
        else io.out(doc.memory ? `${doc.memory.deleted ? "(deleted) " : ""}${doc.memory.text}\n-- version ${doc.version}` : `missing (version 0)`);
        return EXIT.ok;
      }
      case "put": {
        let memory: Memory;
        let original: string | undefined;
        if (values.file) {
          original = readInput(values.file, "the memory document").toString("utf8");
          const checked = validate("store::context::Memory", parseInput(original, `the memory document ${values.file}`));
          if (!checked.ok) throw new InputError("invalid", `${values.file} is not a store::context::Memory: ${checked.errors.map((e) => `${e.pointer || "(root)"}: ${e.message}`).join("; ")}`);
          memory = checked.value;
          if (memory.id !== id) throw new UsageError(`the document's id ${JSON.stringify(memory.id)} is not ${JSON.stringify(id)}`);
        } else if (values.text !== undefined) {
          const evidence = (values.evidence ?? []).map((e) => {
            const m = /^(link:[^#]+)#(\d+)$/.exec(e);
            if (!m) throw new UsageError(`--evidence must be <link:name>#<seq>, not ${JSON.stringify(e)}`);
            return { thread: threadArg(m[1], "--evidence"), seq: u64(m[2] as string) };
          });
          // Evidence names records that exist: a sequence past the thread's last is refused.
          for (const e of evidence) {
            const last = await client.call({ kind: "conversation_last", thread: e.thread });
            const lastSeq = last.kind === "last" ? BigInt(last.seq) : 0n;
            if (BigInt(e.seq) < 1n || BigInt(e.seq) > lastSeq) {
              throw new StoreRefusal("invalid", `--evidence ${e.thread}#${e.seq}: ${e.thread} has records 1..${lastSeq} (none when 0); evidence must name one of them`);
            }
          }
          memory = { id, text: values.text, evidence, modified_at: new Date().toISOString(), ...(values.source ? { source: parseSource(values.source) } : {}) };
          if (values.expected !== undefined && values.expected !== "0") original = (await docs.get(id)).raw;
        } else {
          throw new UsageError("memory put needs --file <doc.json> or --text <text>");
        }
        const version = await docs.update(memory, expected(), original);
        if (values.json) json(io, { id, version });
        else io.out(`${id} version ${version}`);
        return EXIT.ok;
      }
      case "delete": {
        const current = await docs.get(id);
        if (current.version !== 0 && String(current.version) !== String(expected())) {
          return report(new StoreRefusal("conflict", `${id} is at another version than expected`, current.version), io, values.json);
        }
        const version = await docs.delete(current);
        if (values.json) json(io, { id, version, deleted: true });
        else io.out(`${id} deleted (sourced deletion) at version ${version}`);
        return EXIT.ok;
      }
      case "remove":
        await docs.remove(id, expected());
        if (values.json) json(io, { id, removed: true });
        else io.out(`${id} removed`);
        return EXIT.ok;
      default:
        throw new UsageError(`unknown memory command ${JSON.stringify(verb)}; get, put, delete or remove`);
    }
  });
}
