// Cross-process locks that the kernel releases when their holder dies (SPEC: locks), so a
// SIGKILLed holder never leaves a stale lock, with no native code: Node has no flock, and a
// dependency that compiles at install fails where there is no C toolchain. Two primitives, one
// per platform (platform.ts), each named after the locked directory's device and inode and the
// lock's purpose:
//
// - Linux: a Unix socket bound in the abstract namespace. The name is the lock, and the kernel
//   frees it with its holder's last descriptor, however the holder ends. Limits: an abstract name
//   has no permissions, so another local process could bind it first and make the lock's users
//   wait (a denial of service; it cannot let two users in at once); and the namespace is per
//   network namespace, so processes that share a directory across network namespaces do not
//   exclude each other.
// - Portable (macOS, or LINK_KIT_PORTABLE=1): Lamport's bakery over files in a private directory
//   of the temp directory (`link-kit-<uid>/<key>`). A taker binds a listening socket at a name of
//   its own (`s-<nonce>`), reads the tickets there (`k-<nonce>`, each written whole by a rename),
//   writes its own one above the highest, then waits for no one: it holds the lock when every
//   other taker is either gone, dead or behind it, and otherwise steps back and tries again. A
//   taker is alive while its socket accepts a connection: the kernel closes it when the holder
//   dies, and whoever finds it dead removes its files (its nonce is never used again). Limits:
//   locks of one user only (another user's takers have their own directory), and a holder whose
//   socket's backlog is full may look dead on systems that refuse such a connection.
import { createHash, randomBytes } from "node:crypto";
import { lstatSync, mkdirSync, readFileSync, readdirSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FsError } from "./dir.js";
import { PLATFORM } from "./platform.js";
/** Which primitive this process locks with. */
export const LOCK_PRIMITIVE = PLATFORM === "linux" ? "abstract-socket" : "socket-tickets";
/**
 * Binds the lock's name. For a Unix socket outside a cluster worker, Node binds and
 * listens synchronously inside `listen()`, so an uncontended lock is taken without waiting for
 * the event loop; a refusal (or a listen Node defers) is awaited. Undefined when another holder
 * has it.
 */
async function tryBind(name) {
    const server = createServer();
    const outcome = new Promise((resolve) => {
        server.once("error", resolve);
        server.once("listening", () => resolve(undefined));
    });
    server.listen(name);
    if (!server.listening) {
        const error = await outcome;
        if (error?.code === "EADDRINUSE")
            return undefined;
        if (error !== undefined)
            throw error;
    }
    server.unref();
    // Closing the server closes its descriptor at once, which frees the name for the next holder.
    return { release: () => Promise.resolve(void server.close()) };
}
/** An open directory's device and inode never change, so each is looked up once. */
const keys = new WeakMap();
function directoryKey(dir) {
    let key = keys.get(dir);
    if (key === undefined) {
        const stat = dir.stat();
        key = `${stat.dev}:${stat.ino}`;
        keys.set(dir, key);
    }
    return key;
}
/**
 * One attempt at the exclusive lock of `dir` for `purpose` (a directory has one lock per purpose):
 * the held lock, or undefined when another holder has it.
 */
export function tryLockDir(dir, purpose) {
    const key = `${purpose}:${directoryKey(dir)}`;
    return LOCK_PRIMITIVE === "abstract-socket" ? tryBind(`\0link-kit:${key}`) : tryTickets(ticketDir(key));
}
/** A socket's path is short (104 bytes on macOS, 108 on Linux, its final NUL included). */
const MAX_SOCKET_PATH = 103;
/** `path` as a private directory of this user: made 0700 when missing, refused when it is anything else. */
function privateDir(path) {
    try {
        mkdirSync(path, { mode: 0o700 });
    }
    catch (error) {
        if (error.code !== "EEXIST")
            throw new FsError("io", `lock directory ${path}: ${error.message}`, path);
    }
    const stat = lstatSync(path);
    if (!stat.isDirectory() || (process.getuid !== undefined && stat.uid !== process.getuid()) || (stat.mode & 0o077) !== 0)
        throw new FsError("unsafe", `lock directory ${path} is not a private directory of this user (0700, owned, no link)`, path);
    return path;
}
/** The private directory of one lock's tickets, below the temp directory. */
function ticketDir(key) {
    const user = privateDir(join(tmpdir(), `link-kit-${process.getuid?.() ?? "user"}`));
    return privateDir(join(user, createHash("sha256").update(key).digest("hex").slice(0, 16)));
}
/** True while a socket accepts a connection at `path`; a refusal is asked twice (a holder between calls is never taken for dead). */
async function alive(path) {
    for (let attempt = 0; attempt < 2; attempt++) {
        const answer = await new Promise((resolve) => {
            const socket = connect(path);
            socket.once("connect", () => {
                socket.destroy();
                resolve(true);
            });
            socket.once("error", (error) => resolve(error.code === "ECONNREFUSED" || error.code === "ENOENT" ? undefined : true));
        });
        if (answer)
            return true;
    }
    return false;
}
function removeQuietly(path) {
    try {
        unlinkSync(path);
    }
    catch {
        // gone already
    }
}
/** A taker's ticket, or undefined while it has none (it is choosing, or gone). */
function ticketOf(dir, nonce) {
    try {
        const ticket = Number(readFileSync(join(dir, `k-${nonce}`), "latin1"));
        return Number.isSafeInteger(ticket) && ticket > 0 ? ticket : undefined;
    }
    catch {
        return undefined;
    }
}
/** How long a taker waits on another that is choosing its ticket before it steps back. */
const CHOOSING_MS = 1000;
/**
 * How old a hidden `.s-*` / `.k-*` file must be before a taker takes it for a killed taker's: a
 * live taker renames its own within milliseconds of making it (a socket bound but not yet
 * listening refuses connections, so age, not a connection, tells a dead one).
 */
const LEFT_MS = 10_000;
/** Removes the hidden files of takers killed between making them and showing them (issue 39.11). */
function sweepLeft(dir) {
    const now = Date.now();
    for (const name of readdirSync(dir)) {
        if (!name.startsWith(".s-") && !name.startsWith(".k-"))
            continue;
        try {
            if (now - lstatSync(join(dir, name)).mtimeMs > LEFT_MS)
                removeQuietly(join(dir, name));
        }
        catch {
            // gone already
        }
    }
}
/** One attempt at the bakery lock in `dir` (see the header). */
async function tryTickets(dir) {
    sweepLeft(dir);
    const nonce = randomBytes(8).toString("hex");
    const presence = join(dir, `s-${nonce}`);
    const ticketFile = join(dir, `k-${nonce}`);
    if (Buffer.byteLength(presence) > MAX_SOCKET_PATH)
        throw new FsError("invalid", `the lock's socket path ${presence} is too long for a socket; set TMPDIR to a shorter directory`, presence);
    const server = createServer((socket) => socket.destroy());
    // Bound under a hidden name and shown once it listens: a socket bound but not yet listening
    // refuses connections, and must never be taken for a dead taker's.
    const bound = join(dir, `.s-${nonce}`);
    await new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(bound, () => resolve());
    });
    server.unref();
    const release = async () => {
        removeQuietly(ticketFile);
        removeQuietly(presence);
        removeQuietly(bound);
        await new Promise((resolve) => server.close(resolve));
    };
    const takers = () => readdirSync(dir).flatMap((name) => (name.startsWith("s-") && name !== `s-${nonce}` ? [name.slice(2)] : []));
    try {
        renameSync(bound, presence);
        // Choosing: a ticket above every one there, written whole.
        const highest = Math.max(0, ...readdirSync(dir).flatMap((name) => (name.startsWith("k-") ? [ticketOf(dir, name.slice(2)) ?? 0] : [])));
        const mine = highest + 1;
        const temp = join(dir, `.k-${nonce}`);
        writeFileSync(temp, String(mine), { mode: 0o600 });
        renameSync(temp, ticketFile);
        // Waiting for no one: every other taker gone, dead or behind; one that is choosing is waited for.
        const deadline = Date.now() + CHOOSING_MS;
        for (;;) {
            let choosing = false;
            for (const other of takers()) {
                const ticket = ticketOf(dir, other);
                if (ticket !== undefined && (ticket > mine || (ticket === mine && other > nonce)))
                    continue; // behind
                if (!(await alive(join(dir, `s-${other}`)))) {
                    removeQuietly(join(dir, `k-${other}`));
                    removeQuietly(join(dir, `s-${other}`));
                    continue;
                }
                if (ticket !== undefined) {
                    await release(); // ahead of this taker, and alive
                    return undefined;
                }
                choosing = true;
            }
            if (!choosing)
                return { release };
            if (Date.now() >= deadline) {
                await release();
                return undefined;
            }
            await new Promise((resolve) => setTimeout(resolve, 1));
        }
    }
    catch (error) {
        await release();
        throw error;
    }
}
/** Takes the exclusive lock of `dir` for `purpose`, waiting up to `timeoutMs`; `purpose` names it in messages too. */
export async function lockDir(dir, purpose, timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    let wait = 1;
    for (;;) {
        const held = await tryLockDir(dir, purpose);
        if (held)
            return held;
        if (Date.now() >= deadline)
            throw new FsError("io", `${dir.path} is locked by another process (${purpose}); gave up after ${timeoutMs} ms`, dir.path);
        await new Promise((r) => setTimeout(r, wait));
        wait = Math.min(wait * 2, 20);
    }
}
