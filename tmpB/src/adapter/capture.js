// The capture use case (C10, Q1-Q5), once, for every driver that captures into an adapter's queue
// (the hook, the ACP proxy): `captureSession`. Records are admitted durably before storage is
// contacted, and when the queue has no room for them (its limits, or a full disk under the
// adapter's home) what it holds is replayed first, which makes the room; then the queue is
// replayed in order. A record no batch can hold is left out and handed to the caller, once, so
// capture never stalls on it.
import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";
import { readChunks, readsWhole, START } from "../capture/index.js";
import { appender } from "../context/append.js";
import { FsError } from "../durable/dir.js";
import { bytesBefore, drain, Positions, QueueError } from "../queue/index.js";
/** A drain that did nothing yet, to add drains to. */
export function emptyDrain() {
    return { batches: 0, records: 0, repeated: 0, left: 0, setAside: [] };
}
/** Adds what a drain did to what was drained so far. */
export function addDrain(into, report) {
    into.batches += report.batches;
    into.records += report.records;
    into.repeated += report.repeated;
    into.left = report.left;
    into.setAside.push(...report.setAside);
}
/**
 * Admits `records`; when the queue has no room for them, replays it first (adding to `drained`)
 * and admits again. A record larger than any batch can hold goes to `oversized`. Call it holding
 * the queue's lock.
 */
export async function admitWithRoom(queue, client, thread, records, drained, oversized) {
    try {
        queue.admitAll(thread, records, undefined, oversized);
    }
    catch (error) {
        if (!noRoom(error))
            throw error;
        addDrain(drained, await drain(queue, appender(client)));
        try {
            queue.admitAll(thread, records, undefined, oversized);
        }
        catch (again) {
            // Even an empty queue has no room for them all (a backlog larger than the free space under
            // the adapter's home): half at a time, each half stored before the next is admitted, so
            // capture makes progress in pieces that fit (issue 39.8). One record that does not fit
            // an empty queue is the disk's limit: thrown.
            if (!noRoom(again) || records.length < 2)
                throw again;
            const half = Math.ceil(records.length / 2);
            await admitWithRoom(queue, client, thread, records.slice(0, half), drained, oversized);
            addDrain(drained, await drain(queue, appender(client)));
            await admitWithRoom(queue, client, thread, records.slice(half), drained, oversized);
        }
    }
}
/** The queue has no room: its own limits, or a full disk under the adapter's home. */
const noRoom = (error) => (error instanceof QueueError && error.kind === "full") || (error instanceof FsError && error.kind === "no_space");
/** How much of a transcript's backlog is read and admitted at a time: a few batches' worth. */
const ADMIT_BYTES = 8 * 1024 * 1024;
/**
 * The capture use case, once, for every driver (the hook, the ACP proxy): each input's new records
 * admitted durably before storage is contacted (a transcript from where it was read to, a long
 * backlog a piece at a time, room made by replaying the queue when it is full), the read positions
 * kept, then the whole queue replayed in order. A record no batch can hold is left out and
 * reported (by its source), so capture never stalls on it. `admitted` is called once every input
 * is safe in the queue. `note` hears what a person should know (a replaced transcript). Call it
 * holding the queue's lock. Throws what stops it; a storage failure's message says the work is
 * queued.
 */
export async function captureSession(queue, client, home, inputs, on = {}) {
    const report = { ...emptyDrain(), oversized: new Map() };
    const oversized = (r, bytes) => report.oversized.set(`${r.source.adapter}/${r.source.native_session}/${r.source.native_record}`, bytes);
    const transcripts = inputs.filter((i) => "transcript" in i);
    const positions = transcripts.length > 0 ? Positions.open(home, on.note) : undefined;
    try {
        for (const input of inputs) {
            if ("records" in input) {
                if (input.records.length > 0)
                    await admitWithRoom(queue, client, input.thread, input.records, report, oversized);
                continue;
            }
            const { transcript: file, harness, thread } = input;
            const transcript = openTranscript(file);
            if (transcript === undefined)
                continue; // not made yet: the harness's next event reads it
            try {
                const admit = async (records) => {
                    if (records.length > 0)
                        await admitWithRoom(queue, client, thread, records, report, oversized);
                };
                if (readsWhole(harness, file)) {
                    // A document read whole each time has no position to resume from, nor to check.
                    for (const piece of readChunks(harness, transcript.read(0, transcript.size), file, ADMIT_BYTES, START, false))
                        await admit(piece.records);
                    continue;
                }
                const kept = positions?.resume(file, transcript.size, transcript.read, harness) ?? START;
                const from = kept === "replaced" ? START : kept;
                if (kept === "replaced") {
                    // Shorter than where the last run stopped, or other bytes before that point: replaced,
                    // not grown. Read again from its start; what was captured before is found again (C9).
                    on.note?.(`replaced: ${file} is not the transcript read before (shorter, or changed before where it was read to); reading it again from its start`);
                }
                // Read from where the last run stopped, never the whole file.
                for (const piece of transcriptPieces(transcript, harness, file, from, { pieceBytes: ADMIT_BYTES, windowBytes: ADMIT_BYTES })) {
                    await admit(piece.records);
                    positions?.set(file, piece.next, bytesBefore(transcript.read, piece.offset));
                }
            }
            finally {
                transcript.close();
            }
        }
    }
    finally {
        positions?.close();
    }
    on.admitted?.();
    // Pending batches replay before context is prepared (Q2), and an unusable one stops it (Q6).
    try {
        addDrain(report, await drain(queue, appender(client)));
    }
    catch (error) {
        // Storage did not take the queue: what this run read is admitted all the same, and the
        // person reading the one line should know nothing is lost.
        if (error instanceof Error && !(error instanceof QueueError))
            error.message += `; this turn is queued in ${queue.path} and is stored by the next run`;
        throw error;
    }
    return report;
}
/** What a file that is not a regular one is, for a refusal. */
function kindOf(stat) {
    if (stat.isFIFO())
        return "a FIFO";
    if (stat.isCharacterDevice())
        return "a character device";
    if (stat.isBlockDevice())
        return "a block device";
    if (stat.isSocket())
        return "a socket";
    if (stat.isDirectory())
        return "a directory";
    return "not a regular file";
}
/**
 * A transcript's pieces from `from`, each ending at a line's end (see `readChunks`), read a window
 * of the file at a time: never the whole file, so a transcript of any size (past Node's 2 GiB
 * buffer) is read in memory bounded by the window. A window that yields nothing (a line longer
 * than it, or lines waiting for a parent further on) is widened. With `final`, the last line is
 * read even without its newline (an import); else it is left for the next read (a hook).
 */
export function* transcriptPieces(transcript, harness, file, start, options) {
    let from = start;
    let window = options.windowBytes;
    while (from.offset < transcript.size) {
        const end = Math.min(transcript.size, from.offset + window);
        const bytes = transcript.read(from.offset, end);
        const final = (options.final ?? false) && end === transcript.size;
        let moved = false;
        for (const piece of readChunks(harness, bytes, file, options.pieceBytes, from, final, {
            force: options.force ?? false,
            base: from.offset,
        })) {
            yield piece;
            from = piece.next;
            moved = true;
        }
        if (moved)
            window = options.windowBytes;
        else if (end === transcript.size)
            return; // a torn last line, left for the next read
        else
            window *= 2;
    }
}
/**
 * A transcript opened for reading, or undefined when there is no such file (yet). A regular file
 * is read wherever it is; anything else (a FIFO, which would block forever; /dev/zero, which
 * never ends) is refused at once, checked on the open descriptor (opened without blocking, so a
 * FIFO with no writer cannot hold the open either). Anything else that stops the read is thrown.
 */
export function openTranscript(file) {
    let fd;
    try {
        fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOCTTY);
    }
    catch (error) {
        if (error.code === "ENOENT")
            return undefined;
        throw unreadable(file, error);
    }
    try {
        const stat = fstatSync(fd);
        if (!stat.isFile())
            throw new TranscriptUnreadable(`the transcript ${file} is ${kindOf(stat)}, not a regular file: nothing read`, "not_regular");
        return {
            size: stat.size,
            read: (start, end) => {
                const out = Buffer.allocUnsafe(Math.max(0, end - start));
                let got = 0;
                try {
                    while (got < out.length) {
                        const n = readSync(fd, out, got, out.length - got, start + got);
                        if (n === 0)
                            break;
                        got += n;
                    }
                }
                catch (error) {
                    throw unreadable(file, error);
                }
                return out.subarray(0, got);
            },
            close: () => closeSync(fd),
        };
    }
    catch (error) {
        closeSync(fd);
        throw error instanceof TranscriptUnreadable ? error : unreadable(file, error);
    }
}
function unreadable(file, error) {
    const code = error.code ?? "unreadable";
    return new TranscriptUnreadable(`cannot read the transcript ${file}: ${code}`, code.toLowerCase());
}
/** A transcript that is there but cannot be read (permissions, a directory). */
export class TranscriptUnreadable extends Error {
    kind;
    name = "TranscriptUnreadable";
    constructor(message, kind) {
        super(message);
        this.kind = kind;
    }
}
