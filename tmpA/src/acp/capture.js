// ACP `session/update` notifications to captured records (C1-C4, C6, C8, C9): each record keeps
// the notifications it came from verbatim under `native`, with a source `{adapter: "acp:<agent>",
// native_session: <ACP session id>, native_record: ...}`. The rules, each by the field it relies on:
// - `session/prompt`'s `prompt` is the turn's `user` record, `prompt:<time>:<digest>`, before the
//   turn's updates (agents do not echo a live prompt as `user_message_chunk`; one that does, with
//   the same text, has its echo kept raw-only, so a prompt is one user event).
// - `user_message_chunk` and `agent_message_chunk`: the chunks of one message are joined into one
//   record (`user`, `assistant`), its text the text blocks' text. A message ends when another kind
//   of update comes, its `messageId` changes, or the turn ends. Its record is the `messageId`
//   where the agent gives one, else `message:<n>`, the message's place in the session.
// - `agent_thought_chunk`: joined the same way and kept raw-only, never as text (C8).
// - `tool_call` is `tool` (its title), `tool:<toolCallId>`; each `tool_call_update` is `tool` too
//   (its status and text content, or where an agent puts the output only in `rawOutput`, as
//   codex-acp does, that output), `tool:<toolCallId>:<k>` for the call's k-th update.
// - Everything else (`plan`, `available_commands_update`, mode and config updates, unknown kinds)
//   is raw-only, `update:<kind>:<k>`.
// A `session/load` replays the session's history from its start: a capture begun afresh for it
// derives the same records, which the store finds already captured (C9) and does not append again.
import { createHash } from "node:crypto";
import { fieldsOf as fields, stringify } from "../json/index.js";
const MESSAGE_ROLES = {
    user_message_chunk: "user",
    agent_message_chunk: "assistant",
    agent_thought_chunk: undefined,
};
/** The text of a content block (or a tool call's content list): its text parts, joined. */
function contentText(content) {
    if (Array.isArray(content))
        return content
            .map((c) => contentText(fields(c).content ?? c))
            .filter((t) => t !== "")
            .join("\n");
    const block = fields(content);
    return block.type === "text" && typeof block.text === "string" ? block.text : "";
}
/**
 * A tool's output as an agent put it in `rawOutput` only (codex-acp): a string, or the output-like
 * member of an object (`formatted_output`, `aggregated_output`, `output`, `stdout`), else none.
 */
function rawOutputText(raw) {
    if (typeof raw === "string")
        return raw;
    const r = fields(raw);
    for (const key of ["formatted_output", "aggregated_output", "output", "stdout"]) {
        const value = r[key];
        if (typeof value === "string" && value !== "")
            return value;
    }
    return "";
}
/** The capture of one ACP session: push each `session/update`'s params, flush at the end of a turn. */
export class SessionCapture {
    adapter;
    session;
    joining;
    messages = 0;
    /** The last prompt's text: an agent that echoes it as `user_message_chunk` adds no second user event. */
    echo;
    counts = new Map();
    constructor(adapter, session) {
        this.adapter = adapter;
        this.session = session;
    }
    source(nativeRecord) {
        return { adapter: this.adapter, native_session: this.session, native_record: nativeRecord };
    }
    next(key) {
        const n = (this.counts.get(key) ?? 0) + 1;
        this.counts.set(key, n);
        return n;
    }
    /** One notification's params; returns the records it completed. */
    push(params) {
        const update = fields(fields(params).update);
        const kind = typeof update.sessionUpdate === "string" ? update.sessionUpdate : "unknown";
        const out = [];
        if (kind in MESSAGE_ROLES) {
            const messageId = typeof update.messageId === "string" ? update.messageId : undefined;
            if (this.joining && (this.joining.kind !== kind || this.joining.messageId !== messageId))
                out.push(...this.flush());
            this.joining ??= { kind, ...(messageId ? { messageId } : {}), notifications: [] };
            this.joining.notifications.push(fields(params));
            return out;
        }
        out.push(...this.flush());
        if (kind === "tool_call" || kind === "tool_call_update") {
            const id = typeof update.toolCallId === "string" ? update.toolCallId : "unknown";
            const nativeRecord = kind === "tool_call" ? `tool:${id}` : `tool:${id}:${this.next(`tool:${id}`)}`;
            const text = [
                typeof update.title === "string" ? update.title : "",
                typeof update.status === "string" ? `(${update.status})` : "",
                contentText(update.content) || rawOutputText(update.rawOutput),
            ]
                .filter((t) => t !== "")
                .join(" ");
            out.push({ record: { role: "tool", text, native: params }, source: this.source(nativeRecord) });
            return out;
        }
        out.push({ record: { native: params }, source: this.source(`update:${kind}:${this.next(`update:${kind}`)}`) });
        return out;
    }
    /**
     * The person's prompt (`session/prompt`'s params): a `user` record of its text blocks, keeping the
     * params as `native`. Its record is `prompt:<time>:<digest>`: the proxy sees each prompt once,
     * and a prompt re-sent is another turn.
     */
    prompt(params) {
        const p = fields(params);
        const text = contentText(p.prompt);
        const at = new Date().toISOString();
        const digest = createHash("sha256")
            .update(stringify(p.prompt))
            .digest("hex")
            .slice(0, 16);
        this.echo = text;
        return { record: { role: "user", text, at, native: params }, source: this.source(`prompt:${at}:${digest}`) };
    }
    /** The message being joined, complete now (the turn ended, or another kind of update came). */
    flush() {
        const joining = this.joining;
        if (joining === undefined)
            return [];
        this.joining = undefined;
        this.messages++;
        let role = MESSAGE_ROLES[joining.kind];
        const text = joining.notifications.map((n) => contentText(fields(n.update).content)).join("");
        if (role === "user" && this.echo !== undefined && text === this.echo)
            role = undefined; // the prompt, echoed: kept raw
        if (role === "user")
            this.echo = undefined;
        const record = role ? { role, text, native: joining.notifications } : { native: joining.notifications };
        return [{ record, source: this.source(joining.messageId ?? `message:${this.messages}`) }];
    }
}
