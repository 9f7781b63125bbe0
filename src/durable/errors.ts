// Why a file-system operation was refused (`FsError`), one kind per thing a caller decides
// differently, and the one mapping from the kernel's errno to those kinds.

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
export type FsErrorKind =
  | "invalid"
  | "not_found"
  | "exists"
  | "link"
  | "not_regular"
  | "hard_link"
  | "not_directory"
  | "unsafe"
  | "mount"
  | "unsupported"
  | "no_space"
  | "read_only"
  | "io"
  | "uncertain";

export class FsError extends Error {
  override readonly name = "FsError";
  constructor(
    readonly kind: FsErrorKind,
    message: string,
    readonly path?: string,
  ) {
    super(message);
  }
}

export function errno(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

/** The errors that mean "no room": the device, the user's quota, or the file's size limit. */
const NO_SPACE = new Set(["ENOSPC", "EDQUOT", "EFBIG"]);

/** An error from the kernel as an FsError of `what` on `path`. */
export function classify(error: unknown, path: string, what: string): FsError {
  if (error instanceof FsError) return error;
  const code = errno(error);
  switch (code) {
    case "ENOENT":
      return new FsError("not_found", `${what}: ${path} does not exist`, path);
    case "EEXIST":
      return new FsError("exists", `${what}: ${path} exists`, path);
    case "ELOOP":
      return new FsError("link", `${what}: ${path} is a symbolic link; links are never followed`, path);
    case "ENOTDIR":
      return new FsError("not_directory", `${what}: a component of ${path} is not a directory`, path);
    case "EROFS":
    case "EACCES":
    case "EPERM":
      return new FsError(
        "read_only",
        `${what}: ${path}: not writable here (${code === "EROFS" ? "a read-only file system" : `permission refused, ${code}`})`,
        path,
      );
    case "ENXIO":
      return new FsError("not_regular", `${what}: ${path} is a socket or FIFO without a peer`, path);
    default:
      if (code !== undefined && NO_SPACE.has(code)) return new FsError("no_space", `${what}: ${path}: no space left (${code})`, path);
      return new FsError("io", `${what}: ${path}: ${error instanceof Error ? error.message : String(error)}`, path);
  }
}
