// openat2(2) with RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS | RESOLVE_NO_MAGICLINKS (B9), a native
// kernel (native/beneath.c, see src/kernels.ts). One system call resolves a whole relative path
// below a directory descriptor and refuses a link in any component, where the walk in dir.ts opens
// each component through /proc/self/fd. Optional: without link-kit-native, or on a kernel with no
// openat2 (before Linux 5.6), the kernel declines (null) and callers walk instead.
import { kernels } from "../kernels.js";
import { FsError } from "./errors.js";
/** Set once the kernel declined (no link-kit-native, or a kernel before 5.6): callers walk from then on. */
let noOpenat2 = false;
/**
 * Opens `relative` (components joined by "/", already checked lexically) below `dirFd` without
 * following a link in any component. Returns the descriptor, or undefined when it could not: the
 * native kernels are not loaded, or openat2 refused for any reason (a link, a missing name, a file where a
 * directory should be). The caller then walks one component at a time, which names exactly what
 * is wrong; this path only ever serves what the walk would serve.
 */
export function openBeneath(dirFd, relative, flags) {
    if (noOpenat2)
        return undefined;
    try {
        const fd = kernels().openBeneath(dirFd, relative, flags);
        if (fd === null)
            noOpenat2 = true;
        return fd ?? undefined;
    }
    catch (error) {
        const code = error.code;
        // Another mount inside the directory (RESOLVE_NO_XDEV): refused, never walked into. (openat2 says
        // EXDEV for a climb out too; a path with `..`, or absolute, goes to the walk, which names what is wrong.)
        if (code === "EXDEV" && !relative.startsWith("/") && !relative.split("/").includes(".."))
            throw new FsError("mount", `${relative} crosses into another mount inside the folder; mounts are never crossed`, relative);
        return undefined;
    }
}
