// Why the capture queue refused or stopped.
export class QueueError extends Error {
    kind;
    name = "QueueError";
    /** The entry at fault, when there is one: the message starts with it. */
    file;
    constructor(kind, detail, file) {
        super(file === undefined ? detail : `${file} ${detail}`);
        this.kind = kind;
        if (file !== undefined)
            this.file = file;
    }
}
