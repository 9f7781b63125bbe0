// The adapter's state file (R5): the native session mapping and the last cursor, durable, checked
// against AdapterState on every read; another adapter's file or an invalid one is refused, untouched.

import { readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { AdapterStateFile } from "../../src/adapter/state.js";
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
      {
        native_session: "s-1",
        thread: "link:main",
        last_cursor: { thread: "link:main", through_seq: 7, files: { "memory/portable/m1.json": 3 } },
      },
      { native_session: "s-2", thread: "link:other" },
    ]);
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
