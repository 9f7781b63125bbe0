// Private configuration (B2-B4): the harness's `Settings`, whose `storage` holds this start's
// binding secret, live in a 0600 file, written durably and refused on read when the file is a
// link, not regular, not the user's, or readable by others, or when a directory on its way is
// writable by others (OpenSSH's rule for private keys; a directory created for it is 0700). The
// secret never travels in an environment variable or on a command line.
import { closeSync, fstatSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import { Dir, FsError } from "../durable/dir.js";
import { parse, stringify } from "../json/index.js";
import { assertValid } from "../validate/index.js";
/**
 * The settings file's directory, checked as OpenSSH checks the directories of a private key:
 * owned by this user (or root), and writable by no one else, nor any directory above it unless
 * sticky (as /tmp is, for the file's own directory too), so no one else can replace the file or
 * a directory on its way. Others may
 * list it: the secret is in a 0600 file, not in its name. A directory created here is 0700.
 */
function privateDir(path, create) {
    const dir = Dir.open(path, { create, mode: 0o700 });
    try {
        checkNotWritableByOthers(path, dir.stat());
        for (let up = dirname(path);; up = dirname(up)) {
            checkNotWritableByOthers(up, statSync(up, { bigint: true }));
            if (dirname(up) === up)
                break;
        }
    }
    catch (error) {
        dir.close();
        throw error;
    }
    return dir;
}
function checkNotWritableByOthers(path, stat) {
    const uid = BigInt(process.getuid?.() ?? Number(stat.uid));
    if (stat.uid !== uid && stat.uid !== 0n)
        throw new FsError("unsafe", `${path} is owned by another user (uid ${stat.uid}); the settings' directories must be this user's or root's`, path);
    const sticky = (stat.mode & 512n) !== 0n;
    // A sticky directory (as /tmp is) lets no one else rename or remove this user's file in it.
    if ((stat.mode & 18n) !== 0n && !sticky) {
        throw new FsError("unsafe", `${path} is writable by others (mode ${(stat.mode & 4095n).toString(8)}), who could replace the settings; make it \`chmod go-w\``, path);
    }
}
/** `configure`: writes Settings to a private file (0600 in a 0700 directory, created if missing). */
export function writeSettings(path, settings) {
    const absolute = resolve(path);
    assertValid("link_harness_contract::Settings", settings);
    const dir = privateDir(dirname(absolute), true);
    try {
        dir.writeAtomic(basename(absolute), stringify(settings, 2) + "\n", 0o600);
    }
    finally {
        dir.close();
    }
}
/**
 * Reads and checks a binding file: the private Settings document `link-kit host start` (or a
 * host's `writeSettings`) wrote for one harness start. `readSettings` is its earlier name.
 */
export function readBinding(path) {
    const absolute = resolve(path);
    const dir = privateDir(dirname(absolute), false);
    try {
        const { fd } = dir.openFile(basename(absolute));
        try {
            const stat = fstatSync(fd, { bigint: true });
            if ((stat.mode & 63n) !== 0n)
                throw new FsError("unsafe", `${absolute} is readable by others (mode ${(stat.mode & 511n).toString(8)}); it must be 0600`, absolute);
            if (stat.uid !== BigInt(process.getuid?.() ?? stat.uid))
                throw new FsError("unsafe", `${absolute} is not owned by this user`, absolute);
            return assertValid("link_harness_contract::Settings", parse(readFileSync(fd)));
        }
        finally {
            closeSync(fd);
        }
    }
    finally {
        dir.close();
    }
}
/** The earlier name of `readBinding` (issue 40.6: "settings" is also each harness's own file). */
export const readSettings = readBinding;
/** Builds the BridgeBinding (the wire Binding plus its endpoints) from a Settings file (B4); refuses settings without storage (B1). */
export function bindingFrom(settings) {
    const storage = settings.storage ?? undefined;
    if (!storage)
        throw new FsError("invalid", "these settings have no storage: the harness's folder layout does not support the bridge (B1)");
    return {
        endpoint: storage.endpoint,
        agent: storage.agent,
        owner: storage.owner,
        key: storage.endpoint_key,
        ...(storage.memory_endpoint ? { memoryEndpoint: storage.memory_endpoint } : {}),
    };
}
