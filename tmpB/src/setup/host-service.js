// `link-kit setup host` (issue 40.12): a host that is there after a reboot, without a person
// thinking of it. On Linux a systemd user unit, on macOS a launchd agent, each running
// `host serve --state <dir>` in the foreground under the service manager, restarted when it
// fails; `--remove` takes it out. The file is written through the kit's one durable replace;
// enabling it is the service manager's (`systemctl --user`, `launchctl`), run when there is one
// to run, printed otherwise. Doctor reads the same file back.
import { spawnSync } from "node:child_process";
import * as fs from "node:fs";
import { dirname, join } from "node:path";
import { envDir, homeDir } from "../env.js";
import { kitCommand } from "./harnesses.js";
/** The service names: one host per user, whichever state directory it serves. */
export const UNIT = "link-kit-host.service";
export const LABEL = "dev.link-kit.host";
/** The service manager of this platform, or undefined where the kit has none to offer. */
export function servicePlatform(platform = process.platform) {
    return platform === "linux" ? "systemd" : platform === "darwin" ? "launchd" : undefined;
}
/** Where the service file goes: the systemd user unit directory, or the user's LaunchAgents. */
export function serviceFile(platform, env = process.env) {
    return platform === "systemd"
        ? join(envDir("XDG_CONFIG_HOME", () => join(homeDir(env), ".config"), env), "systemd", "user", UNIT)
        : join(homeDir(env), "Library", "LaunchAgents", `${LABEL}.plist`);
}
/** One argument as systemd's ExecStart reads it: double-quoted, `\`, `"` escaped; `%` and `$` doubled. */
const systemdWord = (word) => `"${word
    .replace(/[\\"]/g, (c) => `\\${c}`)
    .replaceAll("%", "%%")
    .replaceAll("$", "$$$$")}"`;
const xml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
/** The program and arguments the service runs: this kit's `host serve` in the foreground. */
export function serveCommand(state) {
    return [...kitCommand(), "host", "serve", "--state", state];
}
/** The service file's text for `state`. */
export function serviceText(platform, state) {
    const command = serveCommand(state);
    if (platform === "systemd")
        return [
            "# Written by link-kit setup host; `link-kit setup host --remove` takes it out.",
            "[Unit]",
            `Description=link-kit reference host serving ${state}`,
            "",
            "[Service]",
            "Type=simple",
            `ExecStart=${command.map(systemdWord).join(" ")}`,
            "Restart=on-failure",
            "RestartSec=2",
            "",
            "[Install]",
            "WantedBy=default.target",
            "",
        ].join("\n");
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
        "<!-- Written by link-kit setup host, which takes it out again on remove. -->",
        '<plist version="1.0">',
        "<dict>",
        "  <key>Label</key>",
        `  <string>${LABEL}</string>`,
        "  <key>ProgramArguments</key>",
        "  <array>",
        ...command.map((w) => `    <string>${xml(w)}</string>`),
        "  </array>",
        "  <key>RunAtLoad</key>",
        "  <true/>",
        "  <key>KeepAlive</key>",
        "  <dict>",
        "    <key>SuccessfulExit</key>",
        "    <false/>",
        "  </dict>",
        "  <key>StandardErrorPath</key>",
        `  <string>${xml(join(state, "run", "service.log"))}</string>`,
        "</dict>",
        "</plist>",
        "",
    ].join("\n");
}
/** The state directory a service file serves, read back from its text; undefined when it is not the kit's. */
export function servedState(platform, text) {
    if (platform === "systemd") {
        const line = /^ExecStart=(.*)$/m.exec(text)?.[1];
        const words = [...(line ?? "").matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1].replace(/\\(.)/g, "$1").replaceAll("%%", "%").replaceAll("$$", "$"));
        const at = words.indexOf("--state");
        return words.includes("serve") && at >= 0 ? words[at + 1] : undefined;
    }
    const strings = [...text.matchAll(/<string>([^<]*)<\/string>/g)].map((m) => m[1].replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&"));
    const at = strings.indexOf("--state");
    return strings.includes(LABEL) && at >= 0 ? strings[at + 1] : undefined;
}
/**
 * The service manager's commands: `enable` makes it start at every login (and must work),
 * `now` starts it at once (needs a running service manager: a container or an SSH session
 * without one gets it at the next login); `stop` stops it where a manager runs, `off` forgets it.
 */
export function managerCommands(platform, file) {
    if (platform === "systemd")
        return {
            enable: [["systemctl", "--user", "enable", UNIT]],
            now: [
                ["systemctl", "--user", "daemon-reload"],
                ["systemctl", "--user", "start", UNIT],
            ],
            off: [["systemctl", "--user", "disable", UNIT]],
            stop: [["systemctl", "--user", "stop", UNIT]],
        };
    const domain = `gui/${process.getuid?.() ?? 501}`;
    return { enable: [["launchctl", "bootstrap", domain, file]], now: [], off: [["launchctl", "bootout", `${domain}/${LABEL}`]], stop: [] };
}
/** Whether the service manager holds the service enabled: true, false, or undefined when it cannot be asked. */
export function serviceEnabled(platform) {
    const run = platform === "systemd"
        ? spawnSync("systemctl", ["--user", "is-enabled", UNIT], { encoding: "utf8", timeout: 10_000, env: managerEnv(platform) })
        : spawnSync("launchctl", ["print", `gui/${process.getuid?.() ?? 501}/${LABEL}`], { encoding: "utf8", timeout: 10_000 });
    if (run.error !== undefined)
        return undefined;
    if (platform === "systemd") {
        const said = run.stdout.trim();
        return said === "enabled" ? true : said === "disabled" ? false : undefined;
    }
    return run.status === 0;
}
/**
 * The environment the service manager runs in: for systemd, `$XDG_CONFIG_HOME` set to the one the
 * unit was written under (systemctl takes an empty one as no directory at all, the kit as unset).
 */
function managerEnv(platform, env = process.env) {
    return platform === "systemd" ? { ...env, XDG_CONFIG_HOME: dirname(dirname(dirname(serviceFile(platform, env)))) } : env;
}
/** Runs the manager's commands; the first that fails (or is missing) stops them, and is returned with why. */
export function runManager(platform, commands) {
    const ran = [];
    const env = managerEnv(platform);
    for (const command of commands) {
        const run = spawnSync(command[0], command.slice(1), { encoding: "utf8", timeout: 30_000, env });
        if (run.error !== undefined || run.status !== 0) {
            const why = run.error !== undefined ? run.error.message : (run.stderr.trim().split("\n")[0] ?? `exit ${run.status}`);
            return { ran, failed: { command, why } };
        }
        ran.push(command);
    }
    return { ran };
}
/** The service file's text and the state it serves, when there is one of the kit's. */
export function installedService(platform, env = process.env) {
    const file = serviceFile(platform, env);
    let text;
    try {
        text = fs.readFileSync(file, "utf8");
    }
    catch {
        return undefined;
    }
    const state = servedState(platform, text);
    return { file, ...(state === undefined ? {} : { state }) };
}
