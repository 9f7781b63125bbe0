import { type Stats } from "node:fs";
/** The directory beside the bundle that holds its code caches (left out of the package). */
export declare const CACHE_DIR = "v8-cache";
/**
 * How many runs of a bundle write its cache: the first, then each of the next ones adds what it
 * compiled that the cache lacked. V8 caches only the functions a run compiled, and the first
 * run may take a short path (a SessionStart, a `--help`): a Stop hook run from such a cache
 * compiled the rest on every turn, 8 ms more (`hook_vs_node_start` 1.58 against 1.47).
 */
export declare const GROWING_RUNS = 8;
/** The cache file for `bundle` as `stat` found it: `<dir>/<prefix><size>-<mtime>.bin`. */
export declare function cacheFile(bundle: string, { size, mtimeMs }: Stats): {
    dir: string;
    prefix: string;
    name: string;
};
/**
 * Runs the CommonJS bundle `bundle` (esbuild's `--format=cjs`, built as one function expression
 * of CommonJS's parameters) in this context, from its code cache when there is one V8 takes;
 * otherwise writes one when the process exits.
 */
export declare function runCached(bundle: string): void;
