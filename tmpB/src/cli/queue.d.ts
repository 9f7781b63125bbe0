import type { Command } from "./command.js";
export declare const QUEUE_COMMANDS: Command[];
