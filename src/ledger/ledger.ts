// The authority ledger (A1-A12): host-only session and approval metadata in `authority.json`,
// the document `link_harness_contract::harness::authority::AuthorityFile` describes. It is an
// explicit local primitive: nothing else in the kit creates or consults one (A1). It fences its
// own operations only, by attempt and generation; it stops no native process and replaces no
// store lease, confinement or tool-proxy invocation context (A12).

import { randomBytes } from "node:crypto";
import * as fs from "node:fs";
import { resolve } from "node:path";

import type { Agent, Attempt, AuthorityFile, OwnerRequest, Session, ToolCall } from "../../generated/index.js";
import { fingerprint } from "../secret.js";
import { Dir, FsError, sameIdentity, type FileIdentity, type FileStat } from "../durable/dir.js";
import { writeAll } from "../durable/append.js";
import { encodeLine, scanLines } from "../durable/lines.js";
import { lockDir } from "../durable/lock.js";
import { JsonError, parse, stringify, u64, type JsonValue } from "../json/index.js";
import { validate } from "../validate/index.js";
import { LedgerError } from "./errors.js";

export const AUTHORITY_FILE = "authority.json";
export const AUTHORITY_FORMAT = "link.authority";
/** 2: each session names its agent's owner, which `respond` checks (version 1 did not). */
export const AUTHORITY_VERSION = 2;
export const MAX_METADATA_BYTES = 1024 * 1024;
/**
 * Where what is done leaves the live document (issue 39.6): an append-only file of checksummed
 * lines, `{"request": ...}` or `{"session": ...}`, never rewritten. A request goes there once its
 * attempt is over and it is final (denied, or allowed and claimed); a session no live request or
 * attempt names goes there when the document passes SESSIONS_AT. Each is still found by the calls
 * that must find it again (a repeated proposal or answer, a session reopened), which look there
 * when the live document does not hold it.
 */
export const ARCHIVE_FILE = "authority.archive.jsonl";
/** The live document's size past which sessions no live request or attempt names are archived. */
const SESSIONS_AT = 256 * 1024;
const THREAD = /^link:[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/**
 * The host's statement that it authenticated the owner before `respond` (A7). Only host code
 * makes one, after its own authentication; nothing read from native metadata is one.
 */
export class OwnerProof {
  private constructor(readonly owner: string) {}
  /** Called by the host after it authenticated `owner` by its own means. */
  static authenticated(owner: string): OwnerProof {
    return new OwnerProof(owner);
  }
}

/** What `consume` checks besides the request: the current binding and attempt, and a fresh policy check. */
export interface ConsumeContext {
  bindingRef: string;
  attemptId: string;
  generation: number | bigint;
  /** This start's binding secret; only its fingerprint is compared. */
  startSecret: string;
  /** The host-policy check, run fresh inside the claim. */
  policy: (call: ToolCall) => boolean;
}

const id = (prefix: string) => `${prefix}-${randomBytes(12).toString("hex")}`;
const sameCall = (a: ToolCall, b: ToolCall) => stringify(a as unknown as JsonValue) === stringify(b as unknown as JsonValue);

function refuse(kind: ConstructorParameters<typeof LedgerError>[0], message: string): never {
  throw new LedgerError(kind, message);
}

/**
 * The authority ledger (A1-A12): host-only metadata in a private directory, every change under its
 * lock and written durably.
 *
 * @example
 * ```ts
 * import { Ledger, newSecret, OwnerProof } from "link-context-kit";
 *
 * const startSecret = newSecret(); // in a host: the start secret it handed the harness
 * const ledger = await Ledger.open("./authority", { host: "host-a", startSecret });
 * const session = await ledger.openSession({ id: "agt-1", name: "coder", owner: "alice", notes_limit: 0 }, "link:main", "binding-1");
 * const attempt = await ledger.admit(session.session_id, "turn-1"); // retry-safe by its key
 * const request = await ledger.propose(attempt.attempt_id, BigInt(attempt.generation), { tool: "Bash", arguments: { command: "make" } });
 * await ledger.respond(request.request_id, "allow_once", OwnerProof.authenticated("alice")); // the owner the host authenticated
 * ledger.close();
 * ```
 */
export class Ledger {
  private constructor(
    private readonly dir: Dir,
    /** The host this ledger belongs to; undefined for an operator's inspection (taken from the file). */
    private readonly host: string | undefined,
    /** This start's fingerprint; undefined for an operator's inspection. */
    private readonly secretFingerprint: string | undefined,
  ) {}

  /**
   * Opens the ledger in a host-chosen private directory (0700, the host's own, not a link),
   * outside every runtime mount (A4), made 0700 when it does not exist yet. Creates `authority.json` on first use; a new start secret
   * replaces the stored fingerprint. Refuses, and leaves untouched, a file that is over 1 MiB,
   * corrupt, foreign or of an unknown version (A5).
   */
  static async open(path: string, options: { host: string; startSecret: string }): Promise<Ledger> {
    return Ledger.openWith(path, options);
  }

  /**
   * For operators (`link-kit ledger`): opens an existing ledger without a start secret, keeping
   * the stored fingerprint, and takes the host name from the file. Every other check applies.
   */
  static async inspect(path: string): Promise<Ledger> {
    return Ledger.openWith(path, {});
  }

  private static async openWith(path: string, options: { host?: string; startSecret?: string }): Promise<Ledger> {
    let dir: Dir;
    // A host's first open makes its directory, private (issue 40.5); an operator's inspection never does.
    if (options.startSecret !== undefined) {
      try {
        fs.mkdirSync(resolve(path), { recursive: true, mode: 0o700 });
      } catch (error) {
        refuse("unsafe", `ledger directory ${path}: cannot make it: ${(error as Error).message}`);
      }
    }
    try {
      dir = Dir.open(resolve(path));
    } catch (error) {
      throw new LedgerError(
        error instanceof FsError && error.kind === "not_found" ? "not_found" : "unsafe",
        `ledger directory: ${(error as Error).message}`,
      );
    }
    const stat = dir.stat();
    if ((stat.mode & 0o077n) !== 0n || stat.uid !== BigInt(process.getuid?.() ?? stat.uid)) {
      dir.close();
      refuse(
        "unsafe",
        `${path} must be a private directory (0700, owned by this user), not mode ${(stat.mode & 0o777n).toString(8)}: \`chmod 700 ${path}\`, or name a new directory`,
      );
    }
    const ledger = new Ledger(dir, options.host, options.startSecret === undefined ? undefined : fingerprint(options.startSecret));
    if (options.startSecret !== undefined) {
      await ledger.change((doc) => {
        doc.start_secret_fingerprint = ledger.secretFingerprint as string;
      }, true);
    } else {
      await ledger.read(); // checks the file now: refused files are reported at open
    }
    return ledger;
  }

  close(): void {
    this.dir.close();
  }

  /** The last document this ledger read or wrote (its canonical text), with the file identity it had then. */
  private cache: { identity: FileIdentity; text: string; doc?: AuthorityFile } | undefined;
  private cacheIdentity: FileIdentity | undefined;

  /**
   * Reads and checks authority.json; `undefined` when it does not exist yet. When the file is
   * the very one this ledger last read or wrote (same inode, size and times), the checked text
   * is reused instead of parsed and validated again; any other writer's change is a new file.
   */
  private load(): { doc: AuthorityFile; text: string } | undefined {
    let bytes: Buffer;
    try {
      // One lstat answers the common case: the file is the one this ledger last wrote.
      const seen = this.dir.identify(AUTHORITY_FILE);
      if (seen === undefined) return undefined;
      const cached = this.cached(seen);
      if (cached !== undefined) return cached;
      const { fd, identity } = this.dir.openFile(AUTHORITY_FILE);
      try {
        const again = this.cached(identity);
        if (again !== undefined) return again;
        this.cacheIdentity = identity;
        bytes = fs.readFileSync(fd);
      } finally {
        fs.closeSync(fd);
      }
    } catch (error) {
      if (error instanceof LedgerError) throw error;
      if (error instanceof FsError) {
        if (error.kind === "not_found") return undefined;
        refuse(error.kind === "io" ? "io" : "unsafe", `${AUTHORITY_FILE}: ${error.message}`);
      }
      throw error;
    }
    let value: JsonValue;
    try {
      value = parse(bytes);
    } catch (error) {
      if (error instanceof JsonError) refuse("corrupt", `${AUTHORITY_FILE} is not JSON: ${error.message}`);
      throw error;
    }
    const raw = value as Record<string, unknown>;
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) refuse("corrupt", `${AUTHORITY_FILE} is not an object`);
    if (raw.format !== AUTHORITY_FORMAT)
      refuse("foreign", `${AUTHORITY_FILE} has format ${JSON.stringify(raw.format)}, not ${AUTHORITY_FORMAT}`);
    if (raw.version !== AUTHORITY_VERSION) {
      const why =
        raw.version === 1 ? " (version 1 sessions do not name their owner, so no answer could be checked; start a new ledger)" : "";
      refuse("unknown_version", `${AUTHORITY_FILE} has version ${String(raw.version)}; this ledger knows ${AUTHORITY_VERSION}${why}`);
    }
    if (this.host !== undefined && raw.host !== this.host)
      refuse("foreign", `${AUTHORITY_FILE} belongs to host ${JSON.stringify(raw.host)}, not ${JSON.stringify(this.host)}`);
    const checked = validate("link_harness_contract::harness::authority::AuthorityFile", value);
    if (!checked.ok)
      refuse("corrupt", `${AUTHORITY_FILE} is not an AuthorityFile: ${checked.errors.map((e) => `${e.pointer}: ${e.message}`).join("; ")}`);
    const text = stringify(canonical(checked.value) as unknown as JsonValue);
    if (this.cacheIdentity !== undefined) this.cache = { identity: this.cacheIdentity, text };
    return { doc: checked.value, text };
  }

  /**
   * Checks a stat of authority.json (private, not too large) and returns the cached document
   * when the file is the one this ledger last read or wrote.
   */
  private cached(stat: FileStat): { doc: AuthorityFile; text: string } | undefined {
    if ((stat.mode & 0o077) !== 0) refuse("unsafe", `${AUTHORITY_FILE} must be private (0600), not ${(stat.mode & 0o777).toString(8)}`);
    if (stat.size > BigInt(MAX_METADATA_BYTES)) refuse("too_large", `${AUTHORITY_FILE} is ${stat.size} bytes, over the 1 MiB limit`);
    if (this.cache === undefined || !sameIdentity(this.cache.identity, stat)) return undefined;
    // The cached object is handed out once; later changes parse the text again.
    const doc = this.cache.doc ?? (parse(this.cache.text) as unknown as AuthorityFile);
    this.cache.doc = undefined;
    return { doc, text: this.cache.text };
  }

  /**
   * One serialized change: lock the directory, read and check, apply, check again, write durably
   * (temp, fsync, rename, fsync directory), unlock. Returns what `apply` returned.
   */
  private async change<T>(apply: (doc: AuthorityFile) => T, create = false, readOnly = false): Promise<T> {
    const held = await lockDir(this.dir, "authority").catch((error: unknown) => refuse("io", (error as Error).message));
    try {
      const loaded = this.load();
      let doc: AuthorityFile;
      let before: string;
      if (loaded === undefined) {
        if (!create) refuse("not_found", `${AUTHORITY_FILE} does not exist`);
        if (this.host === undefined || this.secretFingerprint === undefined) refuse("not_found", `${AUTHORITY_FILE} does not exist`);
        doc = {
          format: "link.authority",
          version: AUTHORITY_VERSION,
          host: this.host,
          start_secret_fingerprint: this.secretFingerprint,
          next_generation: 1,
          sessions: [],
          requests: [],
        };
        before = "";
      } else {
        ({ doc, text: before } = loaded);
      }
      if (readOnly) return apply(doc);
      let result: T;
      try {
        result = apply(doc);
      } catch (error) {
        this.cache = undefined; // `apply` may have changed the document before refusing
        throw error;
      }
      // What is done leaves the live document: archived durably first, then dropped from it.
      const moving = this.settle(doc, before.length);
      doc = canonical(doc);
      // One printing serves the change test, the size check, the file and the cache.
      const after = stringify(doc as unknown as JsonValue);
      if (moving.length > 0) this.archive(moving);
      if (after !== before || create) {
        const checked = validate("link_harness_contract::harness::authority::AuthorityFile", doc);
        if (!checked.ok) throw new Error(`the ledger made an invalid AuthorityFile: ${JSON.stringify(checked.errors)}`);
        if (Buffer.byteLength(after) + 1 > MAX_METADATA_BYTES)
          refuse(
            "too_large",
            `the change would take authority.json over 1 MiB: it holds ${(doc.requests ?? []).length} unresolved request(s) and ${(doc.sessions ?? []).length} session(s); deny pending requests (answered and claimed ones leave it by themselves)`,
          );
        try {
          this.cache = undefined;
          const identity = this.dir.writeAtomic(AUTHORITY_FILE, after + "\n", 0o600, { locked: true }); // under the lock
          this.cache = { identity, text: after, doc };
        } catch (error) {
          // A full disk refuses the write whole (the temp file goes); a failed directory sync
          // after the rename leaves the new file in place, maybe not on disk.
          const kind = error instanceof FsError && (error.kind === "no_space" || error.kind === "uncertain") ? error.kind : "io";
          refuse(kind === "no_space" ? "unavailable" : kind, `writing ${AUTHORITY_FILE}: ${(error as Error).message}`);
        }
      }
      return result;
    } finally {
      await held.release();
    }
  }

  /**
   * Takes out of `doc` what is done (see ARCHIVE_FILE), returning the archive lines for it: each
   * final request of an attempt that is over; and, when the document was past SESSIONS_AT, each
   * session no live request or the active attempt names.
   */
  private settle(doc: AuthorityFile, size: number): string[] {
    const active = doc.active_attempt ?? undefined;
    const done = (r: OwnerRequest) =>
      r.attempt_id !== active?.attempt_id && (r.status === "deny" || (r.status === "allow_once" && r.claimed === true));
    const requests = (doc.requests ?? []).filter(done);
    if (requests.length > 0) doc.requests = (doc.requests ?? []).filter((r) => !done(r));
    let sessions: Session[] = [];
    if (size > SESSIONS_AT) {
      const named = new Set([...(doc.requests ?? []).map((r) => r.session_id), ...(active ? [active.session_id] : [])]);
      sessions = (doc.sessions ?? []).filter((x) => !named.has(x.session_id));
      doc.sessions = (doc.sessions ?? []).filter((x) => named.has(x.session_id));
    }
    return [
      ...requests.map((request) => stringify({ request: canonicalRequest(request) } as unknown as JsonValue)),
      ...sessions.map((session) => stringify({ session } as unknown as JsonValue)),
    ];
  }

  /** Appends `lines` to the archive and syncs them, before the live document leaves them out. */
  private archive(lines: string[]): void {
    let fd: number;
    try {
      fd = this.dir.openLog(ARCHIVE_FILE);
    } catch (error) {
      refuse(error instanceof FsError && error.kind === "no_space" ? "unavailable" : "io", `${ARCHIVE_FILE}: ${(error as Error).message}`);
    }
    try {
      writeAll(fd, lines.map(encodeLine).join(""));
      fs.fdatasyncSync(fd);
    } catch (error) {
      // Not archived: the document is not written either, so nothing leaves it.
      refuse(
        error instanceof FsError && error.kind === "no_space" ? "unavailable" : "io",
        `appending to ${ARCHIVE_FILE}: ${(error as Error).message}`,
      );
    } finally {
      fs.closeSync(fd);
    }
  }

  /** The last archived entry `pick` chooses (a request or a session), or undefined. */
  private archived<T>(pick: (entry: { request?: OwnerRequest; session?: Session }) => T | undefined): T | undefined {
    let bytes: Buffer;
    try {
      bytes = this.dir.readFile(ARCHIVE_FILE).bytes;
    } catch (error) {
      if (error instanceof FsError && error.kind === "not_found") return undefined;
      refuse("io", `${ARCHIVE_FILE}: ${(error as Error).message}`);
    }
    let found: T | undefined;
    for (const { body } of scanLines(bytes).good) {
      const hit = pick(parse(body) as unknown as { request?: OwnerRequest; session?: Session });
      if (hit !== undefined) found = hit;
    }
    return found;
  }

  /** A request, live or archived (`archived` true for one that is done). */
  private requestOf(doc: AuthorityFile, match: (r: OwnerRequest) => boolean): { request: OwnerRequest; archived: boolean } | undefined {
    const live = (doc.requests ?? []).find(match);
    if (live) return { request: live, archived: false };
    const old = this.archived((e) => (e.request && match(e.request) ? e.request : undefined));
    return old && { request: old, archived: true };
  }

  /** A session, live, or archived and brought back into the live document (its ID kept, A2). */
  private sessionOf(doc: AuthorityFile, match: (x: Session) => boolean): Session | undefined {
    const sessions = (doc.sessions ??= []);
    const live = sessions.find(match);
    if (live) return live;
    const old = this.archived((e) => (e.session && match(e.session) ? e.session : undefined));
    if (old) sessions.push(old);
    return old;
  }

  /**
   * What left the live document (see ARCHIVE_FILE), for inspection: every archived request and
   * session, the last line of each ID winning (a crash between the archive and the document may
   * archive one twice).
   */
  async history(): Promise<{ requests: OwnerRequest[]; sessions: Session[] }> {
    const requests = new Map<string, OwnerRequest>();
    const sessions = new Map<string, Session>();
    await this.change(
      () => {
        this.archived((e) => {
          if (e.request) requests.set(e.request.request_id, e.request);
          if (e.session) sessions.set(e.session.session_id, e.session);
          return undefined;
        });
      },
      false,
      true,
    );
    return { requests: [...requests.values()], sessions: [...sessions.values()] };
  }

  /** The whole document, for inspection. */
  async read(): Promise<AuthorityFile> {
    return this.change((doc) => doc, false, true);
  }

  /**
   * Associates a validated `link:<name>` conversation of an agent with an immutable ID with a
   * permanent session ID: the same ID on every later call (A2). Copies no history or memory.
   */
  async openSession(agent: Agent, thread: string, bindingRef: string): Promise<Session> {
    if (typeof agent.id !== "string" || agent.id === "")
      refuse("pre_id_agent", `agent ${JSON.stringify(agent.name)} has no immutable ID; the ledger serves only agents with one`);
    if (!THREAD.test(thread)) refuse("invalid_thread", `${JSON.stringify(thread)} is not a link:<name> conversation`);
    const agentId = agent.id;
    return this.change((doc) => {
      const sessions = (doc.sessions ??= []);
      const existing = this.sessionOf(doc, (s) => s.agent === agentId && s.thread === thread);
      if (existing) {
        // The current binding and the agent record's current owner (A2, A7).
        existing.binding_ref = bindingRef;
        existing.owner = agent.owner;
        return { ...existing };
      }
      const session: Session = { session_id: id("ses"), agent: agentId, owner: agent.owner, thread, binding_ref: bindingRef };
      sessions.push(session);
      return { ...session };
    });
  }

  /**
   * Opens the one active attempt of a session with a new generation (A3, A10). Retrying with the
   * same `attemptKey` after a lost acknowledgement returns the committed attempt and generation.
   */
  async admit(sessionId: string, attemptKey: string): Promise<Attempt> {
    return this.change((doc) => {
      const session = this.sessionOf(doc, (s) => s.session_id === sessionId);
      if (!session) refuse("not_found", `no session ${sessionId}`);
      const active = doc.active_attempt ?? undefined;
      if (active) {
        if (active.session_id === sessionId && active.attempt_key === attemptKey) return { ...active };
        refuse(
          "attempt_active",
          `attempt ${active.attempt_id} (generation ${active.generation}) is active; retire it after containing its execution`,
        );
      }
      const generation = doc.next_generation;
      doc.next_generation = u64(BigInt(generation) + 1n);
      const attempt: Attempt = {
        session_id: sessionId,
        attempt_id: id("att"),
        attempt_key: attemptKey,
        generation,
        binding_ref: session.binding_ref,
      };
      doc.active_attempt = attempt;
      return { ...attempt };
    });
  }

  /**
   * Proposes the attempt's one tool call (A6). The same proposal again returns the original
   * request with its current status; a different call in the same attempt is refused.
   */
  async propose(attemptId: string, generation: number | bigint, call: ToolCall): Promise<OwnerRequest> {
    return this.change((doc) => {
      const requests = (doc.requests ??= []);
      const existing = this.requestOf(doc, (r) => r.attempt_id === attemptId)?.request;
      if (existing) {
        if (!sameCall(existing.call, call))
          refuse("one_call_per_attempt", `attempt ${attemptId} already proposed ${existing.call.tool}; one attempt proposes one call`);
        return existing;
      }
      const active = doc.active_attempt ?? undefined;
      if (!active || active.attempt_id !== attemptId || BigInt(active.generation) !== BigInt(generation)) {
        refuse("stale_attempt", `attempt ${attemptId} at generation ${generation} is not the active attempt`);
      }
      const request: OwnerRequest = {
        request_id: id("req"),
        session_id: active.session_id,
        attempt_id: attemptId,
        generation: active.generation,
        call: structuredClone(call),
        status: "pending",
        created_at: new Date().toISOString(),
      };
      requests.push(request);
      return request;
    });
  }

  /**
   * The owner's answer (A7, A8): only with the host's OwnerProof, and only for the owner of the
   * request's session agent. A pending request takes `allow_once` or `deny`, once; the same
   * answer again returns the request. After `recover`, an unanswered request can still be
   * denied, never allowed.
   */
  async respond(requestId: string, decision: "allow_once" | "deny", proof: OwnerProof | unknown): Promise<OwnerRequest> {
    if (!(proof instanceof OwnerProof))
      refuse("no_proof", "respond needs the host's OwnerProof: authenticate the owner first; native metadata is no proof");
    return this.change((doc) => {
      const request = this.requestOf(doc, (r) => r.request_id === requestId)?.request;
      if (!request) refuse("not_found", `no request ${requestId}`);
      const session =
        (doc.sessions ?? []).find((s) => s.session_id === request.session_id) ??
        this.archived((e) => (e.session?.session_id === request.session_id ? e.session : undefined));
      if (!session) refuse("corrupt", `request ${requestId} names session ${request.session_id}, which the ledger does not hold`);
      if (session.owner !== proof.owner) {
        refuse(
          "wrong_owner",
          `request ${requestId} is for agent ${session.agent}, owned by ${JSON.stringify(session.owner)}; a proof for ${JSON.stringify(proof.owner)} cannot answer it`,
        );
      }
      if (request.status !== "pending") {
        if (request.status === decision) return request;
        refuse("already_decided", `request ${requestId} was answered ${request.status}`);
      }
      if (request.recovery_required && decision !== "deny")
        refuse("recovery_required", `request ${requestId} was left unresolved by a restart; it can only be denied`);
      request.status = decision;
      return request;
    });
  }

  /**
   * Claims an approved call once and returns it (A9): the binding and attempt must be current,
   * the fresh policy check must pass, and the claim is durable before the call is returned.
   * Approval creates no grant. A second consume is `already_claimed`, never a second hand-out.
   */
  async consume(requestId: string, context: ConsumeContext): Promise<ToolCall> {
    return this.change((doc) => {
      const request = this.requestOf(doc, (r) => r.request_id === requestId)?.request;
      if (!request) refuse("not_found", `no request ${requestId}`);
      if (request.claimed)
        refuse(
          "already_claimed",
          `request ${requestId} was claimed before; if that reply was lost the outcome is uncertain, and the call is not handed out again`,
        );
      if (request.recovery_required) refuse("recovery_required", `request ${requestId} was left unresolved by a restart`);
      if (request.status !== "allow_once") refuse("not_approved", `request ${requestId} is ${request.status}`);
      const active = doc.active_attempt ?? undefined;
      if (
        !active ||
        active.attempt_id !== request.attempt_id ||
        active.attempt_id !== context.attemptId ||
        BigInt(active.generation) !== BigInt(context.generation)
      ) {
        refuse(
          "stale_attempt",
          `attempt ${context.attemptId} at generation ${context.generation} is not the active attempt of request ${requestId}`,
        );
      }
      if (active.binding_ref !== context.bindingRef || doc.start_secret_fingerprint !== fingerprint(context.startSecret)) {
        refuse("stale_binding", "the binding reference or start secret is not the current one");
      }
      if (!context.policy(structuredClone(request.call))) refuse("policy_refused", `the host policy refused ${request.call.tool}`);
      request.claimed = true;
      return request.call;
    });
  }

  /** Ends the active attempt after the host contained its execution (A10). */
  async retire(attemptId: string): Promise<void> {
    await this.change((doc) => {
      const active = doc.active_attempt ?? undefined;
      if (!active || active.attempt_id !== attemptId) refuse("stale_attempt", `attempt ${attemptId} is not active`);
      delete doc.active_attempt;
    });
  }

  /**
   * The explicit restart barrier (A10): no attempt stays active, and every unresolved request
   * (unanswered, or allowed but not claimed) is marked `recovery_required`, stays inspectable,
   * and an unanswered one can still be denied. Nothing is rebound to a native callback.
   */
  async recover(): Promise<OwnerRequest[]> {
    return this.change((doc) => {
      delete doc.active_attempt;
      const unresolved = (doc.requests ?? []).filter((r) => r.status === "pending" || (r.status === "allow_once" && !r.claimed));
      for (const r of unresolved) r.recovery_required = true;
      return unresolved;
    });
  }
}

/**
 * The document with its members in the order of the Serde definition, as serde_json writes it,
 * so that the stand-in reads back exactly what the ledger wrote (A11).
 */
function canonical(doc: AuthorityFile): AuthorityFile {
  const request = canonicalRequest;
  const active = doc.active_attempt ?? undefined;
  return {
    format: doc.format,
    version: doc.version,
    host: doc.host,
    start_secret_fingerprint: doc.start_secret_fingerprint,
    next_generation: doc.next_generation,
    sessions: (doc.sessions ?? []).map((x) => ({
      session_id: x.session_id,
      agent: x.agent,
      owner: x.owner,
      thread: x.thread,
      binding_ref: x.binding_ref,
    })),
    ...(active
      ? {
          active_attempt: {
            session_id: active.session_id,
            attempt_id: active.attempt_id,
            attempt_key: active.attempt_key,
            generation: active.generation,
            binding_ref: active.binding_ref,
          },
        }
      : {}),
    requests: (doc.requests ?? []).map(request),
  };
}

/** A request with its members in the Serde definition's order. */
function canonicalRequest(r: OwnerRequest): OwnerRequest {
  return {
    request_id: r.request_id,
    session_id: r.session_id,
    attempt_id: r.attempt_id,
    generation: r.generation,
    call: { tool: r.call.tool, arguments: r.call.arguments },
    status: r.status,
    ...(r.claimed ? { claimed: true } : {}),
    ...(r.recovery_required ? { recovery_required: true } : {}),
    created_at: r.created_at,
  };
}
