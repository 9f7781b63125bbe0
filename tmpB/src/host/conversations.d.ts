import type { U64 } from "../../generated/index.js";
import type { Dir } from "../durable/dir.js";
import { LogDescriptors } from "./descriptors.js";
import { Thread } from "./thread.js";
/** The threads of one agent, opened on first use; their log descriptors come from `descriptors`. */
export declare class Conversations {
    private readonly dir;
    private readonly descriptors;
    private readonly log;
    private readonly threads;
    /** Damaged threads already named in the host's log, named once each. */
    private readonly named;
    constructor(dir: Dir, descriptors?: LogDescriptors, log?: (line: string) => void);
    /** The thread, opened on first use, and opened anew (its log read again, a tear cut) once broken. */
    thread(name: string): Thread;
    close(): void;
}
/** A sequence on the wire as a number: past 2^53 - 1 (beyond any thread), that. */
export declare function seqOf(value: U64): number;
