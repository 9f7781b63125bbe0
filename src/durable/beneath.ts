// openat2(2) with RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS | RESOLVE_NO_MAGICLINKS (B9), through the
// kit's native addon (native/beneath.c, see src/addon.ts). One system
// call resolves a whole relative path below a directory descriptor and refuses a link in any
// component, where the walk in dir.ts opens each component through /proc/self/fd. Optional: when
// the addon was not built, or the kernel has no openat2 (before Linux 5.6), callers walk instead.

import { nativeAddon } from "../addon.js";

/** Set when this kernel has no openat2 (before Linux 5.6): callers walk from then on. */
let noOpenat2 = false;

/** True when openBeneath can answer here: the addon is built and the kernel has not refused openat2. */
export function beneathAvailable(): boolean {
  return !noOpenat2 && nativeAddon() !== null;
}

/**
 * Opens `relative` (components joined by "/", already checked lexically) below `dirFd` without
 * following a link in any component. Returns the descriptor, or undefined when it could not: the
 * addon is missing, or openat2 refused for any reason (a link, a missing name, a file where a
 * directory should be). The caller then walks one component at a time, which names exactly what
 * is wrong; this path only ever serves what the walk would serve.
 */
export function openBeneath(dirFd: number, relative: string, flags: number): number | undefined {
  const native = nativeAddon();
  if (native === null || noOpenat2) return undefined;
  try {
    return native.openBeneath(dirFd, relative, flags);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOSYS") noOpenat2 = true;
    return undefined;
  }
}
