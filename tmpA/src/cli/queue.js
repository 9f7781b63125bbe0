// `link-kit queue status|inspect|drain --home <dir> --binding <file>` (Q1-Q6): the capture queue
// of an adapter's home, as a person looks at it and empties it.
import { resolve } from "node:path";
import { adapterFor, HARNESS_WORDS } from "../harness/index.js";
import { defaultHome } from "../setup/harnesses.js";
import { appender } from "../context/append.js";
import { CaptureQueue, drain as drainQueue, mib, QUEUE_LIMITS, setAsideLine, } from "../queue/index.js";
import { InputError, printJson, settingsFrom, withClient } from "./common.js";
import { EXIT, UsageError } from "./exit.js";
const OPTIONS = { home: { type: "string" }, harness: { type: "string" }, binding: { type: "string" } };
const WHERE = `--home is the adapter's home; with --harness instead, the one the hook and setup use by default
for that harness ($LINK_KIT_HOME, else $XDG_STATE_HOME/link-kit/<harness>). The queue is <home>/.lnk/agent-context/captures/, one file per admitted batch (<16 digits>.json); --binding
names the binding whose agent owns it (entries of another agent are foreign, and so is any other
file there). Batches the store refused for a record's content are kept in captures/set-aside/,
each beside a .why.json note naming the refused records; they never block capture, and once a
person has looked, they may be removed.`;
/** The adapter home: --home, else the hook's default for --harness (issue 40.13: the same default). */
function homeOf(args) {
    const home = args.string("home");
    if (home !== undefined)
        return home;
    const word = args.string("harness");
    if (word === undefined)
        throw new UsageError(`--home <dir> or --harness ${HARNESS_WORDS.join("|")} is required: the adapter home whose queue this is`);
    const harness = adapterFor(word);
    if (harness === undefined)
        throw new UsageError(`--harness takes ${HARNESS_WORDS.join(", ")}, not ${JSON.stringify(word)}`);
    return defaultHome(harness.word);
}
/** Runs `use` on the queue of --home for the agent --binding binds, holding its lock. */
async function withQueue(args, use) {
    const home = homeOf(args);
    const settings = args.need("binding", "file");
    const agent = settingsFrom(settings).storage?.agent;
    if (!agent)
        throw new UsageError(`${settings} has no storage binding, so no agent owns a queue`);
    // Reading never creates: a home where nothing was ever captured (a typo, say) is named as such.
    const queue = CaptureQueue.openIfPresent(resolve(home), agent);
    if (queue === undefined)
        throw new InputError("not_found", `no capture queue under ${resolve(home)}: nothing was ever captured with this --home (check the path)`);
    try {
        return await queue.locked(() => use(queue));
    }
    finally {
        queue.close();
    }
}
const describeEntry = (e) => e.problem
    ? { file: e.file, seq: e.seq, bytes: e.bytes, problem: { kind: e.problem.kind, message: e.problem.message } }
    : {
        file: e.file,
        seq: e.seq,
        bytes: e.bytes,
        thread: e.batch?.thread,
        records: e.batch?.recordTexts.length,
        admitted_at: e.batch?.admitted_at,
    };
/** A foreign file in the queue, described as an unusable entry is. */
const describeForeign = (problem) => ({ file: problem.file, problem: { kind: problem.kind, message: problem.message } });
async function status(args, io) {
    return withQueue(args, async (queue) => {
        const entries = queue.entries();
        const bytes = entries.reduce((n, e) => n + e.bytes, 0);
        const bad = entries.filter((e) => e.problem);
        const foreign = queue.foreign();
        const aside = queue.setAsideBatches();
        if (args.json)
            printJson(io, {
                path: queue.path,
                batches: entries.length,
                bytes,
                limits: QUEUE_LIMITS,
                unusable: [...bad.map(describeEntry), ...foreign.map(describeForeign)],
                set_aside: aside.map(describeSetAside),
            });
        else {
            io.out(`${queue.path}: ${entries.length} of ${QUEUE_LIMITS.batches} batches, ${mib(bytes)} of ${mib(QUEUE_LIMITS.bytes)}`);
            for (const e of bad)
                io.out(`unusable: ${e.problem?.kind}: ${e.problem?.message}`);
            for (const f of foreign)
                io.out(`unusable: ${f.kind}: ${f.message}`);
            for (const a of aside)
                io.out(setAsideLine(a));
        }
        return bad.length === 0 && foreign.length === 0 ? EXIT.ok : EXIT.refused;
    });
}
const describeSetAside = (a) => ({
    file: a.file,
    seq: a.seq,
    thread: a.thread,
    stored: a.stored,
    refused: a.refused,
});
async function inspect(args, io) {
    return withQueue(args, async (queue) => {
        const entries = queue.entries();
        const foreign = queue.foreign();
        const aside = queue.setAsideBatches();
        if (args.json)
            printJson(io, [...entries.map(describeEntry), ...foreign.map(describeForeign)]);
        else if (entries.length === 0 && foreign.length === 0)
            io.err(`${queue.path} is empty`);
        else {
            for (const e of entries)
                io.out(e.problem
                    ? `${e.seq}\t${e.bytes}\t${e.problem.kind}: ${e.problem.message}`
                    : `${e.seq}\t${e.bytes}\t${e.batch?.thread}\t${e.batch?.recordTexts.length} record(s)\tadmitted ${e.batch?.admitted_at}`);
            for (const f of foreign)
                io.out(`-\t-\t${f.kind}: ${f.message}`);
        }
        if (!args.json)
            for (const a of aside)
                io.out(setAsideLine(a));
        return EXIT.ok;
    });
}
async function drain(args, io) {
    return withQueue(args, (queue) => withClient(args, async (client) => {
        const report = await drainQueue(queue, appender(client), (done, total) => {
            if (process.stderr.isTTY && !args.json)
                process.stderr.write(`\rdrained ${done} of ${total} batch(es)`);
        });
        if (process.stderr.isTTY && !args.json && report.batches > 0)
            process.stderr.write("\n");
        if (args.json)
            printJson(io, { ...report, setAside: report.setAside.map(describeSetAside) });
        else
            io.out(`${report.batches} batch(es), ${report.records} record(s) confirmed (${report.repeated} already stored); ${report.left} left`);
        // Each batch set aside is named once, here; `queue status` lists them after.
        for (const a of report.setAside)
            io.err(`link-kit: ${setAsideLine(a)}`);
        return report.setAside.length === 0 ? EXIT.ok : EXIT.refused;
    }));
}
export const QUEUE_COMMANDS = [
    {
        name: ["queue", "status"],
        usage: `(--home <dir> | --harness <${HARNESS_WORDS.join("|")}>) --binding <file> [--json]`,
        summary: "counts the capture queue's batches and bytes against its limits and names any unusable entry (exit 3 then)",
        help: WHERE,
        options: OPTIONS,
        run: status,
    },
    {
        name: ["queue", "inspect"],
        usage: `(--home <dir> | --harness <${HARNESS_WORDS.join("|")}>) --binding <file> [--json]`,
        summary: "lists each queued batch: sequence, size, thread, records, or why it cannot be used",
        help: WHERE,
        options: OPTIONS,
        run: inspect,
    },
    {
        name: ["queue", "drain"],
        usage: `(--home <dir> | --harness <${HARNESS_WORDS.join("|")}>) --binding <file> [--json]`,
        summary: "replays the queued batches in order through the bridge, removing each once confirmed",
        help: `${WHERE} A drain stops at the first entry that cannot be used, or the first append that
fails; what is left stays queued. A batch the store refuses for a record's content is set aside
(named on stderr, exit 3) and the drain goes on. A record the store already holds (a lost acknowledgement) is
found at its original sequence, not appended again.`,
        options: OPTIONS,
        run: drain,
    },
];
