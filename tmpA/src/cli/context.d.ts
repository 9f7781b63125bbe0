import type { Source } from "../../generated/index.js";
import type { Command } from "./command.js";
/** `--source <adapter>/<native_session>/<native_record>` (C4). */
export declare function parseSource(text: string | undefined): Source;
export declare const CONTEXT_COMMANDS: Command[];
