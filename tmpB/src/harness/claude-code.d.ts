import { type Captured } from "../capture/record.js";
import type { HarnessAdapter } from "./adapter.js";
export declare const CLAUDE_CODE = "claude-code";
/**
 * The person's own words in a user message's text blocks, with harness markup and notes cut out;
 * undefined when none are left. A block that is the person's alone is kept exactly as written.
 */
export declare function ownUserText(blocks: readonly string[]): string | undefined;
export declare function captureClaudeCode(line: string, value: unknown, lineNumber: number, fallbackSession: string): Captured;
/** Claude Code's project directory name: the working directory with every non-alphanumeric as `-`. */
export declare function claudeProjectKey(cwd: string): string;
export declare const claudeCode: HarnessAdapter;
