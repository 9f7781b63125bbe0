/** A testee that cannot be started or does not speak the protocol. */
export declare class TesteeError extends Error {
    readonly kind = "testee";
}
