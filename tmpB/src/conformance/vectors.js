// The conformance vectors (K8): the language-neutral vector files of test/vectors/ and the golden
// Serde values, loaded from the installed package (never the working directory). The vector
// files' own schema is test/vectors/vector.schema.json.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "../json/index.js";
import { PACKAGE_ROOT } from "../root.js";
import { resolveType } from "../validate/index.js";
export const VECTOR_DIR = join(PACKAGE_ROOT, "test", "vectors");
/** Every vector file (not the golden Serde lines); `check` may refuse a file's shape. */
export function loadVectorFiles(check, dir = VECTOR_DIR) {
    const files = [];
    for (const suite of readdirSync(dir, { withFileTypes: true })) {
        if (!suite.isDirectory() || suite.name === "serde")
            continue;
        for (const name of readdirSync(join(dir, suite.name))
            .filter((n) => n.endsWith(".json"))
            .sort()) {
            const file = join(suite.name, name);
            const data = parse(readFileSync(join(dir, file)));
            check?.(file, data);
            files.push({ file, ...data });
        }
    }
    return files;
}
/** The golden Serde values: one file per root type, one serde_json line per value. */
export function loadGolden(vectorDir = VECTOR_DIR) {
    const dir = join(vectorDir, "serde");
    return readdirSync(dir)
        .filter((n) => n.endsWith(".jsonl"))
        .sort()
        .map((name) => {
        const type = resolveType(name.replace(/\.jsonl$/, ""));
        if (type === undefined)
            throw new Error(`test/vectors/serde/${name} names no known root type`);
        const lines = readFileSync(join(dir, name), "utf8")
            .split("\n")
            .filter((l) => l !== "");
        return { type, file: name, lines };
    });
}
export function inputBytes(vector) {
    if (vector.input !== undefined)
        return vector.input;
    return Buffer.from(vector.input_base64 ?? "", "base64");
}
/**
 * Every vector, in the order the runner runs them: the vector files', then each golden Serde
 * value as a `serde_roundtrip` vector (parse it as its type, print it again: the same bytes).
 */
export function loadVectors(dir = VECTOR_DIR) {
    const filed = loadVectorFiles(undefined, dir).flatMap((f) => f.vectors.map((v) => ({ ...v, file: f.file })));
    const golden = loadGolden(dir).flatMap((g) => g.lines.map((line, i) => ({
        id: `serde.${g.file.replace(/\.jsonl$/, "")}.${i + 1}`,
        requirements: ["K6", "K8"],
        rule: "serde.golden",
        kind: "serde_roundtrip",
        type: g.type,
        input: line,
        expect: { output: line },
        description: `golden Serde value ${i + 1} of ${g.type}: parsed as the type and printed again, byte for byte`,
        file: `serde/${g.file}`,
    })));
    return [...filed, ...golden];
}
