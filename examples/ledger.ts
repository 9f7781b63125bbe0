// README's ledger example, run to completion by test/examples.test.ts: a host's one approved tool
// call, from the session to the claim, in a ledger directory the first open makes (0700).
import { Ledger, newSecret, OwnerProof } from "link-context-kit";

const dir = process.argv[2] ?? "./authority";
const startSecret = newSecret(); // a host passes the start secret it handed the harness
const ledger = await Ledger.open(dir, { host: "host-a", startSecret });
try {
  const agent = { id: "agt-1", name: "coder", owner: "alice", notes_limit: 0 };
  const session = await ledger.openSession(agent, "link:main", "binding-1");
  const attempt = await ledger.admit(session.session_id, "turn-1"); // retry-safe by its key
  const call = { tool: "Bash", arguments: { command: "make" } };
  const request = await ledger.propose(attempt.attempt_id, attempt.generation, call);
  // The owner the host authenticated answers; native metadata is never proof.
  await ledger.respond(request.request_id, "allow_once", OwnerProof.authenticated("alice"));
  const approved = await ledger.consume(request.request_id, {
    attemptId: attempt.attempt_id,
    generation: attempt.generation,
    bindingRef: "binding-1",
    startSecret,
    policy: (c) => c.tool === "Bash", // the host's policy, checked again inside the claim
  });
  console.log(`run ${approved.tool} once: ${JSON.stringify(approved.arguments)}`);
  await ledger.retire(attempt.attempt_id); // once the call's execution is contained
} finally {
  ledger.close();
}
