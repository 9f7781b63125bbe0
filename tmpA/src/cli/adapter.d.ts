import type { Command } from "./command.js";
export declare const MEMORY_ADAPTER_COMMANDS: Command[];
export declare const CONTEXT_ADAPTER_COMMANDS: Command[];
