// The package as a user gets it: `npm pack`, then the tarball unpacked into a scratch project's
// node_modules with its runtime dependencies and bins, without the network.

import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { ROOT } from "./cli.js";

/** The package's name on the registry (issue 40.1); its command is `link-kit` whatever this is. */
export const PACKAGE_NAME = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { name: string }).name;

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
  const name = PACKAGE_NAME;
  mkdirSync(join(modules, name), { recursive: true });
  execFileSync("tar", ["xzf", join(packs, tarball), "-C", join(modules, name), "--strip-components", "1"]);
  const manifest = JSON.parse(readFileSync(join(modules, name, "package.json"), "utf8")) as {
    dependencies: Record<string, string>;
    bin: Record<string, string>;
  };
  // The runtime dependencies from this checkout's install: node resolves theirs from where they are.
  for (const dependency of Object.keys(manifest.dependencies))
    symlinkSync(join(ROOT, "node_modules", dependency), join(modules, dependency));
  mkdirSync(join(modules, ".bin"));
  for (const [bin, path] of Object.entries(manifest.bin)) symlinkSync(join("..", name, path), join(modules, ".bin", bin));
  // A project's own package.json (npm init's) gains the dependency, as npm install would add it.
  const project = join(into, "package.json");
  const own = existsSync(project) ? (JSON.parse(readFileSync(project, "utf8")) as { dependencies?: Record<string, string> }) : undefined;
  writeFileSync(
    project,
    JSON.stringify(
      own
        ? { ...own, dependencies: { ...own.dependencies, [name]: "*" } }
        : { name: "readme-walk", private: true, dependencies: { [name]: "*" } },
      null,
      2,
    ),
  );
}
