//! `store`: agents, grants, opaque versions, and the `Request`/`Reply` pair that travels through
//! `bridge::Bridged` unchanged (B5). `store::context` holds the portable-context view.

pub mod context;

use serde::{Deserialize, Serialize};

use crate::{checked_string, is_false, is_token};
use context::Source;

checked_string!(
    /// An agent's immutable ID, assigned by Link when the agent is created.
    AgentId,
    "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$",
    |s| is_token(s, 64)
);

checked_string!(
    /// The owner an agent acts for; the bridge checks it on every request (B7).
    Owner,
    "^[A-Za-z0-9][A-Za-z0-9._@-]{0,127}$",
    |s| {
        let bytes = s.as_bytes();
        !bytes.is_empty()
            && bytes.len() <= 128
            && bytes[0].is_ascii_alphanumeric()
            && bytes.iter().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'-' | b'@'))
    }
);

checked_string!(
    /// A Link conversation name, `link:<name>`; other thread formats are not Link threads.
    ThreadName,
    "^link:[A-Za-z0-9][A-Za-z0-9._-]{0,127}$",
    |s| s.strip_prefix("link:").is_some_and(|name| is_token(name, 128))
);

/// An opaque compare-and-swap token for a stored file (B10, M3). Compare for equality only;
/// 0 means the file is missing. Every successful write gives a version never seen before.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Version(pub u64);

/// What an agent may write beyond its own conversation (G1-G3).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(default)]
pub struct Grants {
    /// Write `instructions/` (G1).
    pub instructions: bool,
    /// Write `skills/` (G1).
    pub skills: bool,
    /// Write `home/` and the other `memory/` documents; never the memory index (G2).
    pub home: bool,
    /// Write the protected memory index; only the memory socket holds this scope (G4).
    pub memory_index: bool,
    /// Write `memory/notes.md` with CAS, and `memory/portable/` (G3, G6).
    pub notes: bool,
}

/// An agent as Link registers it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Agent {
    /// The immutable agent ID; absent for agents created before IDs existed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<AgentId>,
    pub name: String,
    pub owner: Owner,
    #[serde(default)]
    pub grants: Grants,
    /// The agent spec's size limit for `memory/notes.md`, in bytes (G6).
    pub notes_limit: u64,
}

/// A lease on a conversation: while held, appends by other holders are refused.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Lease {
    pub id: String,
    pub holder: String,
    /// Expiry, milliseconds since the Unix epoch.
    pub expires_at_ms: u64,
}

/// A conversation record with its sequence. `record` is the raw JSON object, kept verbatim (C6).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct SeqRecord {
    pub seq: u64,
    pub record: serde_json::Map<String, serde_json::Value>,
    /// The source correlation the record was captured with, if any (C4).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<Source>,
}

/// A captured record with the source it is captured under (C4), one of a batch.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct SourcedRecord {
    pub record: serde_json::Map<String, serde_json::Value>,
    pub source: Source,
}

/// One record's outcome in a batch append.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct AppendedRecord {
    pub seq: u64,
    #[serde(default, skip_serializing_if = "is_false")]
    pub repeated: bool,
}

/// One entry of a file listing.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct FileEntry {
    pub path: String,
    pub version: Version,
    pub size: u64,
}

/// One storage operation; `agent` and `owner` name who asks and are checked against the proven
/// binding (B7). Collection paths are relative to the agent folder (B8).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Request {
    pub agent: AgentId,
    pub owner: Owner,
    /// The operation to perform.
    pub op: Operation,
}

/// A storage operation.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Operation {
    /// Read a file and its version.
    FileRead { path: String },
    /// Write a whole file if its version equals `expected` (0: create only).
    FileWrite { path: String, content: String, expected: Version },
    /// Delete a file if its version equals `expected`.
    FileDelete { path: String, expected: Version },
    /// List the files under a collection prefix.
    FileList { prefix: String },
    /// The last sequence of a conversation (0 when empty).
    ConversationLast { thread: ThreadName },
    /// Records `from..=through` of a conversation.
    ConversationRead { thread: ThreadName, from: u64, through: u64 },
    /// Append records if the last sequence equals `expected_last`.
    ConversationAppend {
        thread: ThreadName,
        records: Vec<serde_json::Map<String, serde_json::Value>>,
        expected_last: u64,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        lease: Option<String>,
    },
    /// Append one captured record with its source; a repeated source returns the original (C9).
    ContextAppend {
        thread: ThreadName,
        record: serde_json::Map<String, serde_json::Value>,
        source: Source,
    },
    /// Append captured records, each with its source, in order and in one durable write; each
    /// repeated source returns its original sequence (C9). A source captured before with other
    /// content refuses the whole batch, nothing written.
    ContextAppendBatch { thread: ThreadName, records: Vec<SourcedRecord> },
    /// Acquire a conversation lease for `ttl_ms` milliseconds.
    LeaseAcquire { thread: ThreadName, holder: String, ttl_ms: u64 },
    /// Extend a held lease.
    LeaseRenew { thread: ThreadName, lease: String, ttl_ms: u64 },
    /// Release a held lease.
    LeaseRelease { thread: ThreadName, lease: String },
}

/// The reply to one `Request`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Reply {
    /// A file's content and version.
    File { path: String, content: String, version: Version },
    /// A write succeeded at a new version.
    Written { path: String, version: Version },
    /// A file was deleted.
    Deleted { path: String },
    /// The files under a prefix.
    Listing { entries: Vec<FileEntry> },
    /// A conversation's last sequence.
    Last { thread: ThreadName, seq: u64 },
    /// Records of a conversation, in sequence order.
    Records { thread: ThreadName, records: Vec<SeqRecord> },
    /// Records appended with sequences `first..=last`.
    Appended { thread: ThreadName, first: u64, last: u64 },
    /// A captured record's sequence; `repeated` when the source was already there (C9).
    ContextAppended {
        thread: ThreadName,
        seq: u64,
        #[serde(default, skip_serializing_if = "is_false")]
        repeated: bool,
    },
    /// Each record of a batch's sequence, in the batch's order; `repeated` where the source was
    /// already there (C9).
    ContextAppendedBatch { thread: ThreadName, results: Vec<AppendedRecord> },
    /// A lease is held until `lease.expires_at_ms`.
    Leased { thread: ThreadName, lease: Lease },
    /// A lease was released.
    Released { thread: ThreadName },
    /// The store refused the operation.
    Error(StoreError),
}

/// A refusal by the store or the bridge.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct StoreError {
    pub error: ErrorKind,
    pub message: String,
    /// The current version or last sequence, when a conflict reports it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub current: Option<u64>,
}

/// Why the store refused an operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ErrorKind {
    /// A CAS version or expected sequence did not match; re-read and decide again.
    Conflict,
    /// The file or conversation does not exist.
    NotFound,
    /// The agent's grants do not allow the operation.
    PermissionDenied,
    /// The request is malformed: a bad path, name or value.
    Invalid,
    /// Another holder's lease blocks the append.
    LeaseHeld,
    /// The source was captured before with different content (C9).
    SourceConflict,
    /// The content exceeds a size limit.
    TooLarge,
    /// The request's agent or owner is not the proven binding (B7).
    Unauthenticated,
    /// The operation is not supported by this driver.
    Unsupported,
    /// The store failed for a reason of its own (a file changed behind it, a fault it cannot
    /// name); the operation did not take effect.
    Internal,
    /// The store could not take the write now (its disk is full, or a write or sync failed) and
    /// put back everything it had begun: nothing was stored. Retry when storage recovers.
    Unavailable,
    /// The store failed part-way and cannot tell whether the operation took effect. Retry only
    /// in a way that is safe to repeat: the same record under the same source (C9), or CAS.
    Uncertain,
}
