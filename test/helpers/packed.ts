// The package as a user gets it: `npm pack`, then the tarball unpacked into a scratch project's
// node_modules with its runtime dependencies and bins, without the network.

import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { ROOT } from "./cli.js";

/** Installs the packed package into `dir` as a user's project would have it, without the network. */
export function installPacked(into: string): void {
  const packs = join(into, ".packs");
  mkdirSync(packs);
  execFileSync("npm", ["pack", "--ignore-scripts", "--silent", "--pack-destination", packs], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const tarball = readdirSync(packs).find((n) => n.endsWith(".tgz")) as string;
  const modules = join(into, "node_modules");
  mkdirSync(join(modules, "link-kit"), { recursive: true });
  execFileSync("tar", ["xzf", join(packs, tarball), "-C", join(modules, "link-kit"), "--strip-components", "1"]);
  const manifest = JSON.parse(readFileSync(join(modules, "link-kit", "package.json"), "utf8")) as {
    dependencies: Record<string, string>;
    bin: Record<string, string>;
  };
  // The runtime dependencies from this checkout's install: node resolves theirs from where they are.
  for (const dependency of Object.keys(manifest.dependencies))
    symlinkSync(join(ROOT, "node_modules", dependency), join(modules, dependency));
  mkdirSync(join(modules, ".bin"));
  for (const [name, path] of Object.entries(manifest.bin)) symlinkSync(join("..", "link-kit", path), join(modules, ".bin", name));
  writeFileSync(join(into, "package.json"), JSON.stringify({ name: "readme-walk", private: true, dependencies: { "link-kit": "*" } }));
}
