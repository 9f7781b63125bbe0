// Which harness wrote a file (issue 32.5): capture appends to an archive that keeps everything, so
// a file in another harness's format (or not a transcript at all) would be archived for good as
// raw-only records. Each harness's format is recognised by the fields its lines carry, and a file
// that is not it is refused, naming what was found, before a record is made. The rules:
// - Claude Code: lines with a `type` and a `uuid`, `sessionId`, `leafUuid` or `messageId` (and no
//   `payload` or `projectHash`, which the others carry).
// - Codex: lines `{timestamp, type, payload}`.
// - Gemini CLI: one JSON document with a `messages` array (the older form), or JSON Lines of a
//   metadata line (`sessionId` and `projectHash`, no `type`), messages (`id` and a `type` of
//   user, gemini, info, error or warning), `$set` or `$rewindTo`.
// A file with no complete line yet is accepted: there is nothing to tell it by.

import { fieldsOf, JsonError, parse } from "../json/index.js";
import { CLAUDE_CODE } from "./claude-code.js";
import { CODEX } from "./codex.js";
import { GEMINI } from "./gemini.js";

/** A file given to capture for one harness that holds another harness's format, or none. */
export class WrongFormat extends Error {
  readonly kind = "wrong_format";
  constructor(
    readonly file: string,
    harness: string,
    found: string,
  ) {
    super(`${file} is ${found}, not a ${NAMES[harness] ?? harness} transcript: nothing was archived (--force takes it as it is)`);
  }
}

const NAMES: Record<string, string> = { [CLAUDE_CODE]: "Claude Code", [CODEX]: "Codex", [GEMINI]: "Gemini CLI" };
const GEMINI_TYPES = new Set(["user", "gemini", "info", "error", "warning"]);

type Kind = typeof CLAUDE_CODE | typeof CODEX | typeof GEMINI | "json" | "text";

const FOUND: Record<Kind, string> = {
  [CLAUDE_CODE]: "a Claude Code transcript",
  [CODEX]: "a Codex rollout",
  [GEMINI]: "a Gemini CLI recording",
  json: "JSON of no harness's transcript shape",
  text: "not JSON Lines (lines that are not JSON)",
};

/** Which harness a line's value is from, by its fields. */
function lineKind(value: unknown): Kind {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "json";
  const l = fieldsOf(value);
  if (typeof l.type === "string" && "payload" in l && "timestamp" in l) return CODEX;
  if ("$set" in l || "$rewindTo" in l) return GEMINI;
  if (typeof l.sessionId === "string" && typeof l.projectHash === "string" && l.type === undefined) return GEMINI;
  if (typeof l.id === "string" && typeof l.type === "string" && GEMINI_TYPES.has(l.type) && "content" in l) return GEMINI;
  if (typeof l.type === "string" && ("uuid" in l || "sessionId" in l || "leafUuid" in l || "messageId" in l)) return CLAUDE_CODE;
  return "json";
}

/** How many leading lines are enough to tell a format by. */
const LINES = 50;

/**
 * Refuses (throws WrongFormat) a file that is not `harness`'s format: it must hold a line (or, for
 * Gemini CLI, be a document) of that harness. `name` names the file in the message.
 */
export function recogniseFormat(harness: string, bytes: Uint8Array, name: string): void {
  const counts = new Map<Kind, number>();
  let start = 0;
  for (let seen = 0; seen < LINES && start < bytes.length;) {
    const newline = bytes.indexOf(0x0a, start);
    if (newline < 0) break; // a torn last line: not read yet
    const line = Buffer.from(bytes.buffer, bytes.byteOffset + start, newline - start)
      .toString("utf8")
      .trim();
    start = newline + 1;
    if (line === "") continue;
    seen++;
    let kind: Kind;
    try {
      kind = lineKind(parse(line));
    } catch (error) {
      if (!(error instanceof JsonError)) throw error;
      kind = "text";
    }
    if (kind === harness) return;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  // The older Gemini CLI form is one document over many lines.
  const whole = documentKind(bytes);
  if (whole === GEMINI && harness === GEMINI) return;
  if (counts.size === 0 && whole === undefined) return; // no complete line yet
  const found = whole === GEMINI ? "a Gemini CLI session (one JSON document)" : FOUND[mostOf(counts)];
  throw new WrongFormat(name, harness, found);
}

/** Gemini CLI when the whole file is one document with `messages`; undefined otherwise. */
function documentKind(bytes: Uint8Array): Kind | undefined {
  try {
    const value = fieldsOf(parse(bytes));
    return Array.isArray(value.messages) ? GEMINI : undefined;
  } catch (error) {
    if (error instanceof JsonError) return undefined;
    throw error;
  }
}

function mostOf(counts: Map<Kind, number>): Kind {
  let best: Kind = "text";
  let most = -1;
  for (const [kind, n] of counts)
    if (n > most) {
      best = kind;
      most = n;
    }
  return best;
}
