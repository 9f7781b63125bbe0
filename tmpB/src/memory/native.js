// Native memory sources (M6): where each harness keeps its memory (its adapter's `memoryFiles`,
// src/harness/), read as files the kit never writes. Each file (or part, as the adapter splits
// it) becomes one portable document under the adapter's own ID, `<adapter>.<where>.<path>`, so
// two adapters never write one ID.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { adapterOf } from "../harness/index.js";
import { isFile } from "../harness/common.js";
export { claudeProjectKey, splitGeminiAdded } from "../harness/index.js";
/** The largest native memory file exported; a larger one is reported and left out. */
export const MAX_NATIVE_BYTES = 1 << 20;
export function digestOf(text) {
    return "sha256:" + createHash("sha256").update(text, "utf8").digest("hex");
}
/** A portable memory ID for an adapter's native path: `[A-Za-z0-9][A-Za-z0-9._-]{0,127}`, hashed when long. */
export function memoryIdFor(adapter, nativePath) {
    const id = `${adapter}.${nativePath.replace(/[/#]+/g, ".").replace(/[^A-Za-z0-9._-]/g, "-")}`;
    return id.length <= 128 ? id : `${id.slice(0, 111)}.${createHash("sha256").update(id).digest("hex").slice(0, 16)}`;
}
/** The repository root above `cwd` (the nearest directory with `.git`), else `cwd` itself. */
function projectRoot(cwd) {
    for (let dir = resolve(cwd);;) {
        if (existsSync(join(dir, ".git")))
            return dir;
        const up = resolve(dir, "..");
        if (up === dir)
            return resolve(cwd);
        dir = up;
    }
}
/** The directories from the project root down to `cwd`, root first. */
function projectChain(cwd) {
    const root = projectRoot(cwd);
    const chain = [root];
    const rel = relative(root, resolve(cwd));
    if (rel !== "") {
        let dir = root;
        for (const part of rel.split("/"))
            chain.push((dir = join(dir, part)));
    }
    return chain;
}
/** The memory files of `harness` that exist, by where they are. */
function candidates(harness, roots) {
    const chain = projectChain(roots.cwd);
    return adapterOf(harness)
        .memoryFiles(roots, chain, chain[0])
        .filter((c) => isFile(c.file));
}
/**
 * The harness's native memory as the adapter exports it, in a stable order; files over
 * MAX_NATIVE_BYTES or not UTF-8 are in `skipped` with the reason.
 */
export function nativeMemory(harness, roots) {
    const files = [];
    const skipped = [];
    const add = (nativePath, file, text) => files.push({ id: memoryIdFor(harness, nativePath), nativePath, file, text, digest: digestOf(text) });
    for (const { nativePath, file } of candidates(harness, roots)) {
        const bytes = readFileSync(file);
        if (bytes.length > MAX_NATIVE_BYTES) {
            skipped.push({ file, why: `${bytes.length} bytes, over the ${MAX_NATIVE_BYTES}-byte limit` });
            continue;
        }
        let text;
        try {
            text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
        }
        catch {
            skipped.push({ file, why: "not UTF-8 text" });
            continue;
        }
        for (const part of adapterOf(harness).memoryParts(nativePath, text))
            add(part.nativePath, file, part.text);
    }
    return { files, skipped };
}
