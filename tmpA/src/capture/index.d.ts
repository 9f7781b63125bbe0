import { NotATranscript } from "./archive.js";
import { WrongFormat } from "./format.js";
import { CLAUDE_CODE, CODEX, GEMINI } from "../harness/index.js";
import { readChunks, readTranscript, readsWhole, START, TranscriptShrank, type Harness, type ReadPosition } from "./reader.js";
import type { Captured } from "./record.js";
export { CLAUDE_CODE, CODEX, GEMINI, NotATranscript, readChunks, readTranscript, readsWhole, START, TranscriptShrank, WrongFormat, type Captured, type Harness, type ReadPosition, };
/**
 * Captures every non-empty line of a whole transcript, in order. `name` is its file name. A file
 * in another harness's format is refused (`WrongFormat`) unless `force`.
 */
export declare function captureTranscript(harness: Harness, text: string, name: string, options?: {
    force?: boolean;
}): Captured[];
