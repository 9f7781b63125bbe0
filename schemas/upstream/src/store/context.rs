//! `store::context`: the portable view of captured conversation records (C1-C9), portable
//! memory documents (M1-M4), and the finite read boundary (R1-R4).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::{SeqRecord, ThreadName, Version};
use crate::{checked_string, is_false, is_token};

/// A portable role. Roles carry no authority (C5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// Text the user wrote.
    User,
    /// Text the assistant exposed.
    Assistant,
    /// A tool call or its result.
    Tool,
    /// A summary standing in for earlier records.
    Summary,
}

/// Where a captured record came from (C4): scoped to the Link agent and thread.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Source {
    /// The adapter that captured the record, such as `claude-code`.
    pub adapter: String,
    /// The harness's own session ID.
    pub native_session: String,
    /// The harness's own record ID within that session.
    pub native_record: String,
}

/// An owned view of a raw record's common fields (C1, C2). Derived on read; never written over
/// the raw log (C6).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Event {
    pub seq: u64,
    pub role: Role,
    /// Missing legacy text defaults to the empty string (C2).
    #[serde(default)]
    pub text: String,
    /// RFC 3339 time; missing legacy time defaults to the empty string (C2).
    #[serde(default)]
    pub at: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<Source>,
}

checked_string!(
    /// A portable memory document's ID: the `<id>` of `memory/portable/<id>.json` (M1).
    MemoryId,
    "^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$",
    |s| is_token(s, 128)
);

/// A reference to a record of a Link thread that supports a memory (M2).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct EvidenceRef {
    pub thread: ThreadName,
    pub seq: u64,
}

/// A portable memory document (M2). Its revision is the store's version, kept outside (M3).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Memory {
    pub id: MemoryId,
    pub text: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<Source>,
    #[serde(default)]
    pub evidence: Vec<EvidenceRef>,
    /// RFC 3339 time of the last change, set by the writer.
    pub modified_at: String,
    /// A sourced deletion: empty text, ID, source and evidence kept (M4).
    #[serde(default, skip_serializing_if = "is_false")]
    pub deleted: bool,
    /// Metadata this definition does not know, preserved (M2).
    #[serde(flatten)]
    pub extra: serde_json::Map<String, serde_json::Value>,
}

/// What `context::read` should read besides the conversation (R1).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ReadRequest {
    pub thread: ThreadName,
    #[serde(default)]
    pub memory: Vec<MemoryId>,
}

/// The finite boundary of a read (R2): the thread, the last sequence read, and each referenced
/// memory file's version (0 when it was missing).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Cursor {
    pub thread: ThreadName,
    pub through_seq: u64,
    /// Collection path to version.
    #[serde(default)]
    pub files: BTreeMap<String, Version>,
}

/// A memory document as read, with its version; `memory` is absent when the file was missing.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct MemoryRead {
    pub id: MemoryId,
    pub version: Version,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub memory: Option<Memory>,
}

/// The original records through the cursor and the memory documents read (R2).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Snapshot {
    pub cursor: Cursor,
    pub records: Vec<SeqRecord>,
    #[serde(default)]
    pub memory: Vec<MemoryRead>,
}
