// `link-kit hook <harness>` (C10, Q1-Q4, Q7): what a harness's hook runs on every turn. This file is
// the command's arguments and exit codes only: the harness's adapter (src/harness/) reads its
// input and names its transcripts, and the one capture session (src/adapter/capture.ts) reads
// what is new, admits it to the capture queue durably, and only then replays the queue through the
// bridge. Storage down, or anything else failing, is one line on stderr and the harness's
// non-blocking exit code (1): the harness goes on, and what was admitted stays queued for the
// next run.

import { appendFileSync, mkdirSync, renameSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

import { homeDir, INSIDE_ACP } from "../env.js";

import { prepareSession } from "../adapter/session.js";
import { AdapterStateFile } from "../adapter/state.js";
import { defaultHome } from "../setup/harnesses.js";
import { ADAPTERS, type HarnessAdapter } from "../harness/index.js";
import { Bridged } from "../bridge/client.js";
import { bindingFrom } from "../bridge/config.js";
import { nativeMemory } from "../memory/native.js";
import { stringify, type JsonValue } from "../json/index.js";
import { captureSession } from "../adapter/capture.js";
import { CaptureQueue, MAX_TRANSCRIPTS, QUEUE_LIMITS, setAsideLine } from "../queue/index.js";
import { isoTime } from "../time.js";
import type { Args, Command, Io } from "./command.js";
import { InputError, parseInput, readInput, report, settingsFrom, threadArg } from "./common.js";
import { DETACHED, DETACHED_LOG, DETACHED_NICE } from "./detach.js";
import { EXIT, UsageError, type ExitCode } from "./exit.js";

/** The exit code Claude Code and Codex take as "the hook failed; go on" (2 would block Claude Code). */
const NON_BLOCKING = EXIT.failure;

/** The hook's JSON input: on stdin, or (a notify program) its last argument. */
function hookInput(harness: HarnessAdapter, args: Args): Record<string, unknown> {
  const fromArgument = harness.hookInput === "last-argument" && args.positionals.length > 0;
  const text = fromArgument ? (args.positionals.at(-1) as string) : readInput("-", "the hook input").toString("utf8");
  const input = parseInput(text, fromArgument ? "the notify argument" : "the hook input on stdin");
  if (input === null || typeof input !== "object" || Array.isArray(input))
    throw new InputError("invalid", "the hook input is not a JSON object");
  return input as Record<string, unknown>;
}

/**
 * The lines of a detached hook (`--detach`; nobody reads its stderr), appended to the home's log,
 * `<home>/.lnk/agent-context/hook.log`, private, the one before kept as `hook.log.1` once it
 * passes 1 MiB. What cannot be written there is lost: the harness went on long ago.
 */
function detachedLog(home: string, harness: HarnessAdapter): (line: string) => void {
  return (line) => {
    try {
      const file = join(home, DETACHED_LOG);
      mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
      if ((statSync(file, { throwIfNoEntry: false })?.size ?? 0) > LOG_BYTES) renameSync(file, `${file}.1`);
      appendFileSync(file, `${isoTime()} hook ${harness.word}: ${line}\n`, { mode: 0o600 });
    } catch {
      // nowhere left to say it
    }
  };
}

const LOG_BYTES = 1024 * 1024;

function hook(harness: HarnessAdapter) {
  return async (args: Args, given: Io): Promise<ExitCode> => {
    let io = given;
    try {
      const home = resolve(args.string("home") ?? defaultHome(harness.word));
      if (process.env[DETACHED] === "1") io = { ...given, err: detachedLog(home, harness) };
      const settingsPath = args.string("binding") ?? process.env.LINK_KIT_BINDING ?? process.env.LINK_KIT_SETTINGS;
      const thread = threadArg(args.string("thread") ?? "link:main");
      const settings = settingsFrom(settingsPath);
      const agent = settings.storage?.agent;
      if (!agent) throw new UsageError(`${settingsPath} has no storage binding`);
      const input = hookInput(harness, args);
      if (process.env[INSIDE_ACP]) {
        // The harness runs inside `link-kit acp`, which captures its turns into its own thread
        // (issue 38.9): the turn lands once, there.
        if (process.env.LINK_KIT_DEBUG === "1")
          io.err(`link-kit: inside link-kit acp (thread ${process.env[INSIDE_ACP]}): the proxy captures this turn`);
        return EXIT.ok;
      }
      const transcripts = harness.hookTranscripts(input, thread, process.env).map((t) => ({
        transcript: t.file,
        thread: threadArg(t.thread, "--thread"),
        harness: harness.id,
      }));
      const context = typeof input.hook_event_name === "string" && harness.contextEvents.includes(input.hook_event_name);
      if (transcripts.length === 0 && !context) {
        // Nothing written yet (a new session's first event, a turn the harness did not record).
        if (process.env.LINK_KIT_DEBUG === "1")
          io.err(`link-kit: ${harness.title} named no transcript that exists yet: nothing to capture`);
        return EXIT.ok;
      }
      const queue = CaptureQueue.open(home, agent);
      try {
        return await queue.locked(async () => {
          const client = new Bridged(bindingFrom(settings));
          try {
            // Admit first, then replay the queue (the one capture session every driver runs). At a
            // context event the harness waits for its context: the queue is replayed (Q2) and the
            // transcript left to the next event, which reads it from the same position (7 to 9 ms of
            // each SessionStart, in a Codex scene: a batch written and fsynced, stored, a position
            // written). What it holds by then (a Codex session_meta, a resumed session's tail) is
            // captured by that event.
            const report = await captureSession(queue, client, home, context ? [] : transcripts, {
              note: (line) => io.err(`link-kit: ${line}`),
            });
            if (context) {
              queue.assertReadable(); // replayed just above (Q2); what cannot be used refuses context (Q6)
              // R5-R8: native memory exported and reconciled, what moved since this adapter last had the
              // thread, others' memory supplied, then the context selected; the state keeps the mapping.
              const state = AdapterStateFile.open(home, harness.id);
              try {
                const cwd = typeof input.cwd === "string" && input.cwd !== "" ? input.cwd : process.cwd();
                const { files } = nativeMemory(harness.id, { cwd, home: homeDir() });
                const prepared = await prepareSession(client, state, {
                  thread,
                  home,
                  native: files,
                  ...(typeof input.session_id === "string" && input.session_id !== "" ? { nativeSession: input.session_id } : {}),
                });
                if (prepared.text !== "") io.out(harness.contextOutput(prepared.text)); // a new thread says nothing
              } finally {
                state.close();
              }
            } else if (args.json) {
              const { oversized: _, ...drained } = report;
              io.out(stringify(drained as unknown as JsonValue));
            }
            // A batch the store refused for a record's content, named once, on the run that set it aside.
            for (const aside of report.setAside) io.err(`link-kit: ${setAsideLine(aside)}`);
            if (report.oversized.size > 0) {
              // Said once, on the run that passed them; when context goes out, it still goes in (a
              // harness ignores the output of a failed hook), elsewhere the run is a failure.
              io.err(
                `link-kit: too_large: ${[...report.oversized].map(([source, bytes]) => `${source} (${bytes} bytes)`).join(", ")}: larger than a capture batch holds (${QUEUE_LIMITS.batchBytes} bytes), not captured; the rest was`,
              );
              if (!context) return NON_BLOCKING;
            }
            if (report.setAside.length > 0 && !context) return NON_BLOCKING;
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

const OPTIONS = { binding: { type: "string" }, home: { type: "string" }, thread: { type: "string" }, detach: { type: "boolean" } } as const;
const HELP = `With --detach (what setup writes for the events that only capture) the hook starts its run
in a process of its own, at a lower priority (nice +${DETACHED_NICE}: the harness's work goes first),
and exits 0 at once, before the kit is loaded: the harness never waits for a capture. That run
reads the same input and stores within a second or two; its lines go to
<home>/.lnk/agent-context/hook.log instead of stderr. Without it the hook returns once its
capture is stored or queued. --home is the adapter's home, its own per harness (default $LINK_KIT_HOME, else
$XDG_STATE_HOME/link-kit/<harness>, that is ~/.local/state/link-kit/<harness>: never the
working directory, which is the user's project): the queue is
<home>/.lnk/agent-context/captures/ and the read positions <home>/.lnk/agent-context/positions.json
(of the latest ${MAX_TRANSCRIPTS} transcripts read: an older one is read again from its start, and what is
stored already is found again by its sources).
--binding defaults to $LINK_KIT_BINDING; --thread to link:main. New lines are admitted to the
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

export const HOOK_COMMANDS: Command[] = ADAPTERS.map((harness) => ({
  name: ["hook", harness.word],
  usage: harness.hookHelp.usage,
  summary: harness.hookHelp.summary,
  help: `${harness.hookHelp.help} ${HELP}`,
  options: OPTIONS,
  ...(harness.hookInput === "last-argument" ? { positionals: true } : {}),
  run: hook(harness),
}));
