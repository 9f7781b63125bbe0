// The value model of the lossless JSON module: integers beyond 2^53 are bigints, and a RawJson
// carries original bytes that are printed back verbatim (K6, C6).

export type JsonValue = null | boolean | number | bigint | string | RawJson | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

/** A JSON text kept as it was written; `stringify` emits `text` unchanged. */
export class RawJson {
  constructor(readonly text: string) {}
  /** Makes `JSON.stringify` refuse a RawJson, so only this module prints it. */
  toJSON(): never {
    throw new RawJsonSeen();
  }
}

/** Thrown by RawJson.toJSON to move `stringify` off its fast path. */
export class RawJsonSeen extends Error {}

/** Nesting of MAX_DEPTH levels is refused (127 pass), as serde_json's default recursion limit. */
export const MAX_DEPTH = 128;
