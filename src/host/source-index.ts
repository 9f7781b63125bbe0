// A thread's source index (C9): each captured source's sequence, kept in typed arrays by a 32-bit
// hash of the source's key, with no string per record. Sources that share a hash are told apart
// by the caller, which reads their keys back from the log; with 32 bits that is a rare read. About
// 24 bytes a record, where a Map of key strings held about 400 (bench: host_rss_per_million_records).

/** FNV-1a over a key's UTF-16 code units: the same key always gives the same hash. */
export function sourceHash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Sequences by source hash, in an open-addressed table kept at most half full. */
export class SourceIndex {
  private hashes = new Uint32Array(64);
  /** Each slot's sequence; 0 marks an empty slot (sequences start at 1). */
  private seqs = new Uint32Array(64);
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** The sequence whose source hashes to `hash` and that `isIt` accepts (a key is added once). */
  find(hash: number, isIt: (seq: number) => boolean): number | undefined {
    const mask = this.seqs.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const seq = this.seqs[slot] as number;
      if (seq === 0) return undefined;
      if (this.hashes[slot] === hash && isIt(seq)) return seq;
    }
  }

  /** Adds `seq` under `hash` (the caller has checked that its source is not there yet). */
  add(hash: number, seq: number): void {
    if (seq < 1 || seq > 0xffffffff) throw new RangeError(`a sequence out of the index's range: ${seq}`);
    if ((this.count + 1) * 2 > this.seqs.length) this.grow();
    this.place(hash, seq);
    this.count++;
  }

  private place(hash: number, seq: number): void {
    const mask = this.seqs.length - 1;
    let slot = hash & mask;
    while (this.seqs[slot] !== 0) slot = (slot + 1) & mask;
    this.hashes[slot] = hash;
    this.seqs[slot] = seq;
  }

  /** Twice the slots, every entry placed again. */
  private grow(): void {
    const hashes = this.hashes;
    const seqs = this.seqs;
    this.hashes = new Uint32Array(seqs.length * 2);
    this.seqs = new Uint32Array(seqs.length * 2);
    for (let slot = 0; slot < seqs.length; slot++) if (seqs[slot] !== 0) this.place(hashes[slot] as number, seqs[slot] as number);
  }
}
