export { JsonError, type JsonErrorKind } from "./errors.js";
export { decodeUtf8, parse, parseLines, parseWithRaws, type JsonLine } from "./parse.js";
export { stringify, stringifyPieces } from "./stringify.js";
export { fieldsOf, hasRawNumber, inexactNumberAt, MAX_DEPTH, numbersAsValues, RawJson, RawNumber, utf8Text, type JsonObject, type JsonValue, } from "./value.js";
export { plainNumberText } from "./lexical.js";
export { isU64, u64, u64Equal } from "./u64.js";
export { parseBytesPlain, parsePlainLine, parseTextsPlain } from "./plain.js";
export { compositeEnd, rawValues, scanJson, type PathPattern, type Scan } from "./spans.js";
