// The adapter's state file (R5): the native session mapping and the last cursor, durable, checked
// against AdapterState on every read; another adapter's file or an invalid one is refused, untouched.

import { readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { AdapterStateFile, MAX_SESSIONS } from "../../src/adapter/state.js";
import { scratchDirs } from "../helpers/scratch.js";

const scratch = scratchDirs("lk-adapter-state-");
const file = (home: string) => join(home, ".lnk", "agent-context", "state.json");

describe("AdapterStateFile (R5)", () => {
  it("R5: maps native sessions to threads and keeps the last cursor, in a private file read back whole", () => {
    const home = scratch();
    const state = AdapterStateFile.open(home, "acp:claude");
    state.mapSession("s-1", "link:main");
    state.mapSession("s-1", "link:main"); // the same again: nothing changes
    state.mapSession("s-2", "link:other");
    const written = statSync(file(home)).ino;
    state.mapSession("s-1", "link:main", { thread: "link:main", through_seq: 7, files: { "memory/portable/m1.json": 3 } });
    expect(statSync(file(home)).ino).not.toBe(written); // a cursor is written even where the mapping stands
    state.close();
    expect(statSync(file(home)).mode & 0o777).toBe(0o600);
    const again = AdapterStateFile.open(home, "acp:claude");
    expect(again.threadOf("s-2")).toBe("link:other");
    expect(again.current.sessions).toEqual([
      { native_session: "s-2", thread: "link:other" },
      {
        native_session: "s-1",
        thread: "link:main",
        last_cursor: { thread: "link:main", through_seq: 7, files: { "memory/portable/m1.json": 3 } },
      },
    ]);
    again.close();
  });

  it("R5 issue 43: at most MAX_SESSIONS sessions are kept, the least recently mapped dropped first; a dropped session returns from its thread's last cursor", () => {
    const home = scratch();
    const cursor = (through_seq: number) => ({ thread: "link:main", through_seq, files: {} });
    // A state already full, written whole (each mapping is a durable replace of the file).
    const sessions = Array.from({ length: MAX_SESSIONS }, (_, i) => ({
      native_session: `s-${i}`,
      thread: "link:main",
      last_cursor: cursor(i),
    }));
    AdapterStateFile.open(home, "claude-code").close();
    writeFileSync(file(home), JSON.stringify({ adapter: "claude-code", sessions, exports: [] }));
    const state = AdapterStateFile.open(home, "claude-code");
    state.mapSession("s-0", "link:main", cursor(5000)); // the oldest, used again: now the most recent
    state.mapSession("new-1", "link:main", cursor(6000));
    state.mapSession("new-2", "link:main"); // mapped with no cursor yet
    state.close();
    const kept = (JSON.parse(readFileSync(file(home), "utf8")) as { sessions: Array<{ native_session: string }> }).sessions.map(
      (s) => s.native_session,
    );
    expect(kept).toHaveLength(MAX_SESSIONS);
    expect(kept.slice(0, 2)).toEqual(["s-3", "s-4"]); // s-1 and s-2 were the least recent
    expect(kept.slice(-3)).toEqual(["s-0", "new-1", "new-2"]);
    const again = AdapterStateFile.open(home, "claude-code");
    expect(again.lastCursor("link:main", "s-3")).toEqual(cursor(3)); // its own
    expect(again.lastCursor("link:main", "s-1")).toEqual(cursor(6000)); // dropped: the thread's last supplied
    expect(again.lastCursor("link:main", "new-2")).toEqual(cursor(6000)); // none of its own yet
    expect(again.lastCursor("link:other", "s-3")).toBeUndefined();
    again.close();
  });

  it("R5: another adapter's state, or one that is not an AdapterState, is refused and left as it was", () => {
    const home = scratch();
    AdapterStateFile.open(home, "acp:claude").mapSession("s-1", "link:main");
    const before = readFileSync(file(home), "utf8");
    expect(() => AdapterStateFile.open(home, "acp:codex")).toThrow(/belongs to adapter "acp:claude", not "acp:codex"/);
    writeFileSync(file(home), '{"adapter":"acp:claude","sessions":[{"thread":"main"}]}');
    expect(() => AdapterStateFile.open(home, "acp:claude")).toThrow(/AdapterState/);
    expect(readFileSync(file(home), "utf8")).not.toBe(before);
    expect(readFileSync(file(home), "utf8")).toBe('{"adapter":"acp:claude","sessions":[{"thread":"main"}]}');
  });
});
