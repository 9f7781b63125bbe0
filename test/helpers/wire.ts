// The bridge spoken by hand, for tests that send what a real client never would: a socket past
// the handshake, frames of any bytes, and what comes back until the host closes it.

import { connect, type Socket } from "node:net";

import { encodeFrame, FRAME_MAX, FrameReader } from "../../src/bridge/frames.js";
import { mac, nonce } from "../../src/bridge/handshake.js";
import type { JsonValue } from "../../src/json/index.js";

export interface Identity {
  id: string;
  owner: string;
  secret: string;
}

/** A socket that has passed the handshake as `who`, paused, with a reader for what comes next. */
export async function provenSocket(socketPath: string, who: Identity): Promise<{ socket: Socket; reader: FrameReader }> {
  const socket = connect(socketPath);
  const reader = new FrameReader();
  const clientNonce = nonce();
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      for (const frame of reader.push(chunk) as Array<{ type: string; nonce: string }>) {
        if (frame.type === "challenge") {
          socket.write(encodeFrame({ type: "response", agent: who.id, owner: who.owner, nonce: clientNonce, mac: mac(who.secret, "c2s", frame.nonce, clientNonce, who.id, who.owner) }));
        } else if (frame.type === "accept") {
          socket.off("data", onData);
          socket.pause();
          resolve();
        } else reject(new Error(`handshake: ${JSON.stringify(frame)}`));
      }
    };
    socket.on("data", onData);
    socket.on("error", reject);
  });
  reader.limit = FRAME_MAX;
  return { socket, reader };
}

/** A frame of any bytes: the 4-byte length, then the body as given. */
export function rawFrame(body: string | Buffer): Buffer {
  const bytes = typeof body === "string" ? Buffer.from(body, "utf8") : body;
  const head = Buffer.alloc(4);
  head.writeUInt32BE(bytes.length, 0);
  return Buffer.concat([head, bytes]);
}

/** Writes `bytes` to a proven socket; resolves with the frames that came back and whether the host closed it within `waitMs`. */
export async function exchange(conn: { socket: Socket; reader: FrameReader }, bytes: Buffer, waitMs = 1000): Promise<{ frames: JsonValue[]; closed: boolean }> {
  const { socket, reader } = conn;
  const frames: JsonValue[] = [];
  return new Promise((resolve) => {
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.off("data", onData);
      socket.pause();
      resolve({ frames, closed });
    };
    const onData = (chunk: Buffer) => {
      try {
        frames.push(...reader.push(chunk));
      } catch {
        finish(true);
      }
    };
    const timer = setTimeout(() => finish(false), waitMs);
    socket.on("data", onData);
    socket.once("close", () => finish(true));
    socket.on("error", () => {});
    socket.resume();
    socket.write(bytes);
  });
}
