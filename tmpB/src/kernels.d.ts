/** The kernels' contract this kit was written for: native/addon.c's `ABI`. */
export declare const KERNELS_ABI = 2;
/** The native kernels as link-kit-native exports them (native/addon.c); null: declined. */
interface AddonKernels {
    openBeneath(dirFd: number, path: string, flags: number): number | null;
    scanPlain(bytes: Uint8Array, patterns: ReadonlyArray<ReadonlyArray<string | number>>, cut?: number, skeleton?: Uint8Array): Int32Array | null;
    checkPlain(bytes: Uint8Array): 1 | 2 | null;
    digestLines(out: Uint8Array, starts: Float64Array, end: number): void;
    checkLines(bytes: Uint8Array): number;
    releasePages(fd: number, from: number, to: number): true | null;
}
export interface Kernels extends AddonKernels {
    /** Which configuration runs: `typescript` (the default) or `native` (link-kit-native loaded). */
    readonly configuration: "typescript" | "native";
    /**
     * Whether the scan is the faster walk for a reply's record texts (`ReadAs.scanTexts`): the native
     * scan is; the twin is not (no faster than the span walk, `npm run bench -- --only
     * read_100k_vs_parse`), so in the TypeScript configuration one walker, src/json/spans.ts, does
     * that job at every size.
     */
    readonly scansTexts: boolean;
    /** Why an installed link-kit-native was not loaded (a stale or foreign build), when it was not. */
    readonly refused?: string;
}
/**
 * The TypeScript twins. `openBeneath` declines (its caller walks, as it does where a kernel has no
 * openat2); the strict JSON scan is src/json/scan.ts, with the native scan's answers;
 * `releasePages` declines (the pages stay cached); the line checksums are computed line by line.
 */
export declare const TWINS: Kernels;
/** The kernels this process runs with, picked on first use (a hook that needs none loads none). */
export declare function kernels(): Kernels;
/** The native package's kernels, bound, when it is the ABI this kit needs and has them all; else the twins, saying why. */
export declare function addonOrTwins(found: unknown): Kernels;
export {};
