// The middle layer of the bridge (B2, B7): the handshake, both sides, over a FrameTransport.
// Mutual HMAC-SHA256 challenge-response over fresh nonces from both sides, with direction labels
// so neither side's proof can be reflected back, compared in constant time. The MACs bind the
// claimed agent and owner, so a proof for one cannot serve another. The deadline and the
// pre-authentication frame cap live here: until both sides have proven the binding, frames are at
// most PREAUTH_FRAME_MAX bytes, and the whole exchange must finish within HANDSHAKE_DEADLINE_MS.
// The client (`proveBinding`), the host (`challengeClient`) and the tests all use these two.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { validate } from "../validate/index.js";
import { BridgeError } from "./errors.js";
import { FRAME_MAX, PREAUTH_FRAME_MAX } from "./frames.js";
export const PROTOCOL = 1;
export const HANDSHAKE_DEADLINE_MS = 3000;
export const NONCE_BYTES = 32;
export function nonce() {
    return randomBytes(NONCE_BYTES).toString("hex");
}
export function mac(secretHex, label, serverNonce, clientNonce, agent, owner) {
    return createHmac("sha256", Buffer.from(secretHex, "hex"))
        .update([label, serverNonce, clientNonce, agent, owner].join("\n"))
        .digest("hex");
}
/** Constant-time comparison of two hex MACs; false for any malformed input. */
export function macEqual(expected, given) {
    if (typeof given !== "string" || !/^[0-9a-f]{64}$/.test(given))
        return false;
    return timingSafeEqual(Buffer.from(expected, "hex"), Buffer.from(given, "hex"));
}
export function isNonce(value) {
    return typeof value === "string" && value.length === NONCE_BYTES * 2 && /^[0-9a-f]+$/.test(value);
}
/**
 * The client's side: answers the host's challenge with a proof of `claim`, then checks the host's
 * own proof. Resolves once both hold; the transport then takes frames up to FRAME_MAX, and frames
 * that came after the host's accept are held for the next layer. Rejects with a BridgeError
 * (`unauthenticated` when the host refused the binding, `protocol` when the host broke the
 * protocol or could not prove the secret, `transport` on a closed stream or the deadline), the
 * transport closed.
 */
export function proveBinding(transport, claim, deadlineMs = HANDSHAKE_DEADLINE_MS) {
    const { agent, owner, key } = claim;
    const clientNonce = nonce();
    let serverNonce;
    return exchange(transport, "client", deadlineMs, (message, done, fail) => {
        if (message === undefined)
            return fail(new BridgeError("protocol", "the bridge sent a malformed handshake"));
        if (message.type === "challenge" && serverNonce === undefined) {
            if (message.protocol !== PROTOCOL)
                return fail(new BridgeError("protocol", `the bridge speaks protocol ${message.protocol}, not ${PROTOCOL}`));
            serverNonce = message.nonce;
            transport.send({
                type: "response",
                agent,
                owner,
                nonce: clientNonce,
                mac: mac(key, "c2s", serverNonce, clientNonce, agent, owner),
            });
        }
        else if (message.type === "accept" && serverNonce !== undefined) {
            if (!macEqual(mac(key, "s2c", serverNonce, clientNonce, agent, owner), message.mac)) {
                return fail(new BridgeError("protocol", "the bridge could not prove it holds the binding secret"));
            }
            done(undefined);
        }
        else if (message.type === "reject") {
            fail(message.error === "unavailable"
                ? new BridgeError("unavailable", `the bridge cannot take the connection now: ${message.message}`)
                : new BridgeError("unauthenticated", `the bridge refused the binding: ${message.message}`));
        }
        else {
            fail(new BridgeError("protocol", `unexpected handshake message ${message.type}`));
        }
    });
}
/**
 * The host's side: challenges, checks the response against the secret `lookup` gives for the
 * claimed agent, and accepts with its own proof. A wrong owner, an unknown agent and a wrong
 * secret are refused alike, with one message. Resolves with who proved; or, after sending
 * `reject` and ending the transport (or on the deadline, or a closed stream), with undefined.
 */
export async function challengeClient(transport, lookup, deadlineMs = HANDSHAKE_DEADLINE_MS) {
    const serverNonce = nonce();
    transport.send({ type: "challenge", protocol: PROTOCOL, nonce: serverNonce });
    const refused = (message) => new BridgeError("unauthenticated", message);
    try {
        return await exchange(transport, "host", deadlineMs, (message, done, fail) => {
            if (message?.type !== "response")
                return fail(refused("expected a handshake response"));
            if (!isNonce(message.nonce))
                return fail(refused("the client nonce must be 32 random bytes, hex"));
            let known;
            try {
                known = lookup(message.agent);
            }
            catch (error) {
                // The host's own trouble (out of descriptors): the client tries again; its proof is not in question.
                return fail(new BridgeError("unavailable", error instanceof Error ? error.message : String(error)));
            }
            const expected = known?.secret === undefined ? undefined : mac(known.secret, "c2s", serverNonce, message.nonce, message.agent, message.owner);
            // Compare even when the owner is wrong, so a wrong owner and a wrong secret look alike.
            const proofOk = expected !== undefined && macEqual(expected, message.mac);
            if (!proofOk || known?.account.owner !== message.owner)
                return fail(refused("unknown agent or wrong proof"));
            transport.send({
                type: "accept",
                mac: mac(known.secret, "s2c", serverNonce, message.nonce, message.agent, message.owner),
            });
            done({ account: known.account, owner: message.owner });
        });
    }
    catch {
        return undefined;
    }
}
/**
 * Runs one side's steps over the handshake frames until `done` or `fail`. What both sides share
 * lives here: the deadline, the pre-authentication cap, a closed stream, and how a failure ends
 * the transport (the host sends `reject` with the reason and ends it; otherwise it is closed).
 */
function exchange(transport, side, deadlineMs, step) {
    transport.reader.limit = PREAUTH_FRAME_MAX;
    return new Promise((resolve, reject) => {
        let settled = false;
        const finish = (outcome) => {
            if (settled)
                return;
            settled = true;
            clearTimeout(deadline);
            transport.listen(); // frames after this wait for the next layer
            outcome();
        };
        const fail = (error) => finish(() => {
            if (side === "host" && (error.kind === "unauthenticated" || error.kind === "unavailable")) {
                transport.send({ type: "reject", error: error.kind, message: error.message });
                transport.end();
            }
            else {
                transport.close();
            }
            reject(error);
        });
        const done = (value) => finish(() => {
            transport.reader.limit = FRAME_MAX;
            resolve(value);
        });
        const deadline = setTimeout(() => fail(new BridgeError("transport", "the handshake did not finish in time")), deadlineMs);
        transport.onClose((error) => fail(new BridgeError("transport", error ? `the connection failed during the handshake: ${error.message}` : "the bridge closed the connection during the handshake")));
        transport.listen((frame) => {
            const checked = validate("bridge::Handshake", frame.value);
            step(checked.ok ? checked.value : undefined, done, fail);
        }, (error) => fail(new BridgeError(side === "host" ? "unauthenticated" : "protocol", error.message)));
    });
}
