// The package's public surface (issue 12): the names src/index.ts exports, values and types, as
// the compiler sees them. A change to this list is a change to what users may depend on: make it
// here on purpose, in the same commit.

import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { SCHEMAS } from "../generated/index.js";
import * as kit from "../src/index.js";
import { ROOT } from "./helpers/cli.js";
import { cycles, importGraph } from "./helpers/imports.js";
import { compileExamples, docExamples, exportedNames } from "./helpers/surface.js";

/** Every hand-written name the package exports (generated types and validators are pinned below). */
const SURFACE = [
  // lossless JSON and validation
  "JsonError",
  "JsonErrorKind",
  "JsonLine",
  "JsonObject",
  "JsonValue",
  "RawJson",
  "RawNumber",
  "inexactNumberAt",
  "isU64",
  "parse",
  "parseLines",
  "stringify",
  "u64",
  "u64Equal",
  "RUST_TYPES",
  "Validated",
  "ValidationError",
  "ValidationIssue",
  "assertValid",
  "resolveType",
  "validate",
  "validateText",
  // the bridge: client, settings, transport and handshake layers, secrets
  "BridgeBinding",
  "BridgeError",
  "BridgeErrorKind",
  "Bridged",
  "BridgedOptions",
  "ReplyWithText",
  "bindingFrom",
  "readBinding",
  "readSettings",
  "writeSettings",
  "Deadlines",
  "ReceivedFrame",
  "FrameTransport",
  "connectUnix",
  "memoryPair",
  "Claim",
  "Known",
  "Proven",
  "challengeClient",
  "proveBinding",
  "fingerprint",
  "newSecret",
  "StoreRefusal",
  // portable context and memory, capture
  "AppendOptions",
  "Appended",
  "BatchOutcome",
  "ContextSnapshot",
  "CursorStatus",
  "MemoryDocs",
  "MemoryVersion",
  "ROLES",
  "SnapshotRecord",
  "appendBatch",
  "appendMany",
  "appendRecord",
  "cursorCurrent",
  "eventOf",
  "memoryPath",
  "readContext",
  "CLAUDE_CODE",
  "CODEX",
  "Captured",
  "Harness",
  "captureTranscript",
  "GEMINI",
  "NotATranscript",
  "readChunks",
  "readTranscript",
  "START",
  "ReadPosition",
  // memory across harnesses, and the return
  "AdapterStateFile",
  "CONTEXT_CHARS",
  "eventLine",
  "prepareSession",
  "PrepareOptions",
  "Prepared",
  "decide",
  "exportMemory",
  "memorySource",
  "reconcile",
  "sharedState",
  "ExportResult",
  "Keep",
  "NativeState",
  "Outcome",
  "SharedState",
  "claudeProjectKey",
  "digestOf",
  "memoryIdFor",
  "nativeMemory",
  "splitGeminiAdded",
  "NativeMemory",
  "NativeRoots",
  "listMemory",
  "sharedMemoryPath",
  "suppliedMemory",
  "writeSupplied",
  "Supplied",
  // the authority ledger
  "ConsumeContext",
  "Ledger",
  "LedgerError",
  "LedgerErrorKind",
  "OwnerProof",
].sort();

describe("the public surface", () => {
  const names = exportedNames(join(ROOT, "src", "index.ts"), ROOT);

  it("K1: src/index.ts exports exactly the pinned hand-written names, by name (no internals such as scanJson or parseWithRaws)", () => {
    expect(
      names
        .filter((n) => !n.from.startsWith("generated/"))
        .map((n) => n.name)
        .sort(),
    ).toEqual(SURFACE);
    for (const internal of ["scanJson", "rawValues", "parseWithRaws", "decodeUtf8", "MAX_DEPTH", "Dispatch", "encodeFrame"])
      expect(names.map((n) => n.name)).not.toContain(internal);
  });

  it("K1: every canonical schema's type and the schema registry are exported from generated/ (a hand-written name never shadows one)", () => {
    const generated = new Set(names.filter((n) => n.from.startsWith("generated/")).map((n) => n.name));
    for (const entry of Object.values(SCHEMAS)) expect(generated, entry.title).toContain(entry.title);
    for (const name of ["SCHEMAS", "SchemaEntry", "SchemaTypes", "RustType", "CompiledValidator", "U64"]) expect(generated).toContain(name);
  });

  it("K1: the runtime module holds the same values the types promise", () => {
    const values = Object.keys(kit).sort();
    const declaredValues = SURFACE.filter((n) => n in kit)
      .concat(["SCHEMAS"])
      .sort();
    expect(values).toEqual(declaredValues);
  });
}, 60_000);

describe("the documented examples", () => {
  it("K1: every @example in the public entry points compiles against the package's own types", () => {
    const files = [
      "src/bridge/client.ts",
      "src/context/read.ts",
      "src/context/append.ts",
      "src/context/memory.ts",
      "src/ledger/ledger.ts",
      "src/validate/index.ts",
      "src/json/parse.ts",
    ];
    const examples = files.flatMap((file) => docExamples(readFileSync(join(ROOT, file), "utf8")).map((code) => ({ file, code })));
    expect(examples.length).toBeGreaterThanOrEqual(7);
    const problems = compileExamples(
      examples.map((e) => e.code),
      ROOT,
    );
    expect(problems.map((p) => `${examples[p.index]?.file}: ${p.message}`)).toEqual([]);
  }, 60_000);
});

describe("the module graph", () => {
  it("K1: no file in src/ imports, directly or around a loop, a file that imports it (types included)", () => {
    const graph = importGraph(join(ROOT, "src"), ROOT);
    expect(graph.size).toBeGreaterThan(40);
    expect(cycles(graph)).toEqual([]);
  });
});

describe("ARCHITECTURE.md", () => {
  it("K1: every file and folder the code map names exists in the repository (runtime and build output aside)", () => {
    const tracked = execFileSync("git", ["ls-files"], { cwd: ROOT, encoding: "utf8" }).split("\n").filter(Boolean);
    const folders = new Set(
      tracked.flatMap((f) =>
        f
          .split("/")
          .slice(0, -1)
          .map((_, i, parts) => parts.slice(0, i + 1).join("/")),
      ),
    );
    const exists = (name: string) =>
      tracked.includes(name) ||
      folders.has(name) ||
      tracked.some((f) => f.endsWith(`/${name}`)) ||
      [...folders].some((d) => d.endsWith(`/${name}`));
    /** Files the host or the ledger writes at run time, which the map names but the repository never holds. */
    const runtime = new Set(["authority.json", "authority.archive.jsonl", "run/host.pid", "run/host.log"]);
    /** What `npm run build` writes (dist/), which the map names and the repository never holds. */
    const built = (name: string) => name === "dist" || name.startsWith("dist/");
    const named = [...readFileSync(join(ROOT, "ARCHITECTURE.md"), "utf8").matchAll(/`([^`\s]+)`/g)]
      .map((m) => (m[1] as string).replace(/\/$/, ""))
      .filter((t) => !/[<*]/.test(t) && !t.startsWith("/") && !t.startsWith("."))
      .filter((t) => /\.(ts|md|json|jsonl|rs)$/.test(t) || t.includes("/"));
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((t) => !runtime.has(t) && !built(t) && !exists(t))).toEqual([]);
  });
});
