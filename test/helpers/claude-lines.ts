// Claude Code lines at the edge of each rule of src/capture/claude-code-bytes.ts (and of the
// addon's encoding of them, native/claude.c): `SAME`, lines the bytes path takes, and `LEFT`,
// lines it leaves to `captureClaudeCode`. Written here from the shapes of the fixtures.

export const user = (content: unknown, extra: Record<string, unknown> = {}): string =>
  JSON.stringify({
    type: "user",
    uuid: "u-1",
    sessionId: "s-1",
    timestamp: "2026-01-02T03:04:05.000Z",
    message: { role: "user", content },
    ...extra,
  });

export const assistant = (content: unknown, extra: Record<string, unknown> = {}): string =>
  JSON.stringify({
    type: "assistant",
    uuid: "a-1",
    sessionId: "s-1",
    timestamp: "t",
    message: { model: "claude-x", role: "assistant", content },
    ...extra,
  });

/** Lines the bytes path takes, giving the record `captureClaudeCode` gives. */
export const SAME: readonly string[] = [
  // Tool results: a string, text blocks (joined), no text block, no content, an object, several results.
  user([{ type: "tool_result", tool_use_id: "t", content: 'line one\nline "two"\t\u001b[0m' }]),
  user([
    {
      type: "tool_result",
      content: [
        { type: "text", text: "a" },
        { type: "image", source: {} },
        { type: "text", text: "b" },
      ],
    },
  ]),
  user([{ type: "tool_result", content: [{ type: "image" }] }]),
  user([{ type: "tool_result" }]),
  user([{ type: "tool_result", content: { text: "not blocks" } }]),
  user([
    { type: "tool_result", content: "one" },
    { type: "text", text: "between" },
    { type: "tool_result", content: [{ type: "text", text: "two" }] },
  ]),
  user([{ type: "tool_result", content: "" }], { isMeta: true }),
  // The user's own text: plain, with markup cut out, only markup, interrupted, as blocks, whitespace.
  user("use tabs, please"),
  user("<system-reminder>be brief</system-reminder>please fix it"),
  user("<command-name>/clear</command-name>"),
  user("[Request interrupted by user]"),
  user([
    { type: "text", text: "first" },
    { type: "text", text: "second" },
  ]),
  user("   "),
  // Where the addon decides the user's text itself (no `<`): white space as String.prototype.trim
  // counts it, at either end, escaped or not; the notices alone, spaced, split across blocks.
  user("\u00a0\u3000\ufeff\u2028\u2029\u000b\f\r\n\t \u205f\u202f\u1680\u2000\u200a"),
  user(" \u000b kept, spaces and all \u00a0\n"),
  user("\u0085\u180e\u200b"),
  user("\u0001"),
  user("😀 wide ends 😀"),
  user(" \n [Request interrupted by user for tool use]\u00a0\t"),
  user("[Request interrupted by user]."),
  user("[request interrupted by user]"),
  user([
    { type: "text", text: "[Request interrupted" },
    { type: "text", text: " by user]" },
  ]),
  user([
    { type: "text", text: " \n" },
    { type: "text", text: "[Request interrupted by user]" },
    { type: "text", text: "\u3000" },
  ]),
  user([
    { type: "text", text: " " },
    { type: "text", text: "\t" },
  ]),
  user([{ type: "text", text: "a < b, said plainly" }]),
  user("mine, and no session named", { sessionId: undefined }),
  user("mine, in a subagent with no session named", { sessionId: undefined, isSidechain: true, agentId: "agent-8" }),
  user("hidden", { isMeta: true }),
  user(42),
  // The assistant: text blocks (thinking skipped), tool calls (several; input missing or null), thinking only, no model.
  assistant([
    { type: "thinking", thinking: "never shown", signature: "sig" },
    { type: "text", text: "done é 😀" },
  ]),
  assistant([{ type: "tool_use", id: "1", name: "Bash", input: { command: "ls -la", n: [1, 2.5, null, true] } }]),
  assistant([
    { type: "tool_use", name: "A", input: null },
    { type: "tool_use", name: "B" },
  ]),
  assistant([{ type: "redacted_thinking", data: "opaque" }]),
  // Tool calls as the line has them but JSON.stringify prints otherwise (the addon leaves these):
  // a fraction, -0, keys that start with a digit (JavaScript puts integer keys first).
  assistant([{ type: "tool_use", name: "N", input: { a: -0.5, b: 10.25 } }]),
  assistant([{ type: "tool_use", name: "Z", input: { z: 1 } }]).replace('"z":1', '"z":-0'),
  assistant([{ type: "tool_use", name: "K", input: { b: 1, "10": 2, "2": 3, "1a": 4 } }]),
  assistant([{ type: "tool_use", name: "L", input: { "1a": 4, b: 1 } }]),
  // Tool calls the addon writes: escapes and non-ASCII in names and input, inputs that are no
  // object, a call with no name before a named one, a negative integer, a digit in a value, space
  // between tokens (dropped).
  '{"type":"assistant","uuid":"a-3","sessionId":"s-1","message":{"content":[{"type":"tool_use","name":"Edit","input": { "path" : "a b" , "n" : [ 1 , -2, 0 ] ,\t"q": "say \\"hi\\" \\\\ \\n\\u001b" } }]}}',
  assistant([{ type: "tool_use", name: 'Ba"sh\\', input: { command: 'echo "é 😀" \\ \n\t\u0001', "x-1": "10" } }]),
  assistant([
    { type: "tool_use", input: [1, -2, { k: [] }] },
    { type: "tool_use", name: "", input: "just a string" },
    { type: "tool_use", name: "F", input: false },
  ]),
  assistant([{ type: "tool_use", name: "E", input: {} }], { timestamp: "" }),
  // Text beside a tool call: the text is what the assistant said.
  assistant([
    { type: "tool_use", name: "Bash", input: { c: 1 } },
    { type: "text", text: "and then" },
  ]),
  assistant("a string, not blocks"),
  JSON.stringify({ type: "assistant", uuid: "a-2", message: { content: [{ type: "text", text: "no model, no session" }] } }),
  // Sources: a subagent's line, a messageId and no uuid, no ID at all, an empty time, a time that is no string.
  user("from a subagent", { isSidechain: true, agentId: "agent-7" }),
  user([{ type: "tool_result", content: "a subagent's result" }], { isSidechain: true, agentId: "agent-7" }),
  JSON.stringify({ type: "assistant", messageId: "m-9", message: { content: [{ type: "text", text: "x" }] } }),
  JSON.stringify({ type: "progress", data: { n: 1 } }),
  user("no time", { timestamp: "" }),
  user("a number time", { timestamp: 5 }),
  user([{ type: "tool_result", content: "no time" }], { timestamp: "" }),
  // Bookkeeping and other shapes: raw-only.
  JSON.stringify({ type: "file-history-snapshot", messageId: "m", snapshot: { files: {} } }),
  JSON.stringify({ type: "summary", summary: "old title", leafUuid: "x" }),
  JSON.stringify({ type: "system", content: "hook ran", uuid: "s-9", timestamp: "t" }),
  JSON.stringify({ type: "user", uuid: "u-3", message: "not an object" }),
  JSON.stringify({ type: "user", uuid: "u-4", message: { content: [] } }),
];

/** Lines the bytes path leaves to `captureClaudeCode`. */
export const LEFT: readonly string[] = [
  // An escape JSON.stringify would not write: the line's strings are not the text's JSON.
  user([{ type: "tool_result", content: "a\\/b" }]).replace("a\\\\/b", "a\\/b"),
  user([{ type: "tool_result", content: "\u00e9" }]).replace("é", "\\u00e9"),
  // A text that is no string (blockText prints it as JSON), a text block without text, a name that is no string.
  assistant([{ type: "text", text: 5 }]),
  assistant([{ type: "text" }]),
  user([{ type: "tool_result", content: [{ type: "text", text: ["x"] }] }]),
  assistant([{ type: "tool_use", name: 7, input: {} }]),
  // A compaction summary, a line with space before it, a line that is no object, not plain JSON.
  user("This session is being continued.", { isCompactSummary: true }),
  ` ${user("spaced")}`,
  '["an", "array"]',
  '{"type":"user","n":1e5}',
];
