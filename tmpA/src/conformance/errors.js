// The conformance runner's own failure, apart from the testee's process handling (testee.ts), so
// the CLI's error classifier (src/cli/common.ts), which every command and every hook loads, does
// not load a child process runner with it.
/** A testee that cannot be started or does not speak the protocol. */
export class TesteeError extends Error {
    kind = "testee";
}
