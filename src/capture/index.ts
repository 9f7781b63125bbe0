// Native-record capture (C1-C4, C8): a whole native transcript to captured records, one per
// line, each with stable source correlation. Lines that are not JSON are kept too, as records
// with no role, so nothing of the native history is lost (C6).

import { basename } from "node:path";

import { JsonError, parse } from "../json/index.js";
import { captureClaudeCode, CLAUDE_CODE } from "./claude-code.js";
import { captureCodex, codexSession, CODEX } from "./codex.js";
import { capturedRecord, type Captured } from "./record.js";

export type Harness = typeof CLAUDE_CODE | typeof CODEX;
export { CLAUDE_CODE, CODEX, type Captured };

/** Captures every non-empty line of a transcript, in order. `name` is its file name. */
export function captureTranscript(harness: Harness, text: string, name: string): Captured[] {
  const fallback = basename(name).replace(/\.jsonl$/, "");
  let session = fallback;
  const out: Captured[] = [];
  text.split("\n").forEach((raw, index) => {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (line.trim() === "") return;
    const number = index + 1;
    let value: unknown;
    try {
      value = parse(line);
    } catch (error) {
      if (!(error instanceof JsonError)) throw error;
      const source = { adapter: harness, native_session: session, native_record: `line:${number}` };
      out.push(capturedRecord(JSON.stringify(line), source, {}));
      return;
    }
    if (harness === CODEX) {
      session = codexSession(value) ?? session;
      out.push(captureCodex(line, value, number, session));
    } else {
      out.push(captureClaudeCode(line, value, number, fallback));
    }
  });
  return out;
}
