// Native-record capture (C1-C4, C6, C8, C10): native transcripts to captured records, one per
// line, each with stable source correlation, read whole or incrementally from a byte offset.
// Lines that are not JSON are kept too, as records with no role, so nothing is lost (C6).
import { NotATranscript } from "./archive.js";
import { WrongFormat } from "./format.js";
import { CLAUDE_CODE, CODEX, GEMINI } from "../harness/index.js";
import { readChunks, readTranscript, readsWhole, START, TranscriptShrank } from "./reader.js";
export { CLAUDE_CODE, CODEX, GEMINI, NotATranscript, readChunks, readTranscript, readsWhole, START, TranscriptShrank, WrongFormat, };
/**
 * Captures every non-empty line of a whole transcript, in order. `name` is its file name. A file
 * in another harness's format is refused (`WrongFormat`) unless `force`.
 */
export function captureTranscript(harness, text, name, options = {}) {
    return readTranscript(harness, Buffer.from(text, "utf8"), START, name, { final: true, ...options }).records;
}
