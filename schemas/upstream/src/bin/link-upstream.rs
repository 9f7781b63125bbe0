//! Exports the canonical schemas, their manifest and golden Serde values (K1, K2), and round-trips
//! documents through Serde so other implementations can be checked against it (K8).
//!
//!   link-upstream export <schemas-dir> <golden-dir>
//!   link-upstream roundtrip <rust-type>     (JSON Lines on stdin; one result line per input)
//!   link-upstream types                     (the root types' Rust paths)
//!   link-upstream testee                    (the conformance testee protocol on stdin/stdout,
//!                                            docs/conformance.md: Serde as an implementation)

use std::io::{BufRead, Write};
use std::path::Path;

use link_upstream::bridge::{Binding, Frame, Handshake};
use link_upstream::link_harness_contract::harness::authority::{
    Attempt, AuthorityFile, OwnerRequest, Session,
};
use link_upstream::link_harness_contract::{AdapterState, CaptureBatch, Settings};
use link_upstream::store::context::{Cursor, Event, EvidenceRef, Memory, ReadRequest, Role, Snapshot, Source};
use link_upstream::store::{Agent, AgentId, Grants, Owner, Reply, Request, ThreadName, Version};
use schemars::generate::SchemaSettings;
use serde::de::DeserializeOwned;
use serde::Serialize;
use sha2::{Digest, Sha256};

/// One root type: its Rust path, and functions that export its schema and round-trip a document.
struct Root {
    path: &'static str,
    schema: fn() -> String,
    roundtrip: fn(&str) -> Result<String, String>,
    golden: &'static [&'static str],
}

fn schema_of<T: schemars::JsonSchema>() -> String {
    let schema = SchemaSettings::draft2020_12().into_generator().into_root_schema_for::<T>();
    let mut text = serde_json::to_string_pretty(&schema).expect("a schema serializes");
    text.push('\n');
    text
}

fn roundtrip_of<T: Serialize + DeserializeOwned>(text: &str) -> Result<String, String> {
    let value: T = serde_json::from_str(text).map_err(|e| e.to_string())?;
    serde_json::to_string(&value).map_err(|e| e.to_string())
}

macro_rules! root {
    ($path:literal, $ty:ty, [$($golden:literal),* $(,)?]) => {
        Root { path: $path, schema: schema_of::<$ty>, roundtrip: roundtrip_of::<$ty>, golden: &[$($golden),*] }
    };
}


fn roots() -> Vec<Root> {
    // Golden inputs are parsed by Serde and re-serialized: the exported line is Serde's own output.
    // Edge cases: u64 at 0, 2^53+1 and 2^64-1; absent and present options; unknown extra fields.
    vec![
        root!("store::AgentId", AgentId, [r#""agt-01HZX""#, r#""a""#]),
        root!("store::Owner", Owner, [r#""alice@example.org""#, r#""bob""#]),
        root!("store::ThreadName", ThreadName, [r#""link:main""#, r#""link:review-2026.12_a""#]),
        root!("store::Version", Version, ["0", "1", "9007199254740993", "18446744073709551615"]),
        root!("store::Grants", Grants, [
            "{}",
            r#"{"instructions":true,"skills":true,"home":true,"memory_index":false,"notes":true}"#,
        ]),
        root!("store::Agent", Agent, [
            r#"{"id":"agt-1","name":"coder","owner":"alice","grants":{"home":true,"notes":true},"notes_limit":65536}"#,
            r#"{"name":"legacy","owner":"alice","notes_limit":0}"#,
            r#"{"id":"agt-2","name":"big","owner":"bob","notes_limit":18446744073709551615}"#,
        ]),
        root!("store::Request", Request, [
            r#"{"agent":"agt-1","owner":"alice","op":{"kind":"file_read","path":"memory/notes.md"}}"#,
            r#"{"agent":"agt-1","owner":"alice","op":{"kind":"file_write","path":"memory/portable/m1.json","content":"{}","expected":0}}"#,
            r#"{"agent":"agt-1","owner":"alice","op":{"kind":"file_write","path":"home/a.txt","content":"x","expected":18446744073709551615}}"#,
            r#"{"agent":"agt-1","owner":"alice","op":{"kind":"file_delete","path":"home/a.txt","expected":9007199254740993}}"#,
            r#"{"agent":"agt-1","owner":"alice","op":{"kind":"file_list","prefix":"memory/portable/"}}"#,
            r#"{"agent":"agt-1","owner":"alice","op":{"kind":"conversation_last","thread":"link:main"}}"#,
            r#"{"agent":"agt-1","owner":"alice","op":{"kind":"conversation_read","thread":"link:main","from":1,"through":18446744073709551615}}"#,
            r#"{"agent":"agt-1","owner":"alice","op":{"kind":"conversation_append","thread":"link:main","records":[{"role":"user","text":"hi","x-vendor":{"n":18446744073709551615}}],"expected_last":0}}"#,
            r#"{"agent":"agt-1","owner":"alice","op":{"kind":"conversation_append","thread":"link:main","records":[],"expected_last":7,"lease":"l-1"}}"#,
            r#"{"agent":"agt-1","owner":"alice","op":{"kind":"context_append","thread":"link:main","record":{"role":"assistant","text":"ok","at":"2026-12-02T10:00:00Z"},"source":{"adapter":"claude-code","native_session":"s1","native_record":"r1"}}}"#,
            r#"{"agent":"agt-1","owner":"alice","op":{"kind":"context_append_batch","thread":"link:main","records":[{"record":{"role":"user","text":"hi"},"source":{"adapter":"codex","native_session":"s1","native_record":"line:3"}},{"record":{"type":"progress","n":18446744073709551615},"source":{"adapter":"codex","native_session":"s1","native_record":"line:4"}}]}}"#,
            r#"{"agent":"agt-1","owner":"alice","op":{"kind":"context_append_batch","thread":"link:main","records":[]}}"#,
            r#"{"agent":"agt-1","owner":"alice","op":{"kind":"lease_acquire","thread":"link:main","holder":"h","ttl_ms":30000}}"#,
            r#"{"agent":"agt-1","owner":"alice","op":{"kind":"lease_renew","thread":"link:main","lease":"l-1","ttl_ms":0}}"#,
            r#"{"agent":"agt-1","owner":"alice","op":{"kind":"lease_release","thread":"link:main","lease":"l-1"}}"#,
        ]),
        root!("store::Reply", Reply, [
            r##"{"kind":"file","path":"memory/notes.md","content":"# notes\n","version":18446744073709551615}"##,
            r#"{"kind":"written","path":"home/a.txt","version":9007199254740993}"#,
            r#"{"kind":"deleted","path":"home/a.txt"}"#,
            r#"{"kind":"listing","entries":[{"path":"memory/portable/m1.json","version":1,"size":0}]}"#,
            r#"{"kind":"last","thread":"link:main","seq":0}"#,
            r#"{"kind":"records","thread":"link:main","records":[{"seq":1,"record":{"role":"user","text":"hi","zeta":1,"alpha":[1.5,null,true]}},{"seq":2,"record":{"type":"progress"},"source":{"adapter":"codex","native_session":"s","native_record":"7"}}]}"#,
            r#"{"kind":"appended","thread":"link:main","first":1,"last":2}"#,
            r#"{"kind":"context_appended","thread":"link:main","seq":3}"#,
            r#"{"kind":"context_appended","thread":"link:main","seq":3,"repeated":true}"#,
            r#"{"kind":"context_appended_batch","thread":"link:main","results":[{"seq":3,"repeated":true},{"seq":4},{"seq":18446744073709551615}]}"#,
            r#"{"kind":"leased","thread":"link:main","lease":{"id":"l-1","holder":"h","expires_at_ms":1764669600000}}"#,
            r#"{"kind":"released","thread":"link:main"}"#,
            r#"{"kind":"error","error":"conflict","message":"version changed","current":18446744073709551615}"#,
            r#"{"kind":"error","error":"permission_denied","message":"no grant"}"#,
        ]),
        root!("bridge::Binding", Binding, [
            r#"{"agent":"agt-1","owner":"alice","endpoint_key":"00ff"}"#,
        ]),
        root!("bridge::Handshake", Handshake, [
            r#"{"type":"challenge","protocol":1,"nonce":"aa"}"#,
            r#"{"type":"response","agent":"agt-1","owner":"alice","nonce":"bb","mac":"cc"}"#,
            r#"{"type":"accept","mac":"dd"}"#,
            r#"{"type":"reject","error":"unauthenticated","message":"bad proof"}"#,
        ]),
        root!("bridge::Frame", Frame, [
            r#"{"type":"request","id":18446744073709551615,"request":{"agent":"agt-1","owner":"alice","op":{"kind":"conversation_last","thread":"link:main"}}}"#,
            r#"{"type":"reply","id":0,"reply":{"kind":"last","thread":"link:main","seq":9007199254740993}}"#,
        ]),
        root!("store::context::Role", Role, [r#""user""#, r#""assistant""#, r#""tool""#, r#""summary""#]),
        root!("store::context::Source", Source, [
            r#"{"adapter":"claude-code","native_session":"1af7fc5e","native_record":"uuid-1"}"#,
        ]),
        root!("store::context::Event", Event, [
            r#"{"seq":1,"role":"user","text":"hello","at":"2026-12-02T10:00:00Z"}"#,
            r#"{"seq":18446744073709551615,"role":"summary"}"#,
            r#"{"seq":9007199254740993,"role":"tool","text":"ls","at":"","from":"Bash","source":{"adapter":"codex","native_session":"s","native_record":"call_1"}}"#,
        ]),
        root!("store::context::EvidenceRef", EvidenceRef, [r#"{"thread":"link:main","seq":18446744073709551615}"#]),
        root!("store::context::Memory", Memory, [
            r#"{"id":"prefers-tabs","text":"The user prefers tabs.","evidence":[{"thread":"link:main","seq":4}],"modified_at":"2026-12-02T10:00:00Z"}"#,
            r#"{"id":"prefers-tabs","text":"","source":{"adapter":"claude-code","native_session":"s","native_record":"MEMORY.md"},"evidence":[],"modified_at":"2026-12-02T11:00:00Z","deleted":true}"#,
            r#"{"id":"m2","text":"t","modified_at":"2026-12-02T11:00:00Z","x-vendor":{"big":18446744073709551615,"list":[1,2]},"confidence":0.5}"#,
        ]),
        root!("store::context::ReadRequest", ReadRequest, [
            r#"{"thread":"link:main"}"#,
            r#"{"thread":"link:main","memory":["prefers-tabs","m2"]}"#,
        ]),
        root!("store::context::Cursor", Cursor, [
            r#"{"thread":"link:main","through_seq":0}"#,
            r#"{"thread":"link:main","through_seq":9007199254740993,"files":{"memory/portable/m1.json":18446744073709551615,"memory/portable/gone.json":0}}"#,
        ]),
        root!("store::context::Snapshot", Snapshot, [
            r#"{"cursor":{"thread":"link:main","through_seq":1,"files":{"memory/portable/m1.json":7}},"records":[{"seq":1,"record":{"role":"user","text":"hi"}}],"memory":[{"id":"m1","version":7,"memory":{"id":"m1","text":"t","modified_at":"2026-12-02T10:00:00Z"}},{"id":"gone","version":0}]}"#,
        ]),
        root!("link_harness_contract::Settings", Settings, [
            r#"{}"#,
            r#"{"storage":{"endpoint":"/run/link/agt-1/bridge.sock","endpoint_key":"0123abcd","agent":"agt-1","owner":"alice"},"model":"x","limits":{"tokens":18446744073709551615}}"#,
            r#"{"storage":{"endpoint":"/run/link/b.sock","endpoint_key":"ff","agent":"agt-1","owner":"alice","memory_endpoint":"/run/link/m.sock"}}"#,
        ]),
        root!("link_harness_contract::CaptureBatch", CaptureBatch, [
            r#"{"format":"link.capture-batch","version":1,"seq":18446744073709551615,"agent":"agt-1","thread":"link:main","admitted_at":"2026-12-02T10:00:00Z","records":[{"source":{"adapter":"codex","native_session":"s","native_record":"r"},"record":{"role":"user","text":"hi"}}],"checksum":"sha256:00"}"#,
        ]),
        root!("link_harness_contract::AdapterState", AdapterState, [
            r#"{"adapter":"claude-code"}"#,
            r#"{"adapter":"codex","sessions":[{"native_session":"s1","thread":"link:main","last_cursor":{"thread":"link:main","through_seq":3}}],"exports":[{"memory_id":"m1","native_path":"MEMORY.md","digest":"sha256:ab","version":18446744073709551615}]}"#,
        ]),
        root!("link_harness_contract::harness::authority::AuthorityFile", AuthorityFile, [
            r#"{"format":"link.authority","version":2,"host":"host-a","start_secret_fingerprint":"sha256:aa","next_generation":1}"#,
            r#"{"format":"link.authority","version":2,"host":"host-a","start_secret_fingerprint":"sha256:aa","next_generation":18446744073709551615,"sessions":[{"session_id":"ses-1","agent":"agt-1","owner":"alice","thread":"link:main","binding_ref":"b-1"}],"active_attempt":{"session_id":"ses-1","attempt_id":"att-1","attempt_key":"k-1","generation":9007199254740993,"binding_ref":"b-1"},"requests":[{"request_id":"req-1","session_id":"ses-1","attempt_id":"att-1","generation":9007199254740993,"call":{"tool":"Bash","arguments":{"command":"ls","n":18446744073709551615}},"status":"allow_once","claimed":true,"created_at":"2026-12-02T10:00:00Z"},{"request_id":"req-0","session_id":"ses-1","attempt_id":"att-0","generation":1,"call":{"tool":"Edit","arguments":null},"status":"pending","recovery_required":true,"created_at":"2026-12-02T09:00:00Z"}]}"#,
        ]),
        root!("link_harness_contract::harness::authority::Session", Session, [
            r#"{"session_id":"ses-1","agent":"agt-1","owner":"alice","thread":"link:main","binding_ref":"b-1"}"#,
        ]),
        root!("link_harness_contract::harness::authority::Attempt", Attempt, [
            r#"{"session_id":"ses-1","attempt_id":"att-1","attempt_key":"k","generation":0,"binding_ref":"b"}"#,
        ]),
        root!("link_harness_contract::harness::authority::OwnerRequest", OwnerRequest, [
            r#"{"request_id":"req-1","session_id":"ses-1","attempt_id":"att-1","generation":2,"call":{"tool":"Bash","arguments":{"command":"rm -rf build"}},"status":"deny","created_at":"2026-12-02T10:00:00Z"}"#,
        ]),
    ]
}

/// `store::context::Event` -> `store.context.Event`
fn stem(path: &str) -> String {
    path.replace("::", ".")
}

fn write(path: &Path, text: &str) {
    std::fs::write(path, text).unwrap_or_else(|e| panic!("write {}: {e}", path.display()));
}

fn export(schemas: &Path, golden: &Path) {
    std::fs::create_dir_all(schemas).expect("create schemas dir");
    std::fs::create_dir_all(golden).expect("create golden dir");
    let mut manifest = Vec::new();
    for root in roots() {
        let file = format!("{}.json", stem(root.path));
        let text = (root.schema)();
        write(&schemas.join(&file), &text);
        let sha256 = format!("{:x}", Sha256::digest(text.as_bytes()));
        manifest.push(serde_json::json!({ "file": file, "rust_type": root.path, "sha256": sha256 }));

        let mut lines = String::new();
        for input in root.golden {
            let line = (root.roundtrip)(input).unwrap_or_else(|e| panic!("golden {} {input}: {e}", root.path));
            lines.push_str(&line);
            lines.push('\n');
        }
        write(&golden.join(format!("{}.jsonl", stem(root.path))), &lines);
    }
    let manifest = serde_json::json!({
        "source": "schemas/upstream (the Serde stand-in), exported with `npm run schemas:export`",
        "schemas": manifest,
    });
    let mut text = serde_json::to_string_pretty(&manifest).expect("manifest serializes");
    text.push('\n');
    write(&schemas.join("manifest.json"), &text);
}

fn roundtrip(path: &str) -> Result<(), String> {
    let root = roots().into_iter().find(|r| r.path == path).ok_or_else(|| format!("unknown type {path}"))?;
    let stdin = std::io::stdin();
    let mut out = std::io::stdout().lock();
    for line in stdin.lock().lines() {
        let line = line.map_err(|e| e.to_string())?;
        let result = match (root.roundtrip)(&line) {
            Ok(text) => serde_json::json!({ "ok": text }),
            Err(message) => serde_json::json!({ "error": message }),
        };
        writeln!(out, "{result}").map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// Standard base64 (with padding) to bytes; None when the text is not base64.
fn base64_decode(text: &str) -> Option<Vec<u8>> {
    let value = |c: u8| -> Option<u32> {
        match c {
            b'A'..=b'Z' => Some((c - b'A') as u32),
            b'a'..=b'z' => Some((c - b'a' + 26) as u32),
            b'0'..=b'9' => Some((c - b'0' + 52) as u32),
            b'+' => Some(62),
            b'/' => Some(63),
            _ => None,
        }
    };
    let bytes: Vec<u8> = text.bytes().filter(|&c| c != b'=').collect();
    let mut out = Vec::with_capacity(bytes.len() * 3 / 4);
    for chunk in bytes.chunks(4) {
        let mut n = 0u32;
        for (i, &c) in chunk.iter().enumerate() {
            n |= value(c)? << (18 - 6 * i);
        }
        let take = match chunk.len() {
            4 => 3,
            3 => 2,
            2 => 1,
            _ => return None,
        };
        out.extend_from_slice(&n.to_be_bytes()[1..1 + take]);
    }
    Some(out)
}

/// One `run` request's answer: Serde deserializes the vector's input as its type and prints it
/// again (`validate`: whether it was accepted; `serde_roundtrip`: the printed text).
fn answer(vector: &serde_json::Value) -> serde_json::Value {
    let kind = vector["kind"].as_str().unwrap_or("");
    let Some(root) = roots().into_iter().find(|r| Some(r.path) == vector["type"].as_str()) else {
        return serde_json::json!({ "errored": format!("no root type {}", vector["type"]) });
    };
    let input = match (vector["input"].as_str(), vector["input_base64"].as_str()) {
        (Some(text), _) => Ok(text.to_string()),
        (None, Some(b64)) => match base64_decode(b64) {
            Some(bytes) => String::from_utf8(bytes).map_err(|e| format!("invalid UTF-8: {e}")),
            None => return serde_json::json!({ "errored": "input_base64 is not base64" }),
        },
        (None, None) => return serde_json::json!({ "errored": "the vector has no input" }),
    };
    let result = input.and_then(|text| (root.roundtrip)(&text));
    match (kind, result) {
        ("validate", Ok(_)) => serde_json::json!({ "answer": { "valid": true } }),
        ("validate", Err(message)) => serde_json::json!({ "answer": { "valid": false, "error": message } }),
        ("serde_roundtrip", Ok(text)) => serde_json::json!({ "answer": { "output": text } }),
        ("serde_roundtrip", Err(message)) => serde_json::json!({ "answer": { "error": message } }),
        _ => serde_json::json!({ "skipped": format!("{kind} vectors are not claimed") }),
    }
}

/// The testee protocol: `start` (who this is, which kinds it answers), `run`, `stop`.
fn testee() -> Result<(), String> {
    let stdin = std::io::stdin();
    let mut out = std::io::stdout().lock();
    for line in stdin.lock().lines() {
        let line = line.map_err(|e| e.to_string())?;
        let request: serde_json::Value = serde_json::from_str(&line).map_err(|e| format!("request is not JSON: {e}"))?;
        let reply = match request["cmd"].as_str() {
            Some("start") => serde_json::json!({
                "implementation": { "name": "link-upstream", "version": env!("CARGO_PKG_VERSION"), "language": "rust (serde_json)" },
                "kinds": ["validate", "serde_roundtrip"],
                "model": "serde",
            }),
            Some("run") => {
                let mut reply = answer(&request["vector"]);
                reply["seq"] = request["seq"].clone();
                reply
            }
            Some("stop") => return Ok(()),
            other => return Err(format!("unknown command {other:?}")),
        };
        writeln!(out, "{reply}").map_err(|e| e.to_string())?;
        out.flush().map_err(|e| e.to_string())?;
    }
    Ok(())
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
        ["export", schemas, golden] => {
            export(Path::new(schemas), Path::new(golden));
            Ok(())
        }
        ["roundtrip", path] => roundtrip(path),
        ["testee"] => testee(),
        ["types"] => {
            roots().iter().for_each(|r| println!("{}", r.path));
            Ok(())
        }
        _ => Err("usage: link-upstream export <schemas-dir> <golden-dir> | roundtrip <rust-type> | types | testee".into()),
    };
    if let Err(message) = result {
        eprintln!("link-upstream: {message}");
        std::process::exit(2);
    }
}

