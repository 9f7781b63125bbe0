// Ledger figure (issue 5): one ledger change (lock, read, validate, write, fsync, rename, fsync
// directory), p50, against a raw write + fsync + rename + directory fsync of the same bytes.

import { closeSync, fsyncSync, mkdirSync, mkdtempSync, openSync, readFileSync, renameSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { newSecret } from "../src/secret.js";
import { Ledger, OwnerProof } from "../src/ledger/index.js";
import { median, type Figure } from "./harness.js";

export async function ledgerFigures(): Promise<Figure[]> {
  const base = mkdtempSync(join(tmpdir(), "lk-bench-ledger-"));
  try {
    const dir = join(base, "authority");
    mkdirSync(dir, { mode: 0o700 });
    const ledger = await Ledger.open(dir, { host: "bench", startSecret: newSecret() });
    const session = await ledger.openSession({ id: "agt-1", name: "b", owner: "alice", notes_limit: 0 }, "link:main", "b-1");
    // A realistic document: a few dozen answered requests.
    for (let i = 0; i < 30; i++) {
      const a = await ledger.admit(session.session_id, `k-${i}`);
      const r = await ledger.propose(a.attempt_id, BigInt(a.generation), { tool: "Bash", arguments: { command: `echo ${i}` } });
      await ledger.respond(r.request_id, "deny", OwnerProof.authenticated("alice"));
      await ledger.retire(a.attempt_id);
    }
    const bytes = readFileSync(join(dir, "authority.json"));
    const rawDir = join(base, "raw");
    mkdirSync(rawDir, { mode: 0o700 });
    const dirFd = openSync(rawDir, "r");
    const raw = () => {
      const fd = openSync(join(rawDir, "tmp"), "w", 0o600);
      writeSync(fd, bytes);
      fsyncSync(fd);
      closeSync(fd);
      renameSync(join(rawDir, "tmp"), join(rawDir, "authority.json"));
      fsyncSync(dirFd);
    };
    let n = 0;
    const change = () => ledger.openSession({ id: "agt-1", name: "b", owner: "alice", notes_limit: 0 }, "link:main", `b-${n++ % 2}`);
    const rawTimes: number[] = [];
    const ledgerTimes: number[] = [];
    for (let i = 0; i < 20; i++) {
      raw();
      await change();
    }
    for (let i = 0; i < 300; i++) {
      let t = process.hrtime.bigint();
      raw();
      rawTimes.push(Number(process.hrtime.bigint() - t));
      t = process.hrtime.bigint();
      await change();
      ledgerTimes.push(Number(process.hrtime.bigint() - t));
    }
    closeSync(dirFd);
    ledger.close();
    const r = median(rawTimes);
    const l = median(ledgerTimes);
    return [
      {
        name: "ledger_vs_atomic_replace",
        value: l / r,
        unit: "ratio",
        baseline: `raw write + fsync + rename + directory fsync of the same ${bytes.length} bytes, p50 ${(r / 1000).toFixed(0)} us; ledger change p50 ${(l / 1000).toFixed(0)} us`,
      },
    ];
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}
