import { type Answer } from "./judge.js";
import type { Outcome } from "./scenario.js";
import { type Vector } from "./vectors.js";
/** What the TypeScript runtime answers to one vector (a scenario needs a bridge: none). */
export declare function runtimeAnswer(vector: Vector): Answer;
/** Runs one vector against this runtime and judges it. */
export declare function runVector(vector: Vector): Outcome;
/** JSON text of an answer, for reports. */
export declare function answerText(answer: Answer): string;
