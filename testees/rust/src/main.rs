//! The quicktype Rust binding (generated/bindings/rust) as a conformance testee (K7, K8): each
//! golden value is deserialized into its generated type and serialized again. The protocol is in
//! docs/conformance.md: one JSON request per line on stdin, one reply per line on stdout.

use std::io::{BufRead, Write};

#[allow(dead_code, clippy::all)]
#[path = "../../../generated/bindings/rust/link_types.rs"]
mod link_types;
#[path = "../../../generated/bindings/rust/roots.rs"]
mod roots;

fn answer(vector: &serde_json::Value) -> serde_json::Value {
    let path = vector["type"].as_str().unwrap_or("");
    let Some(input) = vector["input"].as_str() else {
        return serde_json::json!({ "skipped": "the vector has no text input" });
    };
    match roots::roundtrip(path, input) {
        None => serde_json::json!({ "skipped": format!("no root type {path}") }),
        Some(Ok(text)) => serde_json::json!({ "answer": { "output": text } }),
        Some(Err(message)) => serde_json::json!({ "answer": { "error": message } }),
    }
}

fn main() {
    let stdin = std::io::stdin();
    let mut out = std::io::stdout().lock();
    for line in stdin.lock().lines() {
        let line = line.expect("stdin is readable");
        let request: serde_json::Value = serde_json::from_str(&line).expect("a request is JSON");
        let reply = match request["cmd"].as_str() {
            Some("start") => serde_json::json!({
                "implementation": { "name": "quicktype-rust", "language": "rust (serde_json)" },
                "kinds": ["serde_roundtrip"],
                "model": "binding",
            }),
            Some("run") => {
                let mut reply = answer(&request["vector"]);
                reply["seq"] = request["seq"].clone();
                reply
            }
            _ => return,
        };
        writeln!(out, "{reply}").expect("stdout is writable");
        out.flush().expect("stdout is writable");
    }
}
