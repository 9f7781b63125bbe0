#!/usr/bin/env node
// A testee for the runner's own tests: this runtime's answers (from dist/), spoken over the
// testee protocol, with faults on demand. LINK_KIT_TESTEE_BREAK=<vector id> answers that vector
// wrongly; LINK_KIT_TESTEE_EXIT_AFTER=<n> exits after n runs; LINK_KIT_TESTEE_SEQ=wrong answers
// with another sequence number; LINK_KIT_TESTEE_START=broken answers start with no
// implementation, =silent never answers it; LINK_KIT_TESTEE_STUBBORN=1 ignores the end of its
// input and SIGTERM (only SIGKILL stops it); LINK_KIT_TESTEE_SILENT_AFTER=<n> answers nothing
// after n runs.

import { createInterface } from "node:readline";

import { runtimeAnswer } from "../../dist/src/conformance/runtime.js";

const broken = process.env.LINK_KIT_TESTEE_BREAK;
const exitAfter = Number(process.env.LINK_KIT_TESTEE_EXIT_AFTER ?? Infinity);
let runs = 0;
const say = (value) => process.stdout.write(`${JSON.stringify(value)}\n`);

if (process.env.LINK_KIT_TESTEE_STUBBORN === "1") {
  setInterval(() => {}, 1000);
  process.on("SIGTERM", () => {});
}

for await (const line of createInterface({ input: process.stdin })) {
  const request = JSON.parse(line);
  if (request.cmd === "start" && process.env.LINK_KIT_TESTEE_START === "broken") say({ broken: true });
  else if (request.cmd === "start" && process.env.LINK_KIT_TESTEE_START === "silent") continue;
  else if (request.cmd === "start")
    say({ implementation: { name: "test-testee", version: "1", language: "javascript" }, kinds: ["validate", "json_error"] });
  else if (request.cmd === "stop") process.exit(0);
  else if (request.cmd === "run") {
    if (++runs > exitAfter) {
      process.stderr.write("test-testee: exiting as asked\n");
      process.exit(3);
    }
    if (runs > Number(process.env.LINK_KIT_TESTEE_SILENT_AFTER ?? Infinity)) continue;
    const answer = runtimeAnswer(request.vector);
    if (request.vector.id === broken) {
      if ("valid" in answer) answer.valid = !answer.valid;
      else answer.error = "not_the_kind";
    }
    say({ seq: process.env.LINK_KIT_TESTEE_SEQ === "wrong" ? request.seq + 100 : request.seq, answer });
  }
}
