// Capture-queue batch files edited the way a later kit or another agent would write them: the
// head line replaced and checksummed again, so the file is whole and says something else.

import { readFileSync, writeFileSync } from "node:fs";

import { encodeLine } from "../../src/durable/lines.js";
import { parse, stringify, type JsonValue } from "../../src/json/index.js";

/** A batch file's text with its head line replaced by `edit`'s, checksummed as a writer would. */
export function rehead(text: string, edit: (head: Record<string, unknown>) => Record<string, unknown>): string {
  const newline = text.indexOf("\n");
  const head = parse(text.slice(17, newline)) as Record<string, unknown>;
  return encodeLine(stringify(edit(head) as JsonValue)) + text.slice(newline + 1);
}

/** Rewrites the batch file at `file` with its head edited (see `rehead`). */
export function reheadFile(file: string, edit: (head: Record<string, unknown>) => Record<string, unknown>): void {
  writeFileSync(file, rehead(readFileSync(file, "utf8"), edit));
}
