import type { Command } from "./command.js";
export declare const MEMORY_COMMANDS: Command[];
