/** The system calls a durable write makes; tests hand in ones that fail on purpose. */
export interface FileOps {
    writeSync(fd: number, buffer: Uint8Array, offset: number, length: number): number;
    fdatasyncSync(fd: number): void;
    ftruncateSync(fd: number, length: number): void;
}
/**
 * Writes every byte of `data` at the descriptor's offset (its end, for a file opened to append),
 * or throws. Nothing else in the kit calls write(2) on a file it keeps.
 */
export declare function writeAll(fd: number, data: Uint8Array | string, ops?: FileOps): void;
/**
 * An append-only file of whole entries and the length of its good part. `append` writes an entry
 * (or a batch of them) and syncs it; any failure cuts the file back to the good length and syncs
 * that, so the file is exactly as it was, and throws `no_space` or `io`. When the cut itself
 * fails, the file may end in a torn entry: `append` throws `uncertain`, then and on every later
 * call, and the owner must read the file anew (its recovery cuts the tear) before writing.
 */
export declare class AppendLog {
    readonly fd: number;
    private good;
    /** The file, for messages. */
    readonly label: string;
    private readonly ops;
    private broken;
    private constructor();
    /**
     * A log whose first `good` bytes its owner found whole, on a descriptor opened to append; what
     * follows them (a torn tail, a batch cut short) is cut off and the cut synced first.
     */
    static open(fd: number, good: number, label: string, ops?: FileOps): AppendLog;
    /** The length of the good part: every byte before it was written whole and synced. */
    get size(): number;
    /** True once a failed append could not be taken back: nothing more is written here. */
    get suspect(): boolean;
    /** Writes `bytes` at the end and syncs them: all of them, durably, or nothing (see the class). */
    append(bytes: Uint8Array | string): void;
}
