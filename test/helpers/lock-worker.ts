// A separate process for lock tests.
//   count <dir> <n>: n times, under the directory's lock, reads counter.txt, yields to the event
//   loop, writes it back plus one (lost updates show if two holders are ever in at once)
//   hold <dir>: takes the lock, prints "held", then waits to be killed
//   try <dir>: tries the lock once with a short timeout; prints "held" or "refused: <message>"

import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { Dir } from "../../src/durable/dir.js";
import { lockDir, LOCK_PRIMITIVE } from "../../src/durable/lock.js";

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
