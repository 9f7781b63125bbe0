// The host's side of one lnk-file-store process: started on first use (B5, B6), requests passed
// through unchanged over its stdin, replies matched by id from its stdout and passed on as bytes.
import { spawn } from "node:child_process";
import { encodeFrame, encodeRawRequest, FRAME_MAX, FrameReader, ReplyBytes, splitRawReply } from "../bridge/frames.js";
import { StoreRefusal } from "../bridge/errors.js";
import { childEnv, nodeCommand } from "./entry.js";
import { hostStderr } from "./log.js";
export class FileStoreProcess {
    child;
    pending = new Map();
    nextId = 1;
    dead;
    /** `program` replaces the lnk-file-store command line (tests start a misbehaving store with it). */
    log;
    /** `log` takes the host's diagnostic lines about this store (stderr unless given). */
    constructor(options) {
        this.log = options.log ?? stderrLine;
        const { command, args } = options.program ?? nodeCommand("file-store-main");
        const walk = options.walk ? ["--walk"] : [];
        this.child = spawn(command, [...args, "--root", options.root, "--agent", options.agent, "--state", options.state, ...walk], {
            env: childEnv(),
            stdio: ["pipe", "pipe", "pipe"],
        });
        // A store that could not start (EMFILE, ENOENT) emits `error` and may never emit `exit`; its
        // pipes may not be there at all. The listener goes first, so nothing below throws into the host.
        this.child.on("error", (error) => this.ended(`lnk-file-store failed: ${error.message}`));
        if (!this.child.stdout || !this.child.stderr || !this.child.stdin) {
            this.dead = "lnk-file-store could not be started (its pipes could not be made: out of descriptors?)";
            return;
        }
        const reader = new FrameReader();
        reader.limit = FRAME_MAX;
        this.child.stdout.on("data", (chunk) => {
            if (this.dead)
                return;
            let bodies;
            try {
                bodies = reader.pushBodies(chunk);
            }
            catch (error) {
                return this.broken(`lnk-file-store sent an oversized frame (${String(error)})`);
            }
            for (const body of bodies) {
                // Only the envelope is read: the reply's bytes go to the client as they are, and the
                // client validates every reply it gets.
                const frame = splitRawReply(body);
                const resolve = frame && this.pending.get(frame.id);
                if (frame === undefined || resolve === undefined)
                    return this.broken("lnk-file-store sent a frame that answers no request");
                this.pending.delete(frame.id);
                resolve(new ReplyBytes(frame.reply));
            }
        });
        this.child.stderr.on("data", (chunk) => chunk
            .toString()
            .split("\n")
            .filter((l) => l !== "")
            .forEach((l) => this.log(`[lnk-file-store ${options.agent}] ${l}`)));
        this.child.on("exit", (code, signal) => this.ended(`lnk-file-store exited (${signal ?? code})`));
        // Writing to a store that died, or closed its input, fails with EPIPE: the store is done for,
        // and its exit answers what was in flight. Unhandled, this error would take the host down.
        this.child.stdin.on("error", (error) => {
            if (this.dead === undefined)
                this.broken(`lnk-file-store's input failed (${error.message})`);
        });
    }
    /** The process is gone: every request in flight is answered `uncertain`, its outcome unknown. */
    ended(why) {
        this.dead ??= why;
        for (const resolve of this.pending.values())
            resolve(new StoreRefusal("uncertain", `${this.dead}; the outcome is unknown`).toReply());
        this.pending.clear();
    }
    /** A store that breaks the protocol is stopped; its in-flight requests are answered `uncertain`. */
    broken(why) {
        this.log(`[lnk-file-store] ${why}; stopping it`);
        this.dead = why;
        this.child.kill("SIGKILL");
    }
    get pid() {
        return this.child.pid;
    }
    /** False once the process has exited; the host then starts a new one on the next request. */
    get alive() {
        return this.dead === undefined;
    }
    /**
     * Sends one request; resolves with the store's reply as it sent it, or a refusal made here.
     * `text`, the request's JSON text as the client sent it (checked by the host), goes as it is.
     */
    call(request, text) {
        if (this.dead)
            return Promise.resolve(new StoreRefusal("unavailable", `${this.dead}; the request was not sent`).toReply());
        const id = this.nextId++;
        return new Promise((resolve) => {
            this.pending.set(id, resolve);
            this.child.stdin.write(text === undefined ? encodeFrame({ type: "request", id, request }) : encodeRawRequest(id, text));
        });
    }
    close() {
        if (this.dead)
            return Promise.resolve();
        return new Promise((resolve) => {
            this.child.once("exit", () => resolve());
            this.child.stdin.end();
        });
    }
}
/** The default sink for diagnostic lines: the host's stderr, which never fails the host (log.ts). */
export function stderrLine(line) {
    hostStderr.write(line);
}
