// The Event view (C1-C3, C5, C8): an owned view of a raw record's common fields, derived on read
// and never written over the raw log (C6). Only `text` becomes readable text: no other field of a
// record (thinking, encrypted reasoning, a vendor's extensions) is ever looked at for it (C8).
// A role or a `from` is data, not authority: nothing in the kit decides anything from them (C5).
export const ROLES = ["user", "assistant", "tool", "summary"];
function isRole(value) {
    return typeof value === "string" && ROLES.includes(value);
}
function isSource(value) {
    if (typeof value !== "object" || value === null)
        return false;
    const s = value;
    return typeof s.adapter === "string" && typeof s.native_session === "string" && typeof s.native_record === "string";
}
/**
 * The event of a record at `seq`, or undefined when the record has no portable role (it stays in
 * the raw log only, C3). `source` is the capture correlation stored with the record, if any;
 * otherwise a well-formed `source` field of the record itself.
 */
export function eventOf(seq, record, source) {
    if (typeof record !== "object" || record === null || Array.isArray(record))
        return undefined;
    const r = record;
    if (!isRole(r.role))
        return undefined;
    const event = {
        seq,
        role: r.role,
        text: typeof r.text === "string" ? r.text : "",
        at: typeof r.at === "string" ? r.at : "",
    };
    if (typeof r.from === "string")
        event.from = r.from;
    const correlation = source ?? (isSource(r.source) ? r.source : undefined);
    if (correlation)
        event.source = { adapter: correlation.adapter, native_session: correlation.native_session, native_record: correlation.native_record };
    return event;
}
