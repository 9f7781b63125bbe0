// Cross-process locks that the kernel releases when their holder dies (SPEC: locks), so a
// SIGKILLed holder never leaves a stale lock, with no native code: Node has no flock, and a
// dependency that compiles at install fails where there is no C toolchain.
//
// The lock is a Unix socket bound in Linux's abstract namespace, named after the locked
// directory's device and inode and the lock's purpose: the name is the lock, and the kernel frees
// it with its holder's last descriptor, however the holder ends. Linux only, as the host's no-follow
// resolution is (src/durable/dir.ts, /proc/self/fd). Limits: an abstract name has no permissions,
// so another local process could bind it first and make the lock's users wait (a denial of service;
// it cannot let two users in at once); and the namespace is per network namespace, so processes
// that share a directory across network namespaces do not exclude each other.

import { createServer, type Server } from "node:net";

import type { Dir } from "./dir.js";
import { FsError } from "./dir.js";

export interface Held {
  release(): Promise<void>;
}

/** Which primitive this process locks with. */
export const LOCK_PRIMITIVE = "abstract-socket";

/**
 * Binds the lock's name. For a Unix socket outside a cluster worker, Node binds and
 * listens synchronously inside `listen()`, so an uncontended lock is taken without waiting for
 * the event loop; a refusal (or a listen Node defers) is awaited. Undefined when another holder
 * has it.
 */
async function tryBind(name: string): Promise<Held | undefined> {
  const server: Server = createServer();
  const outcome = new Promise<NodeJS.ErrnoException | undefined>((resolve) => {
    server.once("error", resolve);
    server.once("listening", () => resolve(undefined));
  });
  server.listen(name);
  if (!server.listening) {
    const error = await outcome;
    if (error?.code === "EADDRINUSE") return undefined;
    if (error !== undefined) throw error;
  }
  server.unref();
  // Closing the server closes its descriptor at once, which frees the name for the next holder.
  return { release: () => Promise.resolve(void server.close()) };
}

/** An open directory's device and inode never change, so each is looked up once. */
const keys = new WeakMap<Dir, string>();

function directoryKey(dir: Dir): string {
  let key = keys.get(dir);
  if (key === undefined) {
    const stat = dir.stat();
    key = `${stat.dev}:${stat.ino}`;
    keys.set(dir, key);
  }
  return key;
}

/**
 * One attempt at the exclusive lock of `dir` for `purpose` (a directory has one lock per purpose):
 * the held lock, or undefined when another holder has it.
 */
export function tryLockDir(dir: Dir, purpose: string): Promise<Held | undefined> {
  return tryBind(`\0link-kit:${purpose}:${directoryKey(dir)}`);
}

/** Takes the exclusive lock of `dir` for `purpose`, waiting up to `timeoutMs`; `purpose` names it in messages too. */
export async function lockDir(dir: Dir, purpose: string, timeoutMs = 10_000): Promise<Held> {
  const deadline = Date.now() + timeoutMs;
  let wait = 1;
  for (;;) {
    const held = await tryLockDir(dir, purpose);
    if (held) return held;
    if (Date.now() >= deadline)
      throw new FsError("io", `${dir.path} is locked by another process (${purpose}); gave up after ${timeoutMs} ms`, dir.path);
    await new Promise((r) => setTimeout(r, wait));
    wait = Math.min(wait * 2, 20);
  }
}
