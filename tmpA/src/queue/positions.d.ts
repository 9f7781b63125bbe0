import type { ReadPosition } from "../capture/index.js";
/** Reads the bytes of a transcript in [start, end). */
export type ReadRange = (start: number, end: number) => Uint8Array;
/** The bytes just before `offset` that a position's digest covers. */
export declare const bytesBefore: (read: ReadRange, offset: number) => Uint8Array;
export declare class Positions {
    private readonly dir;
    private readonly map;
    private constructor();
    /** Reads the positions kept under `<home>/.lnk/agent-context/` (none yet: an empty map). */
    /**
     * The positions kept under `home`. They are a cache of where reading stopped: a damaged file
     * (not JSON, not an object) is set aside beside it (`positions.json.damaged-<time>`), `note`
     * says so, and every transcript is read again from its start; what the store already holds is
     * found again by its sources (C9), so nothing is stored twice.
     */
    static open(home: string, note?: (line: string) => void): Positions;
    /**
     * Where to read `transcript` (`size` bytes now, read through `read`) on from: where it was read up to, undefined when
     * it never was, or "replaced" when it no longer holds what was read (shorter than that, or other
     * bytes just before it): then it is to be read again from its start.
     */
    resume(transcript: string, size: number, read: ReadRange, harness?: string): ReadPosition | "replaced" | undefined;
    /**
     * Records where `transcript` was read up to; `before`, its bytes just before that point. The file
     * is written whole (fsynced before its rename) but the rename is not fsynced: a crash may bring
     * the positions before back, whole, and lines read since are read and admitted again, which
     * storage finds by their sources (C9).
     */
    set(transcript: string, position: ReadPosition, before: Uint8Array): void;
    close(): void;
}
