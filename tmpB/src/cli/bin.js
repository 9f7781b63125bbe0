#!/usr/bin/env node
// The `link-kit` executable's first module, small on purpose: a hook with `--detach` (detach.ts)
// starts its detached run and exits here, without the kit's modules loaded (a Node start is all
// the harness waits for); every other hook loads only the hook command (hook-main.ts, bundled as
// link-kit-hook.cjs), and every other run the CLI (main.ts, bundled as link-kit-cli.cjs), each
// run from V8's code cache (code-cache.ts), or as modules when run from the tsc output. The
// bundles are CommonJS: a `.mjs` entry costs every start Node's ES module loader, about 10 ms.
import { fileURLToPath } from "node:url";
import { runCached } from "./code-cache.js";
import { detachHook } from "./detach.js";
if (!detachHook(process.argv)) {
    const hook = process.argv[2] === "hook";
    if (import.meta.url.endsWith(".cjs"))
        runCached(fileURLToPath(new URL(hook ? "./link-kit-hook.cjs" : "./link-kit-cli.cjs", import.meta.url)));
    else {
        const modules = hook ? "./hook-main.js" : "./main.js"; // names the bundler leaves alone: the bin stays small
        void import(modules);
    }
}
