// What `link-kit setup` and `link-kit doctor` need beyond the harness adapters (src/harness/): the
// command each hook runs, and how the kit's own hook entries are told from others (by their
// command, `<node> <link-kit> hook <harness> ...`), so a later setup finds and replaces an older
// one, and `--remove` takes out exactly those.

import { existsSync } from "node:fs";
import { delimiter, isAbsolute, join, resolve } from "node:path";

import { envDir, stateHome } from "../env.js";

import { adapterFor, ADAPTERS, HARNESS_WORDS, type HarnessAdapter, type HarnessWord } from "../harness/index.js";
import { PACKAGE_ROOT } from "../root.js";

export type HarnessName = HarnessWord;
export type Harness = HarnessAdapter;
export const HARNESS_NAMES = HARNESS_WORDS;

export const HARNESSES = Object.fromEntries(ADAPTERS.map((a) => [a.word, a])) as Readonly<Record<HarnessName, Harness>>;

export function harnessNamed(name: string | undefined): Harness | undefined {
  return adapterFor(name);
}

/**
 * An adapter's home when none is given: `$LINK_KIT_HOME`, else the user's state directory
 * (`$XDG_STATE_HOME`, default `~/.local/state`) under `link-kit/<harness>` (`link-kit/acp` for
 * the ACP proxy): never the working directory, which would put `.lnk/` into whatever project the
 * harness runs in.
 */
export function defaultHome(harness: HarnessName | "acp"): string {
  return envDir("LINK_KIT_HOME", () => join(stateHome(), "link-kit", harness));
}

/** The kit's own command: this Node and the package's bin, by absolute path (no PATH or npx lookup per run). */
export function kitCommand(): string[] {
  return [process.execPath, join(PACKAGE_ROOT, "dist", "link-kit.cjs")];
}

/** The first `program` on `$PATH`, by absolute path; undefined when there is none. */
export function findOnPath(program: string): string | undefined {
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    if (!isAbsolute(dir)) continue; // a relative entry means another file in each project
    const path = join(dir, program);
    if (existsSync(path)) return path;
  }
  return undefined;
}

/** One word for a POSIX shell: as it is when plain, else single-quoted. */
export function shellWord(word: string): string {
  return /^[A-Za-z0-9_/.:@%+=,-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

/**
 * What a hook runs its Node under: without `NODE_EXTRA_CA_CERTS`. Node reads and parses that file
 * at every start, before any script (about 45 ms of a 70 ms start on this project's machines,
 * where it names the system's 200 KB bundle), and a hook makes no TLS connection: it speaks to
 * the host over a Unix socket. `/usr/bin/env` is where Linux and macOS both keep env.
 */
export const HOOK_ENV = ["/usr/bin/env", "-u", "NODE_EXTRA_CA_CERTS"];

/**
 * The argument list the harness runs for this kit's hook; with `detach`, the hook returns as soon
 * as it has handed the capture to a process of its own (`--detach`, for the events the harness
 * only waits on, issue 43.1).
 */
export function hookArgs(harness: HarnessName, options: { settings: string; home: string; thread?: string; detach?: boolean }): string[] {
  return [
    ...HOOK_ENV,
    ...kitCommand(),
    "hook",
    harness,
    ...(options.detach === true ? ["--detach"] : []),
    "--binding",
    resolve(options.settings),
    "--home",
    resolve(options.home),
    ...(options.thread === undefined ? [] : ["--thread", options.thread]),
  ];
}

/**
 * A POSIX shell line's words, quotes taken off: '...' (with `'\\''` inside, as `shellWord` writes
 * it), "..." with its backslash escapes, and backslash outside quotes (issue 40.11: a path with
 * a space is one word). Expansions (`$`, globs) are left as they are written.
 */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i] as string;
    if (c === "'") {
      const end = line.indexOf("'", i + 1);
      word = (word ?? "") + line.slice(i + 1, end < 0 ? line.length : end);
      i = end < 0 ? line.length : end;
    } else if (c === '"') {
      word ??= "";
      for (i++; i < line.length && line[i] !== '"'; i++)
        word += line[i] === "\\" && /["\\$`]/.test(line[i + 1] ?? "") ? (line[++i] as string) : (line[i] as string);
    } else if (c === "\\") word = (word ?? "") + (line[++i] ?? "");
    else if (/\s/.test(c)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else word = (word ?? "") + c;
  }
  if (word !== undefined) words.push(word);
  return words;
}

/** A registered command's words: an argument list as it is, a shell line split as a shell would. */
const wordsOf = (command: string | readonly string[]): string[] => (typeof command === "string" ? shellWords(command) : [...command]);

/** True when a registered command (a shell line or an argument list) is a hook of this kit for `harness`. */
export function isKitHook(command: string | readonly string[], harness: HarnessName): boolean {
  const words = wordsOf(command);
  const at = words.findIndex((w, i) => w === "hook" && words[i + 1] === harness);
  return at > 0 && words.slice(0, at).some((w) => /link-kit(\.[cm]js)?$|link-kit\/dist\//.test(w));
}

/**
 * What a kit hook command names, read back from it: the programs it runs before `hook` (Node and
 * the kit's script, by absolute path as setup writes them), the binding file, the adapter home and
 * the thread (`--settings` is what earlier kits wrote for the binding).
 */
export function hookOptions(command: string | readonly string[]): {
  program?: string;
  runs: string[];
  settings?: string;
  home?: string;
  thread?: string;
} {
  const words = wordsOf(command);
  const after = (flag: string) => {
    const i = words.indexOf(flag);
    return i >= 0 ? words[i + 1] : undefined;
  };
  const at = words.indexOf("hook");
  const program = words.find((w) => /link-kit(\.[cm]js)?$/.test(w));
  return {
    program,
    // The programs only: not the shell's words around them (`{`, `NAME=value`) in a detached line.
    runs: at > 0 ? words.slice(0, at).filter((w) => !/^(\{|[A-Za-z_][A-Za-z0-9_]*=.*|.*[;<>&].*)$/.test(w)) : [],
    settings: after("--binding") ?? after("--settings"),
    home: after("--home"),
    thread: after("--thread"),
  };
}

/** Whether a kit's path is inside npx's cache, which npx may clear or replace at any time (issue 40.11). */
export const inNpxCache = (path: string) => /[/\\]_npx[/\\]/.test(path);
