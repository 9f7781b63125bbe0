// The one-hop server a careful user writes without the kit (issue 17): vscode-jsonrpc over a Unix
// socket, in a child process, with no authentication and no path checks. `read` answers with
// readFileSync of one file; `append` writes the line it is given to a log it keeps open, then
// fdatasyncs it, before answering.
//
//   node bench/jsonrpc-peer.mjs <socket> <file to read> <log to append to>

import { fdatasyncSync, openSync, readFileSync, writeSync } from "node:fs";
import { createServer } from "node:net";

import { createMessageConnection, SocketMessageReader, SocketMessageWriter } from "vscode-jsonrpc/node.js";

const [socketPath, file, log] = process.argv.slice(2);
const fd = openSync(log, "a");

createServer((socket) => {
  const connection = createMessageConnection(new SocketMessageReader(socket), new SocketMessageWriter(socket));
  connection.onRequest("read", () => ({ content: readFileSync(file, "utf8") }));
  connection.onRequest("append", (params) => {
    writeSync(fd, params.line);
    fdatasyncSync(fd);
    return { ok: true };
  });
  connection.listen();
}).listen(socketPath, () => process.stdout.write("ready\n"));
