import type { FileEntry, U64 } from "../../generated/index.js";
import { Dir } from "../durable/dir.js";
import { StoreRefusal } from "../bridge/errors.js";
/** The largest file content the store takes or serves (the bridge's frame cap). */
export declare const MAX_CONTENT_BYTES: number;
/** Maps a file-system refusal to the store's kinds: links and odd files are invalid requests. */
export declare function refusalOf(error: unknown): StoreRefusal;
export declare class FileStore {
    /** The agent folder (`Agent/`), opened by the host. */
    private readonly root;
    private readonly versions;
    private readonly walk;
    /**
     * `walk` resolves every read one component at a time even where openat2 is available (the
     * attack suite runs both ways); otherwise a read is resolved in one openat2 call when it can be.
     */
    constructor(
    /** The agent folder (`Agent/`), opened by the host. */
    root: Dir, 
    /** The driver's own state (the version index), outside the agent folder. */
    state: Dir, options?: {
        compactAt?: number;
        walk?: boolean;
    });
    /** The version journal's damaged lines found on load (their numbers), for the host's log. */
    get damagedJournalLines(): number[];
    /** Opens the directory that holds `components`' last name, creating directories when asked. */
    private parent;
    /** A file's content (UTF-8 text) and its version. */
    read(path: string): {
        content: string;
        version: U64;
    };
    /** Writes the whole file if its current version equals `expected` (0: create only). */
    write(path: string, content: string, expected: U64): U64;
    /** Deletes the file if its current version equals `expected`. */
    delete(path: string, expected: U64): void;
    /** Every regular file under a prefix, with its version; links and other files are skipped. */
    list(prefix: string): FileEntry[];
    /** True once the version journal failed: this store must be opened anew. */
    get failed(): boolean;
    close(): void;
    /**
     * Runs one operation, then makes the versions it gave out durable, whether it succeeded or not
     * (a conflict reports the current version too), before anyone can see them. A version that is
     * not durable is never answered: the request is refused `unavailable`, or, when the operation
     * had already changed a file (`changes`, a write or delete that went through), `uncertain`; the
     * change itself is journalled by the next request that can write (versions.ts).
     */
    private durably;
    private readNow;
    /** A read file's content as text, and its version. */
    private fileOf;
    private writeNow;
    private deleteNow;
    private listNow;
}
