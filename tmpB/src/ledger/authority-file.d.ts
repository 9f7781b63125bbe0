import type { AuthorityFile, OwnerRequest, Session } from "../../generated/index.js";
export declare const AUTHORITY_FILE = "authority.json";
export declare const AUTHORITY_FORMAT = "link.authority";
/** 2: each session names its agent's owner, which `respond` checks (version 1 did not). */
export declare const AUTHORITY_VERSION = 2;
export declare const MAX_METADATA_BYTES: number;
/**
 * Where what is done leaves the live document (issue 39.6): an append-only file of checksummed
 * lines, `{"request": ...}` or `{"session": ...}`, never rewritten. A request goes there once its
 * attempt is over and it is final (denied, or allowed and claimed); a session no live request or
 * attempt names goes there when the document passes SESSIONS_AT. Each is still found by the calls
 * that must find it again (a repeated proposal or answer, a session reopened), which look there
 * when the live document does not hold it.
 */
export declare const ARCHIVE_FILE = "authority.archive.jsonl";
/** `authority.json` in its private directory, and its archive. */
export declare class AuthorityStore {
    private readonly dir;
    /** The host this ledger belongs to; undefined for an operator's inspection (taken from the file). */
    private readonly host;
    /** This start's fingerprint; undefined for an operator's inspection. */
    readonly secretFingerprint: string | undefined;
    private constructor();
    /**
     * The store in the directory at `path`, which must be private (0700, this user's, not a link).
     * `create` makes the directory first, private (a host's first open; never an inspection).
     */
    static open(path: string, host: string | undefined, secretFingerprint: string | undefined, create: boolean): AuthorityStore;
    close(): void;
    /** The last document this store read or wrote (its text in Serde's member order), with the file identity it had then. */
    private cache;
    private cacheIdentity;
    /**
     * Reads and checks authority.json; `undefined` when it does not exist yet. When the file is
     * the very one this ledger last read or wrote (same inode, size and times), the checked text
     * is reused instead of parsed and validated again; any other writer's change is a new file.
     */
    private load;
    /**
     * Checks a stat of authority.json (private, not too large) and returns the cached document
     * when the file is the one this ledger last read or wrote.
     */
    private cached;
    /**
     * One serialized change: lock the directory, read and check, apply, check again, write durably
     * (temp, fsync, rename, fsync directory), unlock. Returns what `apply` returned.
     */
    change<T>(apply: (doc: AuthorityFile) => T, create?: boolean, readOnly?: boolean): Promise<T>;
    /**
     * Takes out of `doc` what is done (see ARCHIVE_FILE), returning the archive lines for it: each
     * final request of an attempt that is over; and, when the document was past SESSIONS_AT, each
     * session no live request or the active attempt names.
     */
    private settle;
    /**
     * Appends `lines` to the archive and syncs them, before the live document leaves them out. An
     * archive whose end is no line's end holds the torn start of an append that never finished (its
     * writer killed, or its disk full, between two pages of a write): that fragment is ended first,
     * a damaged line readers pass over, so it never swallows the first line appended after it.
     */
    private archive;
    /** The last archived entry `pick` chooses (a request or a session), or undefined. */
    archived<T>(pick: (entry: {
        request?: OwnerRequest;
        session?: Session;
    }) => T | undefined): T | undefined;
}
/**
 * The document with its members in the order of the Serde definition, as serde_json writes it,
 * so that the stand-in reads back exactly what the ledger wrote (A11).
 */
export declare function serdeOrder(doc: AuthorityFile): AuthorityFile;
/** A request with its members in the Serde definition's order. */
export declare function serdeOrderRequest(r: OwnerRequest): OwnerRequest;
