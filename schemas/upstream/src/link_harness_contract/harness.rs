//! `link_harness_contract::harness`: host-side harness metadata.

pub mod authority;
