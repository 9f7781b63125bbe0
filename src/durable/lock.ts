// Cross-process locks that the kernel releases when their holder dies (SPEC: locks), so a
// SIGKILLed holder never leaves a stale lock.
//
// The lock is flock(2) on the locked directory itself, through the `fs-ext` native addon (Node
// has no flock). Each acquisition opens the directory anew, so each holder, in this process or
// another, has its own open file description and contends with every other; closing it (or
// dying) releases the lock. Only someone who can open the directory can take its lock, so a
// private (0700) directory has a private lock.
//
// Without the addon (it did not build), the lock falls back to a Unix socket bound in the
// abstract namespace: the name is the lock, the kernel frees it with the holder's last
// descriptor. Limit of the fallback: an abstract name has no permissions, so another local
// process could hold it and block the lock's users (a denial of service); it cannot let two users
// in at once.

import * as fs from "node:fs";
import { createRequire } from "node:module";
import { createServer, type Server } from "node:net";

import type { Dir } from "./dir.js";
import { FsError } from "./dir.js";

export interface Held {
  release(): Promise<void>;
}

interface FlockAddon {
  flockSync(fd: number, flags: "exnb" | "un"): void;
}

function loadFlock(): FlockAddon | undefined {
  if (process.env.LINK_KIT_LOCK === "socket") return undefined; // tests force the fallback
  try {
    const addon = createRequire(import.meta.url)("fs-ext") as Partial<FlockAddon>;
    return typeof addon.flockSync === "function" ? (addon as FlockAddon) : undefined;
  } catch {
    return undefined;
  }
}

const flock = loadFlock();

/** Which primitive this process locks with: `flock`, or the `abstract-socket` fallback. */
export const LOCK_PRIMITIVE: "flock" | "abstract-socket" = flock ? "flock" : "abstract-socket";

/** One attempt at the flock: the held lock, or undefined when another holder has it. */
function tryFlock(addon: FlockAddon, dir: Dir): Held | undefined {
  const fd = dir.reopen();
  try {
    addon.flockSync(fd, "exnb");
  } catch (error) {
    fs.closeSync(fd);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EAGAIN" || code === "EWOULDBLOCK") return undefined;
    throw new FsError("io", `cannot lock ${dir.path}: ${(error as Error).message}`, dir.path);
  }
  let open = true;
  return {
    release: () => {
      if (open) {
        open = false;
        fs.closeSync(fd); // closing the only descriptor of this description drops the lock
      }
      return Promise.resolve();
    },
  };
}

/**
 * Binds the fallback lock's name. For a Unix socket outside a cluster worker, Node binds and
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
 * One attempt at the exclusive lock of `dir`: the held lock, or undefined when another holder
 * has it. `purpose` names the lock in the fallback's name; with flock there is one lock per
 * directory.
 */
export function tryLockDir(dir: Dir, purpose: string): Promise<Held | undefined> {
  return flock ? Promise.resolve(tryFlock(flock, dir)) : tryBind(`\0link-kit:${purpose}:${directoryKey(dir)}`);
}

/**
 * Takes the exclusive lock of `dir`, waiting up to `timeoutMs`. `purpose` names the lock in
 * messages (and in the fallback's name); with flock there is one lock per directory.
 */
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
