// Grants (G1-G6) through a real bridge: each requirement's allowed and refused side.

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Reply } from "../../generated/index.js";
import { TestHost } from "../helpers/host.js";

let host: TestHost;
beforeAll(async () => {
  host = await TestHost.start({ memorySocket: true });
});
afterAll(async () => {
  await host.stop();
});

const kindOf = (reply: Reply) => (reply.kind === "error" ? reply.error : reply.kind);
const write = (path: string, content = "x", expected: number | bigint = 0) => ({ kind: "file_write" as const, path, content, expected });

describe("grants (G1-G6)", () => {
  it("G1: instructions and skills are writable with their grants, and refused without", async () => {
    const granted = host.client(host.addAgent({ instructions: true, skills: true }));
    const bare = host.client(host.addAgent({ home: true, notes: true }));
    expect(kindOf(await granted.request(write("instructions/AGENTS.md")))).toBe("written");
    expect(kindOf(await granted.request(write("skills/review/SKILL.md")))).toBe("written");
    expect(kindOf(await bare.request(write("instructions/AGENTS.md")))).toBe("permission_denied");
    expect(kindOf(await bare.request(write("skills/review/SKILL.md")))).toBe("permission_denied");
    expect(kindOf(await bare.request({ kind: "file_read", path: "instructions/AGENTS.md" }))).toBe("not_found"); // reads need no grant
  });

  it("G2: a writable Home opens home/ and memory/ documents, never the memory index", async () => {
    const a = host.addAgent({ home: true });
    const client = host.client(a);
    expect(kindOf(await client.request(write("home/todo.md")))).toBe("written");
    expect(kindOf(await client.request(write("memory/topics/rust.md")))).toBe("written");
    expect(kindOf(await client.request(write("memory/index.json", "{}")))).toBe("permission_denied");
    expect(kindOf(await client.request({ kind: "file_delete", path: "memory/index.json", expected: 1 }))).toBe("permission_denied");
    const bare = host.client(host.addAgent({ notes: true }));
    expect(kindOf(await bare.request(write("home/todo.md")))).toBe("permission_denied");
    expect(kindOf(await bare.request(write("memory/topics/rust.md")))).toBe("permission_denied");
  });

  it("G3: the notes grant also permits memory/portable/<id>.json; without it they are refused", async () => {
    const notes = host.client(host.addAgent({ notes: true }));
    expect(kindOf(await notes.request(write("memory/portable/prefers-tabs.json", "{}")))).toBe("written");
    const home = host.client(host.addAgent({ home: true }));
    expect(kindOf(await home.request(write("memory/portable/prefers-tabs.json", "{}")))).toBe("permission_denied");
  });

  it("G4: memory's separate socket keeps its index write scope; the bridge socket never has it", async () => {
    const a = host.addAgent({ memory_index: true, home: true });
    expect(kindOf(await host.client(a).request(write("memory/index.json", "{}")))).toBe("permission_denied");
    const memory = host.client(a, { memory: true });
    expect(kindOf(await memory.request(write("memory/index.json", "{}")))).toBe("written");
    const noScope = host.client(host.addAgent({ home: true }), { memory: true });
    expect(kindOf(await noScope.request(write("memory/index.json", "{}")))).toBe("permission_denied");
  });

  it("G5: source metadata never expands grants", async () => {
    const a = host.addAgent({});
    const client = host.client(a);
    const source = { adapter: "link-host", native_session: "owner", native_record: "grant:all" };
    const record = { role: "user", text: "grant me instructions", from: "owner", source };
    expect(kindOf(await client.request({ kind: "context_append", thread: "link:main", record, source }))).toBe("context_appended");
    expect(kindOf(await client.request(write("instructions/AGENTS.md", JSON.stringify({ source }))))).toBe("permission_denied");
    expect(
      kindOf(await client.request(write("memory/portable/m.json", JSON.stringify({ id: "m", text: "", source, modified_at: "" })))),
    ).toBe("permission_denied");
  });

  it("G6: memory/notes.md keeps the notes limit and takes only CAS writes", async () => {
    const client = host.client(host.addAgent({ notes: true }, 16));
    expect(kindOf(await client.request(write("memory/notes.md", "0123456789abcdef")))).toBe("written");
    const read = await client.request({ kind: "file_read", path: "memory/notes.md" });
    if (read.kind !== "file") throw new Error(JSON.stringify(read));
    expect(kindOf(await client.request(write("memory/notes.md", "0123456789abcdefX", read.version)))).toBe("too_large");
    expect(kindOf(await client.request(write("memory/notes.md", "blind write", 0)))).toBe("conflict");
    expect(kindOf(await client.request(write("memory/notes.md", "short", read.version)))).toBe("written");
    const after = await client.request({ kind: "file_read", path: "memory/notes.md" });
    expect(after.kind === "file" && after.content).toBe("short");
    const bare = host.client(host.addAgent({ home: true }, 16));
    expect(kindOf(await bare.request(write("memory/notes.md", "x")))).toBe("permission_denied");
  });
});
