// The one seam between the kit and its optional native kernels (the `link-kit-native` package,
// native/ in this repository, in the manner of ws and bufferutil): picked once, at first use,
// all or nothing: the native package where it is installed, loads and has the ABI this kit was
// written for (`KERNELS_ABI`), its TypeScript twins otherwise; LINK_KIT_NATIVE=0 forces the twins.
// A stale or foreign build is never mixed with the twins: it is not loaded, and `refused` says
// why. Nothing else in src/ asks which runs. A twin gives what the native kernel gives (the strict
// JSON scan of frames, src/json/scan.ts; the line checksums), so the data has one shape whichever
// runs, or declines where the kernel is only a faster way to a result its caller reaches without
// it (openat2, a line's check, page release). One convention for that: a kernel that does not do
// the work returns null, and its caller takes its other way. test/ holds each native kernel to its
// twin with fast-check.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { lineDigest } from "./durable/digest.js";
import { scanPlain } from "./json/scan.js";
/** The kernels' contract this kit was written for: native/addon.c's `ABI`. */
export const KERNELS_ABI = 2;
/** The kernels' names: a native package must export every one. */
const KERNELS = ["openBeneath", "scanPlain", "checkPlain", "digestLines", "checkLines", "releasePages"];
/**
 * The TypeScript twins. `openBeneath` declines (its caller walks, as it does where a kernel has no
 * openat2); the strict JSON scan is src/json/scan.ts, with the native scan's answers;
 * `releasePages` declines (the pages stay cached); the line checksums are computed line by line.
 */
export const TWINS = {
    configuration: "typescript",
    scansTexts: false,
    openBeneath: () => null,
    scanPlain,
    // A line's check is only the way to its value: in TypeScript the lossless parser's own walk is
    // quicker than this scan followed by JSON.parse, so the twin declines and the parser decides.
    checkPlain: () => null,
    digestLines: (out, starts, end) => {
        const view = Buffer.from(out.buffer, out.byteOffset, out.byteLength);
        // The starts copied before anything is written: they may share memory with `out`.
        const bounds = [...starts, end];
        for (let k = 0; k < starts.length; k++) {
            const line = bounds[k];
            view.write(lineDigest(view.subarray(line + 17, bounds[k + 1] - 1)), line, "latin1"); // the body, before its newline
        }
    },
    checkLines: (bytes) => {
        const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        let offset = 0;
        while (offset < view.length) {
            const newline = view.indexOf(0x0a, offset);
            if (newline < 0 || newline < offset + 17 || view[offset + 16] !== 0x20)
                break;
            if (lineDigest(view.subarray(offset + 17, newline)) !== view.toString("latin1", offset, offset + 16))
                break;
            offset = newline + 1;
        }
        return offset;
    },
    releasePages: () => null,
};
let chosen;
/**
 * Whether Node's require() could find the package `name` from here: something of that name (or
 * with an extension require() loads, `require.extensions`) in one of the directories Node's own
 * lookup searches (`require.resolve.paths`). Only a first look, and require() decides: where the
 * package is not installed (most installs), a require() that fails walks the same directories at
 * about three times the cost, 1 ms of a hook's start.
 */
function mayResolve(require, name) {
    const endings = ["", ...Object.keys(require.extensions)];
    return (require.resolve.paths(name) ?? []).some((dir) => endings.some((ext) => existsSync(join(dir, name + ext))));
}
/** The kernels this process runs with, picked on first use (a hook that needs none loads none). */
export function kernels() {
    if (chosen === undefined) {
        let found;
        const require = createRequire(import.meta.url);
        if (process.env.LINK_KIT_NATIVE !== "0" && mayResolve(require, "link-kit-native")) {
            try {
                found = require("link-kit-native");
            }
            catch {
                found = undefined; // built for another Node, or broken: the twins serve
            }
        }
        chosen = found === undefined ? TWINS : addonOrTwins(found);
    }
    return chosen;
}
/** The native package's kernels, bound, when it is the ABI this kit needs and has them all; else the twins, saying why. */
export function addonOrTwins(found) {
    const addon = found;
    if (addon.abi !== KERNELS_ABI)
        return {
            ...TWINS,
            refused: `link-kit-native is installed but is ABI ${String(addon.abi ?? "none")}, where this kit needs ${KERNELS_ABI}: rebuild it (npm run native)`,
        };
    const missing = KERNELS.filter((name) => typeof addon[name] !== "function");
    if (missing.length > 0)
        return { ...TWINS, refused: `link-kit-native is installed but lacks ${missing.join(", ")}: rebuild it (npm run native)` };
    const bound = Object.fromEntries(KERNELS.map((name) => [name, addon[name].bind(addon)]));
    return { ...bound, configuration: "native", scansTexts: true };
}
