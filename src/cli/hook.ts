// `link-kit hook claude|gemini|codex` (C10, Q1-Q4, Q7): what a harness's hook runs on every turn.
// It reads the hook's JSON (Claude Code, Gemini CLI: stdin; Codex `notify`: its last argument), reads what is new
// in the session's transcript since the last run, admits it to the capture queue durably, and
// only then replays the queue through the bridge. Storage down, or anything else failing, is one
// line on stderr and the harness's non-blocking exit code (1): the harness goes on, and what was
// admitted stays queued for the next run.

import { existsSync, readdirSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { join, resolve } from "node:path";

import { prepareSession } from "../adapter/session.js";
import { AdapterStateFile } from "../adapter/state.js";
import { defaultHome } from "../setup/harnesses.js";
import { CLAUDE_CODE, CODEX, GEMINI, readChunks, readWhole, START, type Harness } from "../capture/index.js";
import { Bridged } from "../bridge/client.js";
import { bindingFrom } from "../bridge/config.js";
import { nativeMemory } from "../memory/native.js";
import { stringify, type JsonValue } from "../json/index.js";
import { addDrain, admitWithRoom, emptyDrain } from "../adapter/capture.js";
import { CaptureQueue, Positions, QUEUE_LIMITS, QueueError, setAsideLine, type QueuedRecord } from "../queue/index.js";
import type { Args, Command, Io } from "./command.js";
import { InputError, parseInput, readInput, report, settingsFrom, threadArg } from "./common.js";
import { EXIT, UsageError, type ExitCode } from "./exit.js";

/** The exit code Claude Code and Codex take as "the hook failed; go on" (2 would block Claude Code). */
const NON_BLOCKING = EXIT.failure;

/** The transcript a Claude Code or Gemini CLI hook names (`transcript_path` in its stdin JSON). */
function hookTranscript(input: Record<string, unknown>): string {
  if (typeof input.transcript_path !== "string")
    throw new InputError("invalid", "the hook input has no transcript_path (is this a Claude Code or Gemini CLI hook?)");
  return input.transcript_path;
}

/**
 * The rollout a Codex `notify` names: it gives the session (`thread-id`), and the rollout is the
 * file under `$CODEX_HOME/sessions/YYYY/MM/DD/` whose name ends with that ID.
 */
function codexTranscript(input: Record<string, unknown>): string {
  const id = input["thread-id"] ?? input.thread_id ?? input.session_id;
  if (typeof id !== "string" || !/^[A-Za-z0-9-]+$/.test(id))
    throw new InputError("invalid", "the notify input has no thread-id (is this a Codex notify?)");
  const root = join(process.env.CODEX_HOME || join(homedir(), ".codex"), "sessions");
  const found: string[] = [];
  const walk = (dir: string, depth: number) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (depth < 3 && statSync(path).isDirectory()) walk(path, depth + 1);
      else if (depth === 3 && name.startsWith("rollout-") && name.endsWith(`${id}.jsonl`)) found.push(path);
    }
  };
  walk(root, 0);
  if (found.length === 0) throw new InputError("not_found", `no rollout for session ${id} under ${root}`);
  return found.sort().at(-1) as string;
}

/**
 * A Claude Code session's subagent transcripts (`<session>/subagents/*.jsonl`), each with the
 * thread it goes to: the session's thread name and the file's, so a subagent's turns keep their
 * own order and never mix into the parent's.
 */
function subagents(transcript: string, thread: string): Array<readonly [string, string]> {
  const dir = join(transcript.replace(/\.jsonl$/, ""), "subagents");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".jsonl"))
    .sort()
    .map(
      (name) =>
        [
          join(dir, name),
          threadArg(`${thread}.${name.replace(/\.jsonl$/, "").replace(/[^A-Za-z0-9._-]/g, "-")}`.slice(0, 133), "--thread"),
        ] as const,
    );
}

/** How much of a transcript's backlog is read and admitted at a time: a few batches' worth. */
const ADMIT_BYTES = 8 * 1024 * 1024;

function hook(harness: Harness) {
  return async (args: Args, io: Io): Promise<ExitCode> => {
    try {
      const home = resolve(args.string("home") ?? defaultHome(harness === CLAUDE_CODE ? "claude" : harness === CODEX ? "codex" : "gemini"));
      const settingsPath = args.string("settings") ?? process.env.LINK_KIT_SETTINGS;
      const thread = threadArg(args.string("thread") ?? "link:main");
      const settings = settingsFrom(settingsPath);
      const agent = settings.storage?.agent;
      if (!agent) throw new UsageError(`${settingsPath} has no storage binding`);
      // Claude Code passes its JSON on stdin; Codex's notify passes it as the last argument.
      const text =
        harness === CODEX && args.positionals.length > 0
          ? (args.positionals.at(-1) as string)
          : readInput("-", "the hook input").toString("utf8");
      const input = parseInput(
        text,
        harness === CODEX && args.positionals.length > 0 ? "the notify argument" : "the hook input on stdin",
      ) as Record<string, unknown>;
      if (input === null || typeof input !== "object") throw new InputError("invalid", "the hook input is not a JSON object");
      const transcript = resolve(harness === CODEX ? codexTranscript(input) : hookTranscript(input));
      const queue = CaptureQueue.open(home, agent);
      try {
        return await queue.locked(async () => {
          const client = new Bridged(bindingFrom(settings));
          try {
            // Admit first: once on disk, nothing read here can be lost, whatever storage does. A
            // long backlog (a first run on a long session) goes a piece at a time, and when the
            // queue has no room for the next piece, what it holds is stored first (Q5).
            const positions = Positions.open(home);
            const drained = emptyDrain();
            const oversized = new Map<string, number>();
            // A record no batch can hold is left out and noted (by its source): were it refused
            // instead, every later run would stop at it, and capture would stall.
            const note = (r: QueuedRecord, bytes: number) =>
              oversized.set(`${r.source.adapter}/${r.source.native_session}/${r.source.native_record}`, bytes);
            try {
              for (const [file, into] of [
                [transcript, thread] as const,
                ...(harness === CLAUDE_CODE ? subagents(transcript, thread) : []),
              ]) {
                if (!existsSync(file) && input.hook_event_name === "SessionStart") continue; // a new session has no transcript yet
                const bytes = readInput(file, "the transcript");
                // A document read whole each time has no position to resume from, nor to check.
                let from = readWhole(harness, file) ? START : (positions.resume(file, bytes) ?? START);
                if (from === "replaced") {
                  // Shorter than where the last run stopped, or other bytes before that point:
                  // replaced, not grown. Read again from its start; what was captured before is
                  // found again by its sources (C9).
                  io.err(
                    `link-kit: replaced: ${file} is not the transcript read before (shorter, or changed before where it was read to); reading it again from its start`,
                  );
                  from = START;
                }
                for (const piece of readChunks(harness, bytes, file, ADMIT_BYTES, from, false)) {
                  if (piece.records.length > 0) await admitWithRoom(queue, client, into, piece.records, drained, note);
                  positions.set(file, piece.next, bytes);
                }
              }
            } finally {
              positions.close();
            }
            // Pending batches replay before context is prepared (Q2), and an unusable one stops it (Q6).
            const report = drained;
            try {
              addDrain(report, await queue.drain(client));
            } catch (error) {
              // Storage did not take the queue: what this run read is admitted all the same, and
              // the person reading the one line should know nothing is lost.
              if (error instanceof Error && !(error instanceof QueueError))
                error.message += `; this turn is queued in ${queue.path} and is stored by the next run`;
              throw error;
            }
            if (input.hook_event_name === "SessionStart" && harness !== CODEX) {
              queue.assertReadable(); // replayed just above (Q2); what cannot be used refuses context (Q6)
              // R5-R8: native memory exported and reconciled, what moved since this adapter last had the
              // thread, others' memory supplied, then the context selected; the state keeps the mapping.
              const state = AdapterStateFile.open(home, harness);
              try {
                const cwd = typeof input.cwd === "string" && input.cwd !== "" ? input.cwd : process.cwd();
                const { files } = nativeMemory(harness, { cwd, home: homedir() });
                const prepared = await prepareSession(client, state, {
                  thread,
                  home,
                  native: files,
                  ...(typeof input.session_id === "string" && input.session_id !== "" ? { nativeSession: input.session_id } : {}),
                });
                io.out(JSON.stringify({ hookSpecificOutput: { hookEventName: "SessionStart", additionalContext: prepared.text } }));
              } finally {
                state.close();
              }
            } else if (args.json) io.out(stringify(report as unknown as JsonValue));
            // A batch the store refused for a record's content, named once, on the run that set it aside.
            for (const aside of report.setAside) io.err(`link-kit: ${setAsideLine(aside)}`);
            if (oversized.size > 0) {
              // Said once, on the run that passed them; at SessionStart the context still goes in
              // (a harness ignores the output of a failed hook), elsewhere the run is a failure.
              io.err(
                `link-kit: too_large: ${[...oversized].map(([source, bytes]) => `${source} (${bytes} bytes)`).join(", ")}: larger than a capture batch holds (${QUEUE_LIMITS.batchBytes} bytes), not captured; the rest was`,
              );
              if (input.hook_event_name !== "SessionStart") return NON_BLOCKING;
            }
            if (report.setAside.length > 0 && input.hook_event_name !== "SessionStart") return NON_BLOCKING;
          } finally {
            client.close();
          }
          return EXIT.ok;
        });
      } finally {
        queue.close();
      }
    } catch (error) {
      report(error, io, false);
      return NON_BLOCKING;
    }
  };
}

const OPTIONS = { settings: { type: "string" }, home: { type: "string" }, thread: { type: "string" } } as const;
const HELP = `--home is the adapter's home, its own per harness (default $LINK_KIT_HOME, else
$XDG_STATE_HOME/link-kit/<harness>, that is ~/.local/state/link-kit/<harness>: never the
working directory, which is the user's project): the queue is
<home>/.lnk/agent-context/captures/ and the read positions <home>/.lnk/agent-context/positions.json.
--settings defaults to $LINK_KIT_SETTINGS; --thread to link:main. New lines are admitted to the
queue before storage is contacted (a long backlog a piece at a time, the queue replayed whenever
it is full), then the queue is replayed in order. A line whose record no batch can hold (16 MiB)
is left out and named on stderr, once; the rest is captured. A transcript shorter than where the
last run stopped, or with other bytes just before it (replaced), is read again from its start:
what was captured is found again by its sources. When the adapter's home has no room to admit
(a full disk), the queue is replayed first, which frees what admission needs. A batch the store
refuses for a record's content (a source captured before with other content) is set aside under
<queue>/set-aside/ with a note of why, named once on stderr (exit 1), and capture goes on; its
other records are stored. On any failure (storage down, an unusable queue entry, a wrong option)
it prints one line on stderr and exits 1, which the harness takes as a non-blocking failure:
a hook never exits 2, which would block Claude Code. What was admitted stays queued for the next
run, and lines not admitted are read again then.`;

export const HOOK_COMMANDS: Command[] = [
  {
    name: ["hook", "claude"],
    usage: "[--settings <file>] [--home <dir>] [--thread <link:name>] < hook.json",
    summary:
      "a Claude Code hook (SessionStart, UserPromptSubmit, Stop, PreCompact, SessionEnd): captures what is new in the session's transcript (C10, Q1-Q4); at SessionStart, prints the session's context",
    help: `Reads the hook's JSON on stdin (session_id, transcript_path, cwd, hook_event_name). Register it for
SessionStart, UserPromptSubmit, Stop, PreCompact and SessionEnd (link-kit setup claude does). At
SessionStart it replays the queue, then prints {"hookSpecificOutput": {"hookEventName":
"SessionStart", "additionalContext": "..."}}: the harness's memory exported, what moved since this
adapter last had the thread, others' memory, the thread's latest events. ${HELP}`,
    options: OPTIONS,
    run: hook(CLAUDE_CODE),
  },
  {
    name: ["hook", "gemini"],
    usage: "[--settings <file>] [--home <dir>] [--thread <link:name>] < hook.json",
    summary:
      "a Gemini CLI hook (SessionStart, AfterAgent, SessionEnd): captures what is new in the session's chat recording (C10, Q1-Q4); at SessionStart, prints the session's context",
    help: `Reads the hook's JSON on stdin (session_id, transcript_path, cwd, hook_event_name); the recording
is JSON Lines, or the older single JSON, which is read whole. ${HELP}`,
    options: OPTIONS,
    run: hook(GEMINI),
  },
  {
    name: ["hook", "codex"],
    usage: "[--settings <file>] [--home <dir>] [--thread <link:name>] '<notify json>'",
    summary: "a Codex notify program: captures what is new in the session's rollout (C10, Q1-Q4)",
    help: `Reads the notify JSON from its last argument (thread-id names the session; the rollout is found
under $CODEX_HOME/sessions, default ~/.codex/sessions). ${HELP}`,
    options: OPTIONS,
    positionals: true,
    run: hook(CODEX),
  },
];
