import type { HarnessAdapter, LineRead, ReaderState } from "./adapter.js";
export declare const CODEX = "codex";
export declare function captureCodex(line: string, value: unknown, lineNumber: number, session: string, state?: ReaderState): LineRead;
/** The session ID a rollout names in its `session_meta` line, if this line is one. */
export declare function codexSession(value: unknown): string | undefined;
export declare const codex: HarnessAdapter;
/** Codex's set-up where it has hooks: the kit's hook in hooks.json, trusted through Codex. */
export declare const codexHooks: HarnessAdapter;
