// `link-kit conformance` (K8): this runtime and the Serde stand-in pass every vector they claim;
// a testee that answers one vector wrongly fails the run, naming the vector, with the wire
// exchange in --json; an expected-failure list is honoured both ways; a testee that dies or
// answers out of order fails the vectors it was given rather than hanging the run.

import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { describe, expect, it } from "vitest";

import { buildUpstream, hasCargo } from "../../codegen/upstream.js";
import { loadVectors } from "../../src/conformance/vectors.js";
import { BIN, ensureBuilt, linkKit, ROOT } from "../helpers/cli.js";
import { scratchDirs } from "../helpers/scratch.js";

const TESTEE = `${process.execPath} ${resolve(import.meta.dirname, "testee.mjs")}`;
const scratch = scratchDirs("lk-conformance-");
const cargo = hasCargo() || process.env.CI === "true";

/** `link-kit conformance` with the test testee's faults set through its environment. */
function withTestee(env: Record<string, string>, ...args: string[]) {
  const prefix = Object.entries(env)
    .map(([k, v]) => `${k}=${v}`)
    .join(" ");
  return linkKit(["conformance", "--testee", `${prefix} ${TESTEE}`.trim(), ...args]);
}

describe("link-kit conformance", () => {
  ensureBuilt();
  const vectors = loadVectors();
  const validate = vectors.filter((v) => v.kind === "validate");
  const broken = validate[3] as (typeof validate)[number];

  it("issue 41.14: a testee that skips every vector it claims fails, each skip a FAIL; a listed one is a GAP; a run where nothing passed fails too", () => {
    const run = withTestee({ LINK_KIT_TESTEE_SKIP: "1" });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^FAIL .*: skipped, though test-testee claims validate vectors: not implemented yet$/m);
    expect(run.stdout).toMatch(/^0 passed, [1-9]\d* failed\nnothing passed: a run passes only when some vector does$/m);
    const list = join(scratch(), "known.txt");
    writeFileSync(list, `${broken.id} not implemented yet\n`);
    const one = withTestee({ LINK_KIT_TESTEE_SKIP: "1" }, "--only", broken.id, "--expected-failures", list);
    expect([one.status, one.stdout]).toEqual([
      1,
      expect.stringMatching(/^GAP .*\n1 expected failure\(s\)[^\n]*\n0 passed, 0 failed\nnothing passed/m),
    ]);
    // Skips that are the runner's (a kind not claimed) never fail a run that passed something.
    const mixed = withTestee({ LINK_KIT_TESTEE_KINDS: "json_error" });
    expect([mixed.status, mixed.stdout]).toEqual([0, expect.stringMatching(/skipped: test-testee does not claim validate vectors/)]);
  });

  it("K8: the runtime passes every vector but the scenarios, with a row per requirement and the closing line", () => {
    const run = linkKit(["conformance", "--runtime"]);
    expect(run.status, run.stdout + run.stderr).toBe(0);
    const lines = run.stdout.trimEnd().split("\n");
    const scenarios = vectors.filter((v) => v.kind === "scenario").length;
    expect(lines.at(-1)).toBe(`${vectors.length - scenarios} passed, 0 failed`);
    expect(lines).toContain(`${scenarios} skipped: a scenario needs a bridge endpoint (--binding)`);
    expect(lines.find((l) => l.startsWith("K5 "))).toMatch(/^K5\s+\d+\s+0\s+0$/);
    expect(vectors.length).toBeGreaterThanOrEqual(180);
  });

  it.runIf(cargo)(
    "K2 K8: the Serde stand-in as a testee passes every validate and golden vector it claims",
    () => {
      const binary = buildUpstream() as string;
      const run = linkKit(["conformance", "--testee", `${binary} testee`, "--json"]);
      expect(run.status, run.stdout.slice(0, 2000)).toBe(0);
      const report = JSON.parse(run.stdout) as { implementation: { name: string }; passed: number; failed: number };
      const claimed = vectors.filter((v) => v.kind === "serde_roundtrip" || (v.kind === "validate" && v.expect?.serde !== "skip"));
      expect(report).toMatchObject({ implementation: { name: "link-upstream" }, passed: claimed.length, failed: 0 });
    },
    300_000,
  );

  it("K8: a testee that answers one vector wrongly fails the run (exit 1), the vector named, its exchange in --json", () => {
    const run = withTestee({ LINK_KIT_TESTEE_BREAK: broken.id });
    expect(run.status).toBe(1);
    const lines = run.stdout.trimEnd().split("\n");
    expect(lines.filter((l) => l.startsWith("FAIL "))).toEqual([
      expect.stringMatching(new RegExp(`^FAIL ${broken.file}#${broken.id} \\[`)),
    ]);
    expect(lines.at(-1)).toMatch(/^\d+ passed, 1 failed$/);
    const json = JSON.parse(withTestee({ LINK_KIT_TESTEE_BREAK: broken.id }, "--json").stdout) as {
      failed: number;
      results: Array<{ id: string; status: string; transcript?: string[] }>;
    };
    const failure = json.results.find((r) => r.status === "failed");
    expect(failure?.id).toBe(broken.id);
    // The request carried the vector but not its expectation; the response is the testee's line.
    expect(failure?.transcript?.[0]).toMatch(new RegExp(`^> \\{"cmd":"run","seq":\\d+,"vector":\\{"id":"${broken.id}"`));
    expect(failure?.transcript?.[0]).not.toContain('"expect"');
    expect(failure?.transcript?.[1]).toMatch(/^< \{"seq":\d+,"answer":\{"valid":/);
  });

  it("K8: an expected failure is not a failure; one that passes is reported (XPASS) and fails the run", () => {
    const dir = scratch();
    const list = join(dir, "expected.txt");
    writeFileSync(list, `# known\n${broken.id} flips its answer on purpose\n`);
    const expected = withTestee({ LINK_KIT_TESTEE_BREAK: broken.id }, "--expected-failures", list);
    expect(expected.stdout).toContain(`GAP ${broken.file}#${broken.id} [`);
    expect(expected.stdout).toContain("flips its answer on purpose");
    expect([expected.status, expected.stdout.trimEnd().split("\n").slice(-2)]).toEqual([
      0,
      ["1 expected failure(s), as listed (GAP lines: known gaps, with the reason)", expect.stringMatching(/^\d+ passed, 0 failed$/)],
    ]);
    const fixed = withTestee({}, "--expected-failures", list);
    expect(fixed.status).toBe(1);
    expect(fixed.stdout).toContain(`XPASS ${broken.file}#${broken.id} [`);
    expect(fixed.stdout).toContain("remove it from the list");
    writeFileSync(list, `${broken.id}\n`);
    const unexplained = withTestee({}, "--expected-failures", list);
    expect([unexplained.status, unexplained.stderr]).toEqual([2, expect.stringMatching(/expected.txt:1: .* has no reason/)]);
  });

  it("K8: a testee that exits mid-run or answers another seq fails the vectors it was given, with its stderr", () => {
    const died = withTestee({ LINK_KIT_TESTEE_EXIT_AFTER: "5" }, "--json");
    expect(died.status).toBe(1);
    const report = JSON.parse(died.stdout) as { passed: number; results: Array<{ status: string; why?: string }> };
    expect(report.passed).toBe(5);
    const failed = report.results.filter((r) => r.status === "failed");
    expect(failed.length).toBe(validate.length + vectors.filter((v) => v.kind === "json_error").length - 5);
    expect(failed[0]?.why).toContain("test-testee: exiting as asked");
    const wrong = withTestee({ LINK_KIT_TESTEE_SEQ: "wrong" }, "--only", broken.id);
    expect([wrong.status, wrong.stdout]).toEqual([1, expect.stringMatching(/FAIL .*answered seq \d+ to seq 1/)]);
    const both = linkKit(["conformance", "--runtime", "--testee", TESTEE]);
    expect([both.status, both.stderr]).toEqual([2, expect.stringMatching(/^link-kit: usage: --runtime and --testee/)]);
    const missing = linkKit(["conformance", "--testee", "/nonexistent/testee"]);
    expect([missing.status, missing.stderr]).toEqual([
      1,
      expect.stringMatching(/^link-kit: testee: .*start: the testee exited \(127\); its stderr: .*not found\n$/),
    ]);
  });

  it("K8: a testee that answers start wrongly, or never, ends the run with exit 1 in bounded time, even one that ignores the end of its input", () => {
    const broken = withTestee({ LINK_KIT_TESTEE_START: "broken", LINK_KIT_TESTEE_STUBBORN: "1" });
    expect([broken.status, broken.stderr]).toEqual([
      1,
      expect.stringMatching(/^link-kit: testee: .*start: the reply names no implementation and kinds: \{"broken":true\}\n$/),
    ]);
    const began = Date.now();
    const silent = withTestee({ LINK_KIT_TESTEE_START: "silent", LINK_KIT_TESTEE_STUBBORN: "1" }, "--timeout", "500");
    expect([silent.status, silent.stderr]).toEqual([
      1,
      expect.stringMatching(/start: the testee said nothing for 500 ms and was killed\n$/),
    ]);
    expect(Date.now() - began).toBeLessThan(8000);
  }, 30_000);

  it("K8: a testee silent past --timeout mid-run is killed; the vectors after it fail at once, with why", () => {
    const began = Date.now();
    const run = withTestee({ LINK_KIT_TESTEE_SILENT_AFTER: "2", LINK_KIT_TESTEE_STUBBORN: "1" }, "--timeout", "500", "--json");
    expect(Date.now() - began).toBeLessThan(10_000);
    expect(run.status).toBe(1);
    const report = JSON.parse(run.stdout) as { passed: number; failed: number; results: Array<{ status: string; why?: string }> };
    expect(report.passed).toBe(2);
    const failed = report.results.filter((r) => r.status === "failed");
    expect(failed.length).toBeGreaterThan(50);
    expect(new Set(failed.map((r) => r.why))).toEqual(new Set(["the testee said nothing for 500 ms and was killed"]));
  }, 30_000);

  it.runIf(cargo)(
    "K8: README's command for the Serde stand-in testee runs as written in a clone",
    () => {
      const prose = readFileSync(join(ROOT, "README.md"), "utf8").replace(/\s*\n\s*/g, " ");
      const command = /`(cargo build --features schema [^`]*&& npx link-kit conformance --testee "[^"]*")`/.exec(prose)?.[1];
      expect(command).toBeDefined();
      const run = spawnSync("bash", ["-c", (command as string).replace("npx link-kit", `${process.execPath} ${BIN}`)], {
        cwd: ROOT,
        encoding: "utf8",
      });
      expect([run.status, run.stdout.trimEnd().split("\n").pop()]).toEqual([0, expect.stringMatching(/^\d+ passed, 0 failed$/)]);
    },
    300_000,
  );

  // Each new vector class against a testee that makes its classic mistake: the run fails, and
  // only on vectors of that class's rules (every other answer is the runtime's).
  const FAULTS: Array<[fault: string, kinds: string, rules: string[]]> = [
    ["numbers-as-doubles", "json_roundtrip", ["json.number-text", "json.integer-exact", "json.unknown-kept"]],
    ["pattern-search", "validate", ["schema.pattern-anchored"]],
    ["duplicate-last-wins", "json_error", ["json.duplicate-key"]],
    ["bom-stripped", "json_error", ["json.bom"]],
    ["trailing-ignored", "json_error", ["json.trailing-data", "json.syntax", "json.bom"]],
    ["depth-unlimited", "json_error", ["json.depth"]],
    ["utf8-lossy", "json_error", ["json.utf8", "json.bom"]],
    // A JavaScript testee reading the vector with JSON.parse also loses the u64 seq (event.seq).
    ["event-text-stringified", "event", ["event.text-default", "event.seq"]],
    [
      "errors-elsewhere",
      "validate",
      ["schema.required", "schema.type", "schema.pattern", "schema.pattern-anchored", "schema.integer-range", "schema.tag", "schema.enum"],
    ],
  ];
  for (const [fault, kinds, rules] of FAULTS)
    it(`K8: a testee with the fault ${fault} fails the run, on ${rules.join(" and ")} vectors only`, () => {
      const run = withTestee({ LINK_KIT_TESTEE_FAULT: fault, LINK_KIT_TESTEE_KINDS: kinds }, "--json");
      expect(run.status).toBe(1);
      const report = JSON.parse(run.stdout) as { results: Array<{ id: string; status: string }> };
      const ruleOf = new Map(vectors.map((v) => [v.id, v.rule]));
      const failedRules = new Set(report.results.filter((r) => r.status === "failed").map((r) => ruleOf.get(r.id)));
      expect(failedRules.size).toBeGreaterThan(0);
      for (const rule of failedRules) expect(rules).toContain(rule);
    });

  it("K8: an ordinary JSON Schema validator's errors (2020-12 basic output: required at the parent, oneOf branches) pass wherever its valid answer is right", () => {
    const run = linkKit([
      "conformance",
      "--testee",
      `${process.execPath} ${resolve(import.meta.dirname, "ordinary-testee.mjs")}`,
      "--json",
    ]);
    const report = JSON.parse(run.stdout) as { passed: number; results: Array<{ id: string; status: string; why?: string }> };
    expect(report.passed).toBeGreaterThan(90);
    const failed = report.results.filter((r) => r.status === "failed");
    // It reads numbers as doubles and checks no integer format: those vectors fail on valid, and only they.
    for (const r of failed) expect([r.id, r.why]).toEqual([r.id, expect.stringMatching(/^expected (in)?valid, got (in)?valid/)]);
  });
});
