import type { ErrorObject } from "ajv";
import type { Binding } from "./types/bridge.Binding.js";
import type { Frame } from "./types/bridge.Frame.js";
import type { Handshake } from "./types/bridge.Handshake.js";
import type { AdapterState } from "./types/link_harness_contract.AdapterState.js";
import type { CaptureBatch } from "./types/link_harness_contract.CaptureBatch.js";
import type { Settings } from "./types/link_harness_contract.Settings.js";
import type { Attempt } from "./types/link_harness_contract.harness.authority.Attempt.js";
import type { AuthorityFile } from "./types/link_harness_contract.harness.authority.AuthorityFile.js";
import type { OwnerRequest } from "./types/link_harness_contract.harness.authority.OwnerRequest.js";
import type { Session } from "./types/link_harness_contract.harness.authority.Session.js";
import type { Agent } from "./types/store.Agent.js";
import type { AgentId } from "./types/store.AgentId.js";
import type { Grants } from "./types/store.Grants.js";
import type { Owner } from "./types/store.Owner.js";
import type { Reply } from "./types/store.Reply.js";
import type { Request } from "./types/store.Request.js";
import type { ThreadName } from "./types/store.ThreadName.js";
import type { Version } from "./types/store.Version.js";
import type { Cursor } from "./types/store.context.Cursor.js";
import type { Event } from "./types/store.context.Event.js";
import type { EvidenceRef } from "./types/store.context.EvidenceRef.js";
import type { Memory } from "./types/store.context.Memory.js";
import type { ReadRequest } from "./types/store.context.ReadRequest.js";
import type { Role } from "./types/store.context.Role.js";
import type { Snapshot } from "./types/store.context.Snapshot.js";
import type { Source } from "./types/store.context.Source.js";
export type * from "./types/scalars.js";
export type * from "./types/bridge.Binding.js";
export type * from "./types/bridge.Frame.js";
export type * from "./types/bridge.Handshake.js";
export type * from "./types/link_harness_contract.AdapterState.js";
export type * from "./types/link_harness_contract.CaptureBatch.js";
export type * from "./types/link_harness_contract.Settings.js";
export type * from "./types/link_harness_contract.harness.authority.Attempt.js";
export type * from "./types/link_harness_contract.harness.authority.AuthorityFile.js";
export type * from "./types/link_harness_contract.harness.authority.OwnerRequest.js";
export type * from "./types/link_harness_contract.harness.authority.Session.js";
export type * from "./types/store.Agent.js";
export type * from "./types/store.AgentId.js";
export type * from "./types/store.Grants.js";
export type * from "./types/store.Owner.js";
export type * from "./types/store.Reply.js";
export type * from "./types/store.Request.js";
export type * from "./types/store.ThreadName.js";
export type * from "./types/store.Version.js";
export type * from "./types/store.context.Cursor.js";
export type * from "./types/store.context.Event.js";
export type * from "./types/store.context.EvidenceRef.js";
export type * from "./types/store.context.Memory.js";
export type * from "./types/store.context.ReadRequest.js";
export type * from "./types/store.context.Role.js";
export type * from "./types/store.context.Snapshot.js";
export type * from "./types/store.context.Source.js";
/** A compiled validator: a type guard whose `errors` hold ajv's error objects after a failure. */
export interface CompiledValidator<T> {
    (data: unknown): data is T;
    errors?: ErrorObject[] | null;
}
/** One root type's schema and validator. */
export interface SchemaEntry<T> {
    readonly rustType: string;
    readonly file: string;
    readonly title: string;
    readonly sha256: string;
    readonly validate: CompiledValidator<T>;
}
/** Each root type by its Rust path. */
export interface SchemaTypes {
    "bridge::Binding": Binding;
    "bridge::Frame": Frame;
    "bridge::Handshake": Handshake;
    "link_harness_contract::AdapterState": AdapterState;
    "link_harness_contract::CaptureBatch": CaptureBatch;
    "link_harness_contract::Settings": Settings;
    "link_harness_contract::harness::authority::Attempt": Attempt;
    "link_harness_contract::harness::authority::AuthorityFile": AuthorityFile;
    "link_harness_contract::harness::authority::OwnerRequest": OwnerRequest;
    "link_harness_contract::harness::authority::Session": Session;
    "store::Agent": Agent;
    "store::AgentId": AgentId;
    "store::Grants": Grants;
    "store::Owner": Owner;
    "store::Reply": Reply;
    "store::Request": Request;
    "store::ThreadName": ThreadName;
    "store::Version": Version;
    "store::context::Cursor": Cursor;
    "store::context::Event": Event;
    "store::context::EvidenceRef": EvidenceRef;
    "store::context::Memory": Memory;
    "store::context::ReadRequest": ReadRequest;
    "store::context::Role": Role;
    "store::context::Snapshot": Snapshot;
    "store::context::Source": Source;
}
export type RustType = keyof SchemaTypes;
export declare const SCHEMAS: {
    readonly [K in RustType]: SchemaEntry<SchemaTypes[K]>;
};
