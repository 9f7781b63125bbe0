import type { Outcome } from "./scenario.js";
import type { Vector } from "./vectors.js";
/** An implementation's answer to one vector; which members it gives depends on the vector's kind. */
export interface Answer {
    /** validate: whether the document is accepted. */
    valid?: boolean;
    /**
     * validate: the schema errors, each by its instance location: `{pointer, keyword}`, or an
     * output unit of JSON Schema 2020-12's "basic" format (`{instanceLocation, keywordLocation, error}`).
     */
    errors?: Array<{
        pointer?: string;
        keyword?: string;
        instanceLocation?: string;
        keywordLocation?: string;
        error?: string;
    }>;
    /** json_roundtrip, serde_roundtrip: the value printed again. */
    output?: string;
    /** json_error (or any refusal): the error kind, or the implementation's message. */
    error?: string;
    /** event: the Event the record yields, or null. */
    event?: unknown;
}
/**
 * How an implementation decides: `schema` (a JSON Schema validator: the vector's `valid` and
 * error pointers), `serde` (deserializing the Rust type: `expect.serde` where the two differ, and
 * a vector marked `"serde": "skip"` does not apply), or `binding` (generated types in another
 * language: a value printed again must be the same JSON value, its members in any order and an
 * absent optional member printed as null or left out alike).
 */
export type Model = "schema" | "serde" | "binding";
/**
 * Compares reported errors with the expected ones by instance location only (docs/conformance.md,
 * "Judging validate errors"): every expected location must be reported, at it or at the object or
 * array directly holding it (validators report a missing member, or a union that refused an
 * object, there); every other reported location must be an expected one, inside one or around
 * one. An error under a union's branch (a `keywordLocation` through `oneOf/<n>` or `anyOf/<n>`)
 * only says why that branch did not match, and is not held against the answer. Keywords are not
 * compared: validators name the same failure differently.
 */
export declare function judgeErrors(expected: ReadonlyArray<{
    pointer: string;
    keyword?: string;
}>, got: NonNullable<Answer["errors"]>): Outcome;
/** Judges one answer: passed, failed with why, or `{skip}` when the vector does not apply to the model. */
export declare function judge(vector: Vector, answer: Answer, model?: Model): Outcome | {
    skip: string;
};
