// `link-kit queue status|inspect|drain --home <dir> --settings <file>` (Q1-Q6): the capture queue
// of an adapter's home, as a person looks at it and empties it.

import { resolve } from "node:path";

import { CaptureQueue, QUEUE_LIMITS, type QueueEntry } from "../queue/index.js";
import type { Args, Command, Io, Options } from "./command.js";
import { printJson, settingsFrom, withClient } from "./common.js";
import { EXIT, UsageError, type ExitCode } from "./exit.js";

const OPTIONS: Options = { home: { type: "string" }, settings: { type: "string" } };
const WHERE = `The queue is <home>/.lnk/agent-context/captures/, one file per admitted batch; --settings names the
binding whose agent owns it (entries of another agent are foreign).`;

/** Runs `use` on the queue of --home for the agent --settings binds, holding its lock. */
async function withQueue<T>(args: Args, use: (queue: CaptureQueue) => Promise<T>): Promise<T> {
  const home = args.need("home", "dir");
  const settings = args.need("settings", "file");
  const agent = settingsFrom(settings).storage?.agent;
  if (!agent) throw new UsageError(`${settings} has no storage binding, so no agent owns a queue`);
  const queue = CaptureQueue.open(resolve(home), agent);
  try {
    return await queue.locked(() => use(queue));
  } finally {
    queue.close();
  }
}

const describeEntry = (e: QueueEntry) =>
  e.problem
    ? { file: e.file, seq: e.seq, bytes: e.bytes, problem: { kind: e.problem.kind, message: e.problem.message } }
    : {
        file: e.file,
        seq: e.seq,
        bytes: e.bytes,
        thread: e.batch?.thread,
        records: e.batch?.records.length,
        admitted_at: e.batch?.admitted_at,
      };

async function status(args: Args, io: Io): Promise<ExitCode> {
  return withQueue(args, async (queue) => {
    const entries = queue.entries();
    const bytes = entries.reduce((n, e) => n + e.bytes, 0);
    const bad = entries.filter((e) => e.problem);
    if (args.json)
      printJson(io, { path: queue.path, batches: entries.length, bytes, limits: QUEUE_LIMITS, unusable: bad.map(describeEntry) });
    else {
      io.out(`${queue.path}: ${entries.length} of ${QUEUE_LIMITS.batches} batches, ${bytes} of ${QUEUE_LIMITS.bytes} bytes`);
      for (const e of bad) io.out(`unusable: ${e.problem?.kind}: ${e.problem?.message}`);
    }
    return bad.length === 0 ? EXIT.ok : EXIT.refused;
  });
}

async function inspect(args: Args, io: Io): Promise<ExitCode> {
  return withQueue(args, async (queue) => {
    const entries = queue.entries();
    if (args.json) printJson(io, entries.map(describeEntry));
    else if (entries.length === 0) io.err(`${queue.path} is empty`);
    else
      for (const e of entries)
        io.out(
          e.problem
            ? `${e.seq}\t${e.bytes}\t${e.problem.kind}: ${e.problem.message}`
            : `${e.seq}\t${e.bytes}\t${e.batch?.thread}\t${e.batch?.records.length} record(s)\tadmitted ${e.batch?.admitted_at}`,
        );
    return EXIT.ok;
  });
}

async function drain(args: Args, io: Io): Promise<ExitCode> {
  return withQueue(args, (queue) =>
    withClient(args, async (client) => {
      const report = await queue.drain(client, (done, total) => {
        if (process.stderr.isTTY && !args.json) process.stderr.write(`\rdrained ${done} of ${total} batch(es)`);
      });
      if (process.stderr.isTTY && !args.json && report.batches > 0) process.stderr.write("\n");
      if (args.json) printJson(io, report);
      else
        io.out(
          `${report.batches} batch(es), ${report.records} record(s) confirmed (${report.repeated} already stored); ${report.left} left`,
        );
      return EXIT.ok;
    }),
  );
}

export const QUEUE_COMMANDS: Command[] = [
  {
    name: ["queue", "status"],
    usage: "--home <dir> --settings <file> [--json]",
    summary: "counts the capture queue's batches and bytes against its limits and names any unusable entry (exit 3 then) (Q5, Q6)",
    help: WHERE,
    options: OPTIONS,
    run: status,
  },
  {
    name: ["queue", "inspect"],
    usage: "--home <dir> --settings <file> [--json]",
    summary: "lists each queued batch: sequence, size, thread, records, or why it cannot be used",
    help: WHERE,
    options: OPTIONS,
    run: inspect,
  },
  {
    name: ["queue", "drain"],
    usage: "--home <dir> --settings <file> [--json]",
    summary: "replays the queued batches in order through the bridge, removing each once confirmed (Q2, Q3)",
    help: `${WHERE} A drain stops at the first entry that cannot be used, or the first append that
fails; what is left stays queued. A record the store already holds (a lost acknowledgement) is
found at its original sequence, not appended again.`,
    options: OPTIONS,
    run: drain,
  },
];
