// Codex's hook trust, through Codex's own interface. Codex (0.124 and later; checked on 0.171)
// runs a hook from hooks.json only once the person has trusted that hook's exact definition;
// an untrusted hook is skipped without a word. Trust is kept in Codex's config.toml
// (`[hooks.state."<key>"] trusted_hash`), keyed by a hash Codex computes. The kit never computes
// that hash or edits that table itself: it asks `codex app-server` (JSON-RPC over stdio, one
// message a line), as Codex's own `/hooks` screen does: `hooks/list` answers each hook's `key`,
// `currentHash` and `trustStatus`, and `config/batchWrite` upserts `hooks.state` with Codex's
// own config editor (comments and other entries kept).
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { parse } from "../json/index.js";
export class CodexAppServerError extends Error {
    name = "CodexAppServerError";
}
/** Runs `session` against a `codex app-server` started for it, and stops the server after. */
async function withAppServer(program, env, session, timeoutMs = 30_000) {
    const child = spawn(program, ["app-server"], { env, stdio: ["pipe", "pipe", "pipe"] });
    const stderr = [];
    child.stderr.setEncoding("utf8").on("data", (chunk) => stderr.push(chunk));
    const waiting = new Map();
    const failAll = (error) => {
        for (const w of waiting.values())
            w.fail(error);
        waiting.clear();
    };
    const why = () => stderr.join("").trim().split("\n").at(-1) ?? "";
    child.once("error", (error) => failAll(new CodexAppServerError(`${program} app-server: ${error.message}`)));
    child.once("exit", (code) => failAll(new CodexAppServerError(`${program} app-server exited ${code} ${why()}`.trim())));
    createInterface({ input: child.stdout }).on("line", (line) => {
        let message;
        try {
            message = parse(line);
        }
        catch {
            return; // not a message of the protocol
        }
        const w = typeof message.id === "number" ? waiting.get(message.id) : undefined;
        if (w === undefined)
            return; // a notification
        waiting.delete(message.id);
        if (message.error !== undefined)
            w.fail(new CodexAppServerError(`codex app-server: ${message.error.message ?? JSON.stringify(message.error)}`));
        else
            w.done(message.result);
    });
    let next = 0;
    const send = (message) => child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", ...message })}\n`);
    const call = (method, params) => new Promise((done, fail) => {
        const id = ++next;
        waiting.set(id, { done, fail });
        send({ id, method, params });
    });
    const timer = setTimeout(() => failAll(new CodexAppServerError(`codex app-server did not answer within ${timeoutMs / 1000} s`)), timeoutMs);
    try {
        await call("initialize", { clientInfo: { name: "link-kit", version: "1" } });
        send({ method: "initialized" });
        return await session(call);
    }
    finally {
        clearTimeout(timer);
        child.stdin.end();
        child.kill();
    }
}
/** The hooks Codex loads from `file` whose command `isKit` picks, as Codex sees them. */
async function kitHooks(call, file, isKit) {
    const answer = (await call("hooks/list", { cwds: [process.cwd()] }));
    return (answer.data ?? [])
        .flatMap((entry) => entry.hooks ?? [])
        .filter((h) => h.sourcePath === file && typeof h.command === "string" && isKit(h.command));
}
/** Those Codex will not run until trusted (new, or changed since trusted). */
const untrusted = (hooks) => hooks.filter((h) => h.trustStatus !== "trusted" && h.trustStatus !== "managed");
/** The events of the kit's hooks in `file` that Codex holds untrusted, and so skips. */
export function untrustedCodexHooks(program, file, isKit, env = process.env) {
    return withAppServer(program, env, async (call) => untrusted(await kitHooks(call, file, isKit)).map((h) => h.eventName));
}
/**
 * Trusts the hooks Codex loads from `file` whose command `isKit` picks, at their current
 * definition; returns the events it trusted now (none when all already were). Checked after:
 * throws when Codex still does not hold one of them trusted.
 */
export function trustCodexHooks(program, file, isKit, env = process.env) {
    return withAppServer(program, env, async (call) => {
        const pending = untrusted(await kitHooks(call, file, isKit));
        if (pending.length === 0)
            return [];
        const state = Object.fromEntries(pending.map((h) => [h.key, { trusted_hash: h.currentHash }]));
        await call("config/batchWrite", { edits: [{ keyPath: "hooks.state", value: state, mergeStrategy: "upsert" }] });
        const still = untrusted(await kitHooks(call, file, isKit));
        if (still.length > 0)
            throw new CodexAppServerError(`Codex still holds ${still.map((h) => h.eventName).join(", ")} untrusted`);
        return pending.map((h) => h.eventName);
    });
}
