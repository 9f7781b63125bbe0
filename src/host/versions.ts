// Opaque file versions (B10, M3): a keyed 52-bit permutation of a durable counter, so a version is
// never 0, never repeats for a root (delete and recreate included) and says nothing about order.
// A file whose identity (inode, size, times) changed behind the store's back gets a new version.

import { createHmac, randomBytes } from "node:crypto";

import type { U64 } from "../../generated/index.js";
import { Dir, type FileIdentity } from "../durable/dir.js";
import { parse, stringify, u64, type JsonValue } from "../json/index.js";

const HALF = 26n;
const MASK = (1n << HALF) - 1n;

/**
 * A 4-round Feistel network over 52 bits: a bijection, so distinct counters give distinct
 * versions. The wire type is a full u64 and clients must treat it so; this host issues versions
 * below 2^52 so that its own replies stay on the fast JSON path (a u64 above 2^53 must be
 * printed and parsed exactly, which costs more). 2^52 writes per agent folder is never reached.
 */
export function permute52(key: Buffer, n: bigint): bigint {
  let left = (n >> HALF) & MASK;
  let right = n & MASK;
  for (let round = 0; round < 4; round++) {
    const mac = createHmac("sha256", key).update(`${round}:${right}`).digest();
    const f = BigInt(mac.readUInt32BE(0)) & MASK;
    [left, right] = [right, left ^ f];
  }
  return (left << HALF) | right;
}

interface Entry {
  version: bigint;
  identity: FileIdentity;
}

const INDEX = "versions.json";

/** The version index of one file root, kept outside the root in the driver's state directory. */
export class VersionIndex {
  private constructor(
    private readonly state: Dir,
    private readonly key: Buffer,
    private next: bigint,
    private readonly files: Map<string, Entry>,
  ) {}

  static load(state: Dir): VersionIndex {
    let bytes: Buffer;
    try {
      bytes = state.readFile(INDEX).bytes;
    } catch (error) {
      if ((error as { kind?: string }).kind !== "not_found") throw error;
      const index = new VersionIndex(state, randomBytes(32), 1n, new Map());
      index.save();
      return index;
    }
    const doc = parse(bytes) as { format: string; key: string; next: string; files: Record<string, Record<string, string>> };
    if (doc.format !== "link.file-versions") throw new Error(`${state.path}/${INDEX}: not a version index`);
    const files = new Map<string, Entry>();
    for (const [path, e] of Object.entries(doc.files)) {
      files.set(path, {
        version: BigInt(e.version ?? "0"),
        identity: { dev: BigInt(e.dev ?? "0"), ino: BigInt(e.ino ?? "0"), size: BigInt(e.size ?? "0"), mtimeNs: BigInt(e.mtime ?? "0"), ctimeNs: BigInt(e.ctime ?? "0") },
      });
    }
    return new VersionIndex(state, Buffer.from(doc.key, "hex"), BigInt(doc.next), files);
  }

  private save(): void {
    const files: Record<string, JsonValue> = {};
    for (const [path, e] of this.files) {
      const i = e.identity;
      files[path] = { version: String(e.version), dev: String(i.dev), ino: String(i.ino), size: String(i.size), mtime: String(i.mtimeNs), ctime: String(i.ctimeNs) };
    }
    this.state.writeAtomic(INDEX, stringify({ format: "link.file-versions", key: this.key.toString("hex"), next: String(this.next), files }));
  }

  private fresh(): bigint {
    for (;;) {
      const version = permute52(this.key, this.next++);
      if (version !== 0n) return version;
    }
  }

  /** The version of a file as it is now (0 when missing); a changed identity gets a new version. */
  current(path: string, identity: FileIdentity | undefined): U64 {
    const entry = this.files.get(path);
    if (identity === undefined) {
      if (entry !== undefined) {
        this.files.delete(path);
        this.save();
      }
      return 0;
    }
    if (entry !== undefined && sameIdentity(entry.identity, identity)) return u64(entry.version);
    const version = this.fresh();
    this.files.set(path, { version, identity });
    this.save();
    return u64(version);
  }

  /** Records a write the store just made; returns its new version. */
  written(path: string, identity: FileIdentity): U64 {
    const version = this.fresh();
    this.files.set(path, { version, identity });
    this.save();
    return u64(version);
  }

  /** Records a deletion; the next file at this path gets a version never issued before. */
  deleted(path: string): void {
    this.files.delete(path); // the counter only grows, so a recreated file gets a new version
    this.save();
  }
}

function sameIdentity(a: FileIdentity, b: FileIdentity): boolean {
  return a.dev === b.dev && a.ino === b.ino && a.size === b.size && a.mtimeNs === b.mtimeNs && a.ctimeNs === b.ctimeNs;
}
