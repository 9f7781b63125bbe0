#!/usr/bin/env node
// `npm run test:harnesses [-- --latest]`: installs the real harnesses this folder pins (its
// package-lock.json; with --latest, the newest of each instead, not saved), builds the kit, and
// runs the live-harness suite against them. Not part of `npm test`; .ci/run runs it after the
// two configurations, pinned. `npm run bench:harnesses` (--bench) runs bench/harnesses.ts on the
// same install instead of the suite (not run by .ci/run).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";

const here = import.meta.dirname;
const root = resolve(here, "..", "..");
const args = process.argv.slice(2);
const latest = args.includes("--latest");
const bench = args.includes("--bench");
const rest = args.filter((a) => a !== "--latest" && a !== "--bench");

function run(command, argv, cwd) {
  const started = Date.now();
  const result = spawnSync(command, argv, { cwd, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`test:harnesses: ${command} ${argv.join(" ")} failed (exit ${result.status ?? result.signal})`);
    process.exit(1);
  }
  return Date.now() - started;
}

if (spawnSync("tmux", ["-V"]).status !== 0) {
  console.error("test:harnesses: tmux is needed for the interactive sessions (on Debian: apt-get install tmux)");
  process.exit(1);
}
const { dependencies } = JSON.parse(readFileSync(join(here, "package.json"), "utf8"));
// Never --omit=optional: Claude Code and Codex ship their native binaries as optional dependencies.
const installed = latest
  ? run("npm", ["install", "--no-save", "--no-audit", "--no-fund", ...Object.keys(dependencies).map((name) => `${name}@latest`)], here)
  : run("npm", ["ci", "--no-audit", "--no-fund"], here);
console.log(`test:harnesses: harnesses installed (${latest ? "latest" : "pinned"}) in ${(installed / 1000).toFixed(1)} s`);
for (const name of Object.keys(dependencies)) {
  const { version } = JSON.parse(readFileSync(join(here, "node_modules", name, "package.json"), "utf8"));
  console.log(`test:harnesses: ${name} ${version}`);
}
run("npm", ["run", "-s", "build"], root);
const suite = bench
  ? [join(root, "node_modules", "tsx", "dist", "cli.mjs"), join(root, "bench", "harnesses.ts"), ...rest]
  : [join(root, "node_modules", "vitest", "vitest.mjs"), "run", "--config", join(here, "vitest.config.ts"), ...rest];
const ran = spawnSync(process.execPath, suite, { cwd: root, stdio: "inherit" });
process.exit(ran.status ?? 1);
