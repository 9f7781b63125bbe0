// The one seam between the kit and its optional native kernels (the `link-kit-native` package,
// native/ in this repository, in the manner of ws and bufferutil): each kernel is picked once, at
// first use, native where the package is installed and loads, its TypeScript twin otherwise, and
// LINK_KIT_NATIVE=0 forces the twins. Nothing else in src/ asks which runs. A twin gives what the
// native kernel gives (the strict JSON scan of frames, src/json/scan.ts; the line checksums), so
// the data has one shape whichever runs, or declines where the kernel is only a faster way to a
// result its caller reaches without it (openat2, a line's check, page release): a decline is part
// of every kernel's contract. test/ holds each native kernel to its twin with fast-check.

import { createRequire } from "node:module";

import { lineDigest } from "./durable/digest.js";
import { scanPlain } from "./json/scan.js";

/** The native kernels as link-kit-native exports them (native/addon.c). */
interface NativeKernels {
  openBeneath(dirFd: number, path: string, flags: number): number;
  scanPlain(
    bytes: Uint8Array,
    patterns: ReadonlyArray<ReadonlyArray<string | number>>,
    cut?: number,
    skeleton?: Uint8Array,
  ): Int32Array | null;
  checkPlain(bytes: Uint8Array): 0 | 1 | 2;
  digestLines(out: Uint8Array, starts: Float64Array, end: number): void;
  checkLines(bytes: Uint8Array): number;
  releasePages(fd: number, from: number, to: number): void;
}

export interface Kernels extends NativeKernels {
  /** Which configuration runs: `typescript` (the default) or `native` (link-kit-native loaded). */
  readonly configuration: "typescript" | "native";
}

/**
 * The TypeScript twins. `openBeneath` throws ENOSYS (its caller walks, as it does where a kernel has
 * no openat2); the strict JSON scan is src/json/scan.ts, with the native scan's answers;
 * `releasePages` leaves the pages cached; the line checksums are computed line by line.
 */
export const TWINS: Kernels = {
  configuration: "typescript",
  openBeneath: () => {
    throw Object.assign(new Error("openat2 is a native kernel; link-kit-native is not loaded"), { code: "ENOSYS" });
  },
  scanPlain,
  // A line's check is only the way to its value: in TypeScript the lossless parser's own walk is
  // quicker than this scan followed by JSON.parse, so the twin declines and the parser decides.
  checkPlain: () => 0,
  digestLines: (out, starts, end) => {
    const view = Buffer.from(out.buffer, out.byteOffset, out.byteLength);
    // The starts copied before anything is written: they may share memory with `out`.
    const bounds = [...starts, end];
    for (let k = 0; k < starts.length; k++) {
      const line = bounds[k] as number;
      view.write(lineDigest(view.subarray(line + 17, (bounds[k + 1] as number) - 1)), line, "latin1"); // the body, before its newline
    }
  },
  checkLines: (bytes) => {
    const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let offset = 0;
    while (offset < view.length) {
      const newline = view.indexOf(0x0a, offset);
      if (newline < 0 || newline < offset + 17 || view[offset + 16] !== 0x20) break;
      if (lineDigest(view.subarray(offset + 17, newline)) !== view.toString("latin1", offset, offset + 16)) break;
      offset = newline + 1;
    }
    return offset;
  },
  releasePages: () => {},
};

let chosen: Kernels | undefined;

/** The kernels this process runs with, picked on first use (a hook that needs none loads none). */
export function kernels(): Kernels {
  if (chosen === undefined) {
    let native: NativeKernels | undefined;
    if (process.env.LINK_KIT_NATIVE !== "0") {
      try {
        native = createRequire(import.meta.url)("link-kit-native") as NativeKernels;
      } catch {
        native = undefined; // not installed, or built for another Node: the twins serve
      }
    }
    chosen = native === undefined ? TWINS : { ...TWINS, ...pick(native), configuration: "native" };
  }
  return chosen;
}

/** The native package's functions, bound, each present one taking its twin's place. */
function pick(native: NativeKernels): Partial<NativeKernels> {
  const out: Partial<Record<keyof NativeKernels, unknown>> = {};
  for (const name of ["openBeneath", "scanPlain", "checkPlain", "digestLines", "checkLines", "releasePages"] as const)
    if (typeof native[name] === "function") out[name] = (native[name] as (...args: unknown[]) => unknown).bind(native);
  return out as Partial<NativeKernels>;
}
