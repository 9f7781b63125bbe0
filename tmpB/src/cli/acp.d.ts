import type { Command } from "./command.js";
export declare const ACP_COMMANDS: Command[];
