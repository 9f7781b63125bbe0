// K8: the conformance runner as implementers get it: the packed package installed into a scratch
// project outside the repository, its vectors and docs inside, and `npx link-kit conformance`
// finding them beside the installed package, for the runtime and for the Serde testee.

import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { beforeAll, describe, expect, it } from "vitest";

import { buildUpstream, hasCargo } from "../../codegen/upstream.js";
import { BIN, ensureBuilt, ROOT } from "../helpers/cli.js";
import { installPacked, PACKAGE_NAME } from "../helpers/packed.js";
import { scratchDirs } from "../helpers/scratch.js";

const scratch = scratchDirs("lk-packed-");
const cargo = hasCargo() || process.env.CI === "true";
let dir: string;

beforeAll(() => {
  ensureBuilt();
  expect(spawnSync(process.execPath, [BIN, "--version"]).status).toBe(0); // a code cache in dist/, as after any run
  dir = scratch();
  installPacked(dir);
}, 120_000);

const npx = (...args: string[]) => spawnSync("npx", ["link-kit", ...args], { cwd: dir, encoding: "utf8", timeout: 120_000 });

describe("the packed package", () => {
  it("K8: carries the vectors, their schema, the testee documentation and everything README and --help refer to", () => {
    const root = join(dir, "node_modules", PACKAGE_NAME);
    for (const file of [
      "test/vectors/vector.schema.json",
      "test/vectors/schema/validate.json",
      "test/vectors/serde/store.Request.jsonl",
      "docs/conformance.md",
      "docs/schema-diff.md",
      "examples/bridge.ts",
    ])
      expect(existsSync(join(root, file)), file).toBe(true);
    expect(existsSync(join(ROOT, "dist", "v8-cache"))).toBe(true);
    expect(existsSync(join(root, "dist", "v8-cache"))).toBe(false); // code this machine's V8 compiled is not shipped
  });

  it("carries no native code and no install script; link-kit-native is an optional peer, packed on its own with every source its install builds", () => {
    const root = join(dir, "node_modules", PACKAGE_NAME);
    expect(existsSync(join(root, "native"))).toBe(false);
    const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
      scripts?: Record<string, string>;
      peerDependenciesMeta?: Record<string, unknown>;
    };
    for (const script of ["preinstall", "install", "postinstall", "prepare"]) expect(manifest.scripts?.[script], script).toBeUndefined();
    expect(manifest.peerDependenciesMeta?.["link-kit-native"]).toEqual({ optional: true });
    const packed = spawnSync("npm", ["pack", "--dry-run", "--json", join(ROOT, "native")], { cwd: dir, encoding: "utf8" });
    const files = (JSON.parse(packed.stdout) as Array<{ files: Array<{ path: string }> }>)[0]?.files.map((f) => f.path) ?? [];
    const sources = readdirSync(join(ROOT, "native")).filter((name) => /\.(c|h|gyp|js|json)$/.test(name));
    expect(sources).toContain("binding.gyp");
    for (const name of sources) expect(files, name).toContain(name);
  });

  it("a TypeScript consumer type-checks against the installed declarations with @types/node, the optional peer they name (Buffer, node:stream)", () => {
    const root = join(dir, "node_modules", PACKAGE_NAME);
    const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
      peerDependencies?: Record<string, string>;
      peerDependenciesMeta?: Record<string, unknown>;
    };
    expect(manifest.peerDependencies?.["@types/node"]).toBeDefined();
    expect(manifest.peerDependenciesMeta?.["@types/node"]).toEqual({ optional: true });
    const project = join(dir, "ts-consumer");
    mkdirSync(join(project, "node_modules", "@types"), { recursive: true });
    symlinkSync(root, join(project, "node_modules", PACKAGE_NAME));
    writeFileSync(join(project, "package.json"), JSON.stringify({ name: "ts-consumer", private: true, type: "module" }));
    writeFileSync(
      join(project, "consumer.ts"),
      [
        'import { appendRecord, Bridged, parse, stringify, validate } from "link-context-kit";',
        'import type { Event } from "link-context-kit/generated";',
        'const value = parse(\'{"seq":1,"role":"user","text":"hi"}\');',
        'const checked = validate("store::context::Event", value);',
        "const event: Event | undefined = checked.ok ? checked.value : undefined;",
        "export const printed: string = stringify(value);",
        "export { appendRecord, Bridged, event };",
        "",
      ].join("\n"),
    );
    const tsc = (types: boolean) =>
      spawnSync(
        process.execPath,
        [
          join(ROOT, "node_modules", "typescript", "bin", "tsc"),
          "--noEmit",
          "--strict",
          "--module",
          "nodenext",
          "--moduleResolution",
          "nodenext",
          "--target",
          "es2022",
          "--types",
          types ? "node" : "",
          "consumer.ts",
        ],
        { cwd: project, encoding: "utf8" },
      );
    // Without @types/node the declarations name types nobody declares: said so by the compiler.
    expect(tsc(false).status).not.toBe(0);
    symlinkSync(join(ROOT, "node_modules", "@types", "node"), join(project, "node_modules", "@types", "node"));
    const run = tsc(true);
    expect(run.stdout + run.stderr).toBe("");
    expect(run.status).toBe(0);
  }, 120_000);

  it("K8: npx link-kit conformance, from outside the repository, runs the installed package's vectors and passes", () => {
    const run = npx("conformance");
    expect(run.status, run.stdout + run.stderr).toBe(0);
    const [first] = run.stdout.split("\n");
    expect(first).toContain(`vectors from ${join(realpathSync(dir), "node_modules", PACKAGE_NAME, "test", "vectors")}`);
    expect(run.stdout).toMatch(/\n\d+ passed, 0 failed\n$/);
  }, 120_000);

  it.runIf(cargo)(
    "K2 K8: npx link-kit conformance --testee <the Serde testee> passes",
    () => {
      const run = npx("conformance", "--testee", `${buildUpstream() as string} testee`);
      expect(run.status, run.stdout.slice(-2000) + run.stderr).toBe(0);
      expect(run.stdout.split("\n")[0]).toMatch(/^link-upstream \S+ \(rust/);
      expect(run.stdout).toMatch(/\n\d+ passed, 0 failed\n$/);
    },
    300_000,
  );
});
