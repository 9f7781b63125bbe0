/**
 * - `full`: admission would pass a limit (Q5); nothing was written. Drain when storage is back.
 * - `too_large`: one batch over 16 MiB; split it.
 * - `corrupt`: an entry that is not a whole, checksummed batch (a cut write, an edit).
 * - `foreign`: an entry of another agent, or not a capture batch at all.
 * - `unsupported`: an entry of a version this kit does not know.
 * The last three name the file, which is kept byte for byte; replay and context preparation stop
 * there until a person looks at it (`link-kit queue inspect`).
 */
export type QueueErrorKind = "full" | "too_large" | "corrupt" | "foreign" | "unsupported";
export declare class QueueError extends Error {
    readonly kind: QueueErrorKind;
    readonly name = "QueueError";
    /** The entry at fault, when there is one: the message starts with it. */
    readonly file?: string;
    constructor(kind: QueueErrorKind, detail: string, file?: string);
}
