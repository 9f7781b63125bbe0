// A separate process for lock tests.
//   count <dir> <n>: n times, under the directory's lock, reads counter.txt, yields to the event
//   loop, writes it back plus one (lost updates show if two holders are ever in at once)
//   hold <dir>: takes the lock, prints "held", then waits to be killed
//   try <dir>: tries the lock once with a short timeout; prints "held" or "refused: <message>"
//   mark <dir>: forever, under the lock, creates marker (O_EXCL) holding its pid, waits up to 3 ms,
//   removes it; a marker already there whose process still runs (and removes it, or runs on for
//   2 s) means two holders at once: prints "violation <pid>" and exits 3 (a killed holder's
//   marker is taken over once /proc shows it ended)

import { closeSync, existsSync, openSync, readFileSync, unlinkSync, writeFileSync, writeSync } from "node:fs";
import { join } from "node:path";

import { Dir } from "../../src/durable/dir.js";
import { lockDir, LOCK_PRIMITIVE } from "../../src/durable/lock.js";
import { running } from "./proc.js";

const [mode, path, count] = process.argv.slice(2) as [string, string, string?];

if (mode === "count") {
  const dir = Dir.open(path);
  const file = join(path, "counter.txt");
  for (let i = 0; i < Number(count); i++) {
    const held = await lockDir(dir, "test");
    const value = Number(readFileSync(file, "utf8"));
    await new Promise((r) => setImmediate(r));
    writeFileSync(file, String(value + 1));
    await held.release();
  }
  process.stdout.write(`done ${LOCK_PRIMITIVE}\n`);
} else if (mode === "mark") {
  const dir = Dir.open(path);
  const marker = join(path, "marker");
  for (let n = 1; ; n++) {
    const held = await lockDir(dir, "test", 60_000);
    let fd: number;
    try {
      fd = openSync(marker, "wx");
    } catch {
      // A killed holder's marker, or a holder that is in now. A process ends its descriptors
      // (and so its lock) a moment before /proc shows it ended: it is given 2 s to show that.
      const other = Number(readFileSync(marker, "utf8"));
      for (let waited = 0; running(other); waited += 5) {
        if (waited >= 2000 || !existsSync(marker)) {
          process.stdout.write(`violation ${other}\n`); // it runs, and held the lock with this process
          process.exit(3);
        }
        await new Promise((r) => setTimeout(r, 5));
      }
      unlinkSync(marker);
      fd = openSync(marker, "wx");
    }
    writeSync(fd, String(process.pid));
    closeSync(fd);
    await new Promise((r) => setTimeout(r, Math.random() * 3));
    unlinkSync(marker);
    await held.release();
    if (n % 10 === 0) process.stdout.write(`marked ${n}\n`);
  }
} else if (mode === "hold") {
  await lockDir(Dir.open(path), "test");
  process.stdout.write(`held ${LOCK_PRIMITIVE}\n`);
  setInterval(() => undefined, 1000);
} else {
  try {
    await lockDir(Dir.open(path), "test", 200);
    process.stdout.write("held\n");
  } catch (error) {
    process.stdout.write(`refused: ${(error as Error).message}\n`);
  }
}
