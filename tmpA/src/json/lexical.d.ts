/** True for JSON's four whitespace characters: space, newline, carriage return, tab. */
export declare function isSpace(c: number | undefined): boolean;
/** The index of the first character at or after `i` that is not JSON whitespace. */
export declare function skipSpace(text: string, i: number): number;
/** As `skipSpace`, over UTF-8 bytes. */
export declare function skipSpaceBytes(bytes: Uint8Array, i: number): number;
/**
 * Number.MAX_SAFE_INTEGER's 16 digits: an integer part of 16 digits above them is past 2^53 - 1,
 * as is one of 17 or more (the exact parser reads such an integer as a bigint, or refuses it).
 */
export declare const MAX_SAFE_DIGITS: string;
/** `MAX_SAFE_DIGITS` as bytes, for the byte walkers. */
export declare const MAX_SAFE_DIGIT_BYTES: Buffer<ArrayBuffer>;
/** The index of the quote that closes the string opening at `open`: the first not escaped; the text's length when none does. */
export declare function closingQuote(text: string, open: number): number;
/** As `closingQuote`, over UTF-8 bytes (a quote byte is never inside a multi-byte character). */
export declare function closingQuoteBytes(bytes: Uint8Array, open: number): number;
/** True when a JavaScript number prints `value`, read from `text`, back as `text`: the exact parser keeps any other number's text. */
export declare function printsAsIs(text: string, value: number): boolean;
/**
 * True when `text` has no exponent and a JavaScript number prints it back as it is (`printsAsIs`;
 * `-0`, `1.0`, `0.10`, `0.0000001` and a fraction with more digits than its double's shortest form
 * print otherwise), the rule the scans share with the exact parser so that what they accept parses
 * to the same tree. Integer digit runs past 2^53 are the scans' other rule (`MAX_SAFE_DIGITS`).
 */
export declare function plainNumberText(text: string): boolean;
