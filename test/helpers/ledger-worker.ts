// A separate process for ledger tests.
//   consume <dir> <host> <secret> <request> <attempt> <generation> <bindingRef>: waits for "go", consumes, prints the outcome
//   churn <dir> <host> <secret>: admits, proposes, approves, consumes and retires in a loop,
//   printing "proposed <request> <command>", "answered <request>", "claimed <request>" and
//   "retired <attempt>" as each returns (killed by the test at a random point)

import { Ledger, LedgerError, OwnerProof } from "../../src/ledger/index.js";

const [mode, dir, host, secret, ...rest] = process.argv.slice(2) as [string, string, string, string, ...string[]];
const ledger = await Ledger.open(dir, { host, startSecret: secret });

if (mode === "consume") {
  const [request, attempt, generation, bindingRef] = rest as [string, string, string, string];
  process.stdout.write("ready\n");
  process.stdin.once("data", async () => {
    try {
      await ledger.consume(request, {
        attemptId: attempt,
        generation: BigInt(generation),
        bindingRef,
        startSecret: secret,
        policy: () => true,
      });
      process.stdout.write("claimed\n");
    } catch (error) {
      process.stdout.write(`${error instanceof LedgerError ? error.kind : String(error)}\n`);
    }
    process.exit(0);
  });
} else {
  const agent = { id: "agt-crash", name: "crash", owner: "alice", notes_limit: 0 };
  const session = await ledger.openSession(agent, "link:crash", "binding-1");
  const doc = await ledger.read();
  // A restart barrier first: whatever the last kill left active is contained.
  if (doc.active_attempt) await ledger.recover();
  process.stdout.write("ready\n");
  for (let i = 0; ; i++) {
    const attempt = await ledger.admit(session.session_id, `key-${process.pid}-${i}`);
    const command = `echo ${process.pid}-${i}`;
    const request = await ledger.propose(attempt.attempt_id, BigInt(attempt.generation), {
      tool: "Bash",
      arguments: { command, pad: "x".repeat(i % 200) },
    });
    process.stdout.write(`proposed ${request.request_id} ${command}\n`);
    await ledger.respond(request.request_id, "allow_once", OwnerProof.authenticated("alice"));
    process.stdout.write(`answered ${request.request_id}\n`);
    await ledger.consume(request.request_id, {
      attemptId: attempt.attempt_id,
      generation: BigInt(attempt.generation),
      bindingRef: "binding-1",
      startSecret: secret,
      policy: () => true,
    });
    process.stdout.write(`claimed ${request.request_id}\n`);
    await ledger.retire(attempt.attempt_id);
    process.stdout.write(`retired ${attempt.attempt_id}\n`);
  }
}
