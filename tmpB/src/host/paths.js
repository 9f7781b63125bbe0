// Collection paths (B8) and grants (G1-G6): lexical validation first, then which grant a write
// to that path needs. Nothing here touches the disk; nothing reads a record's source (G5).
import { StoreRefusal } from "../bridge/errors.js";
export const MAX_PATH_BYTES = 1024;
export const MAX_COMPONENT_BYTES = 255;
const MEMORY_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
/** The driver's own temp files; no client may name one. */
export const TEMP_NAME = /^\..*\.tmp-[0-9a-f]{16}$/;
function refuser(what, path) {
    return (why) => {
        throw new StoreRefusal("invalid", `invalid ${what} ${JSON.stringify(path)}: ${why}`);
    };
}
/** The lexical rules every path and prefix obeys (B8); returns its components. */
function checkComponents(path, refuse) {
    if (typeof path !== "string" || path === "")
        refuse("empty");
    if (path.includes("\0"))
        refuse("contains NUL");
    // A lone surrogate has no UTF-8 form: every such spelling would land on one U+FFFD name.
    if (LONE_SURROGATE.test(path))
        refuse("contains a lone UTF-16 surrogate (not Unicode text)");
    if (path.startsWith("/"))
        refuse("absolute paths are not collection paths");
    if (Buffer.byteLength(path) > MAX_PATH_BYTES)
        refuse(`longer than ${MAX_PATH_BYTES} bytes`);
    const components = path.split("/");
    for (const c of components) {
        if (c === "")
            refuse("empty component");
        if (c === "." || c === "..")
            refuse(`'${c}' component`);
        if (Buffer.byteLength(c) > MAX_COMPONENT_BYTES)
            refuse(`a component longer than ${MAX_COMPONENT_BYTES} bytes`);
        if (TEMP_NAME.test(c))
            refuse("names a store temp file");
    }
    if (!ROOTS.has(components[0] ?? ""))
        refuse(`unknown collection root ${JSON.stringify(components[0])} (instructions, skills, home, memory)`);
    return components;
}
const LONE_SURROGATE = /\p{Surrogate}/u;
const ROOTS = new Set(["instructions", "skills", "home", "memory"]);
/** Validates a collection path lexically (B8) and names its collection. */
export function parseCollectionPath(path) {
    const refuse = refuser("path", path);
    const components = checkComponents(path, refuse);
    const [root, second, third, ...rest] = components;
    if (components.length < 2)
        refuse(`${root}/ is a collection, not a file`);
    const collection = (() => {
        if (root !== "memory")
            return root;
        if (components.length === 2 && second === "index.json")
            return "memory_index";
        if (components.length === 2 && second === "notes.md")
            return "notes";
        if (second === "portable") {
            if (third === undefined || rest.length > 0 || !third.endsWith(".json") || !MEMORY_ID.test(third.slice(0, -5))) {
                refuse("portable documents are memory/portable/<id>.json");
            }
            return "portable";
        }
        return "memory";
    })();
    return { path, components, collection };
}
/** Validates a listing prefix: empty (everything) or whole components, with or without a final `/`. */
export function parsePrefix(prefix) {
    if (prefix === "")
        return [];
    return checkComponents(prefix.endsWith("/") ? prefix.slice(0, -1) : prefix, refuser("prefix", prefix));
}
/**
 * Refuses a write or delete the agent's grants do not cover. Decided only by the agent record,
 * the connection's scope and the path: never by a record's role or source (C5, G5).
 */
export function checkWrite(agent, scope, target) {
    const grants = agent.grants ?? {};
    const deny = (why) => {
        throw new StoreRefusal("permission_denied", `${target.path}: ${why}`);
    };
    switch (target.collection) {
        case "instructions":
            if (!grants.instructions)
                deny("writing instructions/ needs the instructions grant (G1)");
            return;
        case "skills":
            if (!grants.skills)
                deny("writing skills/ needs the skills grant (G1)");
            return;
        case "home":
            if (!grants.home)
                deny("writing home/ needs the home grant");
            return;
        case "memory":
            if (!grants.home)
                deny("writing memory/ documents needs the home grant (G2)");
            return;
        case "memory_index":
            if (scope !== "memory" || !grants.memory_index)
                deny("the memory index is written only through the memory socket (G2, G4)");
            return;
        case "notes":
        case "portable":
            if (!grants.notes)
                deny(`writing ${target.collection === "notes" ? "memory/notes.md" : "memory/portable/"} needs the notes grant (G3, G6)`);
            return;
    }
}
