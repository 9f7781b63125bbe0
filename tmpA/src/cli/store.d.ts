import type { Command } from "./command.js";
export declare const STORE_COMMANDS: Command[];
