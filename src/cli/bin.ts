#!/usr/bin/env node
// The `link-kit` executable's first module, small on purpose: a hook with `--detach` (detach.ts)
// starts its detached run and exits here, without the kit's modules loaded (a Node start is all
// the harness waits for); every other run loads the CLI (main.ts), bundled as link-kit-cli.cjs
// and run from V8's code cache (code-cache.ts), or as modules when run from the tsc output. Both
// bundles are CommonJS: a `.mjs` entry costs every start Node's ES module loader, about 10 ms.

import { fileURLToPath } from "node:url";

import { runCached } from "./code-cache.js";
import { detachHook } from "./detach.js";

if (!detachHook(process.argv)) {
  if (import.meta.url.endsWith(".cjs"))
    runCached(fileURLToPath(new URL("./link-kit-cli.cjs", import.meta.url)), process.argv[2] === "hook" ? "hook" : "cli");
  else {
    const modules = "./main.js"; // a name the bundler leaves alone: the bin stays small
    void import(modules);
  }
}
