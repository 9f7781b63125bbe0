// Where the package's own files (schemas/, test/vectors/, test/fixtures/) are, whether the kit
// runs from source or from dist/: the nearest directory up with package.json and the schemas.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
function find(from) {
    for (let dir = from;; dir = dirname(dir)) {
        if (existsSync(join(dir, "package.json")) && existsSync(join(dir, "schemas", "manifest.json")))
            return dir;
        if (dirname(dir) === dir)
            throw new Error(`no link-kit package root above ${from}`);
    }
}
export const PACKAGE_ROOT = find(import.meta.dirname);
