//! Serde definitions standing in for Link's upstream wire and metadata types (SPEC K2).
//! Module paths mirror the upstream's: `store`, `store::context`, `bridge`, `link_harness_contract`.

pub mod bridge;
pub mod link_harness_contract;
pub mod store;

/// Serde's `skip_serializing_if` helper for flags that default to false.
pub(crate) fn is_false(value: &bool) -> bool {
    !*value
}

/// Defines a string newtype that Serde refuses to deserialize unless `check` accepts it, so that
/// the schema's `pattern` and Serde agree on exactly which strings are valid.
macro_rules! checked_string {
    ($(#[$meta:meta])* $name:ident, $pattern:literal, $check:expr) => {
        $(#[$meta])*
        #[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
        #[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
        pub struct $name(#[cfg_attr(feature = "schema", schemars(regex(pattern = $pattern)))] String);

        impl $name {
            pub fn new(value: impl Into<String>) -> Result<Self, String> {
                let value = value.into();
                let check: fn(&str) -> bool = $check;
                if check(&value) {
                    Ok(Self(value))
                } else {
                    Err(format!("invalid {}: {:?}", stringify!($name), value))
                }
            }

            pub fn as_str(&self) -> &str {
                &self.0
            }
        }

        impl<'de> serde::Deserialize<'de> for $name {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let value = String::deserialize(deserializer)?;
                Self::new(value).map_err(serde::de::Error::custom)
            }
        }
    };
}
pub(crate) use checked_string;

/// True when `s` is 1..=max ASCII letters, digits, `.`, `_` or `-`, starting with a letter or digit.
pub(crate) fn is_token(s: &str, max: usize) -> bool {
    let bytes = s.as_bytes();
    !bytes.is_empty()
        && bytes.len() <= max
        && bytes[0].is_ascii_alphanumeric()
        && bytes.iter().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'-'))
}
