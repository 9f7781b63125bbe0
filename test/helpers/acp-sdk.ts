// The ACP SDK the kit tests with (the root's devDependency, 2.x), for test folders whose own
// node_modules hold another version (test/harnesses/: claude-agent-acp brings 0.x).
export { client, methods, ndJsonStream } from "@agentclientprotocol/sdk";
