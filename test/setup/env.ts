// Runs in every test worker before its file (issue 40.14): temporary directories, HOME, the
// XDG directories and the working directory all point into the suite's scratch root, and the
// harnesses' own homes are unset, so whatever a test or a process it spawns derives from the
// environment lands in scratch. The toolchains' own homes (cargo, rustup, Go, npm's cache) keep
// pointing at the real ones: they are caches the suite reads, not state it owns.

import { join } from "node:path";

import { inject } from "vitest";

const root = inject("suiteRoot");
Object.assign(process.env, inject("toolHomes"));
process.env.TMPDIR = join(root, "tmp");
process.env.HOME = join(root, "home");
for (const name of [
  "XDG_STATE_HOME",
  "XDG_CONFIG_HOME",
  "XDG_DATA_HOME",
  "XDG_CACHE_HOME",
  "CODEX_HOME",
  "GEMINI_CLI_HOME",
  "CLAUDE_CONFIG_DIR",
  "LINK_KIT_HOME",
])
  delete process.env[name];
process.chdir(join(root, "cwd"));
