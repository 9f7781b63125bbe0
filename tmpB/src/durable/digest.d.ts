/** The checksum of one line's JSON text (or its UTF-8 bytes). */
export declare function lineDigest(body: string | Uint8Array): string;
