import type { Settings } from "../../generated/index.js";
/** What an adapter needs to reach and prove itself to the bridge (B4): the wire `Binding` (agent, owner, secret) plus the endpoints it is used at. */
export interface BridgeBinding {
    endpoint: string;
    agent: string;
    owner: string;
    /** This start's secret, hex. */
    key: string;
    memoryEndpoint?: string;
}
/** `configure`: writes Settings to a private file (0600 in a 0700 directory, created if missing). */
export declare function writeSettings(path: string, settings: Settings): void;
/**
 * Reads and checks a binding file: the private Settings document `link-kit host start` (or a
 * host's `writeSettings`) wrote for one harness start. `readSettings` is its earlier name.
 */
export declare function readBinding(path: string): Settings;
/** The earlier name of `readBinding` (issue 40.6: "settings" is also each harness's own file). */
export declare const readSettings: typeof readBinding;
/** Builds the BridgeBinding (the wire Binding plus its endpoints) from a Settings file (B4); refuses settings without storage (B1). */
export declare function bindingFrom(settings: Settings): BridgeBinding;
