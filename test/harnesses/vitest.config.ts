// The live-harness suite (issue 38): real harness binaries, pinned by this folder's lockfile,
// against a local model mock. Run by `npm run test:harnesses`, never by README's `npm test`.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ["*.test.ts"],
    testTimeout: 300_000,
    hookTimeout: 120_000,
    pool: "forks",
    // The same scratch root as the main suite (issue 40.14).
    globalSetup: ["../setup/global.ts"],
    setupFiles: ["../setup/env.ts"],
  },
});
