export type ServicePlatform = "systemd" | "launchd";
/** The service names: one host per user, whichever state directory it serves. */
export declare const UNIT = "link-kit-host.service";
export declare const LABEL = "dev.link-kit.host";
/** The service manager of this platform, or undefined where the kit has none to offer. */
export declare function servicePlatform(platform?: NodeJS.Platform): ServicePlatform | undefined;
/** Where the service file goes: the systemd user unit directory, or the user's LaunchAgents. */
export declare function serviceFile(platform: ServicePlatform, env?: NodeJS.ProcessEnv): string;
/** The program and arguments the service runs: this kit's `host serve` in the foreground. */
export declare function serveCommand(state: string): string[];
/** The service file's text for `state`. */
export declare function serviceText(platform: ServicePlatform, state: string): string;
/** The state directory a service file serves, read back from its text; undefined when it is not the kit's. */
export declare function servedState(platform: ServicePlatform, text: string): string | undefined;
/**
 * The service manager's commands: `enable` makes it start at every login (and must work),
 * `now` starts it at once (needs a running service manager: a container or an SSH session
 * without one gets it at the next login); `stop` stops it where a manager runs, `off` forgets it.
 */
export declare function managerCommands(platform: ServicePlatform, file: string): {
    enable: string[][];
    now: string[][];
    off: string[][];
    stop: string[][];
};
/** Whether the service manager holds the service enabled: true, false, or undefined when it cannot be asked. */
export declare function serviceEnabled(platform: ServicePlatform): boolean | undefined;
/** Runs the manager's commands; the first that fails (or is missing) stops them, and is returned with why. */
export declare function runManager(platform: ServicePlatform, commands: string[][]): {
    ran: string[][];
    failed?: {
        command: string[];
        why: string;
    };
};
/** The service file's text and the state it serves, when there is one of the kit's. */
export declare function installedService(platform: ServicePlatform, env?: NodeJS.ProcessEnv): {
    file: string;
    state?: string;
} | undefined;
