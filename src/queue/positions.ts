// Where each transcript was read up to (C10): `<home>/.lnk/agent-context/positions.json`, a map
// from transcript path to its ReadPosition and a digest of the bytes just before it, for the
// latest MAX_TRANSCRIPTS transcripts read, replaced after each admission (whole, the rename not
// fsynced: see `set`). Losing an update only means lines are read and admitted again, which
// replay finds at their original sequences (C9); it never means a line is skipped. A transcript
// that no longer holds what was read (replaced) is read again from its start.

import { createHash } from "node:crypto";
import { resolve } from "node:path";

import type { ReadPosition } from "../capture/index.js";
import { adapterById } from "../harness/index.js";
import { Dir } from "../durable/dir.js";
import { parse, stringify, type JsonValue } from "../json/index.js";
import { isoTime } from "../time.js";

const FILE = "positions.json";

/**
 * The most transcripts whose positions are kept, the least recently read dropped first. The file
 * is read, and replaced, on every capture: kept for every transcript ever read (a Claude Code
 * position holds the IDs of its last 32 lines, 1.4 KB), it grew with each session for good, and
 * with 5,000 a Stop hook took 152 ms against 58 to 65 with none (1,000: 86 ms). A transcript
 * dropped, if it grows again, is read again from its start; what the store holds already is found
 * again by its sources (C9), so nothing is stored twice.
 */
export const MAX_TRANSCRIPTS = 128;

/** How many bytes before a position its `tail` digest covers. */
const TAIL_BYTES = 64;

/** A kept position, with a digest of the bytes just before it (absent in files written before it was kept). */
type Kept = ReadPosition & { tail?: string };

/** The digest of the bytes of a transcript just before a position (`before`, up to TAIL_BYTES of them). */
function tailOf(before: Uint8Array): string {
  return createHash("sha256")
    .update(before.subarray(Math.max(0, before.length - TAIL_BYTES)))
    .digest("hex")
    .slice(0, 16);
}

/** Reads the bytes of a transcript in [start, end). */
export type ReadRange = (start: number, end: number) => Uint8Array;

/** The bytes just before `offset` that a position's digest covers. */
export const bytesBefore = (read: ReadRange, offset: number): Uint8Array => read(Math.max(0, offset - TAIL_BYTES), offset);

export class Positions {
  private constructor(
    private readonly dir: Dir,
    private readonly map: Record<string, Kept>,
  ) {}

  /** Reads the positions kept under `<home>/.lnk/agent-context/` (none yet: an empty map). */
  /**
   * The positions kept under `home`. They are a cache of where reading stopped: a damaged file
   * (not JSON, not an object) is set aside beside it (`positions.json.damaged-<time>`), `note`
   * says so, and every transcript is read again from its start; what the store already holds is
   * found again by its sources (C9), so nothing is stored twice.
   */
  static open(home: string, note?: (line: string) => void): Positions {
    const dir = Dir.open(resolve(home, ".lnk", "agent-context"), { create: true, mode: 0o700 });
    let map: Record<string, Kept> = {};
    let bytes: Buffer | undefined;
    try {
      bytes = dir.readFile(FILE).bytes;
    } catch (error) {
      if ((error as { kind?: string }).kind !== "not_found") {
        dir.close();
        throw error;
      }
    }
    if (bytes !== undefined) {
      let value: unknown;
      try {
        value = parse(bytes);
      } catch {
        value = undefined;
      }
      if (value !== null && typeof value === "object" && !Array.isArray(value)) map = value as Record<string, Kept>;
      else {
        const aside = `${FILE}.damaged-${isoTime().replace(/[:.]/g, "-")}`;
        dir.moveInto(FILE, dir, aside);
        note?.(
          `damaged: ${dir.path}/${FILE} was not a positions file; set aside as ${aside}: transcripts are read again from their start, and what is stored already is found again by its sources`,
        );
      }
    }
    return new Positions(dir, map);
  }

  /**
   * Where to read `transcript` (`size` bytes now, read through `read`) on from: where it was read up to, undefined when
   * it never was, or "replaced" when it no longer holds what was read (shorter than that, or other
   * bytes just before it): then it is to be read again from its start.
   */
  resume(transcript: string, size: number, read: ReadRange, harness?: string): ReadPosition | "replaced" | undefined {
    const kept = this.map[transcript];
    if (kept === undefined) return undefined;
    if (kept.offset > size) return "replaced";
    if (kept.tail !== undefined && kept.tail !== tailOf(bytesBefore(read, kept.offset))) return "replaced";
    const { tail: _, offset, line, session, state, recent, ...older } = kept as Kept & Record<string, unknown>;
    // A position an older kit kept holds its reader's state in fields of its own: the adapter reads them.
    const reader = state ?? (harness === undefined ? undefined : adapterById(harness)?.keptState?.(older));
    return {
      offset,
      line,
      ...(session === undefined ? {} : { session }),
      ...(reader === undefined ? {} : { state: reader }),
      ...(recent === undefined ? {} : { recent }),
    };
  }

  /**
   * Records where `transcript` was read up to; `before`, its bytes just before that point. The file
   * is written whole (fsynced before its rename) but the rename is not fsynced: a crash may bring
   * the positions before back, whole, and lines read since are read and admitted again, which
   * storage finds by their sources (C9).
   */
  set(transcript: string, position: ReadPosition, before: Uint8Array): void {
    // Last in the map's order, as the most recently read; past MAX_TRANSCRIPTS the first go.
    delete this.map[transcript];
    this.map[transcript] = { ...position, tail: tailOf(before) };
    const kept = Object.keys(this.map);
    for (let i = 0; i < kept.length - MAX_TRANSCRIPTS; i++) delete this.map[kept[i] as string];
    this.dir.writeAtomic(FILE, stringify(this.map as unknown as JsonValue), 0o600, { locked: true, lossy: true });
  }

  close(): void {
    this.dir.close();
  }
}
