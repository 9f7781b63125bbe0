// The three harnesses `link-kit setup` and `link-kit doctor` know: where each keeps its settings,
// the events its hook is registered for, and the command each runs. The hook entries of this kit
// are recognised by their command (`<node> <link-kit> hook <harness> ...`), so a later setup finds
// and replaces an older one, and `--remove` takes out exactly those.

import { homedir } from "node:os";
import { join, resolve } from "node:path";

import { PACKAGE_ROOT } from "../root.js";

export type HarnessName = "claude" | "codex" | "gemini";
export const HARNESS_NAMES: readonly HarnessName[] = ["claude", "codex", "gemini"];

export interface Harness {
  name: HarnessName;
  /** How people call it. */
  title: string;
  /** The program that, when on PATH, says the harness is installed. */
  program: string;
  /** The settings file setup edits when none is named. */
  settingsFile: (options: { project?: string }) => string;
  format: "json" | "toml";
  /** The hook events registered (Codex has one `notify` program instead). */
  events: readonly string[];
}

const home = () => homedir();

/** `<dot>/settings.json` in the project named, else in the user's home (Claude Code's and Gemini CLI's layout). */
const dotSettings =
  (dot: string) =>
  ({ project }: { project?: string }): string =>
    join(project !== undefined ? resolve(project) : home(), dot, "settings.json");

export const HARNESSES: Readonly<Record<HarnessName, Harness>> = {
  claude: {
    name: "claude",
    title: "Claude Code",
    program: "claude",
    settingsFile: dotSettings(".claude"),
    format: "json",
    events: ["SessionStart", "UserPromptSubmit", "Stop", "PreCompact", "SessionEnd"],
  },
  codex: {
    name: "codex",
    title: "Codex",
    program: "codex",
    settingsFile: () => join(process.env.CODEX_HOME || join(home(), ".codex"), "config.toml"),
    format: "toml",
    events: ["notify"],
  },
  gemini: {
    name: "gemini",
    title: "Gemini CLI",
    program: "gemini",
    settingsFile: dotSettings(".gemini"),
    format: "json",
    events: ["SessionStart", "AfterAgent", "SessionEnd"],
  },
};

export function harnessNamed(name: string | undefined): Harness | undefined {
  return HARNESS_NAMES.includes(name as HarnessName) ? HARNESSES[name as HarnessName] : undefined;
}

/**
 * An adapter's home when none is given: `$LINK_KIT_HOME`, else the user's state directory
 * (`$XDG_STATE_HOME`, default `~/.local/state`) under `link-kit/<harness>`: never the working
 * directory, which would put `.lnk/` into whatever project the harness runs in.
 */
export function defaultHome(harness: HarnessName): string {
  if (process.env.LINK_KIT_HOME) return resolve(process.env.LINK_KIT_HOME);
  return join(process.env.XDG_STATE_HOME || join(home(), ".local", "state"), "link-kit", harness);
}

/** The kit's own command: this Node and the package's bin, by absolute path (no PATH or npx lookup per run). */
export function kitCommand(): string[] {
  return [process.execPath, join(PACKAGE_ROOT, "dist", "link-kit.mjs")];
}

/** One word for a POSIX shell: as it is when plain, else single-quoted. */
export function shellWord(word: string): string {
  return /^[A-Za-z0-9_/.:@%+=,-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

/** The argument list the harness runs for this kit's hook. */
export function hookArgs(harness: HarnessName, options: { settings: string; home: string; thread?: string }): string[] {
  return [
    ...kitCommand(),
    "hook",
    harness,
    "--settings",
    resolve(options.settings),
    "--home",
    resolve(options.home),
    ...(options.thread === undefined ? [] : ["--thread", options.thread]),
  ];
}

/** A registered command's words: an argument list as it is, a shell line split (as `shellWord` quotes). */
const wordsOf = (command: string | readonly string[]): string[] =>
  typeof command === "string" ? command.split(/\s+/).map((w) => w.replace(/^'|'$/g, "")) : [...command];

/** True when a registered command (a shell line or an argument list) is a hook of this kit for `harness`. */
export function isKitHook(command: string | readonly string[], harness: HarnessName): boolean {
  const words = wordsOf(command);
  const at = words.findIndex((w, i) => w === "hook" && words[i + 1] === harness);
  return at > 0 && words.slice(0, at).some((w) => /link-kit(\.mjs)?$|link-kit\/dist\//.test(w));
}

/** The settings file and adapter home a kit hook command names, read back from it. */
export function hookOptions(command: string | readonly string[]): { program?: string; settings?: string; home?: string; thread?: string } {
  const words = wordsOf(command);
  const after = (flag: string) => {
    const i = words.indexOf(flag);
    return i >= 0 ? words[i + 1] : undefined;
  };
  const program = words.find((w) => /link-kit(\.mjs)?$/.test(w));
  return { program, settings: after("--settings"), home: after("--home"), thread: after("--thread") };
}
