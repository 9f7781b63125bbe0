/** A start secret: 32 random bytes, hex. */
export declare function newSecret(): string;
/** `sha256:<hex>` of a secret: what may be stored where the secret may not (A4). */
export declare function fingerprint(secretHex: string): string;
