/** A file given to capture for one harness that holds another harness's format, or none. */
export declare class WrongFormat extends Error {
    readonly file: string;
    readonly kind = "wrong_format";
    constructor(file: string, harness: string, found: string);
}
/**
 * Refuses (throws WrongFormat) a file that is not `harness`'s format: it must hold a line (or, for
 * Gemini CLI, be a document) of that harness. `name` names the file in the message.
 */
export declare function recogniseFormat(harness: string, bytes: Uint8Array, name: string): void;
