// Lossless JSON printing (K6): bigints as exact digits, RawJson verbatim. Values without either
// take `JSON.stringify` as they are; it throws on a bigint or a RawJson, which moves us to the
// exact printer. The exact printer yields pieces (`stringifyPieces`): the text runs on as one
// string, which V8 joins without copying until it is written, and a RawJson's UTF-8 bytes (a
// native line as read) are pieces of their own, copied into a frame as they are.
import { JsonError } from "./errors.js";
import { exactPrinting, RawJson, RawJsonSeen, utf8Text } from "./value.js";
/** Prints a value as compact JSON, or indented by `indent` spaces. */
export function stringify(value, indent = 0) {
    const pieces = stringifyPieces(value, indent);
    if (pieces.length === 1 && typeof pieces[0] === "string")
        return pieces[0];
    return pieces.map(utf8Text).join("");
}
/**
 * As `stringify`, the text in pieces to be written one after another (one piece on the fast path):
 * strings, run together between the UTF-8 bytes a RawJson may hold.
 */
export function stringifyPieces(value, indent = 0) {
    // The fast path's refusal of a bigint is an exception; without a stack trace it costs little.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    exactPrinting.on = true;
    try {
        const text = JSON.stringify(value, null, indent || undefined);
        if (text !== undefined)
            return [text];
    }
    catch (error) {
        if (!(error instanceof RawJsonSeen) && !(error instanceof TypeError && /BigInt|circular/i.test(error.message))) {
            throw error;
        }
        if (error instanceof TypeError && /circular/i.test(error.message)) {
            throw new JsonError("unserializable", "a value refers to itself");
        }
    }
    finally {
        Error.stackTraceLimit = limit;
        exactPrinting.on = false;
    }
    const out = new Printer(indent > 0 ? " ".repeat(indent) : "");
    out.value(value, "");
    return out.done();
}
/** The exact printer: one string grows (V8 joins without copying) until bytes must go as they are. */
class Printer {
    step;
    pieces = [];
    run = "";
    open = new Set();
    constructor(step) {
        this.step = step;
    }
    done() {
        if (this.run !== "" || this.pieces.length === 0)
            this.pieces.push(this.run);
        return this.pieces;
    }
    value(value, indent) {
        switch (typeof value) {
            case "string":
                this.run += JSON.stringify(value);
                return;
            case "bigint":
                this.run += value.toString();
                return;
            case "boolean":
                this.run += value ? "true" : "false";
                return;
            case "number":
                if (!Number.isFinite(value))
                    throw new JsonError("unserializable", `${value} has no JSON form`);
                this.run += JSON.stringify(value);
                return;
            case "object":
                break;
            default:
                throw new JsonError("unserializable", `a ${typeof value} has no JSON form`);
        }
        if (value === null) {
            this.run += "null";
            return;
        }
        if (value instanceof RawJson) {
            for (const part of value.parts) {
                if (typeof part === "string")
                    this.run += part;
                else {
                    if (this.run !== "")
                        this.pieces.push(this.run);
                    this.run = "";
                    this.pieces.push(part);
                }
            }
            return;
        }
        if (this.open.has(value))
            throw new JsonError("unserializable", "a value refers to itself");
        this.open.add(value);
        const step = this.step;
        const inner = indent + step;
        const [first, sep, close] = step ? ["\n" + inner, ",\n" + inner, "\n" + indent] : ["", ",", ""];
        let count = 0;
        if (Array.isArray(value)) {
            this.run += "[";
            for (const item of value) {
                this.run += count++ === 0 ? first : sep;
                this.value(item, inner);
            }
            this.run += count === 0 ? "]" : `${close}]`;
        }
        else if (!step && flat(value)) {
            this.run += JSON.stringify(value); // no bigint, RawJson or nesting: printed natively, at once
        }
        else {
            this.run += "{";
            const object = value;
            for (const key in object) {
                if (!Object.hasOwn(object, key))
                    continue;
                const item = object[key];
                if (item === undefined)
                    continue;
                this.run += `${count++ === 0 ? first : sep}${JSON.stringify(key)}${step ? ": " : ":"}`;
                this.value(item, inner);
            }
            this.run += count === 0 ? "}" : `${close}}`;
        }
        this.open.delete(value);
    }
}
/** True when `object` is a plain object whose members are strings, booleans, nulls or finite numbers (a source, say). */
function flat(object) {
    const prototype = Object.getPrototypeOf(object);
    if (prototype !== Object.prototype && prototype !== null)
        return false; // a toJSON of its class would print it otherwise
    for (const key in object) {
        if (!Object.hasOwn(object, key))
            return false;
        const item = object[key];
        const type = typeof item;
        if (type === "string" || type === "boolean" || item === null || (type === "number" && Number.isFinite(item)))
            continue;
        if (item === undefined)
            continue;
        return false;
    }
    return true;
}
