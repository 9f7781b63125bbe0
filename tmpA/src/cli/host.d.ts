import type { Command } from "./command.js";
export declare const HOST_COMMANDS: Command[];
