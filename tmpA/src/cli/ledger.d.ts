import type { Command } from "./command.js";
export declare const LEDGER_COMMANDS: Command[];
