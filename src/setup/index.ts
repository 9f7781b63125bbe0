// `link-kit setup`: writes this kit's hook entries into a harness's own settings file and takes
// them out again. A setup is planned first (the new text, what changed, the diff), then written
// atomically with the file's mode kept, after a backup of the file as it was. A record of what was
// written (in the kit's state directory, never in the harness's) lets `--remove` put the backup
// back byte for byte when the file has not changed since; when it has, only the kit's entries
// are taken out.

import { createHash } from "node:crypto";
import * as fs from "node:fs";
import { basename, dirname, join, resolve } from "node:path";

import { stateHome } from "../env.js";

import { Dir } from "../durable/dir.js";
import { FsError } from "../durable/errors.js";
import { lockDir } from "../durable/lock.js";

import { parse } from "../json/index.js";
import {
  addJsonHooks,
  kitEntries,
  removeJsonHooks,
  removeTomlNotify,
  restoreEnabled,
  setTomlNotify,
  SetupRefusal,
  type Changes,
  type EnabledBefore,
} from "./edit.js";
import { DETACHED, DETACHED_NICE } from "../cli/detach.js";
import { findOnPath, hookArgs, shellWord, type Harness } from "./harnesses.js";

export interface SetupOptions {
  /** The harness's settings file to edit. */
  target: string;
  /** The binding settings file the hooks use. */
  settings: string;
  home: string;
  thread?: string;
  force?: boolean;
}

export interface Plan {
  target: string;
  before: string | undefined;
  after: string;
  changes: Changes;
  /** Codex: the user's notify line that setup replaces (with --force), to be put back on removal. */
  replaced?: string;
  /** Gemini CLI: what `hooksConfig.enabled` was when setup turned it on, put back on removal. */
  enabledBefore?: EnabledBefore;
}

/** What setup wrote, kept to undo it exactly. */
interface Record {
  target: string;
  /** The file did not exist before setup. */
  created: boolean;
  backup?: string;
  written_sha256: string;
  replaced?: string;
  /** The first directory setup made to hold the file (with the ones under it), taken out on removal when empty. */
  made_dir?: string;
  hooks_enabled_before?: EnabledBefore;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

function readText(path: string): string | undefined {
  try {
    return fs.readFileSync(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/** Where the record of a setup of `target` is kept: the kit's state directory, by the target's path. */
function recordPath(harness: Harness, target: string): string {
  return join(stateHome(), "link-kit", "setup", `${harness.word}-${sha256(target).slice(0, 16)}.json`);
}

/**
 * The hook command for `event` as the harness's settings hold it, a shell line: an event that
 * returns context runs the hook to its end; the others only capture, and the line starts the hook
 * (`--detach`, marked as detached already) in the background and returns, so the harness waits
 * for a shell, not for a Node start (issue 43.1). The hook reads the harness's stdin through fd 3
 * (a background command's own stdin is /dev/null); its lines go to the home's log.
 */
export function hookCommand(harness: Harness, options: SetupOptions, event: string): string {
  const detach = !harness.contextEvents.includes(event);
  const line = hookArgs(harness.word, { ...options, detach })
    .map(shellWord)
    .join(" ");
  // A brace group, not `exec 3<&0`: with no stdin at all the redirection fails without ending the
  // shell, and `|| exit 1` makes that the harness's non-blocking failure (2 would block Claude Code).
  // Under `nice` (found now, by its path; left out where there is none), from the Node start on:
  // lowered only once started, a detached Stop still added 20 ms to a Codex turn, against 6.7.
  const nice = findOnPath("nice");
  const niced = nice === undefined ? "" : `${shellWord(nice)} -n ${DETACHED_NICE} `;
  return detach ? `{ ${DETACHED}=1 ${niced}${line} <&3 >/dev/null 2>&1 & } 3<&0 || exit 1` : line;
}

/** Plans a setup: the settings file's new text and what changes; nothing is written. */
export function planSetup(harness: Harness, options: SetupOptions): Plan {
  const before = readText(options.target);
  if (harness.format === "toml") {
    const { text, changes, replaced } = setTomlNotify(before ?? "", options.target, hookArgs(harness.word, options), harness, {
      force: options.force ?? false,
    });
    return { target: options.target, before, after: text, changes, ...(replaced ? { replaced } : {}) };
  }
  const { text, changes, enabledBefore } = addJsonHooks(
    before ?? "",
    options.target,
    harness.word,
    harness.events,
    (event) => hookCommand(harness, options, event),
    { enable: harness.enableHooks },
  );
  return { target: options.target, before, after: text, changes, ...(enabledBefore === undefined ? {} : { enabledBefore }) };
}

/** The file `path` names, a symlink chain followed (a dotfiles manager's link stays a link). */
function realTarget(path: string): string {
  let at = resolve(path);
  for (let hops = 0; hops < 40; hops++) {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(at);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return at;
      throw error;
    }
    if (!stat.isSymbolicLink()) return at;
    at = resolve(dirname(at), fs.readlinkSync(at));
  }
  throw new SetupRefusal("invalid", `${path}: too many symbolic links`);
}

/**
 * Replaces the file `path` names with `text`, keeping its mode (0600 for a new one), through the
 * kit's one durable replace (a temp file beside it, fsynced, renamed over, the directory fsynced)
 * in the directory of the file a symlink names, under that directory's lock. With `expected`,
 * the file must still hold it (or still not exist, for undefined): an edit saved while setup ran
 * is never lost, the run is refused `conflict` instead. A full disk refuses it with nothing left
 * behind (`no_space`).
 */
export async function replaceFile(
  path: string,
  text: string,
  mode: number,
  expected?: { text: string | undefined },
): Promise<string | undefined> {
  const real = realTarget(path);
  // A read-only file is the user saying "do not edit": refused, never replaced by a rename (issue 40.13).
  if (expected !== undefined && expected.text !== undefined && (modeOf(real) & 0o222) === 0)
    throw new SetupRefusal(
      "read_only",
      `${path} is read-only (mode ${(modeOf(real) & 0o777).toString(8)}): chmod u+w it first if the kit may edit it; nothing was written`,
    );
  try {
    const made = fs.mkdirSync(dirname(real), { recursive: true, mode: 0o700 });
    const dir = Dir.open(dirname(real));
    try {
      const held = await lockDir(dir, "link-kit setup");
      try {
        if (expected !== undefined && readText(real) !== expected.text)
          throw new SetupRefusal("conflict", `${path} changed while setup ran; nothing was written: run it again`);
        dir.writeAtomic(basename(real), text, mode, { locked: true });
      } finally {
        await held.release();
      }
    } finally {
      dir.close();
    }
    return made;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if ((error instanceof FsError && error.kind === "read_only") || code === "EACCES" || code === "EROFS" || code === "EPERM")
      throw new SetupRefusal(
        "read_only",
        `cannot write in ${dirname(real)} (${code === undefined ? (error as Error).message.replace(/^.*not writable here \((.*)\)$/, "$1") : code}): make it writable, or name another file with --target; nothing was written`,
      );
    throw error;
  }
}

const modeOf = (path: string) => {
  try {
    return fs.statSync(path).mode & 0o7777;
  } catch {
    return 0o600;
  }
};

/**
 * Writes a planned setup: a backup of the file as it was before the kit's first entry beside it,
 * then the file, then the record. A setup over a file that already holds the kit's entries (a
 * second setup, other options) keeps the first backup and record (issue 40.8): they know the
 * user's file before the kit, and `--remove` gives back that file whatever came between.
 */
export async function applySetup(harness: Harness, plan: Plan): Promise<{ backup?: string }> {
  if (plan.changes.length === 0) return {};
  const mode = modeOf(plan.target);
  const path = recordPath(harness, plan.target);
  const earlierText = readText(path);
  const earlier = earlierText === undefined ? undefined : (parse(earlierText) as unknown as Record);
  const hooked = plan.before !== undefined && kitEntries(harness, plan.before, plan.target).size > 0;
  let record: Record;
  if (hooked && earlier !== undefined && earlier.target === plan.target) {
    record = { ...earlier, written_sha256: sha256(plan.after) };
  } else {
    // The file before the kit's first entry: backed up, unless it holds entries of a setup the
    // kit has no record of (an earlier kit's): that file is not the user's own.
    const backup = plan.before === undefined || hooked ? undefined : `${realTarget(plan.target)}.link-kit-backup`;
    if (backup !== undefined) await replaceFile(backup, plan.before as string, mode);
    record = {
      target: plan.target,
      created: plan.before === undefined,
      ...(backup ? { backup } : {}),
      written_sha256: sha256(plan.after),
      ...(plan.replaced ? { replaced: plan.replaced } : {}),
      ...(plan.enabledBefore === undefined ? {} : { hooks_enabled_before: plan.enabledBefore }),
    };
  }
  const made = await replaceFile(plan.target, plan.after, mode, { text: plan.before });
  if (made !== undefined && record.made_dir === undefined) record.made_dir = made;
  await replaceFile(path, `${JSON.stringify(record, null, 2)}\n`, 0o600);
  return record.backup ? { backup: record.backup } : {};
}

/** Plans a removal: the file as it was before setup when nothing changed since, else without the kit's entries. */
export function planRemove(harness: Harness, target: string): Plan & { restore: boolean; remove?: boolean } {
  const before = readText(target);
  const recordText = readText(recordPath(harness, target));
  const record = recordText === undefined ? undefined : (parse(recordText) as unknown as Record);
  if (before === undefined) return { target, before, after: "", changes: [], restore: false };
  if (record !== undefined && sha256(before) === record.written_sha256) {
    if (record.created) return { target, before, after: "", changes: ["deleted the file setup created"], restore: true, remove: true };
    const original = record.backup === undefined ? undefined : readText(record.backup);
    if (original !== undefined)
      return { target, before, after: original, changes: ["put back the file as it was before setup (byte for byte)"], restore: true };
  }
  if (harness.format === "toml") {
    const { text, changes } = removeTomlNotify(before, target, harness.word, record?.replaced);
    return { target, before, after: text, changes, restore: false };
  }
  const removed = removeJsonHooks(before, target, harness.word);
  const enabled =
    record?.hooks_enabled_before === undefined || removed.changes.length === 0
      ? { text: removed.text, changes: [] }
      : restoreEnabled(removed.text, target, record.hooks_enabled_before);
  return { target, before, after: enabled.text, changes: [...removed.changes, ...enabled.changes], restore: false };
}

/**
 * Writes a planned removal and forgets the setup: its record and backup go (also when there was
 * nothing left to remove), and so do the directories setup made for a file it created, and its
 * own record directory, when they are empty.
 */
export async function applyRemove(harness: Harness, plan: ReturnType<typeof planRemove>): Promise<void> {
  if (plan.changes.length > 0) {
    if (plan.remove) fs.unlinkSync(realTarget(plan.target));
    else await replaceFile(plan.target, plan.after, modeOf(plan.target), { text: plan.before });
  }
  const path = recordPath(harness, plan.target);
  const text = readText(path);
  if (text === undefined) return;
  const record = parse(text) as unknown as Record;
  if (record.backup !== undefined) fs.rmSync(record.backup, { force: true });
  fs.rmSync(path, { force: true });
  if (plan.remove && record.made_dir !== undefined) removeEmpty(dirname(realTarget(plan.target)), record.made_dir);
  removeEmpty(dirname(path), dirname(dirname(path)));
}

/** Removes `from` and the directories above it up to and including `upTo`, each only while empty. */
function removeEmpty(from: string, upTo: string): void {
  const top = resolve(upTo);
  for (let at = resolve(from); at.startsWith(top); at = dirname(at)) {
    try {
      fs.rmdirSync(at);
    } catch {
      return; // not empty (or already gone): everything above stays too
    }
    if (at === top) return;
  }
}

/** A unified diff of two texts, lines only (enough context to see where an entry went). */
export function diffLines(before: string, after: string, name: string): string[] {
  const a = before === "" ? [] : before.replace(/\n$/, "").split("\n");
  const b = after === "" ? [] : after.replace(/\n$/, "").split("\n");
  // Longest common subsequence, table from the end: settings files are small.
  const n = a.length;
  const m = b.length;
  const table: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      (table[i] as number[])[j] =
        a[i] === b[j]
          ? ((table[i + 1] as number[])[j + 1] as number) + 1
          : Math.max((table[i + 1] as number[])[j] as number, (table[i] as number[])[j + 1] as number);
  const lines: string[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      lines.push(`  ${a[i]}`);
      i++;
      j++;
    } else if (j < m && (i === n || ((table[i] as number[])[j + 1] as number) >= ((table[i + 1] as number[])[j] as number)))
      lines.push(`+ ${b[j++]}`);
    else lines.push(`- ${a[i++]}`);
  }
  // Only the changed lines and two lines around each.
  const keep = lines.map((l, k) => lines.slice(Math.max(0, k - 2), k + 3).some((x) => !x.startsWith("  ")));
  const out = [`--- ${name}`, `+++ ${name}`];
  lines.forEach((l, k) => {
    if (keep[k]) out.push(l);
    else if (keep[k - 1]) out.push("  ...");
  });
  return out;
}

export { SetupRefusal };
