/** The page size the kernel rounds advice to, where Linux runs on x86 and most of arm64. */
export declare const PAGE = 4096;
/** Advises the kernel to drop the cached pages of `fd` from `from` to `to`; a decline keeps them. */
export declare function releasePages(fd: number, from: number, to: number): void;
