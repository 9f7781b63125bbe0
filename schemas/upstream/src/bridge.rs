//! `bridge`: the binding an adapter builds from its configuration (B4), the mutual HMAC
//! handshake, and the frames that carry `store::Request`/`store::Reply` unchanged (B5).

use serde::{Deserialize, Serialize};

use crate::store::{AgentId, ErrorKind, Owner, Reply, Request};

/// Who the adapter is and the secret of this start (B2, B4). Kept in private configuration only.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Binding {
    pub agent: AgentId,
    pub owner: Owner,
    /// The start's binding secret, hex.
    pub endpoint_key: String,
}

/// Handshake messages, in order: `challenge` (host), `response` (client), `accept` or `reject`
/// (host). MACs are HMAC-SHA256 over a direction label and both nonces, hex.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Handshake {
    /// The host's fresh nonce.
    Challenge { protocol: u32, nonce: String },
    /// The client's claim, its own fresh nonce and its proof (label `c2s`).
    Response { agent: AgentId, owner: Owner, nonce: String, mac: String },
    /// The host's proof (label `s2c`); the connection now carries frames.
    Accept { mac: String },
    /// The host refused the handshake.
    Reject { error: ErrorKind, message: String },
}

/// One frame after the handshake. `id` pairs a reply with its request.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Frame {
    Request { id: u64, request: Request },
    Reply { id: u64, reply: Reply },
}
