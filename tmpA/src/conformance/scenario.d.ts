import type { Bridged } from "../bridge/client.js";
import { type JsonValue } from "../json/index.js";
/** A vector's or a scenario's result: passed, or why not. */
export type Outcome = {
    pass: true;
} | {
    pass: false;
    why: string;
};
export interface ScenarioStep {
    op?: JsonValue;
    /** With `op`: send it in the name of this agent or owner instead of the binding's (B7). */
    as?: {
        agent?: string;
        owner?: string;
    };
    read?: {
        thread: string;
        memory?: string[];
    };
    current?: true;
    memory_delete?: {
        id: string;
        modified_at: string;
    };
    memory_get?: string;
    expect?: JsonValue;
    /** Variables to take from the result: name -> JSON pointer into it. */
    save?: Record<string, string>;
}
/** True when every member of `want` is in `got` with an equal value (arrays compared whole). */
export declare function subset(want: unknown, got: unknown): boolean;
/**
 * Runs one scenario against `bridge`; the first step whose result does not match fails it. Each
 * step sent (`> `) and its result (`< `) go to `transcript`, for a failure's report.
 */
export declare function runScenario(steps: ScenarioStep[], bridge: Bridged, run?: string, transcript?: string[]): Promise<Outcome>;
