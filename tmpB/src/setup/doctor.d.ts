import { type HarnessName } from "./harnesses.js";
export interface Check {
    harness?: HarnessName;
    check: string;
    /** `warn`: worth fixing, never failing the run (as `info`, but a person should act). */
    status: "ok" | "fail" | "info" | "warn";
    detail: string;
    fix?: string;
}
/** The binding file is private, the host answers, and the binding proves itself. */
export declare function bindingChecks(settingsFile: string, thread: string): Promise<Check[]>;
/** Every check, for every harness (their settings files as setup writes them by default, or under `project`). */
export declare function doctor(options: {
    settings?: string;
    project?: string;
    harnesses?: readonly HarnessName[];
}): Promise<Check[]>;
