#!/usr/bin/env node
// A testee for the runner's own tests: this runtime's answers (from dist/), spoken over the
// testee protocol, with faults on demand. LINK_KIT_TESTEE_BREAK=<vector id> answers that vector
// wrongly; LINK_KIT_TESTEE_EXIT_AFTER=<n> exits after n runs; LINK_KIT_TESTEE_SEQ=wrong answers
// with another sequence number; LINK_KIT_TESTEE_START=broken answers start with no
// implementation, =silent never answers it; LINK_KIT_TESTEE_STUBBORN=1 ignores the end of its
// input and SIGTERM (only SIGKILL stops it); LINK_KIT_TESTEE_SILENT_AFTER=<n> answers nothing
// after n runs; LINK_KIT_TESTEE_KINDS=<a,b> claims those kinds; LINK_KIT_TESTEE_FAULT=<name> makes
// one of the classic cross-language mistakes (FAULTS below), each of which some vectors catch;
// LINK_KIT_TESTEE_SKIP=1 answers `skipped` to every vector.

import { createInterface } from "node:readline";

import { runtimeAnswer } from "../../dist/src/conformance/runtime.js";

const broken = process.env.LINK_KIT_TESTEE_BREAK;
const exitAfter = Number(process.env.LINK_KIT_TESTEE_EXIT_AFTER ?? Infinity);
let runs = 0;
const fault = process.env.LINK_KIT_TESTEE_FAULT;
const kinds = (process.env.LINK_KIT_TESTEE_KINDS ?? "validate,json_error").split(",");
const bytes = (vector) =>
  vector.input_base64 === undefined ? Buffer.from(vector.input, "utf8") : Buffer.from(vector.input_base64, "base64");
/** A reader as lenient as JSON.parse (duplicates: the last wins; any depth), with this fault's twist; its output printed by JSON.stringify. */
function lenient(vector, twist = (text) => text) {
  try {
    return { output: JSON.stringify(JSON.parse(twist(new TextDecoder().decode(bytes(vector))))) };
  } catch {
    return { error: "syntax" };
  }
}
/** Each fault: the answer it gives instead of the runtime's, or undefined to answer as the runtime does. */
const FAULTS = {
  // Numbers through doubles: 1.0 printed as 1, 2^64 rounded.
  "numbers-as-doubles": (v) => (v.kind === "json_roundtrip" ? lenient(v) : undefined),
  // A pattern matched as Python's re.match does: $ matches before a final newline.
  "pattern-search": (v) =>
    v.kind === "validate" && /^"[^"]*\\n"$/.test(v.input) ? runtimeAnswer({ ...v, input: v.input.replace(/\\n"$/, '"') }) : undefined,
  // Duplicate keys: the last wins, as JSON.parse does.
  "duplicate-last-wins": (v) => (v.kind === "json_error" && runtimeAnswer(v).error === "duplicate_key" ? lenient(v) : undefined),
  // A byte order mark skipped.
  "bom-stripped": (v) =>
    v.kind === "json_error" &&
    bytes(v)
      .subarray(0, 3)
      .equals(Buffer.from([0xef, 0xbb, 0xbf]))
      ? runtimeAnswer({ kind: "json_error", input_base64: bytes(v).subarray(3).toString("base64") })
      : undefined,
  // Trailing data ignored: the longest prefix that parses is the value.
  "trailing-ignored": (v) => {
    if (v.kind !== "json_error" || runtimeAnswer(v).error !== "syntax") return undefined;
    const all = bytes(v);
    for (let end = all.length - 1; end > 0; end--) {
      const answer = runtimeAnswer({ kind: "json_error", input_base64: all.subarray(0, end).toString("base64") });
      if (answer.output !== undefined) return answer;
    }
    return undefined;
  },
  // No nesting limit.
  "depth-unlimited": (v) => (v.kind === "json_error" && runtimeAnswer(v).error === "too_deep" ? lenient(v) : undefined),
  // Invalid UTF-8 read as U+FFFD.
  "utf8-lossy": (v) => (v.kind === "json_error" && runtimeAnswer(v).error === "invalid_utf8" ? lenient(v) : undefined),
  // An event's text that is not a string printed as one.
  "event-text-stringified": (v) => {
    if (v.kind !== "event") return undefined;
    const answer = runtimeAnswer(v);
    const text = JSON.parse(v.input)?.text;
    if (answer.event && text !== undefined && typeof text !== "string") answer.event.text = JSON.stringify(text);
    return answer;
  },
  // Errors reported at a member the document has right.
  "errors-elsewhere": (v) => {
    const answer = runtimeAnswer(v);
    if (v.kind === "validate" && answer.valid === false)
      answer.errors = [{ instanceLocation: "/elsewhere", keywordLocation: "#/type", error: "wrong place" }];
    return answer;
  },
};

const say = (value) => process.stdout.write(`${JSON.stringify(value)}\n`);

if (process.env.LINK_KIT_TESTEE_STUBBORN === "1") {
  setInterval(() => {}, 1000);
  process.on("SIGTERM", () => {});
}

for await (const line of createInterface({ input: process.stdin })) {
  const request = JSON.parse(line);
  if (request.cmd === "start" && process.env.LINK_KIT_TESTEE_START === "broken") say({ broken: true });
  else if (request.cmd === "start" && process.env.LINK_KIT_TESTEE_START === "silent") continue;
  else if (request.cmd === "start") say({ implementation: { name: "test-testee", version: "1", language: "javascript" }, kinds });
  else if (request.cmd === "stop") process.exit(0);
  else if (request.cmd === "run") {
    if (++runs > exitAfter) {
      process.stderr.write("test-testee: exiting as asked\n");
      process.exit(3);
    }
    if (runs > Number(process.env.LINK_KIT_TESTEE_SILENT_AFTER ?? Infinity)) continue;
    if (process.env.LINK_KIT_TESTEE_SKIP === "1") {
      say({ seq: request.seq, skipped: "not implemented yet" });
      continue;
    }
    const answer = (fault && FAULTS[fault]?.(request.vector)) ?? runtimeAnswer(request.vector);
    if (request.vector.id === broken) {
      if ("valid" in answer) answer.valid = !answer.valid;
      else answer.error = "not_the_kind";
    }
    say({ seq: process.env.LINK_KIT_TESTEE_SEQ === "wrong" ? request.seq + 100 : request.seq, answer });
  }
}
