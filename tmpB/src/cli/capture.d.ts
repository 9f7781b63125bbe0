import type { Command } from "./command.js";
export declare const CAPTURE_COMMANDS: Command[];
