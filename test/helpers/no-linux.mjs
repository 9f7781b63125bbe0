// Loaded into a process (`node --import`) that must make no Linux-only call, as the hook side
// must not where the harness runs on macOS (issue 31.1): reaching a path under /proc or binding
// a socket in Linux's abstract namespace is written to stderr and throws.

import fs from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import net from "node:net";

function refuse(what) {
  process.stderr.write(`Linux-only call: ${what}\n`);
  throw Object.assign(new Error(`Linux-only call: ${what}`), { code: "ELINUXONLY" });
}

const PATH_CALLS = [
  "accessSync",
  "existsSync",
  "lstat",
  "lstatSync",
  "mkdirSync",
  "open",
  "openSync",
  "opendirSync",
  "readdir",
  "readdirSync",
  "readFile",
  "readFileSync",
  "readlinkSync",
  "realpathSync",
  "renameSync",
  "rmSync",
  "stat",
  "statSync",
  "unlinkSync",
  "writeFileSync",
];
for (const name of PATH_CALLS) {
  const call = fs[name];
  fs[name] = function (...args) {
    for (const arg of args.slice(0, 2)) if (typeof arg === "string" && arg.startsWith("/proc/")) refuse(`${name} ${arg}`);
    return call.apply(this, args);
  };
}
syncBuiltinESMExports();

const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (...args) {
  const path = typeof args[0] === "string" ? args[0] : args[0]?.path;
  if (typeof path === "string" && path.startsWith("\0")) refuse(`listen on an abstract socket ${JSON.stringify(path)}`);
  return listen.apply(this, args);
};
