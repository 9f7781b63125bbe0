// Checksummed log lines, for the append-only logs that must survive a SIGKILL mid-write (the
// conversation store, the file store's version journal): `<16 hex digits> <json>\n`, the digits
// being the start of the SHA-256 of the JSON text. A line that is cut or corrupt ends the good
// part of a log; its owner cuts the log there on open.

import { createHash } from "node:crypto";

/** The checksum of one line's JSON text. */
export function lineDigest(body: string): string {
  return createHash("sha256").update(body).digest("hex").slice(0, 16);
}

/** One log line for `body` (a JSON text without a newline). */
export function encodeLine(body: string): string {
  return `${lineDigest(body)} ${body}\n`;
}

/** The bodies of the log's good lines, in order, each with the byte offset just past its newline. */
export function readLines(bytes: Buffer): Array<{ body: string; end: number }> {
  const lines: Array<{ body: string; end: number }> = [];
  let offset = 0;
  while (offset < bytes.length) {
    const newline = bytes.indexOf(0x0a, offset);
    if (newline < 0) break; // torn: no end of line
    const line = bytes.subarray(offset, newline).toString("utf8");
    const body = line.slice(17);
    if (line[16] !== " " || lineDigest(body) !== line.slice(0, 16)) break; // torn or corrupt from here
    offset = newline + 1;
    lines.push({ body, end: offset });
  }
  return lines;
}
