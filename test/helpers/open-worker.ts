// A separate process that opens one thread's log and says what that cost (issue 39.4):
//   <dir> <link:name>: prints {"last": <seq>, "maxRssBytes": <peak resident set>} as one line.
import { Dir } from "../../src/durable/dir.js";
import { Thread } from "../../src/host/conversations.js";

const [path, name] = process.argv.slice(2) as [string, string];
const dir = Dir.open(path);
const thread = Thread.open(dir, name);
process.stdout.write(`${JSON.stringify({ last: thread.last, maxRssBytes: process.resourceUsage().maxRSS * 1024 })}\n`);
thread.close();
dir.close();
