// `link-kit doctor`: is capture working? One check per line, each with the fix when it fails.
// Required: every harness that has any of this kit's hooks has all of them, pointing at a kit that
// is there; the binding settings file is private; the host is reachable and the binding proves
// itself; the queue is usable. Informational only: whether a harness is installed, what is queued,
// when it last captured. Reading only: no queue, home or file is created.

import * as fs from "node:fs";
import { basename, dirname, join } from "node:path";

import { Bridged } from "../bridge/client.js";
import { bindingFrom, readBinding } from "../bridge/config.js";
import { DETACHED_LOG } from "../cli/detach.js";
import { CaptureQueue, mib, setAsideLine } from "../queue/index.js";
import { kitEntries } from "./edit.js";
import { installedService, LABEL, managerCommands, serviceEnabled, servicePlatform, UNIT } from "./host-service.js";
import {
  findOnPath,
  HARNESS_NAMES,
  HARNESSES,
  hookOptions,
  inNpxCache,
  isKitHook,
  shellWord,
  type Harness,
  type HarnessName,
} from "./harnesses.js";
import { kernels } from "../kernels.js";

export interface Check {
  harness?: HarnessName;
  check: string;
  /** `warn`: worth fixing, never failing the run (as `info`, but a person should act). */
  status: "ok" | "fail" | "info" | "warn";
  detail: string;
  fix?: string;
}

const ok = (check: string, detail: string, harness?: HarnessName): Check => ({
  ...(harness ? { harness } : {}),
  check,
  status: "ok",
  detail,
});
const info = (check: string, detail: string, harness?: HarnessName): Check => ({
  ...(harness ? { harness } : {}),
  check,
  status: "info",
  detail,
});
const warn = (check: string, detail: string, fix: string): Check => ({ check, status: "warn", detail, fix });
const fail = (check: string, detail: string, fix: string, harness?: HarnessName): Check => ({
  ...(harness ? { harness } : {}),
  check,
  status: "fail",
  detail,
  fix,
});
const why = (error: unknown) => (error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, " ");

const onPath = (program: string) => findOnPath(program) !== undefined;

/** How long ago, in words a person reads. */
function ago(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 120) return `${s} s ago`;
  if (s < 7200) return `${Math.round(s / 60)} min ago`;
  if (s < 172800) return `${Math.round(s / 3600)} h ago`;
  return `${Math.round(s / 86400)} days ago`;
}

/**
 * The checks of one harness: its hooks in each set-up it may have (Codex: its hooks, or its
 * notify program), and the settings, host and queue they use.
 */
async function harnessChecks(harness: Harness, project: string | undefined, settingsSeen: Set<string>): Promise<Check[]> {
  const h = harness.word;
  const installed = onPath(harness.program);
  const out: Check[] = [
    installed ? info("installed", `${harness.program} is on PATH`, h) : info("installed", `${harness.program} is not on PATH`, h),
  ];
  const fileOf = (setup: Harness) => setup.settingsFile(project === undefined ? {} : { project });
  const setups = harness.setups ?? [harness];
  const found: Array<{ setup: Harness; file: string; hooks: Map<string, string> }> = [];
  for (const setup of setups) {
    const file = fileOf(setup);
    try {
      const hooks = fs.existsSync(file) ? kitEntries(setup, fs.readFileSync(file, "utf8"), file) : new Map<string, string>();
      if (hooks.size > 0) found.push({ setup, file, hooks });
    } catch (error) {
      return [...out, fail("hooks", `${file}: ${why(error)}`, `fix ${file}, then run link-kit setup ${h} --binding <file>`, h)];
    }
  }
  const fits = installed ? harness.installedSetup?.(process.env) : undefined;
  if (found.length === 0) return [...out, info("hooks", `not set up (no link-kit hook in ${setups.map(fileOf).join(" or ")})`, h)];
  if (fits !== undefined && !found.some((f) => f.setup === fits))
    out.push(
      info(
        "set-up",
        `the ${harness.program} on PATH takes hooks in ${fileOf(fits)}: link-kit setup ${h} again moves capture there (and gives sessions their context)`,
        h,
      ),
    );
  if (found.length > 1)
    out.push(info("set-up", `set up in ${found.map((f) => f.file).join(" and ")}: link-kit setup ${h} again keeps one`, h));
  for (const { setup, file, hooks } of found) out.push(...(await setupChecks(setup, file, hooks, settingsSeen)));
  return out;
}

/** The checks of one set-up that holds the kit's hooks. */
async function setupChecks(harness: Harness, file: string, hooks: Map<string, string>, settingsSeen: Set<string>): Promise<Check[]> {
  const h = harness.word;
  const out: Check[] = [];
  const missing = harness.events.filter((e) => !hooks.has(e));
  out.push(
    missing.length === 0
      ? ok("hooks", `${[...hooks.keys()].join(", ")} registered in ${file}`, h)
      : fail("hooks", `${missing.join(", ")} not registered in ${file}`, `run link-kit setup ${h} --binding <file> again`, h),
  );
  if (harness.hookTrust !== undefined) {
    let untrusted: string[] | undefined;
    try {
      untrusted = await harness.hookTrust.untrusted(file, (c) => isKitHook(c, h), process.env);
    } catch (error) {
      untrusted = undefined;
      out.push(info("trusted", `could not ask ${harness.program}: ${why(error)}`, h));
    }
    if (untrusted === undefined) out.push(info("trusted", `${harness.program} with hooks is not on PATH to ask whether it trusts them`, h));
    else
      out.push(
        untrusted.length === 0
          ? ok("trusted", `${harness.title} trusts the hooks in ${file}`, h)
          : fail(
              "trusted",
              `${harness.title} holds ${untrusted.join(", ")} untrusted and skips them`,
              `run link-kit setup ${h} --binding <file> again (it trusts them through ${harness.program} app-server), or trust them in ${harness.program}'s /hooks`,
              h,
            ),
      );
  }
  const options = hookOptions([...hooks.values()][0] as string);
  // Every program the hook runs, Node included (an nvm upgrade removes the old one: exit 127).
  const gone = options.runs.filter((p) => p.startsWith("/") && !fs.existsSync(p));
  out.push(
    options.program !== undefined && gone.length === 0
      ? ok("points at this kit", `the hooks run ${options.runs.join(" ")}`, h)
      : fail(
          "points at this kit",
          options.program === undefined
            ? "the hooks run no link-kit"
            : `the hooks run ${gone.join(" and ")}, which ${gone.length === 1 ? "is" : "are"} not there`,
          `run link-kit setup ${h} --binding <file> again from the kit you use (with the node you use)`,
          h,
        ),
  );
  if (options.program !== undefined && inNpxCache(options.program))
    out.push(
      info(
        "lasting install",
        `the hooks run a kit in npx's cache (${options.program}), which npx may clear or replace: install the kit (npm install link-context-kit) and run link-kit setup ${h} again from it`,
        h,
      ),
    );
  if (options.settings !== undefined && !settingsSeen.has(options.settings)) {
    settingsSeen.add(options.settings);
    out.push(...(await bindingChecks(options.settings, options.thread ?? "link:main")));
  }
  out.push(...queueChecks(h, options.home, options.settings));
  return out;
}

/** The reference hosts' state directories the bindings checked name (for the lifecycle check). */
const statesSeen = new Set<string>();

/** What starts the host after a reboot (issue 40.12): the service setup host wrote, enabled; none is a warning. */
function lifecycleChecks(states: string[]): Check[] {
  const platform = servicePlatform();
  if (platform === undefined) return [];
  const installed = installedService(platform);
  const what = platform === "systemd" ? `systemd user unit ${UNIT}` : `launchd agent ${LABEL}`;
  if (installed === undefined)
    return [
      warn(
        "host lifecycle",
        "nothing starts the host after a reboot (capture queues until someone starts it)",
        `link-kit setup host --state ${shellWord(states[0] as string)}`,
      ),
    ];
  const checks: Check[] = [];
  if (installed.state !== undefined && !states.includes(installed.state))
    checks.push(
      fail(
        "host lifecycle",
        `the ${what} serves ${installed.state}, not ${states.join(" or ")}`,
        `link-kit setup host --state ${shellWord(states[0] as string)}`,
      ),
    );
  const enabled = serviceEnabled(platform);
  checks.push(
    enabled === true
      ? ok("host lifecycle", `the ${what} (${installed.file}) starts the host at every login`)
      : enabled === false
        ? fail(
            "host lifecycle",
            `the ${what} (${installed.file}) is not enabled`,
            `${managerCommands(platform, installed.file).enable[0]?.join(" ")}`,
          )
        : info("host lifecycle", `the ${what} is at ${installed.file}; the service manager cannot be asked here whether it is enabled`),
  );
  return checks;
}

/** The reference host's state directory, from its endpoint (`<state>/run/bridge.sock`), or undefined. */
function stateOf(endpoint: string | undefined): string | undefined {
  if (endpoint === undefined || basename(endpoint) !== "bridge.sock" || basename(dirname(endpoint)) !== "run") return undefined;
  return dirname(dirname(endpoint));
}

/** One command that starts the host serving `endpoint`, as printed (never run: doctor starts nothing). */
function hostAdvice(endpoint: string | undefined): string {
  const state = stateOf(endpoint);
  return state === undefined
    ? `start the host that serves ${endpoint ?? "the binding's endpoint"}`
    : `start the host: link-kit host serve --state ${shellWord(state)} --detach`;
}

/** The command that writes a new binding for the agent (a new secret: the old binding stops working). */
function startAdvice(endpoint: string | undefined, agent: string | undefined, file: string): string {
  const state = stateOf(endpoint);
  return state === undefined || agent === undefined
    ? "have the host write a new binding file"
    : `link-kit host start --state ${shellWord(state)} --agent ${agent} --binding ${shellWord(file)}`;
}

/** The binding file is private, the host answers, and the binding proves itself. */
export async function bindingChecks(settingsFile: string, thread: string): Promise<Check[]> {
  let settings;
  try {
    settings = readBinding(settingsFile);
  } catch (error) {
    return [
      fail("binding private", why(error), `chmod 600 ${settingsFile} (and chmod go-w its directory), or run link-kit host start again`),
    ];
  }
  const served = stateOf(settings.storage?.endpoint);
  if (served !== undefined) statesSeen.add(served);
  const out: Check[] = [ok("binding private", `${settingsFile} is 0600, in directories only its owner can write`)];
  const client = new Bridged(bindingFrom(settings), { timeoutMs: 5000 });
  try {
    const reply = await client.request({ kind: "conversation_last", thread });
    if (reply.kind === "error" && reply.error === "unauthenticated")
      out.push(
        fail(
          "binding proven",
          `the host refused the binding: ${reply.message}`,
          `the host was given a new secret for this agent: ${startAdvice(settings.storage?.endpoint, settings.storage?.agent, settingsFile)}`,
        ),
      );
    else
      out.push(
        ok("host reachable", `${settings.storage?.endpoint} answers`),
        ok("binding proven", `agent ${settings.storage?.agent} proved itself`),
      );
  } catch (error) {
    out.push(fail("host reachable", why(error), hostAdvice(settings.storage?.endpoint)));
  } finally {
    client.close();
  }
  return out;
}

function queueChecks(h: HarnessName, home: string | undefined, settingsFile: string | undefined): Check[] {
  if (home === undefined || settingsFile === undefined) return [];
  let agent: string | undefined;
  try {
    agent = readBinding(settingsFile).storage?.agent;
  } catch {
    return []; // the settings check says why
  }
  const out: Check[] = [];
  const queue = agent === undefined ? undefined : CaptureQueue.openIfPresent(home, agent);
  if (queue === undefined) out.push(ok("queue usable", `no queue yet under ${home} (made on the first capture)`, h));
  else
    try {
      const entries = queue.entries();
      const bad = [...entries.filter((e) => e.problem).map((e) => e.problem?.message), ...queue.foreign().map((f) => f.message)];
      out.push(
        bad.length === 0
          ? ok("queue usable", `${queue.path}`, h)
          : fail(
              "queue usable",
              `${bad.length} unusable: ${bad[0]}`,
              `link-kit queue inspect --home ${home} --binding ${settingsFile}, then move the file named out`,
              h,
            ),
      );
      // A batch set aside needs a person (issue 38.11): capture goes on, but it is not all stored.
      const aside = queue.setAsideBatches();
      if (aside.length > 0)
        out.push(
          fail(
            "nothing set aside",
            `${aside.length} batch(es) set aside: ${setAsideLine(aside[0] as (typeof aside)[number])}`,
            `read link-kit queue status --home ${home} --binding ${settingsFile}; the refused records conflict with what the store holds under the same source: keep the one you want, then move the batch file out of ${queue.path}/set-aside/`,
            h,
          ),
        );
      const times = entries.map((e) => Date.parse(e.batch?.admitted_at ?? "")).filter((t) => !Number.isNaN(t));
      const bytes = entries.reduce((n, e) => n + e.bytes, 0);
      out.push(
        info(
          "queue",
          entries.length === 0
            ? "nothing pending"
            : `${entries.length} batch(es) pending, ${mib(bytes)}${times.length > 0 ? `, the oldest admitted ${ago(Date.now() - Math.min(...times))}` : ""}`,
          h,
        ),
      );
    } finally {
      queue.close();
    }
  // What the detached hook runs said (issue 43.1): nobody read their stderr, so it is said here.
  const log = join(home, DETACHED_LOG);
  const said = fs.existsSync(log)
    ? fs
        .readFileSync(log, "utf8")
        .split("\n")
        .filter((l) => l !== "")
    : [];
  if (said.length > 0)
    out.push({
      harness: h,
      check: "detached hooks quiet",
      status: "warn",
      detail: `${said.length} line(s) in ${log}, the last: ${said.at(-1) as string}`,
      fix: `read ${log} (what is queued is stored by the next run, or link-kit queue drain); once dealt with, remove the file`,
    });
  const positions = join(home, ".lnk", "agent-context", "positions.json");
  out.push(
    fs.existsSync(positions)
      ? info("last capture", `the harness's transcripts last read and admitted ${ago(Date.now() - fs.statSync(positions).mtimeMs)}`, h)
      : info("last capture", "never", h),
  );
  return out;
}

/** Every check, for every harness (their settings files as setup writes them by default, or under `project`). */
export async function doctor(options: { settings?: string; project?: string; harnesses?: readonly HarnessName[] }): Promise<Check[]> {
  const checks: Check[] = [];
  const settingsSeen = new Set<string>();
  statesSeen.clear();
  for (const name of options.harnesses ?? HARNESS_NAMES) {
    const harness = HARNESSES[name];
    checks.push(...(await harnessChecks(harness, options.project, settingsSeen)));
  }
  if (options.settings !== undefined && !settingsSeen.has(options.settings))
    checks.push(...(await bindingChecks(options.settings, "link:main")));
  if (!checks.some((c) => c.check === "hooks" && c.status !== "info") && options.settings === undefined)
    checks.push(fail("set up", "no harness has link-kit's hooks", `link-kit setup ${HARNESS_NAMES.join("|")} --binding <file>`));
  if (statesSeen.size > 0) checks.push(...lifecycleChecks([...statesSeen]));
  // A native build the kit would not load runs everything in TypeScript: slower, never wrong.
  const refused = kernels().refused;
  if (refused !== undefined)
    checks.push(warn("native kernels", refused, "npm run native in the kit's checkout, or uninstall link-kit-native"));
  return checks;
}
