import type { Command } from "./command.js";
export declare const VALIDATE_COMMANDS: Command[];
/** `schemas`: the canonical schemas this kit was generated from. */
export declare const SCHEMAS_COMMANDS: Command[];
