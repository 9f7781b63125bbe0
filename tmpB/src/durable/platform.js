// How this process reaches files and locks them, picked once at start-up (as src/kernels.ts picks
// the native kernels): nothing else in src/ asks which platform it runs on.
//
// - `linux`: a directory's children are reached through its descriptor (`/proc/self/fd/<fd>/<name>`)
//   and locks are abstract-namespace sockets. The host needs this: its no-follow resolution is
//   what B8 and B9 rest on, and it refuses to serve without it.
// - `portable` (macOS and every other system, or LINK_KIT_PORTABLE=1 anywhere): children are
//   reached by the directory's path, still one component at a time and never through a link, and
//   locks are tickets of path-bound sockets in a private directory (lock.ts). For the client
//   side, which runs where the harness runs: the hook's queue, its read positions, the adapter
//   state, the ledger's lock. A directory moved or swapped while a process holds it is followed
//   in this mode, which a user's own private adapter home does not invite.
/** Which way this process reaches files and locks them. */
export const PLATFORM = process.platform === "linux" && process.env.LINK_KIT_PORTABLE !== "1" ? "linux" : "portable";
