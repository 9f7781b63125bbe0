// The authority ledger's file (A4, A5, A11): `authority.json`, the document
// `link_harness_contract::harness::authority::AuthorityFile` describes, read and checked, changed
// under the directory's lock and written durably, and the archive what is done leaves it for.
// The operations on the document are the ledger's (src/ledger/ledger.ts).
import { closeSync, fdatasyncSync, fstatSync, mkdirSync, readFileSync, readSync } from "node:fs";
import { resolve } from "node:path";
import { Dir, FsError, sameIdentity } from "../durable/dir.js";
import { writeAll } from "../durable/append.js";
import { encodeLine, scanLines } from "../durable/lines.js";
import { lockDir } from "../durable/lock.js";
import { JsonError, parse, stringify } from "../json/index.js";
import { validate } from "../validate/index.js";
import { LedgerError } from "./errors.js";
export const AUTHORITY_FILE = "authority.json";
export const AUTHORITY_FORMAT = "link.authority";
/** 2: each session names its agent's owner, which `respond` checks (version 1 did not). */
export const AUTHORITY_VERSION = 2;
export const MAX_METADATA_BYTES = 1024 * 1024;
/**
 * Where what is done leaves the live document (issue 39.6): an append-only file of checksummed
 * lines, `{"request": ...}` or `{"session": ...}`, never rewritten. A request goes there once its
 * attempt is over and it is final (denied, or allowed and claimed); a session no live request or
 * attempt names goes there when the document passes SESSIONS_AT. Each is still found by the calls
 * that must find it again (a repeated proposal or answer, a session reopened), which look there
 * when the live document does not hold it.
 */
export const ARCHIVE_FILE = "authority.archive.jsonl";
/** The live document's size past which sessions no live request or attempt names are archived. */
const SESSIONS_AT = 256 * 1024;
function refuse(kind, message) {
    throw new LedgerError(kind, message);
}
/** `authority.json` in its private directory, and its archive. */
export class AuthorityStore {
    dir;
    host;
    secretFingerprint;
    constructor(dir, 
    /** The host this ledger belongs to; undefined for an operator's inspection (taken from the file). */
    host, 
    /** This start's fingerprint; undefined for an operator's inspection. */
    secretFingerprint) {
        this.dir = dir;
        this.host = host;
        this.secretFingerprint = secretFingerprint;
    }
    /**
     * The store in the directory at `path`, which must be private (0700, this user's, not a link).
     * `create` makes the directory first, private (a host's first open; never an inspection).
     */
    static open(path, host, secretFingerprint, create) {
        let dir;
        // A host's first open makes its directory, private (issue 40.5); an operator's inspection never does.
        if (create) {
            try {
                mkdirSync(resolve(path), { recursive: true, mode: 0o700 });
            }
            catch (error) {
                refuse("unsafe", `ledger directory ${path}: cannot make it: ${error.message}`);
            }
        }
        try {
            dir = Dir.open(resolve(path));
        }
        catch (error) {
            throw new LedgerError(error instanceof FsError && error.kind === "not_found" ? "not_found" : "unsafe", `ledger directory: ${error.message}`);
        }
        const stat = dir.stat();
        if ((stat.mode & 63n) !== 0n || stat.uid !== BigInt(process.getuid?.() ?? stat.uid)) {
            dir.close();
            refuse("unsafe", `${path} must be a private directory (0700, owned by this user), not mode ${(stat.mode & 511n).toString(8)}: \`chmod 700 ${path}\`, or name a new directory`);
        }
        return new AuthorityStore(dir, host, secretFingerprint);
    }
    close() {
        this.dir.close();
    }
    /** The last document this store read or wrote (its text in Serde's member order), with the file identity it had then. */
    cache;
    cacheIdentity;
    /**
     * Reads and checks authority.json; `undefined` when it does not exist yet. When the file is
     * the very one this ledger last read or wrote (same inode, size and times), the checked text
     * is reused instead of parsed and validated again; any other writer's change is a new file.
     */
    load() {
        let bytes;
        try {
            // One lstat answers the common case: the file is the one this ledger last wrote.
            const seen = this.dir.identify(AUTHORITY_FILE);
            if (seen === undefined)
                return undefined;
            const cached = this.cached(seen);
            if (cached !== undefined)
                return cached;
            const { fd, identity } = this.dir.openFile(AUTHORITY_FILE);
            try {
                const again = this.cached(identity);
                if (again !== undefined)
                    return again;
                this.cacheIdentity = identity;
                bytes = readFileSync(fd);
            }
            finally {
                closeSync(fd);
            }
        }
        catch (error) {
            if (error instanceof LedgerError)
                throw error;
            if (error instanceof FsError) {
                if (error.kind === "not_found")
                    return undefined;
                refuse(error.kind === "io" ? "io" : "unsafe", `${AUTHORITY_FILE}: ${error.message}`);
            }
            throw error;
        }
        let value;
        try {
            value = parse(bytes);
        }
        catch (error) {
            if (error instanceof JsonError)
                refuse("corrupt", `${AUTHORITY_FILE} is not JSON: ${error.message}`);
            throw error;
        }
        const raw = value;
        if (typeof raw !== "object" || raw === null || Array.isArray(raw))
            refuse("corrupt", `${AUTHORITY_FILE} is not an object`);
        if (raw.format !== AUTHORITY_FORMAT)
            refuse("foreign", `${AUTHORITY_FILE} has format ${JSON.stringify(raw.format)}, not ${AUTHORITY_FORMAT}`);
        if (raw.version !== AUTHORITY_VERSION) {
            const why = raw.version === 1 ? " (version 1 sessions do not name their owner, so no answer could be checked; start a new ledger)" : "";
            refuse("unknown_version", `${AUTHORITY_FILE} has version ${String(raw.version)}; this ledger knows ${AUTHORITY_VERSION}${why}`);
        }
        if (this.host !== undefined && raw.host !== this.host)
            refuse("foreign", `${AUTHORITY_FILE} belongs to host ${JSON.stringify(raw.host)}, not ${JSON.stringify(this.host)}`);
        const checked = validate("link_harness_contract::harness::authority::AuthorityFile", value);
        if (!checked.ok)
            refuse("corrupt", `${AUTHORITY_FILE} is not an AuthorityFile: ${checked.errors.map((e) => `${e.pointer}: ${e.message}`).join("; ")}`);
        const text = stringify(serdeOrder(checked.value));
        if (this.cacheIdentity !== undefined)
            this.cache = { identity: this.cacheIdentity, text };
        return { doc: checked.value, text };
    }
    /**
     * Checks a stat of authority.json (private, not too large) and returns the cached document
     * when the file is the one this ledger last read or wrote.
     */
    cached(stat) {
        if ((stat.mode & 0o077) !== 0)
            refuse("unsafe", `${AUTHORITY_FILE} must be private (0600), not ${(stat.mode & 0o777).toString(8)}`);
        if (stat.size > BigInt(MAX_METADATA_BYTES))
            refuse("too_large", `${AUTHORITY_FILE} is ${stat.size} bytes, over the 1 MiB limit`);
        if (this.cache === undefined || !sameIdentity(this.cache.identity, stat))
            return undefined;
        // The cached object is handed out once; later changes parse the text again.
        const doc = this.cache.doc ?? parse(this.cache.text);
        this.cache.doc = undefined;
        return { doc, text: this.cache.text };
    }
    /**
     * One serialized change: lock the directory, read and check, apply, check again, write durably
     * (temp, fsync, rename, fsync directory), unlock. Returns what `apply` returned.
     */
    async change(apply, create = false, readOnly = false) {
        const held = await lockDir(this.dir, "authority").catch((error) => refuse("io", error.message));
        try {
            const loaded = this.load();
            let doc;
            let before;
            if (loaded === undefined) {
                if (!create)
                    refuse("not_found", `${AUTHORITY_FILE} does not exist`);
                if (this.host === undefined || this.secretFingerprint === undefined)
                    refuse("not_found", `${AUTHORITY_FILE} does not exist`);
                doc = {
                    format: "link.authority",
                    version: AUTHORITY_VERSION,
                    host: this.host,
                    start_secret_fingerprint: this.secretFingerprint,
                    next_generation: 1,
                    sessions: [],
                    requests: [],
                };
                before = "";
            }
            else {
                ({ doc, text: before } = loaded);
            }
            if (readOnly)
                return apply(doc);
            let result;
            try {
                result = apply(doc);
            }
            catch (error) {
                this.cache = undefined; // `apply` may have changed the document before refusing
                throw error;
            }
            // What is done leaves the live document: archived durably first, then dropped from it.
            const moving = this.settle(doc, before.length);
            doc = serdeOrder(doc);
            // One printing serves the change test, the size check, the file and the cache.
            const after = stringify(doc);
            if (moving.length > 0)
                this.archive(moving);
            if (after !== before || create) {
                const checked = validate("link_harness_contract::harness::authority::AuthorityFile", doc);
                if (!checked.ok)
                    throw new Error(`the ledger made an invalid AuthorityFile: ${JSON.stringify(checked.errors)}`);
                if (Buffer.byteLength(after) + 1 > MAX_METADATA_BYTES)
                    refuse("too_large", `the change would take authority.json over 1 MiB: it holds ${(doc.requests ?? []).length} unresolved request(s) and ${(doc.sessions ?? []).length} session(s); deny pending requests (answered and claimed ones leave it by themselves)`);
                try {
                    this.cache = undefined;
                    const identity = this.dir.writeAtomic(AUTHORITY_FILE, after + "\n", 0o600, { locked: true }); // under the lock
                    this.cache = { identity, text: after, doc };
                }
                catch (error) {
                    // A full disk refuses the write whole (the temp file goes); a failed directory sync
                    // after the rename leaves the new file in place, maybe not on disk.
                    const kind = error instanceof FsError && (error.kind === "no_space" || error.kind === "uncertain") ? error.kind : "io";
                    refuse(kind === "no_space" ? "unavailable" : kind, `writing ${AUTHORITY_FILE}: ${error.message}`);
                }
            }
            return result;
        }
        finally {
            await held.release();
        }
    }
    /**
     * Takes out of `doc` what is done (see ARCHIVE_FILE), returning the archive lines for it: each
     * final request of an attempt that is over; and, when the document was past SESSIONS_AT, each
     * session no live request or the active attempt names.
     */
    settle(doc, size) {
        const active = doc.active_attempt ?? undefined;
        const done = (r) => r.attempt_id !== active?.attempt_id && (r.status === "deny" || (r.status === "allow_once" && r.claimed === true));
        const requests = (doc.requests ?? []).filter(done);
        if (requests.length > 0)
            doc.requests = (doc.requests ?? []).filter((r) => !done(r));
        let sessions = [];
        if (size > SESSIONS_AT) {
            const named = new Set([...(doc.requests ?? []).map((r) => r.session_id), ...(active ? [active.session_id] : [])]);
            sessions = (doc.sessions ?? []).filter((x) => !named.has(x.session_id));
            doc.sessions = (doc.sessions ?? []).filter((x) => named.has(x.session_id));
        }
        return [
            ...requests.map((request) => stringify({ request: serdeOrderRequest(request) })),
            ...sessions.map((session) => stringify({ session })),
        ];
    }
    /**
     * Appends `lines` to the archive and syncs them, before the live document leaves them out. An
     * archive whose end is no line's end holds the torn start of an append that never finished (its
     * writer killed, or its disk full, between two pages of a write): that fragment is ended first,
     * a damaged line readers pass over, so it never swallows the first line appended after it.
     */
    archive(lines) {
        let fd;
        try {
            fd = this.dir.openLog(ARCHIVE_FILE);
        }
        catch (error) {
            refuse(error instanceof FsError && error.kind === "no_space" ? "unavailable" : "io", `${ARCHIVE_FILE}: ${error.message}`);
        }
        try {
            writeAll(fd, (tornEnd(fd) ? "\n" : "") + lines.map(encodeLine).join(""));
            fdatasyncSync(fd);
        }
        catch (error) {
            // Not archived: the document is not written either, so nothing leaves it.
            refuse(error instanceof FsError && error.kind === "no_space" ? "unavailable" : "io", `appending to ${ARCHIVE_FILE}: ${error.message}`);
        }
        finally {
            closeSync(fd);
        }
    }
    /** The last archived entry `pick` chooses (a request or a session), or undefined. */
    archived(pick) {
        let bytes;
        try {
            bytes = this.dir.readFile(ARCHIVE_FILE).bytes;
        }
        catch (error) {
            if (error instanceof FsError && error.kind === "not_found")
                return undefined;
            refuse("io", `${ARCHIVE_FILE}: ${error.message}`);
        }
        let found;
        for (const { body } of scanLines(bytes).good) {
            const hit = pick(parse(body));
            if (hit !== undefined)
                found = hit;
        }
        return found;
    }
}
/** True when the file open at `fd` ends other than with a newline (an empty file does not). */
function tornEnd(fd) {
    const size = fstatSync(fd).size;
    const last = Buffer.alloc(1);
    return size > 0 && readSync(fd, last, 0, 1, size - 1) === 1 && last[0] !== 0x0a;
}
/**
 * The document with its members in the order of the Serde definition, as serde_json writes it,
 * so that the stand-in reads back exactly what the ledger wrote (A11).
 */
export function serdeOrder(doc) {
    const request = serdeOrderRequest;
    const active = doc.active_attempt ?? undefined;
    return {
        format: doc.format,
        version: doc.version,
        host: doc.host,
        start_secret_fingerprint: doc.start_secret_fingerprint,
        next_generation: doc.next_generation,
        sessions: (doc.sessions ?? []).map((x) => ({
            session_id: x.session_id,
            agent: x.agent,
            owner: x.owner,
            thread: x.thread,
            binding_ref: x.binding_ref,
        })),
        ...(active
            ? {
                active_attempt: {
                    session_id: active.session_id,
                    attempt_id: active.attempt_id,
                    attempt_key: active.attempt_key,
                    generation: active.generation,
                    binding_ref: active.binding_ref,
                },
            }
            : {}),
        requests: (doc.requests ?? []).map(request),
    };
}
/** A request with its members in the Serde definition's order. */
export function serdeOrderRequest(r) {
    return {
        request_id: r.request_id,
        session_id: r.session_id,
        attempt_id: r.attempt_id,
        generation: r.generation,
        call: { tool: r.call.tool, arguments: r.call.arguments },
        status: r.status,
        ...(r.claimed ? { claimed: true } : {}),
        ...(r.recovery_required ? { recovery_required: true } : {}),
        created_at: r.created_at,
    };
}
