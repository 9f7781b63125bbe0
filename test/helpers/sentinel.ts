// A sentinel directory outside every agent folder: files an attack would read, overwrite or
// delete. `snapshot` records every entry's bytes, mode and mtime, so a test can prove it is
// byte- and mtime-identical after the attack.

import { createHash } from "node:crypto";
import { lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const SECRET_TEXT = "sentinel: nobody may read or change this\n";

export function makeSentinel(dir: string): string {
  mkdirSync(join(dir, "sub"), { recursive: true });
  writeFileSync(join(dir, "secret.txt"), SECRET_TEXT);
  writeFileSync(join(dir, "f"), SECRET_TEXT);
  writeFileSync(join(dir, "sub", "c"), SECRET_TEXT);
  writeFileSync(join(dir, "x.json"), "{}");
  return dir;
}

export function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (path: string, rel: string) => {
    const stat = lstatSync(path, { bigint: true });
    const content = stat.isFile() ? createHash("sha256").update(readFileSync(path)).digest("hex") : stat.isDirectory() ? "dir" : "other";
    out[rel] = `${content} mode=${stat.mode.toString(8)} mtime=${stat.mtimeNs} nlink=${stat.nlink}`;
    if (stat.isDirectory()) for (const name of readdirSync(path).sort()) walk(join(path, name), `${rel}/${name}`);
  };
  walk(dir, ".");
  return out;
}
