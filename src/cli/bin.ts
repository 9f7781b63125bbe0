#!/usr/bin/env node
// The `link-kit` executable's first module, small on purpose: a hook with `--detach` (detach.ts)
// starts its detached run and exits here, without the kit's modules loaded (a Node start is all
// the harness waits for); every other run loads the CLI (main.ts, bundled as link-kit-cli.mjs).

import { detachHook } from "./detach.js";

if (!detachHook(process.argv)) {
  // A name computed at run time: the bundler leaves the CLI in its own file, loaded only here.
  const cli = import.meta.url.endsWith(".mjs") ? "./link-kit-cli.mjs" : "./main.js";
  await import(cli);
}
