/**
 * Opens `relative` (components joined by "/", already checked lexically) below `dirFd` without
 * following a link in any component. Returns the descriptor, or undefined when it could not: the
 * native kernels are not loaded, or openat2 refused for any reason (a link, a missing name, a file where a
 * directory should be). The caller then walks one component at a time, which names exactly what
 * is wrong; this path only ever serves what the walk would serve.
 */
export declare function openBeneath(dirFd: number, relative: string, flags: number): number | undefined;
