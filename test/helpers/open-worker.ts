// A separate process that opens one thread's log and says what that cost (issue 39.4):
//   <dir> <link:name>: prints {"last": <seq>, "maxRssBytes": <peak resident set>, "ms": <time to open>} as one line.
import { Dir } from "../../src/durable/dir.js";
import { Thread } from "../../src/host/thread.js";

const [path, name] = process.argv.slice(2) as [string, string];
const dir = Dir.open(path);
const started = performance.now();
const thread = Thread.open(dir, name);
const ms = Math.round(performance.now() - started);
process.stdout.write(`${JSON.stringify({ last: thread.last, maxRssBytes: process.resourceUsage().maxRSS * 1024, ms })}\n`);
thread.close();
dir.close();
