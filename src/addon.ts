// The kit's own native addon (native/, N-API, built only on request by `npm run native`): openat2
// for lnk-file-store's reads (src/durable/beneath.ts), the strict JSON scan of large frames and
// lines (src/json/native.ts), checksummed log lines many at once (src/durable/lines.ts) and a
// large append's pages given back (src/host/conversations.ts).
// Optional: without it, each caller takes its TypeScript path.

import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

import { PACKAGE_ROOT } from "./root.js";

export interface Addon {
  openBeneath(dirFd: number, path: string, flags: number): number;
  scanPlain(
    bytes: Uint8Array,
    patterns: ReadonlyArray<ReadonlyArray<string | number>>,
    cut?: number,
    skeleton?: Uint8Array,
  ): Int32Array | null;
  /** scanPlain's check alone, for one line: 0 when it declines, 1 for plain JSON, 2 for plain JSON all in ASCII. */
  checkPlain(bytes: Uint8Array): 0 | 1 | 2;
  /** Writes each line's checksum: the lines (`<16 bytes> <body>\n`) start at `starts` and the last ends at `end`. */
  digestLines(out: Uint8Array, starts: Float64Array, end: number): void;
  checkLines(bytes: Uint8Array): number;
  /** posix_fadvise(POSIX_FADV_DONTNEED) for bytes `from` to `to` of `fd`: its pages given back once clean (native/pages.c). */
  releasePages(fd: number, from: number, to: number): void;
}

/** Where native/build.mjs leaves the addon. */
export const ADDON_PATH = join(PACKAGE_ROOT, "native", "build", "Release", "link_kit.node");

let addon: Addon | null | undefined;

/** The addon, loaded on first use (a hook that never needs it never loads it); null without one. */
export function nativeAddon(): Addon | null {
  if (addon === undefined) {
    try {
      addon = existsSync(ADDON_PATH) ? (createRequire(import.meta.url)(ADDON_PATH) as Addon) : null;
    } catch {
      addon = null;
    }
  }
  return addon;
}
