// Typed errors of the lossless JSON module (K6): what went wrong, and where in the input.
export class JsonError extends Error {
    kind;
    offset;
    name = "JsonError";
    constructor(kind, message, 
    /** UTF-16 offset in the decoded text, when the error has a position. */
    offset) {
        super(message);
        this.kind = kind;
        this.offset = offset;
    }
}
