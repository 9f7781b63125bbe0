// Loaded into every Node process of a live-harness test (NODE_OPTIONS=--require; CommonJS, since an
// --import would load Node's ES module loader into every hook, 10 to 20 ms of its start, which the
// harness bench would count as the kit's): when the process
// is the kit's hook (`link-kit.cjs hook <harness> ...`, or `link-kit.mjs` from an older setup), it appends one JSON line to
// $LINK_KIT_TEST_HOOK_LOG at exit: the hook's arguments, its exit code and what it wrote to
// stderr. The harnesses run the hooks and show little of their outcome; this is how a test sees
// that every run exited 0 and said nothing, and how long each took (`ms`, from the process's start
// to its exit: what a harness waits on; `cpu_ms`, the CPU time it used in that while, user and
// system: far less than `ms` means it waited on the machine, not on its own work; `detached` marks
// the run a `--detach` hook handed on).
// Other processes (Gemini CLI is Node too) are left alone.
const { appendFileSync } = require("node:fs");

const log = process.env.LINK_KIT_TEST_HOOK_LOG;
const script = process.argv[1] ?? "";
if (log && /link-kit\.[cm]js$/.test(script) && process.argv[2] === "hook") {
  let stderr = "";
  const write = process.stderr.write.bind(process.stderr);
  process.stderr.write = (chunk, ...rest) => {
    stderr += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
    return write(chunk, ...rest);
  };
  process.on("exit", (code) => {
    const ms = Math.round((Date.now() - performance.timeOrigin) * 10) / 10;
    const used = process.cpuUsage();
    const cpu_ms = Math.round((used.user + used.system) / 100) / 10;
    const detached = process.env.LINK_KIT_HOOK_DETACHED === "1";
    appendFileSync(
      log,
      `${JSON.stringify({ argv: process.argv.slice(2), code, stderr, at: new Date().toISOString(), ms, cpu_ms, detached })}\n`,
    );
  });
}
