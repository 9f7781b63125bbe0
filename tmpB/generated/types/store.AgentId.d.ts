/**
 * An agent's immutable ID, assigned by Link when the agent is created.
 */
export type AgentId = string;
