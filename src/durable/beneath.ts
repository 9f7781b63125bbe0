// openat2(2) with RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS | RESOLVE_NO_MAGICLINKS (B9), through the
// kit's small native addon (native/beneath.c, built at install by native/build.mjs). One system
// call resolves a whole relative path below a directory descriptor and refuses a link in any
// component, where the walk in dir.ts opens each component through /proc/self/fd. Optional: when
// the addon was not built, or the kernel has no openat2 (before Linux 5.6), callers walk instead.

import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

import { PACKAGE_ROOT } from "../root.js";

interface Addon {
  openBeneath(dirFd: number, path: string, flags: number): number;
}

/** Where native/build.mjs leaves the addon. */
export const BENEATH_ADDON = join(PACKAGE_ROOT, "native", "build", "Release", "link_kit_beneath.node");

let addon: Addon | null | undefined;

/** The addon, loaded on first use (a hook that never reads a file never loads it); null without one. */
function load(): Addon | null {
  if (addon === undefined) {
    try {
      addon = existsSync(BENEATH_ADDON) ? (createRequire(import.meta.url)(BENEATH_ADDON) as Addon) : null;
    } catch {
      addon = null;
    }
  }
  return addon;
}

/** True when openBeneath can answer here: the addon is built and the kernel has not refused openat2. */
export function beneathAvailable(): boolean {
  return load() !== null;
}

/**
 * Opens `relative` (components joined by "/", already checked lexically) below `dirFd` without
 * following a link in any component. Returns the descriptor, or undefined when it could not: the
 * addon is missing, or openat2 refused for any reason (a link, a missing name, a file where a
 * directory should be). The caller then walks one component at a time, which names exactly what
 * is wrong; this path only ever serves what the walk would serve.
 */
export function openBeneath(dirFd: number, relative: string, flags: number): number | undefined {
  const native = load();
  if (native === null) return undefined;
  try {
    return native.openBeneath(dirFd, relative, flags);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOSYS") addon = null; // no openat2 in this kernel
    return undefined;
  }
}
