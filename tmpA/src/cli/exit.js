// Exit codes shared by every link-kit command (SPEC, design decisions).
export const EXIT = {
    /** Success. */
    ok: 0,
    /** The kit failed, or a document is invalid (`validate`). */
    failure: 1,
    /** The command line is wrong. */
    usage: 2,
    /** The store or ledger refused the operation; the typed error kind is printed. */
    refused: 3,
    /** Transport failure, or an outcome that is uncertain. */
    uncertain: 4,
};
/** A command-line mistake: printed with the command's usage, exit 2. */
export class UsageError extends Error {
    name = "UsageError";
}
