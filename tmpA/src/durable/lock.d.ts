import type { Dir } from "./dir.js";
export interface Held {
    release(): Promise<void>;
}
/** Which primitive this process locks with. */
export declare const LOCK_PRIMITIVE: string;
/**
 * One attempt at the exclusive lock of `dir` for `purpose` (a directory has one lock per purpose):
 * the held lock, or undefined when another holder has it.
 */
export declare function tryLockDir(dir: Dir, purpose: string): Promise<Held | undefined>;
/** Takes the exclusive lock of `dir` for `purpose`, waiting up to `timeoutMs`; `purpose` names it in messages too. */
export declare function lockDir(dir: Dir, purpose: string, timeoutMs?: number): Promise<Held>;
