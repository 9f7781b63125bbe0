import type { Command } from "./command.js";
export declare const SCHEMA_COMMANDS: Command[];
