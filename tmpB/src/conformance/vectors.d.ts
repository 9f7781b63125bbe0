import type { RustType, Source } from "../../generated/index.js";
import type { ScenarioStep } from "./scenario.js";
export declare const VECTOR_DIR: string;
export interface Vector {
    id: string;
    requirements: string[];
    /** The rule it checks, as docs/conformance.md names it. */
    rule: string;
    related?: string[];
    kind: "validate" | "json_roundtrip" | "json_error" | "event" | "scenario" | "serde_roundtrip";
    steps?: ScenarioStep[];
    seq?: number;
    source?: Source;
    description?: string;
    type?: string;
    input?: string;
    input_base64?: string;
    expect?: {
        valid?: boolean;
        errors?: Array<{
            pointer: string;
            keyword?: string;
        }>;
        output?: string;
        error?: string;
        event?: unknown;
        serde?: "accepts" | "refuses" | "skip";
    };
}
export interface VectorFile {
    file: string;
    suite: string;
    description: string;
    vectors: Vector[];
}
/** Every vector file (not the golden Serde lines); `check` may refuse a file's shape. */
export declare function loadVectorFiles(check?: (file: string, data: unknown) => void, dir?: string): VectorFile[];
/** The golden Serde values: one file per root type, one serde_json line per value. */
export declare function loadGolden(vectorDir?: string): Array<{
    type: RustType;
    file: string;
    lines: string[];
}>;
export declare function inputBytes(vector: Vector): string | Uint8Array;
/** A vector with the file it came from (relative to the vector directory). */
export type FiledVector = Vector & {
    file: string;
};
/**
 * Every vector, in the order the runner runs them: the vector files', then each golden Serde
 * value as a `serde_roundtrip` vector (parse it as its type, print it again: the same bytes).
 */
export declare function loadVectors(dir?: string): FiledVector[];
