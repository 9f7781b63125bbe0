// The registry of harness adapters (STYLE 19): the one list every other module asks, by command
// word (`claude`) or by adapter ID (`claude-code`, the `Source.adapter` of what it captured).
import { claudeCode } from "./claude-code.js";
import { codex } from "./codex.js";
import { geminiCli } from "./gemini-cli.js";
/** Every adapter, in the order commands and checks list them. */
export const ADAPTERS = [claudeCode, codex, geminiCli];
/** The command words, in order: `claude`, `codex`, `gemini`. */
export const HARNESS_WORDS = ADAPTERS.map((a) => a.word);
/** The adapter a command word names, or undefined. */
export function adapterFor(word) {
    return ADAPTERS.find((a) => a.word === word);
}
/** The adapter of an adapter ID (`Source.adapter`), or undefined. */
export function adapterById(id) {
    return ADAPTERS.find((a) => a.id === id);
}
/** The adapter of an adapter ID the caller knows is one of the registry's; throws otherwise. */
export function adapterOf(id) {
    const adapter = adapterById(id);
    if (adapter === undefined)
        throw new RangeError(`no harness adapter ${JSON.stringify(id)}`);
    return adapter;
}
export { claudeProjectKey, CLAUDE_CODE, ownUserText, captureClaudeCode } from "./claude-code.js";
export { CODEX, captureCodex } from "./codex.js";
export { GEMINI, GEMINI_ADDED, splitGeminiAdded, captureGeminiDocument } from "./gemini-cli.js";
export { HookInputError } from "./common.js";
