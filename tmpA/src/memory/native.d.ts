import type { Harness } from "../capture/index.js";
import { type NativeRoots } from "../harness/index.js";
export type { NativeRoots };
export { claudeProjectKey, splitGeminiAdded } from "../harness/index.js";
/** One native memory file (or section), as the adapter exports it. */
export interface NativeMemory {
    /** The portable document it is exported to: `memory/portable/<id>.json` (M1). */
    id: string;
    /** Where it is, relative to its root: `user/CLAUDE.md`, `project/src/AGENTS.md`, `auto/MEMORY.md`, ... */
    nativePath: string;
    /** The file on disk. */
    file: string;
    text: string;
    /** `sha256:<hex>` of `text`, as the adapter's state records it (M6). */
    digest: string;
}
/** The largest native memory file exported; a larger one is reported and left out. */
export declare const MAX_NATIVE_BYTES: number;
export declare function digestOf(text: string): string;
/** A portable memory ID for an adapter's native path: `[A-Za-z0-9][A-Za-z0-9._-]{0,127}`, hashed when long. */
export declare function memoryIdFor(adapter: string, nativePath: string): string;
/**
 * The harness's native memory as the adapter exports it, in a stable order; files over
 * MAX_NATIVE_BYTES or not UTF-8 are in `skipped` with the reason.
 */
export declare function nativeMemory(harness: Harness, roots: NativeRoots): {
    files: NativeMemory[];
    skipped: Array<{
        file: string;
        why: string;
    }>;
};
