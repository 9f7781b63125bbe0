/**
 * Why a file-system operation was refused.
 * - `invalid`: a name that is not one plain component.
 * - `not_found`: nothing by that name.
 * - `exists`: created exclusively, but the name is taken.
 * - `link`: a symbolic link where a file or directory was expected; never followed.
 * - `not_regular`: a FIFO, socket, device or directory where a regular file was expected.
 * - `hard_link`: a regular file with more than one name, which may be reachable from outside.
 * - `not_directory`: a non-directory where a directory was expected.
 * - `unsafe`: wrong owner or mode on a private file or directory.
 * - `unsupported`: what this platform cannot do safely (a host serving anywhere but Linux).
 * - `mount`: another mount (a bind mount) inside a directory whose files are served; never crossed
 *   by the native resolver (openat2's RESOLVE_NO_XDEV).
 * - `no_space`: the disk or the quota is full (ENOSPC, EDQUOT, EFBIG). A write refused so left
 *   nothing of itself behind: the file is as it was. Retry once space is freed.
 * - `read_only`: not writable here: a read-only file system, or permission refused (EROFS, EACCES,
 *   EPERM). Nothing was written.
 * - `io`: the kernel failed a read, write or sync. A durable write refused so left the file as it
 *   was; after a failed fsync nothing is retried.
 * - `uncertain`: a write failed and what it left could not be taken back: the file may hold part
 *   of it. Its writer refuses to write again until the file is read anew and its torn end cut.
 */
export type FsErrorKind = "invalid" | "not_found" | "exists" | "link" | "not_regular" | "hard_link" | "not_directory" | "unsafe" | "mount" | "unsupported" | "no_space" | "read_only" | "io" | "uncertain";
export declare class FsError extends Error {
    readonly kind: FsErrorKind;
    readonly path?: string | undefined;
    readonly name = "FsError";
    constructor(kind: FsErrorKind, message: string, path?: string | undefined);
}
export declare function errno(error: unknown): string | undefined;
/** An error from the kernel as an FsError of `what` on `path`. */
export declare function classify(error: unknown, path: string, what: string): FsError;
