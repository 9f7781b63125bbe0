import type { Source } from "../../generated/index.js";
import { type Captured } from "../capture/record.js";
import type { HarnessAdapter } from "./adapter.js";
export declare const GEMINI = "gemini-cli";
/** The session a line names, when it is the metadata line. */
export declare function geminiSession(value: unknown): string | undefined;
/** The message last seen and the tool calls already captured as finished (the reader keeps it). */
export interface GeminiLast {
    id: string;
    calls: string[];
}
/**
 * One message (a JSON Lines record, or an element of the single-JSON form's `messages`), and what
 * to remember of it. `last` is the message the line before named, to tell an update from a turn.
 */
export declare function captureGeminiMessage(text: string, value: unknown, source: Source, last?: GeminiLast): {
    record: Captured;
    last?: GeminiLast;
};
/** One JSON Lines line of a recording (`file`). */
export declare function captureGemini(line: string, value: unknown, lineNumber: number, session: string, file: string, last?: GeminiLast): {
    record: Captured;
    last?: GeminiLast;
};
/**
 * The older single-JSON form (see the header): the document's other members as one raw-only
 * record, then one record per message, holding its original bytes and identified by its `id`, and
 * for a reply that also made tool calls a record of them. With `growing` (the file may still be
 * rewritten), a last message that is not final is left for a later read. A file that is not that
 * form gives none (the caller reads it as JSON Lines).
 */
export declare function captureGeminiDocument(text: string, fallbackSession: string, options?: {
    growing?: boolean;
}): Captured[] | undefined;
/** The heading Gemini CLI's save_memory appends under. */
export declare const GEMINI_ADDED = "## Gemini Added Memories";
/**
 * Splits a GEMINI.md into the file without its `## Gemini Added Memories` section and the
 * section (heading to the next `## ` heading or the end); `added` is undefined without one.
 */
export declare function splitGeminiAdded(text: string): {
    rest: string;
    added?: string;
};
export declare const geminiCli: HarnessAdapter;
