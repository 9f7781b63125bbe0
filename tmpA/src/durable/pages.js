// A file's pages given back to the kernel once what they hold is durable (native/pages.c says
// why): advice, through the native kernel where it is loaded; without it the pages stay cached.
import { kernels } from "../kernels.js";
/** The page size the kernel rounds advice to, where Linux runs on x86 and most of arm64. */
export const PAGE = 4096;
/** Advises the kernel to drop the cached pages of `fd` from `from` to `to`; a decline keeps them. */
export function releasePages(fd, from, to) {
    kernels().releasePages(fd, from, to);
}
