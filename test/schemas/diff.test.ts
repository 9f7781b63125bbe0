// K4: the upstream change report on schema sets produced by editing the Serde stand-in: a copy
// of the crate is edited (a field added, removed, retyped, made required; an enum variant added),
// exported, and `link-kit schema diff` names each change with its class for readers and writers,
// exit 1 when anything breaks and 0 when all is compatible.

import { execFile, execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cp } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";

import { describe, expect, it } from "vitest";

import { goldenProblems } from "../../codegen/golden.js";
import { buildUpstream, hasCargo, UPSTREAM_DIR } from "../../codegen/upstream.js";
import { linkKit } from "../helpers/cli.js";
import { scratchDirs } from "../helpers/scratch.js";

const ROOT = resolve(import.meta.dirname, "..", "..");
const SCHEMAS = join(ROOT, "schemas");
const scratch = scratchDirs("lk-schema-diff-");
const cargo = hasCargo() || process.env.CI === "true";

/**
 * A child process run to its end without blocking this worker: a build can take a minute on a
 * busy machine, and a worker blocked that long misses the test runner's own calls (vitest then
 * fails the run with "Timeout calling onTaskUpdate" though every test passed).
 */
const runToEnd = promisify(execFile);

/**
 * Exports the schemas of a copy of the stand-in with `edits` applied to its sources ([file, from,
 * to], each `from` must be there). The copy builds in a copy of the stand-in's target directory,
 * so only the edited crate compiles again.
 */
async function exportEdited(edits: Array<[file: string, from: string, to: string]>): Promise<string> {
  buildUpstream();
  const dir = scratch();
  const crate = join(dir, "crate");
  mkdirSync(crate);
  for (const part of ["src", "Cargo.toml", "Cargo.lock", "target"])
    await cp(join(UPSTREAM_DIR, part), join(crate, part), { recursive: true });
  for (const [file, from, to] of edits) {
    const path = join(crate, "src", file);
    const text = readFileSync(path, "utf8");
    if (!text.includes(from)) throw new Error(`${file} has no ${JSON.stringify(from)}`);
    writeFileSync(path, text.replace(from, to));
  }
  await runToEnd("cargo", ["build", "--quiet", "--locked", "--offline", "--features", "schema"], { cwd: crate, encoding: "utf8" });
  const out = join(dir, "schemas");
  await runToEnd(join(crate, "target", "debug", "link-upstream"), ["export", out, join(dir, "golden")], { encoding: "utf8" });
  return out;
}

/** The stand-in's binary that exported `schemas` (the old types' when it is `schemas/`). */
const binaryOf = (schemas: string) =>
  schemas === SCHEMAS
    ? join(UPSTREAM_DIR, "target", "debug", "link-upstream")
    : join(dirname(schemas), "crate", "target", "debug", "link-upstream");

/** The golden documents a set's Serde printed for one root type (its file stem: `bridge.Handshake`). */
const goldenOf = (schemas: string, stem: string) =>
  readFileSync(
    schemas === SCHEMAS ? join(ROOT, "test", "vectors", "serde", `${stem}.jsonl`) : join(dirname(schemas), "golden", `${stem}.jsonl`),
    "utf8",
  )
    .trimEnd()
    .split("\n");

/**
 * How Serde itself reads documents: each line given to a set's binary (`roundtrip <rust-type>`),
 * "ok" when Serde deserialized it, else Serde's error. This is how each verdict below is checked:
 * the old types' binary reads the new one's output, and the new types' binary the old one's.
 */
function serdeReads(schemas: string, rustType: string, docs: string[]): string[] {
  const out = execFileSync(binaryOf(schemas), ["roundtrip", rustType], { input: `${docs.join("\n")}\n`, encoding: "utf8" });
  return out
    .trimEnd()
    .split("\n")
    .map((line) => {
      const answer = JSON.parse(line) as { ok?: string; error?: string };
      return answer.ok !== undefined ? "ok" : (answer.error as string);
    });
}

const view = (run: ReturnType<typeof linkKit>) =>
  (JSON.parse(run.stdout) as { changes: Array<Record<string, string>> }).changes.map(
    (c) => `${c.type}${c.field ? `.${c.field}` : ""} ${c.change} readers:${c.readers} writers:${c.writers}`,
  );

const allOk = (answers: string[]) => answers.every((a) => a === "ok");

describe.runIf(cargo)("link-kit schema diff (K4)", () => {
  it("issue 41.1: references are compared by what they resolve to: u64 and a newtype over it are one wire, a renamed definition is no change, a named u64 replaced by u32 is a narrowing", async () => {
    const edited = await exportEdited([
      [
        "store/context.rs",
        "pub struct EvidenceRef {\n    pub thread: ThreadName,\n    pub seq: u64,",
        "pub struct EvidenceRef {\n    pub thread: ThreadName,\n    pub seq: Version,",
      ],
      [
        "store.rs",
        '#[serde(rename_all = "snake_case")]\npub enum ErrorKind',
        '#[serde(rename_all = "snake_case")]\n#[cfg_attr(feature = "schema", schemars(rename = "ErrorCode"))]\npub enum ErrorKind',
      ],
      [
        "store.rs",
        "FileWrite { path: String, content: String, expected: Version }",
        "FileWrite { path: String, content: String, expected: u32 }",
      ],
      ["bin/link-upstream.rs", '"expected":18446744073709551615}', '"expected":4294967295}'],
    ]);
    const forward = linkKit(["schema", "diff", SCHEMAS, edited, "--json"]);
    expect(view(forward)).toEqual(["Operation::file_write.expected narrowed readers:compatible writers:breaking"]);
    expect(view(linkKit(["schema", "diff", edited, SCHEMAS, "--json"]))).toEqual([
      "Operation::file_write.expected widened readers:breaking writers:compatible",
    ]);
    // Serde agrees: each binary reads the other's EvidenceRef (a plain u64 and the newtype) and
    // Reply (ErrorKind under either name); the old binary reads every new Request, while the new
    // one refuses an old writer's version past u32.
    for (const [stem, rust] of [
      ["store.context.EvidenceRef", "store::context::EvidenceRef"],
      ["store.Reply", "store::Reply"],
      ["store.Request", "store::Request"],
    ] as const) {
      expect(allOk(serdeReads(SCHEMAS, rust, goldenOf(edited, stem)))).toBe(true);
    }
    expect(allOk(serdeReads(edited, "store::context::EvidenceRef", goldenOf(SCHEMAS, "store.context.EvidenceRef")))).toBe(true);
    expect(allOk(serdeReads(edited, "store::Reply", goldenOf(SCHEMAS, "store.Reply")))).toBe(true);
    const bigVersion = goldenOf(SCHEMAS, "store.Request").filter((line) => line.includes('"expected":18446744073709551615'));
    expect(bigVersion).toHaveLength(1);
    expect(serdeReads(edited, "store::Request", bigVersion)[0]).toMatch(/invalid value: integer `18446744073709551615`, expected u32/);
  }, 300_000);

  it("issue 41.3: a tagged enum made untagged is compared as the union of its branches: internally tagged, new readers take every old value (writers compatible, readers breaking); adjacently tagged, neither side reads the other", async () => {
    const TAGGED = '#[serde(tag = "type", rename_all = "snake_case")]\npub enum Handshake';
    const GOLDEN: Array<[string, string]> = [
      ['{"type":"challenge","protocol":1,"nonce":"aa"}', '{"type":"challenge","data":{"protocol":1,"nonce":"aa"}}'],
      [
        '{"type":"response","agent":"agt-1","owner":"alice","nonce":"bb","mac":"cc"}',
        '{"type":"response","data":{"agent":"agt-1","owner":"alice","nonce":"bb","mac":"cc"}}',
      ],
      ['{"type":"accept","mac":"dd"}', '{"type":"accept","data":{"mac":"dd"}}'],
      [
        '{"type":"reject","error":"unauthenticated","message":"bad proof"}',
        '{"type":"reject","data":{"error":"unauthenticated","message":"bad proof"}}',
      ],
    ];
    const [untagged, adjacent] = await Promise.all([
      exportEdited([["bridge.rs", TAGGED, "#[serde(untagged)]\npub enum Handshake"]]),
      exportEdited([
        ["bridge.rs", TAGGED, '#[serde(tag = "type", content = "data", rename_all = "snake_case")]\npub enum Handshake'],
        ...GOLDEN.map(([from, to]): [string, string, string] => ["bin/link-upstream.rs", from, to]),
      ]),
    ]);
    expect(view(linkKit(["schema", "diff", SCHEMAS, untagged, "--json"]))).toEqual([
      "Handshake widened readers:breaking writers:compatible",
    ]);
    expect(view(linkKit(["schema", "diff", untagged, SCHEMAS, "--json"]))).toEqual([
      "Handshake narrowed readers:compatible writers:breaking",
    ]);
    expect(view(linkKit(["schema", "diff", adjacent, untagged, "--json"]))).toEqual([
      "Handshake retyped readers:breaking writers:breaking",
    ]);
    // Serde: the untagged binary reads each internally tagged value (the tag is a member it
    // ignores; the variants' members tell them apart), the tagged one refuses untagged values;
    // adjacently tagged and untagged refuse each other's.
    expect(allOk(serdeReads(untagged, "bridge::Handshake", goldenOf(SCHEMAS, "bridge.Handshake")))).toBe(true);
    expect(serdeReads(SCHEMAS, "bridge::Handshake", goldenOf(untagged, "bridge.Handshake"))).toEqual(
      Array(4).fill(expect.stringMatching(/^missing field `type`/)),
    );
    expect(serdeReads(untagged, "bridge::Handshake", goldenOf(adjacent, "bridge.Handshake")).filter((a) => a === "ok")).toEqual([]);
    expect(serdeReads(adjacent, "bridge::Handshake", goldenOf(untagged, "bridge.Handshake")).filter((a) => a === "ok")).toEqual([]);
  }, 300_000);

  it("issue 41.4: patterns differing in a repetition bound or a contained character class give a direction; others are pattern_changed (undecided), breaking both ways", async () => {
    const edited = await exportEdited([
      [
        "store.rs",
        '"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$",\n    |s| is_token(s, 64)',
        '"^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$",\n    |s| is_token(s, 32)',
      ],
      [
        "store.rs",
        '"^link:[A-Za-z0-9][A-Za-z0-9._-]{0,127}$",\n    |s| s.strip_prefix("link:").is_some_and(|name| is_token(name, 128))',
        '"^link:[A-Za-z0-9][A-Za-z0-9._+-]{0,127}$",\n    |s| s.strip_prefix("link:").is_some_and(|name| is_token(&name.replace(\'+\', "."), 128))',
      ],
      ["store.rs", '"^[A-Za-z0-9][A-Za-z0-9._@-]{0,127}$"', '"^(?:[A-Za-z0-9]|[A-Za-z0-9][A-Za-z0-9._@-]{1,127})$"'],
    ]);
    const forward = linkKit(["schema", "diff", SCHEMAS, edited]).stdout;
    expect(forward).toMatch(
      /^BREAKING AgentId: narrowed .*\{0,31\}\$\) \(admits fewer values\) \(readers: compatible, writers: breaking\)$/m,
    );
    expect(forward).toMatch(/^BREAKING ThreadName: widened .*\(readers: breaking, writers: compatible\)$/m);
    expect(forward).toMatch(
      /^BREAKING Owner: pattern changed .*\(undecided: a person should compare the patterns\) \(readers: breaking, writers: breaking\)$/m,
    );
    const backward = linkKit(["schema", "diff", edited, SCHEMAS]).stdout;
    expect(backward).toMatch(/^BREAKING AgentId: widened .*\(readers: breaking, writers: compatible\)$/m);
    expect(backward).toMatch(/^BREAKING ThreadName: narrowed .*\(readers: compatible, writers: breaking\)$/m);
    // Serde: the new binary refuses an old writer's 40-character agent ID, the old one a new
    // writer's thread name with a `+`; each reads the other's golden values.
    const old = ['"' + "a".repeat(40) + '"'];
    expect(serdeReads(SCHEMAS, "store::AgentId", old)).toEqual(["ok"]);
    expect(serdeReads(edited, "store::AgentId", old)[0]).toMatch(/invalid AgentId/);
    expect(serdeReads(SCHEMAS, "store::ThreadName", ['"link:a+b"'])[0]).toMatch(/invalid ThreadName/);
    expect(serdeReads(edited, "store::ThreadName", ['"link:a+b"'])).toEqual(["ok"]);
    expect(allOk(serdeReads(edited, "store::ThreadName", goldenOf(SCHEMAS, "store.ThreadName")))).toBe(true);
    expect(allOk(serdeReads(SCHEMAS, "store::AgentId", goldenOf(edited, "store.AgentId")))).toBe(true);
  }, 300_000);

  it("issue 41.2: u64 to f64 is breaking both ways (new writers print 12.0, which Serde's integer readers refuse; old writers' values past 2^53 come back rounded); u32 to f64 only for readers, and back only for writers", async () => {
    // Serde's behaviour (serde_json): "12.0" read as u64 is an error (invalid type: floating point);
    // 18446744073709551615 read as f64 succeeds, rounded to the nearest double: a silent loss.
    const edited = await exportEdited([
      ["store.rs", "        expected_last: u64,", "        expected_last: f64,"],
      [
        "bridge.rs",
        '#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]\n#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]\n#[serde(tag = "type"',
        '#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]\n#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]\n#[serde(tag = "type"',
      ],
      ["bridge.rs", "Challenge { protocol: u32, nonce: String }", "Challenge { protocol: f64, nonce: String }"],
    ]);
    const lines = (run: ReturnType<typeof linkKit>) => run.stdout.trimEnd().split("\n");
    const forward = lines(linkKit(["schema", "diff", SCHEMAS, edited]));
    expect(forward).toContainEqual(
      expect.stringMatching(
        /expected_last: retyped .*\(readers: breaking, writers: breaking\) \[Serde readers: readers breaking, writers breaking; JSON Schema readers: readers breaking, writers compatible\]$/,
      ),
    );
    expect(forward).toContainEqual(expect.stringMatching(/protocol: widened .*\(readers: breaking, writers: compatible\)$/));
    const back = lines(linkKit(["schema", "diff", edited, SCHEMAS]));
    expect(back).toContainEqual(
      expect.stringMatching(
        /expected_last: retyped .*\(readers: breaking, writers: breaking\) \[Serde readers: readers breaking, writers breaking; JSON Schema readers: readers compatible, writers breaking\]$/,
      ),
    );
    // Serde: the old binary refuses every new expected_last (printed as 0.0, 7.0). Inside the
    // internally tagged Operation, serde_json's arbitrary_precision hands the float on as a map,
    // so the error reads "invalid type: map, expected u64".
    const appends = goldenOf(edited, "store.Request").filter((line) => line.includes("expected_last"));
    expect(appends.join("\n")).toMatch(/"expected_last":0\.0/);
    expect(serdeReads(SCHEMAS, "store::Request", appends)).toEqual(
      appends.map(() => expect.stringMatching(/^invalid type: .*expected u64/)),
    );
    expect(back).toContainEqual(expect.stringMatching(/protocol: narrowed .*\(readers: compatible, writers: breaking\)$/));
  }, 300_000);

  it("issue 41.5: a serialize_with that prints Version as a string leaves the schema as it was, so no diff sees it; the golden values Serde prints fail against the schema, type, line and member named", async () => {
    const edited = await exportEdited([
      [
        "store.rs",
        "pub struct Version(pub u64);",
        'pub struct Version(#[serde(serialize_with = "as_text")] pub u64);\n\nfn as_text<S: serde::Serializer>(v: &u64, s: S) -> Result<S::Ok, S::Error> {\n    s.serialize_str(&v.to_string())\n}',
      ],
    ]);
    // Checked with Serde itself: the edited stand-in's own golden output prints "expected":"0".
    expect(readFileSync(join(dirname(edited), "golden", "store.Request.jsonl"), "utf8")).toContain('"expected":"0"');
    expect(linkKit(["schema", "diff", SCHEMAS, edited]).stdout).toBe("0 change(s), 0 breaking\n");
    const problems = goldenProblems(edited, join(dirname(edited), "golden"));
    expect(problems).toContainEqual(expect.stringMatching(/^store\.Request\.jsonl:\d+: store::Request at \/op\/expected: /));
    expect(goldenProblems(SCHEMAS, join(ROOT, "test", "vectors", "serde"))).toEqual([]);
  }, 300_000);

  it("K4: a compatible change (an optional field added) is reported, exit 0; the same set against itself has no change", async () => {
    const edited = await exportEdited([
      [
        "store/context.rs",
        "    pub native_record: String,\n}",
        '    pub native_record: String,\n    /// The harness\'s version, when known.\n    #[serde(default, skip_serializing_if = "Option::is_none")]\n    pub harness_version: Option<String>,\n}',
      ],
    ]);
    const run = linkKit(["schema", "diff", SCHEMAS, edited]);
    expect([run.status, run.stdout.trimEnd().split("\n")]).toEqual([
      0,
      [
        "ok       Source.harness_version: field added optional string | null (readers: compatible, writers: compatible)",
        "1 change(s), 0 breaking",
      ],
    ]);
    expect(linkKit(["schema", "diff", SCHEMAS, SCHEMAS]).stdout).toBe("0 change(s), 0 breaking\n");
    // The same report from codegen, for the schemas in schemas/ against the edited set as the old one.
    const codegen = await runToEnd(
      "npx",
      ["tsx", "codegen/main.ts", "--report", "--since", edited, "--out", join(scratch(), "generated")],
      {
        cwd: ROOT,
        encoding: "utf8",
      },
    );
    expect(codegen.stdout.split("\n").slice(0, 3)).toEqual([
      `codegen: changes in schemas/ since ${edited}:`,
      "  ok       Source.harness_version: field removed optional string | null (readers: compatible, writers: compatible)",
      "codegen: 1 change(s), 0 breaking",
    ]);
  }, 300_000);

  it("K4: breaking changes (variant added, field removed, retyped, made required) are each named and classified, exit 1; reversed, they read the other way", async () => {
    const edited = await exportEdited([
      [
        "store/context.rs",
        "    /// A summary standing in for earlier records.\n    Summary,",
        "    /// A summary standing in for earlier records.\n    Summary,\n    /// A notice from the harness.\n    Notice,",
      ],
      ["store.rs", "    pub expires_at_ms: u64,", "    pub expires_at_ms: i64,"],
      [
        "store/context.rs",
        "    /// Missing legacy text defaults to the empty string (C2).\n    #[serde(default)]\n    pub text: String,",
        "    pub text: String,",
      ],
      ["store.rs", "    /// Write `skills/` (G1).\n    pub skills: bool,\n", ""],
      // The golden Event without text would no longer parse: it gains one.
      ["bin/link-upstream.rs", '{"seq":18446744073709551615,"role":"summary"}', '{"seq":18446744073709551615,"role":"summary","text":""}'],
    ]);
    const run = linkKit(["schema", "diff", SCHEMAS, edited, "--json"]);
    expect(run.status).toBe(1);
    const report = JSON.parse(run.stdout) as { breaking: number; changes: Array<Record<string, string>> };
    const view = report.changes.map(
      (c) => `${c.type}${c.field ? `.${c.field}` : ""} ${c.change} readers:${c.readers} writers:${c.writers}`,
    );
    expect(view).toEqual([
      "Event.text made_required readers:compatible writers:breaking",
      "Grants.skills field_removed readers:compatible writers:compatible",
      "Lease.expires_at_ms retyped readers:breaking writers:breaking",
      "Role variant_added readers:breaking writers:compatible",
    ]);
    expect(report.breaking).toBe(3);
    const reversed = linkKit(["schema", "diff", edited, SCHEMAS]);
    expect(reversed.status).toBe(1);
    expect(reversed.stdout).toContain("BREAKING Role: variant removed notice (readers: compatible, writers: breaking)");
    expect(reversed.stdout).toContain("ok       Grants.skills: field added optional boolean (readers: compatible, writers: compatible)");
    expect(reversed.stdout).toContain('BREAKING Event.text: made optional string (default "") (readers: breaking, writers: compatible)');
  }, 300_000);

  // One edit per change class the earlier tests leave out, each on a member of its own; the
  // second set adds a member to the object the first one closed.
  const CLASSES: Array<[file: string, from: string, to: string]> = [
    // deny_unknown_fields: the object is closed.
    [
      "store/context.rs",
      '#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]\npub struct Source {',
      '#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]\n#[serde(deny_unknown_fields)]\npub struct Source {',
    ],
    // serde(rename) on a member with a default: the golden Event's text is read back as body "".
    ["store/context.rs", "    #[serde(default)]\n    pub text: String,", '    #[serde(default, rename = "body")]\n    pub text: String,'],
    // u32 widened to u64.
    ["bridge.rs", "Challenge { protocol: u32, nonce: String }", "Challenge { protocol: u64, nonce: String }"],
    // String to Option<String>.
    [
      "store/context.rs",
      "pub struct Memory {\n    pub id: MemoryId,\n    pub text: String,",
      "pub struct Memory {\n    pub id: MemoryId,\n    pub text: Option<String>,",
    ],
    // A default changed.
    ["store/context.rs", "    #[serde(default)]\n    pub at: String,", '    #[serde(default = "unknown_time")]\n    pub at: String,'],
    [
      "store/context.rs",
      "checked_string!(\n    /// A portable memory document's ID",
      'fn unknown_time() -> String {\n    "unknown".into()\n}\n\nchecked_string!(\n    /// A portable memory document\'s ID',
    ],
    // A oneOf's tag renamed: the variants' name is in `kind` now (the golden values follow).
    [
      "bridge.rs",
      '#[serde(tag = "type", rename_all = "snake_case")]\npub enum Handshake',
      '#[serde(tag = "kind", rename_all = "snake_case")]\npub enum Handshake',
    ],
    ...["challenge", "response", "accept", "reject"].map((v): [string, string, string] => [
      "bin/link-upstream.rs",
      `{"type":"${v}"`,
      `{"kind":"${v}"`,
    ]),
  ];
  const LATER: Array<[string, string, string]> = [
    [
      "store/context.rs",
      "    pub native_record: String,\n}",
      '    pub native_record: String,\n    #[serde(default, skip_serializing_if = "Option::is_none")]\n    pub harness_version: Option<String>,\n}',
    ],
  ];

  it("K4: each change class, made in Serde and exported, is one finding per member with one verdict per direction; reversed, the verdicts swap", async () => {
    const [edited, later] = await Promise.all([exportEdited(CLASSES), exportEdited([...CLASSES, ...LATER])]);
    const forward = linkKit(["schema", "diff", SCHEMAS, edited, "--json"]);
    expect(forward.status).toBe(1);
    expect(view(forward)).toEqual([
      "Event.at default_changed readers:breaking writers:breaking",
      "Event.body possible_rename readers:breaking writers:breaking",
      "Handshake tag_changed readers:breaking writers:breaking",
      "Handshake::challenge.protocol widened readers:breaking writers:compatible",
      "Memory.text made_optional readers:breaking writers:compatible", // String -> Option<String>: one finding
      "Source object_closed readers:compatible writers:breaking",
    ]);
    const changes = (JSON.parse(forward.stdout) as { changes: Array<Record<string, unknown>> }).changes;
    expect(changes[1]).toMatchObject({ field: "body", renamed_from: "text" });
    expect(changes[4]).toMatchObject({
      classes: ["made_optional", "made_nullable"],
      detail: "string | null; string -> string | null (null allowed)",
    });
    // codegen's report names the generated type and member, and the runtime's uses the compiler
    // does not flag (memory.ts builds the text into a string: it would print "null").
    const codegen = await runToEnd(
      "npx",
      ["tsx", "codegen/main.ts", "--report", "--schemas", edited, "--since", SCHEMAS, "--out", join(scratch(), "generated")],
      {
        cwd: ROOT,
        encoding: "utf8",
      },
    );
    const lines = codegen.stdout.split("\n");
    const memory = lines.findIndex((l) => l.includes("BREAKING Memory.text: made optional"));
    expect(lines.slice(memory + 1, memory + 3).map((l) => l.trim())).toEqual([
      "generated type Memory.text in generated/types/store.context.Memory.ts",
      expect.stringMatching(/^used in .*src\/cli\/memory\.ts:\d+/),
    ]);
    expect(lines.find((l) => l.includes("generated type Handshake (variant challenge).protocol"))).toBeDefined();
    const backward = linkKit(["schema", "diff", edited, SCHEMAS, "--json"]);
    expect(backward.status).toBe(1);
    expect(view(backward)).toEqual([
      "Event.at default_changed readers:breaking writers:breaking",
      "Event.text possible_rename readers:breaking writers:breaking",
      "Handshake tag_changed readers:breaking writers:breaking",
      "Handshake::challenge.protocol narrowed readers:compatible writers:breaking",
      "Memory.text made_required readers:compatible writers:breaking",
      "Source object_opened readers:breaking writers:compatible",
    ]);
    // Once an object is closed, a member added later breaks old readers (Serde: "unknown field").
    const closedThenAdded = linkKit(["schema", "diff", edited, later, "--json"]);
    expect(view(closedThenAdded)).toEqual(["Source.harness_version field_added readers:breaking writers:compatible"]);
    // The same addition to the open object is compatible both ways.
    const openThenAdded = await exportEdited(LATER);
    expect([
      linkKit(["schema", "diff", SCHEMAS, openThenAdded]).status,
      linkKit(["schema", "diff", openThenAdded, SCHEMAS]).status,
    ]).toEqual([0, 0]);
  }, 600_000);

  it("K4: two arguments, both directories of schemas, or one line and exit 2", () => {
    expect(linkKit(["schema", "diff", SCHEMAS]).status).toBe(2);
    const missing = linkKit(["schema", "diff", SCHEMAS, "/nonexistent"]);
    expect([missing.status, missing.stderr]).toEqual([2, "link-kit: not_found: the new set /nonexistent is not a directory of schemas\n"]);
  });
});
