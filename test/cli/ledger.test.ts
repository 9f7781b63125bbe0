// `link-kit ledger` through the built executable (A5, A7, A8, A10): inspection, a respond as the
// authenticated owner, the restart barrier, and refusals with exit 3.

import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { fingerprint, newSecret } from "../../src/secret.js";
import { HostState } from "../../src/host/state.js";
import { Ledger } from "../../src/ledger/index.js";
import { BIN } from "../helpers/cli.js";

const ROOT = resolve(import.meta.dirname, "..", "..");
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function linkKit(args: string[]) {
  const run = spawnSync(process.execPath, [BIN, ...args], { encoding: "utf8" });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe("link-kit ledger", () => {
  it("A7 A8 A10: requests, respond as the owner (another owner refused), recover, show", async () => {
    if (!existsSync(BIN)) spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
    const base = mkdtempSync(join(tmpdir(), "lk-lcli-"));
    dirs.push(base);
    const dir = join(base, "authority");
    mkdirSync(dir, { mode: 0o700 });
    const ledger = await Ledger.open(dir, { host: "host-a", startSecret: newSecret() });
    const session = await ledger.openSession({ id: "agt-1", name: "c", owner: "alice", notes_limit: 0 }, "link:main", "b-1");
    const attempt = await ledger.admit(session.session_id, "k-1");
    const request = await ledger.propose(attempt.attempt_id, BigInt(attempt.generation), { tool: "Bash", arguments: { command: "make" } });
    ledger.close();

    const listed = JSON.parse(linkKit(["ledger", "--dir", dir, "requests", "--json"]).stdout) as Array<{
      request_id: string;
      status: string;
    }>;
    expect(listed).toEqual([expect.objectContaining({ request_id: request.request_id, status: "pending" })]);
    expect(linkKit(["ledger", "--dir", dir, "respond", request.request_id, "deny"]).status).toBe(2); // no --owner
    // Another owner than the session agent's: refused, exit 3, nothing written.
    const bob = linkKit(["ledger", "--dir", dir, "respond", request.request_id, "allow_once", "--owner", "bob"]);
    expect([bob.status, bob.stderr.split(":").slice(0, 2).join(":"), bob.stdout]).toEqual([3, "link-kit: wrong_owner", ""]);
    expect(JSON.parse(linkKit(["ledger", "--dir", dir, "requests", "--json"]).stdout)).toEqual([
      expect.objectContaining({ request_id: request.request_id, status: "pending" }),
    ]);
    expect(linkKit(["ledger", "--dir", dir, "respond", request.request_id, "deny", "--owner", "alice"]).stdout.trim()).toBe(
      `${request.request_id} deny`,
    );
    const again = linkKit(["ledger", "--dir", dir, "respond", request.request_id, "allow_once", "--owner", "alice", "--json"]);
    expect([again.status, JSON.parse(again.stdout)]).toEqual([3, { error: expect.objectContaining({ kind: "already_decided" }) }]);
    expect(linkKit(["ledger", "--dir", dir, "recover"]).stdout.split("\n")[0]).toBe("0 unresolved request(s) marked recovery_required");
    const shown = JSON.parse(linkKit(["ledger", "--dir", dir, "show", "--json"]).stdout) as {
      active_attempt?: unknown;
      sessions: unknown[];
    };
    expect(shown.active_attempt).toBeUndefined();
    expect(shown.sessions.length).toBe(1);
    expect(linkKit(["ledger", "--dir", dir, "sessions"]).stdout).toContain(`${session.session_id}\tagt-1\talice\tlink:main\tb-1`);
  });

  it("A1 A5: ledger init makes a private directory and a ledger holding only the fingerprint of the host's start secret", async () => {
    const base = mkdtempSync(join(tmpdir(), "lk-lcli-"));
    dirs.push(base);
    const state = HostState.open(join(base, "state"), { create: true });
    const { agent: added } = state.addAgent({
      name: "c",
      owner: "alice",
      grants: { instructions: false, skills: false, home: true, memory_index: false, notes: false },
      notesLimit: 0,
    });
    const agent = { id: added.id as string };
    const unstarted = linkKit([
      "ledger",
      "init",
      "--dir",
      join(base, "early"),
      "--host",
      "host-a",
      "--state",
      join(base, "state"),
      "--agent",
      agent.id,
    ]);
    expect([unstarted.status, unstarted.stderr]).toEqual([
      2,
      expect.stringMatching(/^link-kit: not_found: agent agt-[0-9a-f]+ has no start yet: run `link-kit host start` first\n$/),
    ]);
    const secret = state.rotateSecret(agent.id);
    state.close();

    const dir = join(base, "ledgers", "authority");
    const init = linkKit([
      "ledger",
      "init",
      "--dir",
      dir,
      "--host",
      "host-a",
      "--state",
      join(base, "state"),
      "--agent",
      agent.id,
      "--json",
    ]);
    expect(init.status).toBe(0);
    const doc = JSON.parse(init.stdout) as { host: string; start_secret_fingerprint: string; sessions: unknown[] };
    expect(doc).toMatchObject({ host: "host-a", start_secret_fingerprint: fingerprint(secret), sessions: [] });
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, "authority.json")).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, "authority.json"), "utf8")).not.toContain(secret);
    // The host opens it with the same secret, and it is the same ledger.
    const ledger = await Ledger.open(dir, { host: "host-a", startSecret: secret });
    expect((await ledger.read()).start_secret_fingerprint).toBe(fingerprint(secret));
    ledger.close();
    // A second init over it is refused, and changes nothing.
    const again = linkKit(["ledger", "init", "--dir", dir, "--host", "host-b", "--secret-file", join(base, "nothing")]);
    expect(again.status).toBe(2);
    const over = linkKit(["ledger", "init", "--dir", dir, "--host", "host-b", "--state", join(base, "state"), "--agent", agent.id]);
    expect([over.status, over.stderr.split(":").slice(0, 2).join(":")]).toEqual([3, "link-kit: exists"]);
    // Options before the verb are taken by every ledger verb, schema included (issue 34.9).
    const schema = linkKit(["ledger", "--dir", dir, "schema"]);
    expect([schema.status, (JSON.parse(schema.stdout) as { title: string }).title]).toEqual([0, "AuthorityFile"]);
    expect((JSON.parse(readFileSync(join(dir, "authority.json"), "utf8")) as { host: string }).host).toBe("host-a");

    // From a 0600 secret file, as a host with its own secret store would.
    const file = join(base, "secret.hex");
    const own = newSecret();
    writeFileSync(file, `${own}\n`, { mode: 0o600 });
    const fromFile = linkKit(["ledger", "init", "--dir", join(base, "second"), "--host", "host-c", "--secret-file", file]);
    expect([fromFile.status, fromFile.stdout]).toEqual([
      0,
      `initialized ${join(base, "second", "authority.json")} for host host-c (start secret ${fingerprint(own)})\n`,
    ]);
  });

  it("A5: a foreign or corrupt file exits 3 with its kind; schema prints the AuthorityFile schema", () => {
    const base = mkdtempSync(join(tmpdir(), "lk-lcli-"));
    dirs.push(base);
    mkdirSync(join(base, "a"), { mode: 0o700 });
    writeFileSync(join(base, "a", "authority.json"), '{"format":"someone.else","version":1}', { mode: 0o600 });
    const foreign = linkKit(["ledger", "--dir", join(base, "a"), "show"]);
    expect([foreign.status, foreign.stderr.split(":").slice(0, 2).join(":")]).toEqual([3, "link-kit: foreign"]);
    writeFileSync(join(base, "a", "authority.json"), "not json", { mode: 0o600 });
    expect(JSON.parse(linkKit(["ledger", "--dir", join(base, "a"), "show", "--json"]).stdout)).toMatchObject({
      error: { kind: "corrupt" },
    });
    expect(JSON.parse(linkKit(["ledger", "schema"]).stdout)).toMatchObject({ title: "AuthorityFile" });
  });
});
