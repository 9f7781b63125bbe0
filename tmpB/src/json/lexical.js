// JSON's lexical rules, once, for every walker in src/json (the exact parser in parse.ts, the
// span walk in spans.ts, the plain scan in scan.ts, which native/json.c twins): whitespace, where a
// string closes, the digits of the largest safe integer, and which number texts a JavaScript
// number prints back as they are.
/** True for JSON's four whitespace characters: space, newline, carriage return, tab. */
export function isSpace(c) {
    return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}
/** The index of the first character at or after `i` that is not JSON whitespace. */
export function skipSpace(text, i) {
    while (isSpace(text.charCodeAt(i)))
        i++;
    return i;
}
/** As `skipSpace`, over UTF-8 bytes. */
export function skipSpaceBytes(bytes, i) {
    while (isSpace(bytes[i]))
        i++;
    return i;
}
/**
 * Number.MAX_SAFE_INTEGER's 16 digits: an integer part of 16 digits above them is past 2^53 - 1,
 * as is one of 17 or more (the exact parser reads such an integer as a bigint, or refuses it).
 */
export const MAX_SAFE_DIGITS = String(Number.MAX_SAFE_INTEGER);
/** `MAX_SAFE_DIGITS` as bytes, for the byte walkers. */
export const MAX_SAFE_DIGIT_BYTES = Buffer.from(MAX_SAFE_DIGITS);
/** The index of the quote that closes the string opening at `open`: the first not escaped; the text's length when none does. */
export function closingQuote(text, open) {
    let close = open;
    for (;;) {
        close = text.indexOf('"', close + 1);
        if (close < 0)
            return text.length; // unterminated (only in invalid JSON)
        let backslashes = 0;
        for (let k = close - 1; text.charCodeAt(k) === 0x5c; k--)
            backslashes++;
        if (backslashes % 2 === 0)
            return close;
    }
}
/** As `closingQuote`, over UTF-8 bytes (a quote byte is never inside a multi-byte character). */
export function closingQuoteBytes(bytes, open) {
    let i = open + 1;
    for (; i < bytes.length && bytes[i] !== 0x22; i++)
        if (bytes[i] === 0x5c)
            i++;
    return Math.min(i, bytes.length);
}
/** True when a JavaScript number prints `value`, read from `text`, back as `text`: the exact parser keeps any other number's text. */
export function printsAsIs(text, value) {
    return String(value) === text;
}
/**
 * True when `text` has no exponent and a JavaScript number prints it back as it is (`printsAsIs`;
 * `-0`, `1.0`, `0.10`, `0.0000001` and a fraction with more digits than its double's shortest form
 * print otherwise), the rule the scans share with the exact parser so that what they accept parses
 * to the same tree. Integer digit runs past 2^53 are the scans' other rule (`MAX_SAFE_DIGITS`).
 */
export function plainNumberText(text) {
    return PLAIN_NUMBER.test(text) && printsAsIs(text, Number(text));
}
const PLAIN_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;
