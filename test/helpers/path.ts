// A PATH without some programs, made of links to everything else on the real PATH: how a test
// sees a machine without a C toolchain (issue 40.2) or without cargo, with the rest as it is.

import { mkdirSync, readdirSync, symlinkSync } from "node:fs";
import { delimiter, join } from "node:path";

/** The C compilers and linkers rustc may call: a machine "without a C toolchain" has none of them. */
export const C_TOOLCHAIN = /^(cc|c89|c99|gcc|clang|ld|(x86_64|aarch64)-linux-gnu-(gcc|ld).*|gcc-\d+|clang-\d+|ld\..*)$/;

/** Fills `dir` with links to every program on PATH whose name `drop` does not match; returns that PATH. */
export function pathWithout(dir: string, drop: RegExp, path = process.env.PATH ?? ""): string {
  mkdirSync(dir, { recursive: true });
  const seen = new Set<string>();
  for (const from of path.split(delimiter).filter(Boolean)) {
    let names: string[];
    try {
      names = readdirSync(from);
    } catch {
      continue;
    }
    for (const name of names) {
      if (seen.has(name) || drop.test(name)) continue;
      seen.add(name);
      symlinkSync(join(from, name), join(dir, name));
    }
  }
  return dir;
}
