// `link-kit capture <harness> --binding <file> --thread <link:name> <transcript>` (C4, C6, C9):
// a whole native transcript imported into a Link thread, each line one record under its native
// source, so importing it again appends nothing new. Prints what it did.
import { openTranscript, transcriptPieces } from "../adapter/capture.js";
import { readChunks, readsWhole, START } from "../capture/index.js";
import { ADAPTERS } from "../harness/index.js";
import { FRAME_MAX } from "../bridge/frames.js";
import { BatchPreparer, fitsOneRequest, sendMany } from "../context/index.js";
import { InputError, printJson, readInput, threadArg, withClient } from "./common.js";
import { EXIT, UsageError } from "./exit.js";
/** A progress line on a terminal (none when stderr is piped), redrawn at most every 100 ms. */
function progress(total) {
    if (!process.stderr.isTTY)
        return { tick: () => { }, end: () => { } };
    let last = 0;
    const mib = (n) => (n / 1024 / 1024).toFixed(1);
    return {
        tick: (done, records) => {
            if (Date.now() - last < 100 && done < total)
                return;
            last = Date.now();
            const width = 30;
            const filled = Math.round((done / Math.max(total, 1)) * width);
            process.stderr.write(`\r[${"#".repeat(filled)}${" ".repeat(width - filled)}] ${mib(done)}/${mib(total)} MiB, ${records} records`);
        },
        end: () => process.stderr.write("\n"),
    };
}
/**
 * How much of the transcript is read at a time: small, so that few records are alive when the
 * garbage collector runs (64 KiB took about a tenth less CPU than 256 KiB for a 50 MiB import).
 */
const READ_BYTES = 64 * 1024;
/** How much of a transcript file is held at a time. */
const WINDOW_BYTES = 64 * 1024 * 1024;
/** The order a summary lists roles in: every role (the type says so when the schema adds one), then raw-only. */
const ROLE_ORDER = Object.keys({ user: 0, assistant: 0, tool: 0, summary: 0, raw: 0 });
function importer(word, harness) {
    return async (args, io) => {
        const thread = threadArg(args.string("thread"));
        if (args.positionals.length !== 1)
            throw new UsageError(`capture ${word} takes one transcript file`);
        const file = args.positionals[0];
        // A file is read a window at a time (a transcript past 2 GiB imports too); stdin, or a format
        // read whole (a JSON document), is read whole.
        const opened = file === "-" || readsWhole(harness, file) ? undefined : openTranscript(file);
        if (file !== "-" && !readsWhole(harness, file) && opened === undefined)
            throw new InputError("not_found", `cannot read the transcript ${file}: no such file`);
        const whole = opened === undefined ? readInput(file, "the transcript") : undefined;
        const size = opened?.size ?? whole.length;
        /** The transcript's pieces, each ending at a line's end, read window by window. */
        function* pieces(force) {
            if (whole !== undefined) {
                yield* readChunks(harness, whole, file, READ_BYTES, undefined, true, { force });
                return;
            }
            yield* transcriptPieces(opened, harness, file, START, {
                pieceBytes: READ_BYTES,
                windowBytes: WINDOW_BYTES,
                final: true,
                force,
            });
        }
        return withClient(args, async (client) => {
            const roles = {};
            const oversized = [];
            let records = 0;
            let repeated = 0;
            const bar = progress(size);
            // The transcript is read 64 KiB at a time, each record encoded into the open
            // batch request as it is read (so records never pile up in memory), and each batch sent
            // once closed (a few MiB of records); the host stores one batch while the next is read.
            // One batch is in flight at a time: records land in the transcript's order.
            const batches = new BatchPreparer(client, thread);
            let sending = Promise.resolve();
            const send = async (prepared, offset) => {
                await sending;
                sending = sendMany(client, prepared).then((appended) => {
                    for (const a of appended)
                        if (a.repeated)
                            repeated++;
                    records += appended.length;
                    bar.tick(offset, records);
                });
                // Awaited at the next batch or below; a failure there ends the import.
                sending.catch(() => { });
                // The batch leaves this process before more is read: reading blocks the event loop, and
                // a request still partly here would keep the host waiting instead of working.
                await client.flushed();
            };
            const add = (c) => {
                // No request can carry it: left out, the rest imported, and named at the end.
                if (!fitsOneRequest(c)) {
                    oversized.push(`${c.source.adapter}/${c.source.native_session}/${c.source.native_record}`);
                    return;
                }
                roles[c.role ?? "raw"] = (roles[c.role ?? "raw"] ?? 0) + 1;
                batches.add(c);
            };
            batches.limit = READ_BYTES;
            try {
                for (const chunk of pieces(args.flag("force"))) {
                    for (const record of chunk.records)
                        add(record);
                    // Batches start small, so the host has work while the client reads on, and shrink toward
                    // the end, so little is left for the host once the client has read everything.
                    batches.limit = Math.max(READ_BYTES, Math.min(chunk.offset, (size - chunk.offset) / 3));
                    const ready = batches.ready();
                    if (ready.batches.length > 0)
                        await send(ready, chunk.offset);
                }
            }
            finally {
                opened?.close();
            }
            await send(batches.take(), size);
            await sending;
            if (size > 0)
                bar.end();
            const summary = {
                thread,
                records,
                appended: records - repeated,
                repeated,
                // In one order, whichever role came first.
                roles: Object.fromEntries(ROLE_ORDER.filter((role) => roles[role] !== undefined).map((role) => [role, roles[role]])),
                ...(oversized.length > 0 ? { left_out: oversized } : {}),
            };
            if (args.json)
                printJson(io, summary);
            else
                io.out(`${file}: ${records} record(s) into ${thread}, ${summary.appended} new, ${repeated} already there${Object.entries(summary.roles)
                    .map(([role, n], i) => `${i === 0 ? "; " : ""}${n} ${role === "raw" ? "raw-only" : role}`)
                    .join(", ")}`);
            if (oversized.length === 0)
                return EXIT.ok;
            io.err(`link-kit: too_large: ${oversized.join(", ")}: larger than one bridge request carries (${FRAME_MAX} bytes with the record's event text), left out; the rest was imported`);
            return EXIT.refused;
        });
    };
}
const HELP = `Each line of the transcript becomes one record under its native source ({adapter,
native_session, native_record}), its bytes kept; lines with no portable role are archived
raw-only. Importing the same transcript again appends nothing: each record finds its original
sequence. A progress bar shows on a terminal. A line whose record no bridge request can carry
(16 MiB, the record holding its text twice) is left out and named on stderr, exit 3; the rest is
imported. A file in another harness's format, or none (it is recognised by the fields its lines
carry), is refused before anything is archived, exit 2, naming what it is; --force takes it as it
is.`;
/** `capture <word>`: the import verb for one harness. */
function captureCommand(word, harness, file, summary) {
    return {
        name: ["capture", word],
        usage: `--binding <file> --thread <link:name> <${file}> [--force] [--json]`,
        summary,
        help: HELP,
        options: { binding: { type: "string" }, thread: { type: "string" }, force: { type: "boolean" } },
        positionals: true,
        run: importer(word, harness),
    };
}
export const CAPTURE_COMMANDS = ADAPTERS.map((a) => captureCommand(a.word, a.id, a.captureHelp.file, a.captureHelp.summary));
