// Test runner settings: every test under test/, real processes and files, no global mocks.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // The live-harness suite has its own config and install (npm run test:harnesses).
    exclude: ["test/harnesses/**", "**/node_modules/**"],
    testTimeout: 60_000,
    pool: "forks",
    // One scratch root for the run: temp dirs, HOME and every spawned process's cwd (issue 40.14).
    globalSetup: ["test/setup/global.ts"],
    setupFiles: ["test/setup/env.ts"],
  },
});
