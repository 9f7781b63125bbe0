import type { Bridged } from "../bridge/client.js";
import type { Testee, TesteeInfo } from "./testee.js";
import type { FiledVector } from "./vectors.js";
export type Status = "passed" | "failed" | "skipped" | "expected_failure" | "unexpected_pass";
export interface VectorResult {
    id: string;
    file: string;
    requirements: string[];
    status: Status;
    /** Why it failed, was skipped, or was expected to fail. */
    why?: string;
    /** The wire exchange with the testee (request and response lines), on a failure. */
    transcript?: string[];
}
export interface Report {
    implementation: TesteeInfo["implementation"];
    passed: number;
    failed: number;
    skipped: number;
    expected_failures: number;
    requirements: Record<string, {
        passed: number;
        failed: number;
        skipped: number;
    }>;
    results: VectorResult[];
}
/** The runtime's own description, as a testee's `start` gives one. */
export declare const RUNTIME: TesteeInfo;
/**
 * An expected-failure list: one vector id per line, then its reason; `#` starts a comment.
 * Throws on a line with no reason (a failure nobody explained is not expected).
 */
export declare function parseExpectedFailures(text: string, file: string): Map<string, string>;
export declare function runConformance(vectors: readonly FiledVector[], options?: {
    testee?: {
        testee: Testee;
        info: TesteeInfo;
    };
    client?: Bridged;
    expectedFailures?: ReadonlyMap<string, string>;
}): Promise<Report>;
