import type { HarnessAdapter, HarnessWord } from "./adapter.js";
/** Every adapter, in the order commands and checks list them. */
export declare const ADAPTERS: readonly HarnessAdapter[];
/** The command words, in order: `claude`, `codex`, `gemini`. */
export declare const HARNESS_WORDS: readonly HarnessWord[];
/** The adapter a command word names, or undefined. */
export declare function adapterFor(word: string | undefined): HarnessAdapter | undefined;
/** The adapter of an adapter ID (`Source.adapter`), or undefined. */
export declare function adapterById(id: string): HarnessAdapter | undefined;
/** The adapter of an adapter ID the caller knows is one of the registry's; throws otherwise. */
export declare function adapterOf(id: string): HarnessAdapter;
export { claudeProjectKey, CLAUDE_CODE, ownUserText, captureClaudeCode } from "./claude-code.js";
export { CODEX, captureCodex } from "./codex.js";
export { GEMINI, GEMINI_ADDED, splitGeminiAdded, captureGeminiDocument } from "./gemini-cli.js";
export { HookInputError } from "./common.js";
export type { HarnessAdapter, HarnessWord, HookTranscript, LineLinks, LineRead, MemoryFile, NativeRoots, ReaderState } from "./adapter.js";
