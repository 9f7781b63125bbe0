// A real reference host for tests: a private state directory, registered agents with fresh
// secrets, the bridge listening on a real Unix socket, and Bridged clients bound to it.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, beforeAll } from "vitest";

import type { Agent, Grants } from "../../generated/index.js";
import { Bridged } from "../../src/bridge/client.js";
import { memoryPair, type FrameTransport } from "../../src/bridge/transport.js";
import { BridgeHost, type BridgeHostOptions } from "../../src/host/server.js";
import { HostState } from "../../src/host/state.js";

export interface TestAgent {
  agent: Agent;
  id: string;
  folder: string;
  secret: string;
}

export class TestHost {
  readonly dir: string;
  readonly state: HostState;
  readonly host: BridgeHost;
  /** The host's diagnostic lines (kept here, not printed into a passing run). */
  readonly log: string[] = [];
  private readonly clients: Bridged[] = [];

  constructor(options: BridgeHostOptions = {}) {
    this.dir = mkdtempSync(join(tmpdir(), "lk-"));
    this.state = HostState.open(join(this.dir, "state"), { create: true });
    this.host = new BridgeHost(this.state, { log: (line) => this.log.push(line), ...options });
  }

  static async start(options: BridgeHostOptions = {}): Promise<TestHost> {
    const host = new TestHost(options);
    await host.host.listen();
    return host;
  }

  /** Runs `use` against a fresh host, then stops it, whatever `use` did. */
  static async run<T>(use: (host: TestHost) => Promise<T>, options: BridgeHostOptions = {}): Promise<T> {
    const host = await TestHost.start(options);
    try {
      return await use(host);
    } finally {
      await host.stop();
    }
  }

  addAgent(grants: Partial<Grants> = {}, notesLimit = 1024, owner = "alice"): TestAgent {
    const all: Grants = { instructions: false, skills: false, home: false, memory_index: false, notes: false, ...grants };
    const { agent, folder } = this.state.addAgent({ name: "coder", owner, grants: all, notesLimit });
    const id = agent.id as string;
    return { agent, id, folder, secret: this.state.rotateSecret(id) };
  }

  /** A client bound to `a`; `inMemory` joins it to this host by a `memoryPair`, no socket at all. */
  client(
    a: TestAgent,
    options: { key?: string; owner?: string; agent?: string; memory?: boolean; timeoutMs?: number; inMemory?: boolean } = {},
  ): Bridged {
    const client = new Bridged(
      {
        endpoint: this.state.bridgeSocket,
        memoryEndpoint: this.state.memorySocket,
        agent: options.agent ?? a.id,
        owner: options.owner ?? a.agent.owner,
        key: options.key ?? a.secret,
      },
      {
        ...(options.memory ? { memory: true } : {}),
        ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
        ...(options.inMemory ? { transport: () => this.pair(options.memory ? "memory" : "bridge") } : {}),
      },
    );
    this.clients.push(client);
    return client;
  }

  /** One end of a fresh in-memory pair whose other end this host serves as `scope`. */
  pair(scope: "bridge" | "memory" = "bridge"): FrameTransport {
    const [client, host] = memoryPair();
    this.host.attach(host, scope);
    return client;
  }

  async stop(): Promise<void> {
    for (const c of this.clients) c.close();
    await this.host.close();
    this.state.close();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/**
 * A host started before the enclosing suite's tests and stopped after them, with one agent of
 * `grants`: `suite.host` and `suite.agent` are ready inside the tests.
 */
export function suiteHost(grants: Partial<Grants> = {}): { host: TestHost; agent: TestAgent } {
  const suite = {} as { host: TestHost; agent: TestAgent };
  beforeAll(async () => {
    suite.host = await TestHost.start();
    suite.agent = suite.host.addAgent(grants);
  });
  afterAll(async () => {
    await suite.host.stop();
  });
  return suite;
}
