// Where each transcript was read up to (C10): `<home>/.lnk/agent-context/positions.json`, a map
// from transcript path to its ReadPosition, replaced durably after each admission. Losing an
// update only means lines are read and admitted again, which replay finds at their original
// sequences (C9); it never means a line is skipped.

import { resolve } from "node:path";

import type { ReadPosition } from "../capture/index.js";
import { Dir } from "../durable/dir.js";
import { parse, stringify, type JsonValue } from "../json/index.js";

const FILE = "positions.json";

export class Positions {
  private constructor(
    private readonly dir: Dir,
    private readonly map: Record<string, ReadPosition>,
  ) {}

  /** Reads the positions kept under `<home>/.lnk/agent-context/` (none yet: an empty map). */
  static open(home: string): Positions {
    const dir = Dir.open(resolve(home, ".lnk", "agent-context"), { create: true, mode: 0o700 });
    let map: Record<string, ReadPosition> = {};
    try {
      map = parse(dir.readFile(FILE).bytes) as unknown as Record<string, ReadPosition>;
    } catch (error) {
      if ((error as { kind?: string }).kind !== "not_found") throw error;
    }
    return new Positions(dir, map);
  }

  get(transcript: string): ReadPosition | undefined {
    return this.map[transcript];
  }

  /** Records where `transcript` was read up to, durably. */
  set(transcript: string, position: ReadPosition): void {
    this.map[transcript] = position;
    this.dir.writeAtomic(FILE, stringify(this.map as unknown as JsonValue), 0o600, { locked: true });
  }

  close(): void {
    this.dir.close();
  }
}
