// A small real file system that fills up: a tmpfs mounted for one test (root only, as CI runs),
// with a filler file that leaves a chosen number of bytes free and can be removed again. A full
// tmpfs does what a full disk does: write(2) writes what fits and says nothing, then ENOSPC.

import { spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, statfsSync, unlinkSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Why a tmpfs cannot be mounted here, or undefined when it can (root, and mount permitted). */
export const noTmpfs: string | undefined = (() => {
  if (process.getuid?.() !== 0) return "mounting a tmpfs needs root (CI runs as root)";
  const probe = mkdtempSync(join(tmpdir(), "lk-tmpfs-probe-"));
  try {
    const mounted = spawnSync("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", probe], { encoding: "utf8" });
    if (mounted.status !== 0) return `mount -t tmpfs refused: ${mounted.stderr.trim()}`;
    spawnSync("umount", [probe]);
    return undefined;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
})();

export class Tmpfs {
  private fillers = 0;

  private constructor(readonly path: string) {}

  /** Mounts a tmpfs of `bytes` (rounded to pages by the kernel), private to root (0700). */
  static mount(bytes: number): Tmpfs {
    const path = mkdtempSync(join(tmpdir(), "lk-full-"));
    const mounted = spawnSync("mount", ["-t", "tmpfs", "-o", `size=${bytes},mode=0700`, "tmpfs", path], { encoding: "utf8" });
    if (mounted.status !== 0) throw new Error(`mount tmpfs at ${path}: ${mounted.stderr}`);
    return new Tmpfs(path);
  }

  /** Bytes free for an ordinary write now. */
  get free(): number {
    const s = statfsSync(this.path);
    return s.bavail * s.bsize;
  }

  /** Fills the file system until about `leave` bytes are free (to the page); returns what is free. */
  fill(leave = 0): number {
    const fd = openSync(join(this.path, `.filler-${this.fillers++}`), "w", 0o600);
    try {
      const chunk = Buffer.alloc(64 * 1024, 0x66);
      for (let want = this.free - leave; want > 0;) {
        let n: number;
        try {
          n = writeSync(fd, chunk, 0, Math.min(chunk.length, want));
        } catch {
          break; // already full
        }
        if (n <= 0) break;
        want -= n;
      }
    } finally {
      closeSync(fd);
    }
    return this.free;
  }

  /** Removes every filler: the space they took is free again. */
  release(): void {
    for (let i = 0; i < this.fillers; i++) {
      try {
        unlinkSync(join(this.path, `.filler-${i}`));
      } catch {
        // removed already
      }
    }
    this.fillers = 0;
  }

  unmount(): void {
    spawnSync("umount", ["-l", this.path]);
    rmSync(this.path, { recursive: true, force: true });
  }
}
