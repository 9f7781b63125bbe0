//! `link_harness_contract::harness::authority`: host-only session and approval metadata kept in
//! `authority.json` (A1-A12). Describes host metadata, not a native lifecycle protocol (A11).

use serde::{Deserialize, Serialize};

use crate::store::{AgentId, Owner, ThreadName};

/// The format tag of `authority.json`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum AuthorityFormat {
    #[serde(rename = "link.authority")]
    Authority,
}

/// A Link conversation associated with a permanent session ID (A2).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Session {
    pub session_id: String,
    pub agent: AgentId,
    /// The agent's owner (`store::Agent::owner`): the only owner whose proof answers this
    /// session's requests (A7).
    pub owner: Owner,
    pub thread: ThreadName,
    /// The adapter's opaque binding reference (A3).
    pub binding_ref: String,
}

/// The host's one active turn attempt (A3, A10).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Attempt {
    pub session_id: String,
    /// The host turn-attempt ID.
    pub attempt_id: String,
    /// The caller's admission key; retrying admission with it returns this attempt (A10).
    pub attempt_key: String,
    /// The host execution generation.
    pub generation: u64,
    pub binding_ref: String,
}

/// A request's status (A8).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum RequestStatus {
    /// Waiting for the owner.
    Pending,
    /// The owner allowed this one call.
    AllowOnce,
    /// The owner denied the call.
    Deny,
}

/// A proposed tool call, immutable once proposed (A6, A8).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ToolCall {
    pub tool: String,
    pub arguments: serde_json::Value,
}

/// A request to the owner (A6-A10).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct OwnerRequest {
    pub request_id: String,
    pub session_id: String,
    pub attempt_id: String,
    pub generation: u64,
    pub call: ToolCall,
    pub status: RequestStatus,
    /// Set once, durably, before `consume` returns the call (A9).
    #[serde(default, skip_serializing_if = "crate::is_false")]
    pub claimed: bool,
    /// Set by `recover` on requests left unresolved by a restart (A10).
    #[serde(default, skip_serializing_if = "crate::is_false")]
    pub recovery_required: bool,
    /// RFC 3339 time the request was proposed.
    pub created_at: String,
}

/// The whole `authority.json` document (A4).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct AuthorityFile {
    pub format: AuthorityFormat,
    /// The document version; unknown versions are refused (A5).
    pub version: u32,
    /// The host that owns this directory; another host's file is foreign (A5).
    pub host: String,
    /// `sha256:<hex>` fingerprint of the current start secret, never the secret (A4).
    pub start_secret_fingerprint: String,
    /// The next execution generation to hand out.
    pub next_generation: u64,
    #[serde(default)]
    pub sessions: Vec<Session>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub active_attempt: Option<Attempt>,
    #[serde(default)]
    pub requests: Vec<OwnerRequest>,
}
