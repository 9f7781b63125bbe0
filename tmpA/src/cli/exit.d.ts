export declare const EXIT: {
    /** Success. */
    readonly ok: 0;
    /** The kit failed, or a document is invalid (`validate`). */
    readonly failure: 1;
    /** The command line is wrong. */
    readonly usage: 2;
    /** The store or ledger refused the operation; the typed error kind is printed. */
    readonly refused: 3;
    /** Transport failure, or an outcome that is uncertain. */
    readonly uncertain: 4;
};
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
/** A command-line mistake: printed with the command's usage, exit 2. */
export declare class UsageError extends Error {
    readonly name = "UsageError";
}
