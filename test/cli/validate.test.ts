// `link-kit validate` (K5) through the built executable: exit codes, `<line>:<pointer>: <message>`
// lines, JSON and JSON Lines input, stdin, and --json output.

import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import { beforeAll, describe, expect, it } from "vitest";

import { loadGolden, loadVectorFiles } from "../../src/conformance/vectors.js";
import { BIN } from "../helpers/cli.js";

const ROOT = resolve(import.meta.dirname, "..", "..");

function linkKit(args: string[], input?: string) {
  const run = spawnSync(process.execPath, [BIN, ...args], { input, encoding: "utf8" });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

beforeAll(() => {
  if (!existsSync(BIN)) {
    const build = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
    if (build.status !== 0) throw new Error("npm run build failed");
  }
}, 120_000);

describe("link-kit validate (K5)", () => {
  it("K5: accepts every golden Serde value (exit 0), as JSON Lines files", () => {
    for (const golden of loadGolden()) {
      const result = linkKit(["validate", golden.type, join(ROOT, "test", "vectors", "serde", golden.file)]);
      expect({ file: golden.file, status: result.status, stdout: result.stdout }).toEqual({ file: golden.file, status: 0, stdout: "" });
      expect(result.stderr).toContain(`ok: ${golden.lines.length} document(s) valid`);
    }
  });

  it("K5: rejects every invalid vector with exit 1 and its expected pointer, read from stdin", () => {
    const invalid = loadVectorFiles()
      .flatMap((f) => f.vectors)
      .filter((v) => v.kind === "validate" && v.expect?.valid === false);
    const byType = new Map<string, typeof invalid>();
    for (const v of invalid) byType.set(v.type ?? "", [...(byType.get(v.type ?? "") ?? []), v]);
    for (const [type, vectors] of byType) {
      const result = linkKit(["validate", type, "-", "--lines"], vectors.map((v) => v.input).join("\n") + "\n");
      expect(result.status).toBe(1);
      const lines = result.stdout.trim().split("\n");
      vectors.forEach((vector, index) => {
        for (const want of vector.expect?.errors ?? []) {
          expect(lines, vector.id).toContainEqual(expect.stringMatching(new RegExp(`^${index + 1}:${escape(want.pointer)}: `)));
        }
      });
    }
  });

  it("K5: a pretty-printed JSON file is one document; --json prints the errors as data", () => {
    const dir = mkdtempSync(join(tmpdir(), "link-kit-cli-"));
    try {
      const file = join(dir, "memory.json");
      writeFileSync(file, JSON.stringify({ id: "m1", text: "t", evidence: [{ thread: "link:main", seq: -1 }] }, null, 2));
      const text = linkKit(["validate", "store::context::Memory", file]);
      expect(text.status).toBe(1);
      expect(text.stdout.trim().split("\n").sort()).toEqual([
        "1:/evidence/0/seq: must be a uint64 integer from 0 to 18446744073709551615, written as a plain integer (no fraction or exponent; from JavaScript, a value above 2^53 as a bigint)",
        "1:/modified_at: is required",
      ]);
      const json = linkKit(["validate", "store.context.Memory.json", file, "--json"]);
      expect(json.status).toBe(1);
      const report = JSON.parse(json.stdout) as {
        valid: boolean;
        documents: number;
        errors: Array<{ line: number; pointer: string; keyword: string }>;
      };
      expect(report.valid).toBe(false);
      expect(report.documents).toBe(1);
      expect(report.errors.map((e) => [e.line, e.pointer, e.keyword]).sort()).toEqual([
        [1, "/evidence/0/seq", "linkInteger"],
        [1, "/modified_at", "required"],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("K5 K6: 2^64-1 is valid and 2^64 is not, through the executable", () => {
    expect(linkKit(["validate", "Version", "-"], "18446744073709551615").status).toBe(0);
    const over = linkKit(["validate", "Version", "-"], "18446744073709551616");
    expect([over.status, over.stdout.split(":")[0]]).toEqual([1, "1"]);
  });

  it("issue 34.9: README and --help say what the exit code of a document that is not JSON is (1, an invalid document)", () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8").replace(/\s+/g, " ");
    expect(readme).toContain("when any is invalid, a document that is not JSON included");
    expect(linkKit(["validate", "--help"]).stdout.replace(/\s+/g, " ")).toContain("1 any invalid (unparsable ones included)");
  });

  it("K5: text that is not JSON is an invalid document (exit 1) naming its line", () => {
    const result = linkKit(["validate", "store::Owner", "-"], '"alice"\n{"broken"\n');
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/^2:: syntax: /);
  });

  it("K5: <line> is where a document starts; a pretty-printed document's syntax error is one error at its line and column", () => {
    const late = linkKit(["validate", "store::context::Memory", "-"], '\n\n  {"id": 1,\n"text": "x"}\n');
    expect([
      late.status,
      [
        ...new Set(
          late.stdout
            .trim()
            .split("\n")
            .map((l) => l.split(":")[0]),
        ),
      ],
    ]).toEqual([1, ["3"]]);
    const lines = linkKit(["validate", "store::context::Memory", "-", "--lines"], '\n{"id":"a"}\n\n{"id":5}\n');
    expect([
      ...new Set(
        lines.stdout
          .trim()
          .split("\n")
          .map((l) => l.split(":")[0]),
      ),
    ]).toEqual(["2", "4"]);
    const pretty = linkKit(["validate", "store::context::Memory", "-"], '{\n  "id": "m1",\n  "evidence": [,]\n}\n');
    expect(pretty.status).toBe(1);
    expect(pretty.stdout.trim().split("\n")).toEqual([expect.stringMatching(/^3:: syntax: .* at line 3, column 16$/)]);
  });

  it("K5: {} against a schema whose every field is optional (Settings) passes, and says nothing was checked", () => {
    const empty = linkKit(["validate", "Settings", "-"], "{}");
    expect(empty.status).toBe(0);
    expect(empty.stderr).toContain("note: line 1: {} is valid because every field of Settings is optional; nothing in it was checked");
    expect(linkKit(["validate", "Settings", "-"], '{"storage": null}').stderr).not.toContain("note:");
  });

  it("K5: usage errors exit 2 and say what is wrong", () => {
    const unknown = linkKit(["validate", "NoSuchType", "-"], "{}");
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('unknown schema "NoSuchType"; known: bridge::Binding');
    expect(linkKit(["validate", "store::Owner"]).status).toBe(2);
    expect(linkKit(["validate", "store::Owner", "/nonexistent/file.json"]).status).toBe(2);
    expect(linkKit(["validate", "--bogus-flag", "store::Owner", "-"]).status).toBe(2);
    expect(linkKit(["frobnicate"]).status).toBe(2);
    const help = linkKit(["validate", "--help"]);
    expect([help.status, help.stdout.split("\n")[0]]).toEqual([0, "usage: link-kit validate <schema> <file> [--json] [--lines]"]);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
