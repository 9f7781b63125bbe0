// `link-kit setup <claude|codex|gemini>` (write the kit's hook entries into the harness's own
// settings, or take them out with --remove) and `link-kit doctor` (is capture working?).
import * as fs from "node:fs";
import { join, resolve } from "node:path";
import { doctor } from "../setup/doctor.js";
import { HARNESS_NAMES, harnessNamed, defaultHome, inNpxCache, isKitHook, kitCommand, shellWord, } from "../setup/harnesses.js";
import { installedService, LABEL, managerCommands, runManager, serviceFile, servicePlatform, serviceText, UNIT, } from "../setup/host-service.js";
import { applyRemove, applySetup, diffLines, planRemove, planSetup, replaceFile, SetupRefusal } from "../setup/index.js";
import { InputError, printJson, settingsFrom, threadArg } from "./common.js";
import { EXIT, UsageError } from "./exit.js";
/**
 * The set-up this run writes and the file it edits: with --target, the set-up of that file's
 * format; with --project, the project's settings; else the one that fits the harness installed
 * (for Codex, its hooks where the installed version has them, else its notify program).
 */
function setupOf(harness, args) {
    const setups = harness.setups ?? [harness];
    const target = args.string("target");
    if (target !== undefined) {
        const json = /\.json$/i.test(target);
        const setup = setups.find((s) => (s.format === "json") === json) ?? harness;
        return { setup, target: resolve(target), named: true };
    }
    const project = args.string("project");
    if (project !== undefined && !harness.projectSettings)
        throw new UsageError(`${harness.title} has no project settings: it reads only ${harness.settingsFile({})} (give another with --target)`);
    if (project !== undefined)
        return { setup: harness, target: harness.settingsFile({ project }), named: true };
    const setup = harness.installedSetup?.(process.env) ?? harness;
    return { setup, target: setup.settingsFile({}), named: false };
}
/**
 * Plans and applies, planning again when the file changed between the two (an edit saved while
 * setup ran: never lost), up to three times.
 */
async function withRetry(attempt) {
    for (let tries = 1;; tries++) {
        try {
            return await attempt();
        }
        catch (error) {
            if (!(error instanceof SetupRefusal && error.kind === "conflict" && tries < 3))
                throw error;
        }
    }
}
/** What a removal did to one file. */
async function removeFrom(setup, target, dryRun) {
    const plan = await withRetry(async () => {
        const planned = planRemove(setup, target);
        if (!dryRun)
            await applyRemove(setup, planned);
        return planned;
    });
    const diff = plan.changes.length === 0 ? [] : diffLines(plan.before ?? "", plan.remove ? "" : plan.after, target);
    return { target, removed: plan.changes, restored: plan.restore, diff };
}
function setup(harness) {
    return async (args, io) => {
        const { setup: chosen, target, named } = setupOf(harness, args);
        const dryRun = args.flag("dry-run");
        // The kit's entries in the harness's other set-ups' files (Codex: notify after a move to hooks).
        const others = named ? [] : (harness.setups ?? []).filter((s) => s !== chosen);
        try {
            if (args.flag("remove")) {
                const files = [await removeFrom(chosen, target, dryRun)];
                for (const other of others)
                    files.push(await removeFrom(other, other.settingsFile({}), dryRun));
                const done = files.filter((f) => f.removed.length > 0);
                const first = done[0] ?? files[0];
                if (args.json)
                    printJson(io, {
                        harness: harness.word,
                        target: first.target,
                        removed: first.removed,
                        restored: first.restored,
                        diff: first.diff,
                        dry_run: dryRun,
                        ...(files.length > 1 ? { files } : {}),
                    });
                else if (done.length === 0)
                    io.out(`link-kit setup: ${harness.title}: no link-kit entry in ${files.map((f) => f.target).join(" or ")}; nothing to remove`);
                else
                    for (const f of done) {
                        for (const line of f.diff)
                            io.out(line);
                        io.out(`link-kit setup: ${harness.title}: ${f.removed.join("; ")} in ${f.target}${dryRun ? " (dry run: nothing written)" : ""}`);
                    }
                return EXIT.ok;
            }
            const given = args.string("binding") ?? process.env.LINK_KIT_BINDING ?? process.env.LINK_KIT_SETTINGS;
            if (given === undefined)
                throw new UsageError("--binding <file> is required (or $LINK_KIT_BINDING): the binding the hooks use");
            const settings = resolve(given);
            settingsFrom(settings); // private and readable, or one line now rather than in every hook run
            const home = resolve(args.string("home") ?? defaultHome(harness.word));
            const thread = args.string("thread");
            const options = { target, settings, home, ...(thread === undefined ? {} : { thread: threadArg(thread) }), force: args.flag("force") };
            const { plan, written } = await withRetry(async () => {
                const planned = planSetup(chosen, options);
                return { plan: planned, written: dryRun ? {} : await applySetup(chosen, planned) };
            });
            const diff = plan.changes.length === 0 ? [] : diffLines(plan.before ?? "", plan.after, target);
            // A move between set-ups takes the kit's entries out of the one left (nothing else there).
            const moved = [];
            for (const other of others) {
                const f = await removeFrom(other, other.settingsFile({}), dryRun);
                if (f.removed.length > 0)
                    moved.push({ target: f.target, changes: f.removed, diff: f.diff });
            }
            let trusted = [];
            let untrusted;
            if (chosen.hookTrust !== undefined && !dryRun)
                try {
                    trusted = await chosen.hookTrust.trust(target, (c) => isKitHook(c, harness.word), process.env);
                }
                catch (error) {
                    untrusted = error instanceof Error ? error.message : String(error);
                }
            if (args.json)
                printJson(io, {
                    harness: harness.word,
                    target,
                    home,
                    changes: plan.changes,
                    diff,
                    dry_run: dryRun,
                    ...(written.backup ? { backup: written.backup } : {}),
                    ...(moved.length > 0 ? { moved } : {}),
                    ...(chosen.hookTrust !== undefined ? { trusted, ...(untrusted === undefined ? {} : { untrusted }) } : {}),
                });
            else {
                for (const line of diff)
                    io.out(line);
                io.out(plan.changes.length === 0
                    ? `link-kit setup: ${harness.title}: already set up in ${target}; nothing changed`
                    : `link-kit setup: ${harness.title}: ${plan.changes.join("; ")} in ${target}${dryRun ? " (dry run: nothing written)" : written.backup ? ` (backup: ${written.backup})` : ""}; adapter home ${home}`);
                for (const m of moved) {
                    for (const line of m.diff)
                        io.out(line);
                    io.out(`link-kit setup: ${harness.title}: ${m.changes.join("; ")} in ${m.target} (${target} captures instead)`);
                }
                if (trusted.length > 0)
                    io.out(`link-kit setup: ${harness.title}: trusted ${trusted.join(", ")} through ${chosen.program} app-server (its /hooks lists them)`);
            }
            const kit = kitCommand()[1];
            if (!dryRun && plan.changes.length > 0 && inNpxCache(kit))
                io.err(`link-kit setup: warning: the hooks run ${kit}, in npx's cache, which npx may clear or replace: install the kit (npm install link-context-kit) and run setup again from it`);
            if (untrusted !== undefined) {
                io.err(`link-kit setup: ${harness.title} will skip the hooks until they are trusted (${untrusted}): open /hooks in ${chosen.program} and trust them, or run this again`);
                return EXIT.failure;
            }
            return EXIT.ok;
        }
        catch (error) {
            if (error instanceof SetupRefusal)
                throw new InputError(error.kind, error.message);
            throw error;
        }
    };
}
const SETUP_HELP = (harness) => `Writes link-kit's hook into ${harness.title}'s own settings, ${harness.setupHelp}; --target <file> names another file. Each hook runs this Node and this kit by absolute path:
  hook ${harness.word} --binding <file> --home <dir> [--thread <link:name>]
--binding (default $LINK_KIT_BINDING) is the binding the hooks use (checked now: it must be
private). --home is the
adapter's home, its own per harness: default $LINK_KIT_HOME, else $XDG_STATE_HOME/link-kit/${harness.word}
(~/.local/state/link-kit/${harness.word}), never a project's directory.

Entries go beside the user's own hooks; an older entry of link-kit is replaced in place${harness.format === "toml" ? `; ${harness.title} runs one notify program, so another program's notify is replaced only with --force` : ""}. The file's comments, order and formatting are kept. A second run changes nothing. The change is
shown as a diff; --dry-run shows it and writes nothing. The file as it was is kept beside it
(<file>.link-kit-backup). --remove takes out exactly what setup added (no --binding needed):
when the file has not changed since setup, the backup is put back byte for byte.
--json prints {harness, target, home, changes, diff, dry_run, backup}.

Example: link-kit setup ${harness.word} --binding ~/link/binding.json --thread link:main`;
const SETUP_OPTIONS = {
    binding: { type: "string" },
    target: { type: "string" },
    project: { type: "string" },
    home: { type: "string" },
    thread: { type: "string" },
    "dry-run": { type: "boolean" },
    force: { type: "boolean" },
    remove: { type: "boolean" },
};
async function runDoctor(args, io) {
    const only = args.string("harness");
    if (only !== undefined && harnessNamed(only) === undefined)
        throw new UsageError(`--harness takes ${HARNESS_NAMES.join(", ")}: ${only}`);
    const settings = args.string("binding") ?? process.env.LINK_KIT_BINDING ?? process.env.LINK_KIT_SETTINGS;
    const project = args.string("project");
    const checks = await doctor({
        ...(settings === undefined ? {} : { settings: resolve(settings) }),
        ...(project === undefined ? {} : { project }),
        ...(only === undefined ? {} : { harnesses: [only] }),
    });
    const failed = checks.filter((c) => c.status === "fail").length;
    if (args.json)
        printJson(io, { ok: failed === 0, checks });
    else {
        const word = { ok: "ok  ", fail: "FAIL", info: "info", warn: "warn" };
        for (const c of checks)
            io.out(`${word[c.status]} ${c.harness ? `${c.harness}: ` : ""}${c.check}: ${c.detail}${(c.status === "fail" || c.status === "warn") && c.fix ? ` (fix: ${c.fix})` : ""}`);
        io.out(failed === 0 ? "link-kit doctor: every required check passes" : `link-kit doctor: ${failed} required check(s) failed`);
    }
    return failed === 0 ? EXIT.ok : EXIT.failure;
}
export const SETUP_COMMANDS = HARNESS_NAMES.map((name) => {
    const harness = harnessNamed(name);
    return {
        name: ["setup", name],
        usage: `--binding <file> [${harness.projectSettings ? "--project <dir> | " : ""}--target <file>] [--home <dir>] [--thread <link:name>] [--dry-run] [--force] | --remove`,
        summary: `writes link-kit's hook into ${harness.title}'s settings (or takes it out with --remove), keeping the file's comments and formatting`,
        help: SETUP_HELP(harness),
        options: SETUP_OPTIONS,
        run: setup(harness),
    };
});
export const DOCTOR_COMMANDS = [
    {
        name: ["doctor"],
        usage: `[--binding <file>] [--project <dir>] [--harness ${HARNESS_NAMES.join("|")}] [--json]`,
        summary: 'answers "is capture working?": hooks registered, files private, host reachable, binding proven, queue usable',
        help: `One line per check, with the fix when one fails. For each harness whose settings hold any of
link-kit's hooks (the files setup writes by default, or under --project): every hook registered,
each pointing at a kit that is there; the binding settings file the hooks use is private; its
host is reachable and the binding proves itself; the adapter home's queue is usable. Reported
but never failing: whether the harness is installed, what is queued (and the oldest batch's
age), when it last captured. --binding (default $LINK_KIT_BINDING) checks that binding too. Nothing is created: a home
without a queue is reported as such. --json prints {ok, checks: [{harness, check, status, detail,
fix}]}. Exit 0 when every required check passes, 1 otherwise.`,
        options: { binding: { type: "string" }, project: { type: "string" }, harness: { type: "string" } },
        run: runDoctor,
    },
];
/** `link-kit setup host`: the host started at every login by the platform's service manager (issue 40.12). */
async function setupHost(args, io) {
    const platform = servicePlatform();
    if (platform === undefined)
        throw new InputError("unsupported", `no service manager the kit can use on ${process.platform}: start the host yourself`);
    const file = serviceFile(platform);
    const dryRun = args.flag("dry-run");
    const commands = managerCommands(platform, file);
    const shown = (list) => list.map((c) => c.map(shellWord).join(" "));
    if (args.flag("remove")) {
        const installed = installedService(platform);
        if (installed === undefined) {
            if (args.json)
                printJson(io, { platform, file, removed: false });
            else
                io.out(`link-kit setup host: no link-kit host service at ${file}; nothing to remove`);
            return EXIT.ok;
        }
        if (!dryRun)
            runManager(platform, commands.stop); // where a manager runs; none is nothing to stop
        const off = dryRun ? { ran: [] } : runManager(platform, commands.off);
        if (!dryRun)
            fs.rmSync(file, { force: true });
        if (args.json)
            printJson(io, { platform, file, removed: true, stopped: off.failed === undefined, dry_run: dryRun });
        else
            io.out(`link-kit setup host: removed ${file}${dryRun ? " (dry run: nothing written)" : off.failed === undefined ? ` (${shown(commands.off).join("; ")})` : ` (${off.failed.command.join(" ")} failed: ${off.failed.why})`}`);
        return EXIT.ok;
    }
    const state = resolve(args.need("state", "dir"));
    if (!fs.existsSync(join(state, "agents")))
        throw new InputError("not_found", `${state} holds no host state: link-kit host agent add --state ${shellWord(state)} ... makes it`);
    const text = serviceText(platform, state);
    const before = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined;
    const diff = before === text ? [] : diffLines(before ?? "", text, file);
    if (!dryRun && before !== text)
        await replaceFile(file, text, 0o644);
    const enabled = dryRun ? { ran: [] } : runManager(platform, commands.enable);
    const started = dryRun || enabled.failed !== undefined ? { ran: [] } : runManager(platform, commands.now);
    if (args.json)
        printJson(io, {
            platform,
            file,
            state,
            changed: before !== text,
            diff,
            dry_run: dryRun,
            enabled: enabled.failed === undefined && !dryRun,
            started: started.failed === undefined && commands.now.length > 0 && !dryRun,
            ...(enabled.failed ? { not_enabled: enabled.failed.why } : {}),
            ...(started.failed ? { not_started: started.failed.why } : {}),
        });
    else {
        for (const line of diff)
            io.out(line);
        io.out(`link-kit setup host: ${before === text ? "already written" : "wrote"} ${file}: ${platform === "systemd" ? "a systemd user unit" : "a launchd agent"} running link-kit host serve --state ${state}${dryRun ? " (dry run: nothing written)" : ""}`);
        if (!dryRun && enabled.failed === undefined)
            io.out(started.failed === undefined
                ? `link-kit setup host: enabled${commands.now.length > 0 ? " and started" : ""}: the host starts at every login${platform === "systemd" ? " (at boot too after: loginctl enable-linger)" : ""}`
                : `link-kit setup host: enabled: it starts at the next login; not started now (${started.failed.command.join(" ")}: ${started.failed.why}): link-kit host serve --state ${shellWord(state)} --detach starts it meanwhile`);
    }
    if (enabled.failed !== undefined) {
        io.err(`link-kit setup host: the service is written but not enabled (${enabled.failed.command.join(" ")}: ${enabled.failed.why}): run ${shown(commands.enable).join(" && ")}`);
        return EXIT.failure;
    }
    return EXIT.ok;
}
SETUP_COMMANDS.push({
    name: ["setup", "host"],
    usage: "--state <dir> [--dry-run] | --remove [--dry-run]",
    summary: "has the platform's service manager start the host at every login (a systemd user unit, a launchd agent), or takes it out",
    help: `setup's one word that is not a harness. Writes ${UNIT} into $XDG_CONFIG_HOME/systemd/user (Linux; default
~/.config/systemd/user) or ${LABEL}.plist into ~/Library/LaunchAgents (macOS), running this kit's
\`host serve --state <dir>\` in the foreground, restarted when it fails; then enables it
(systemctl --user enable, launchctl bootstrap) and starts it where a service manager is running.
Where none runs (a container, an SSH session without a user manager) the service is enabled and
starts at the next login; \`link-kit host serve --state <dir> --detach\` serves meanwhile. A user
unit starts at boot, before any login, after \`loginctl enable-linger\`. --remove stops, disables
and deletes it. link-kit doctor checks it. One service per user: a second setup host with another
--state replaces the first. Exit 1 when the service is written but could not be enabled (the
command to run is printed).`,
    options: { state: { type: "string" }, "dry-run": { type: "boolean" }, remove: { type: "boolean" } },
    run: setupHost,
});
