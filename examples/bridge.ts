// README's TypeScript example, run to completion by test/examples.test.ts against a served host:
// bind with a binding file, read a file that may not exist yet, read the thread's context, close.
import { bindingFrom, Bridged, readBinding, readContext, StoreRefusal } from "link-context-kit";

const bridge = new Bridged(bindingFrom(readBinding(process.argv[2] ?? "./harness/binding.json")));
try {
  try {
    const notes = await bridge.call({ kind: "file_read", path: "memory/notes.md" });
    if (notes.kind === "file") console.log(`notes (version ${notes.version}): ${notes.content}`);
  } catch (error) {
    if (!(error instanceof StoreRefusal && error.kind === "not_found")) throw error;
    console.log("no notes yet"); // a fresh agent has none: not_found is an answer, not a failure
  }
  const snapshot = await readContext(bridge, { thread: "link:main" });
  for (const event of snapshot.events()) console.log(event.seq, event.role, event.text); // events() is a function
} finally {
  bridge.close(); // the connection keeps the process alive until it is closed
}
