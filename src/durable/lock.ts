// Cross-process locks that the kernel releases when their holder dies (SPEC: locks), so a
// SIGKILLed holder never leaves a stale lock. Node has no flock(2); a Unix socket bound in the
// abstract namespace has the same property: the name is the lock, the kernel frees it with the
// holder's last descriptor. The name is derived from the locked directory's device and inode,
// so every process that opened the same directory contends for the same lock.
//
// Limit: an abstract name has no permissions, so another local process could hold it and block
// the lock's users (a denial of service); it cannot let two users in at once.

import { createServer, type Server } from "node:net";

import type { Dir } from "./dir.js";
import { FsError } from "./dir.js";

export interface Held {
  release(): Promise<void>;
}

function tryBind(name: string): Promise<Server | undefined> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE") resolve(undefined);
      else reject(error);
    });
    server.listen(name, () => resolve(server));
  });
}

/** Takes the exclusive lock of `dir`, waiting up to `timeoutMs`. */
export async function lockDir(dir: Dir, purpose: string, timeoutMs = 10_000): Promise<Held> {
  const stat = dir.stat();
  const name = `\0link-kit:${purpose}:${stat.dev}:${stat.ino}`;
  const deadline = Date.now() + timeoutMs;
  let wait = 1;
  for (;;) {
    const server = await tryBind(name);
    if (server) {
      server.unref();
      return { release: () => new Promise<void>((done) => server.close(() => done())) };
    }
    if (Date.now() >= deadline) throw new FsError("io", `${dir.path} is locked by another process (${purpose}); gave up after ${timeoutMs} ms`, dir.path);
    await new Promise((r) => setTimeout(r, wait));
    wait = Math.min(wait * 2, 20);
  }
}
