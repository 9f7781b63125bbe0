import type { Command } from "./command.js";
export declare const CONFORMANCE_COMMANDS: Command[];
