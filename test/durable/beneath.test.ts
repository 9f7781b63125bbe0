// openat2 below a directory (B9), in the native configuration: a whole relative path opens in one
// call only when no component is a link and nothing climbs out, and lnk-file-store reads through it
// unless started with --walk. In the default configuration openBeneath never answers and every read
// walks. What it refuses, the walk in dir.ts refuses with the exact reason (the attack suite runs
// both ways, test/host/attack.test.ts).

import { execFileSync } from "node:child_process";
import { closeSync, constants, linkSync, mkdirSync, readFileSync, rmdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { openBeneath } from "../../src/durable/beneath.js";
import { Dir } from "../../src/durable/dir.js";
import { TestHost } from "../helpers/host.js";
import { NATIVE, NATIVE_ONLY } from "../helpers/native.js";
import { scratchDirs } from "../helpers/scratch.js";

const scratch = scratchDirs("lk-beneath-");
const { O_RDONLY, O_NOFOLLOW, O_NONBLOCK } = constants;

/** A folder with a file two levels down, and links and odd files beside it. */
function folder(): { root: string; outside: string } {
  const root = scratch();
  const outside = scratch();
  writeFileSync(join(outside, "secret"), "outside");
  mkdirSync(join(root, "home", "deep"), { recursive: true });
  writeFileSync(join(root, "home", "deep", "f"), "inside");
  symlinkSync(outside, join(root, "home", "abs"));
  symlinkSync("deep", join(root, "home", "rel"));
  symlinkSync("f", join(root, "home", "deep", "last"));
  symlinkSync("/proc/self/root", join(root, "home", "proc"));
  linkSync(join(outside, "secret"), join(root, "home", "hard"));
  execFileSync("mkfifo", [join(root, "home", "fifo")]);
  return { root, outside };
}

describe("openBeneath (B9), either configuration", () => {
  it("B9: openBeneath opens a plain path exactly when the native kernels are loaded; without them it opens nothing and every read walks", () => {
    const { root } = folder();
    const dir = Dir.open(root);
    try {
      const fd = openBeneath(dir.fd, "home/deep/f", O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
      expect(fd !== undefined).toBe(NATIVE);
      if (fd !== undefined) closeSync(fd);
      expect(dir.readFileBeneath(["home", "deep", "f"]) !== undefined).toBe(NATIVE);
    } finally {
      dir.close();
    }
  });
});

describe.runIf(NATIVE)(`openBeneath (B9)${NATIVE_ONLY}`, () => {
  // A `..` that stays inside opens here: paths reach it checked lexically (B8), and readFileBeneath
  // takes single components only.
  it("B9: opens a path with no link in it; refuses a link in any component, a climb out and an absolute path", () => {
    const { root } = folder();
    const dir = Dir.open(root);
    try {
      const fd = openBeneath(dir.fd, "home/deep/f", O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
      expect(fd).toBeTypeOf("number");
      expect(readFileSync(fd as number, "utf8")).toBe("inside");
      closeSync(fd as number);
      for (const path of ["home/abs/secret", "home/rel/f", "home/deep/last", "home/proc/etc/passwd", "home/../../x", "../x", "/etc/passwd"])
        expect(openBeneath(dir.fd, path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK), path).toBeUndefined();
    } finally {
      dir.close();
    }
  });

  it("B9: Dir.readFileBeneath serves what readFile serves, and nothing it refuses: a hard link, a FIFO (without hanging), a directory", () => {
    const { root } = folder();
    const dir = Dir.open(root);
    try {
      const read = dir.readFileBeneath(["home", "deep", "f"]);
      expect(read?.bytes.toString()).toBe("inside");
      const walked = dir.openDir("home").openDir("deep").readFile("f");
      expect(read?.identity).toEqual(walked.identity);
      for (const [name, content] of [
        ["empty", ""],
        ["large", "é".repeat(150_000)],
      ] as const) {
        writeFileSync(join(root, "home", "deep", name), content);
        const got = dir.readFileBeneath(["home", "deep", name]);
        expect(got?.bytes.toString()).toBe(content);
        expect(got?.identity).toEqual(dir.openDir("home").openDir("deep").readFile(name).identity);
      }
      for (const path of [
        ["home", "hard"],
        ["home", "fifo"],
        ["home", "deep"],
        ["home", "abs", "secret"],
        ["home", "missing"],
        ["home", ".."],
      ])
        expect(dir.readFileBeneath(path), path.join("/")).toBeUndefined();
    } finally {
      dir.close();
    }
  });
});

describe.runIf(NATIVE)(`lnk-file-store reads through openat2 (B6, B9)${NATIVE_ONLY}`, () => {
  const storeMaps = async (walk: boolean) =>
    TestHost.run(
      async (host) => {
        const agent = host.addAgent({ home: true });
        const client = host.client(agent);
        await client.call({ kind: "file_write", path: "home/a.md", content: "a", expected: 0 });
        expect(await client.call({ kind: "file_read", path: "home/a.md" })).toMatchObject({ kind: "file", content: "a" });
        const [pid] = host.host.childPids();
        return readFileSync(`/proc/${pid}/maps`, "utf8");
      },
      { fileStoreWalk: walk },
    );

  it("B6 B9: lnk-file-store loads link-kit-native where it is installed, with --walk too (its line checksums), and serves reads either way", async () => {
    expect(await storeMaps(false)).toContain("link_kit.node");
    expect(await storeMaps(true)).toContain("link_kit.node");
  });
});

describe.runIf(NATIVE)(`openBeneath's edges (issue 31.4)${NATIVE_ONLY}`, () => {
  it("B9: a path whose UTF-8 passes 4,096 bytes is refused whole, never cut at a character boundary and its prefix opened", () => {
    const root = Dir.open(scratch());
    // Fifteen directories of 255 bytes, then a file of 255: the prefix is 4,095 bytes and exists.
    let dir = root;
    const names: string[] = [];
    for (let i = 0; i < 15; i++) {
      const name = String.fromCharCode(97 + i).repeat(255);
      dir = dir.openDir(name, { create: true });
      names.push(name);
    }
    const file = "z".repeat(255);
    writeFileSync(`/proc/self/fd/${dir.fd}/${file}`, "the prefix");
    const prefix = [...names, file].join("/");
    expect(Buffer.byteLength(prefix)).toBe(4095);
    const fd = openBeneath(root.fd, prefix, O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
    expect(fd).toBeTypeOf("number");
    closeSync(fd as number);
    // One two-byte character more: 4,097 bytes, which a 4,096-byte copy would have cut back to the prefix.
    expect(openBeneath(root.fd, `${prefix}é`, O_RDONLY | O_NOFOLLOW | O_NONBLOCK)).toBeUndefined();
    // Taken down from the deepest, through the descriptors: rm cannot name paths this long.
    const dirs = [root];
    for (const name of names) dirs.push((dirs.at(-1) as Dir).openDir(name));
    (dirs.at(-1) as Dir).unlink(file);
    for (let i = names.length - 1; i >= 0; i--) rmdirSync(`/proc/self/fd/${(dirs[i] as Dir).fd}/${names[i] as string}`);
    for (const d of dirs) d.close();
  });

  it.runIf(process.getuid?.() === 0)(
    "B9: a bind mount inside the folder is refused (RESOLVE_NO_XDEV), `mount`, and lnk-file-store answers invalid",
    async () => {
      const { root, outside } = folder();
      mkdirSync(join(root, "home", "mnt"));
      execFileSync("mount", ["--bind", outside, join(root, "home", "mnt")]);
      try {
        const dir = Dir.open(root);
        expect(() => openBeneath(dir.fd, "home/mnt/secret", O_RDONLY | O_NOFOLLOW | O_NONBLOCK)).toThrow(
          expect.objectContaining({ kind: "mount" }),
        );
        expect(() => dir.readFileBeneath(["home", "mnt", "secret"])).toThrow(expect.objectContaining({ kind: "mount" }));
        dir.close();
      } finally {
        execFileSync("umount", [join(root, "home", "mnt")]);
      }
    },
  );
});
