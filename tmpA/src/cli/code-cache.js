// The CLI's bundles run from V8's code cache (issue 43.2): compiling the 1.2 MB bundle is 15-19 ms
// of every start, and a hook (its own bundle) starts on every turn. The first run of a bundle
// compiles it as Node would and, at exit, writes what V8 compiled to a cache file beside the
// bundle; later runs hand that to V8, which checks it against its own version, flags and the
// source's length and, if it refuses it, compiles as before (the cache is then written again).
// The first few runs of a bundle write it again, each adding what it compiled that the cache
// lacked (`GROWING_RUNS`).
// Beside the bundle, never in a shared directory: a cache file is code, so only who may change
// the bundle may write it. The file's name holds the bundle's size and mtime, so a rebuilt
// bundle never runs an older bundle's code; a cache that cannot be written (a read-only install,
// a full disk) is no error, only a slower start. Node's own modules only: bin.ts runs this.
import { isAscii } from "node:buffer";
import { createHash } from "node:crypto";
import { closeSync, fstatSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, unlinkSync, writeFileSync, } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import { constants, Script } from "node:vm";
/** The directory beside the bundle that holds its code caches (left out of the package). */
export const CACHE_DIR = "v8-cache";
/**
 * How many runs of a bundle write its cache: the first, then each of the next ones adds what it
 * compiled that the cache lacked. V8 caches only the functions a run compiled, and the first
 * run may take a short path (a SessionStart, a `--help`): a Stop hook run from such a cache
 * compiled the rest on every turn, 8 ms more (`hook_vs_node_start` 1.58 against 1.47).
 */
export const GROWING_RUNS = 8;
/** The cache file for `bundle` as `stat` found it: `<dir>/<prefix><size>-<mtime>.bin`. */
export function cacheFile(bundle, { size, mtimeMs }) {
    const prefix = `${basename(bundle)}.`;
    return { dir: join(dirname(bundle), CACHE_DIR), prefix, name: `${prefix}${size}-${Math.trunc(mtimeMs)}.bin` };
}
/**
 * Runs the CommonJS bundle `bundle` (esbuild's `--format=cjs`, built as one function expression
 * of CommonJS's parameters) in this context, from its code cache when there is one V8 takes;
 * otherwise writes one when the process exits.
 */
export function runCached(bundle) {
    const fd = openSync(bundle, "r");
    let text;
    let cache;
    try {
        cache = cacheFile(bundle, fstatSync(fd)); // the name of the bytes read, not of a later build
        const bytes = readFileSync(fd);
        text = bytes.toString(isAscii(bytes) ? "latin1" : "utf8"); // esbuild writes ASCII: a third of UTF-8's decoding time
    }
    finally {
        closeSync(fd);
    }
    let held;
    try {
        held = checked(readFileSync(join(cache.dir, cache.name)));
    }
    catch {
        held = undefined; // the first run of this bundle
    }
    // The bundle is one function expression, CommonJS's wrapper written in by the build (its banner
    // and footer): compiled as read, never copied into a wrapped string (750 KB to 1.2 MB, each copy
    // young garbage: one collection fewer in a hook). V8 reads past a hashbang on the first line.
    const script = new Script(text, {
        filename: bundle,
        ...(held === undefined ? {} : { cachedData: held.data }),
        importModuleDynamically: constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
    });
    const run = held === undefined || script.cachedDataRejected === true ? 1 : held.run + 1;
    if (run <= GROWING_RUNS)
        process.once("exit", () => writeCache(script, cache, run));
    const module = { exports: {} };
    script.runInThisContext()(module.exports, createRequire(bundle), module, bundle, dirname(bundle));
}
const digest = (data) => createHash("sha256").update(data).digest();
/**
 * A cache file's contents (its SHA-256, then the run that wrote it, one byte, then the data), or
 * undefined when the digest disagrees: V8 checks its version and the source's length, not the
 * bytes (a flipped byte in a cache file is run as code), so a file changed on disk is compiled
 * anew and written again, never run.
 */
function checked(file) {
    const body = file.subarray(32);
    if (file.length <= 33 || !digest(body).equals(file.subarray(0, 32)))
        return undefined;
    return { run: body[0], data: body.subarray(1) };
}
/**
 * Writes what V8 holds compiled at this run's end (what it was given and what it compiled since),
 * as the `run`th run of its bundle, replacing the bundle's older files.
 */
function writeCache(script, { dir, prefix, name }, run) {
    try {
        mkdirSync(dir, { recursive: true });
        const temporary = join(dir, `${name}.${process.pid}.tmp`);
        const body = Buffer.concat([Buffer.of(run), script.createCachedData()]);
        writeFileSync(temporary, Buffer.concat([digest(body), body]));
        renameSync(temporary, join(dir, name)); // whole or not at all, for a run starting now
        for (const other of readdirSync(dir))
            if (other !== name && other.startsWith(prefix) && other.endsWith(".bin"))
                unlinkSync(join(dir, other));
    }
    catch {
        // a read-only install or a full disk: the next run compiles again
    }
}
