// The ledger's typed refusals (STYLE 5), each with who raises it and what the caller should do.
export class LedgerError extends Error {
    kind;
    name = "LedgerError";
    constructor(kind, message) {
        super(message);
        this.kind = kind;
    }
}
