// `link-kit store` (one raw store::Request) and `link-kit file read|write|delete|list`.

import { parseArgs } from "node:util";

import type { Operation, Reply } from "../../generated/index.js";
import { stringify, type JsonValue } from "../json/index.js";
import { StoreRefusal } from "../store/errors.js";
import { validate } from "../validate/index.js";
import { expectedVersion, helpFor, InputError, parseInput, readInput, withClient, type Io } from "./common.js";
import { EXIT, UsageError, type ExitCode } from "./exit.js";

export const STORE_HELP = `usage: link-kit store --settings <file> '<request json>' | -

Sends one store::Request through the bridge and prints the store::Reply as JSON. The request's
"agent" and "owner" may be omitted: the binding's are used. A refusal prints the reply and exits 3;
a transport failure or a lost reply (uncertain outcome) exits 4.

example: link-kit store --settings s.json '{"op":{"kind":"conversation_last","thread":"link:main"}}'`;

export const FILE_HELP = `usage: link-kit file read|write|delete|list --settings <file> <path>
                    [--expected <version>] [--content-file <f>] [--json]

read    prints the file's content (with --json: {"path","version","content"})
write   replaces the file with --content-file (or stdin) if its version is --expected
        (default 0: create only); prints the new version
delete  deletes the file if its version is --expected (required)
list    lists the files under <path> (a prefix; empty lists everything)

Versions are opaque u64 CAS tokens: pass back exactly what read printed. Exit 3 when the store
refuses (conflict, permission_denied, invalid, too_large, ...), 4 on transport failure or an
uncertain outcome.`;

function printReply(reply: Reply, io: Io): ExitCode {
  io.out(stringify(reply as unknown as JsonValue));
  return reply.kind === "error" ? EXIT.refused : EXIT.ok;
}

export async function runStore(args: string[], io: Io): Promise<ExitCode> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { settings: { type: "string" }, json: { type: "boolean", default: false }, help: { type: "boolean", short: "h", default: false } } });
  if (values.help) {
    io.out(STORE_HELP);
    return EXIT.ok;
  }
  if (positionals.length !== 1) throw new UsageError("store takes one request (JSON text, or - for stdin)");
  const text = positionals[0] === "-" ? readInput("-", "the request") : Buffer.from(positionals[0] as string);
  const value = parseInput(text, "the request");
  return withClient(values.settings, io, false, async (client) => {
    const request = { agent: client.binding.agent, owner: client.binding.owner, ...(value as Record<string, JsonValue>) };
    const checked = validate("store::Request", request);
    if (!checked.ok) throw new InputError("invalid", `the request is not a store::Request: ${checked.errors.map((e) => `${e.pointer}: ${e.message}`).join("; ")}`);
    return printReply(await client.send(checked.value), io);
  });
}

export async function runFile(args: string[], io: Io): Promise<ExitCode> {
  const [verb, ...rest] = args;
  const early = helpFor(verb, FILE_HELP, io);
  if (early !== undefined) return early;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      settings: { type: "string" },
      expected: { type: "string" },
      "content-file": { type: "string" },
      json: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    io.out(FILE_HELP);
    return EXIT.ok;
  }
  const path = positionals[0] ?? "";
  if (positionals.length === 0 && verb !== "list") throw new UsageError(`file ${verb} needs <path>, relative to the agent folder (for example home/notes.md)`);
  if (positionals.length > 1) throw new UsageError(`file ${verb} takes one path`);
  const expected = () => expectedVersion(values.expected);
  let op: Operation;
  switch (verb) {
    case "read":
      op = { kind: "file_read", path };
      break;
    case "write": {
      const content = readInput(values["content-file"] ?? "-", "--content-file");
      op = { kind: "file_write", path, content: content.toString("utf8"), expected: expected() };
      break;
    }
    case "delete":
      if (values.expected === undefined) throw new UsageError("file delete needs --expected <version> (CAS)");
      op = { kind: "file_delete", path, expected: expected() };
      break;
    case "list":
      op = { kind: "file_list", prefix: path };
      break;
    default:
      throw new UsageError(`unknown file command ${JSON.stringify(verb)}; read, write, delete or list`);
  }
  return withClient(values.settings, io, values.json, async (client) => {
    const reply = await client.call(op);
    const json = (v: unknown) => io.out(stringify(v as JsonValue));
    switch (reply.kind) {
      case "file":
        if (values.json) json({ path: reply.path, version: reply.version, content: reply.content });
        else process.stdout.write(reply.content);
        break;
      case "written":
        if (values.json) json({ path: reply.path, version: reply.version });
        else io.out(`written ${reply.path} version ${reply.version}`);
        break;
      case "deleted":
        if (values.json) json({ path: reply.path, deleted: true });
        else io.out(`deleted ${reply.path}`);
        break;
      case "listing":
        if (values.json) json({ prefix: path, entries: reply.entries });
        else for (const e of reply.entries) io.out(`${e.version}\t${e.size}\t${e.path}`);
        break;
      default:
        throw new StoreRefusal("internal", `unexpected reply ${reply.kind}`);
    }
    return EXIT.ok;
  });
}
