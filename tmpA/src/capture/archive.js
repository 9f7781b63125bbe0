// C7: the archive is the harness's own transcript. A chat copy made for a person (Link's event
// view, a harness's prompt history) omits tool calls and results, summaries and unfinished turns,
// so capturing one would archive a smaller record as if it were the whole: capture refuses it,
// naming the file and what it is, before a record is made. The rules, each with the field it
// relies on (none of these shapes is a line a native transcript holds):
// - Link's event view: a line that is a `store::context::Event` (`seq`, `role`, `text`).
// - Link's own context output: a whole file that is a `store::context::Snapshot` (`context read
//   --json`); its records are Link's already, and captured again they would nest.
// - A harness's own prompt history (Claude Code's `~/.claude/history.jsonl`, Codex's
//   `~/.codex/history.jsonl`, Gemini CLI's `logs.json`): each adapter's `chatCopy` in src/harness/.
import { ADAPTERS } from "../harness/index.js";
import { validate } from "../validate/index.js";
/** A file given to capture that is a chat copy, not a native transcript (C7). */
export class NotATranscript extends Error {
    file;
    kind = "not_a_transcript";
    constructor(file, what) {
        super(`${file} is ${what}: not a native transcript, so it is not archived; capture the harness's own transcript (C7)`);
        this.file = file;
    }
}
const object = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
/**
 * What chat copy a file is, if it is one, from its first line's value (or, when that line is not
 * JSON on its own, the whole file's): each rule above, by the fields it names.
 */
export function chatCopy(value) {
    if (object(value)) {
        if (validate("store::context::Event", value).ok)
            return "Link's event view (store::context::Event lines), the chat copy without tool calls, summaries or unfinished turns";
        if (validate("store::context::Snapshot", value).ok)
            return "Link's own context output (a store::context::Snapshot, as `context read --json` prints it), whose records Link holds already";
    }
    for (const adapter of ADAPTERS) {
        const copy = adapter.chatCopy(value);
        if (copy !== undefined)
            return copy;
    }
    return undefined;
}
