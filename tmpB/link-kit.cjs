#!/usr/bin/env node
const __bundleUrl = require('node:url').pathToFileURL(__filename).href;
"use strict";

// dist/src/cli/bin.js
var import_node_url = require("node:url");

// dist/src/cli/code-cache.js
var import_node_buffer = require("node:buffer");
var import_node_crypto = require("node:crypto");
var import_node_fs = require("node:fs");
var import_node_module = require("node:module");
var import_node_path = require("node:path");
var import_node_vm = require("node:vm");
var CACHE_DIR = "v8-cache";
var GROWING_RUNS = 8;
function cacheFile(bundle, { size, mtimeMs }) {
  const prefix = `${(0, import_node_path.basename)(bundle)}.`;
  return { dir: (0, import_node_path.join)((0, import_node_path.dirname)(bundle), CACHE_DIR), prefix, name: `${prefix}${size}-${Math.trunc(mtimeMs)}.bin` };
}
function runCached(bundle) {
  const fd = (0, import_node_fs.openSync)(bundle, "r");
  let text;
  let cache;
  try {
    cache = cacheFile(bundle, (0, import_node_fs.fstatSync)(fd));
    const bytes = (0, import_node_fs.readFileSync)(fd);
    text = bytes.toString((0, import_node_buffer.isAscii)(bytes) ? "latin1" : "utf8");
  } finally {
    (0, import_node_fs.closeSync)(fd);
  }
  let held;
  try {
    held = checked((0, import_node_fs.readFileSync)((0, import_node_path.join)(cache.dir, cache.name)));
  } catch {
    held = void 0;
  }
  const script = new import_node_vm.Script(text, {
    filename: bundle,
    ...held === void 0 ? {} : { cachedData: held.data },
    importModuleDynamically: import_node_vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER
  });
  const run = held === void 0 || script.cachedDataRejected === true ? 1 : held.run + 1;
  if (run <= GROWING_RUNS)
    process.once("exit", () => writeCache(script, cache, run));
  const module2 = { exports: {} };
  script.runInThisContext()(module2.exports, (0, import_node_module.createRequire)(bundle), module2, bundle, (0, import_node_path.dirname)(bundle));
}
var digest = (data) => (0, import_node_crypto.createHash)("sha256").update(data).digest();
function checked(file) {
  const body = file.subarray(32);
  if (file.length <= 33 || !digest(body).equals(file.subarray(0, 32)))
    return void 0;
  return { run: body[0], data: body.subarray(1) };
}
function writeCache(script, { dir, prefix, name }, run) {
  try {
    (0, import_node_fs.mkdirSync)(dir, { recursive: true });
    const temporary = (0, import_node_path.join)(dir, `${name}.${process.pid}.tmp`);
    const body = Buffer.concat([Buffer.of(run), script.createCachedData()]);
    (0, import_node_fs.writeFileSync)(temporary, Buffer.concat([digest(body), body]));
    (0, import_node_fs.renameSync)(temporary, (0, import_node_path.join)(dir, name));
    for (const other of (0, import_node_fs.readdirSync)(dir))
      if (other !== name && other.startsWith(prefix) && other.endsWith(".bin"))
        (0, import_node_fs.unlinkSync)((0, import_node_path.join)(dir, other));
  } catch {
  }
}

// dist/src/cli/detach.js
var import_node_module2 = require("node:module");
var import_node_path2 = require("node:path");
var DETACHED = "LINK_KIT_HOOK_DETACHED";
var DETACHED_LOG = (0, import_node_path2.join)(".lnk", "agent-context", "hook.log");
function detachHook(argv) {
  const [script, ...args] = argv.slice(1);
  if (script === void 0 || args[0] !== "hook" || !args.includes("--detach") || args.includes("--help") || args.includes("-h"))
    return false;
  if (process.env[DETACHED] === "1")
    return false;
  const { spawn } = (0, import_node_module2.createRequire)(__bundleUrl)("node:child_process");
  const child = spawn(process.execPath, [...process.execArgv, script, ...args.filter((a) => a !== "--detach")], {
    detached: true,
    stdio: [0, "ignore", "ignore"],
    env: { ...process.env, [DETACHED]: "1" }
  });
  child.unref();
  return true;
}

// dist/src/cli/bin.js
if (!detachHook(process.argv)) {
  const hook = process.argv[2] === "hook";
  if (__bundleUrl.endsWith(".cjs"))
    runCached((0, import_node_url.fileURLToPath)(new URL(hook ? "./link-kit-hook.cjs" : "./link-kit-cli.cjs", __bundleUrl)));
  else {
    const modules = hook ? "./hook-main.js" : "./main.js";
    void import(modules);
  }
}
