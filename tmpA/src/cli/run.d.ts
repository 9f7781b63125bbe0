import { type Command } from "./command.js";
import { type ExitCode } from "./exit.js";
/** Every verb of `link-kit`, in the order the help lists them. */
export declare function allCommands(): Promise<Command[]>;
/** The top-level help: every verb's usage line and summary, from the table. */
export declare function topHelp(table: readonly Command[]): string;
export declare function run(argv: string[], out: (s: string) => void, err: (s: string) => void, drained?: () => Promise<void>): Promise<ExitCode>;
