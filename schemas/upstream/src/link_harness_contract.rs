//! `link_harness_contract`: what Link hands a harness (`Settings`, B1-B3) and what the optional
//! native-hook client keeps for itself (the capture queue, Q1-Q6; adapter state, M6, R5).

pub mod harness;


use serde::{Deserialize, Serialize};

use crate::store::context::{Cursor, MemoryId, Source};
use crate::store::{AgentId, Owner, ThreadName, Version};

/// The storage a harness receives when its folder layout supports the bridge (B1, B2).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct StorageSettings {
    /// The bridge's Unix socket path.
    pub endpoint: String,
    /// This start's binding secret, hex; a new start gets a new one (B2).
    pub endpoint_key: String,
    pub agent: AgentId,
    pub owner: Owner,
    /// The memory service's separate socket, when the harness has one (G4).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub memory_endpoint: Option<String>,
}

/// A harness's settings as Link's `configure` resolves them. Unknown settings are preserved.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Settings {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub storage: Option<StorageSettings>,
    #[serde(flatten)]
    pub extra: serde_json::Map<String, serde_json::Value>,
}

/// The format tag of a capture-queue entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum CaptureBatchFormat {
    #[serde(rename = "link.capture-batch")]
    CaptureBatch,
}

/// One record of a capture batch, with the source it is captured under (C4).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct CaptureRecord {
    pub source: Source,
    pub record: serde_json::Map<String, serde_json::Value>,
}

/// One admitted batch in `.lnk/agent-context/captures/` (Q1), one file per batch.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct CaptureBatch {
    pub format: CaptureBatchFormat,
    /// The entry format's version; unknown versions are refused (Q6).
    pub version: u32,
    /// Admission order; batches replay in this order (Q2).
    pub seq: u64,
    pub agent: AgentId,
    pub thread: ThreadName,
    /// RFC 3339 admission time.
    pub admitted_at: String,
    pub records: Vec<CaptureRecord>,
    /// `sha256:<hex>` of the canonical records, checked before replay (Q6).
    pub checksum: String,
}

/// A native session mapped to a Link thread, with the last cursor supplied to it (R5).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct SessionMapping {
    pub native_session: String,
    pub thread: ThreadName,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_cursor: Option<Cursor>,
}

/// The last successful export of one native memory file (M6).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ExportRecord {
    pub memory_id: MemoryId,
    /// The native file, relative to the harness's memory root.
    pub native_path: String,
    /// `sha256:<hex>` of the native file as exported.
    pub digest: String,
    /// The store version the export wrote.
    pub version: Version,
}

/// An adapter's own state, kept in its home (M6, R5).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct AdapterState {
    pub adapter: String,
    #[serde(default)]
    pub sessions: Vec<SessionMapping>,
    #[serde(default)]
    pub exports: Vec<ExportRecord>,
}
