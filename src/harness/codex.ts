// Codex's adapter: its two set-ups, its rollouts
// (`$CODEX_HOME/sessions/YYYY/MM/DD/rollout-<time>-<id>.jsonl`, lines `{timestamp, type,
// payload}`) and its memory (the AGENTS.md chain, `memories/`). Checked against Codex 0.171 run
// for real (test/harnesses/) and rollouts of 0.77 and 0.104 (test/fixtures/codex/).
//
// The set-ups. A Codex with hooks (`codex features list` says `hooks ... true`; 0.171 does) gets
// the kit's hook in `$CODEX_HOME/hooks.json` (the Claude Code format: SessionStart, Stop,
// SessionEnd, not UserPromptSubmit, whose run each turn paid for to read what Stop reads, issue
// 43.1; input on stdin with `transcript_path`), SessionStart
// answering the session's context as Claude Code's does; Codex runs such a hook only once trusted,
// and setup trusts the kit's own through `codex app-server` (codex-app-server.ts). Any other
// Codex, or none on PATH, gets the legacy `notify` program in `$CODEX_HOME/config.toml` (one JSON
// argument naming `thread-id`; no context). The hook takes either input.
//
// The rules, each with the native field it relies on:
// - The person's own words. Rollouts that mark each input item's provenance (0.171:
//   `content_item_metadata[].provenance.type`, `user` for typed text, `harness` for what Codex
//   injects: `<environment_context>`, AGENTS.md, skills) take the `user` event from the
//   `response_item` user message's items marked `user`; such a rollout writes no `event_msg`
//   `user_message` (and one that did is raw-only there, so a prompt is one event). Rollouts
//   without provenance (0.39-0.142) take it from `event_msg` `user_message` (its `message`), and
//   their model-facing user messages, which mix injected text with the input, are raw-only.
//   Either way Codex's own notes in the user channel (`<turn_aborted>`) are cut out, and a text of
//   nothing else is raw-only.
// - The assistant's words are the `response_item` assistant message (`output_text`); the
//   `event_msg` `agent_message` repeating them is raw-only.
// - Tool-like items are `tool`: `function_call`, `custom_tool_call`, `local_shell_call`,
//   `web_search_call` (its query), and any other `*_call`; their outputs (`*_call_output`).
// - A local compaction (`compacted` with its `message`) is `summary`. A remote compaction, whose
//   summary is `encrypted_content`, stays raw-only: unreadable, never placeholder text (C8).
// - Reasoning (`reasoning` items, `agent_reasoning` events), developer and system messages, and
//   session bookkeeping (`session_meta`, `turn_context`, token counts) have no portable role.
// - A notify for a thread with no rollout (the TUI's unrecorded title turn) has nothing to read.

import type * as ChildProcess from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, join, relative, resolve } from "node:path";

import { envDir, homeDir } from "../env.js";

import type { Source } from "../../generated/index.js";
import { blockText, capturedRecord, type Captured } from "../capture/record.js";
import { fieldsOf as fields } from "../json/index.js";
import type { HarnessAdapter, LineRead, MemoryFile, ReaderState } from "./adapter.js";
import { HookInputError, isFile, memoryDir, sessionStartOutput } from "./common.js";

export const CODEX = "codex";

type Fields = Record<string, unknown>;

/** Codex's notes in the user channel: cut out of the person's text. */
const HARNESS_BLOCK = /<turn_aborted>[\s\S]*?<\/turn_aborted>/g;

/** What is left of a user text once Codex's own notes are cut out; undefined when nothing is. */
function ownText(text: string): string | undefined {
  const left = text.replace(HARNESS_BLOCK, "").trim();
  return left === "" ? undefined : left === text.trim() ? text : left;
}

/** What a tool-like call did, as one line of text: its name and arguments, a command, or a query. */
function callText(payload: Fields): string {
  const name = typeof payload.name === "string" ? payload.name : String(payload.type).replace(/_call$/, "");
  if (typeof payload.arguments === "string") return `${name} ${payload.arguments}`;
  if (typeof payload.input === "string") return `${name} ${payload.input}`;
  const action = fields(payload.action);
  if (typeof action.query === "string") return `${name} ${action.query}`;
  if (Array.isArray(action.command)) return `${name} ${action.command.join(" ")}`;
  return name;
}

function outputText(output: unknown): string {
  if (typeof output === "string") return output;
  const o = fields(output);
  if (typeof o.content === "string") return o.content;
  return blockText(output, "output_text") ?? blockText(output, "input_text") ?? "";
}

/**
 * The provenance of each content item of a model-facing message, when the rollout marks it
 * (`content_item_metadata`, beside the message or in its metadata passthrough); undefined when not.
 */
function provenance(payload: Fields): string[] | undefined {
  const meta = payload.content_item_metadata ?? fields(payload.internal_chat_message_metadata_passthrough).content_item_metadata;
  if (!Array.isArray(meta)) return undefined;
  return meta.map((m) => String(fields(fields(m).provenance).type ?? ""));
}

/** The typed text of a message whose items are marked: the `user` items' text, joined. */
function typedText(payload: Fields, marks: string[]): string | undefined {
  const content = Array.isArray(payload.content) ? payload.content : [];
  const texts = content.flatMap((item, i) => {
    const c = fields(item);
    return marks[i] === "user" && typeof c.text === "string" ? [c.text] : [];
  });
  return texts.length > 0 ? ownText(texts.join("\n")) : undefined;
}

export function captureCodex(line: string, value: unknown, lineNumber: number, session: string, state?: ReaderState): LineRead {
  const l = fields(value);
  const payload = fields(l.payload);
  const source: Source = { adapter: CODEX, native_session: session, native_record: `line:${lineNumber}` };
  const at = typeof l.timestamp === "string" ? { at: l.timestamp } : {};
  const kind = typeof payload.type === "string" ? payload.type : "";
  const done = (record: Captured, next?: ReaderState): LineRead => ({ record, ...(next ? { state: next } : {}) });

  if (l.type === "event_msg" && kind === "user_message" && typeof payload.message === "string") {
    // Superseded by the marked message in a rollout that marks provenance.
    const own = state?.provenance === true ? undefined : ownText(payload.message);
    return done(own === undefined ? capturedRecord(line, source, at) : capturedRecord(line, source, { role: "user", text: own, ...at }));
  }
  if (l.type === "response_item") {
    if (kind === "message" && payload.role === "user") {
      const marks = provenance(payload);
      if (marks === undefined) return done(capturedRecord(line, source, at));
      const typed = typedText(payload, marks);
      const next = { ...state, provenance: true };
      return done(
        typed === undefined ? capturedRecord(line, source, at) : capturedRecord(line, source, { role: "user", text: typed, ...at }),
        next,
      );
    }
    if (kind === "message" && payload.role === "assistant") {
      return done(capturedRecord(line, source, { role: "assistant", text: blockText(payload.content, "output_text") ?? "", ...at }));
    }
    if (kind.endsWith("_call_output")) return done(capturedRecord(line, source, { role: "tool", text: outputText(payload.output), ...at }));
    if (kind.endsWith("_call")) {
      const text = callText(payload);
      return done(capturedRecord(line, source, { role: "tool", text, from: text.split(" ")[0] as string, ...at }));
    }
  }
  if (l.type === "compacted" && typeof payload.message === "string" && payload.message !== "") {
    return done(capturedRecord(line, source, { role: "summary", text: payload.message, ...at }));
  }
  return done(capturedRecord(line, source, at));
}

/** The session ID a rollout names in its `session_meta` line, if this line is one. */
export function codexSession(value: unknown): string | undefined {
  const l = fields(value);
  const payload = fields(l.payload);
  return l.type === "session_meta" && typeof payload.id === "string" ? payload.id : undefined;
}

/** Codex's home: `$CODEX_HOME`, else `~/.codex`. */
const codexHome = (env: NodeJS.ProcessEnv = process.env) => envDir("CODEX_HOME", () => join(homeDir(env), ".codex"), env);

/** The rollouts of session `id` under `<codex home>/sessions/YYYY/MM/DD/`, oldest first. */
function rollouts(root: string, id: string): string[] {
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
  return found.sort();
}

/** The hook events the kit registers in a Codex with hooks. */
const HOOK_EVENTS = ["SessionStart", "Stop", "SessionEnd"] as const;

/**
 * Node's child_process, required when first asked: only set-up runs Codex, and a hook, which
 * starts on every turn, never asks for it (nor for node:readline: codex-app-server.ts, which
 * loads it, is imported only when set-up trusts hooks).
 */
const childProcess = () => createRequire(import.meta.url)("node:child_process") as typeof ChildProcess;

/** True when the `codex` on PATH runs hooks from hooks.json (`codex features list`: `hooks <stage> true`). */
function hasHooks(env: NodeJS.ProcessEnv): boolean {
  const run = childProcess().spawnSync("codex", ["features", "list"], { env, encoding: "utf8", timeout: 15_000 });
  return run.status === 0 && /^hooks\s+\S+(?:\s+\S+)*?\s+true\s*$/m.test(run.stdout);
}

export const codex: HarnessAdapter = {
  id: CODEX,
  word: "codex",
  title: "Codex",
  program: "codex",
  settingsFile: () => join(codexHome(), "config.toml"),
  projectSettings: false,
  format: "toml",
  events: ["notify"],
  enableHooks: false,
  setupHelp:
    "$CODEX_HOME/hooks.json (default $HOME/.codex/hooks.json) where the Codex on PATH has hooks, trusted through codex app-server; else $CODEX_HOME/config.toml, as its notify program",

  hookInput: "last-argument",
  hookHelp: {
    usage: "[--detach] [--binding <file>] [--home <dir>] [--thread <link:name>] ['<notify json>' | < hook.json]",
    summary: `a Codex hook (${HOOK_EVENTS.join(", ")}) or notify program: captures what is new in the session's rollout; at SessionStart, prints the session's context`,
    help: `A Codex with hooks runs it from $CODEX_HOME/hooks.json for ${HOOK_EVENTS.join(", ")}, its JSON on
stdin (session_id, transcript_path, hook_event_name); at SessionStart it prints
{"hookSpecificOutput": {"hookEventName": "SessionStart", "additionalContext": "..."}} after replaying
the queue, and leaves the rollout to the next event. An older
Codex runs it as its notify program, the JSON its last argument (thread-id names the session; the
rollout is found under $CODEX_HOME/sessions, default ~/.codex/sessions). link-kit setup codex
writes whichever the installed Codex takes. A turn with no rollout (the TUI's title turn, which
Codex does not record) is nothing to read: exit 0.`,
  },
  hookTranscripts(input, thread, env) {
    if (typeof input.transcript_path === "string") {
      const transcript = resolve(input.transcript_path);
      return existsSync(transcript) ? [{ file: transcript, thread }] : [];
    }
    const id = input["thread-id"] ?? input.thread_id ?? input.session_id;
    if (typeof id !== "string" || !/^[A-Za-z0-9-]+$/.test(id))
      throw new HookInputError("the input names no transcript_path or thread-id (is this a Codex hook or notify?)");
    const found = rollouts(join(codexHome(env), "sessions"), id);
    return found.length === 0 ? [] : [{ file: found.at(-1) as string, thread }];
  },
  contextEvents: ["SessionStart"],
  contextOutput: sessionStartOutput,

  captureHelp: {
    file: "rollout.jsonl",
    summary: "imports a Codex rollout (~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl) into a thread",
  },
  formatName: "a Codex rollout",
  recognises(value) {
    const l = fields(value);
    return typeof l.type === "string" && "payload" in l && "timestamp" in l;
  },
  lineId: (_file, line) => `line:${line}`,
  fallbackSession: (file) => basename(file).replace(/\.jsonl$/, ""),
  readLine(text, value, line, session, state): LineRead {
    const named = codexSession(value);
    const read = captureCodex(text, value, line, named ?? session, state);
    return named === undefined ? read : { ...read, session: named };
  },
  readsWhole: () => false,
  chatCopy(value) {
    const l = fields(value);
    return l.type === undefined && typeof l.session_id === "string" && "ts" in l && typeof l.text === "string"
      ? "Codex's prompt history (~/.codex/history.jsonl), which holds only what was typed"
      : undefined;
  },

  memoryFiles(roots, chain, root): MemoryFile[] {
    const home = roots.codexHome ?? join(roots.home, ".codex");
    // Codex reads AGENTS.override.md in place of AGENTS.md where both are.
    const agents = (dir: string) => (isFile(join(dir, "AGENTS.override.md")) ? "AGENTS.override.md" : "AGENTS.md");
    const out: MemoryFile[] = [{ nativePath: `user/${agents(home)}`, file: join(home, agents(home)) }];
    for (const dir of chain) out.push({ nativePath: `project/${relative(root, join(dir, agents(dir)))}`, file: join(dir, agents(dir)) });
    const memories = join(home, "memories");
    for (const name of memoryDir(memories, true)) out.push({ nativePath: `memories/${name}`, file: join(memories, name) });
    return out;
  },
  memoryParts: (nativePath, text) => [{ nativePath, text }],
};

/** Codex's set-up where it has hooks: the kit's hook in hooks.json, trusted through Codex. */
export const codexHooks: HarnessAdapter = {
  ...codex,
  settingsFile: () => join(codexHome(), "hooks.json"),
  format: "json",
  events: HOOK_EVENTS,
  hookInput: "stdin",
  hookTrust: {
    trust: async (file, isKit, env) => (await import("./codex-app-server.js")).trustCodexHooks("codex", file, isKit, env),
    untrusted: async (file, isKit, env) =>
      hasHooks(env) ? (await import("./codex-app-server.js")).untrustedCodexHooks("codex", file, isKit, env) : undefined,
  },
};

// The registry's adapter knows both set-ups (assigned here: each names the other).
Object.assign(codex, {
  installedSetup: (env: NodeJS.ProcessEnv) => (hasHooks(env) ? codexHooks : codex),
  setups: [codexHooks, codex],
});
