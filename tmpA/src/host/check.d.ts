import { type LineWalk } from "../durable/lines.js";
/** One finding of a check. */
export interface Finding {
    agent: string;
    /** `link:<name>` for a thread, `versions` for the file store's journal. */
    what: string;
    /** The file, relative to the state directory. */
    file: string;
    status: "ok" | "damaged" | "torn" | "kept";
    detail: string;
    line?: number;
    offset?: number;
}
/**
 * Reads every whole line of the file at `path`, checking each line's checksum on its own;
 * `each` sees every good line (its bytes, from the checksum to the newline) when given.
 */
export declare function scanFile(path: string, each?: (line: Buffer, number: number) => void): LineWalk;
/** Checks every agent's thread logs and version journals under the state directory `state`; writes nothing. */
export declare function checkState(state: string): Finding[];
/** Why a salvage was refused. */
export declare class SalvageRefused extends Error {
    readonly name = "SalvageRefused";
}
/**
 * `--salvage <thread>`: a damaged thread log made usable again, keeping every good line. The log
 * as it was is kept beside it (`<name>.log.damaged-<time>`); in the new log each damaged line's
 * sequence numbers are held by a placeholder record (`{"link_kit_damaged": {...}}`), so no
 * sequence is ever issued again for other content, and every line after the damage keeps its
 * sequence. A torn tail is left out. Run with the host stopped. Returns what it did.
 */
export declare function salvageThread(conversations: string, thread: string): {
    kept: number;
    placeholders: number;
    aside: string;
};
