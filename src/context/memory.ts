// Portable memory documents (M1-M4): `memory/portable/<id>.json` read and written with
// FileRead/FileWrite. The store's opaque version is the revision, kept outside the document and
// compared for equality only (M3). A read-modify-write keeps the metadata it does not know byte
// for byte (M2). A deletion is a new version of the document, not the file's removal (M4).

import type { EvidenceRef, Memory, Source, U64 } from "../../generated/index.js";
import type { Bridged, ReplyFor } from "../bridge/client.js";
import { parse, RawJson, rawValues, stringify, type JsonValue } from "../json/index.js";
import { StoreRefusal } from "../bridge/errors.js";
import { isoTime } from "../time.js";
import { validate } from "../validate/index.js";

export function memoryPath(id: string): string {
  return `memory/portable/${id}.json`;
}

export interface MemoryVersion {
  id: string;
  /** 0 when the document is missing. */
  version: U64;
  memory?: Memory;
  /** The document's JSON text as stored. */
  raw?: string;
}

const KNOWN = new Set(["id", "text", "source", "evidence", "modified_at", "deleted"]);

/**
 * Prints `memory` keeping every member of `original` that it does not change: unknown metadata
 * is copied as its original text, so it survives a read-modify-write byte for byte.
 */
export function rewrite(original: string | undefined, memory: Memory): string {
  const out: Record<string, JsonValue> = {};
  const source = original === undefined ? {} : (parse(original) as Record<string, JsonValue>);
  const changed = memory as unknown as Record<string, JsonValue>;
  for (const key of Object.keys(source)) {
    if (KNOWN.has(key)) {
      if (changed[key] !== undefined) out[key] = changed[key] as JsonValue;
    } else {
      const [text] = rawValues(original as string, [key]);
      out[key] = new RawJson(text as string);
    }
  }
  for (const [key, value] of Object.entries(changed))
    if (!(key in out) && value !== undefined && (KNOWN.has(key) || !(key in source))) out[key] = value;
  return stringify(out);
}

/**
 * Portable memory documents at memory/portable/<id>.json (M1-M4), by CAS on opaque versions.
 *
 * @example
 * ```ts
 * import { MemoryDocs } from "link-context-kit";
 *
 * const docs = new MemoryDocs(bridge);
 * const current = await docs.get("prefers-tabs"); // version 0 when missing
 * const memory = { id: "prefers-tabs", text: "prefers tabs", evidence: [{ thread: "link:main", seq: 1 }], modified_at: new Date().toISOString() };
 * const version = await docs.update(memory, current.version, current.raw); // a StoreRefusal "conflict" if someone wrote first
 * ```
 */
export class MemoryDocs {
  constructor(private readonly bridge: Bridged) {}

  async get(id: string): Promise<MemoryVersion> {
    let reply: ReplyFor<"file_read">;
    try {
      reply = await this.bridge.call({ kind: "file_read", path: memoryPath(id) });
    } catch (error) {
      if (error instanceof StoreRefusal && error.kind === "not_found") return { id, version: 0 };
      throw error;
    }
    const checked = validate("store::context::Memory", parse(reply.content));
    if (!checked.ok)
      throw new StoreRefusal(
        "invalid",
        `${memoryPath(id)} is not a store::context::Memory: ${checked.errors.map((e) => `${e.pointer}: ${e.message}`).join("; ")}`,
      );
    return { id, version: reply.version, memory: checked.value, raw: reply.content };
  }

  private async put(memory: Memory, expected: U64, original?: string): Promise<U64> {
    const checked = validate("store::context::Memory", memory);
    if (!checked.ok)
      throw new StoreRefusal(
        "invalid",
        `not a store::context::Memory: ${checked.errors.map((e) => `${e.pointer}: ${e.message}`).join("; ")}`,
      );
    const reply = await this.bridge.call({
      kind: "file_write",
      path: memoryPath(memory.id),
      content: rewrite(original, memory) + "\n",
      expected,
    });
    return reply.version;
  }

  /** Creates the document (refused with `conflict` if it exists). */
  create(memory: Memory): Promise<U64> {
    return this.put(memory, 0);
  }

  /** Replaces the document if it is still at `version`; unknown metadata of `original` survives. */
  update(memory: Memory, version: U64, original?: string): Promise<U64> {
    return this.put(memory, version, original);
  }

  /**
   * A sourced deletion (M4): the same ID, source and evidence at a new version, with empty text
   * and `deleted: true`. The file stays; `remove` is the separate storage operation.
   */
  async delete(current: MemoryVersion, modifiedAt = isoTime()): Promise<U64> {
    if (!current.memory) throw new StoreRefusal("not_found", `${memoryPath(current.id)} does not exist`);
    const { id, source, evidence } = current.memory;
    const deletion: Memory = {
      id,
      text: "",
      evidence: (evidence ?? []) as EvidenceRef[],
      modified_at: modifiedAt,
      deleted: true,
      ...(source ? { source: source as Source } : {}),
    };
    return this.put(deletion, current.version, current.raw);
  }

  /** Removes the file itself, if it is still at `version`. */
  async remove(id: string, version: U64): Promise<void> {
    await this.bridge.call({ kind: "file_delete", path: memoryPath(id), expected: version });
  }
}
