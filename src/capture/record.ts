// A captured record (C1-C4, C6, C8): the common fields a native line maps to, with the native
// line itself kept verbatim beside them as `native`. A line with no portable role becomes a
// record without `role`: it stays in the raw log and yields no event (C3). Reasoning that was
// never shown (thinking, redacted or encrypted reasoning) never goes into `text` (C8).

import type { Role, Source } from "../../generated/index.js";
import { stringify, utf8Text, type JsonValue } from "../json/index.js";

export interface Captured {
  /** The record's JSON text: common fields first, then `native` with the line's original bytes. */
  record: string;
  source: Source;
  role?: Role;
  /**
   * `record` in parts: the text before the native line, and the line; `record` is the two, then
   * `}`. A reader gives the line as the bytes it read when they are exactly its UTF-8, so that an
   * import's frames copy them rather than encode the line again, and the head as bytes when it
   * holds the line's own strings (see `captureClaudeCode` in src/harness/claude-code.ts).
   */
  parts?: { head: string | Uint8Array; native: string | Uint8Array };
}

/** The common fields of a record. */
export interface RecordFields {
  role?: Role;
  text?: string;
  at?: string;
  from?: string;
}

export function capturedRecord(line: string, source: Source, fields: RecordFields): Captured {
  return new CapturedLine(source, fields.role, recordHead(fields), line);
}

/** A record's text up to its native line: the common fields, then `"native":`. */
export function recordHead(fields: RecordFields): string {
  // The common fields are strings, which JSON.stringify prints as src/json does; the native line
  // goes in as it is, with no value tree printed again (an import holds thousands of them).
  let head = "{";
  if (fields.role) {
    head += `"role":${JSON.stringify(fields.role)},`;
    if (fields.text !== undefined) head += `"text":${JSON.stringify(fields.text)},`;
  }
  if (fields.at !== undefined) head += `"at":${JSON.stringify(fields.at)},`;
  if (fields.from !== undefined) head += `"from":${JSON.stringify(fields.from)},`;
  return `${head}"native":`;
}

/**
 * A captured record held as its parts, its text printed when asked: an import never asks, so a
 * line's decoded text is garbage once the line is classified. The reader puts the bytes it read
 * in place of the line's text when they are exactly its UTF-8 (`withBytes` in reader.ts).
 */
export class CapturedLine implements Captured {
  readonly parts: { head: string | Uint8Array; native: string | Uint8Array };
  readonly role?: Role;

  constructor(
    readonly source: Source,
    role: Role | undefined,
    head: string | Uint8Array,
    native: string | Uint8Array,
  ) {
    if (role !== undefined) this.role = role;
    this.parts = { head, native };
  }

  get record(): string {
    return `${utf8Text(this.parts.head)}${utf8Text(this.parts.native)}}`;
  }
}

/** The text of content blocks of one kind, joined; other kinds (thinking, images) are skipped. */
export function blockText(content: unknown, kind: string, field = "text"): string | undefined {
  if (!Array.isArray(content)) return undefined;
  const parts = content
    .filter((b): b is Record<string, unknown> => typeof b === "object" && b !== null && (b as Record<string, unknown>).type === kind)
    .map((b) => (typeof b[field] === "string" ? (b[field] as string) : stringify((b[field] ?? "") as JsonValue)));
  return parts.length > 0 ? parts.join("\n") : undefined;
}
