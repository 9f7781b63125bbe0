import type { Command } from "./command.js";
export declare const HOOK_COMMANDS: Command[];
