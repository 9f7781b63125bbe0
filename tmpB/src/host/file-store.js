// The no-follow file driver behind `lnk-file-store` (B8-B10): file read, write, delete and list
// under one agent folder. Paths are checked lexically first; then every component is opened
// through its parent's descriptor without following a link, and only regular files with one
// name are served. Grants are the host's business (src/host/paths.ts checkWrite), not this one's.
import { FsError } from "../durable/dir.js";
import { decodeUtf8, JsonError, u64Equal } from "../json/index.js";
import { StoreRefusal, unreachable } from "../bridge/errors.js";
import { parseCollectionPath, parsePrefix, TEMP_NAME } from "./paths.js";
import { VersionIndex } from "./versions.js";
/** The largest file content the store takes or serves (the bridge's frame cap). */
export const MAX_CONTENT_BYTES = 16 * 1024 * 1024;
const MAX_LIST_DEPTH = 32;
/** Maps a file-system refusal to the store's kinds: links and odd files are invalid requests. */
export function refusalOf(error) {
    if (error instanceof StoreRefusal)
        return error;
    if (error instanceof FsError) {
        // Paths as the agent names them (`home/a.md`), not under the host's label for its folder.
        error.message = error.message.replace(/(^|[\s:(])Agent\//g, "$1");
        switch (error.kind) {
            case "not_found":
                return new StoreRefusal("not_found", error.message);
            case "exists":
                return new StoreRefusal("conflict", error.message);
            case "invalid":
            case "link":
            case "not_regular":
            case "hard_link":
            case "not_directory":
            case "unsafe":
            case "mount":
                return new StoreRefusal("invalid", error.message);
            case "no_space":
                return new StoreRefusal("unavailable", `${error.message}; nothing was stored`);
            case "uncertain":
                return new StoreRefusal("uncertain", error.message);
            case "io":
            case "read_only":
            case "unsupported":
                return new StoreRefusal("unavailable", `${error.message}; nothing was changed`);
            default:
                return unreachable(error.kind);
        }
    }
    return new StoreRefusal("internal", error instanceof Error ? error.message : String(error));
}
export class FileStore {
    root;
    versions;
    walk;
    /**
     * `walk` resolves every read one component at a time even where openat2 is available (the
     * attack suite runs both ways); otherwise a read is resolved in one openat2 call when it can be.
     */
    constructor(
    /** The agent folder (`Agent/`), opened by the host. */
    root, 
    /** The driver's own state (the version index), outside the agent folder. */
    state, options = {}) {
        this.root = root;
        this.versions = VersionIndex.load(state, options);
        this.walk = options.walk ?? false;
    }
    /** The version journal's damaged lines found on load (their numbers), for the host's log. */
    get damagedJournalLines() {
        return this.versions.damaged.map((d) => d.line);
    }
    /** Opens the directory that holds `components`' last name, creating directories when asked. */
    parent(components, create, use) {
        const opened = [];
        try {
            let dir = this.root;
            for (const name of components.slice(0, -1)) {
                dir = dir.openDir(name, { create, mode: 0o700 });
                opened.push(dir);
            }
            return use(dir, components[components.length - 1]);
        }
        finally {
            for (const dir of opened)
                dir.close();
        }
    }
    /** A file's content (UTF-8 text) and its version. */
    read(path) {
        return this.durably(() => this.readNow(path), false);
    }
    /** Writes the whole file if its current version equals `expected` (0: create only). */
    write(path, content, expected) {
        return this.durably(() => this.writeNow(path, content, expected), true);
    }
    /** Deletes the file if its current version equals `expected`. */
    delete(path, expected) {
        this.durably(() => this.deleteNow(path, expected), true);
    }
    /** Every regular file under a prefix, with its version; links and other files are skipped. */
    list(prefix) {
        return this.durably(() => this.listNow(prefix), false);
    }
    /** True once the version journal failed: this store must be opened anew. */
    get failed() {
        return this.versions.failed;
    }
    close() {
        this.versions.close();
    }
    /**
     * Runs one operation, then makes the versions it gave out durable, whether it succeeded or not
     * (a conflict reports the current version too), before anyone can see them. A version that is
     * not durable is never answered: the request is refused `unavailable`, or, when the operation
     * had already changed a file (`changes`, a write or delete that went through), `uncertain`; the
     * change itself is journalled by the next request that can write (versions.ts).
     */
    durably(operation, changes) {
        let outcome;
        try {
            this.versions.check();
            outcome = { ok: true, value: operation() };
        }
        catch (error) {
            outcome = { ok: false, error };
        }
        try {
            this.versions.flush();
        }
        catch (error) {
            const refusal = refusalOf(error);
            if (!outcome.ok || !changes || refusal.kind === "uncertain")
                throw refusal;
            throw new StoreRefusal("uncertain", `the file was changed, but its new version could not be recorded (${refusal.message}); read it to see where it stands`);
        }
        if (!outcome.ok)
            throw outcome.error;
        return outcome.value;
    }
    readNow(path) {
        const target = parseCollectionPath(path);
        try {
            // In one openat2 call when it can serve the read; otherwise (or refused) the walk, which
            // says exactly what is wrong.
            const beneath = this.walk ? undefined : this.root.readFileBeneath(target.components);
            if (beneath)
                return this.fileOf(path, beneath);
            return this.parent(target.components, false, (dir, name) => this.fileOf(path, dir.readFile(name)));
        }
        catch (error) {
            throw refusalOf(error);
        }
    }
    /** A read file's content as text, and its version. */
    fileOf(path, { bytes, identity }) {
        if (bytes.length > MAX_CONTENT_BYTES)
            throw new StoreRefusal("too_large", `${path} is larger than ${MAX_CONTENT_BYTES} bytes`);
        let content;
        try {
            content = decodeUtf8(bytes);
        }
        catch (error) {
            if (error instanceof JsonError)
                throw new StoreRefusal("unsupported", `${path} is not UTF-8 text`);
            throw error;
        }
        return { content, version: this.versions.current(path, identity) };
    }
    writeNow(path, content, expected) {
        const target = parseCollectionPath(path);
        if (Buffer.byteLength(content) > MAX_CONTENT_BYTES)
            throw new StoreRefusal("too_large", `content is larger than ${MAX_CONTENT_BYTES} bytes`);
        try {
            return this.parent(target.components, true, (dir, name) => {
                const current = this.versions.current(path, dir.identify(name));
                if (!u64Equal(current, expected)) {
                    throw new StoreRefusal("conflict", `${path} is at another version than expected`, current);
                }
                return this.versions.written(path, dir.writeAtomic(name, content));
            });
        }
        catch (error) {
            throw refusalOf(error);
        }
    }
    deleteNow(path, expected) {
        const target = parseCollectionPath(path);
        try {
            this.parent(target.components, false, (dir, name) => {
                const current = this.versions.current(path, dir.identify(name));
                if (u64Equal(current, 0))
                    throw new StoreRefusal("not_found", `${path} does not exist`);
                if (!u64Equal(current, expected))
                    throw new StoreRefusal("conflict", `${path} is at another version than expected`, current);
                dir.unlink(name);
                this.versions.deleted(path);
            });
        }
        catch (error) {
            throw refusalOf(error);
        }
    }
    listNow(prefix) {
        const components = parsePrefix(prefix);
        const entries = [];
        const walk = (dir, at, depth) => {
            if (depth > MAX_LIST_DEPTH)
                return;
            for (const child of dir.list().sort((a, b) => (a.name < b.name ? -1 : 1))) {
                if (TEMP_NAME.test(child.name))
                    continue;
                const path = at === "" ? child.name : `${at}/${child.name}`;
                if (child.kind === "directory") {
                    if (at === "" && !["instructions", "skills", "home", "memory"].includes(child.name))
                        continue;
                    const sub = dir.openDir(child.name);
                    try {
                        walk(sub, path, depth + 1);
                    }
                    finally {
                        sub.close();
                    }
                }
                else if (child.kind === "file" && at !== "") {
                    try {
                        const identity = dir.identify(child.name);
                        if (identity)
                            entries.push({ path, version: this.versions.current(path, identity), size: Number(identity.size) });
                    }
                    catch {
                        // a hard-linked or vanished file is not served, so not listed
                    }
                }
            }
        };
        try {
            if (components.length === 0) {
                walk(this.root, "", 0);
            }
            else {
                const opened = [];
                let dir = this.root;
                try {
                    for (const name of components) {
                        dir = dir.openDir(name);
                        opened.push(dir);
                    }
                    walk(dir, components.join("/"), components.length);
                }
                finally {
                    for (const d of opened)
                        d.close();
                }
            }
        }
        catch (error) {
            const refusal = refusalOf(error);
            if (refusal.kind === "not_found")
                return [];
            throw refusal;
        }
        return entries;
    }
}
