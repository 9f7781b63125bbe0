import type { Command } from "./command.js";
export declare const FILE_COMMANDS: Command[];
