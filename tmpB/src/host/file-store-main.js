#!/usr/bin/env node
// `lnk-file-store --root <Agent dir> --agent <id> --state <dir> [--walk]` (B6): the file place's driver,
// run by the host outside any sandbox, rooted at one agent's protected folder. Speaks frames
// (`bridge::Frame`) over stdin/stdout: each request is a `store::Request` passed through unchanged,
// and each reply goes back to the client unchanged (the host reads only its envelope).
// It serves its one pipe synchronously, one request after another.
import { readSync, writeSync } from "node:fs";
import { parseArgs } from "node:util";
import { encodeRawReply, FRAME_MAX, FrameReader } from "../bridge/frames.js";
import { Dir } from "../durable/dir.js";
import { stringify } from "../json/index.js";
import { StoreRefusal } from "../bridge/errors.js";
import { validate } from "../validate/index.js";
import { FileStore, refusalOf } from "./file-store.js";
function handle(store, agent, request) {
    if (request.agent !== agent)
        return new StoreRefusal("unauthenticated", `this file store serves ${agent}, not ${request.agent}`).toReply();
    const op = request.op;
    try {
        switch (op.kind) {
            case "file_read": {
                const { content, version } = store.read(op.path);
                return { kind: "file", path: op.path, content, version };
            }
            case "file_write":
                return { kind: "written", path: op.path, version: store.write(op.path, op.content, op.expected) };
            case "file_delete":
                store.delete(op.path, op.expected);
                return { kind: "deleted", path: op.path };
            case "file_list":
                return { kind: "listing", entries: store.list(op.prefix) };
            default:
                return new StoreRefusal("unsupported", `the file store does not serve ${op.kind}`).toReply();
        }
    }
    catch (error) {
        return refusalOf(error).toReply();
    }
}
/**
 * Reads what is there on a blocking descriptor (0 at its end). The host's pipe is blocking in this
 * process (a child's stdio is), so the store sleeps in read(2) between requests: one wake-up per
 * request, no event loop. A non-blocking descriptor is waited on in short sleeps, never spun on.
 */
function readSome(fd, buffer) {
    for (;;) {
        try {
            return readSync(fd, buffer, 0, buffer.length, null);
        }
        catch (error) {
            if (error.code !== "EAGAIN")
                throw error;
            Atomics.wait(PAUSE, 0, 0, 1);
        }
    }
}
function writeAll(fd, bytes) {
    for (let done = 0; done < bytes.length;) {
        try {
            done += writeSync(fd, bytes, done);
        }
        catch (error) {
            if (error.code !== "EAGAIN")
                throw error;
            Atomics.wait(PAUSE, 0, 0, 1);
        }
    }
}
/** The largest reply frame the store sends: the cap, less room for the longer id the host gives it. */
const REPLY_FRAME_MAX = FRAME_MAX - 64;
const PAUSE = new Int32Array(new SharedArrayBuffer(4));
function main() {
    const { values } = parseArgs({
        options: { root: { type: "string" }, agent: { type: "string" }, state: { type: "string" }, walk: { type: "boolean" } },
    });
    if (!values.root || !values.agent || !values.state) {
        process.stderr.write("usage: lnk-file-store --root <Agent dir> --agent <id> --state <dir> [--walk]\n");
        process.exit(2);
    }
    // Messages name paths inside the agent folder as Agent/..., never by their host path.
    // --walk: every read resolved one component at a time, even where openat2 is available.
    const store = new FileStore(Dir.open(values.root, { label: "Agent" }), Dir.open(values.state, { create: true, mode: 0o700 }), {
        walk: values.walk ?? false,
    });
    const damaged = store.damagedJournalLines;
    if (damaged.length > 0)
        process.stderr.write(`damaged: line(s) ${damaged.join(", ")} of the version journal fail their checksums: kept, skipped, and versions now issued past any they held (a write carrying one is refused conflict); link-kit host check --state <dir> names them\n`);
    const agent = values.agent;
    const reader = new FrameReader();
    reader.limit = FRAME_MAX + 64; // a request as the client framed it, under an id the host may write longer
    const buffer = Buffer.allocUnsafe(1 << 16);
    // One request at a time, in order: read, answer, write, then sleep in read(2) for the next.
    for (;;) {
        const n = readSome(0, buffer);
        if (n === 0)
            process.exit(0); // the host closed the pipe
        let frames;
        try {
            frames = reader.push(Buffer.from(buffer.subarray(0, n))); // a copy: the reader may keep it
        }
        catch (error) {
            process.stderr.write(`lnk-file-store: ${String(error)}\n`);
            process.exit(1);
        }
        for (const received of frames) {
            const checked = validate("bridge::Frame", received);
            if (!checked.ok || checked.value.type !== "request") {
                process.stderr.write(`lnk-file-store: not a request frame\n`);
                process.exit(1);
            }
            const { id, request } = checked.value;
            // Laid out as encodeRawReply lays it out: the host passes the reply on without parsing it.
            let reply = encodeRawReply(id, stringify(handle(store, agent, request)));
            if (reply.length - 4 > REPLY_FRAME_MAX) {
                const what = request.op.kind === "file_read" ? request.op.path : `the ${request.op.kind} reply`;
                const refusal = new StoreRefusal("too_large", `${what} takes ${reply.length - 4} bytes as a reply frame, over the bridge's ${FRAME_MAX}-byte cap (content escapes grow in JSON)`);
                reply = encodeRawReply(id, stringify(refusal.toReply()));
            }
            writeAll(1, reply);
            if (store.failed) {
                // The version journal may end in a cut line now: a fresh store reloads from disk.
                process.stderr.write("lnk-file-store: the version journal failed; exiting so the host starts a fresh store\n");
                process.exit(1);
            }
        }
    }
}
main();
