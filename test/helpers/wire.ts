// The bridge spoken by hand, for tests that send what a real client never would: a transport past
// the handshake (the kit's own `proveBinding`, over a real socket), frames of any bytes, and what
// comes back until the host closes it.

import { connect } from "node:net";

import { proveBinding } from "../../src/bridge/handshake.js";
import { FrameTransport } from "../../src/bridge/transport.js";
import type { JsonValue } from "../../src/json/index.js";

export interface Identity {
  id: string;
  owner: string;
  secret: string;
}

/** A transport over a Unix socket that has passed the handshake as `who`, paused, holding what comes next. */
export async function provenSocket(socketPath: string, who: Identity): Promise<FrameTransport> {
  const socket = connect(socketPath);
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  const transport = new FrameTransport(socket);
  await proveBinding(transport, { agent: who.id, owner: who.owner, key: who.secret });
  transport.pause();
  return transport;
}

/** A frame of any bytes: the 4-byte length, then the body as given. */
export function rawFrame(body: string | Buffer): Buffer {
  const bytes = typeof body === "string" ? Buffer.from(body, "utf8") : body;
  const head = Buffer.alloc(4);
  head.writeUInt32BE(bytes.length, 0);
  return Buffer.concat([head, bytes]);
}

/**
 * Writes `bytes` to a proven transport; resolves with the frames that came back and whether the
 * host closed it within `waitMs`, or as soon as `until` frames came (a reply waited on, not a
 * window of time: the first request to a file store also starts it).
 */
export async function exchange(
  transport: FrameTransport,
  bytes: Buffer,
  waitMs = 1000,
  until = Number.POSITIVE_INFINITY,
): Promise<{ frames: JsonValue[]; closed: boolean }> {
  const frames: JsonValue[] = [];
  return new Promise((resolve) => {
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      transport.listen(); // later frames wait for the next exchange
      transport.pause();
      resolve({ frames, closed });
    };
    const timer = setTimeout(() => finish(false), waitMs);
    transport.onClose(() => finish(true));
    transport.listen(
      (frame) => {
        frames.push(frame.value);
        if (frames.length >= until) finish(false);
      },
      () => finish(true),
    );
    transport.resume();
    transport.sendFrame(bytes);
  });
}
