// A separate process for race tests: connects, says "ready", waits for "go" on stdin, then
// writes home/race.txt with the expected version given, and prints the reply's kind.

import { Bridged } from "../../src/bridge/client.js";
import { u64 } from "../../src/json/index.js";

const [endpoint, agent, owner, key, expected, content] = process.argv.slice(2) as [string, string, string, string, string, string];
const client = new Bridged({ endpoint, agent, owner, key });
await client.connect();
process.stdout.write("ready\n");
process.stdin.once("data", async () => {
  const reply = await client.request({ kind: "file_write", path: "home/race.txt", content, expected: u64(expected) });
  process.stdout.write(`${reply.kind === "error" ? reply.error : reply.kind}\n`);
  client.close();
});
