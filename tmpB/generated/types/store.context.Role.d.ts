/**
 * A portable role. Roles carry no authority (C5).
 */
export type Role = "user" | "assistant" | "tool" | "summary";
