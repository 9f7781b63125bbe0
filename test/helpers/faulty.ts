// A fault-injecting file handle for durable appends (src/durable/append.ts): a mock of the
// kernel's write, fdatasync and ftruncate, for the faults a real full disk cannot make on demand
// (a cut-back that fails, a sync that fails). Named so wherever it is used (STYLE 12).

import { fdatasyncSync, ftruncateSync, writeSync } from "node:fs";

import type { FileOps } from "../../src/durable/append.js";

/**
 * A fault-injecting file handle (a mock of the kernel's calls, since a tmpfs cannot fail these on
 * demand): `short` writes at most that many bytes once and then fails with `writeError`;
 * `syncError` fails the next fdatasync; `truncateError` fails every ftruncate.
 */
export function faulty(faults: {
  short?: number;
  writeError?: string;
  syncError?: string;
  truncateError?: string;
}): FileOps & { armed: boolean } {
  const ops = {
    armed: true,
    writeSync(fd: number, buffer: Uint8Array, offset: number, length: number): number {
      if (ops.armed && faults.short !== undefined) {
        if (faults.short === 0)
          throw Object.assign(new Error(`${faults.writeError ?? "EIO"}: injected`), { code: faults.writeError ?? "EIO" });
        const n = writeSync(fd, buffer, offset, Math.min(length, faults.short));
        faults.short = 0;
        return n;
      }
      return writeSync(fd, buffer, offset, length);
    },
    fdatasyncSync(fd: number): void {
      if (ops.armed && faults.syncError !== undefined) {
        const code = faults.syncError;
        delete faults.syncError;
        throw Object.assign(new Error(`${code}: injected`), { code });
      }
      fdatasyncSync(fd);
    },
    ftruncateSync(fd: number, length: number): void {
      if (ops.armed && faults.truncateError !== undefined)
        throw Object.assign(new Error(`${faults.truncateError}: injected`), { code: faults.truncateError });
      ftruncateSync(fd, length);
    },
  };
  return ops;
}
