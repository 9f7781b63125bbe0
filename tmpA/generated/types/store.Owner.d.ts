/**
 * The owner an agent acts for; the bridge checks it on every request (B7).
 */
export type Owner = string;
