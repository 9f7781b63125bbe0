// A directory capability (STYLE 6): an opened, checked directory whose children are reached only
// through its descriptor (`/proc/self/fd/<fd>/<name>`, the openat of a Node program), one
// component at a time, never following a link; a whole path below it in one openat2 call where the
// native kernels are installed (`readFileBeneath`, src/kernels.ts). Durable replace lives here, once (STYLE 7).
// Where there is no /proc (the portable platform, platform.ts), children are reached by the
// directory's path, checked first to still name the directory this descriptor holds.
import { randomBytes } from "node:crypto";
import { closeSync, constants, fstatSync, fsyncSync, lstatSync, mkdirSync, openSync, readSync, readdirSync, renameSync, unlinkSync, } from "node:fs";
import { openBeneath } from "./beneath.js";
import { classify, errno, FsError } from "./errors.js";
import { writeAll } from "./append.js";
import { PLATFORM } from "./platform.js";
export { FsError } from "./errors.js";
// libuv opens every descriptor close-on-exec, so no child process inherits one.
const { O_RDONLY, O_WRONLY, O_CREAT, O_EXCL, O_NOFOLLOW, O_DIRECTORY, O_NONBLOCK } = constants;
/** The first temp-file suffix writeAtomic tries (see there). */
const FIRST_TEMP_SUFFIX = "0000000000000000";
/** True when `name` is one path component: not empty, `.` or `..`, and without `/` or NUL. */
export function isComponent(name) {
    return name !== "" && name !== "." && name !== ".." && !name.includes("/") && !name.includes("\0") && Buffer.byteLength(name) <= 255;
}
function isLink(path) {
    try {
        return lstatSync(path).isSymbolicLink();
    }
    catch {
        return false;
    }
}
/** True when two identities are of the same file as it was: any write, rename or replace changes one field. */
export function sameIdentity(a, b) {
    return a.dev === b.dev && a.ino === b.ino && a.size === b.size && a.mtimeNs === b.mtimeNs && a.ctimeNs === b.ctimeNs;
}
/**
 * A regular file's whole content from an open descriptor, sized by its stat, one byte over: a
 * regular file's short read is its end, so a file that did not grow meanwhile is read in one call.
 */
function readWhole(fd, size) {
    let buffer = Buffer.allocUnsafe(Number(size) + 1);
    let length = 0;
    for (;;) {
        if (length === buffer.length)
            buffer = Buffer.concat([buffer, Buffer.allocUnsafe(buffer.length)]);
        const want = buffer.length - length;
        const n = readSync(fd, buffer, length, want, length);
        length += n;
        if (n < want)
            return buffer.subarray(0, length);
    }
}
function identity(stat) {
    return { dev: stat.dev, ino: stat.ino, size: stat.size, mtimeNs: stat.mtimeNs, ctimeNs: stat.ctimeNs, mode: Number(stat.mode & 4095n) };
}
export class Dir {
    fd;
    path;
    opened;
    closed = false;
    constructor(
    /** The open directory descriptor every child operation goes through. */
    fd, 
    /** The directory's path, for messages only: never used to reach a child on Linux. */
    path, 
    /** The path it was opened by: how a child is reached on the portable platform. */
    opened) {
        this.fd = fd;
        this.path = path;
        this.opened = opened;
    }
    /**
     * Opens an absolute directory path chosen by the host (not by a client): the last component
     * must not be a link. With `create`, missing directories are made with `mode`. `label` names
     * the directory in messages instead of its path (a host path is not the client's business).
     */
    static open(path, options = {}) {
        if (!path.startsWith("/"))
            throw new FsError("invalid", `a root directory must be an absolute path: ${path}`, path);
        if (options.create)
            mkdirSync(path, { recursive: true, mode: options.mode ?? 0o700 });
        let fd;
        try {
            fd = openSync(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW);
        }
        catch (error) {
            throw classify(error, path, "open directory");
        }
        return new Dir(fd, options.label ?? path, path);
    }
    /**
     * The path of a child: on Linux the magic link resolved by the kernel from this descriptor;
     * on the portable platform this directory's path, once a stat shows it still names this one.
     */
    at(name) {
        if (!isComponent(name))
            throw new FsError("invalid", `not a single path component: ${JSON.stringify(name)}`, `${this.path}/${name}`);
        return `${this.here()}/${name}`;
    }
    /** The path this directory's children are reached by (see `at`). */
    here() {
        if (this.closed)
            throw new FsError("io", `directory ${this.path} is closed`, this.path);
        if (PLATFORM === "linux")
            return `/proc/self/fd/${this.fd}`;
        let named;
        try {
            named = lstatSync(this.opened, { bigint: true });
        }
        catch (error) {
            throw classify(error, this.path, "find directory");
        }
        const held = fstatSync(this.fd, { bigint: true });
        if (named.dev !== held.dev || named.ino !== held.ino)
            throw new FsError("link", `${this.path} was moved or replaced while open; its path now names something else`, this.path);
        return this.opened;
    }
    child(name) {
        return `${this.path}/${name}`;
    }
    /** Opens a child directory without following a link; with `create`, makes it first. */
    openDir(name, options = {}) {
        const path = this.at(name);
        if (options.create) {
            try {
                mkdirSync(path, { mode: options.mode ?? 0o700 });
            }
            catch (error) {
                if (errno(error) !== "EEXIST")
                    throw classify(error, this.child(name), "create directory");
            }
        }
        let fd;
        try {
            fd = openSync(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW);
        }
        catch (error) {
            // O_DIRECTORY|O_NOFOLLOW on a link reports ENOTDIR; say what it really is.
            if (errno(error) === "ENOTDIR" && isLink(path)) {
                throw new FsError("link", `open directory: ${this.child(name)} is a symbolic link; links are never followed`, this.child(name));
            }
            throw classify(error, this.child(name), "open directory");
        }
        return new Dir(fd, this.child(name), `${this.opened}/${name}`);
    }
    /**
     * Opens a regular file for reading without following a link and without blocking on a FIFO;
     * refuses anything but a regular file with exactly one name.
     */
    openFile(name) {
        let fd;
        try {
            fd = openSync(this.at(name), O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
        }
        catch (error) {
            throw classify(error, this.child(name), "open");
        }
        try {
            const stat = fstatSync(fd, { bigint: true });
            if (!stat.isFile())
                throw new FsError("not_regular", `${this.child(name)} is not a regular file`, this.child(name));
            if (stat.nlink !== 1n)
                throw new FsError("hard_link", `${this.child(name)} has ${stat.nlink} names; a hard link may reach outside`, this.child(name));
            return { fd, identity: identity(stat) };
        }
        catch (error) {
            closeSync(fd);
            throw error;
        }
    }
    /** Reads a whole regular file (see openFile for what is refused). */
    readFile(name) {
        const { fd, identity } = this.openFile(name);
        try {
            return { bytes: readWhole(fd, identity.size), identity };
        }
        catch (error) {
            throw classify(error, this.child(name), "read");
        }
        finally {
            closeSync(fd);
        }
    }
    /**
     * The same read as `readFile` on the last of `components`, resolved below this directory in one
     * openat2 call (beneath.ts): no link in any component, no climb out. Undefined whenever that
     * path cannot serve it (no native kernels, or anything openat2 or the checks refuse); the caller then
     * walks with `openDir` and `readFile`, which refuse with the exact reason.
     */
    readFileBeneath(components) {
        if (this.closed || !components.every(isComponent))
            return undefined;
        const fd = openBeneath(this.fd, components.join("/"), O_RDONLY | O_NOFOLLOW | O_NONBLOCK); // a mount crossed throws
        if (fd === undefined)
            return undefined;
        try {
            const stat = fstatSync(fd, { bigint: true });
            if (!stat.isFile() || stat.nlink !== 1n)
                return undefined;
            return { bytes: readWhole(fd, stat.size), identity: identity(stat) };
        }
        catch {
            return undefined;
        }
        finally {
            closeSync(fd);
        }
    }
    /** The identity of a child regular file, or undefined when missing; links and others refused. */
    identify(name) {
        let stat;
        try {
            stat = lstatSync(this.at(name), { bigint: true });
        }
        catch (error) {
            if (errno(error) === "ENOENT")
                return undefined;
            throw classify(error, this.child(name), "stat");
        }
        if (stat.isSymbolicLink())
            throw new FsError("link", `${this.child(name)} is a symbolic link; links are never followed`, this.child(name));
        if (!stat.isFile())
            throw new FsError("not_regular", `${this.child(name)} is not a regular file`, this.child(name));
        if (stat.nlink !== 1n)
            throw new FsError("hard_link", `${this.child(name)} has ${stat.nlink} names`, this.child(name));
        return identity(stat);
    }
    /**
     * Creates `name` exclusively without following a link, writes and fsyncs it, and returns its
     * descriptor, still open, for the caller to stat and close. On failure the half-made file is
     * removed. The one place a file's bytes are made durable.
     */
    writeNew(name, data, mode, what) {
        let fd;
        try {
            fd = openSync(this.at(name), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode);
        }
        catch (error) {
            throw classify(error, this.child(name), what);
        }
        try {
            writeAll(fd, data);
            fsyncSync(fd);
        }
        catch (error) {
            closeSync(fd);
            this.removeQuietly(name);
            throw classify(error, this.child(name), "write");
        }
        return fd;
    }
    /**
     * Replaces (or creates) a file durably: a temp file created exclusively without following a
     * link, mode 0600, written and fsynced, renamed over the name, then the directory fsynced.
     * Returns the new file's identity. Refuses to replace a link or anything but a regular file.
     * The temp name is `.<name>.tmp-<16 hex>`: first the all-zero suffix, which the directory
     * reuses cheaply on every rewrite of the same file; when that name is taken (a concurrent
     * writer, a crashed one's leftover, or a link planted there) a random one, never the taken
     * name's target. A caller that holds the directory's lock says `locked`: then nobody else can
     * be writing, and a taken first name is a leftover, removed (unlinked, never followed) and
     * reused. Tests pass `tempSuffix` to use exactly one name. With `lossy` (a cache, whose loss
     * costs only work done again) the directory is not fsynced: after a crash the name holds the
     * new file or the old one, either whole, as the file's own fsync comes before the rename.
     */
    writeAtomic(name, data, mode = 0o600, options = {}) {
        this.identify(name); // refuses a link, a FIFO, a directory or a hard link at the name
        const prefix = `.${name.slice(0, 200)}.tmp-`;
        let temp = `${prefix}${options.tempSuffix ?? FIRST_TEMP_SUFFIX}`;
        const taken = (error) => error instanceof FsError && error.kind === "exists" && options.tempSuffix === undefined;
        let fd;
        try {
            fd = this.writeNew(temp, data, mode, "create temp file");
        }
        catch (error) {
            if (!taken(error))
                throw error;
            fd = -1;
            if (options.locked) {
                this.removeQuietly(temp); // a leftover: nobody else writes here while the lock is held
                try {
                    fd = this.writeNew(temp, data, mode, "create temp file");
                }
                catch (again) {
                    if (!taken(again))
                        throw again; // still there (not a file): take a random name
                }
            }
            if (fd < 0) {
                temp = `${prefix}${randomBytes(8).toString("hex")}`;
                fd = this.writeNew(temp, data, mode, "create temp file");
            }
        }
        try {
            renameSync(this.at(temp), this.at(name));
        }
        catch (error) {
            closeSync(fd);
            this.removeQuietly(temp);
            throw classify(error, this.child(name), "rename");
        }
        return this.syncAndStat(fd, !options.lossy); // stat after the rename: a rename may change the file's ctime
    }
    /** Creates a file exclusively (fails with `exists`), durably, as writeAtomic does. */
    createExclusive(name, data, mode = 0o600) {
        return this.syncAndStat(this.writeNew(name, data, mode, "create"));
    }
    /**
     * Fsyncs this directory (not with `sync` false: a `lossy` replace), then returns the identity of
     * a file just made here and closes it. The file is in place already: a failed sync leaves it
     * there but maybe not on disk, `uncertain`.
     */
    syncAndStat(fd, sync = true) {
        try {
            try {
                if (sync)
                    this.sync();
            }
            catch (error) {
                throw new FsError("uncertain", `${error.message}: the new file is in place, but whether it survives a crash is unknown`, this.path);
            }
            return identity(fstatSync(fd, { bigint: true }));
        }
        finally {
            closeSync(fd);
        }
    }
    /**
     * Moves a child file into `target` (a directory on the same file system) as `as`, never over a
     * name there: rename(2) moves the entry itself, never following a link; then both directories
     * are synced. A failed sync after the move is `uncertain`.
     */
    moveInto(name, target, as) {
        if (target.identify(as) !== undefined)
            throw new FsError("exists", `move: ${target.child(as)} exists`, target.child(as));
        try {
            renameSync(this.at(name), target.at(as));
        }
        catch (error) {
            throw classify(error, this.child(name), "move");
        }
        try {
            target.sync();
            this.sync();
        }
        catch (error) {
            throw new FsError("uncertain", `${error.message}: ${this.child(name)} is moved, but whether that survives a crash is unknown`);
        }
    }
    /**
     * Removes a regular file (never a directory; a link is removed as itself, not followed), then
     * fsyncs the directory; with `lossy` it does not (a file that may come back whole after a
     * crash, which only costs work done again: a capture batch whose records are all stored).
     */
    unlink(name, options = {}) {
        try {
            unlinkSync(this.at(name));
        }
        catch (error) {
            throw classify(error, this.child(name), "remove");
        }
        if (options.lossy)
            return;
        try {
            this.sync();
        }
        catch (error) {
            throw new FsError("uncertain", `${error.message}: ${this.child(name)} is removed, but whether that survives a crash is unknown`, this.child(name));
        }
    }
    removeQuietly(name) {
        try {
            unlinkSync(this.at(name));
        }
        catch {
            // the temp file may not exist; nothing else to do
        }
    }
    /** The children's names and kinds, without following links. */
    list() {
        return readdirSync(this.here(), { withFileTypes: true }).map((entry) => ({
            name: entry.name,
            kind: entry.isSymbolicLink() ? "link" : entry.isFile() ? "file" : entry.isDirectory() ? "directory" : "other",
        }));
    }
    /**
     * Opens (creating, 0600) a child for appending and reading, without following a link: the
     * descriptor of an append-only log. The caller closes it.
     */
    openLog(name) {
        try {
            return openSync(this.at(name), constants.O_RDWR | O_CREAT | constants.O_APPEND | O_NOFOLLOW, 0o600);
        }
        catch (error) {
            throw classify(error, this.child(name), "open log");
        }
    }
    /** fsync the directory itself, so renames and removals in it are durable. */
    sync() {
        try {
            fsyncSync(this.fd);
        }
        catch (error) {
            throw classify(error, this.path, "sync directory");
        }
    }
    /** The directory's own mode and owner, for private-directory checks. */
    stat() {
        if (this.closed)
            throw new FsError("io", `directory ${this.path} is closed`, this.path);
        return fstatSync(this.fd, { bigint: true });
    }
    close() {
        if (this.closed)
            return;
        this.closed = true;
        closeSync(this.fd);
    }
}
