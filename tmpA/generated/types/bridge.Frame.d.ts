import type { U64 } from "./scalars.js";
import type { Reply } from "./store.Reply.js";
import type { Request } from "./store.Request.js";
/**
 * One frame after the handshake. `id` pairs a reply with its request.
 */
export type Frame = {
    type: "request";
    id: U64;
    request: Request;
} | {
    type: "reply";
    id: U64;
    reply: Reply;
};
