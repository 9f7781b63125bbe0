// The edits `link-kit setup` makes to a harness's own settings, keeping the file's comments, order
// and formatting: JSON (with comments) read with jsonc-parser and changed by inserting or cutting
// text at the nodes it finds (so no other line moves), TOML read with a TOML parser that gives
// source ranges and changed only in the `notify` key-value the kit owns. Each function takes the file's text and returns the new text and
// what it did; nothing here touches the disk.
import { findNodeAtLocation, parse as parseJsonc, parseTree } from "jsonc-parser";
import { getStaticTOMLValue, parseTOML } from "toml-eslint-parser";
import { isKitHook } from "./harnesses.js";
/** A settings file that cannot be edited safely (not JSON, hooks of another shape, a notify of someone else's). */
export class SetupRefusal extends Error {
    kind;
    constructor(kind, message) {
        super(message);
        this.kind = kind;
    }
}
/** The file's indentation and line ends, so an edit reads like the lines around it. */
function formatting(text) {
    const indent = /^([ \t]+)\S/m.exec(text)?.[1] ?? "  ";
    return {
        insertSpaces: !indent.includes("\t"),
        tabSize: indent.includes("\t") ? 1 : indent.length,
        eol: text.includes("\r\n") ? "\r\n" : "\n",
    };
}
function parseSettings(text, file) {
    if (text.trim() === "")
        return {};
    const errors = [];
    const value = parseJsonc(text, errors, { allowTrailingComma: true, disallowComments: false });
    if (errors.length > 0)
        throw new SetupRefusal("invalid", `${file} is not JSON (at offset ${errors[0]?.offset}); fix it or name another file`);
    if (value === null || typeof value !== "object" || Array.isArray(value))
        throw new SetupRefusal("invalid", `${file} is not a JSON object`);
    return value;
}
/** Where this kit's hook commands stand in a JSON settings file: event, group index, hook index, command. */
export function kitJsonHooks(text, file, harness) {
    const hooks = parseSettings(text, file).hooks;
    if (hooks === undefined)
        return [];
    if (hooks === null || typeof hooks !== "object" || Array.isArray(hooks))
        throw new SetupRefusal("invalid", `${file}: "hooks" is not an object`);
    const found = [];
    for (const [event, groups] of Object.entries(hooks)) {
        if (!Array.isArray(groups))
            continue;
        groups.forEach((g, group) => (Array.isArray(g?.hooks) ? g.hooks : []).forEach((h, hook) => {
            if (typeof h?.command === "string" && isKitHook(h.command, harness))
                found.push({ event, group, hook, command: h.command });
        }));
    }
    return found;
}
/** The node at `path` (for an object member, its value), or undefined. */
const nodeAt = (text, path) => {
    const root = parseTree(text, [], { allowTrailingComma: true });
    return root === undefined ? undefined : findNodeAtLocation(root, path);
};
/** One indentation step of the file, and its line end. */
function style(text) {
    const f = formatting(text);
    return { step: f.insertSpaces ? " ".repeat(f.tabSize ?? 2) : "\t", eol: f.eol ?? "\n" };
}
/** The indentation of the line `offset` is on. */
const indentAt = (text, offset) => /^[ \t]*/.exec(text.slice(text.lastIndexOf("\n", offset - 1) + 1))?.[0] ?? "";
/**
 * Inserts `item` (JSON text, or a member `"key": value`) as the last child of the array or object
 * `node`, written the way the container is: on its line when it is on one line, else on a line of
 * its own indented as its last child. Nothing else in the file moves: jsonc-parser's `modify`
 * would format the whole container again.
 */
function insertLast(text, node, item) {
    const { step, eol } = style(text);
    const close = node.offset + node.length - 1;
    const last = node.children?.at(-1);
    if (last === undefined) {
        const outer = indentAt(text, node.offset);
        return `${text.slice(0, node.offset + 1)}${eol}${outer}${step}${item(outer + step)}${eol}${outer}${text.slice(close)}`;
    }
    const lastEnd = last.offset + last.length;
    if (!text.slice(node.offset, close).includes("\n"))
        return `${text.slice(0, lastEnd)}, ${item("").replace(/\n\s*/g, " ")}${text.slice(lastEnd)}`;
    const indent = indentAt(text, last.offset);
    return `${text.slice(0, lastEnd)},${eol}${indent}${item(indent)}${text.slice(lastEnd)}`;
}
/** `value` as JSON indented to sit at `indent` in the file. */
function pretty(text, value, indent) {
    const { step, eol } = style(text);
    return JSON.stringify(value, null, step).replaceAll("\n", `${eol}${indent}`);
}
/** Adds member `key` to the object at `path` (which must exist), or appends `value` to the array at `path`. */
function addTo(text, path, value, key) {
    const node = nodeAt(text, path);
    if (node === undefined)
        throw new SetupRefusal("invalid", `no ${path.join(".") || "top-level object"} to add to`);
    return insertLast(text, node, (indent) => (key === undefined ? "" : `${JSON.stringify(key)}: `) + pretty(text, value, indent));
}
/** Sets member `key` of the object at `path` to `value`: its value replaced in place, or the member added last. */
function setMember(text, path, key, value) {
    const existing = nodeAt(text, [...path, key]);
    if (existing === undefined)
        return addTo(text, path, value, key);
    return `${text.slice(0, existing.offset)}${pretty(text, value, indentAt(text, existing.offset))}${text.slice(existing.offset + existing.length)}`;
}
/** Removes the member or element at `path` with the comma that joins it to a sibling; nothing else moves. */
function removeAt(text, path) {
    let node = nodeAt(text, path);
    if (node === undefined)
        return text;
    if (node.parent?.type === "property")
        node = node.parent;
    const siblings = node.parent?.children ?? [];
    const at = siblings.indexOf(node);
    const previous = siblings[at - 1];
    const next = siblings[at + 1];
    if (previous !== undefined)
        return text.slice(0, previous.offset + previous.length) + text.slice(node.offset + node.length);
    if (next !== undefined)
        return text.slice(0, node.offset) + text.slice(next.offset);
    return text.slice(0, node.offset) + text.slice(node.offset + node.length);
}
/**
 * Registers the command `commandFor` gives for each of `events`, beside the user's own hooks: an
 * event that already runs this exact command is left as it is; one running an older command of this kit has it
 * replaced in place; any other gets a new entry at the end of its list; the kit's entries for
 * events not in `events` are taken out. With `enable`, also turns
 * the harness's hooks switch on (`hooksConfig.enabled`) when the file does not already say so.
 */
export function addJsonHooks(text, file, harness, events, commandFor, options = {}) {
    let out = text.trim() === "" ? "{}\n" : text;
    parseSettings(out, file);
    // The kit's entries for events it no longer registers (UserPromptSubmit, Claude Code's and Codex's, before
    // issue 43.1) are taken out: each ran the kit on every turn for nothing.
    const stale = removeJsonHooks(out, file, harness, events);
    out = stale.text;
    const changes = stale.changes.map((c) => `${c} (no longer registered)`);
    for (const event of events) {
        const command = commandFor(event);
        const ours = kitJsonHooks(out, file, harness).filter((h) => h.event === event);
        if (ours.some((h) => h.command === command))
            continue;
        if (ours.length > 0) {
            const old = ours[0];
            out = setMember(out, ["hooks", event, old.group, "hooks", old.hook], "command", command);
            changes.push(`replaced an older link-kit entry for ${event}`);
            continue;
        }
        const groups = parseSettings(out, file).hooks?.[event];
        if (groups !== undefined && !Array.isArray(groups))
            throw new SetupRefusal("invalid", `${file}: "hooks.${event}" is not a list`);
        const entry = { hooks: [{ type: "command", command }] };
        const hooks = parseSettings(out, file).hooks;
        if (hooks === undefined)
            out = addTo(out, [], { [event]: [entry] }, "hooks");
        else
            out = groups === undefined ? addTo(out, ["hooks"], [entry], event) : addTo(out, ["hooks", event], entry);
        changes.push(`added ${event}`);
    }
    let enabledBefore;
    if (options.enable) {
        const settings = parseSettings(out, file);
        const config = settings.hooksConfig;
        if (config?.enabled !== true) {
            // Said, since it switches on the user's own hooks too (issue 40.10); --remove puts it back.
            enabledBefore =
                config === undefined ? { absent: "hooksConfig" } : "enabled" in config ? { was: config.enabled } : { absent: "enabled" };
            const own = Object.values((settings.hooks ?? {}))
                .flat()
                .flatMap((g) => g.hooks ?? [])
                .filter((h) => typeof h.command !== "string" || !isKitHook(h.command, harness)).length;
            out = config === undefined ? addTo(out, [], { enabled: true }, "hooksConfig") : setMember(out, ["hooksConfig"], "enabled", true);
            changes.push(`turned hooks on (hooksConfig.enabled was ${"was" in enabledBefore ? JSON.stringify(enabledBefore.was) : "unset"}${own > 0 ? `: your own ${own} hook${own === 1 ? "" : "s"} in this file run${own === 1 ? "s" : ""} from now on too` : ""}; --remove puts it back)`);
        }
    }
    return { text: out, changes, ...(enabledBefore === undefined ? {} : { enabledBefore }) };
}
/** Puts `hooksConfig.enabled` back as it was before setup turned it on, when it is still on. */
export function restoreEnabled(text, file, before) {
    const config = parseSettings(text, file).hooksConfig;
    if (config?.enabled !== true)
        return { text, changes: [] };
    const out = "was" in before
        ? setMember(text, ["hooksConfig"], "enabled", before.was)
        : before.absent === "hooksConfig" && Object.keys(config).length === 1
            ? removeAt(text, ["hooksConfig"])
            : removeAt(text, ["hooksConfig", "enabled"]);
    return { text: out, changes: ["put hooksConfig.enabled back as it was"] };
}
/** Takes out every hook entry of this kit for `harness`, and a list or `hooks` object left empty by that. */
export function removeJsonHooks(text, file, harness, keep = []) {
    let out = text;
    const changes = [];
    for (;;) {
        const ours = kitJsonHooks(out, file, harness).filter((h) => !keep.includes(h.event));
        const last = ours.at(-1);
        if (last === undefined)
            break;
        const hooks = parseSettings(out, file).hooks;
        const groups = hooks[last.event];
        const group = groups[last.group];
        if ((group.hooks?.length ?? 0) > 1)
            out = removeAt(out, ["hooks", last.event, last.group, "hooks", last.hook]);
        else if (groups.length > 1)
            out = removeAt(out, ["hooks", last.event, last.group]);
        else if (Object.keys(hooks).length > 1)
            out = removeAt(out, ["hooks", last.event]);
        else
            out = removeAt(out, ["hooks"]);
        changes.push(`removed ${last.event}`);
    }
    return { text: out, changes };
}
function parseToml(text, file) {
    try {
        return parseTOML(text);
    }
    catch (error) {
        const at = error;
        throw new SetupRefusal("invalid", `${file} is not valid TOML (line ${at.lineNumber ?? "?"}, column ${at.column ?? "?"}: ${at.message}); fix it or name another file, nothing was written`);
    }
}
/** The top-level `notify = [...]` of a TOML settings file: its source range and its words, when there is one. */
export function tomlNotify(text, file = "the TOML file") {
    const top = parseToml(text, file).body[0];
    for (const node of top?.body ?? []) {
        if (node.type !== "TOMLKeyValue")
            continue;
        const key = node.key.keys.map((k) => (k.type === "TOMLBare" ? k.name : k.value));
        if (key.length !== 1 || key[0] !== "notify")
            continue;
        const value = node.value;
        const words = value.type === "TOMLArray" ? value.elements.flatMap((e) => (e.type === "TOMLValue" && e.kind === "string" ? [e.value] : [])) : [];
        return { start: node.range[0], end: node.range[1], words };
    }
    return undefined;
}
/** A TOML array of basic strings, on one line. */
const tomlArray = (words) => `[${words.map((w) => JSON.stringify(w)).join(", ")}]`;
/** A TOML value as one JSON text with keys sorted (integers past 2^53 kept as text), for comparing two. */
const canonical = (value) => JSON.stringify(sorted(value), (_, v) => (typeof v === "bigint" ? `${v}n` : v));
/** Refuses an edit whose result does not parse to the original value with `notify` set as intended. */
function checkToml(before, after, file, notify) {
    const intended = getStaticTOMLValue(parseToml(before, file));
    if (notify === undefined)
        delete intended.notify;
    else
        intended.notify = [...notify];
    if (canonical(intended) !== canonical(getStaticTOMLValue(parseToml(after, file))))
        throw new SetupRefusal("invalid", `${file}: the edited file would not read as intended (only notify changes); nothing was written`);
}
const sorted = (value) => Array.isArray(value)
    ? value.map(sorted)
    : value !== null && typeof value === "object"
        ? Object.fromEntries(Object.entries(value)
            .sort(([a], [b]) => (a < b ? -1 : 1))
            .map(([k, v]) => [k, sorted(v)]))
        : value;
/**
 * Sets a harness's TOML `notify` (Codex's) to `args`: left as it is when it already is; replaced when it is an older
 * command of this kit, or another program's with `force` (its text returned as `replaced`);
 * refused otherwise, since the harness runs one notify program. Added before the first table when absent.
 */
export function setTomlNotify(text, file, args, harness, options = {}) {
    const line = `notify = ${tomlArray(args)}`;
    const found = tomlNotify(text, file);
    let out;
    if (found === undefined) {
        // Before the first table (at the start of its line), else at the end: top-level keys end there.
        const table = (parseToml(text, file).body[0]?.body ?? []).find((n) => n.type !== "TOMLKeyValue");
        const eol = text.includes("\r\n") ? "\r\n" : "\n";
        if (table !== undefined) {
            const at = text.lastIndexOf("\n", table.range[0] - 1) + 1;
            out = { text: `${text.slice(0, at)}${line}${eol}${eol}${text.slice(at)}`, changes: ["added notify"] };
        }
        else {
            const gap = text === "" || text.endsWith("\n") ? "" : eol;
            out = { text: `${text}${gap}${line}${eol}`, changes: ["added notify"] };
        }
    }
    else {
        if (found.words.length === args.length && found.words.every((w, i) => w === args[i]))
            return { text, changes: [] };
        const replaced = text.slice(found.start, found.end);
        const ours = isKitHook(found.words, harness.word);
        if (!ours && !options.force)
            throw new SetupRefusal("conflict", `notify already runs ${JSON.stringify(found.words.join(" "))}; ${harness.title} runs one notify program: pass --force to replace it (a backup is kept)`);
        out = {
            text: text.slice(0, found.start) + line + text.slice(found.end),
            changes: [ours ? "replaced an older link-kit notify" : "replaced another program's notify (--force)"],
            ...(ours ? {} : { replaced }),
        };
    }
    checkToml(text, out.text, file, args);
    return out;
}
/** Takes out the kit's `notify` key-value, putting back `replaced` (the user's own one setup replaced) when given. */
export function removeTomlNotify(text, file, harness, replaced) {
    const found = tomlNotify(text, file);
    if (found === undefined || !isKitHook(found.words, harness))
        return { text, changes: [] };
    // Without a replacement, the line goes with its line end, and the blank line setup put between
    // it and a table after it (as setTomlNotify inserts it).
    const end = replaced === undefined ? found.end + (/^\r?\n(?:\r?\n(?=\[))?/.exec(text.slice(found.end))?.[0].length ?? 0) : found.end;
    const after = text.slice(0, found.start) + (replaced ?? "") + text.slice(end);
    checkToml(text, after, file, replaced === undefined ? undefined : tomlNotify(replaced, file)?.words);
    return { text: after, changes: [replaced ? "put back the notify it replaced" : "removed notify"] };
}
/** The kit's hook commands a harness's settings text holds, by event (`notify` for Codex's TOML). */
export function kitEntries(harness, text, file) {
    if (harness.format === "toml") {
        const notify = tomlNotify(text, file);
        return notify !== undefined && isKitHook(notify.words, harness.word) ? new Map([["notify", notify.words.join(" ")]]) : new Map();
    }
    return new Map(kitJsonHooks(text, file, harness.word).map((h) => [h.event, h.command]));
}
