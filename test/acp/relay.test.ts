// The ACP proxy's per-direction order (P1): a line is handled in the read that brought it unless
// one before it still waits for the ledger; then it waits too, and never overtakes.

import { describe, expect, it } from "vitest";

import { InOrder } from "../../src/acp/relay.js";

const line = (text: string) => Buffer.from(`${text}\n`);

/** An InOrder whose handler records each line, and waits on the lines named in `waitOn` until released. */
function recorder(waitOn: string[] = []) {
  const handled: string[] = [];
  const failures: string[] = [];
  const releases = new Map<string, () => void>();
  const order = new InOrder(
    (bytes) => {
      const text = bytes.toString().trim();
      if (text.startsWith("throw")) throw new Error(text);
      if (text.startsWith("reject")) return Promise.reject(new Error(text));
      if (!waitOn.includes(text)) {
        handled.push(text);
        return;
      }
      return new Promise<void>((resolve) =>
        releases.set(text, () => {
          handled.push(text);
          resolve();
        }),
      );
    },
    (error) => failures.push(error instanceof Error ? error.message : String(error)),
  );
  return { order, handled, failures, release: (text: string) => releases.get(text)?.() };
}

describe("InOrder", () => {
  it("P1: a line nothing waits before is handled at once, in the call that pushed it", () => {
    const { order, handled } = recorder();
    order.push(line("a"));
    expect(handled).toEqual(["a"]);
    order.push(line("b"));
    expect(handled).toEqual(["a", "b"]);
  });

  it("P1: lines behind one that waits (for the ledger) wait too, and are handled after it in the order they came", async () => {
    const { order, handled, release } = recorder(["slow"]);
    for (const name of ["a", "slow", "b", "c"]) order.push(line(name));
    await new Promise((r) => setImmediate(r));
    expect(handled).toEqual(["a"]); // b and c never overtake the line that waits
    release("slow");
    await order.idle();
    expect(handled).toEqual(["a", "slow", "b", "c"]);
    // Nothing waits any more: the next line is handled at once again.
    order.push(line("d"));
    expect(handled).toEqual(["a", "slow", "b", "c", "d"]);
  });

  it("P1: a line whose handling throws or rejects is reported, and the lines after it are still handled", async () => {
    const { order, handled, failures } = recorder(["slow"]);
    for (const name of ["throw now", "a", "reject later", "b"]) order.push(line(name));
    await order.idle();
    expect(failures).toEqual(["throw now", "reject later"]);
    expect(handled).toEqual(["a", "b"]);
  });

  it("P1: idle() settles only once every line pushed so far is handled", async () => {
    const { order, handled, release } = recorder(["slow"]);
    await order.idle(); // nothing pushed: settled at once
    order.push(line("slow"));
    order.push(line("a"));
    let idle = false;
    void order.idle().then(() => (idle = true));
    await new Promise((r) => setImmediate(r));
    expect(idle).toBe(false);
    release("slow");
    await order.idle();
    expect(idle).toBe(true);
    expect(handled).toEqual(["slow", "a"]);
  });
});
