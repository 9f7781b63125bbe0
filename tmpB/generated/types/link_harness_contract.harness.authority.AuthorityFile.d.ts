import type { U64 } from "./scalars.js";
import type { Attempt } from "./link_harness_contract.harness.authority.Attempt.js";
import type { OwnerRequest } from "./link_harness_contract.harness.authority.OwnerRequest.js";
import type { Session } from "./link_harness_contract.harness.authority.Session.js";
/**
 * The whole `authority.json` document (A4).
 */
export interface AuthorityFile {
    format: AuthorityFormat;
    /**
     * The document version; unknown versions are refused (A5).
     */
    version: number;
    /**
     * The host that owns this directory; another host's file is foreign (A5).
     */
    host: string;
    /**
     * `sha256:<hex>` fingerprint of the current start secret, never the secret (A4).
     */
    start_secret_fingerprint: string;
    /**
     * The next execution generation to hand out.
     */
    next_generation: U64;
    sessions?: Session[];
    active_attempt?: Attempt | null;
    requests?: OwnerRequest[];
}
/**
 * The format tag of `authority.json`.
 */
export type AuthorityFormat = "link.authority";
