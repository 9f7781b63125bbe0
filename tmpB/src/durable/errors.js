// Why a file-system operation was refused (`FsError`), one kind per thing a caller decides
// differently, and the one mapping from the kernel's errno to those kinds.
export class FsError extends Error {
    kind;
    path;
    name = "FsError";
    constructor(kind, message, path) {
        super(message);
        this.kind = kind;
        this.path = path;
    }
}
export function errno(error) {
    return error?.code;
}
/** The errors that mean "no room": the device, the user's quota, or the file's size limit. */
const NO_SPACE = new Set(["ENOSPC", "EDQUOT", "EFBIG"]);
/** An error from the kernel as an FsError of `what` on `path`. */
export function classify(error, path, what) {
    if (error instanceof FsError)
        return error;
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
            return new FsError("read_only", `${what}: ${path}: not writable here (${code === "EROFS" ? "a read-only file system" : `permission refused, ${code}`})`, path);
        case "ENXIO":
            return new FsError("not_regular", `${what}: ${path} is a socket or FIFO without a peer`, path);
        default:
            if (code !== undefined && NO_SPACE.has(code))
                return new FsError("no_space", `${what}: ${path}: no space left (${code})`, path);
            return new FsError("io", `${what}: ${path}: ${error instanceof Error ? error.message : String(error)}`, path);
    }
}
