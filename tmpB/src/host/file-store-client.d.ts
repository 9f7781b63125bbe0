import type { Reply, Request } from "../../generated/index.js";
import { ReplyBytes } from "../bridge/frames.js";
export declare class FileStoreProcess {
    private readonly child;
    private readonly pending;
    private nextId;
    private dead;
    /** `program` replaces the lnk-file-store command line (tests start a misbehaving store with it). */
    private readonly log;
    /** `log` takes the host's diagnostic lines about this store (stderr unless given). */
    constructor(options: {
        root: string;
        agent: string;
        state: string;
        program?: {
            command: string;
            args: string[];
        };
        log?: (line: string) => void;
        /** Start the store with `--walk`: reads resolved one component at a time (see FileStore). */
        walk?: boolean;
    });
    /** The process is gone: every request in flight is answered `uncertain`, its outcome unknown. */
    private ended;
    /** A store that breaks the protocol is stopped; its in-flight requests are answered `uncertain`. */
    private broken;
    get pid(): number | undefined;
    /** False once the process has exited; the host then starts a new one on the next request. */
    get alive(): boolean;
    /**
     * Sends one request; resolves with the store's reply as it sent it, or a refusal made here.
     * `text`, the request's JSON text as the client sent it (checked by the host), goes as it is.
     */
    call(request: Request, text?: string | Uint8Array): Promise<Reply | ReplyBytes>;
    close(): Promise<void>;
}
/** The default sink for diagnostic lines: the host's stderr, which never fails the host (log.ts). */
export declare function stderrLine(line: string): void;
