// `link-kit hook <harness>` on its own (issue 43.2), bundled alone as dist/link-kit-hook.cjs,
// which bin.ts runs for every `link-kit hook ...`: a hook runs on every turn and the harness waits
// for its start, so it loads the hook and what the hook uses, none of the other commands. It
// answers as the whole CLI does: the same verbs, help, lines and exit codes (common.ts, runVerb).
import { HOOK_COMMANDS } from "./hook.js";
import { runVerb } from "./common.js";
import { runAsProcess } from "./stdio.js";
// A hook's capture is stored or queued when its run resolves: the harness waits for nothing more.
runAsProcess((argv, out, err, drained) => runVerb(() => Promise.resolve(HOOK_COMMANDS), argv, { out, err, drained }, true), {
    exitWhenDone: true,
});
