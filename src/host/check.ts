// `link-kit host check`: is what the host keeps on disk whole? Every thread log and every version
// journal of every agent in a state directory, read line by line (each line's checksum on its
// own, a few MiB at a time, so a log of any size is read in bounded memory) and never written.
// Damage is reported, never repaired behind anyone's back: a damaged thread stays refused until
// a person acts, and `salvageThread` (for `--salvage`) is that act, with the log as it was kept
// beside it. The anchors: PostgreSQL's data checksums and SQLite's `integrity_check`, which report
// and never drop committed data to make an error go away.

import { closeSync, openSync, readdirSync } from "node:fs";
import { join } from "node:path";

import { Dir } from "../durable/dir.js";
import { encodeLine, walkFileLines, type LineWalk } from "../durable/lines.js";
import { isoTime } from "../time.js";
import { entryAt, entryBody } from "./log-line.js";

/** One finding of a check. */
export interface Finding {
  agent: string;
  /** `link:<name>` for a thread, `versions` for the file store's journal. */
  what: string;
  /** The file, relative to the state directory. */
  file: string;
  status: "ok" | "damaged" | "torn" | "kept";
  detail: string;
  line?: number;
  offset?: number;
}

/**
 * Reads every whole line of the file at `path`, checking each line's checksum on its own;
 * `each` sees every good line (its bytes, from the checksum to the newline) when given.
 */
export function scanFile(path: string, each?: (line: Buffer, number: number) => void): LineWalk {
  const fd = openSync(path, "r");
  try {
    return walkFileLines(fd, (bytes, start, end, _offset, line) => each?.(bytes.subarray(start, end), line), { pastDamage: true });
  } finally {
    closeSync(fd);
  }
}

function findingsOf(agent: string, what: string, file: string, scan: LineWalk, unit: string): Finding[] {
  const out: Finding[] = scan.damaged.map((d) => ({
    agent,
    what,
    file,
    status: "damaged" as const,
    line: d.line,
    offset: d.offset,
    detail: `damaged: line ${d.line} (byte ${d.offset}) fails its checksum`,
  }));
  if (scan.whole < scan.size)
    out.push({
      agent,
      what,
      file,
      status: "torn",
      detail: `a torn tail of ${scan.size - scan.whole} byte(s) (an append cut short, never acknowledged): cut on next use`,
    });
  if (out.length === 0) out.push({ agent, what, file, status: "ok", detail: `${scan.lines} ${unit}` });
  return out;
}

/** Checks every agent's thread logs and version journals under the state directory `state`; writes nothing. */
export function checkState(state: string): Finding[] {
  const findings: Finding[] = [];
  const agents = join(state, "agents");
  for (const agent of readdirSync(agents).sort()) {
    const conversations = join(agents, agent, "conversations");
    for (const name of safeList(conversations).filter((n) => n.endsWith(".log"))) {
      const file = join("agents", agent, "conversations", name);
      findings.push(...findingsOf(agent, `link:${name.slice(0, -".log".length)}`, file, scanFile(join(state, file)), "line(s)"));
    }
    const store = join(agents, agent, "file-store");
    for (const name of safeList(store)) {
      const file = join("agents", agent, "file-store", name);
      if (/^versions\.\d+\.log$/.test(name)) findings.push(...findingsOf(agent, "versions", file, scanFile(join(state, file)), "line(s)"));
      else if (/^versions\.\d+\.damaged\.log$/.test(name))
        findings.push({
          agent,
          what: "versions",
          file,
          status: "kept",
          detail: "an earlier journal with damaged lines, kept for a person (versions were issued past it)",
        });
    }
  }
  return findings;
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** Why a salvage was refused. */
export class SalvageRefused extends Error {
  override readonly name = "SalvageRefused";
}

/**
 * `--salvage <thread>`: a damaged thread log made usable again, keeping every good line. The log
 * as it was is kept beside it (`<name>.log.damaged-<time>`); in the new log each damaged line's
 * sequence numbers are held by a placeholder record (`{"link_kit_damaged": {...}}`), so no
 * sequence is ever issued again for other content, and every line after the damage keeps its
 * sequence. A torn tail is left out. Run with the host stopped. Returns what it did.
 */
export function salvageThread(conversations: string, thread: string): { kept: number; placeholders: number; aside: string } {
  const name = `${thread.replace(/^link:/, "")}.log`;
  const dir = Dir.open(conversations);
  try {
    const path = join(conversations, name);
    if (dir.identify(name) === undefined) throw new SalvageRefused(`${thread}: this agent has no such thread; nothing was changed`);
    const lines: Buffer[] = [];
    let last = 0;
    let placeholders = 0;
    const scan = scanFile(path, (line, number) => {
      const entry = entryAt(line, 0, line.length);
      if (entry === undefined) throw new SalvageRefused(`${thread}: line ${number} is not a log entry; nothing was changed`);
      const n = entry.seq;
      if (n <= last) throw new SalvageRefused(`${thread}: line ${number} holds sequence ${n} after ${last}; nothing was changed`);
      // Each sequence the damage took is held by a placeholder, a batch of its own.
      for (let s = last + 1; s < n; s++) {
        lines.push(Buffer.from(encodeLine(placeholder(s, thread))));
        placeholders++;
      }
      lines.push(Buffer.from(line));
      last = n;
    });
    if (scan.damaged.length === 0) throw new SalvageRefused(`${thread}: its log has no damaged line; nothing to salvage`);
    // The damage may have taken the last sequences: lines after the last good one are unknown, and
    // a placeholder for each damaged line after it keeps their numbers from coming back.
    const lastGood = lastGoodLine(scan);
    const after = scan.damaged.filter((d) => d.line > lastGood).length;
    for (let i = 0; i < after; i++) {
      lines.push(Buffer.from(encodeLine(placeholder(++last, thread))));
      placeholders++;
    }
    const aside = `${name}.damaged-${isoTime().replace(/[:.]/g, "-")}`;
    dir.moveInto(name, dir, aside);
    dir.writeAtomic(name, Buffer.concat(lines), 0o600);
    return { kept: lines.length - placeholders, placeholders, aside: join(conversations, aside) };
  } finally {
    dir.close();
  }
}

/** The number of the last good line, from a scan: whole lines less the damaged ones after it. */
function lastGoodLine(scan: LineWalk): number {
  const damaged = new Set(scan.damaged.map((d) => d.line));
  for (let line = scan.lines; line > 0; line--) if (!damaged.has(line)) return line;
  return 0;
}

function placeholder(seq: number, thread: string): string {
  return entryBody(seq, `{"link_kit_damaged":{"thread":${JSON.stringify(thread)},"seq":${seq}}}`);
}
