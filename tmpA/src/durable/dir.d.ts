import { type BigIntStats } from "node:fs";
export { FsError, type FsErrorKind } from "./errors.js";
/** True when `name` is one path component: not empty, `.` or `..`, and without `/` or NUL. */
export declare function isComponent(name: string): boolean;
/** What a regular file was when it was opened: enough to notice that it changed since. */
export interface FileIdentity {
    dev: bigint;
    ino: bigint;
    size: bigint;
    mtimeNs: bigint;
    ctimeNs: bigint;
}
/** A file's identity with its permission bits, as a stat of it found them. */
export interface FileStat extends FileIdentity {
    mode: number;
}
/** True when two identities are of the same file as it was: any write, rename or replace changes one field. */
export declare function sameIdentity(a: FileIdentity, b: FileIdentity): boolean;
export declare class Dir {
    /** The open directory descriptor every child operation goes through. */
    readonly fd: number;
    /** The directory's path, for messages only: never used to reach a child on Linux. */
    readonly path: string;
    /** The path it was opened by: how a child is reached on the portable platform. */
    private readonly opened;
    private closed;
    private constructor();
    /**
     * Opens an absolute directory path chosen by the host (not by a client): the last component
     * must not be a link. With `create`, missing directories are made with `mode`. `label` names
     * the directory in messages instead of its path (a host path is not the client's business).
     */
    static open(path: string, options?: {
        create?: boolean;
        mode?: number;
        label?: string;
    }): Dir;
    /**
     * The path of a child: on Linux the magic link resolved by the kernel from this descriptor;
     * on the portable platform this directory's path, once a stat shows it still names this one.
     */
    private at;
    /** The path this directory's children are reached by (see `at`). */
    private here;
    private child;
    /** Opens a child directory without following a link; with `create`, makes it first. */
    openDir(name: string, options?: {
        create?: boolean;
        mode?: number;
    }): Dir;
    /**
     * Opens a regular file for reading without following a link and without blocking on a FIFO;
     * refuses anything but a regular file with exactly one name.
     */
    openFile(name: string): {
        fd: number;
        identity: FileStat;
    };
    /** Reads a whole regular file (see openFile for what is refused). */
    readFile(name: string): {
        bytes: Buffer;
        identity: FileStat;
    };
    /**
     * The same read as `readFile` on the last of `components`, resolved below this directory in one
     * openat2 call (beneath.ts): no link in any component, no climb out. Undefined whenever that
     * path cannot serve it (no native kernels, or anything openat2 or the checks refuse); the caller then
     * walks with `openDir` and `readFile`, which refuse with the exact reason.
     */
    readFileBeneath(components: readonly string[]): {
        bytes: Buffer;
        identity: FileStat;
    } | undefined;
    /** The identity of a child regular file, or undefined when missing; links and others refused. */
    identify(name: string): FileStat | undefined;
    /**
     * Creates `name` exclusively without following a link, writes and fsyncs it, and returns its
     * descriptor, still open, for the caller to stat and close. On failure the half-made file is
     * removed. The one place a file's bytes are made durable.
     */
    private writeNew;
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
    writeAtomic(name: string, data: Uint8Array | string, mode?: number, options?: {
        locked?: boolean;
        tempSuffix?: string;
        lossy?: boolean;
    }): FileIdentity;
    /** Creates a file exclusively (fails with `exists`), durably, as writeAtomic does. */
    createExclusive(name: string, data: Uint8Array | string, mode?: number): FileIdentity;
    /**
     * Fsyncs this directory (not with `sync` false: a `lossy` replace), then returns the identity of
     * a file just made here and closes it. The file is in place already: a failed sync leaves it
     * there but maybe not on disk, `uncertain`.
     */
    private syncAndStat;
    /**
     * Moves a child file into `target` (a directory on the same file system) as `as`, never over a
     * name there: rename(2) moves the entry itself, never following a link; then both directories
     * are synced. A failed sync after the move is `uncertain`.
     */
    moveInto(name: string, target: Dir, as: string): void;
    /**
     * Removes a regular file (never a directory; a link is removed as itself, not followed), then
     * fsyncs the directory; with `lossy` it does not (a file that may come back whole after a
     * crash, which only costs work done again: a capture batch whose records are all stored).
     */
    unlink(name: string, options?: {
        lossy?: boolean;
    }): void;
    private removeQuietly;
    /** The children's names and kinds, without following links. */
    list(): Array<{
        name: string;
        kind: "file" | "directory" | "link" | "other";
    }>;
    /**
     * Opens (creating, 0600) a child for appending and reading, without following a link: the
     * descriptor of an append-only log. The caller closes it.
     */
    openLog(name: string): number;
    /** fsync the directory itself, so renames and removals in it are durable. */
    sync(): void;
    /** The directory's own mode and owner, for private-directory checks. */
    stat(): BigIntStats;
    close(): void;
}
