// How the host starts its own programs (lnk-file-store): node on the compiled module, or on the
// TypeScript source through tsx when the kit runs from source (tests, `npm run demo`).
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { PACKAGE_ROOT } from "../root.js";
/**
 * The command line that runs an entry module of this package's host (`name` without extension):
 * its TypeScript source beside this file when the kit runs from source, else its compiled module
 * under dist/ (whether this code runs from dist/src/ or from the one-file CLI, dist/link-kit-cli.cjs).
 */
export function nodeCommand(name) {
    const here = fileURLToPath(import.meta.url);
    const fromSource = here.endsWith(".ts");
    const module = fromSource ? join(dirname(here), `${name}.ts`) : join(PACKAGE_ROOT, "dist", "src", "host", `${name}.js`);
    if (!existsSync(module))
        throw new Error(`cannot find ${module}`);
    const args = fromSource ? ["--import", tsxLoader(), module] : [module];
    return { command: process.execPath, args };
}
/** The environment of a child the host starts: PATH only. No secret is ever passed this way (B3). */
export function childEnv() {
    return { PATH: process.env.PATH ?? "/usr/bin:/bin" };
}
/** tsx's ESM loader, found through its package.json (only when running from source). */
function tsxLoader() {
    const packageJson = createRequire(import.meta.url).resolve("tsx/package.json");
    return pathToFileURL(join(dirname(packageJson), "dist", "loader.mjs")).href;
}
