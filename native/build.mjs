// Builds native/build/Release/link_kit.node with node-gyp (npm's own, on the PATH of npm scripts), on
// Linux only, when asked (`npm run native`): nothing compiles at install. The kit works without
// it, in TypeScript: lnk-file-store then resolves paths one component at a time through
// /proc/self/fd. A failed build prints one line; with --strict (CI's second pass) it also exits 1.

import { spawnSync } from "node:child_process";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
if (process.platform !== "linux") process.exit(0);
const run = spawnSync("node-gyp", ["rebuild", "--directory", here], { stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" });
if (run.status !== 0) {
  const why = run.error ? run.error.message : (run.stderr.trim().split("\n").pop() ?? `exit ${run.status}`);
  process.stderr.write(`link-kit: the native addon was not built (${why}); lnk-file-store resolves paths one component at a time and the host parses large frames in TypeScript\n`);
  if (process.argv.includes("--strict")) process.exit(1);
}
