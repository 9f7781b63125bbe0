// The lossless JSON module (K6): the only place in the kit that parses or prints wire JSON.
export { JsonError } from "./errors.js";
export { decodeUtf8, parse, parseLines, parseWithRaws } from "./parse.js";
export { stringify, stringifyPieces } from "./stringify.js";
export { fieldsOf, hasRawNumber, inexactNumberAt, MAX_DEPTH, numbersAsValues, RawJson, RawNumber, utf8Text, } from "./value.js";
export { plainNumberText } from "./lexical.js";
export { isU64, u64, u64Equal } from "./u64.js";
export { parseBytesPlain, parsePlainLine, parseTextsPlain } from "./plain.js";
export { compositeEnd, rawValues, scanJson } from "./spans.js";
