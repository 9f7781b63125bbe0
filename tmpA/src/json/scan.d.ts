type Pattern = ReadonlyArray<string | number>;
/** `scanPlain`'s answer (see the header), or null when the text is not plain. */
export declare function scanPlain(bytes: Uint8Array, patterns: readonly Pattern[], cut?: number, skeleton?: Uint8Array): Int32Array | null;
export {};
