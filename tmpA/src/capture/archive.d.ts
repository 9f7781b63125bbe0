/** A file given to capture that is a chat copy, not a native transcript (C7). */
export declare class NotATranscript extends Error {
    readonly file: string;
    readonly kind = "not_a_transcript";
    constructor(file: string, what: string);
}
/**
 * What chat copy a file is, if it is one, from its first line's value (or, when that line is not
 * JSON on its own, the whole file's): each rule above, by the fields it names.
 */
export declare function chatCopy(value: unknown): string | undefined;
